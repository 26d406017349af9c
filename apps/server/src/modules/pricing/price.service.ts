import { priceRequest, type PartnerRecord, type PriceRequestBody } from '@freight/domain';
import { AppError } from '../../errors';
import type { PricingCache } from './pricing-cache';
import type { QuoteWriter } from './quote-writer';

export interface PricingDeps {
  cache: PricingCache;
  quotes: QuoteWriter;
}

/**
 * Prices a request for a carrier on its compiled data and records every priced result as a
 * quote. `viaTms` marks requests of a partner's system (token), as opposed to the calculator.
 */
export async function priceForCarrier(
  deps: PricingDeps,
  input: { carrierId: number; partner: PartnerRecord | null; body: PriceRequestBody; explain: boolean; viaTms: boolean },
) {
  const [entry, rates] = await Promise.all([deps.cache.get(input.carrierId), deps.cache.exchangeRates()]);
  const results = priceRequest(entry.carrier, input.body, { now: new Date(), partner: input.partner, timezone: entry.timezone, rates });
  if (results.length === 0 && input.body.service !== null && input.body.service !== undefined) {
    throw AppError.invalid('service is not a service of this carrier', { service: 'is not a service of this carrier' });
  }
  return results.map(({ hit, trace, ...result }) => {
    const quoteId =
      hit && result.total !== null
        ? deps.quotes.record({
            carrier_id: input.carrierId,
            pricelist_id: hit.pricelist_id,
            service_id: result.service.id,
            partner_id: input.partner?.id ?? null,
            fare_group: hit.fare_group,
            zone_row: hit.zone_row,
            quantity_row: hit.quantity_row,
            total: result.total,
            currency: result.currency ?? 'EUR',
            via_tms: input.viaTms,
          })
        : null;
    return { ...result, quote_id: quoteId, ...(input.explain ? { trace } : {}) };
  });
}
