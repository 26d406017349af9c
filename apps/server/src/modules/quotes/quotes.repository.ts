import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

/**
 * A priced result as recorded for the statistics, for a later booking and to be reproduced: the
 * fields of one element of `insertQuotes`' JSON (quote-record's `quoteRowJson` writes them).
 */
export interface QuoteRow {
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
  created_at: string;
  request: Record<string, unknown>;
  pricelist_version: number | null;
  surcharge_versions: Record<string, number>;
  rates_version: number | null;
  answer: Record<string, unknown>;
}

/** A pricelist's latest quote of a batch: its last activity moves forward to it. */
export interface PricelistActivity {
  carrierId: number;
  at: Date;
}

/**
 * Inserts a batch of quotes, given as the JSON text of a `QuoteRow` array, with one statement of
 * one parameter whatever the batch size (cheap to bind and plan; the json columns take their
 * nested text as it is, migration 0012), and moves each pricelist's last activity forward. Run in
 * a transaction.
 */
export async function insertQuotes(db: Db, rowsJson: string, activity: ReadonlyMap<number, PricelistActivity>) {
  await sql`insert into quotes (id, carrier_id, pricelist_id, service_id, partner_id, fare_group, zone_row, quantity_row, total, currency, via_tms, created_at,
      request, pricelist_version, surcharge_versions, rates_version, answer)
    select id, carrier_id, pricelist_id, service_id, partner_id, fare_group, zone_row, quantity_row, total, currency, via_tms, created_at,
      request, pricelist_version, surcharge_versions, rates_version, answer
    from json_to_recordset(${rowsJson}::json) as q(id uuid, carrier_id int, pricelist_id int, service_id int, partner_id int,
      fare_group int, zone_row int, quantity_row int, total numeric, currency text, via_tms bool, created_at timestamptz,
      request json, pricelist_version int, surcharge_versions json, rates_version int, answer json)`.execute(db);
  for (const [pricelistId, { carrierId, at }] of activity) {
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
