/**
 * Versions of pricelists and surcharges, quotes as recorded, and the backtest of a draft
 * (docs/fe-calls.md "Versions and backtest"; the partner API's GET /api/v1/quotes/{id}).
 */
import { z } from 'zod';
import { dayField, editVersionField, idField, timestampField } from './fields';
import { priceGridAnswerSchema } from './fare-groups.schema';
import { priceResultSchema } from './price-result.schema';
import { pricelistSchema } from './pricelist.schema';
import { REASONS } from './reasons';

// ---- versions -------------------------------------------------------------------------------------

/** An item of GET /fe/pricelists/{id}/versions (and /fe/surcharges/{id}/versions), newest first. */
export const versionListItemSchema = z.strictObject({
  /** The record's `version` this content had: 1 on create, +1 on every save. */
  version: z.number().int(),
  /** Who saved it; '' for the content kept when versions began. */
  author: z.string(),
  /** Who approved it when approvals held the save; null: saved without approval. */
  approved_by: z.string().nullable(),
  created_at: timestampField,
  /** {created: true}, {updates: {field: new value}}, {restored: n} or {kept: true}. */
  changes: z.record(z.string(), z.unknown()),
  /** The version pricing reads now. */
  current: z.boolean(),
});
export const versionListSchema = z.array(versionListItemSchema);
export type VersionListItem = z.output<typeof versionListItemSchema>;

/** GET /fe/pricelists/{id}/versions/{version}: one version, read-only. */
export const versionAnswerSchema = versionListItemSchema.extend({
  /** The record's own fields and links (ids) at that version. */
  content: z.record(z.string(), z.unknown()),
  /** Its grid (zone names as they are today); null: a surcharge without one. */
  grid: priceGridAnswerSchema.nullable(),
});
export type VersionAnswer = z.output<typeof versionAnswerSchema>;

/** ?against=N of the diff call: the version compared with (default: the one before). */
export const versionDiffQuerySchema = z.object({
  against: z.coerce.number<number | string>().int(REASONS.version).positive(REASONS.version).max(2_147_483_647).optional(),
});

const cellValue = z.number().nullable();
const rowChangeSchema = z.strictObject({
  fare_group: z.number().int(),
  zone_from_name: z.string(),
  zone_to_name: z.string(),
});

/** GET /fe/pricelists/{id}/versions/{version}/diff: what changed from `from` to `to`. */
export const versionDiffSchema = z.strictObject({
  from: z.number().int(),
  to: z.number().int(),
  /** Record fields and grid settings that differ. */
  fields: z.array(z.strictObject({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  /** Cells that differ, of zone rows in both: a price column ("500 per_100kg"), minimum, maximum or transit. */
  cells: z.array(rowChangeSchema.extend({ column: z.string(), from: cellValue, to: cellValue })),
  added_rows: z.array(rowChangeSchema),
  removed_rows: z.array(rowChangeSchema),
});
export type VersionDiffAnswer = z.output<typeof versionDiffSchema>;

/** POST .../versions/{version}/restore: the current version the client loaded (required: 422 without, 409 when older or newer). */
export const restoreVersionSchema = z.object({ version: editVersionField });

// ---- quotes ---------------------------------------------------------------------------------------

/** ?reprice=true of GET /api/v1/quotes/{id}. */
export const quoteQuerySchema = z.object({
  reprice: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .optional()
    .transform((v) => v === 'true')
    .describe('true: price the stored request again on the stored versions'),
});

/** GET /api/v1/quotes/{id}: a quote as given, and optionally priced again. */
export const quoteAnswerSchema = z.strictObject({
  quote_id: z.uuid().describe('The quote'),
  created_at: timestampField.describe('When it was priced'),
  booked_at: timestampField.nullable().describe('When it was booked; null: not booked'),
  // A PriceRequest as parsed; a record here, as the parsed form has no JSON Schema of its own.
  request: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The request as priced: a PriceRequest with its defaults filled in; null for a quote recorded before requests were kept'),
  versions: z
    .strictObject({
      pricelist: z.strictObject({ id: z.number().int(), version: z.number().int().nullable() }),
      surcharges: z.array(z.strictObject({ id: z.number().int(), version: z.number().int() })),
      exchange_rates: z.number().int().nullable().describe('The set of exchange rates used'),
      fuel_index: z.number().int().nullable().describe("The carrier's fuel index version; null: it kept none"),
      exchange_rates_date: dayField
        .nullable()
        .describe("The date of that set of exchange rates (an ECB file's, or the day an admin saved them)"),
    })
    .describe('What it was priced on'),
  total: z.number().describe('The total it gave, which a booking confirms'),
  currency: z.string().describe('Its currency'),
  answer: priceResultSchema
    .nullable()
    .describe(
      'The result as answered: the stored request priced again on the stored versions, where that gives the total, currency, Freight line, delivery date and grid cell the quote gave; null when it cannot be priced again or no longer gives them (zones, areas, transit times or conditions changed since)',
    ),
  repriced: priceResultSchema
    .optional()
    .describe('With reprice=true: the stored request priced again on the stored versions (a 409 when the quote cannot be repriced)'),
  identical: z
    .boolean()
    .optional()
    .describe('With reprice=true: the repriced result gives the total, currency, Freight line, delivery date and grid cell the quote gave'),
});
export type QuoteAnswer = z.output<typeof quoteAnswerSchema>;

// ---- backtest -------------------------------------------------------------------------------------

/** The periods a backtest looks back over, in days. */
export const BACKTEST_PERIODS = [7, 30, 90] as const;

/** POST /fe/pricelists/{id}/backtest: the period and the draft (an unsaved edit, or another pricelist). */
export const backtestRequestSchema = z
  .object({
    days: z.literal(BACKTEST_PERIODS, { error: REASONS.backtestDays }),
    /** Another pricelist of the same service (a copy with new prices). */
    pricelist_id: idField.optional(),
    /** An unsaved edit of this pricelist, as a save would send it. */
    draft: pricelistSchema.optional(),
  })
  .refine((b) => (b.pricelist_id === undefined) !== (b.draft === undefined), {
    message: REASONS.pricelistOrDraft,
    path: ['draft'],
  });

const money = z.number();
export const backtestAnswerSchema = z.strictObject({
  requests: z.number().int(),
  repriced: z.number().int(),
  currency: z.string(),
  total_before: money,
  total_after: money,
  change_percent: z.number().nullable(),
  changed_count: z.number().int(),
  changed: z.array(
    z.strictObject({
      quote_id: z.string(),
      lane: z.string(),
      freight_before: money,
      freight_after: money,
      total_before: money,
      total_after: money,
      change_percent: z.number().nullable(),
    }),
  ),
  lanes: z.array(
    z.strictObject({ lane: z.string(), requests: z.number().int(), before: money, after: money, change_percent: z.number().nullable() }),
  ),
  unpriced: z.array(z.strictObject({ reason: z.string(), count: z.number().int(), quote_ids: z.array(z.string()) })),
  histogram: z.array(z.strictObject({ from: z.number().nullable(), to: z.number().nullable(), count: z.number().int() })),
  /** true when the period held more requests than one backtest takes: the newest were tried. */
  truncated: z.boolean(),
});
export type BacktestAnswer = z.output<typeof backtestAnswerSchema>;
export type BacktestRequest = z.output<typeof backtestRequestSchema>;
