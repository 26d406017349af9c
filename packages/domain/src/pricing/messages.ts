/** Error texts of price results, in one place (pricing.md §3-§9 and docs/pricing.md). */
export const PRICE_ERRORS = {
  noRoute: 'No price for this route',
  exceedsQuantity: 'Shipment exceeds the largest quantity of the pricelist',
  noPriceForQuantity: 'No price for this quantity',
  surchargeCycle: 'Possible cycle in surcharge dependencies',
  noPricelist: 'No pricelist for this service',
  amountOutOfRange: 'Amount out of range',
} as const;

/** `No exchange rate for USD` */
export function missingRateError(currency: string): string {
  return `No exchange rate for ${currency}`;
}
