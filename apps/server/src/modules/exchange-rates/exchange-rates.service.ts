import type { ExchangeRatesBody } from '@freight/domain';
import type { AppDeps } from '../../deps';
import * as repo from './exchange-rates.repository';

/** What these services use of the app's dependencies (deps.ts). */
type ExchangeRatesDeps = Pick<AppDeps, 'db' | 'changePricing'>;

/** The rates as the admin screen shows them. */
export function getExchangeRates(deps: ExchangeRatesDeps) {
  return repo.readExchangeRates(deps.db);
}

/** Replaces every rate in one transaction; every carrier's prices may change. */
export async function setExchangeRates(deps: ExchangeRatesDeps, body: ExchangeRatesBody) {
  await deps.changePricing('all', (tx) => repo.replaceExchangeRates(tx, body.rates));
  return repo.readExchangeRates(deps.db);
}
