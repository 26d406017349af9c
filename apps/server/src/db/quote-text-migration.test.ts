import { describe, expect, it } from 'vitest';
import { createCarrier } from '../../test/factories';
import { DATABASE_KINDS } from '../../test/helpers';
import { emptyDatabase, migrateBefore } from '../../test/migrations';
import { findQuote, findQuoteView, quotedRequests, searchQuotes } from '../modules/quotes/quotes.repository';
import { migrate } from './migrate';

const TO_TEXT = '0025_quote_records_as_text.sql';
const ID = '01a21a4a-44ae-7216-8325-14f287ceb4f3';

for (const kind of DATABASE_KINDS) {
  describe(`migration ${TO_TEXT} [${kind}]`, () => {
    it('keeps a quote recorded as json: its request, Freight line and versions read the same, and its lane and reference are searched', async () => {
      const { database, drop } = await emptyDatabase(kind);
      try {
        await migrateBefore(database, TO_TEXT);
        const { carrierId } = await createCarrier(database.db);
        const request = {
          service: 1,
          collection: { country: 'PL', postcode: '84123' },
          delivery: { country: 'LT', postcode: '47262' },
          reference: 'Łódź €',
        };
        const answer = {
          pricelist: { id: 5, name: 'General 2026' },
          charges: [{ charge: 'Freight', amount: 68.05 }],
          total: 151.46,
          currency: 'EUR',
        };
        const surchargeVersions = { '1': 2, '15': 1 };
        await database.withConnection((run) =>
          run(`insert into quotes (id, service_id, fare_group, zone_row, quantity_row, total, currency, answer, pricelist_id, pricelist_version,
            surcharge_versions, carrier_id, partner_id, via_tms, created_at, rates_version, request)
            values ('${ID}', 1, 1, 3, 2, 151.46, 'EUR', '${JSON.stringify(answer)}', 5, 4, '${JSON.stringify(surchargeVersions)}',
            ${carrierId}, null, true, now(), null, '${JSON.stringify(request)}')`),
        );

        expect((await migrate(database))[0]).toBe(TO_TEXT);
        const [types] = await database.withConnection((run) =>
          run(`select string_agg(data_type, ',' order by column_name) as types from information_schema.columns
            where table_name = 'quotes' and column_name in ('answer', 'request', 'surcharge_versions')`),
        );
        // (The answer went in 0038, its Freight line kept.)
        expect(types).toEqual({ types: 'text,text' });

        expect(await findQuote(database.db, carrierId, ID, null)).toMatchObject({
          request,
          freight: '68.05',
          surcharge_versions: surchargeVersions,
          pricelist_version: 4,
        });
        expect(await findQuoteView(database.db, carrierId, ID)).toMatchObject({ request, freight: '68.05' });
        const [requested] = await quotedRequests(database.db, carrierId, [5], new Date(0), 10);
        expect([JSON.parse(requested!.request), requested!.freight]).toEqual([request, '68.05']);
        const search = (lane: { collection?: { country: string; postcode: string }; reference?: string }) =>
          searchQuotes(database.db, carrierId, { page: 1, ...lane }, 'Europe/Tallinn');
        expect(
          (await search({ collection: { country: 'PL', postcode: '84' }, reference: 'łódź' })).items.map((q) => [
            q.id,
            q.collection_postcode,
            q.reference,
          ]),
        ).toEqual([[ID, '84123', 'Łódź €']]);
        expect((await search({ collection: { country: 'PL', postcode: '85' } })).items).toEqual([]);
      } finally {
        await drop();
      }
    });
  });
}
