import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

/**
 * Hits, bookings and sums of a pricelist's quotes per grid cell (fare group, zone row, quantity
 * row), from `since` (null: all time), of partners' systems only when `viaTmsOnly`.
 */
export function quoteCells(
  db: Db,
  carrierId: number,
  pricelistId: number,
  options: { since: Date | 'current_year' | null; viaTmsOnly: boolean },
) {
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
  if (options.since === 'current_year') query = query.where('created_at', '>=', sql<Date>`date_trunc('year', now())`);
  else if (options.since) query = query.where('created_at', '>=', options.since);
  if (options.viaTmsOnly) query = query.where('via_tms', '=', true);
  return query.execute();
}
