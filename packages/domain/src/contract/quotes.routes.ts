/** Quotes as given: for the partner whose quote it is (token), and the web app's lookup (issue 25). */
import { z } from 'zod';
import { quoteListSchema, quoteSearchQuerySchema, quoteViewSchema } from '../schemas/quote-search.schema';
import { quoteAnswerSchema, quoteQuerySchema } from '../schemas/versions.schema';
import { route } from './route';

/** `:id` of a quote: its quote_id (a UUID); anything else names no quote (404). */
export const quoteIdParams = z.object({ id: z.guid().describe('The quote_id of a price result') });

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
  get: route({
    method: 'GET',
    path: '/fe/quotes/:id',
    access: lookup,
    summary: 'One quote of the carrier, with the names of what it was priced on',
    params: quoteIdParams,
    answer: quoteViewSchema,
  }),
};
