/**
 * What a quote records so it can be reproduced (issue 17, decision 7): the request (compact), the
 * versions it was priced on and the answer as given. Kept apart from the writer (how quotes are
 * buffered and written) so either can change alone.
 */
import type { PriceResult, ServicePriceBody } from '@freight/domain';
import { copyField, copyJson } from '../../db/client';
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

// A quote is written as a COPY row of quotes.repository's QUOTE_COLUMNS: tab-separated fields.
const NULL = '\\N';
const field = (value: number | null) => (value === null ? NULL : String(value));

/**
 * What every quote of one request shares, as the last fields of its COPY row: who asked, when, on
 * which rates, and the compact request.
 */
export function quoteContextFields(
  caller: { carrierId: number; partnerId: number | null; viaTms: boolean },
  at: Date,
  rates: VersionedRates,
  body: ServicePriceBody,
): string {
  const request = copyJson(JSON.stringify(compactRequest(body)));
  return `${caller.carrierId}\t${field(caller.partnerId)}\t${caller.viaTms ? 't' : 'f'}\t${at.toISOString()}\t${field(rates.version)}\t${request}`;
}

// A pricelist's fields of its quotes' rows: the same for every quote on it in one compiled carrier
// (a new compile is a new entry), so written once, not per quote.
const pricelistFieldsOfEntry = new WeakMap<CompiledEntry, Map<number, string>>();

/** The pricelist, its version and its surcharges' versions, as fields of a quote's COPY row. */
function pricelistFields(entry: CompiledEntry, pricelistId: number): string {
  let byPricelist = pricelistFieldsOfEntry.get(entry);
  if (!byPricelist) pricelistFieldsOfEntry.set(entry, (byPricelist = new Map()));
  let fields = byPricelist.get(pricelistId);
  if (fields === undefined) {
    const surchargeVersions: Record<string, number> = {};
    for (const s of entry.carrier.pricelists.get(pricelistId)?.surcharges ?? []) {
      const version = entry.versions.surcharges.get(s.id);
      if (version !== undefined) surchargeVersions[s.id] = version;
    }
    const version = entry.versions.pricelists.get(pricelistId) ?? null;
    fields = `${pricelistId}\t${field(version)}\t${copyJson(JSON.stringify(surchargeVersions))}`;
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
}

/**
 * One quote as a COPY row for the writer's batch: its id and cell, the answer's JSON as the
 * partner received it, the pricelist's fields and the request's shared `context`.
 */
export function quoteRowLine(entry: CompiledEntry, id: string, cell: QuotedCell, context: string, answer: string): string {
  return (
    `${id}\t${cell.serviceId}\t${cell.fareGroup}\t${cell.zoneRow}\t${cell.quantityRow}\t${cell.total}\t${copyField(cell.currency)}\t` +
    `${copyJson(answer)}\t${pricelistFields(entry, cell.pricelistId)}\t${context}`
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
