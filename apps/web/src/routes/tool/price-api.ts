/**
 * The single price call of the calculator: POST /api/v1/service_price (docs/api.md "Partners' price
 * API", docs/fe-calls.md "Price API, calculator and statistics") with the session, through the typed client like every /fe call.
 */
import { PRICE_ROUTES, type ApiError, type PriceRequestBody, type PriceResultAnswer } from '@freight/domain';
import { networkFailure } from '../../lib/api';
import { api, type Relayed } from '../../lib/client';

/** A shipment row as the form sends it: a quantity or weight left empty is null, for the schema to name ('Is required'). */
type CalculatorRow = Omit<PriceRequestBody['shipments'][number], 'quantity' | 'weight'> & {
  quantity: number | null;
  weight: number | null;
};

/** The body the calculator's form posts to its action: the price request plus `explain`. */
export type CalculatorRequest = Omit<
  PriceRequestBody,
  'shipments' | 'adr' | 'frigo' | 'tail_lift' | 'private_person' | 'sideloading' | 'time_promise' | 'prenotification' | 'returnable_items'
> & {
  shipments: CalculatorRow[];
  adr: boolean;
  frigo: boolean;
  tail_lift: boolean;
  private_person: boolean;
  sideloading: boolean;
  explain: boolean;
};

/** One service's answer (docs/pricing.md §11; packages/domain priceResultSchema). */
export type PriceResult = PriceResultAnswer;

export type PriceAnswer = { ok: true; results: PriceResult[] } | { ok: false; status: number; error: ApiError };

/**
 * POST the request with the session cookie: the calculator's action relays the JSON its page
 * posted (a CalculatorRequest); the browser adds the Origin the server checks.
 */
export async function fetchServicePrice(body: Relayed): Promise<PriceAnswer> {
  try {
    const result = await api.exchange(PRICE_ROUTES.servicePrice, { body });
    return result.ok ? { ok: true, results: result.data } : result;
  } catch {
    // No answer at all: a failure on the way, not one the server named.
    return { ok: false, status: 0, error: networkFailure() };
  }
}
