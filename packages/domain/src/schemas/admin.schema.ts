/** Request bodies of the platform admin's calls (docs/api.md "Admin"). */
import { z } from 'zod';
import { DEFAULT_COUNTRY, EXCHANGE_RATE_MAX, EXCHANGE_RATE_MIN, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { BASE_CURRENCY } from '../constants/currencies';
import { DEFAULT_TIMEZONE } from '../constants/pricing';
import { languageField } from '../i18n/languages';
import { userAnswerSchema, userSchema } from './auth.schema';
import { ratesAutoFetchSchema } from './exchange-rates.schema';
import { dayField, lineField, phoneField, textField, timestampField } from './fields';
import { REASONS } from './reasons';

/** POST/PUT /fe/admin/carriers: a carrier (tenant). */
export const carrierSchema = z.object({
  name: lineField().min(1, REASONS.required).max(200),
  /** ISO 3166 alpha-2; new areas and partners start with it. */
  country: lineField()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, REASONS.country)
    .default(DEFAULT_COUNTRY),
  email: lineField().max(200).default(''),
  phone: phoneField().default(''),
  /** IANA time zone: gives "today" and the cutoff time of its transits. */
  timezone: lineField()
    .default(DEFAULT_TIMEZONE)
    .refine((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', REASONS.timeZone),
  /** en, et or fi: its partners' unless they have their own. Left out: a new carrier's is en, a saved one keeps its own. */
  language: languageField.optional(),
});
export type CarrierBody = z.output<typeof carrierSchema>;

/** POST /fe/admin/carriers/{id}/user: a user; with a password the account is ready at once. */
export const carrierUserSchema = userSchema.extend({
  password: textField()
    .min(PASSWORD_MIN_LENGTH, REASONS.minChars(PASSWORD_MIN_LENGTH))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type CarrierUserBody = z.output<typeof carrierUserSchema>;

/**
 * Why `rate` is no exchange rate, or null: it must be a finite number above 0 (units of a currency
 * for one EUR), from EXCHANGE_RATE_MIN to EXCHANGE_RATE_MAX. One message per fault (-3 once
 * became 0 in the form, and a huge rate was "Must be a positive number").
 */
export function exchangeRateProblem(rate: number): string | null {
  if (!Number.isFinite(rate)) return REASONS.finiteNumber;
  if (rate <= 0) return REASONS.above(0);
  if (rate < EXCHANGE_RATE_MIN) return REASONS.atLeast(EXCHANGE_RATE_MIN);
  if (rate > EXCHANGE_RATE_MAX) return REASONS.atMost(EXCHANGE_RATE_MAX.toLocaleString('en'));
  return null;
}

/** PUT /fe/admin/exchange_rates: units of each currency for one EUR; a currency left out is removed. */
export const exchangeRatesSchema = z.object({
  rates: z.record(
    textField().regex(/^[A-Z]{3}$/, REASONS.currencyCode),
    z.coerce.number<number | string>({ error: REASONS.number }).superRefine((rate, ctx) => {
      const problem = exchangeRateProblem(rate);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
});
export type ExchangeRatesBody = z.output<typeof exchangeRatesSchema>;

/** GET /fe/admin/exchange_rates, and PUT's answer. */
export const exchangeRatesAnswerSchema = z.strictObject({
  /** The currency the rates are of. */
  base: z.literal(BASE_CURRENCY),
  /** Currency code to units of it for one of the base. */
  rates: z.record(z.string(), z.number()),
  /** When the table was last written; null before the first rate. */
  updated_at: timestampField.nullable(),
  /** The current rate set's date (an ECB file's, or the day an admin saved them); null before the first set. */
  date: dayField.nullable(),
  /** The current rate set's id (what a quote records); null before the first set. */
  version: z.number().int().nullable(),
  /** The daily fetch of EXCHANGE_RATES_URL and its last run; null when it is not configured. */
  auto_fetch: ratesAutoFetchSchema.nullable(),
});
export type ExchangeRatesAnswer = z.infer<typeof exchangeRatesAnswerSchema>;

// ---- carrier answers -------------------------------------------------------------------------------

const carrierFields = {
  /** Carrier id. */
  id: z.number().int(),
  /** Company name. */
  name: z.string(),
  /** ISO 3166 alpha-2. */
  country: z.string(),
  /** Contact e-mail, or ''. */
  email: z.string(),
  /** Contact phone, or ''. */
  phone: z.string(),
  /** IANA time zone. */
  timezone: z.string(),
  /** en, et or fi (en until set): what its partners without a language of their own read. */
  language: languageField,
};

/** A row of GET /fe/admin/carriers. */
export const carrierListItemSchema = z.strictObject({
  ...carrierFields,
  /** Its users. */
  user_count: z.number().int(),
});

/** PUT /fe/admin/carriers/{id}: the carrier as saved. */
export const carrierAnswerSchema = z.strictObject({
  ...carrierFields,
  /** When it was created. */
  created_at: timestampField,
});

/** GET /fe/admin/carriers/{id}: the carrier with the first page of its users. */
export const carrierViewSchema = carrierAnswerSchema.extend({
  /** Its users, the first page by name. */
  users: z.array(userAnswerSchema),
});

// ---- registrations ---------------------------------------------------------------------------------

/** A sign-up waiting for (or past) an admin's decision: GET /fe/admin/registrations(/{id}). */
export const registrationAnswerSchema = z.strictObject({
  /** Registration id. */
  id: z.number().int(),
  /** The company signing up. */
  company: z.string(),
  /** The person's name. */
  name: z.string(),
  /** The person's e-mail. */
  email: z.string(),
  /** The person's phone. */
  phone: z.string(),
  /** ISO 3166 alpha-2 of the company. */
  country: z.string(),
  /** pending until an admin accepts or rejects it. */
  status: z.enum(['pending', 'accepted', 'rejected']),
  /** The carrier made when it was accepted; null before. */
  carrier_id: z.number().int().nullable(),
  /** When it was sent. */
  created_at: timestampField,
});

/** POST /fe/admin/registrations/{id}/accept */
export const registrationAcceptAnswerSchema = z.strictObject({
  /** The carrier made from it. */
  carrier_id: z.number().int(),
});

// ---- quick search ----------------------------------------------------------------------------------

/** GET /fe/admin/quick_search: carriers by name, users of any carrier by name or e-mail. */
export const quickSearchAnswerSchema = z.strictObject({
  /** Carriers whose name contains the text. */
  carriers: z.array(
    z.strictObject({
      /** Carrier id. */
      id: z.number().int(),
      /** Carrier name. */
      name: z.string(),
    }),
  ),
  /** Users whose name or e-mail contains the text. */
  users: z.array(
    z.strictObject({
      /** User id. */
      id: z.number().int(),
      /** Full name. */
      name: z.string(),
      /** Sign-in e-mail. */
      email: z.string(),
      /** Their carrier; null for an admin. */
      carrier_id: z.number().int().nullable(),
      /** Their carrier's name. */
      carrier_name: z.string(),
    }),
  ),
});

/** GET /fe/admin/quick_search/pricelists: pricelists of any carrier by id, name or comment. */
export const quickSearchPricelistsAnswerSchema = z.strictObject({
  pricelists: z.array(
    z.strictObject({
      /** Pricelist id. */
      id: z.number().int(),
      /** Pricelist name ('' shows as General). */
      name: z.string(),
      /** Whether it prices. */
      active: z.boolean(),
      /** Its carrier. */
      carrier_id: z.number().int(),
      /** Its carrier's name. */
      carrier_name: z.string(),
      /** Its service's name. */
      service_name: z.string(),
      /** Its partner's name; null for a general pricelist. */
      customer_name: z.string().nullable(),
    }),
  ),
});
