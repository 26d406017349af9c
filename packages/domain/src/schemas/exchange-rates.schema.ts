/** The ECB reference-rate file and the daily fetch (docs/api.md "Exchange rates from the ECB format"). */
import { z } from 'zod';
import { dayField, timestampField } from './fields';
import { REASONS } from './reasons';

/** POST /fe/admin/exchange_rates/ecb query. */
export const ecbUploadQuerySchema = z.object({
  /** true: save nothing, answer the difference to the current set. */
  dry_run: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .default('false')
    .transform((v) => v === 'true'),
});

/** A day of an ECB file (a history file has one a day) and whether a rate set of its date is kept already. */
export const ecbDaySchema = z.strictObject({
  /** The day's date (its Cube's time). */
  date: dayField,
  /** true: no rate set of this date is kept; saving keeps one. false: one is kept already (the file's is left out). */
  new: z.boolean(),
});
export type EcbDay = z.output<typeof ecbDaySchema>;

/**
 * POST /fe/admin/exchange_rates/ecb: the file's rates against the current set, and what was saved.
 * A history file (eurofxref-hist-90d.xml, eurofxref-hist.xml) answers its newest day here, and
 * every day in `days`.
 */
export const ecbRatesAnswerSchema = z.strictObject({
  /** The file's date (its Cube's time), the newest of a history: the date of the set that becomes current. */
  date: dayField,
  /** The current set's date before this call; null before the first set. */
  current_date: dayField.nullable(),
  /** The file is older than the current set: saving it makes older rates current. */
  older: z.boolean(),
  /** Each currency of the next set: the current rate, the next, the change in per cent. */
  rates: z.array(
    z.strictObject({
      currency: z.string(),
      /** null: no current rate. */
      before: z.number().nullable(),
      after: z.number(),
      /** after against before, %, 2 decimals; null without a current rate. */
      change_percent: z.number().nullable(),
      /** false: the file does not give it; the current rate is kept. */
      in_file: z.boolean(),
    }),
  ),
  /** Currencies the file gives that prices are not written in (left out). */
  ignored: z.array(z.string()),
  /**
   * false: saving makes no new set. A daily file: the current set has this date and these rates
   * already. A history: every day of it is kept already.
   */
  changed: z.boolean(),
  /** true: a new rate set was saved by this call (for a history: at least one). */
  saved: z.boolean(),
  /** The id of the rate set current after this call (what a quote records). */
  version: z.number().int().nullable(),
  /**
   * Every day of the file, oldest first, new or kept already. Saving a history keeps one rate set
   * per new day, of that day's rates; its newest day becomes the current set only when it is newer
   * than the current one (a history never takes the rates back).
   */
  days: z.array(ecbDaySchema),
});
export type EcbRatesAnswer = z.output<typeof ecbRatesAnswerSchema>;

/** The last run of the daily fetch (EXCHANGE_RATES_URL). */
export const ratesFetchResultSchema = z.strictObject({
  /** When it ran. */
  at: timestampField,
  /** false: it failed; `message` says why. */
  ok: z.boolean(),
  /** What happened, for the admin: "Saved the rates of 25.11.2026", "Unchanged", or the fault. */
  message: z.string(),
  /** The date of the document fetched; null when none was read. */
  date: dayField.nullable(),
  /** true: it saved a new rate set. */
  saved: z.boolean(),
});
export type RatesFetchResult = z.output<typeof ratesFetchResultSchema>;

/** A failed try of the daily fetch. */
export const ratesFetchFailureSchema = z.strictObject({
  /** When it was tried. */
  at: timestampField,
  /** Why it failed ("The rates could not be fetched: https://... answered 503 Service Unavailable"). */
  message: z.string(),
});
export type RatesFetchFailure = z.output<typeof ratesFetchFailureSchema>;

/** The daily fetch as the admin page shows it; null in GET /fe/admin/exchange_rates when EXCHANGE_RATES_URL is unset. */
export const ratesAutoFetchSchema = z.strictObject({
  /** Where the document is fetched from (without any credentials). */
  url: z.string(),
  /** The last run; null before the first. */
  last: ratesFetchResultSchema.nullable(),
  /**
   * The failed tries of the latest run, oldest first: a run that fails is tried again an hour later,
   * three tries in all. Empty once a try succeeds.
   */
  failures: z.array(ratesFetchFailureSchema),
  /** When the failed run is tried again; null when no try is waiting (it succeeded, or its tries are used up). */
  next_try_at: timestampField.nullable(),
});
