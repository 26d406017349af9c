import { describe, expect, it } from 'vitest';
import { createCarrier } from '../../test/factories';
import { DATABASE_KINDS } from '../../test/helpers';
import { emptyDatabase, migrateBefore } from '../../test/migrations';
import { bookQuote, findQuote, isShipmentBooked } from '../modules/quotes/quotes.repository';
import { migrate } from './migrate';

const PARTITIONS = '0033_quote_partitions.sql';

/** Quote ids of the fixture: a fixed prefix and a number. */
const id = (n: number) => `01a21a4a-44ae-7216-8325-${String(n).padStart(12, '0')}`;

const CELLS = `select carrier_id, pricelist_id, day::text, fare_group, zone_row, quantity_row, via_tms, hits, bookings,
  potential::numeric(16, 2)::text as potential, booked::numeric(16, 2)::text as booked from quote_daily_cells order by 1, 2, 3, 4, 5, 6, 7`;
const SCAN = `select carrier_id, pricelist_id, ((created_at at time zone 'UTC')::date)::text as day, fare_group, zone_row, quantity_row, via_tms,
  count(*)::int as hits, count(booked_at)::int as bookings, sum(total)::numeric(16, 2)::text as potential,
  coalesce(sum(total) filter (where booked_at is not null), 0)::numeric(16, 2)::text as booked
  from quotes group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`;

for (const kind of DATABASE_KINDS) {
  describe(`migrations ${PARTITIONS} and 0034 [${kind}]`, () => {
    it('moves existing quotes into monthly partitions with their roll-ups; they read, book and count as before', async () => {
      const { database, drop } = await emptyDatabase(kind);
      try {
        await migrateBefore(database, PARTITIONS);
        const { carrierId: c } = await createCarrier(database.db);
        const row = (n: number, at: string, cell: string, total: string, booked = 'null') =>
          `('${id(n)}', ${c}, 7, 1, null, ${cell}, ${total}, 'EUR', false, '${at}', ${booked}, '{"service":1}', 3, '{}', null, '{"total":${total}}')`;
        await database.withConnection((run) =>
          run(`insert into quotes (id, carrier_id, pricelist_id, service_id, partner_id, fare_group, zone_row, quantity_row, total,
            currency, via_tms, created_at, booked_at, request, pricelist_version, surcharge_versions, rates_version, answer) values
            ${row(1, '2025-01-31 23:59:59.999+00', '0, 1, 2', '10.05')},
            ${row(2, '2025-02-01 00:00:00+00', '0, 1, 2', '20.10', "'2025-02-02 10:00:00+00'")},
            ${row(3, '2025-02-01 00:00:00+00', '0, 1, 3', '30.15')},
            ${row(4, '2025-06-15 12:00:00+00', '0, 2, 2', '40.20')}`),
        );
        expect((await migrate(database)).slice(0, 2)).toEqual([PARTITIONS, '0034_quote_daily_cells.sql']);

        const run = (text: string) => database.withConnection((r) => r(text));
        const [kindRow] = await run(`select relkind from pg_class where relname = 'quotes'`);
        expect(kindRow).toEqual({ relkind: 'p' });
        // The months of the rows (in UTC: the last instant of January is January's) and the default.
        const placed = await run(`select tableoid::regclass::text as part, count(*)::int as n from quotes group by 1 order by 1`);
        expect(placed).toEqual([
          { part: 'quotes_p202501', n: 1 },
          { part: 'quotes_p202502', n: 2 },
          { part: 'quotes_p202506', n: 1 },
        ]);
        const parts = (
          await run(`select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'quotes'::regclass order by 1`)
        ).map((r) => r.relname);
        expect(parts).toContain('quotes_default');
        const thisMonth = new Date().toISOString().slice(0, 7).replace('-', '');
        expect(parts).toContain(`quotes_p${thisMonth}`);
        expect(await run(`select count(*)::int as n from pg_class where relname like 'quotes_booked_shipment_idx_p%'`)).toEqual([
          { n: parts.length - 1 },
        ]);

        // Read and booked as before; the roll-ups counted the rows and follow the booking.
        expect(await findQuote(database.db, c, id(4), null)).toMatchObject({ request: { service: 1 }, total: '40.20' });
        expect(await run(CELLS)).toEqual(await run(SCAN));
        expect(await bookQuote(database.db, c, id(3), null, null)).toMatchObject({ currency: 'EUR' });
        expect(await run(CELLS)).toEqual(await run(SCAN));
        expect((await run(CELLS)).find((cell) => cell.day === '2025-02-01' && cell.quantity_row === 3)).toMatchObject({
          hits: 1,
          bookings: 1,
          booked: '30.15',
        });

        // A second booking of one shipment is still refused by the booking index, named as before.
        await run(`insert into quotes (id, carrier_id, pricelist_id, service_id, fare_group, zone_row, quantity_row, total, currency,
          via_tms, created_at, request) values ('${id(5)}', ${c}, 7, 2, 0, 1, 3, 31, 'EUR', false, '2025-02-01 00:00:00+00', '{"service":1}')`);
        const second = await bookQuote(database.db, c, id(5), null, null).catch((error: unknown) => error);
        expect(isShipmentBooked(second)).toBe(true);
        expect(String((second as Error).message)).toContain('quotes_booked_shipment_idx_p202502');
        expect(await run(CELLS)).toEqual(await run(SCAN));
      } finally {
        await drop();
      }
    });
  });
}
