/**
 * Compiling a pricelist with its references, and quoting a shipment on it (docs/pricing.md §2-§8, §10).
 */
import { compileCondition, failedLimits, type CompiledCondition } from '../conditions/conditions';
import { DEFAULT_CURRENCY } from '../constants/currencies';
import { PricingDataError } from '../data-error';
import { formatDay, parseDay } from '../dates/calendar';
import type { HolidayCalendar, SkippedHoliday } from '../dates/holidays';
import { collectionDay, compileTransit, deliveryDay, type CompiledTransit } from '../dates/transit-dates';
import type { LocalTime } from '../dates/zoned-clock';
import type { ExchangeRates } from '../money/currency';
import { centsToAmount } from '../money/decimal';
import type { ShipmentFacts } from '../shipment/shipment';
import { ZoneLocator, type ZoneMatch } from '../zones/zone-locator';
import { compileGrid, priceGrid, resolveConditions, zoneTrace, type CompiledGrid, type GridContext } from './grid';
import { missingRateError, PRICE_ERRORS } from './messages';
import {
  refId,
  type AreaRecord,
  type ConditionRecord,
  type PricelistRecord,
  type SurchargeRecord,
  type TransitRecord,
  type ZoneRecord,
} from './records';
import { compileFuelIndex, type CompiledFuelIndex, type FuelIndexRecord } from './fuel-index';
import { compileSurcharge, evaluateSurcharge, orderSurcharges, type CompiledSurcharge, type SurchargeContext } from './surcharges';
import type { DatesTrace, PriceTrace, SurchargeTrace } from './trace';

/** A carrier's reference data, compiled once and shared by its pricelists. */
export interface ReferenceData {
  readonly locator: ZoneLocator;
  readonly transits: ReadonlyMap<number, CompiledTransit>;
  readonly conditions: ReadonlyMap<number, CompiledCondition>;
  readonly surcharges: ReadonlyMap<number, CompiledSurcharge>;
  /** The carrier's fuel index; null: none kept. */
  readonly fuelIndex: CompiledFuelIndex | null;
}

/** The records reference data is compiled from. */
export interface ReferenceRecords {
  areas: readonly AreaRecord[];
  zones: readonly ZoneRecord[];
  transits?: readonly TransitRecord[];
  conditions?: readonly ConditionRecord[];
  surcharges?: readonly SurchargeRecord[];
  /** The carrier's fuel index, which fuel-indexed surcharges read; absent or null: none. */
  fuel_index?: FuelIndexRecord | null;
}

/**
 * Compiles areas (into the postcode index), zones, transits, conditions and surcharges.
 * Throws PricingDataError naming the record on bad data.
 */
export function compileReferenceData(records: ReferenceRecords): ReferenceData {
  const locator = new ZoneLocator(records.areas, records.zones);
  const transits = new Map<number, CompiledTransit>();
  for (const t of records.transits ?? []) transits.set(t.id, compileTransit(t));
  const conditions = new Map<number, CompiledCondition>();
  for (const c of records.conditions ?? []) {
    if (c.id === undefined) throw new PricingDataError('Condition without an id');
    try {
      conditions.set(c.id, Object.freeze(compileCondition(c)));
    } catch {
      throw new PricingDataError(`Condition ${c.id}: a bound is not a number`);
    }
  }
  return withSurcharges({ locator, transits, conditions }, records.surcharges ?? [], records.fuel_index ?? null);
}

/**
 * `refs` with these surcharges and fuel index compiled on them: the last step of
 * compileReferenceData, and alone a quote priced again on the versions it recorded (the postcode
 * index, zones, transits and conditions kept, most of a compile at 50,000 areas).
 */
export function withSurcharges(
  refs: Pick<ReferenceData, 'locator' | 'transits' | 'conditions'>,
  surchargeRecords: readonly SurchargeRecord[],
  fuelIndexRecord: FuelIndexRecord | null,
): ReferenceData {
  const fuelIndex = fuelIndexRecord ? compileFuelIndex(fuelIndexRecord) : null;
  const ctx = { locator: refs.locator, transits: refs.transits, conditions: refs.conditions, fuelIndex };
  const surcharges = new Map<number, CompiledSurcharge>();
  for (const s of surchargeRecords) surcharges.set(s.id, compileSurcharge(s, ctx));
  return Object.freeze({ locator: refs.locator, transits: refs.transits, conditions: refs.conditions, surcharges, fuelIndex });
}

/** A pricelist ready for repeated pricing. Immutable. */
export interface CompiledPricelist {
  readonly id: number;
  readonly name: string | null;
  readonly serviceId: number;
  readonly partnerId: number | null;
  readonly currency: string;
  /** Day numbers; null: open-ended. */
  readonly validFrom: number | null;
  readonly validTo: number | null;
  readonly limits: readonly CompiledCondition[];
  readonly grid: CompiledGrid;
  /** In display order. */
  readonly surcharges: readonly CompiledSurcharge[];
  /** Evaluation order (positions in `surcharges`); null when the dependencies form a cycle. */
  readonly order: readonly number[] | null;
  /** Positions of each surcharge's dependencies. */
  readonly dependencies: readonly (readonly number[])[];
}

function day(value: string | null | undefined, field: string, owner: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = parseDay(value);
  if (n === null) throw new PricingDataError(`${owner}: ${field} is not a date: ${value}`);
  return n;
}

/** Compiles a pricelist against its carrier's reference data. */
export function compilePricelist(pricelist: PricelistRecord, refs: ReferenceData): CompiledPricelist {
  const owner = `Pricelist ${pricelist.id}`;
  const ctx: GridContext = { ...refs, owner };
  const surcharges = (pricelist.surcharges ?? []).map((ref) => {
    const s = refs.surcharges.get(refId(ref));
    if (!s) throw new PricingDataError(`${owner}: unknown surcharge ${refId(ref)}`);
    return s;
  });
  const ordered = orderSurcharges(surcharges);
  return Object.freeze({
    id: pricelist.id,
    name: pricelist.name ?? null,
    serviceId: pricelist.service_id,
    partnerId: pricelist.customer_id ?? null,
    currency: pricelist.currency || DEFAULT_CURRENCY,
    validFrom: day(pricelist.valid_from, 'valid_from', owner),
    validTo: day(pricelist.valid_to, 'valid_to', owner),
    limits: Object.freeze(resolveConditions(pricelist.blocks, ctx)),
    grid: compileGrid(pricelist, pricelist.ldm_blocks, ctx),
    surcharges: Object.freeze(surcharges),
    order: ordered ? Object.freeze(ordered.order) : null,
    dependencies: Object.freeze(ordered ? ordered.dependencies : surcharges.map(() => [])),
  });
}

/** True when the pricelist is valid on the day (inclusive bounds). */
export function isValidOn(pricelist: CompiledPricelist, dayNumber: number): boolean {
  return (
    (pricelist.validFrom === null || pricelist.validFrom <= dayNumber) && (pricelist.validTo === null || dayNumber <= pricelist.validTo)
  );
}

/** Everything a quote needs besides the pricelist; located once per request. */
export interface QuoteInput {
  readonly facts: ShipmentFacts;
  readonly from: readonly ZoneMatch[];
  readonly to: readonly ZoneMatch[];
  /** The requested collection day, or null. */
  readonly requestedDay: number | null;
  readonly now: LocalTime;
  readonly rates: ExchangeRates | null | undefined;
  /** Countries of the addresses (normalised), whose public holidays transits may skip. */
  readonly collectionCountry: string;
  readonly deliveryCountry: string;
  /** Public holidays; null: none. */
  readonly holidays: HolidayCalendar | null;
  /** Addresses no zone holds, in words (unmatchedAddressError): said after `No price for this route`. */
  readonly unmatched?: readonly string[];
  /** The lane's road distance in tenths of a km (per_km rows); null or absent: none. */
  readonly kmTenths?: number | null;
  /** Why the lane has no distance, in words (noPointError): said after `Priced per km, but the lane has no distance`. */
  readonly noDistance?: readonly string[];
}

/** One charge line. */
export interface Charge {
  charge: string;
  amount: number;
}

/** Which cell was charged, for the statistics (positions as stored). */
export interface PriceHit {
  pricelist_id: number;
  fare_group: number;
  zone_row: number;
  quantity_row: number;
}

/** A pricelist's answer: priced (errors empty) or not (charges empty, total null). */
export interface PricelistQuote {
  charges: Charge[];
  total: number | null;
  currency: string;
  collection_date: string | null;
  delivery_date: string | null;
  errors: string[];
  hit: PriceHit | null;
  /** kg, as the trace's weight.payable_weight: null when pricing stopped before the grid's zone row. */
  payable_weight: number | null;
  /** null when pricing without a trace (input.explain false). */
  trace: PriceTrace | null;
}

/** An empty trace for the day. */
export function emptyTrace(date: string): PriceTrace {
  return {
    date,
    pricelist: null,
    failed_limits: [],
    weight: null,
    zone: null,
    measure: null,
    quantity: null,
    rule: null,
    hidden_amount: 0,
    surcharges: [],
    dates: null,
    distance: null,
    emissions: null,
  };
}

/** The name of a quote's first charge line, the freight (the web app says it in the reader's language). */
export const FREIGHT = 'Freight';

/**
 * Quotes a shipment on a pricelist: its limits, the freight, the surcharges in dependency order,
 * the dates. `trace` (null: none is built) is filled in as far as pricing got.
 */
export function quotePricelist(pl: CompiledPricelist, input: QuoteInput, trace: PriceTrace | null): PricelistQuote {
  const { facts } = input;
  if (pl.order === null) return unpricedQuote(pl, [PRICE_ERRORS.surchargeCycle], null, trace);
  const limitErrors = failedLimits(pl.limits, facts);
  if (limitErrors.length > 0) {
    trace?.failed_limits.push(...limitErrors);
    return unpricedQuote(pl, limitErrors, null, trace);
  }
  let payableWeight: number | null = null;
  try {
    const grid = priceGrid(pl.grid, facts, input.from, input.to, input.kmTenths ?? null);
    payableWeight = grid.weight?.payable_weight ?? null;
    if (trace) {
      trace.weight = grid.weight;
      if (grid.route) trace.zone = zoneTrace(pl.grid, grid.route);
    }
    if (!grid.ok)
      return unpricedQuote(
        pl,
        grid.reason === 'no_route'
          ? [...grid.errors, ...(input.unmatched ?? [])]
          : grid.reason === 'no_distance'
            ? [...grid.errors, ...(input.noDistance ?? [])]
            : [...grid.errors],
        payableWeight,
        trace,
      );
    if (trace) {
      trace.measure = grid.measure;
      trace.quantity = grid.quantity;
      trace.rule = grid.rule;
    }
    const freight = grid.cents;

    const explain = trace !== null;
    // The dates come first: a fuel-indexed surcharge reads the collection date's month.
    const row = grid.route.row;
    const dates = quoteDates(row.transit, input, explain);
    if (trace) trace.dates = dates.trace;
    const ctx = {
      facts,
      from: input.from,
      to: input.to,
      currency: pl.currency,
      rates: input.rates,
      freight,
      explain,
      collectionDay: dates.collectionDay,
      kmTenths: input.kmTenths ?? null,
    };
    const surcharges = evaluateSurcharges(pl, ctx);
    if (trace) trace.surcharges = surcharges.traces!;
    if (surcharges.missing.length > 0) return unpricedQuote(pl, surcharges.missing, payableWeight, trace);
    const lines = chargeLines(pl, freight, surcharges.amounts);
    if (trace) trace.hidden_amount = centsToAmount(lines.hidden);
    const { charges, total } = lines;
    return {
      charges,
      total: centsToAmount(total),
      currency: pl.currency,
      collection_date: dates.collection,
      delivery_date: dates.delivery,
      errors: [],
      hit: { pricelist_id: pl.id, fare_group: row.fareGroup.index, zone_row: row.index, quantity_row: grid.quantity.row },
      payable_weight: payableWeight,
      trace,
    };
  } catch (error) {
    if (error instanceof RangeError) return unpricedQuote(pl, [PRICE_ERRORS.amountOutOfRange], payableWeight, trace);
    throw error;
  }
}

/** A quote the pricelist could not price. */
function unpricedQuote(pl: CompiledPricelist, errors: string[], payableWeight: number | null, trace: PriceTrace | null): PricelistQuote {
  return {
    charges: [],
    total: null,
    currency: pl.currency,
    collection_date: null,
    delivery_date: null,
    errors,
    hit: null,
    payable_weight: payableWeight,
    trace,
  };
}

/** The amounts (cents; null: not applied) and traces of a pricelist's surcharges, and why it cannot be priced (a missing rate, no fuel percent). */
export interface SurchargeAmounts {
  readonly amounts: readonly (number | null)[];
  /** null when ctx.explain is false. */
  readonly traces: SurchargeTrace[] | null;
  readonly missing: string[];
}

/**
 * Evaluates every surcharge of the pricelist in dependency order (pl.order must not be null) on
 * the shipment and route of `ctx` (docs/pricing.md §8).
 */
export function evaluateSurcharges(pl: CompiledPricelist, ctx: SurchargeContext): SurchargeAmounts {
  const list = pl.surcharges;
  const amounts: (number | null)[] = new Array<number | null>(list.length).fill(null);
  const traces = ctx.explain === false ? null : new Array<SurchargeTrace>(list.length);
  const missing: string[] = [];
  const order = pl.order ?? [];
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const outcome = evaluateSurcharge(list[i]!, ctx, list, amounts, pl.dependencies[i]!);
    amounts[i] = outcome.amount;
    if (traces) traces[i] = outcome.trace!;
    const error = outcome.missingRate !== null ? missingRateError(outcome.missingRate) : (outcome.error ?? null);
    if (error !== null && !missing.includes(error)) missing.push(error);
  }
  return { amounts, traces, missing };
}

/**
 * The charge lines: Freight first (with hidden surcharges folded in), then the visible surcharges
 * as listed; the total in cents. Throws RangeError past safe integers.
 */
export function chargeLines(
  pl: CompiledPricelist,
  freight: number,
  amounts: readonly (number | null)[],
): { charges: Charge[]; total: number; hidden: number } {
  const list = pl.surcharges;
  let hidden = 0;
  for (let i = 0; i < list.length; i++) if (list[i]!.hidden && amounts[i] !== null) hidden += amounts[i]!;
  const charges: Charge[] = [{ charge: FREIGHT, amount: centsToAmount(freight + hidden) }];
  let total = freight + hidden;
  for (let i = 0; i < list.length; i++) {
    const cents = amounts[i];
    if (cents === null || cents === undefined || list[i]!.hidden) continue;
    charges.push({ charge: list[i]!.name, amount: centsToAmount(cents) });
    total += cents;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('total');
  return { charges, total, hidden };
}

function quoteDates(
  transit: CompiledTransit | null,
  input: QuoteInput,
  explain: boolean,
): { collection: string; collectionDay: number; delivery: string | null; trace: DatesTrace | null } {
  if (!transit) {
    // No transit: the requested date (a past one counts as today), no cutoff, no delivery date.
    const requested = input.requestedDay === null || input.requestedDay < input.now.day ? input.now.day : input.requestedDay;
    return {
      collection: formatDay(requested),
      collectionDay: requested,
      delivery: null,
      trace: explain ? { today: formatDay(input.now.day), transit: null, after_cutoff: false, waited_days: 0, holidays: [] } : null,
    };
  }
  const skipped: SkippedHoliday[] = [];
  const calendar = transit.skipHolidays ? input.holidays : null;
  const collection = collectionDay(
    transit,
    input.requestedDay,
    input.now,
    calendar ? { calendar, country: input.collectionCountry, skipped } : null,
  );
  const delivery = deliveryDay(transit, collection.day, calendar ? { calendar, country: input.deliveryCountry, skipped } : null);
  return {
    collection: formatDay(collection.day),
    collectionDay: collection.day,
    delivery: formatDay(delivery),
    trace: explain
      ? {
          today: formatDay(input.now.day),
          transit: { id: transit.id, name: transit.name, transit_time: transit.transitTime, cutoff: transit.cutoffText },
          after_cutoff: collection.afterCutoff,
          waited_days: collection.waitedDays,
          holidays: skipped.map((h) => ({ date: formatDay(h.day), name: h.name, country: h.country, effect: h.effect })),
        }
      : null,
  };
}
