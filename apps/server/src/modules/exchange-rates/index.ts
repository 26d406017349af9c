/** What other modules may use of exchange-rates: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { findRatesVersion, readRatesForPricing } from './exchange-rates.repository';
