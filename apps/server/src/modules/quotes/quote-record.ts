/**
 * What a quote records so it can be reproduced (issue 17, decision 7): the request (compact), the
 * versions it was priced on and the answer as given. Kept apart from the writer (how quotes are
 * buffered and written) so either can change alone.
 */
import type { ServicePriceBody } from '@freight/domain';
import { copyField, copyJson } from '../../db/client';
import type { CompiledEntry, VersionedRates } from '../pricing/pricing-cache';

/**
 * The request without what parsing fills in (false flags, absent fields) or what is the caller's
 * (explain, customer): a parse with priceRequestSchema gives it back whole.
 */
function compactRequest(body: ServicePriceBody): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const key in body) {
    const value = body[key as keyof ServicePriceBody];
    if (key !== 'explain' && key !== 'customer' && value !== false && value !== null && value !== undefined) request[key] = value;
  }
  return request;
}

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
