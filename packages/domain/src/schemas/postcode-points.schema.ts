/**
 * The platform's postcode points as GET|POST /fe/admin/postcode_points answer them (docs/api.md
 * "Postcode points"): GeoNames postal code files loaded by the platform admin, counted per country.
 */
import { z } from 'zod';

/**
 * The bounds of a postcode points upload. GeoNames' `allCountries.txt` is some 400 MB unzipped, so
 * the file may be far larger than any other upload (5 MB workbooks); it is streamed, never held:
 * the server keeps a line and a batch of rows at a time. `fileBytes` is the default of
 * POSTCODE_POINTS_MAX_BYTES; `batchRows` the rows of one insert.
 */
export const POSTCODE_POINT_LIMITS = { fileBytes: 512 * 1024 * 1024, batchRows: 5_000 } as const;

/** The points of one country. */
export const postcodePointCountrySchema = z.strictObject({
  /** ISO 3166 alpha-2, upper case. */
  country: z.string(),
  /** Points (distinct postcodes by their lookup key): stored (GET), or written by this file (POST). */
  points: z.number().int(),
});

/** GET /fe/admin/postcode_points: the stored points per country, and in all. */
export const postcodePointsAnswerSchema = z.strictObject({
  /** Countries with points, by code. */
  countries: z.array(postcodePointCountrySchema),
  /** Points of every country. */
  points: z.number().int(),
});
export type PostcodePointsAnswer = z.output<typeof postcodePointsAnswerSchema>;

/** POST /fe/admin/postcode_points: what the file loaded, per country of the file (same shape as GET). */
export const postcodePointsLoadAnswerSchema = postcodePointsAnswerSchema;
export type PostcodePointsLoadAnswer = z.output<typeof postcodePointsLoadAnswerSchema>;
