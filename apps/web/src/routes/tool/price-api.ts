/**
 * The single price call of the calculator: POST /api/v1/service_price (api.md "Partners' price
 * API", docs/fe-calls.md issue 7) with the session. It lives under /api/v1, not /fe, so it is the
 * one call of the app that does not go through lib/api's `send`; the answers are read with the same
 * helpers.
 */
import { APP_REQUEST_HEADER, type ApiError, type PriceRequestBody, type PriceResultAnswer } from '@freight/domain';
import { readError, readJson } from '../../lib/api';

export const SERVICE_PRICE_PATH = '/api/v1/service_price';

/** The body the calculator sends: the price request plus `explain`. */
export type CalculatorRequest = Omit<
  PriceRequestBody,
  'adr' | 'frigo' | 'tail_lift' | 'private_person' | 'sideloading' | 'time_promise' | 'prenotification' | 'returnable_items'
> & {
  adr: boolean;
  frigo: boolean;
  tail_lift: boolean;
  private_person: boolean;
  sideloading: boolean;
  explain: boolean;
};

/** One service's answer (pricing.md §11; packages/domain priceResultSchema). */
export type PriceResult = PriceResultAnswer;

export type PriceAnswer = { ok: true; results: PriceResult[] } | { ok: false; status: number; error: ApiError };

/** POST the request with the session cookie; the browser adds the Origin the server checks. */
export async function fetchServicePrice(body: CalculatorRequest): Promise<PriceAnswer> {
  let response: Response;
  try {
    response = await fetch(SERVICE_PRICE_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    // No answer at all: a failure on the way, not one the server named.
    return { ok: false, status: 0, error: { code: 'INTERNAL', message: cause instanceof Error ? cause.message : 'Network error' } };
  }
  if (!response.ok) return { ok: false, status: response.status, error: await readError(response) };
  const results = await readJson<PriceResult[]>(response);
  if (!Array.isArray(results)) return { ok: false, status: response.status, error: { code: 'INTERNAL', message: 'Unexpected answer' } };
  return { ok: true, results };
}
