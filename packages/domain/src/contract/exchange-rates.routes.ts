import { exchangeRatesAnswerSchema, exchangeRatesSchema } from '../schemas/admin.schema';
import { ecbRatesAnswerSchema, ecbUploadQuerySchema } from '../schemas/exchange-rates.schema';
import { route } from './route';

/** The platform's exchange rates (EUR base), kept by admins and used by every carrier's pricing. */
export const EXCHANGE_RATE_ROUTES = {
  get: route({
    method: 'GET',
    path: '/fe/admin/exchange_rates',
    access: 'admin',
    summary: 'The exchange rates',
    answer: exchangeRatesAnswerSchema,
  }),
  set: route({
    method: 'PUT',
    path: '/fe/admin/exchange_rates',
    access: 'admin',
    summary: 'Replaces the exchange rates; answers them as saved',
    body: exchangeRatesSchema,
    answer: exchangeRatesAnswerSchema,
  }),
  ecb: route({
    method: 'POST',
    path: '/fe/admin/exchange_rates/ecb',
    access: 'admin',
    summary:
      "Saves the ECB's daily reference-rate XML as a new rate set dated by it, or a history file as one rate set per day not yet kept (?dry_run=true: only the difference and the days)",
    query: ecbUploadQuerySchema,
    upload: true,
    answer: ecbRatesAnswerSchema,
  }),
} as const;
