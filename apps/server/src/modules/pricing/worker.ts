/**
 * What a worker thread's task may use of pricing (the heavy-work pool's threads): the compiled
 * carrier handed over as bytes, the holidays. No database, no server: index.ts would load them all.
 */
export { snapshotOf, workerHolidays } from './worker-pricing';
export type { PricingInput } from './worker-pricing';
export { pointLookups, priceOn, unknownService } from './price.service';
export type { Caller, PricingSnapshot } from './price.service';
export type { VersionedRates } from './pricing-cache';
