/** Quotes as given: for the partner whose quote it is (token), and the web app's lookup. */
import { z } from 'zod';
import { bookingAnswerSchema } from '../schemas/price-result.schema';
import {
  quoteExportQuerySchema,
  quoteKeySchema,
  quoteListSchema,
  quoteSearchQuerySchema,
  quoteViewSchema,
} from '../schemas/quote-search.schema';
import { quoteAnswerSchema, quoteQuerySchema } from '../schemas/versions.schema';
import { route } from './route';

/** `:id` of a quote: its quote_id (a UUID); anything else names no quote (404). */
export const quoteIdParams = z.object({ id: z.guid().describe('The quote_id of a price result') });

/** `:id` of the web app's quote: its whole id, or the short id the screens show (its last 8 characters). */
export const quoteKeyParams = z.object({ id: quoteKeySchema });

// Who sees a pricelist's statistics (pricelists read) or uses the calculator (which made the quote).
const lookup = { area: 'pricelists', level: 'read', orCalculator: true } as const;

export const QUOTE_ROUTES = {
  partnerQuote: route({
    method: 'GET',
    path: '/api/v1/quotes/:id',
    access: 'partner',
    summary: 'A quote as it was given, and optionally priced again on the versions it was priced with',
    params: quoteIdParams,
    query: quoteQuerySchema,
    answer: quoteAnswerSchema,
    partnerApi: true,
  }),
  search: route({
    method: 'GET',
    path: '/fe/quotes',
    access: lookup,
    summary: "A page of the carrier's quotes, searched",
    query: quoteSearchQuerySchema,
    answer: quoteListSchema,
  }),
  export: route({
    method: 'GET',
    path: '/fe/quotes/export',
    access: lookup,
    summary: "The carrier's quotes and bookings under the list's search, as an Excel workbook or a CSV file (at most 50,000)",
    query: quoteExportQuerySchema,
    answer: 'file',
  }),
  get: route({
    method: 'GET',
    path: '/fe/quotes/:id',
    access: lookup,
    summary: 'One quote of the carrier, by its id or its short id, with the names of what it was priced on',
    params: quoteKeyParams,
    answer: quoteViewSchema,
  }),
  book: route({
    method: 'POST',
    path: '/fe/quotes/:id/booking',
    // Booking for a partner (a phone order) is managing the partner's business with the carrier.
    access: { area: 'partners', level: 'write' },
    summary: "Books a quote for its partner, on the partner's behalf (a phone order); who booked it is kept",
    params: quoteIdParams,
    answer: bookingAnswerSchema,
    status: 201,
  }),
};
