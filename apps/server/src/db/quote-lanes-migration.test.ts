import { describe, expect, it } from 'vitest';
import { createCarrier } from '../../test/factories';
import { DATABASE_KINDS } from '../../test/helpers';
import { emptyDatabase, migrateBefore } from '../../test/migrations';
import { bookQuote, findQuote, isShipmentBooked, quotedRequests, searchQuotes } from '../modules/quotes/quotes.repository';
import { migrate } from './migrate';

const LANES = '0037_quote_lanes.sql';

/** Quote ids of the fixture: a fixed prefix and a number. */
const id = (n: number) => `01a21a4a-44ae-7216-8325-${String(n).padStart(12, '0')}`;

const request = (reference?: string) => ({
  service: 1,
  ...(reference === undefined ? {} : { reference }),
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'FI', postcode: '00100' },
  shipments: [{ quantity: 1, type: 'eur_pallet', weight: 300 }],
});

for (const kind of DATABASE_KINDS) {
  describe(`migration ${LANES} [${kind}]`, () => {
    it('moves the lane and reference out of the kept requests: read whole, searched, and a booked shipment still refuses a second booking', async () => {
      const { database, drop } = await emptyDatabase(kind);
      try {
        await migrateBefore(database, LANES);
        const { carrierId: c } = await createCarrier(database.db);
        const run = (text: string) => database.withConnection((r) => r(text));
        // Quotes kept their answer then (dropped by 0038, which runs after): written with one.
        const insert = (n: number, body: object, columns = ', answer', values = `, '{"total":10}'`) =>
          run(`insert into quotes (id, carrier_id, pricelist_id, service_id, fare_group, zone_row, quantity_row, total, currency,
            via_tms, created_at, request${columns}) values ('${id(n)}', ${c}, 7, ${n}, 0, 1, 2, 10, 'EUR', false,
            '2025-02-01 00:00:00+00', '${JSON.stringify(body)}'${values})`);
        // Two services' quotes of one shipment (quotes in its reference), one booked; one without a reference.
        await insert(1, request('PO "x"'));
        await insert(2, request('PO "x"'));
        await insert(3, request());
        // Booked as the code before the migration booked it: the shipment hashed over the request as it was.
        await run(`update quotes set booked_at = now(),
          booked_shipment = quote_shipment(id, carrier_id, partner_id, via_tms, created_at, request) where id = '${id(1)}'`);

        expect(await migrate(database)).toContain(LANES);
        // Kept apart, the request holding the rest.
        const [kept] = await run(`select collection, delivery, reference, request::jsonb as request from quotes where id = '${id(1)}'`);
        expect(kept).toEqual({
          collection: 'EE10115',
          delivery: 'FI00100',
          reference: 'PO "x"',
          request: { service: 1, shipments: [{ quantity: 1, type: 'eur_pallet', weight: 300 }] },
        });
        // Read whole, by the quote and by the backtest's reader.
        expect((await findQuote(database.db, c, id(1), null))?.request).toEqual(request('PO "x"'));
        expect((await findQuote(database.db, c, id(3), null))?.request).toEqual(request());
        const read = await quotedRequests(database.db, c, [7], new Date(0), 10);
        expect(read.map((q) => JSON.parse(q.request))).toEqual(expect.arrayContaining([request('PO "x"'), request('PO "x"'), request()]));
        // The other service's quote of the booked shipment is still refused a booking.
        const second = await bookQuote(database.db, c, id(2), null, null).catch((error: unknown) => error);
        expect(isShipmentBooked(second)).toBe(true);
        // Searched by lane ends and reference, from the columns.
        const search = (s: object) => searchQuotes(database.db, c, { page: 1, ...s }, 'UTC').then((r) => r.items.map((q) => q.id).sort());
        expect(await search({ collection: { country: 'EE', postcode: '101' }, delivery: { country: 'FI', postcode: '' } })).toEqual([
          id(1),
          id(2),
          id(3),
        ]);
        expect(await search({ delivery: { country: 'FI', postcode: '002' } })).toEqual([]);
        expect(await search({ reference: '"X"' })).toEqual([id(1), id(2)]);

        // A quote an older server writes during a deploy keeps its request whole, no columns: read whole all the same.
        await insert(4, request('late'), '', '');
        expect((await findQuote(database.db, c, id(4), null))?.request).toEqual(request('late'));
      } finally {
        await drop();
      }
    });
  });
}
