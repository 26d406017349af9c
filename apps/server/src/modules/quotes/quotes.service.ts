/**
 * GET /api/v1/quotes/{id}: a quote as given and, with reprice, its stored request
 * priced again on the stored versions of its pricelist and surcharges, the stored exchange rates
 * and the stored version of the carrier's fuel index. Zones, areas, transits and conditions are not versioned: they are read as they are today
 * (decision 7), so a change there is what a reprice that differs shows. A quote keeps its answer
 * as figures only (migration 0038): the answer shown is that reprice where it gives them.
 */
import {
  compileCarrier,
  compiledAlone,
  DEFAULT_TIMEZONE,
  freightOf,
  withSurcharges,
  pricedAlone,
  priceRequest,
  recordedPriceRequestSchema,
  SHORT_QUOTE_ID_LENGTH,
  type CompiledCarrier,
  type ExchangeRates,
  type PartnerRecord,
  type PriceResult,
  type PricelistRecord,
  type QuoteListItem,
  type QuoteView,
  type RecordedDistance,
  type SurchargeRecord,
  type UntracedPriceResult,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import type { QuotesSeam } from './quote-writer';
import {
  type PricingSeam,
  loadCarrierRecords,
  type RecordVersions,
  answerJson,
  type PriceAnswer,
  type Caller,
  type CompiledEntry,
} from '../pricing';
import { findRatesVersion } from '../exchange-rates';
import { findFuelIndexVersion } from '../fuel-index';
import { loadGrids } from '../grids';
import { findPartnerRecord } from '../partners';
import { findCarrier } from '../carriers';
import { findVersions } from '../versions';
import { findBookedPeer, findQuote, findQuoteIdsByShortId, findQuoteView, searchQuotes, type QuoteSearch } from './quotes.repository';

/** What these services use of the app's dependencies (deps.ts). */
type QuotesDeps = Pick<Seams, 'db'> & PricingSeam & QuotesSeam;

/** A quote's request as parsed whole (its defaults filled in), as it is priced again. */
type RecordedRequest = ReturnType<typeof recordedPriceRequestSchema.parse>;

/** What a reprice reads of a quote's row (findQuote's, findQuoteView's): what it was priced on, and what it gave. */
type KeptQuote = Pick<
  NonNullable<Awaited<ReturnType<typeof findQuote>>>,
  | 'pricelist_id'
  | 'service_id'
  | 'partner_id'
  | 'created_at'
  | 'pricelist_version'
  | 'surcharge_versions'
  | 'fuel_index_version'
  | 'rates_version'
  | 'fare_group'
  | 'zone_row'
  | 'quantity_row'
  | 'total'
  | 'currency'
  | 'freight'
  | 'delivery_date'
  | 'distance_km'
  | 'distance_source'
>;

/** A quote of the caller (a partner only its own; 404 otherwise), priced again when asked. */
export async function quoteFor(deps: QuotesDeps, caller: Caller, quoteId: string, reprice: boolean) {
  const partnerId = caller.viaTms ? caller.partner!.id : null;
  // A quote answered a moment ago by another process is written first (quote-writer.ts).
  const row = await deps.quotes.findRecorded(quoteId, () => findQuote(deps.db, caller.carrierId, quoteId, partnerId));
  if (!row) throw AppError.notFound(english('errors.quotes.noSuchQuote'));
  const request = row.request === null ? null : recordedPriceRequestSchema.parse(row.request);
  const given = await givenAnswer(deps, caller.carrierId, row, request);
  const quote = {
    quote_id: row.id,
    created_at: row.created_at,
    booked_at: row.booked_at,
    request,
    versions: {
      pricelist: { id: row.pricelist_id, version: row.pricelist_version },
      surcharges: Object.entries(row.surcharge_versions ?? {}).map(([id, version]) => ({ id: Number(id), version })),
      exchange_rates: row.rates_version,
      fuel_index: row.fuel_index_version,
      exchange_rates_date: row.rates_date ?? null,
    },
    total: Number(row.total),
    currency: row.currency,
    answer: given.answer === null ? null : { ...given.answer, quote_id: row.id },
  };
  if (!reprice) return quote;
  if ('cannot' in given) throw AppError.conflict(given.cannot);
  return { ...quote, repriced: { ...given.repriced, quote_id: row.id }, identical: given.answer !== null };
}

/**
 * The answer a quote gave, priced again from what it keeps (migration 0038): its request on its
 * versions at its instant. It is the answer given where it gives what the quote kept of it (its
 * grid cell, total, currency, Freight line and delivery date); where it does not, what the quote was priced on
 * outside its versions (zones, areas, transits, conditions: decision 7) changed since, and the
 * answer is not known (null; the kept total stands). `cannot`: why it cannot be priced again.
 */
async function givenAnswer(
  deps: QuotesDeps,
  carrierId: number,
  row: KeptQuote,
  request: RecordedRequest | null,
): Promise<{ answer: PriceAnswer | null; repriced: PriceAnswer } | { answer: null; cannot: string }> {
  if (request === null || row.pricelist_version === null) return { answer: null, cannot: english('errors.quotes.tooOld') };
  let result: PriceResult | UntracedPriceResult;
  try {
    result = await priceAgain(deps, carrierId, row, request);
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return { answer: null, cannot: error.message };
    throw error;
  }
  // Written as the price API writes an answer (its fields in order, none it lacks).
  const repriced = JSON.parse(answerJson(result)) as PriceAnswer;
  return { answer: givesWhatWasGiven(result, row) ? repriced : null, repriced };
}

/** True when a result priced again gives what the quote kept of its answer: the same cell, total, currency, Freight line and delivery date. */
function givesWhatWasGiven(result: PriceResult | UntracedPriceResult, kept: KeptQuote): boolean {
  const { hit } = result;
  return (
    hit !== null &&
    hit.pricelist_id === kept.pricelist_id &&
    hit.fare_group === kept.fare_group &&
    hit.zone_row === kept.zone_row &&
    hit.quantity_row === kept.quantity_row &&
    result.total === Number(kept.total) &&
    result.currency === kept.currency &&
    // Quotes recorded before 0038 kept no figures but their total.
    (kept.freight === null || (freightOf(result) === Number(kept.freight) && result.delivery_date === kept.delivery_date))
  );
}

/**
 * For tests: how many reprices took each path. `held`: the pricing cache's compiled reference data
 * as it is; `surcharges`: its areas, zones and conditions with the quote's surcharge and fuel index
 * versions compiled on them; `full`: the carrier's records read and compiled.
 */
export const repricePaths = { held: 0, surcharges: 0, full: 0 };

/**
 * The stored request priced on the stored versions, at the instant it was first priced. While the
 * pricing cache holds the database's latest, its compiled areas, zones, transits and conditions
 * (the records the full path would read today, most of a second to compile at 50,000 areas)
 * are used: as they are when the quote's surcharge and fuel index versions are the compiled
 * ones (a version names its content), else with the quote's versions of those compiled on them;
 * only the quote's pricelist version is compiled. Otherwise the carrier's records are read and
 * compiled with the stored versions in place.
 */
async function priceAgain(deps: QuotesDeps, carrierId: number, row: KeptQuote, request: RecordedRequest) {
  const held = await deps.pricing.cache.current(carrierId);
  if (!held) return priceAgainFromRecords(deps, carrierId, row, request);
  const same = compiledOnQuoteVersions(held.versions, row);
  repricePaths[same ? 'held' : 'surcharges']++;
  const [pricelist, rates, partner, refs] = await Promise.all([
    versionedPricelist(deps.db, carrierId, row.pricelist_id, row.pricelist_version!),
    storedRates(deps, row.rates_version),
    row.partner_id === null ? null : findPartnerRecord(deps.db, carrierId, row.partner_id),
    same ? held.carrier.refs : versionedReferenceData(deps.db, carrierId, held, row),
  ]);
  const carrier = compiledAlone(held.carrier, { ...pricelist, service_id: row.service_id }, refs);
  return priceStored(deps, carrier, row, request, { timezone: held.timezone, rates, partner: partner ?? null });
}

/** The held reference data with the carrier's surcharges at the quote's versions (those it recorded) and its fuel index version. */
async function versionedReferenceData(db: Db, carrierId: number, held: CompiledEntry, row: KeptQuote) {
  const [surcharges, fuelIndex] = await Promise.all([
    versionedSurcharges(db, carrierId, row.surcharge_versions ?? {}),
    versionedFuelIndex(db, carrierId, row.fuel_index_version),
  ]);
  return withSurcharges(
    held.carrier.refs,
    (held.records.surcharges ?? []).map((s) => surcharges.get(s.id) ?? s),
    fuelIndex,
  );
}

/**
 * True when the compiled data's surcharges (each one the quote recorded and the carrier still has)
 * and fuel index are at the versions the quote recorded: a version names its content, so the
 * compiled reference data is the one the full path would compile.
 */
function compiledOnQuoteVersions(versions: RecordVersions, row: KeptQuote): boolean {
  if (versions.fuelIndex !== row.fuel_index_version) return false;
  return Object.entries(row.surcharge_versions ?? {}).every(([id, version]) => {
    const compiled = versions.surcharges.get(Number(id));
    return compiled === undefined || compiled === version;
  });
}

/** The exchange rates a quote recorded: the cache's when they are that version, else read. */
async function storedRates(deps: QuotesDeps, version: number | null) {
  if (version === null) return null;
  const current = await deps.pricing.cache.exchangeRates();
  if (current.version === version) return current;
  return (await findRatesVersion(deps.db, version)) ?? null;
}

/** The stored request priced on `carrier`, at the instant it was first priced. */
function priceStored(
  deps: QuotesDeps,
  carrier: CompiledCarrier,
  row: KeptQuote,
  request: RecordedRequest,
  options: { timezone: string; rates: ExchangeRates | null; partner: PartnerRecord | null },
) {
  const [result] = priceRequest(
    carrier,
    { ...request, service: row.service_id },
    {
      now: row.created_at,
      partner: options.partner,
      timezone: options.timezone,
      rates: options.rates,
      holidays: deps.pricing.holidays,
      explain: false,
      distance: recordedDistance(row),
    },
  );
  if (!result) throw AppError.conflict(english('errors.quotes.serviceGone'));
  return result;
}

/**
 * The distance a quote was priced with, taken as it is (the points, centroids, table or road factor
 * may have changed since); a quote without one (none, or kept before migration 0043) has none.
 */
function recordedDistance(row: KeptQuote): RecordedDistance {
  const km = row.distance_km === null ? null : Number(row.distance_km);
  return { km, source: 'recorded', lane: null, great_circle_km: null, road_factor: null, collection: null, delivery: null };
}

/** The full path: the carrier's records read and compiled with the quote's stored versions in their place. */
async function priceAgainFromRecords(deps: QuotesDeps, carrierId: number, row: KeptQuote, request: RecordedRequest) {
  repricePaths.full++;
  const [records, pricelist, surcharges, rates, partner, fuelIndex] = await Promise.all([
    // The carrier's other pricelists price none of this quote's service (its version alone does): not read.
    loadCarrierRecords(deps.db, carrierId, { pricelists: false }),
    versionedPricelist(deps.db, carrierId, row.pricelist_id, row.pricelist_version!),
    versionedSurcharges(deps.db, carrierId, row.surcharge_versions ?? {}),
    row.rates_version === null ? null : findRatesVersion(deps.db, row.rates_version),
    row.partner_id === null ? null : findPartnerRecord(deps.db, carrierId, row.partner_id),
    versionedFuelIndex(deps.db, carrierId, row.fuel_index_version),
  ]);
  const carrier = compileCarrier(
    pricedAlone(
      { ...records, surcharges: (records.surcharges ?? []).map((s) => surcharges.get(s.id) ?? s), fuel_index: fuelIndex },
      { ...pricelist, service_id: row.service_id },
    ),
  );
  return priceStored(deps, carrier, row, request, { timezone: records.timezone, rates: rates ?? null, partner: partner ?? null });
}

async function versionedPricelist(db: Db, carrierId: number, id: number, version: number): Promise<PricelistRecord> {
  const [found] = await findVersions(db, carrierId, 'pricelist', [{ id, version }]);
  if (!found || found.grid_id === null)
    throw AppError.conflict(english('errors.quotes.pricelistVersionGone', { version: String(version), id: String(id) }));
  const grid = (await loadGrids(db, carrierId, [found.grid_id])).get(found.grid_id)!;
  return { ...(found.content as unknown as Omit<PricelistRecord, 'id'>), ...grid, id, archived: false };
}

/** The fuel index version a quote was priced on; null: the carrier kept none then. */
async function versionedFuelIndex(db: Db, carrierId: number, version: number | null) {
  if (version === null) return null;
  const found = await findFuelIndexVersion(db, carrierId, version);
  if (!found) throw AppError.conflict(english('errors.quotes.fuelIndexVersionGone', { version: String(version) }));
  return found.content;
}

async function versionedSurcharges(db: Db, carrierId: number, versions: Record<string, number>): Promise<Map<number, SurchargeRecord>> {
  const keys = Object.entries(versions).map(([id, version]) => ({ id: Number(id), version }));
  const found = await findVersions(db, carrierId, 'surcharge', keys);
  const grids = await loadGrids(
    db,
    carrierId,
    found.flatMap((f) => (f.grid_id === null ? [] : [f.grid_id])),
  );
  return new Map(
    found.map((f) => [
      f.record_id,
      {
        ...(f.content as unknown as Omit<SurchargeRecord, 'id'>),
        id: f.record_id,
        pricelist: f.grid_id === null ? null : grids.get(f.grid_id)!,
      },
    ]),
  );
}

type QuoteViewRow = Awaited<ReturnType<typeof searchQuotes>>['items'][number];

/** A row of the lookup as the web app reads it. */
function listItemOf(row: QuoteViewRow): QuoteListItem {
  const address = (country: string | null, postcode: string | null) => (country === null ? null : { country, postcode: postcode ?? '' });
  return {
    quote_id: row.id,
    created_at: row.created_at.toISOString(),
    booked_at: row.booked_at?.toISOString() ?? null,
    customer: row.partner_id === null ? null : { id: row.partner_id, name: row.partner_name ?? `#${row.partner_id}` },
    service: row.service_name === null ? null : { id: row.service_id, name: row.service_name },
    pricelist: { id: row.pricelist_id, name: row.pricelist_name },
    collection: address(row.collection_country, row.collection_postcode),
    delivery: address(row.delivery_country, row.delivery_postcode),
    total: Number(row.total),
    currency: row.currency,
    reference: row.reference,
    booked_by: row.booked_by === null ? null : { id: row.booked_by, name: row.booked_by_name ?? `#${row.booked_by}` },
  };
}

/**
 * GET /fe/quotes and the portal's GET /fe/portal/quotes (one partner's): a page of the carrier's
 * quotes under the search. Quotes are written in batches (quote-writer.ts): every process's
 * buffer is written first, so a quote just priced is found.
 */
export async function searchCarrierQuotes(deps: QuotesDeps, carrierId: number, search: QuoteSearch) {
  await deps.quotes.flushEverywhere();
  const timezone = (await findCarrier(deps.db, carrierId))?.timezone ?? DEFAULT_TIMEZONE;
  const page = await searchQuotes(deps.db, carrierId, search, timezone);
  return { items: page.items.map(listItemOf), count: page.count };
}

/**
 * The whole id of the carrier's quote (the partner's, when given) whose short id, the last 8
 * characters the screens show, is `shortId`: 404 for none, 409 when two quotes share it.
 */
async function quoteIdOfShortId(deps: QuotesDeps, carrierId: number, shortId: string, partnerId: number | null) {
  await deps.quotes.flushEverywhere();
  const ids = await findQuoteIdsByShortId(deps.db, carrierId, shortId, partnerId);
  if (ids.length === 0) throw AppError.notFound(english('errors.quotes.noSuchQuote'));
  if (ids.length > 1) throw AppError.conflict(english('errors.quotes.shortIdTaken', { shortId }));
  return ids[0]!;
}

/**
 * GET /fe/quotes/{id}: one quote of the carrier (another carrier's id: 404), written first like the
 * search; with `partnerId` (the portal) only that partner's.
 */
export async function carrierQuote(
  deps: QuotesDeps,
  carrierId: number,
  quoteKey: string,
  partnerId: number | null = null,
): Promise<QuoteView> {
  const quoteId = quoteKey.length === SHORT_QUOTE_ID_LENGTH ? await quoteIdOfShortId(deps, carrierId, quoteKey, partnerId) : quoteKey;
  const row = await deps.quotes.findRecorded(quoteId, () => findQuoteView(deps.db, carrierId, quoteId, partnerId));
  if (!row) throw AppError.notFound(english('errors.quotes.noSuchQuote'));
  // Not booked itself: is another service's quote of its shipment? (the page then offers no Book)
  const [peer, given] = await Promise.all([
    row.booked_at === null ? findBookedPeer(deps.db, carrierId, row.id) : undefined,
    givenAnswer(deps, carrierId, row, row.request === null ? null : recordedPriceRequestSchema.parse(row.request)),
  ]);
  return {
    ...listItemOf(row),
    shipment_booked_as: peer && peer.id !== row.id ? peer.id : null,
    via_tms: row.via_tms,
    pricelist: { id: row.pricelist_id, name: row.pricelist_name, version: row.pricelist_version },
    request: row.request,
    exchange_rates: row.rates_version === null || row.rates_date === null ? null : { version: row.rates_version, date: row.rates_date },
    answer: given.answer === null ? null : { ...given.answer, quote_id: row.id },
    answer_missing: given.answer !== null ? null : 'cannot' in given ? given.cannot : CHANGED_SINCE,
  };
}

/** Why a quote that prices again shows no answer (givenAnswer): the catalog's English, said by the web app in its reader's language. */
const CHANGED_SINCE = english('errors.quotes.changedSince');
