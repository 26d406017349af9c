/**
 * Price data that cannot be compiled: a dangling id, an unknown enumeration value, a malformed
 * decimal. The message names the record, e.g. `Pricelist 7: unknown zone 12`. Save-time validation
 * (the schemas) keeps such data out; this guards the engine from what slipped through.
 */
export class PricingDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PricingDataError';
  }
}
