/** Currencies a pricelist or surcharge may be written in. */
export const CURRENCIES = ['EUR', 'USD', 'DKK', 'NOK', 'SEK', 'BGN', 'GBP', 'CHF', 'PLN', 'CZK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

/** Exchange rates are units of a currency for one of this one. */
export const BASE_CURRENCY: Currency = 'EUR';
