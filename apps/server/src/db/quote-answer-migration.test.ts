import { describe, expect, it } from 'vitest';
import { createCarrier } from '../../test/factories';
import { DATABASE_KINDS } from '../../test/helpers';
import { emptyDatabase, migrateBefore } from '../../test/migrations';
import { bookQuote, findQuote, findQuoteIdsByShortId, quotedRequests } from '../modules/quotes/quotes.repository';
import { migrate } from './migrate';

const ANSWER = '0038_quote_answer_priced.sql';

const id = (n: number) => `01a21a4a-44ae-7216-8325-${String(n).padStart(12, '0')}`;

for (const kind of DATABASE_KINDS) {
  describe(`migration ${ANSWER} [${kind}]`, () => {
    it("keeps a quote's Freight line and delivery date from its answer, drops the answer and the primary key, and still finds it by id", async () => {
      const { database, drop } = await emptyDatabase(kind);
      try {
        await migrateBefore(database, ANSWER);
        const { carrierId: c } = await createCarrier(database.db);
        const run = (text: string) => database.withConnection((r) => r(text));
        const insert = (n: number, answer: string | null) =>
          run(`insert into quotes (id, carrier_id, pricelist_id, service_id, fare_group, zone_row, quantity_row, total, currency,
            via_tms, created_at, request, collection, delivery, answer) values ('${id(n)}', ${c}, 7, 1, 0, 1, 2, 43.75, 'EUR', false,
            '2025-02-01 00:00:00+00', '{"shipments":[]}', 'EE10115', 'FI00100', ${answer === null ? 'null' : `'${answer}'`})`);
        await insert(
          1,
          '{"general":false,"charges":[{"charge":"Freight","amount":32.56},{"charge":"Fuel","amount":11.19}],"total":43.75,"currency":"EUR","collection_date":"2025-02-01","delivery_date":"2025-02-04","errors":""}',
        );
        await insert(2, null);

        expect(await migrate(database)).toContain(ANSWER);
        const kept = await run(`select id, freight::text, delivery_date::text from quotes order by id`);
        expect(kept).toEqual([
          { id: id(1), freight: '32.56', delivery_date: '2025-02-04' },
          { id: id(2), freight: null, delivery_date: null },
        ]);
        const gone = await run(`select
            (select count(*)::int from pg_attribute where attrelid = 'quotes'::regclass and attname = 'answer' and not attisdropped) as answer,
            (select count(*)::int from pg_constraint where conrelid = 'quotes'::regclass and contype = 'p') as pkey`);
        expect(gone).toEqual([{ answer: 0, pkey: 0 }]);
        // Found by id (through the short id index), read by the backtest with its Freight line, and booked.
        expect(await findQuote(database.db, c, id(1), null)).toMatchObject({ id: id(1), freight: '32.56', delivery_date: '2025-02-04' });
        expect(await findQuote(database.db, c, id(1).toUpperCase(), null)).toMatchObject({ id: id(1) });
        expect((await quotedRequests(database.db, c, [7], new Date(0), 10)).map((q) => [q.id, q.freight]).sort()).toEqual([
          [id(1), '32.56'],
          [id(2), null],
        ]);
        expect(await bookQuote(database.db, c, id(2), null, null)).toEqual({ total: '43.75', currency: 'EUR' });
        // The short id index's key is the id's last 8 digits as an int4 (0039): one past 7fffffff is negative.
        const high = '01a21a4a-44ae-7216-8325-0000fffffffe';
        await run(`insert into quotes (id, carrier_id, pricelist_id, service_id, fare_group, zone_row, quantity_row, total, currency,
          via_tms, created_at) values ('${high}', ${c}, 7, 1, 0, 1, 2, 1, 'EUR', false, '2025-03-01 00:00:00+00')`);
        expect(await findQuoteIdsByShortId(database.db, c, 'fffffffe')).toEqual([high]);
        expect(await findQuote(database.db, c, high, null)).toMatchObject({ id: high });
        expect(await findQuoteIdsByShortId(database.db, c, '00000001')).toEqual([id(1)]);
      } finally {
        await drop();
      }
    });
  });
}
