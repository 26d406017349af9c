/** The ECB reference-rate file and the daily fetch (api.md "Exchange rates from the ECB format"). */
import { z } from 'zod';
import { dayField, timestampField } from './fields';

/** POST /fe/admin/exchange_rates/ecb query. */
export const ecbUploadQuerySchema = z.object({
  /** true: save nothing, answer the difference to the current set. */
  dry_run: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** POST /fe/admin/exchange_rates/ecb: the file's rates against the current set, and what was saved. */
export const ecbRatesAnswerSchema = z.strictObject({
  /** The file's date (its Cube's time): the date of the set it saves. */
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
  /** false: the current set has this date and these rates already; saving makes no new set. */
  changed: z.boolean(),
  /** true: a new rate set was saved by this call. */
  saved: z.boolean(),
  /** The id of the rate set current after this call (what a quote records). */
  version: z.number().int().nullable(),
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
