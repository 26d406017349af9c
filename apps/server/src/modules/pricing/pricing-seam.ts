import type { HolidayCalendar } from '@freight/domain';
import type { PricingCache } from './pricing-cache';

/** The pricing state of one process: compiled carriers and the public holidays. */
export interface PricingDeps {
  cache: PricingCache;
  /** Public holidays (date-holidays) for transits that skip them. */
  holidays: HolidayCalendar;
}

/** The seam of a module that prices: the pricing pieces of this process. */
export interface PricingSeam {
  pricing: PricingDeps;
}
