import type { HolidayCalendar } from '@freight/domain';
import type { QuoteWriter } from '../quotes/quote-writer';
import type { PricingCache } from './pricing-cache';

/** The pricing state of one process: compiled carriers, the quote buffer and the public holidays. */
export interface PricingDeps {
  cache: PricingCache;
  quotes: QuoteWriter;
  /** Public holidays (date-holidays) for transits that skip them. */
  holidays: HolidayCalendar;
}

/** The seam of a module that prices: the pricing pieces of this process. */
export interface PricingSeam {
  pricing: PricingDeps;
}
