/**
 * A carrier's price data compiled for repeated pricing, and the price API's answer to a request
 * (docs/pricing.md §9, §11): one result per service considered.
 */
import { failedLimits, type CompiledCondition } from '../conditions/conditions';
import { DEFAULT_TIMEZONE } from '../constants/pricing';
import { formatDay, parseDay } from '../dates/calendar';
import type { HolidayCalendar } from '../dates/holidays';
import { localTime } from '../dates/zoned-clock';
import type { ExchangeRates } from '../money/currency';
import { measureShipment, type ShipmentFlagsInput, type ShipmentRowInput } from '../shipment/shipment';
import { normaliseCountry } from '../zones/postcode';
import type { AddressInput } from '../zones/zone-locator';
import { resolveConditions } from './grid';
import { noPointError, noValidPricelistError, PRICE_ERRORS, unmatchedAddressError } from './messages';
import {
  compileDistances,
  laneDistance,
  resultEmissions,
  serviceVehicle,
  type CompiledDistances,
  type EmissionsAnswer,
  type OwnPoints,
  type RecordedDistance,
  type ServiceVehicle,
} from './lane-distance';
import { comparePrecedence } from './precedence';
import {
  compilePricelist,
  compileReferenceData,
  emptyTrace,
  isValidOn,
  quotePricelist,
  type Charge,
  type CompiledPricelist,
  type PriceHit,
  type QuoteInput,
  type ReferenceData,
  type ReferenceRecords,
} from './pricelist';
import type { DistanceTableEntry } from '../distance/road-distance';
import type { Decimal, PartnerRecord, PricelistRecord, ServiceRecord } from './records';
import type { PriceTrace } from './trace';

/** A service with its limits and its usable pricelists, newest first. */
export interface CompiledService {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly limits: readonly CompiledCondition[];
  /** Active, not archived; by valid_from descending, then id descending. */
  readonly pricelists: readonly CompiledPricelist[];
  /** What it drives, for its answers' emissions. */
  readonly vehicle: ServiceVehicle;
}

/** A carrier's price data ready for pricing. Immutable; rebuild it when the data changes. */
export interface CompiledCarrier {
  readonly refs: ReferenceData;
  /** In the order given. */
  readonly services: readonly CompiledService[];
  readonly servicesById: ReadonlyMap<number, CompiledService>;
  readonly pricelists: ReadonlyMap<number, CompiledPricelist>;
  /** Inactive, non-archived pricelists as given, not compiled (they price nothing; the health check reads them). */
  readonly inactivePricelists: ReadonlyMap<number, PricelistRecord>;
  /** The distance table, road factor and areas' centroids. */
  readonly distances: CompiledDistances;
}

/** Everything of a carrier that pricing reads. */
export interface CarrierRecords extends ReferenceRecords {
  services: readonly ServiceRecord[];
  pricelists: readonly PricelistRecord[];
  /** The carrier's road factor (1 to 3); null or absent: 1.25. */
  road_factor?: Decimal | null;
  /** The carrier's distance table. */
  distances?: readonly DistanceTableEntry[] | null;
}

/**
 * Compiles a carrier: the postcode index, zones, transits, conditions, surcharges, services and
 * every active, non-archived pricelist. Throws PricingDataError naming the record on bad data.
 */
export function compileCarrier(records: CarrierRecords): CompiledCarrier {
  const refs = compileReferenceData(records);
  const pricelists = new Map<number, CompiledPricelist>();
  const inactivePricelists = new Map<number, PricelistRecord>();
  for (const p of records.pricelists) compileOne(p, refs, pricelists, inactivePricelists);
  return assembleCarrier(records, refs, pricelists, inactivePricelists);
}

/**
 * compileCarrier, awaiting `pause` whenever `sliceMs` of compiling have passed (after an
 * increase a carrier holds thousands of 40 x 30 pricelists, seconds of work a server must not do in
 * one turn of its event loop). The same result as compileCarrier.
 */
export async function compileCarrierInSlices(records: CarrierRecords, pause: () => Promise<void>, sliceMs = 10): Promise<CompiledCarrier> {
  const refs = compileReferenceData(records);
  const pricelists = new Map<number, CompiledPricelist>();
  const inactivePricelists = new Map<number, PricelistRecord>();
  let sliceStart = performance.now();
  for (const p of records.pricelists) {
    compileOne(p, refs, pricelists, inactivePricelists);
    if (performance.now() - sliceStart > sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
  return assembleCarrier(records, refs, pricelists, inactivePricelists);
}

function compileOne(
  p: PricelistRecord,
  refs: ReturnType<typeof compileReferenceData>,
  pricelists: Map<number, CompiledPricelist>,
  inactivePricelists: Map<number, PricelistRecord>,
) {
  if (p.archived === true) return;
  if (p.active === false) inactivePricelists.set(p.id, p);
  else pricelists.set(p.id, compilePricelist(p, refs));
}

function assembleCarrier(
  records: CarrierRecords,
  refs: ReturnType<typeof compileReferenceData>,
  pricelists: Map<number, CompiledPricelist>,
  inactivePricelists: Map<number, PricelistRecord>,
): CompiledCarrier {
  const byService = new Map<number, CompiledPricelist[]>();
  for (const p of pricelists.values()) {
    const own = byService.get(p.serviceId);
    if (own) own.push(p);
    else byService.set(p.serviceId, [p]);
  }
  const services = records.services.map((s): CompiledService => {
    const own = (byService.get(s.id) ?? []).sort(comparePrecedence);
    return Object.freeze({
      id: s.id,
      name: s.name,
      code: s.code,
      limits: Object.freeze(resolveConditions(s.blocks, { conditions: refs.conditions, owner: `Service ${s.id}` })),
      pricelists: Object.freeze(own),
      vehicle: serviceVehicle(s),
    });
  });
  const servicesById = new Map(services.map((s) => [s.id, s]));
  const distances = compileDistances(records);
  return Object.freeze({ refs, services: Object.freeze(services), servicesById, pricelists, inactivePricelists, distances });
}

/** The service a request names: a number is an id; a string is a code, or an id in digits. */
export function findService(carrier: CompiledCarrier, service: number | string): CompiledService | null {
  if (typeof service === 'number') return carrier.servicesById.get(service) ?? null;
  const byCode = carrier.services.find((s) => s.code === service);
  if (byCode) return byCode;
  return /^\d+$/.test(service) ? (carrier.servicesById.get(Number(service)) ?? null) : null;
}

/**
 * The pricelist of a service for a partner on a day (docs/pricing.md §9): the partner's own wins;
 * without one the general pricelist, unless the partner has general_hidden. Of several, the
 * latest valid_from, then the highest id. A partner's own list does not fall back to the general.
 */
export function selectPricelist(
  service: CompiledService,
  partner: PartnerRecord | null | undefined,
  dayNumber: number,
): { pricelist: CompiledPricelist; general: boolean } | null {
  if (partner) {
    for (const p of service.pricelists) if (p.partnerId === partner.id && isValidOn(p, dayNumber)) return { pricelist: p, general: false };
    if (partner.general_hidden === true) return null;
  }
  for (const p of service.pricelists) if (p.partnerId === null && isValidOn(p, dayNumber)) return { pricelist: p, general: true };
  return null;
}

/**
 * When selectPricelist finds none: of the pricelists that could price for this partner (its own, and
 * the general ones unless it has general_hidden; never another partner's), the one starting soonest
 * after the day, else the one that ended last before it; null when there is none.
 */
export function nearestPricelist(
  service: CompiledService,
  partner: PartnerRecord | null | undefined,
  dayNumber: number,
): CompiledPricelist | null {
  const general = !partner || partner.general_hidden !== true;
  let next: CompiledPricelist | null = null;
  let last: CompiledPricelist | null = null;
  // By precedence, so of two starting (or ending) on the same day the one that would win is named.
  for (const p of service.pricelists) {
    if (!(p.partnerId === null ? general : p.partnerId === partner?.id)) continue;
    if (p.validFrom !== null && p.validFrom > dayNumber) {
      if (next === null || p.validFrom < next.validFrom!) next = p;
    } else if (p.validTo !== null && p.validTo < dayNumber) {
      if (last === null || p.validTo > last.validTo!) last = p;
    }
  }
  return next ?? last;
}

/** A price request (docs/api.md `POST /api/v1/service_price`), validated by priceRequestSchema. */
export interface PriceRequest extends ShipmentFlagsInput {
  /** A service id or code; absent: every service of the carrier. */
  service?: number | string | null;
  /** 'yyyy-mm-dd': the wished collection date, and the date pricelists must be valid on. */
  date?: string | null;
  collection: AddressInput;
  delivery: AddressInput;
  shipments: readonly ShipmentRowInput[];
}

/** What the caller knows that the engine must not look up. */
export interface PriceOptions {
  /** The current instant. */
  now: Date | number;
  /** The partner asking (by token, or named by the calculator); null: general pricelists only. */
  partner?: PartnerRecord | null;
  /** The carrier's IANA time zone; default DEFAULT_TIMEZONE. */
  timezone?: string | null;
  /** The latest exchange rates; needed only when a surcharge's currency differs. */
  rates?: ExchangeRates | null;
  /** Public holidays, for transits that skip them; absent: no holidays anywhere. */
  holidays?: HolidayCalendar | null;
  /** false: the results carry no trace (null), which pricing then does not build; default true. */
  explain?: boolean;
  /** The two postcodes' own points from the platform's table; absent: none (areas' centroids still count). */
  points?: OwnPoints | null;
  /** A quote priced again: the distance it recorded, used as it is. */
  distance?: RecordedDistance | null;
}

/** One result per service considered (docs/pricing.md §11), with the cell hit and the trace. */
export interface PriceResult {
  service: { id: number; name: string; code: string };
  pricelist: { id: number; name: string | null } | null;
  general: boolean;
  charges: Charge[];
  total: number | null;
  currency: string | null;
  collection_date: string | null;
  delivery_date: string | null;
  /** Newline-separated; empty when priced. */
  errors: string;
  /** The lane's road km (the same for every service of a request); null: the lane has no distance. */
  distance_km: number | null;
  /** Where distance_km came from (what a quote records; not in the answer, the trace says it in full). */
  distance_source: 'table' | 'great_circle' | 'recorded' | null;
  /** What the shipment emits on this service (ISO 14083); null when there is no figure (the trace says why). */
  emissions: EmissionsAnswer | null;
  /** For the statistics; null when not priced. The caller records the quote and adds quote_id. */
  hit: PriceHit | null;
  /**
   * kg, the trace's weight.payable_weight, there traced or not (the budget workbook's column); null
   * when pricing stopped before a zone row. Not in the answer (priceResultSchema): like `hit`, internal.
   */
  payable_weight: number | null;
  trace: PriceTrace;
}

/** A result priced with `explain: false`: the same answer without the trace. */
export type UntracedPriceResult = Omit<PriceResult, 'trace'> & { trace: null };

/** A result's Freight line: its first charge, 0 when it has none. What a quote keeps and a backtest compares. */
export function freightOf(result: Pick<PriceResult, 'charges'>): number {
  return result.charges[0]?.amount ?? 0;
}

/**
 * Prices a request on a compiled carrier: for the named service (none found: an empty array) or
 * for every service, the service's limits, the pricelist (§9), then the quote. Pure: `now`,
 * time zone and rates come from the caller. Throws RangeError for a malformed `date` or an
 * unknown time zone (both are validated before). With `explain: false` no trace is built.
 */
export function priceRequest(
  carrier: CompiledCarrier,
  request: PriceRequest,
  options: PriceOptions & { explain: false },
): UntracedPriceResult[];
export function priceRequest(carrier: CompiledCarrier, request: PriceRequest, options: PriceOptions & { explain?: true }): PriceResult[];
export function priceRequest(carrier: CompiledCarrier, request: PriceRequest, options: PriceOptions): (PriceResult | UntracedPriceResult)[];
export function priceRequest(
  carrier: CompiledCarrier,
  request: PriceRequest,
  options: PriceOptions,
): (PriceResult | UntracedPriceResult)[] {
  let services: readonly CompiledService[];
  if (request.service === null || request.service === undefined || request.service === '') services = carrier.services;
  else {
    const service = findService(carrier, request.service);
    if (!service) return [];
    services = [service];
  }
  const now = localTime(options.now, options.timezone || DEFAULT_TIMEZONE);
  let requestedDay: number | null = null;
  if (request.date) {
    requestedDay = parseDay(request.date);
    if (requestedDay === null) throw new RangeError(`Invalid date: ${request.date}`);
  }
  // Pricelists must be valid on the requested date, or today (see docs/pricing.md).
  const validityDay = requestedDay ?? now.day;
  const date = formatDay(validityDay);
  const locator = carrier.refs.locator;
  const from = locator.locate(request.collection);
  const to = locator.locate(request.delivery);
  const unmatched: string[] = [];
  if (from.length === 0) unmatched.push(unmatchedError(locator, 'collection', request.collection));
  if (to.length === 0) unmatched.push(unmatchedError(locator, 'delivery', request.delivery));
  const distance = laneDistance(locator, carrier.distances, request, { from, to }, options.points, options.distance);
  const input: QuoteInput = {
    facts: measureShipment(request.shipments, request),
    from,
    to,
    unmatched,
    requestedDay,
    now,
    rates: options.rates,
    collectionCountry: normaliseCountry(request.collection.country),
    deliveryCountry: normaliseCountry(request.delivery.country),
    holidays: options.holidays ?? null,
    kmTenths: distance.km === null ? null : Math.round(distance.km * 10),
    noDistance: distance.km === null ? noDistanceErrors(request, distance) : [],
  };
  const explain = options.explain !== false;
  const day = { validity: validityDay, date };
  return services.map((service) => priceService(service, input, distance, day, options.partner, explain));
}

/** One service's result for a located request (priceRequest): its limits, its pricelist, the quote and its emissions. */
function priceService(
  service: CompiledService,
  input: QuoteInput,
  distance: RecordedDistance,
  day: { validity: number; date: string },
  partner: PartnerRecord | null | undefined,
  explain: boolean,
): PriceResult | UntracedPriceResult {
  const ref = { id: service.id, name: service.name, code: service.code };
  const trace = explain ? emptyTrace(day.date) : null;
  if (trace) trace.distance = distance;
  const limitErrors = failedLimits(service.limits, input.facts);
  if (limitErrors.length > 0) {
    trace?.failed_limits.push(...limitErrors);
    return unpriced(ref, limitErrors, trace, service, distance, input);
  }
  const selected = selectPricelist(service, partner, day.validity);
  if (!selected) {
    const nearest = nearestPricelist(service, partner, day.validity);
    const errors = nearest ? [PRICE_ERRORS.noPricelist, noValidPricelistError(day.validity, nearest)] : [PRICE_ERRORS.noPricelist];
    return unpriced(ref, errors, trace, service, distance, input);
  }
  const pl = selected.pricelist;
  if (trace) trace.pricelist = { id: pl.id, general: selected.general };
  const quote = quotePricelist(pl, input, trace);
  const emitted = resultEmissions(service.vehicle, distance, input.facts, quote.payable_weight, quote.total !== null);
  if (trace) trace.emissions = emitted.trace;
  return {
    service: ref,
    pricelist: { id: pl.id, name: pl.name },
    general: selected.general,
    charges: quote.charges,
    total: quote.total,
    currency: quote.currency,
    collection_date: quote.collection_date,
    delivery_date: quote.delivery_date,
    errors: quote.errors.join('\n'),
    distance_km: distance.km,
    distance_source: distance.source,
    emissions: emitted.answer,
    hit: quote.hit,
    payable_weight: quote.payable_weight,
    trace,
  } as PriceResult | UntracedPriceResult;
}

/** The error of an address in no zone, naming the area it is in when there is one. */
function unmatchedError(locator: CompiledCarrier['refs']['locator'], side: 'collection' | 'delivery', address: AddressInput): string {
  const area = locator.index.find(address.country, address.postcode)[0];
  return unmatchedAddressError(side, address, area ? area.name : null);
}

/** Why the lane has no distance, one line per end without a point (said after `Priced per km, but the lane has no distance`). */
function noDistanceErrors(request: PriceRequest, distance: RecordedDistance): string[] {
  const lines: string[] = [];
  if (distance.collection && distance.collection.source === null)
    lines.push(noPointError('collection', request.collection, distance.collection.area?.name ?? null));
  if (distance.delivery && distance.delivery.source === null)
    lines.push(noPointError('delivery', request.delivery, distance.delivery.area?.name ?? null));
  return lines;
}

/** A result refused before a pricelist was chosen. */
function unpriced(
  ref: PriceResult['service'],
  errors: readonly string[],
  trace: PriceTrace | null,
  service: CompiledService,
  distance: RecordedDistance,
  input: QuoteInput,
): PriceResult | UntracedPriceResult {
  if (trace) trace.emissions = resultEmissions(service.vehicle, distance, input.facts, null, false).trace;
  return {
    service: ref,
    pricelist: null,
    general: false,
    charges: [],
    total: null,
    currency: null,
    collection_date: null,
    delivery_date: null,
    errors: errors.join('\n'),
    distance_km: distance.km,
    distance_source: distance.source,
    emissions: null,
    hit: null,
    payable_weight: null,
    trace,
  };
}
