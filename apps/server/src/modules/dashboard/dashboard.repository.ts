/** The counts of the staff's home page: each one query on an index of its table. */
import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

/** Active, unarchived pricelists whose last valid day is `today` or up to `days` after: how many, and the earliest day (pricelists_carrier_idx). */
export async function countExpiringPricelists(db: Db, carrierId: number, today: string, days: number) {
  const row = await db
    .selectFrom('pricelists')
    .select([sql<string>`count(*)`.as('n'), sql<string | null>`min(valid_to)::text`.as('next')])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('archived_at', 'is', null)
    .where('active', '=', true)
    .where('valid_to', '>=', today)
    .where('valid_to', '<=', sql<string>`${today}::date + ${days}::int`)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), next: row?.next ?? null };
}

/** Rate increases not cancelled that take effect after `today`: how many, and the first day (rate_increases_carrier_idx). */
export async function countScheduledIncreases(db: Db, carrierId: number, today: string) {
  const row = await db
    .selectFrom('rate_increases')
    .select([sql<string>`count(*)`.as('n'), sql<string | null>`min(effective_from)::text`.as('next')])
    .where(ownedBy(carrierId, 'rate_increases'))
    .where('cancelled_at', 'is', null)
    .where('effective_from', '>', today)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), next: row?.next ?? null };
}

/**
 * Quotes priced and quotes booked on `today` of the carrier's `timezone` (from its start on): the
 * first by the quotes' time index (today's rows of every carrier, then the carrier's), the second
 * by the carrier's bookings index (migration 0030).
 */
export async function countQuotesOfDay(db: Db, carrierId: number, today: string, timezone: string) {
  const since = sql<Date>`(${today}::date)::timestamp at time zone ${timezone}`;
  const [priced, booked] = await Promise.all([
    db
      .selectFrom('quotes')
      .select(sql<string>`count(*)`.as('n'))
      .where('created_at', '>=', since)
      .where(ownedBy(carrierId, 'quotes'))
      .executeTakeFirst(),
    db
      .selectFrom('quotes')
      .select(sql<string>`count(*)`.as('n'))
      .where(ownedBy(carrierId, 'quotes'))
      .where('booked_at', '>=', since)
      .executeTakeFirst(),
  ]);
  return { quotes: Number(priced?.n ?? 0), bookings: Number(booked?.n ?? 0) };
}

/** The carrier's partner deliveries given up on since `since` (the failed deliveries' index, migration 0030). */
export async function countFailedDeliveries(db: Db, carrierId: number, since: Date) {
  const row = await db
    .selectFrom('partner_deliveries')
    .select(sql<string>`count(*)`.as('n'))
    .where(ownedBy(carrierId, 'partner_deliveries'))
    .where('status', '=', 'failed')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
