/**
 * The partner portal (/portal): a partner user's own view of their partner's prices. Every route is
 * `partner_user` and answers only that partner's records (another partner's or the carrier's: 404).
 * The portal prices, books and runs budgets and tenders through the partner API (/api/v1), whose
 * 'partner' access takes a partner user's session as their partner's token.
 */
import { z } from 'zod';
import { jobAnswerSchema } from '../schemas/bulk.schema';
import { listAnswerSchema, pageQuerySchema } from '../schemas/list.schema';
import {
  portalAnswerSchema,
  portalNewTokenAnswerSchema,
  portalPricelistSchema,
  portalQuoteQuerySchema,
  portalServiceSchema,
  portalTokenAnswerSchema,
} from '../schemas/partner-people.schema';
import { excelExportQuerySchema } from '../schemas/pricelist-files.schema';
import { quoteListSchema, quoteViewSchema } from '../schemas/quote-search.schema';
import { rateCardQuerySchema, rateCardSchema } from '../schemas/rate-card.schema';
import { quoteIdParams } from './quotes.routes';
import { idParams, route } from './route';

const access = 'partner_user';

export const PORTAL_ROUTES = {
  home: route({
    method: 'GET',
    path: '/fe/portal',
    access,
    summary: "Whose portal this is: the carrier's and the partner's names",
    answer: portalAnswerSchema,
  }),
  logo: route({
    method: 'GET',
    path: '/fe/portal/logo',
    access,
    summary: "The carrier's logo (404 when it has none)",
    answer: 'file',
  }),
  pricelists: route({
    method: 'GET',
    path: '/fe/portal/pricelists',
    access,
    summary: 'The live pricelists that price for the partner: its own and the general ones (unless hidden)',
    answer: z.array(portalPricelistSchema),
  }),
  services: route({
    method: 'GET',
    path: '/fe/portal/services',
    access,
    summary: "The services the partner's pricelists price, for the calculator",
    answer: z.array(portalServiceSchema),
  }),
  quotes: route({
    method: 'GET',
    path: '/fe/portal/quotes',
    access,
    summary: "A page of the partner's quotes and bookings, searched",
    query: portalQuoteQuerySchema,
    answer: quoteListSchema,
  }),
  quote: route({
    method: 'GET',
    path: '/fe/portal/quotes/:id',
    access,
    summary: "One of the partner's quotes",
    params: quoteIdParams,
    answer: quoteViewSchema,
  }),
  jobs: route({
    method: 'GET',
    path: '/fe/portal/jobs',
    access,
    summary: "A page of the partner's budget and tender jobs (their files: GET /api/v1/jobs/{id}/file)",
    query: pageQuerySchema,
    answer: listAnswerSchema(jobAnswerSchema),
  }),
  token: route({
    method: 'GET',
    path: '/fe/portal/token',
    access,
    summary: "The end of the partner's API token (the whole token is shown only when made)",
    answer: portalTokenAnswerSchema,
  }),
  rotateToken: route({
    method: 'POST',
    path: '/fe/portal/token',
    access,
    summary: "Replaces the partner's API token; answers the new one this once (the old one stops working)",
    answer: portalNewTokenAnswerSchema,
  }),
  workbook: route({
    method: 'GET',
    path: '/fe/portal/pricelists/:id/xlsx',
    access,
    summary: 'One of the pricelists as an Excel workbook (as_is or pallets)',
    params: idParams,
    query: excelExportQuerySchema,
    answer: 'file',
  }),
} as const;

/** The rate card of a pricelist: the portal's read view and its PDF. */
export const PORTAL_RATE_CARD_ROUTES = {
  rateCard: route({
    method: 'GET',
    path: '/fe/portal/pricelists/:id',
    access,
    summary: 'One of the pricelists as a rate card in the unit asked',
    params: idParams,
    query: rateCardQuerySchema,
    answer: rateCardSchema,
  }),
  pdf: route({
    method: 'GET',
    path: '/fe/portal/pricelists/:id/pdf',
    access,
    summary: 'One of the pricelists as a PDF rate card',
    params: idParams,
    query: rateCardQuerySchema,
    answer: 'file',
  }),
} as const;
