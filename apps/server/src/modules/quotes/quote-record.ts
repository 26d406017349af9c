/**
 * What a quote records so it can be reproduced (issue 17, decision 7): the request (compact), the
 * versions it was priced on and the answer as given. Kept apart from the writer (how quotes are
 * buffered and written) so either can change alone.
 */
import type { PriceResult, ServicePriceBody } from '@freight/domain';
import type { CompiledEntry, VersionedRates } from '../pricing/pricing-cache';

/** The columns a quote adds for its reproduction. */
export interface QuoteReproduction {
  request: Record<string, unknown>;
  pricelist_version: number | null;
  surcharge_versions: Record<string, number>;
  rates_version: number | null;
  answer: Record<string, unknown>;
}

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

/** The versions a quote on one pricelist of a compiled carrier records: the same for every quote on it. */
type PricelistVersions = Pick<QuoteReproduction, 'pricelist_version' | 'surcharge_versions'>;

// Worked out once per compiled carrier and pricelist (a new compile is a new entry), not per quote.
const versionsOfEntry = new WeakMap<CompiledEntry, Map<number, PricelistVersions>>();

function pricelistVersions(entry: CompiledEntry, pricelistId: number): PricelistVersions {
  let byPricelist = versionsOfEntry.get(entry);
  if (!byPricelist) versionsOfEntry.set(entry, (byPricelist = new Map()));
  let versions = byPricelist.get(pricelistId);
  if (!versions) {
    const pricelist = entry.carrier.pricelists.get(pricelistId);
    const surchargeVersions: Record<string, number> = {};
    for (const s of pricelist?.surcharges ?? []) {
      const version = entry.versions.surcharges.get(s.id);
      if (version !== undefined) surchargeVersions[s.id] = version;
    }
    // Shared by the quotes of the entry: frozen, so no one changes another quote's record.
    versions = Object.freeze({
      pricelist_version: entry.versions.pricelists.get(pricelistId) ?? null,
      surcharge_versions: Object.freeze(surchargeVersions),
    });
    byPricelist.set(pricelistId, versions);
  }
  return versions;
}

/**
 * What a priced result records besides its cell: request, versions (pricelist, its surcharges,
 * rates), answer. `request` is the request's `compactRequest`, made once for all its results.
 */
export function quoteReproduction(
  entry: CompiledEntry,
  rates: VersionedRates,
  request: Record<string, unknown>,
  pricelistId: number,
  result: Omit<PriceResult, 'hit' | 'trace'>,
): QuoteReproduction {
  const versions = pricelistVersions(entry, pricelistId);
  return {
    request,
    pricelist_version: versions.pricelist_version,
    surcharge_versions: versions.surcharge_versions,
    rates_version: rates.version,
    answer: answerOf(result),
  };
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
