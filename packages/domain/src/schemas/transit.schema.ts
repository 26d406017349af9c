/** A transit: docs/api.md "Transit". */
import { z } from 'zod';
import { DEFAULT_CUTOFF_TIME } from '../constants/pricing';
import { parseTimeOfDay } from '../dates/transit-dates';
import { lineField } from './fields';
import { REASONS } from './reasons';

export const transitSchema = z.object({
  name: lineField().min(1, REASONS.required).max(200),
  /** Days on the road. */
  transit_time: z.number().int(REASONS.wholeNumber).min(0, REASONS.atLeast(0)).max(365),
  /** Orders after this local time are collected the next departure day. */
  cutoff_time: lineField()
    .refine((t) => parseTimeOfDay(t) !== null, REASONS.time)
    .default(DEFAULT_CUTOFF_TIME),
  /** Departure days. */
  monday: z.boolean().default(true),
  tuesday: z.boolean().default(true),
  wednesday: z.boolean().default(true),
  thursday: z.boolean().default(true),
  friday: z.boolean().default(true),
  saturday: z.boolean().default(false),
  sunday: z.boolean().default(false),
  /** Whether a Saturday or Sunday counts as a delivery day. */
  allow_saturday_delivery: z.boolean().default(false),
  allow_sunday_delivery: z.boolean().default(false),
  /**
   * Public holidays (date-holidays, type public) are neither departure days in the collection
   * country nor counted transit days in the delivery country. On for new transits.
   */
  skip_holidays: z.boolean().default(true),
});
export type TransitBody = z.infer<typeof transitSchema>;

/**
 * A transit replaced by PUT: as created, except that a body without `skip_holidays` keeps the
 * stored value (transits made before the option skip no holidays until someone turns it on).
 */
export const transitUpdateSchema = transitSchema.extend({
  /** Absent: unchanged. */
  skip_holidays: z.boolean().optional(),
});
export type TransitUpdateBody = z.infer<typeof transitUpdateSchema>;

/** An item of GET /fe/transits/form. */
export const transitOptionSchema = z.strictObject({
  /** Transit id. */
  id: z.number().int(),
  /** Transit name. */
  name: z.string(),
  /** Days on the road. */
  transit_time: z.number().int(),
});

/** A row of GET /fe/transits, GET /fe/transits/{id} and PUT's answer. */
export const transitAnswerSchema = transitOptionSchema.extend({
  /** Orders after this local time (HH:MM) are collected the next departure day. */
  cutoff_time: z.string(),
  /** Departure days. */
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  saturday: z.boolean(),
  sunday: z.boolean(),
  /** Whether a Saturday or Sunday counts as a delivery day. */
  allow_saturday_delivery: z.boolean(),
  allow_sunday_delivery: z.boolean(),
  /** Public holidays are neither departure days nor counted transit days. */
  skip_holidays: z.boolean(),
  /** Pricelist rows that use it. */
  traffic_count: z.number().int(),
});
