/** Request bodies of the platform admin's calls (api.md "Admin"). */
import { z } from 'zod';
import { DEFAULT_COUNTRY, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { BASE_CURRENCY } from '../constants/currencies';
import { DEFAULT_TIMEZONE } from '../constants/pricing';
import { userSchema } from './auth.schema';

/** POST/PUT /fe/admin/carriers: a carrier (tenant). */
export const carrierSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  /** ISO 3166 alpha-2; new areas and partners start with it. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a 2-letter country code')
    .default(DEFAULT_COUNTRY),
  email: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(50).default(''),
  /** IANA time zone: gives "today" and the cutoff time of its transits. */
  timezone: z
    .string()
    .trim()
    .default(DEFAULT_TIMEZONE)
    .refine((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', 'is not a known time zone'),
});
export type CarrierBody = z.output<typeof carrierSchema>;

/** POST /fe/admin/carriers/{id}/user: a user; with a password the account is ready at once. */
export const carrierUserSchema = userSchema.extend({
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type CarrierUserBody = z.output<typeof carrierUserSchema>;

/** PUT /fe/admin/exchange_rates: units of each currency for one EUR; a currency left out is removed. */
export const exchangeRatesSchema = z.object({
  rates: z.record(
    z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'),
    z.coerce.number().positive('must be more than 0').max(1e9),
  ),
});
export type ExchangeRatesBody = z.output<typeof exchangeRatesSchema>;

/** GET /fe/admin/exchange_rates */
export const exchangeRatesAnswerSchema = z.object({
  /** The currency the rates are of. */
  base: z.literal(BASE_CURRENCY),
  /** Currency code to units of it for one of the base. */
  rates: z.record(z.string(), z.number()),
  /** When the table was last written; null before the first rate. */
  updated_at: z.union([z.string(), z.date()]).nullable(),
});
export type ExchangeRatesAnswer = z.infer<typeof exchangeRatesAnswerSchema>;
