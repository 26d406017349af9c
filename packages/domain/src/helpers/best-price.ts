/**
 * Which of a shipment's prices is the best, in one place: the calculator lists its results in this
 * order and a budget's Prices sheet takes the first (its other services' prices go to their own
 * sheet in the same order). Totals in EUR come before totals in other currencies (nothing here has
 * the rates to compare them), the cheapest first within a currency; a tie keeps the carrier's
 * service order (the sorts are stable).
 */
import { DEFAULT_CURRENCY } from '../constants/currencies';

/** A priced total: its amount and currency. */
export interface PricedTotal {
  total: number | null;
  currency: string | null;
}

const currencyRank = (currency: string | null) => (currency === null || currency === DEFAULT_CURRENCY ? '' : currency);

/** Negative when `a` is the better price of the two (see above); both must be priced. */
export function comparePrices(a: PricedTotal, b: PricedTotal): number {
  return currencyRank(a.currency).localeCompare(currencyRank(b.currency)) || (a.total ?? 0) - (b.total ?? 0);
}
