/**
 * A general rate increase (docs/api.md "Rate increases"): which pricelists, the change, the
 * rounding and the day it takes effect; its preview (the cells that change and the revenue effect
 * on recorded requests) and what applying it saved.
 */
import { z } from 'zod';
import { PRICELIST_UNITS } from '../constants/units';
import { dayField, decimalField, idField, timestampField } from './fields';
import { REASONS } from './reasons';

/** The most pricelists one increase covers: a carrier's whole set. */
export const MAX_INCREASE_PRICELISTS = 2000;
/** The most rules of one change. */
export const MAX_INCREASE_RULES = 200;
/** What one percent may be: a price may fall by 90 % or rise by 500 %. */
export const INCREASE_PERCENT_MIN = -90;
export const INCREASE_PERCENT_MAX = 500;
/** The roundings a new price may take (docs/api.md): to the cent, 5 cents, 10 cents, 50 cents, a whole unit. */
export const INCREASE_ROUNDINGS = [0.01, 0.05, 0.1, 0.5, 1] as const;
export type IncreaseRounding = (typeof INCREASE_ROUNDINGS)[number];
/** The periods of recorded requests the preview prices again. */
export const INCREASE_BACKTEST_DAYS = [30, 90] as const;

const percentField = decimalField({ min: INCREASE_PERCENT_MIN, max: INCREASE_PERCENT_MAX, digits: 2 });

/** Pricelists picked by a filter; every field left out matches all. Archived pricelists are never picked. */
export const increaseSelectionSchema = z.strictObject({
  service: idField.optional(),
  /** A partner id; null: the general pricelists. */
  customer: idField.nullable().optional(),
  unit: z.enum(PRICELIST_UNITS, { error: REASONS.unit }).optional(),
  active: z.boolean().optional(),
});

/**
 * One rule of a change: the percent for the cells it matches. A side left out matches all; the
 * quantity range is inclusive and compared with the quantity row's bound; `customer` matches the
 * pricelists of that partner. The first rule that matches a cell applies; a cell no rule matches
 * keeps its price. A minimum or maximum amount belongs to no quantity row: only rules without a
 * quantity range change it (with include_min_max).
 */
export const increaseRuleSchema = z
  .strictObject({
    zone_from: idField.optional(),
    zone_to: idField.optional(),
    quantity_from: decimalField({ max: 9_999_999, digits: 2 }).optional(),
    quantity_to: decimalField({ max: 9_999_999, digits: 2 }).optional(),
    customer: idField.optional(),
    percent: percentField,
  })
  .refine((r) => r.quantity_from === undefined || r.quantity_to === undefined || r.quantity_from <= r.quantity_to, {
    message: REASONS.belowQuantityFrom,
    path: ['quantity_to'],
  });
export type IncreaseRule = z.output<typeof increaseRuleSchema>;

/** The change: one percent on every price, or rules. */
export const increaseChangeSchema = z.union(
  [
    z.strictObject({ percent: percentField }),
    z.strictObject({ rules: z.array(increaseRuleSchema).min(1, REASONS.oneRule).max(MAX_INCREASE_RULES) }),
  ],
  { error: REASONS.percentOrRules },
);
export type IncreaseChange = z.output<typeof increaseChangeSchema>;

/** POST /fe/rate_increases (?dry_run=true: the preview). */
export const rateIncreaseSchema = z.strictObject({
  /** Pricelist ids picked one by one, or a filter. */
  pricelists: z.union([z.array(idField).min(1, REASONS.onePricelist).max(MAX_INCREASE_PRICELISTS), increaseSelectionSchema], {
    error: REASONS.pricelistsOrFilter,
  }),
  change: increaseChangeSchema,
  /** Also change the zone rows' minimum and maximum amounts. */
  include_min_max: z.boolean().default(false),
  rounding: z.union(
    INCREASE_ROUNDINGS.map((r) => z.literal(r)),
    { error: REASONS.oneOf(INCREASE_ROUNDINGS) },
  ),
  /** The first day the new prices answer (the carrier's calendar). */
  effective_from: dayField,
  /** The preview prices again the requests of this many days back. */
  backtest_days: z
    .union(
      INCREASE_BACKTEST_DAYS.map((d) => z.literal(d)),
      { error: REASONS.oneOf(INCREASE_BACKTEST_DAYS) },
    )
    .default(90),
});
export type RateIncreaseBody = z.input<typeof rateIncreaseSchema>;
export type RateIncreaseRequest = z.output<typeof rateIncreaseSchema>;

/** POST /fe/rate_increases query. */
export const rateIncreaseQuerySchema = z.object({
  /** true: save nothing, answer the preview. */
  dry_run: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .default('false')
    .transform((v) => v === 'true'),
});

/** One cell of the preview: where it is and its price before and after. */
export const increaseCellSchema = z.strictObject({
  zone_from: z.string(),
  zone_to: z.string(),
  /** The quantity row's bound; null for the row's minimum or maximum amount. */
  quantity: z.number().nullable(),
  /** price, minimum or maximum. */
  kind: z.enum(['price', 'minimum', 'maximum']),
  before: z.number(),
  after: z.number(),
});
export type IncreaseCell = z.output<typeof increaseCellSchema>;

/** One pricelist of the preview. */
export const increasePricelistSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /**
   * The successor's name: "{name} {yyyy}", a year ending the name replaced ("Baltic 2026" -> "Baltic 2027");
   * the day added where that is a live name of its service and partner ("Baltic 2027 (from 01.03.2027)").
   */
  successor_name: z.string(),
  currency: z.string(),
  cells_changed: z.number().int(),
  /** The first cells that change, in grid order. */
  first: z.array(increaseCellSchema),
  /** The cells with the largest change in money. */
  largest: z.array(increaseCellSchema),
  /** Why it cannot take the increase (it ends before the date, it starts on or after it), or null. */
  problem: z.string().nullable(),
});

/** The revenue effect of one group of requests (a partner, a lane). */
export const increaseEffectSchema = z.strictObject({
  /** The partner's or lane's name; 'General' for requests without a partner. */
  name: z.string(),
  requests: z.number().int(),
  before: z.number(),
  after: z.number(),
  change_percent: z.number().nullable(),
});

/** The preview: per pricelist the cells, and the requests of the period priced again (sums in EUR). */
export const rateIncreasePreviewSchema = z.strictObject({
  pricelists: z.array(increasePricelistSchema),
  backtest: z.strictObject({
    days: z.number().int(),
    /** Requests those pricelists answered in the period. */
    requests: z.number().int(),
    /** Of them, priced by the new prices. */
    repriced: z.number().int(),
    /** The currency of the sums: EUR, converted at the current rates. */
    currency: z.string(),
    total_before: z.number(),
    total_after: z.number(),
    change_percent: z.number().nullable(),
    by_customer: z.array(increaseEffectSchema),
    by_lane: z.array(increaseEffectSchema),
    /** Requests the new prices cannot answer, by reason. */
    not_priced: z.array(z.strictObject({ reason: z.string(), count: z.number().int() })),
    /** More requests than one preview prices: the newest were taken. */
    truncated: z.boolean(),
  }),
});
export type RateIncreasePreview = z.output<typeof rateIncreasePreviewSchema>;

/** The 201 of an applied increase. */
export const rateIncreaseAppliedSchema = z.strictObject({
  id: z.number().int(),
  effective_from: dayField,
  successors: z.array(z.strictObject({ from_id: z.number().int(), id: z.number().int() })),
});

/** The 202 of an increase too large to apply inside the request: follow it at GET /fe/rate_increases/jobs/{job_id}. */
export const rateIncreaseJobSchema = z.strictObject({ job_id: z.string() });

export const RATE_INCREASE_STATUSES = ['scheduled', 'effective', 'cancelled'] as const;

/** One increase of GET /fe/rate_increases. */
export const rateIncreaseListItemSchema = z.strictObject({
  id: z.number().int(),
  effective_from: dayField,
  /** scheduled: before its date; effective: from it; cancelled. */
  status: z.enum(RATE_INCREASE_STATUSES),
  /** One line: "+4.5 %" or "3 rules", with the rounding. */
  change: z.string(),
  pricelists: z.number().int(),
  /** The predecessors and successors it made. */
  successors: z.array(
    z.strictObject({ from_id: z.number().int(), from_name: z.string(), id: z.number().int().nullable(), name: z.string() }),
  ),
  created_at: timestampField,
  created_by: z.string().nullable(),
});
export type RateIncreaseListItem = z.output<typeof rateIncreaseListItemSchema>;

/** GET /fe/rate_increases/jobs/{job_id}: an increase being applied in the background. */
export const rateIncreaseJobStatusSchema = z.strictObject({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** The share of the pricelists written, 0 to 1. */
  progress: z.number().min(0).max(1),
  /** The increase once done, else null. */
  result: rateIncreaseAppliedSchema.nullable(),
  /** Why it failed, else null. */
  error: z.string().nullable(),
});
