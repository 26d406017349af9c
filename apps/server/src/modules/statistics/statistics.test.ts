import { STATISTICS_RANGES } from '@freight/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCarrier } from '../../../test/factories';
import { DATABASE_KINDS } from '../../../test/helpers';
import { emptyDatabase } from '../../../test/migrations';
import type { Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import { quoteCells } from './statistics.repository';
import { rangeStart } from './statistics.service';

const PRICELIST = 7;
const HOUR = 3_600_000;

/** A small deterministic generator (the fixture is the same every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Cell = {
  fare_group: number;
  zone_row: number;
  quantity_row: number;
  hits: number;
  bookings: number;
  potential: string;
  booked: string;
};

/** Cells in one order with their sums to the cent, as numbers of cents. */
const normal = (cells: Cell[]) =>
  cells
    .map((c) => ({
      cell: `${c.fare_group}:${c.zone_row}:${c.quantity_row}`,
      hits: c.hits,
      bookings: c.bookings,
      potential: Math.round(Number(c.potential) * 100),
      booked: Math.round(Number(c.booked) * 100),
    }))
    .sort((a, b) => a.cell.localeCompare(b.cell));

for (const kind of DATABASE_KINDS) {
  describe(`statistics from daily roll-ups [${kind}]`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    let carrierId: number;
    const now = new Date();

    beforeAll(async () => {
      ({ database, drop } = await emptyDatabase(kind));
      await migrate(database);
      ({ carrierId } = await createCarrier(database.db));
      const other = (await createCarrier(database.db)).carrierId;
      const next = random(43);
      // 600 quotes over the last 40 days (a third in the last two) and a few ahead (a clock ahead), in several statements
      // (each fires the roll-up trigger once), of this pricelist, another one and another carrier.
      for (let batch = 0; batch < 6; batch++) {
        const rows = Array.from({ length: 100 }, (_, i) => {
          const hoursAgo = next() < 0.3 ? next() * 48 : next() * 40 * 24;
          const at = new Date(now.getTime() - hoursAgo * HOUR + (next() < 0.02 ? 3 * HOUR : 0));
          const owner = next() < 0.1 ? other : carrierId;
          const pricelist = next() < 0.1 ? PRICELIST + 1 : PRICELIST;
          const total = (1 + Math.floor(next() * 50_000) / 100).toFixed(2);
          const id = `01a21a4a-44ae-7216-8325-${String(batch * 1000 + i).padStart(12, '0')}`;
          return `('${id}', ${owner}, ${pricelist}, 1, ${Math.floor(next() * 2)}, ${Math.floor(next() * 3)}, ${Math.floor(next() * 3)},
            ${total}, 'EUR', ${next() < 0.4}, '${at.toISOString()}', '{"n":${i}}')`;
        });
        await database.withConnection((run) =>
          run(`insert into quotes (id, carrier_id, pricelist_id, service_id, fare_group, zone_row, quantity_row, total, currency, via_tms,
            created_at, request) values ${rows.join(',\n')}`),
        );
      }
      // Bookings: some one by one (as a booking is), some in one statement.
      const { db } = database;
      const ids = await db.selectFrom('quotes').select('id').orderBy('id').execute();
      for (const { id } of ids.filter((_, i) => i % 17 === 0))
        await db.updateTable('quotes').set({ booked_at: now }).where('id', '=', id).execute();
      await db
        .updateTable('quotes')
        .set({ booked_at: now })
        .where(sql<boolean>`right(id::text, 1) = '3'`)
        .where('booked_at', 'is', null)
        .execute();
    });
    afterAll(() => drop());

    it('the roll-ups equal a grouping of the raw quotes', async () => {
      const { rows } = await sql<{ differing: number }>`select count(*)::int as differing from (
          (select carrier_id, pricelist_id, day, fare_group, zone_row, quantity_row, via_tms, hits, bookings, potential, booked
             from quote_daily_cells where hits <> 0
           except
           select carrier_id, pricelist_id, (created_at at time zone 'UTC')::date, fare_group, zone_row, quantity_row, via_tms,
             count(*)::int, count(booked_at)::int, sum(total), coalesce(sum(total) filter (where booked_at is not null), 0)
             from quotes group by 1, 2, 3, 4, 5, 6, 7)
          union all
          (select carrier_id, pricelist_id, (created_at at time zone 'UTC')::date, fare_group, zone_row, quantity_row, via_tms,
             count(*)::int, count(booked_at)::int, sum(total), coalesce(sum(total) filter (where booked_at is not null), 0)
             from quotes group by 1, 2, 3, 4, 5, 6, 7
           except
           select carrier_id, pricelist_id, day, fare_group, zone_row, quantity_row, via_tms, hits, bookings, potential, booked
             from quote_daily_cells)) d`.execute(database.db);
      expect(rows[0]).toEqual({ differing: 0 });
    });

    for (const { value: range } of STATISTICS_RANGES)
      for (const viaTmsOnly of [false, true])
        it(`${range}${viaTmsOnly ? ', partners’ systems only' : ''}: equals a scan of the raw quotes`, async () => {
          const since = rangeStart(range, now);
          let scan = database.db
            .selectFrom('quotes')
            .select([
              'fare_group',
              'zone_row',
              'quantity_row',
              sql<number>`count(*)::int`.as('hits'),
              sql<number>`count(booked_at)::int`.as('bookings'),
              sql<string>`sum(total)`.as('potential'),
              sql<string>`coalesce(sum(total) filter (where booked_at is not null), 0)`.as('booked'),
            ])
            .where('carrier_id', '=', carrierId)
            .where('pricelist_id', '=', PRICELIST)
            .groupBy(['fare_group', 'zone_row', 'quantity_row']);
          if (since) scan = scan.where('created_at', '>=', since);
          if (viaTmsOnly) scan = scan.where('via_tms', '=', true);
          const expected = normal(await scan.execute());
          expect(expected.reduce((n, c) => n + c.bookings, 0)).toBeGreaterThan(0);
          expect(normal(await quoteCells(database.db, carrierId, PRICELIST, { since, now, viaTmsOnly }))).toEqual(expected);
        });
  });
}
