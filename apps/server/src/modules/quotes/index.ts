/** What other modules may use of quotes: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { bookQuoteAs } from './booking.service';
export { newQuoteId } from './quote-id';
export { quotePartitionsJob } from './quote-retention';
export { QuoteWriter } from './quote-writer';
export type { QuotesSeam } from './quote-writer';
export { quoteContext, quotedCell, quotedRequests } from './quotes.repository';
export type { Booker, LanePrefix, QuoteContext } from './quotes.repository';
export { carrierQuote, searchCarrierQuotes } from './quotes.service';
