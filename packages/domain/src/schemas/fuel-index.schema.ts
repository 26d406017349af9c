/**
 * A carrier's fuel index as GET|PUT /fe/fuel_index take and answer it (docs/api.md "Fuel index"): the
 * diesel price per month (€/l) and the bands that turn a price into a surcharge percent.
 */
import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR } from '../constants/limits';
import { FUEL_PRICE_DIGITS, monthNumber } from '../pricing/fuel-index';
import { displayNumber } from '../glossary/display';
import { CSV_ENCODINGS, CSV_SEPARATORS } from '../helpers/csv-file';
import { decimalField, lineField, timestampField } from './fields';
import { surchargePercentProblem } from './surcharge.schema';
import { REASONS } from './reasons';

/** The most months and bands an index keeps (a century of months; a band table is a page). */
export const FUEL_INDEX_LIMITS = { values: 1200, bands: 100, fileBytes: 1024 * 1024 } as const;
/** The most a litre of diesel may cost: a larger number is a typo (1620 for 1.620). */
export const FUEL_PRICE_MAX = 100;

const monthField = lineField({ error: REASONS.month })
  .refine((m) => monthNumber(m) !== null, REASONS.month)
  .refine(
    (m) => {
      const year = Number(m.slice(0, 4));
      return year >= MIN_YEAR && year <= MAX_YEAR;
    },
    REASONS.monthYears(MIN_YEAR, MAX_YEAR),
  );

/** €/l, at most 3 decimals. */
const litres = (min: number) => decimalField({ min, max: FUEL_PRICE_MAX, digits: FUEL_PRICE_DIGITS });

/** One month's diesel price. */
export const fuelIndexValueSchema = z.object({
  /** 'yyyy-mm'. */
  month: monthField,
  /** Diesel €/l, above 0, at most 3 decimals. */
  price: litres(0).refine((v) => v > 0, REASONS.above(0)),
});

/** A band [from, to): a price at least `from` and below `to` gives `percent`. */
export const fuelBandSchema = z.object({
  /** €/l, inclusive. */
  from: litres(0),
  /** €/l, exclusive; above `from`. */
  to: litres(0),
  /** The surcharge's percent in this band: the bounds of a percentage surcharge. */
  percent: decimalField({ min: -Infinity, max: Infinity, digits: 4 }).superRefine((v, ctx) => {
    const problem = surchargePercentProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** PUT /fe/fuel_index: the whole index, which becomes its next version. */
export const fuelIndexSchema = z
  .object({
    /** Months unique, any order (kept ascending). */
    values: z.array(fuelIndexValueSchema).max(FUEL_INDEX_LIMITS.values, REASONS.maxMonths(FUEL_INDEX_LIMITS.values)),
    /** Non-overlapping bands, ascending by `from`. */
    bands: z.array(fuelBandSchema).max(FUEL_INDEX_LIMITS.bands, REASONS.maxBands(FUEL_INDEX_LIMITS.bands)),
    /** The version the clerk loaded (0: none was saved yet); required, 409 when stale (docs/api.md "Concurrent edits"). */
    version: z.number().int(REASONS.wholeNumber).min(0, REASONS.version).optional(),
  })
  .superRefine((index, ctx) => {
    const seen = new Map<string, number>();
    index.values.forEach((v, i) => {
      const first = seen.get(v.month);
      if (first === undefined) seen.set(v.month, i);
      else ctx.addIssue({ code: 'custom', path: ['values', i, 'month'], message: REASONS.alreadyInRow(first + 1) });
    });
    index.bands.forEach((b, i) => {
      if (b.to <= b.from) ctx.addIssue({ code: 'custom', path: ['bands', i, 'to'], message: REASONS.aboveFrom });
      const previous = index.bands[i - 1];
      if (!previous) return;
      if (b.from < previous.from) ctx.addIssue({ code: 'custom', path: ['bands', i, 'from'], message: REASONS.belowBandAbove });
      else if (b.from < previous.to)
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i, 'from'],
          message: REASONS.overlapsBand(displayNumber(previous.to, 3)),
        });
    });
  })
  .transform((index) => ({ ...index, values: [...index.values].sort((a, b) => a.month.localeCompare(b.month)) }));
export type FuelIndexBody = z.output<typeof fuelIndexSchema>;

/** A saved version: its number, who saved it and when. */
export const fuelIndexVersionSchema = z.strictObject({
  version: z.number().int(),
  /** Who saved it. */
  author: z.string(),
  created_at: timestampField,
});

/** GET /fe/fuel_index and PUT's answer: the newest version (version 0, empty, before any save). */
export const fuelIndexAnswerSchema = z.strictObject({
  /** 0: none saved yet; a PUT sends it back. */
  version: z.number().int(),
  /** Months ascending. */
  values: z.array(z.strictObject({ month: z.string(), price: z.number() })),
  /** Ascending by from. */
  bands: z.array(z.strictObject({ from: z.number(), to: z.number(), percent: z.number() })),
  /** The saved versions, newest first (the last 20). */
  versions: z.array(fuelIndexVersionSchema),
});
export type FuelIndexAnswer = z.output<typeof fuelIndexAnswerSchema>;

/** POST /fe/fuel_index/file: the months and prices a CSV or xlsx holds, for the form to review; nothing is saved. */
export const fuelIndexFileAnswerSchema = z.strictObject({
  values: z.array(z.strictObject({ month: z.string(), price: z.number() })),
  /** How a CSV was read (the preview says "Read as Windows-1252, separated by ;"); null for an xlsx. */
  csv: z
    .strictObject({
      /** 'UTF-8', 'UTF-16 LE', 'UTF-16 BE' (as a BOM names them) or 'Windows-1252'. */
      encoding: z.enum(CSV_ENCODINGS),
      /** A tab, ';' or ','. */
      separator: z.enum(CSV_SEPARATORS),
    })
    .nullable(),
});
export type FuelIndexFileAnswer = z.output<typeof fuelIndexFileAnswerSchema>;
