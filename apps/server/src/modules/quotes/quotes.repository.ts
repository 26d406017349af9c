import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import type { QuoteReproduction } from './quote-record';

/** A priced result as recorded for the statistics, for a later booking and to be reproduced. */
export interface QuoteRow extends QuoteReproduction {
  id: string;
  carrier_id: number;
  pricelist_id: number;
  service_id: number;
  partner_id: number | null;
  fare_group: number;
  zone_row: number;
  quantity_row: number;
  total: number;
  currency: string;
  via_tms: boolean;
  created_at: Date;
}

/**
 * Inserts a batch of quotes with one statement of 17 array parameters whatever the batch size
 * (cheap to bind and plan), and moves each pricelist's last activity forward. Run in a transaction.
 */
export async function insertQuotes(db: Db, batch: readonly QuoteRow[]) {
  const column = <K extends keyof QuoteRow>(key: K) => batch.map((q) => q[key]);
  const jsonColumn = (key: 'request' | 'surcharge_versions' | 'answer') => batch.map((q) => JSON.stringify(q[key]));
  await sql`insert into quotes (id, carrier_id, pricelist_id, service_id, partner_id, fare_group, zone_row, quantity_row, total, currency, via_tms, created_at,
      request, pricelist_version, surcharge_versions, rates_version, answer)
    select * from unnest(${column('id')}::uuid[], ${column('carrier_id')}::int[], ${column('pricelist_id')}::int[], ${column('service_id')}::int[],
      ${column('partner_id')}::int[], ${column('fare_group')}::int[], ${column('zone_row')}::int[], ${column('quantity_row')}::int[],
      ${column('total')}::numeric[], ${column('currency')}::text[], ${column('via_tms')}::bool[], ${batch.map((q) => q.created_at.toISOString())}::timestamptz[],
      ${jsonColumn('request')}::jsonb[], ${column('pricelist_version')}::int[], ${jsonColumn('surcharge_versions')}::jsonb[],
      ${column('rates_version')}::int[], ${jsonColumn('answer')}::jsonb[])`.execute(db);
  const latest = new Map<number, { carrierId: number; at: Date }>();
  for (const q of batch) latest.set(q.pricelist_id, { carrierId: q.carrier_id, at: q.created_at });
  for (const [pricelistId, { carrierId, at }] of latest) {
    await db
      .updateTable('pricelists')
      .set({ last_activity_at: sql<Date>`greatest(last_activity_at, ${at})` })
      .where(ownedBy(carrierId, 'pricelists'))
      .where('id', '=', pricelistId)
      .execute();
  }
}

/**
 * Marks an unbooked quote of the carrier booked (only the partner's own when `partnerId` is
 * given) and answers its quoted total; undefined when there is no such unbooked quote.
 */
export async function bookQuote(db: Db, carrierId: number, quoteId: string, partnerId: number | null) {
  let query = db
    .updateTable('quotes')
    .set({ booked_at: new Date() })
    .where(ownedBy(carrierId, 'quotes'))
    .where('id', '=', quoteId)
    .where('booked_at', 'is', null);
  if (partnerId !== null) query = query.where('partner_id', '=', partnerId);
  // The quoted price, which the booking confirms (not today's).
  return query.returning(['total', 'currency']).executeTakeFirst();
}

/** Whether the carrier's quote exists and when it was booked. */
export function findQuoteBooking(db: Db, carrierId: number, quoteId: string) {
  return db.selectFrom('quotes').select('booked_at').where(ownedBy(carrierId, 'quotes')).where('id', '=', quoteId).executeTakeFirst();
}

/** A quote of the carrier with what it recorded (only the partner's own when `partnerId` is given). */
export function findQuote(db: Db, carrierId: number, quoteId: string, partnerId: number | null) {
  let query = db
    .selectFrom('quotes')
    .select([
      'id',
      'pricelist_id',
      'service_id',
      'partner_id',
      'created_at',
      'booked_at',
      'request',
      'pricelist_version',
      'surcharge_versions',
      'rates_version',
      'answer',
    ])
    .where(ownedBy(carrierId, 'quotes'))
    .where('id', '=', quoteId);
  if (partnerId !== null) query = query.where('partner_id', '=', partnerId);
  return query.executeTakeFirst();
}

/**
 * The recorded requests a pricelist answered since `since`, newest first, at most `limit`:
 * what a backtest prices again (the quote's own columns, the Freight line of its answer).
 */
export function quotedRequests(db: Db, carrierId: number, pricelistId: number, since: Date, limit: number) {
  return db
    .selectFrom('quotes')
    .select([
      'id',
      'service_id',
      'partner_id',
      'created_at',
      'request',
      'total',
      'currency',
      sql<string | null>`answer -> 'charges' -> 0 ->> 'amount'`.as('freight'),
    ])
    .where(ownedBy(carrierId, 'quotes'))
    .where('pricelist_id', '=', pricelistId)
    .where('created_at', '>=', since)
    .where('request', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Deletes up to `limit` quotes of every carrier priced before `cutoff` (retention: platform-wide
 * by design, like the exchange rates); answers how many.
 */
export async function deleteQuotesBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('quotes')
    .where('id', 'in', db.selectFrom('quotes').select('id').where('created_at', '<', cutoff).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
