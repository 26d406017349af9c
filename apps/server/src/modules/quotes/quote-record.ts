/**
 * What a quote records so it can be reproduced (issue 17, decision 7): the request (compact), the
 * versions it was priced on and the answer as given. Its COPY row is written by quotes.repository's
 * `quoteRowLine`, beside the columns it fills.
 */
import type { ServicePriceBody } from '@freight/domain';

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
