import { sql, type RawBuilder } from 'kysely';
import { freightOf, PAGE_SIZE, type PriceResult, type ServicePriceBody } from '@freight/domain';
import type { CopyRows } from '../../db/client';
import { BinaryFields, type BinaryRows } from '../../db/copy-binary';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { containsPattern, prefixPattern } from '../../db/paging';
import type { CompiledEntry, VersionedRates } from '../pricing';
import { recordRequest, type RecordedRequest } from './quote-record';

/**
 * The columns a recorded quote fills, in the order of a COPY row's fields (`writeQuoteRow` below
 * writes them): the result's own, its pricelist's, then its request's. With their types as the
 * database names them: a binary COPY row is these types' binary forms (an int8 or a jsonb column
 * would refuse every batch), and a test holds them to the table's.
 */
export const QUOTE_COLUMN_TYPES = {
  id: 'uuid',
  service_id: 'integer',
  fare_group: 'integer',
  zone_row: 'integer',
  quantity_row: 'integer',
  total: 'numeric(14,2)',
  currency: 'character(3)',
  freight: 'numeric(14,2)',
  delivery_date: 'date',
  distance_km: 'numeric(7,1)',
  distance_source: 'text',
  pricelist_id: 'integer',
  pricelist_version: 'integer',
  surcharge_versions: 'text',
  fuel_index_version: 'integer',
  carrier_id: 'integer',
  partner_id: 'integer',
  via_tms: 'boolean',
  created_at: 'timestamp with time zone',
  rates_version: 'integer',
  request: 'text',
  collection: 'text',
  delivery: 'text',
  reference: 'text',
} as const;

export const QUOTE_COLUMNS = Object.keys(QUOTE_COLUMN_TYPES) as (keyof typeof QUOTE_COLUMN_TYPES)[];

/** What every quote of one request shares, the last fields of its COPY row: who asked, when, on which rates, and the compact request. */
export interface QuoteContext {
  carrierId: number;
  partnerId: number | null;
  viaTms: boolean;
  /** Milliseconds since 1970. */
  at: number;
  ratesVersion: number | null;
  /** The request as recorded (quote-record.ts). */
  request: RecordedRequest;
}

/** The context of a request's quotes, priced for `caller` on `snapshot` (made once per request, whatever its number of quotes). */
export function quoteContext(
  caller: { carrierId: number; partner: { id: number } | null; viaTms: boolean },
  snapshot: { now: Date; rates: VersionedRates },
  body: ServicePriceBody,
): QuoteContext {
  return {
    carrierId: caller.carrierId,
    partnerId: caller.partner?.id ?? null,
    viaTms: caller.viaTms,
    at: snapshot.now.getTime(),
    ratesVersion: snapshot.rates.version,
    request: recordRequest(body),
  };
}

// A pricelist's fields of its quotes' rows: the same for every quote on it in one compiled carrier
// (a new compile is a new entry), so encoded once, not per quote.
const pricelistFieldsOfEntry = new WeakMap<CompiledEntry, Map<number, Uint8Array>>();

/** The pricelist, its version, its surcharges' versions and the fuel index's, as encoded fields of a quote's COPY row. */
function pricelistFields(entry: CompiledEntry, pricelistId: number): Uint8Array {
  let byPricelist = pricelistFieldsOfEntry.get(entry);
  if (!byPricelist) pricelistFieldsOfEntry.set(entry, (byPricelist = new Map()));
  let fields = byPricelist.get(pricelistId);
  if (fields === undefined) {
    const surchargeVersions: Record<string, number> = {};
    for (const s of entry.carrier.pricelists.get(pricelistId)?.surcharges ?? []) {
      const version = entry.versions.surcharges.get(s.id);
      if (version !== undefined) surchargeVersions[s.id] = version;
    }
    fields = new BinaryFields(128)
      .int4(pricelistId)
      .int4(entry.versions.pricelists.get(pricelistId) ?? null)
      .text(JSON.stringify(surchargeVersions))
      .int4(entry.versions.fuelIndex)
      .take();
    byPricelist.set(pricelistId, fields);
  }
  return fields;
}

/** The cell a result was priced from, and what it cost. */
export interface QuotedCell {
  serviceId: number;
  pricelistId: number;
  fareGroup: number;
  zoneRow: number;
  quantityRow: number;
  total: number;
  currency: string;
  /** Its Freight line (the answer's first charge): what a backtest compares. */
  freight: number;
  /** Its delivery date ('YYYY-MM-DD'); null: none given. */
  deliveryDate: string | null;
  /** The lane's road km it was priced with and where it came from; null: none. */
  distanceKm: number | null;
  distanceSource: string | null;
}

/** What of a priced result its quote records: its cell and figures; null when it was not priced (no quote). */
export function quotedCell(
  result: Pick<PriceResult, 'service' | 'hit' | 'total' | 'currency' | 'charges' | 'delivery_date' | 'distance_km' | 'distance_source'>,
): QuotedCell | null {
  const { hit, total, currency } = result;
  if (!hit || total === null || currency === null) return null;
  return {
    serviceId: result.service.id,
    pricelistId: hit.pricelist_id,
    fareGroup: hit.fare_group,
    zoneRow: hit.zone_row,
    quantityRow: hit.quantity_row,
    total,
    currency,
    freight: freightOf(result),
    deliveryDate: result.delivery_date,
    distanceKm: result.distance_km,
    distanceSource: result.distance_km === null ? null : result.distance_source,
  };
}

/**
 * A priced result to record: its id, its cell and its request's shared context. Not its answer: a
 * reader prices it again from what it keeps (migration 0038, quotes.service `givenAnswer`).
 */
export interface QuoteRow {
  entry: CompiledEntry;
  id: string;
  cell: QuotedCell;
  context: QuoteContext;
}

/** One quote as a COPY row of QUOTE_COLUMNS in the writer's batch. */
export function writeQuoteRow(rows: BinaryRows, { entry, id, cell, context }: QuoteRow) {
  rows
    .row(QUOTE_COLUMNS.length)
    .uuid(id)
    .int4(cell.serviceId)
    .int4(cell.fareGroup)
    .int4(cell.zoneRow)
    .int4(cell.quantityRow)
    .numeric(cell.total)
    .text(cell.currency)
    .numeric(cell.freight)
    .date(cell.deliveryDate)
    .numeric(cell.distanceKm)
    .text(cell.distanceSource)
    .encoded(pricelistFields(entry, cell.pricelistId))
    .int4(context.carrierId)
    .int4(context.partnerId)
    .bool(context.viaTms)
    .timestamptz(context.at)
    .int4(context.ratesVersion)
    .text(context.request.request)
    .text(context.request.collection)
    .text(context.request.delivery)
    .text(context.request.reference);
}

/** A quote's request as readers get it: compact (quote-record.ts), its lane and reference put back. */
type WholeRequest = Record<string, unknown>;

/** A recorded JSON column (kept as text, migration 0025) as json: selected, both engines hand it over parsed; in a query, `->` looks inside. */
function recordedJson<T>(column: 'quotes.surcharge_versions'): RawBuilder<T | null> {
  return sql<T | null>`${sql.ref(column)}::json`;
}

/**
 * A quote's request as it was asked, as JSON text: the recorded rest with the lane and the reference
 * (columns since migration 0037) put back in front. Text joined, not JSON built: the backtest reads
 * 100,000s. A quote an older server wrote during a deploy has them in its request still (no columns).
 */
const wholeRequest = sql<string | null>`case when quotes.collection is null then quotes.request else
  '{"collection":{"country":' || to_json(left(quotes.collection, 2))::text || ',"postcode":' || to_json(substr(quotes.collection, 3))::text
  || '},"delivery":{"country":' || to_json(left(quotes.delivery, 2))::text || ',"postcode":' || to_json(substr(quotes.delivery, 3))::text
  || '},' || coalesce('"reference":' || to_json(quotes.reference)::text || ',', '') || substr(quotes.request, 2) end`;

/** A pricelist's latest quote of a batch: its last activity moves forward to it. */
export interface PricelistActivity {
  carrierId: number;
  /** Milliseconds since 1970. */
  at: number;
}

/**
 * Inserts a batch of quotes, given as COPY rows of `QUOTE_COLUMNS` (`writeQuoteRow`), and moves each
 * pricelist's last activity forward, in one transaction (COPY: the database's cheapest write, decision 8).
 */
export async function insertQuotes(copyRows: CopyRows, rows: Uint8Array, activity: ReadonlyMap<number, PricelistActivity>) {
  const after = [...activity].map(([pricelistId, { carrierId, at }]) => ({
    text: 'update pricelists set last_activity_at = greatest(last_activity_at, $1) where carrier_id = $2 and id = $3',
    values: [new Date(at), carrierId, pricelistId],
  }));
  await copyRows({ table: 'quotes', columns: QUOTE_COLUMNS }, rows, after);
}

/** Who books: a signed-in user (staff, or a partner user in the portal); null for a partner's system. */
export interface Booker {
  id: number;
  name: string;
}

/** The shipment of a quote's row, as the unique index of bookings reads it (migration 0030), hashed over its whole request (0037). */
const shipmentOfRow = sql<string>`quote_shipment(quotes.id, quotes.carrier_id, quotes.partner_id, quotes.via_tms, quotes.created_at, ${wholeRequest})`;

/**
 * Marks an unbooked quote of the carrier booked by `booker` (only the partner's own when
 * `partnerId` is given), holding its shipment, and answers its quoted total; undefined when there
 * is no such unbooked quote. Another booked quote of the shipment makes the database refuse it
 * (`isShipmentBooked`), also when both are booked at once.
 */
export async function bookQuote(db: Db, carrierId: number, quoteId: string, partnerId: number | null, booker: Booker | null) {
  let query = db
    .updateTable('quotes')
    .set({ booked_at: new Date(), booked_by: booker?.id ?? null, booked_by_name: booker?.name ?? null, booked_shipment: shipmentOfRow })
    .where(ownedBy(carrierId, 'quotes'))
    .where(quoteIdIs(quoteId))
    .where('booked_at', 'is', null);
  if (partnerId !== null) query = query.where('partner_id', '=', partnerId);
  // The quoted price, which the booking confirms (not today's).
  return query.returning(['total', 'currency']).executeTakeFirst();
}

/**
 * True for the database's refusal of a second booking of one shipment: the unique index of
 * migration 0030, which each monthly partition holds as quotes_booked_shipment_idx_pYYYYMM (0033).
 */
export function isShipmentBooked(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    failure?.code === '23505' &&
    (String(failure.constraint).startsWith('quotes_booked_shipment_idx') || String(failure.message).includes('quotes_booked_shipment_idx'))
  );
}

/** The booked quote of the same shipment as the carrier's quote `quoteId` (another service's), if any. */
export function findBookedPeer(db: Db, carrierId: number, quoteId: string) {
  return db
    .selectFrom('quotes')
    .select(['id', 'booked_at', 'booked_by_name', 'service_id'])
    .where(ownedBy(carrierId, 'quotes'))
    .where(
      'booked_shipment',
      '=',
      db.selectFrom('quotes').select(shipmentOfRow.as('shipment')).where(ownedBy(carrierId, 'quotes')).where(quoteIdIs(quoteId)),
    )
    .executeTakeFirst();
}

/** Whether the carrier's quote exists, whose it is and when it was booked. */
export function findQuoteBooking(db: Db, carrierId: number, quoteId: string) {
  return db
    .selectFrom('quotes')
    .select(['booked_at', 'partner_id'])
    .where(ownedBy(carrierId, 'quotes'))
    .where(quoteIdIs(quoteId))
    .executeTakeFirst();
}

/**
 * What a quote keeps of its answer besides its total and currency (migration 0038): its cell, Freight
 * line and delivery date, which a reprice must give to be shown as the answer (quotes.service).
 */
const KEPT_FIGURES = [
  'quotes.fare_group',
  'quotes.zone_row',
  'quotes.quantity_row',
  'quotes.freight',
  sql<string | null>`to_char(quotes.delivery_date, 'YYYY-MM-DD')`.as('delivery_date'),
  'quotes.distance_km',
  'quotes.distance_source',
] as const;

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
      sql<WholeRequest | null>`(${wholeRequest})::json`.as('request'),
      'pricelist_version',
      recordedJson<Record<string, number>>('quotes.surcharge_versions').as('surcharge_versions'),
      'fuel_index_version',
      'rates_version',
      'total',
      'currency',
      ...KEPT_FIGURES,
      // The date of its rate set, looked up rather than kept on the quote; an empty set (no rates
      // yet) dates nothing.
      (eb) =>
        eb
          .selectFrom('exchange_rate_versions')
          .select('date')
          .whereRef('exchange_rate_versions.id', '=', 'quotes.rates_version')
          .where(sql<boolean>`rates <> '{}'::jsonb`)
          .as('rates_date'),
    ])
    .where(ownedBy(carrierId, 'quotes'))
    .where(quoteIdIs(quoteId));
  if (partnerId !== null) query = query.where('partner_id', '=', partnerId);
  return query.executeTakeFirst();
}

/** The carrier's quotes with the names of their partner, service and pricelist: what the web app's lookup shows. */
function selectQuoteViews(db: Db, carrierId: number) {
  return db
    .selectFrom('quotes')
    .leftJoin('partners', (join) =>
      join.onRef('partners.id', '=', 'quotes.partner_id').onRef('partners.carrier_id', '=', 'quotes.carrier_id'),
    )
    .leftJoin('services', (join) =>
      join.onRef('services.id', '=', 'quotes.service_id').onRef('services.carrier_id', '=', 'quotes.carrier_id'),
    )
    .leftJoin('pricelists', (join) =>
      join.onRef('pricelists.id', '=', 'quotes.pricelist_id').onRef('pricelists.carrier_id', '=', 'quotes.carrier_id'),
    )
    .where(ownedBy(carrierId, 'quotes'))
    .select([
      'quotes.id',
      'quotes.created_at',
      'quotes.booked_at',
      'quotes.booked_by',
      'quotes.booked_by_name',
      'quotes.partner_id',
      'partners.name as partner_name',
      'quotes.service_id',
      'services.name as service_name',
      'quotes.pricelist_id',
      'pricelists.name as pricelist_name',
      'quotes.total',
      'quotes.currency',
      // The lane and reference, kept in columns (migration 0037; null before requests were kept).
      sql<string | null>`left(quotes.collection, 2)`.as('collection_country'),
      sql<string | null>`substr(quotes.collection, 3)`.as('collection_postcode'),
      sql<string | null>`left(quotes.delivery, 2)`.as('delivery_country'),
      sql<string | null>`substr(quotes.delivery, 3)`.as('delivery_postcode'),
      'quotes.reference',
    ]);
}

/** Where a search looks a lane up: a country, and the start of a postcode ('' for any). */
export interface LanePrefix {
  country: string;
  postcode: string;
}

/** What the quotes are searched by: the staff's lookup (GET /fe/quotes) and the portal's (one partner's, by lane and booked too). */
export interface QuoteSearch {
  page: number;
  quote?: string | undefined;
  /** A partner's quotes; null: those priced without a partner; absent: all. */
  customer?: number | null | undefined;
  from?: string | undefined;
  to?: string | undefined;
  collection?: LanePrefix | undefined;
  delivery?: LanePrefix | undefined;
  reference?: string | undefined;
  booked?: boolean | undefined;
}

/** The length of the short id the screens show: a quote id's last characters. */
const SHORT_ID_LENGTH = 8;

/**
 * The quote named by `key`: its whole id, or the short id the screens show (its last 8
 * characters, lower case), found by the index of migration 0030.
 */
function quoteKeyIs(key: string) {
  return key.length === SHORT_ID_LENGTH ? sql<boolean>`${shortIdKey} = ${shortIdOf(key)}` : quoteIdIs(key);
}

/**
 * The quote whose id is `id`, found by the short id index: quotes have no index of their whole id
 * (migration 0038), and the short id names one quote or a few of a carrier's millions.
 */
function quoteIdIs(id: string) {
  return sql<boolean>`(${shortIdKey} = ${shortIdOf(id)} and quotes.id = ${id}::uuid)`;
}

/** The short id index's key (migration 0039): a quote id's last 8 hexadecimal digits as the int4 they are. */
const shortIdKey = sql<number>`('x' || right(quotes.id::text, 8))::bit(32)::int4`;

/** The same key of a whole id or a short id (both hexadecimal where they end: quoteKeySchema, a uuid). */
function shortIdOf(key: string): number {
  return Number.parseInt(key.slice(-SHORT_ID_LENGTH), 16) | 0;
}

/**
 * The ids of the carrier's quotes (of the partner only, when given) whose short id is `shortId`:
 * at most two, enough to tell one from an ambiguous short id.
 */
export async function findQuoteIdsByShortId(db: Db, carrierId: number, shortId: string, partnerId: number | null = null) {
  let query = db.selectFrom('quotes').select('id').where(ownedBy(carrierId, 'quotes')).where(quoteKeyIs(shortId));
  if (partnerId !== null) query = query.where('partner_id', '=', partnerId);
  const rows = await query.orderBy('created_at', 'desc').limit(2).execute();
  return rows.map((row) => row.id);
}

/** The carrier's quotes with their names under the search; days in the carrier's `timezone`. */
function searchedQuotes(db: Db, carrierId: number, search: Omit<QuoteSearch, 'page'>, timezone: string) {
  let query = selectQuoteViews(db, carrierId);
  if (search.quote !== undefined) query = query.where(quoteKeyIs(search.quote));
  if (search.customer === null) query = query.where('quotes.partner_id', 'is', null);
  else if (search.customer !== undefined) query = query.where('quotes.partner_id', '=', search.customer);
  if (search.from) query = query.where('quotes.created_at', '>=', sql<Date>`(${search.from}::date)::timestamp at time zone ${timezone}`);
  if (search.to) query = query.where('quotes.created_at', '<', sql<Date>`(${search.to}::date + 1)::timestamp at time zone ${timezone}`);
  // A lane end is one range of its index: the country's 2 letters and the start of the postcode.
  for (const side of ['collection', 'delivery'] as const) {
    const lane = search[side];
    if (lane) query = query.where(`quotes.${side}`, 'like', prefixPattern(lane.country + lane.postcode));
  }
  if (search.reference) query = query.where('quotes.reference', 'ilike', containsPattern(search.reference));
  if (search.booked !== undefined) query = query.where('quotes.booked_at', search.booked ? 'is not' : 'is', null);
  return query;
}

/**
 * How far past the page asked a quote list counts: enough for its pager, never years of a large
 * carrier's quotes (a count of 10 million read every row: 2.7 s on PostgreSQL).
 */
export const QUOTE_COUNT_AHEAD = 10_000;

/**
 * A page of the carrier's quotes under the search, newest first; days in the carrier's `timezone`.
 * Its count stops at QUOTE_COUNT_AHEAD quotes past the page (more there may be).
 */
export async function searchQuotes(db: Db, carrierId: number, search: QuoteSearch, timezone: string) {
  const found = searchedQuotes(db, carrierId, search, timezone);
  const page = (query: typeof found) =>
    query
      .orderBy('quotes.created_at', 'desc')
      .orderBy('quotes.id')
      .limit(PAGE_SIZE)
      .offset((search.page - 1) * PAGE_SIZE)
      .execute();
  const [items, count] = await Promise.all([
    readsEveryMonth(search)
      ? page(found.where('quotes.created_at', '>=', sql<Date>`now() - make_interval(days => ${RECENT_DAYS})`)).then((recent) =>
          // A full page of the recent days is the page: every quote outside them is older.
          recent.length === PAGE_SIZE ? recent : page(found),
        )
      : page(found),
    countQuotes(db, carrierId, search, timezone, search.page * PAGE_SIZE + QUOTE_COUNT_AHEAD),
  ]);
  return { items, count };
}

/**
 * The days a search by lane or reference first looks in for its page. Those are found by index in
 * every month, and the page is the newest: at 10 million quotes a busy lane matches 43,000, each
 * read and sorted (309 ms warm on PostgreSQL), where its last 3 months hold a page many times over
 * (22 ms). A search that finds less there (a quiet lane, a later page) looks in every month.
 */
const RECENT_DAYS = 92;

/** True for a search whose matches the indexes find in every month (lane, reference), not by time. */
function readsEveryMonth(search: QuoteSearch): boolean {
  return search.collection !== undefined || search.delivery !== undefined || search.reference !== undefined;
}

/** How many of the carrier's quotes the search finds, counting no further than `atMost` when given. */
export async function countQuotes(
  db: Db,
  carrierId: number,
  search: Omit<QuoteSearch, 'page'>,
  timezone: string,
  atMost?: number,
): Promise<number> {
  let found = searchedQuotes(db, carrierId, search, timezone)
    .clearSelect()
    .select(sql<number>`1`.as('one'));
  if (atMost !== undefined) found = found.limit(atMost);
  const row = await db
    .selectFrom(found.as('found'))
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Where the previous batch of an export ended: its last quote. */
export interface QuoteCursor {
  created_at: Date;
  id: string;
}

/**
 * The next `limit` quotes under the search after `after` (null: from the start), in the list's
 * order (newest first), with their names: an export reads them batch by batch.
 */
export function quotesAfter(
  db: Db,
  carrierId: number,
  search: Omit<QuoteSearch, 'page'>,
  timezone: string,
  after: QuoteCursor | null,
  limit: number,
) {
  let query = searchedQuotes(db, carrierId, search, timezone);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('quotes.created_at', '<', after.created_at),
        eb.and([eb('quotes.created_at', '=', after.created_at), eb('quotes.id', '>', after.id)]),
      ]),
    );
  return query.orderBy('quotes.created_at', 'desc').orderBy('quotes.id').limit(limit).execute();
}

/** One quote of the carrier (of the partner only, when given) with its names and what it recorded; undefined when there is none. */
export function findQuoteView(db: Db, carrierId: number, quoteId: string, partnerId: number | null = null) {
  const views =
    partnerId === null ? selectQuoteViews(db, carrierId) : selectQuoteViews(db, carrierId).where('quotes.partner_id', '=', partnerId);
  return views
    .leftJoin('exchange_rate_versions', (join) =>
      join.onRef('exchange_rate_versions.id', '=', 'quotes.rates_version').on(sql<boolean>`exchange_rate_versions.rates <> '{}'::jsonb`),
    )
    .select([
      'quotes.via_tms',
      'quotes.pricelist_version',
      sql<WholeRequest | null>`(${wholeRequest})::json`.as('request'),
      recordedJson<Record<string, number>>('quotes.surcharge_versions').as('surcharge_versions'),
      'quotes.fuel_index_version',
      ...KEPT_FIGURES,
      'quotes.rates_version',
      'exchange_rate_versions.date as rates_date',
    ])
    .where(quoteIdIs(quoteId))
    .executeTakeFirst();
}

/**
 * The recorded requests any of `pricelistIds` answered since `since`, newest first, at most
 * `limit`, each with its pricelist (the quote's own columns, its Freight line): what
 * a backtest or a rate increase's preview prices again.
 */
export function quotedRequests(db: Db, carrierId: number, pricelistIds: readonly number[], since: Date, limit: number) {
  return db
    .selectFrom('quotes')
    .select([
      'id',
      'pricelist_id',
      'service_id',
      'partner_id',
      'created_at',
      // As text: parsed by the pricing's worker thread, not on the event loop.
      wholeRequest.as('request'),
      'total',
      'currency',
      'freight',
    ])
    .where(ownedBy(carrierId, 'quotes'))
    .where('pricelist_id', 'in', pricelistIds.length ? [...pricelistIds] : [0])
    .where('created_at', '>=', since)
    .where('request', 'is not', null)
    .$narrowType<{ request: string }>()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** A monthly partition of quotes (migration 0033): quotes_pYYYYMM. */
const PARTITION_NAME = /^quotes_p(\d{4})(\d{2})$/;

/**
 * Makes the partition of the UTC month starting at `month` unless it exists, moving that month's
 * rows out of the default partition into it (`quote_partition()`, migration 0033); answers whether it made it.
 */
export async function ensureQuotePartition(db: Db, month: Date): Promise<boolean> {
  const { rows } = await sql<{ made: boolean }>`select quote_partition(${month.toISOString().slice(0, 10)}::date) as made`.execute(db);
  return rows[0]?.made === true;
}

/**
 * Moves the reference search's pending entries (GIN's fast-update list, up to 4 MB a partition)
 * into each partition's index, answering how many pages it moved: a search reads the whole list of
 * every partition it looks in (at 10 million quotes on PostgreSQL, 387 ms before, 105 ms after).
 * PostgreSQL's autovacuum does it too; the embedded database has none.
 */
export async function flushQuoteSearchEntries(db: Db): Promise<number> {
  const { rows } = await sql<{ pages: string | null }>`select sum(gin_clean_pending_list(x.indexrelid)) as pages
    from pg_index x join pg_class c on c.oid = x.indexrelid
    where c.relkind = 'i' and c.relam = (select oid from pg_am where amname = 'gin')
      and x.indrelid in (select relid from pg_partition_tree('quotes'))`.execute(db);
  return Number(rows[0]?.pages ?? 0);
}

/** The monthly partitions of quotes, oldest first, by the first instant of their month (UTC). */
export async function quotePartitions(db: Db): Promise<{ name: string; month: Date }[]> {
  const { rows } = await sql<{ name: string }>`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'quotes'::regclass`.execute(db);
  return rows
    .flatMap(({ name }) => {
      const match = PARTITION_NAME.exec(name);
      return match ? [{ name, month: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) }] : [];
    })
    .sort((a, b) => a.month.getTime() - b.month.getTime());
}

/** The UTC months of the quotes waiting in the default partition (a month without its partition when they came). */
export async function defaultPartitionMonths(db: Db): Promise<Date[]> {
  const { rows } = await sql<{ month: Date }>`select distinct date_trunc('month', created_at at time zone 'UTC') at time zone 'UTC' as month
    from quotes_default order by 1`.execute(db);
  return rows.map((row) => new Date(row.month));
}

/**
 * Drops a month of quotes of every carrier (retention, older than every carrier's) with that
 * month's roll-ups, in one transaction: a file removed, not millions of rows deleted.
 */
export async function dropQuotePartition(db: Db, partition: { name: string; month: Date }): Promise<void> {
  if (!PARTITION_NAME.test(partition.name)) throw new Error(`not a quote partition: ${partition.name}`);
  const first = partition.month;
  const after = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  await db.transaction().execute(async (tx) => {
    await sql`drop table ${sql.table(partition.name)}`.execute(tx);
    await tx
      .deleteFrom('quote_daily_cells')
      .where('day', '>=', first.toISOString().slice(0, 10))
      .where('day', '<', after.toISOString().slice(0, 10))
      .execute();
  });
}

/**
 * Deletes up to `limit` of the carrier's quotes priced before `cutoff` (a retention shorter than the
 * longest); answers how many. By its pricelists' ids: each a range of quotes_pricelist_idx in each
 * month, so a run that finds nothing left reads nothing of the other carriers' old months (an index
 * by created_at alone would walk all of them every day).
 */
export async function deleteCarrierQuotesBefore(
  db: Db,
  carrierId: number,
  pricelistIds: readonly number[],
  cutoff: Date,
  limit: number,
): Promise<number> {
  if (!pricelistIds.length) return 0;
  const result = await db
    .deleteFrom('quotes')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('id', 'created_at'),
        'in',
        selectFrom('quotes')
          .select(['id', 'created_at'])
          .where(ownedBy(carrierId, 'quotes'))
          .where('pricelist_id', 'in', [...pricelistIds])
          .where('created_at', '<', cutoff)
          .limit(limit)
          .$asTuple('id', 'created_at'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes up to `limit` quotes of the default partition (rows of a month without its partition)
 * priced before `cutoff`, the earliest instant any carrier keeps; answers how many.
 */
export async function deleteDefaultPartitionBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const result = await sql`delete from quotes_default where (id, created_at) in (
      select id, created_at from quotes_default where created_at < ${cutoff} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Deletes every carrier's roll-ups of the days before `cutoff` (a UTC midnight): the quotes of those days are gone. */
export async function deleteDailyCellsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.deleteFrom('quote_daily_cells').where('day', '<', cutoff.toISOString().slice(0, 10)).execute();
}

/** The ids of the carrier's pricelists (archived too): its quotes were priced on them. */
export async function carrierPricelistIds(db: Db, carrierId: number): Promise<number[]> {
  const rows = await db.selectFrom('pricelists').select('id').where(ownedBy(carrierId, 'pricelists')).execute();
  return rows.map((row) => row.id);
}

/** Deletes the carrier's roll-ups of the days before `cutoff` (a UTC midnight), as its quotes of those days go. */
export async function deleteCarrierDailyCellsBefore(db: Db, carrierId: number, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('quote_daily_cells')
    .where(ownedBy(carrierId, 'quote_daily_cells'))
    .where('day', '<', cutoff.toISOString().slice(0, 10))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
