import type { ServicePriceBody } from '@freight/domain';
import type { Seams } from '../../seams';
import type { PostcodePointsSeam } from '../postcode-points';
import {
  answerJson,
  resultJson,
  priceOn,
  pricingSnapshotNow,
  unknownService,
  withPoints,
  type Caller,
  type PricingSnapshot,
  type PricingSeam,
} from '../pricing';
import {
  bookQuoteAs,
  newQuoteId,
  type QuoteWriter,
  type QuotesSeam,
  quoteContext,
  quotedCell,
  type Booker,
  type QuoteContext,
} from '../quotes';

/** What these services use of the app's dependencies. */
type PriceApiDeps = Pick<Seams, 'db'> & PricingSeam & QuotesSeam & PostcodePointsSeam;

/**
 * Prices a request on the caller's compiled carrier, records every priced result as a quote and
 * answers POST /api/v1/service_price's JSON: each result's answer is serialised once, for the
 * partner and for its quote record alike.
 */
export function priceForCaller(deps: PriceApiDeps, caller: Caller, body: ServicePriceBody): string | Promise<string> {
  const taken = pricingSnapshotNow(deps, caller);
  const addresses = [body.collection, body.delivery];
  const source = deps.postcodePoints.cache;
  const snapshot = taken instanceof Promise ? taken.then((s) => withPoints(source, s, addresses)) : withPoints(source, taken, addresses);
  return snapshot instanceof Promise
    ? snapshot.then((ready) => answerPrices(deps.quotes, caller, body, ready))
    : answerPrices(deps.quotes, caller, body, snapshot);
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
export function bookQuoteFor(deps: PriceApiDeps, caller: Caller, quoteId: string, booker: Booker | null) {
  const partnerId = caller.viaTms ? caller.partner!.id : null;
  return bookQuoteAs(deps, { carrierId: caller.carrierId, quoteId, partnerId, booker });
}
