/** What other modules may use of pricing: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { callerOf } from './caller';
export { loadCarrierRecords } from './carrier-records.repository';
export type { RecordVersions } from './carrier-records.repository';
export { createHolidayCalendar } from './holiday-calendar';
export { answerJson, resultJson } from './price-answer';
export type { PriceAnswer } from './price-answer';
export {
  pointKey,
  pointLookups,
  priceOn,
  pricingSnapshot,
  pricingSnapshotNow,
  unknownService,
  withPoints,
  type PointBook,
  type PointSource,
} from './price.service';
export type { Caller, PricingSnapshot } from './price.service';
export { PricingCache, announcePricingChanges, pricingWriter } from './pricing-cache';
export type { CompiledEntry, VersionedRates } from './pricing-cache';
export type { PricingSeam } from './pricing-seam';
export { pricingInput } from './worker-pricing';
