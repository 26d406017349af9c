import { exchangeRatesAnswerSchema, exchangeRatesSchema } from '../schemas/admin.schema';
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
} as const;
