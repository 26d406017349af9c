import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

const DAY_MS = 86_400_000;

/** The UTC midnight at or before `at`. */
function dayFloor(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** The UTC midnight at or after `at`. */
function dayCeil(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Hits, bookings and sums of a pricelist's quotes per grid cell (fare group, zone row, quantity
 * row), from `since` (null: all time), of partners' systems only when `viaTmsOnly`.
 *
 * Whole UTC days inside the range are read from the daily roll-ups (quote_daily_cells, migration
 * 0034: one row per cell and day, kept in step with the quotes by triggers); the part days at its
 * two ends (from `since` to the next midnight, from today's midnight on) from the raw quotes by
 * quotes_pricelist_idx. The answer equals a scan of the raw quotes; a year reads some 365 rows per
 * cell and a day's quotes instead of a year's. One statement, so both parts read one snapshot.
 */
export function quoteCells(
  db: Db,
  carrierId: number,
  pricelistId: number,
  options: { since: Date | null; now: Date; viaTmsOnly: boolean },
) {
  const { since, viaTmsOnly } = options;
  const today = dayFloor(options.now);
  const firstWholeDay = since ? dayCeil(since) : null;

  const raw = (from: Date | null, until: Date | null) => {
    let query = db
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
      .where(ownedBy(carrierId, 'quotes'))
      .where('pricelist_id', '=', pricelistId)
      .groupBy(['fare_group', 'zone_row', 'quantity_row']);
    if (from) query = query.where('created_at', '>=', from);
    if (until) query = query.where('created_at', '<', until);
    if (viaTmsOnly) query = query.where('via_tms', '=', true);
    return query;
  };

  // The range starts less than a day before today's midnight: no whole day inside it.
  if (firstWholeDay && firstWholeDay >= today) return raw(since, null).execute();

  let days = db
    .selectFrom('quote_daily_cells')
    .select([
      'fare_group',
      'zone_row',
      'quantity_row',
      sql<number>`sum(hits)::int`.as('hits'),
      sql<number>`sum(bookings)::int`.as('bookings'),
      sql<string>`sum(potential)`.as('potential'),
      sql<string>`sum(booked)`.as('booked'),
    ])
    .where(ownedBy(carrierId, 'quote_daily_cells'))
    .where('pricelist_id', '=', pricelistId)
    .where('day', '<', isoDay(today))
    .groupBy(['fare_group', 'zone_row', 'quantity_row']);
  if (firstWholeDay) days = days.where('day', '>=', isoDay(firstWholeDay));
  if (viaTmsOnly) days = days.where('via_tms', '=', true);

  let parts = days.unionAll(raw(today, null));
  if (since && firstWholeDay && firstWholeDay > since) parts = parts.unionAll(raw(since, firstWholeDay));
  return db
    .selectFrom(parts.as('parts'))
    .select([
      'fare_group',
      'zone_row',
      'quantity_row',
      sql<number>`sum(hits)::int`.as('hits'),
      sql<number>`sum(bookings)::int`.as('bookings'),
      sql<string>`sum(potential)`.as('potential'),
      sql<string>`sum(booked)`.as('booked'),
    ])
    .groupBy(['fare_group', 'zone_row', 'quantity_row'])
    .execute();
}
