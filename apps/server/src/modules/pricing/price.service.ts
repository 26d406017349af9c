import {
  priceRequest,
  type HolidayCalendar,
  type PartnerRecord,
  type PriceRequest,
  type PriceResult,
  type ServicePriceBody,
  type UntracedPriceResult,
} from '@freight/domain';
import { AppError } from '../../errors';
import type { Seams } from '../../seams';
import type { PricingSeam } from './pricing-seam';
import { newQuoteId } from '../quotes/quote-id';
import { bookQuoteAs } from '../quotes/booking.service';
import { quoteContext, quotedCell, type Booker, type QuoteContext } from '../quotes/quotes.repository';
import type { QuoteWriter } from '../quotes/quote-writer';
import { answerJson, resultJson } from './price-answer';
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
  return priceRequest(entry.carrier, request, { now, partner, timezone: entry.timezone, rates, holidays, explain });
}

/** The 422 of a service that the carrier does not have. */
export function unknownService(): AppError {
  return AppError.invalid('service is not a service of this carrier', { service: 'is not a service of this carrier' });
}

/**
 * Prices a request on the caller's compiled carrier, records every priced result as a quote and
 * answers POST /api/v1/service_price's JSON: each result's answer is serialised once, for the
 * partner and for its quote record alike.
 */
export function priceForCaller(deps: PricingServiceDeps, caller: Caller, body: ServicePriceBody): string | Promise<string> {
  const snapshot = pricingSnapshotNow(deps, caller);
  return snapshot instanceof Promise
    ? snapshot.then((taken) => answerPrices(deps.pricing.quotes, caller, body, taken))
    : answerPrices(deps.pricing.quotes, caller, body, snapshot);
}

function answerPrices(quotes: QuoteWriter, caller: Caller, body: ServicePriceBody, snapshot: PricingSnapshot): string {
  const explain = body.explain === true;
  const results = priceOn(snapshot, body, explain);
  if (results.length === 0 && body.service !== null && body.service !== undefined) throw unknownService();
  // What every quote of this answer shares (the compact request among it): written once.
  let context: QuoteContext | null = null;
  let answer = '[';
  for (const [i, result] of results.entries()) {
    const cell = quotedCell(result);
    let quoteId: string | null = null;
    if (cell) {
      quoteId = newQuoteId(snapshot.now.getTime());
      context ??= quoteContext(caller, snapshot, body);
      // Written into the quote writer's batch at once: its bytes, not these objects, wait there.
      quotes.record({ entry: snapshot.entry, id: quoteId, cell, context });
    }
    const answered = answerJson(result);
    answer += (i > 0 ? ',' : '') + resultJson(answered, quoteId, explain ? result.trace : null);
  }
  return answer + ']';
}

/**
 * Confirms a quote of the caller (a partner only its own) at its quoted price: 404 unknown, 409
 * already booked or another quote of its shipment booked (booking.service.ts, the one write path).
 */
export function bookQuoteFor(deps: PricingServiceDeps, caller: Caller, quoteId: string, booker: Booker | null) {
  const partnerId = caller.viaTms ? caller.partner!.id : null;
  return bookQuoteAs(deps, { carrierId: caller.carrierId, quoteId, partnerId, booker });
}
