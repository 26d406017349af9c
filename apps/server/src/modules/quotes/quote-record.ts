/**
 * What a quote records so it can be reproduced (issue 17, decision 7): the request (compact), the
 * versions it was priced on and the answer as given. Kept apart from the writer (how quotes are
 * buffered and written) so either can change alone.
 */
import type { PriceResult, ServicePriceBody } from '@freight/domain';
import type { CompiledEntry, VersionedRates } from '../pricing/pricing-cache';

/**
 * The request without what parsing fills in (false flags, absent fields) or what is the caller's
 * (explain, customer): a parse with priceRequestSchema gives it back whole.
 */
export function compactRequest(body: ServicePriceBody): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const key in body) {
    const value = body[key as keyof ServicePriceBody];
    if (key !== 'explain' && key !== 'customer' && value !== false && value !== null && value !== undefined) request[key] = value;
  }
  return request;
}

/** The answer as the price API gives it, less the trace and the quote id, in one key order. */
export function answerOf(result: Omit<PriceResult, 'hit' | 'trace'>) {
  return {
    service: result.service,
    pricelist: result.pricelist,
    general: result.general,
    charges: result.charges,
    total: result.total,
    currency: result.currency,
    collection_date: result.collection_date,
    delivery_date: result.delivery_date,
    errors: result.errors,
  };
}

/** What a result answers, as a quote records it. */
export type QuoteAnswer = ReturnType<typeof answerOf>;

/**
 * What every quote of one request shares, as the JSON fields of a quote row (the columns of
 * quotes.repository's insert): who asked, when, on which rates, and the compact request.
 */
export function quoteContextJson(
  caller: { carrierId: number; partnerId: number | null; viaTms: boolean },
  at: Date,
  rates: VersionedRates,
  body: ServicePriceBody,
): string {
  return (
    `"carrier_id":${caller.carrierId},"partner_id":${caller.partnerId},"via_tms":${caller.viaTms},` +
    `"created_at":"${at.toISOString()}","rates_version":${rates.version},"request":${JSON.stringify(compactRequest(body))}`
  );
}

// A pricelist's part of its quotes' rows: the same for every quote on it in one compiled carrier
// (a new compile is a new entry), so written once, not per quote.
const pricelistPartOfEntry = new WeakMap<CompiledEntry, Map<number, string>>();

/** The pricelist, its version and its surcharges' versions, as the JSON fields of a quote row. */
function pricelistPart(entry: CompiledEntry, pricelistId: number): string {
  let byPricelist = pricelistPartOfEntry.get(entry);
  if (!byPricelist) pricelistPartOfEntry.set(entry, (byPricelist = new Map()));
  let part = byPricelist.get(pricelistId);
  if (part === undefined) {
    const surchargeVersions: Record<string, number> = {};
    for (const s of entry.carrier.pricelists.get(pricelistId)?.surcharges ?? []) {
      const version = entry.versions.surcharges.get(s.id);
      if (version !== undefined) surchargeVersions[s.id] = version;
    }
    const version = entry.versions.pricelists.get(pricelistId) ?? null;
    part = `"pricelist_id":${pricelistId},"pricelist_version":${version},"surcharge_versions":${JSON.stringify(surchargeVersions)}`;
    byPricelist.set(pricelistId, part);
  }
  return part;
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
}

/**
 * One quote as a JSON object for the writer's batch: its id and cell, the pricelist's part, the
 * request's shared `context` and the answer's JSON as the partner received it.
 */
export function quoteRowJson(entry: CompiledEntry, id: string, cell: QuotedCell, context: string, answer: string): string {
  return (
    `{"id":"${id}","service_id":${cell.serviceId},"fare_group":${cell.fareGroup},"zone_row":${cell.zoneRow},` +
    `"quantity_row":${cell.quantityRow},"total":${cell.total},"currency":${JSON.stringify(cell.currency)},` +
    `${pricelistPart(entry, cell.pricelistId)},${context},"answer":${answer}}`
  );
}

/** JSON with keys sorted: jsonb keeps no key order, so stored and fresh answers compare by this. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Whether two answers are the same to the cent (and to the letter). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
