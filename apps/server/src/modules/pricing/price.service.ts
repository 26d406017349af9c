import {
  pointLookupId,
  pointLookupOf,
  priceRequest,
  type PointLookup,
  type AddressInput,
  type GeoPoint,
  type HolidayCalendar,
  type PartnerRecord,
  type PriceRequest,
  type PriceResult,
  type UntracedPriceResult,
} from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import type { PricingSeam } from './pricing-seam';
import type { CompiledEntry, VersionedRates } from './pricing-cache';

/** What these services use of the app's dependencies (deps.ts). */
type PricingServiceDeps = Pick<Seams, 'db'> & PricingSeam;

/** Who asks for a price. */
export interface Caller {
  carrierId: number;
  /** The partner of the token; for the calculator, the partner it names (null: general prices). */
  partner: PartnerRecord | null;
  /** true for a partner's system (token), false for the calculator. */
  viaTms: boolean;
  /** The signed-in user of the calculator; null for a partner's token. */
  userId: number | null;
}

/**
 * What prices are computed with: the caller's compiled carrier, the exchange rates and one "now",
 * taken once, so every price of a batch (a mass or tender workbook) comes from the same data
 * even if the pricing data changes meanwhile.
 */
export interface PricingSnapshot {
  entry: CompiledEntry;
  rates: VersionedRates;
  now: Date;
  partner: PartnerRecord | null;
  holidays: HolidayCalendar;
  /** The platform's postcode points of the addresses to price, by pointKey; absent: none looked up (areas' centroids still count). */
  points?: PointBook;
}

/** Postcode points by pointKey. */
export type PointBook = ReadonlyMap<string, GeoPoint>;

/** An address's key in a PointBook (the domain's pointLookupId). */
export function pointKey(address: AddressInput): string {
  return pointLookupId(pointLookupOf(address.country, address.postcode));
}

/** The addresses' lookups for the postcode point cache, each once. */
export function pointLookups(addresses: Iterable<AddressInput>): PointLookup[] {
  const seen = new Map<string, PointLookup>();
  for (const a of addresses) {
    const lookup = pointLookupOf(a.country, a.postcode);
    seen.set(pointLookupId(lookup), lookup);
  }
  return [...seen.values()];
}

/** The caller's compiled carrier and the rates, at `now` (default: this instant). */
export async function pricingSnapshot(deps: PricingServiceDeps, caller: Caller, now: Date = new Date()): Promise<PricingSnapshot> {
  const { cache, holidays } = deps.pricing;
  // What is missing is loaded side by side.
  const [entry, rates] = await Promise.all([
    cache.built(caller.carrierId) ?? cache.get(caller.carrierId),
    cache.builtRates() ?? cache.exchangeRates(),
  ]);
  return { entry, rates, now, partner: caller.partner, holidays };
}

/**
 * The snapshot at this instant, at once when the caller's carrier and the rates are compiled
 * already (the steady state of the price API, which then waits for nothing); else once they are.
 */
export function pricingSnapshotNow(deps: PricingServiceDeps, caller: Caller): PricingSnapshot | Promise<PricingSnapshot> {
  const { cache, holidays } = deps.pricing;
  const entry = cache.built(caller.carrierId);
  const rates = cache.builtRates();
  return entry && rates ? { entry, rates, now: new Date(), partner: caller.partner, holidays } : pricingSnapshot(deps, caller);
}

/**
 * The engine's results for one request: exactly what POST /api/v1/service_price answers, before
 * it records quotes. The single price API and the mass and tender workbooks all price through here.
 * With `explain` false the results carry no trace (null), which the engine then does not build.
 */
export function priceOn(snapshot: PricingSnapshot, request: PriceRequest): PriceResult[];
export function priceOn(snapshot: PricingSnapshot, request: PriceRequest, explain: boolean): (PriceResult | UntracedPriceResult)[];
export function priceOn(snapshot: PricingSnapshot, request: PriceRequest, explain = true): (PriceResult | UntracedPriceResult)[] {
  const { entry, rates, now, partner, holidays } = snapshot;
  const book = snapshot.points;
  const points = book
    ? { collection: book.get(pointKey(request.collection)) ?? null, delivery: book.get(pointKey(request.delivery)) ?? null }
    : null;
  return priceRequest(entry.carrier, request, { now, partner, timezone: entry.timezone, rates, holidays, explain, points });
}

/** What withPoints reads the points from (postcode-points' PostcodePointCache). */
export interface PointSource {
  known(keys: readonly { country: string; key: string }[]): ReadonlyMap<string, GeoPoint> | null;
  find(keys: readonly { country: string; key: string }[]): Promise<ReadonlyMap<string, GeoPoint>>;
}

/**
 * The snapshot with the postcode points of these addresses, at once when the cache knows them all
 * (the price API's steady state), else once they are read.
 */
export function withPoints(
  source: PointSource,
  snapshot: PricingSnapshot,
  addresses: Iterable<AddressInput>,
): PricingSnapshot | Promise<PricingSnapshot> {
  const keys = pointLookups(addresses);
  const known = source.known(keys);
  return known ? { ...snapshot, points: known } : source.find(keys).then((points) => ({ ...snapshot, points }));
}

/** The 422 of a service that the carrier does not have. */
export function unknownService(): AppError {
  return AppError.invalid(english('errors.pricing.unknownService'), { service: english('errors.pricing.unknownServiceReason') });
}
