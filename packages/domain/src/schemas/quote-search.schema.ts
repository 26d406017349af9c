/**
 * The web app's quote lookup: GET /fe/quotes (a search, paged) and GET /fe/quotes/{id}
 * (one quote with its names). The partner API's own GET /api/v1/quotes/{id} is versions.schema's.
 */
import { z } from 'zod';
import { GENERAL_CUSTOMER, MAX_ID } from '../constants/limits';
import { dateField, dayField, timestampField } from './fields';
import { listAnswerSchema, pageField, searchField } from './list.schema';
import { priceResultSchema } from './price-result.schema';
import { langField } from './language-query.schema';
import { REASONS } from './reasons';

/** The short id the screens show: a quote id's last 8 characters (its random end). */
export const SHORT_QUOTE_ID_LENGTH = 8;

/**
 * A quote named by its whole id or by its short id (8 hexadecimal characters, any case), read as
 * lower case. Anything else names no quote.
 */
export const quoteKeySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{8})$/, REASONS.quoteIdOrEnd);

const partnerFilter = z
  .string()
  .trim()
  .regex(new RegExp(`^([1-9]\\d{0,9}|${GENERAL_CUSTOMER})$`), REASONS.partnerIdOr(GENERAL_CUSTOMER))
  .transform((v) => (v === GENERAL_CUSTOMER ? null : Number(v)))
  .refine((id) => id === null || id <= MAX_ID, REASONS.partnerIdOr(GENERAL_CUSTOMER));

/** What the staff's quotes are searched by: the list's filters, which the export applies too. */
const quoteSearchFields = {
  /** One quote by its whole id (what a result, a booking or a partner's system shows) or its short id (a list's, 8 characters). */
  quote: quoteKeySchema.optional(),
  /** A partner id, or `general` for the quotes priced without a partner. */
  customer: partnerFilter.optional(),
  /** Priced on or after this day (the carrier's time zone). */
  from: dateField.optional(),
  /** Priced on or before this day (the carrier's time zone). */
  to: dateField.optional(),
  /** The shipment's reference as the request gave it (searched anywhere, case-insensitively). */
  reference: searchField,
  /** true: booked quotes only; false: those not booked. */
  booked: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
};

const fromBeforeTo = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

/** GET /fe/quotes?page=&quote=&customer=&from=&to=&reference=&booked= */
export const quoteSearchQuerySchema = z
  .object({ page: pageField, ...quoteSearchFields })
  .refine(fromBeforeTo, { message: REASONS.onOrAfterFrom, path: ['to'] });
export type QuoteSearchQuery = z.output<typeof quoteSearchQuerySchema>;

/** The files the quotes are exported as. */
export const QUOTE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/** At most this many quotes in one export: more is refused, to be narrowed by days or partner. */
export const QUOTE_EXPORT_MAX = 50_000;

/** GET /fe/quotes/export?format=&quote=&customer=&from=&to=&reference=&booked=: the list's quotes (all its pages) as a file. */
export const quoteExportQuerySchema = z
  .object({
    /** xlsx (an Excel workbook) or csv (semicolon-separated, UTF-8). */
    format: z.enum(QUOTE_EXPORT_FORMATS, REASONS.exportFormat),
    /** The file's language (docs/api.md "Languages"); left out, the reader's own. */
    lang: langField,
    ...quoteSearchFields,
  })
  .refine(fromBeforeTo, { message: REASONS.onOrAfterFrom, path: ['to'] });
export type QuoteExportQuery = z.output<typeof quoteExportQuerySchema>;

const address = z.strictObject({ country: z.string(), postcode: z.string() }).nullable();
const named = z.strictObject({ id: z.number().int(), name: z.string() });

/** One row of the search. */
export const quoteListItemSchema = z.strictObject({
  quote_id: z.uuid().describe('The quote'),
  created_at: timestampField.describe('When it was priced'),
  booked_at: timestampField.nullable().describe('When it was booked; null: not booked'),
  customer: named.nullable().describe('The partner priced for; null: no partner (general prices)'),
  service: named.nullable().describe('The service priced; null when it is gone'),
  pricelist: z.strictObject({ id: z.number().int(), name: z.string().nullable() }).describe('The pricelist that priced it'),
  collection: address.describe('Where from; null for a quote recorded before requests were kept'),
  delivery: address.describe('Where to'),
  total: z.number().describe('The quoted total'),
  currency: z.string().describe('Its currency'),
  reference: z.string().nullable().describe("The request's reference; null when it gave none"),
  booked_by: named
    .nullable()
    .describe("Who booked it: a user of the carrier (for the partner) or of the partner; null: not booked, or by a partner's system"),
});
export type QuoteListItem = z.output<typeof quoteListItemSchema>;
/** A page of quotes; its `count` stops at 10,000 quotes past the page (the server's QUOTE_COUNT_AHEAD): a pager's, not a total. */
export const quoteListSchema = listAnswerSchema(quoteListItemSchema);

/** GET /fe/quotes/{id}: a row of the search with what the quote recorded. */
export const quoteViewSchema = quoteListItemSchema.extend({
  via_tms: z.boolean().describe("true: asked by a partner's system (token), false: the calculator"),
  pricelist: z
    .strictObject({ id: z.number().int(), name: z.string().nullable(), version: z.number().int().nullable() })
    .describe('The pricelist and the version it priced on (null: recorded before versions were kept)'),
  request: z.record(z.string(), z.unknown()).nullable().describe('The request as recorded (compact); null before requests were kept'),
  exchange_rates: z
    .strictObject({ version: z.number().int(), date: dayField })
    .nullable()
    .describe('The rate set it was priced on and its date; null: recorded before rate sets were kept'),
  answer: priceResultSchema
    .nullable()
    .describe(
      'The result as answered (no trace: quotes do not keep it), priced again from what the quote keeps; null when that cannot give it (answer_missing says why)',
    ),
  answer_missing: z
    .string()
    .nullable()
    .describe('Why `answer` is null: the quote cannot be priced again, or no longer gives its total; null: shown'),
  shipment_booked_as: z
    .string()
    .nullable()
    .describe("Another service's quote of the same shipment that is booked (a shipment is booked once), so this one cannot be; null: none"),
});
export type QuoteView = z.output<typeof quoteViewSchema>;
