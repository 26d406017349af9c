/**
 * A carrier's distance table as GET|PUT /fe/distances take and answer it (docs/api.md "Distances"):
 * road km per directed zone pair, which wins over great-circle x road factor (distance/road-distance.ts).
 * Also the fields issue 46 adds to other records: the carrier's road factor and what a service drives.
 */
import { z } from 'zod';
import { KM_DIGITS, MAX_LANE_KM, MAX_ROAD_FACTOR, MIN_ROAD_FACTOR, ROAD_FACTOR_DIGITS } from '../distance/road-distance';
import { MAX_INTENSITY_G_PER_TKM, ROAD_FUELS, ROAD_VEHICLES } from '../distance/emissions';
import { CSV_ENCODINGS, CSV_SEPARATORS } from '../helpers/csv-file';
import { decimalField, editVersionField, idInputField, optionalDecimalField, timestampField } from './fields';
import { langField } from './language-query.schema';
import { REASONS } from './reasons';

/** The most lanes a table keeps (a 100 x 100 zone matrix), and the largest file read into it. */
export const DISTANCE_LIMITS = { lanes: 10_000, fileBytes: 2 * 1024 * 1024 } as const;

/** A lane's road km: above 0, at most MAX_LANE_KM, one decimal; "312,5" read as 312.5. */
export const laneKmField = decimalField({ min: -Infinity, max: MAX_LANE_KM, digits: KM_DIGITS }).refine((km) => km > 0, REASONS.above(0));

const zoneIdField = idInputField({ invalid: REASONS.zone, missing: REASONS.zone });

/** One lane: from zone, to zone (the carrier's zone ids), road km. */
export const distanceLaneSchema = z.object({
  zone_from: zoneIdField,
  zone_to: zoneIdField,
  km: laneKmField,
});
export type DistanceLaneBody = z.output<typeof distanceLaneSchema>;

/** PUT /fe/distances: the whole table, which becomes its next version. */
export const distanceTableSchema = z
  .object({
    /** One row per directed pair (A -> B and B -> A may differ); at most DISTANCE_LIMITS.lanes. */
    lanes: z.array(distanceLaneSchema).max(DISTANCE_LIMITS.lanes, REASONS.maxLanes(DISTANCE_LIMITS.lanes)),
    /** The version the clerk loaded (0: none saved yet); required, 409 when stale (docs/api.md "Concurrent edits"). */
    version: z.number().int(REASONS.wholeNumber).min(0, REASONS.version).optional(),
  })
  .superRefine((table, ctx) => {
    const seen = new Map<string, number>();
    table.lanes.forEach((lane, i) => {
      const key = `${lane.zone_from}>${lane.zone_to}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else ctx.addIssue({ code: 'custom', path: ['lanes', i, 'zone_to'], message: REASONS.alreadyInRow(first + 1) });
    });
  });
export type DistanceTableBody = z.output<typeof distanceTableSchema>;

/** A lane as answered: the zone ids with their names, km as a number. */
export const distanceLaneAnswerSchema = z.strictObject({
  zone_from: z.number().int(),
  zone_from_name: z.string(),
  zone_to: z.number().int(),
  zone_to_name: z.string(),
  km: z.number(),
});
export type DistanceLaneAnswer = z.output<typeof distanceLaneAnswerSchema>;

/** A saved version: its number, its lanes counted, who saved it and when, and what it restored. */
export const distanceVersionSchema = z.strictObject({
  version: z.number().int(),
  lanes: z.number().int(),
  author: z.string(),
  created_at: timestampField,
  /** The version it restored; null: saved from the table. */
  restored_from: z.number().int().nullable(),
});

/** GET /fe/distances, PUT's and a restore's answer: the newest version (version 0, empty, before any save). */
export const distanceTableAnswerSchema = z.strictObject({
  /** 0: none saved yet; a PUT sends it back. */
  version: z.number().int(),
  /** By from zone's name, then to zone's. */
  lanes: z.array(distanceLaneAnswerSchema),
  /** The carrier's road factor (PUT /fe/carrier_settings); null: DEFAULT_ROAD_FACTOR. */
  road_factor: z.number().nullable(),
  /** The saved versions, newest first (the last 20). */
  versions: z.array(distanceVersionSchema),
});
export type DistanceTableAnswer = z.output<typeof distanceTableAnswerSchema>;

/** POST /fe/distances/file: the lanes a CSV or xlsx holds, zones found by name, for the table to review; nothing is saved. */
export const distanceFileAnswerSchema = z.strictObject({
  lanes: z.array(distanceLaneAnswerSchema),
  /** How a CSV was read; null for an xlsx. */
  csv: z.strictObject({ encoding: z.enum(CSV_ENCODINGS), separator: z.enum(CSV_SEPARATORS) }).nullable(),
});
export type DistanceFileAnswer = z.output<typeof distanceFileAnswerSchema>;

export const DISTANCE_FILE_FORMATS = ['xlsx', 'csv'] as const;

/** GET /fe/distances/file?format=xlsx|csv: the newest table as a file (columns from zone, to zone, km). */
export const distanceDownloadQuerySchema = z.object({
  format: z.enum(DISTANCE_FILE_FORMATS, REASONS.exportFormat).default('xlsx'),
  lang: langField,
});

/** POST /fe/distances/restore: the version to restore, and the version the clerk loaded (required: 422 without, 409 when stale). */
export const distanceRestoreSchema = z.object({
  /** The kept version whose lanes become the next version. */
  restore: z.number({ error: REASONS.version }).int(REASONS.version).positive(REASONS.version),
  version: editVersionField,
});

// ---- the fields other records gain (issue 46) ------------------------------------------------------

/**
 * The carrier's road factor (PUT /fe/carrier_settings): MIN_ROAD_FACTOR to MAX_ROAD_FACTOR, 3
 * decimals; null or '' for the default (DEFAULT_ROAD_FACTOR, 1.25).
 */
export const roadFactorField = optionalDecimalField({ min: MIN_ROAD_FACTOR, max: MAX_ROAD_FACTOR, digits: ROAD_FACTOR_DIGITS });

/** A service's vehicle: a GLEC road category (ROAD_VEHICLES) or null ('' too) for none. */
export const vehicleField = z
  .preprocess((v: string | null | undefined) => (v === '' ? null : v), z.enum(ROAD_VEHICLES, REASONS.oneOf(ROAD_VEHICLES)).nullable())
  .optional()
  .transform((v) => v ?? null);

/** A service's fuel (ROAD_FUELS); diesel when left out. */
export const fuelField = z
  .preprocess((v: string | null | undefined) => (v === '' || v === null ? 'diesel' : v), z.enum(ROAD_FUELS, REASONS.oneOf(ROAD_FUELS)))
  .optional()
  .transform((v) => v ?? 'diesel');

/** The carrier's measured well-to-wheel intensity of a service, g CO2e per tonne-km: above 0, at most MAX_INTENSITY_G_PER_TKM; null: the GLEC default. */
export const emissionFactorField = z
  .preprocess(
    (v: number | string | null | undefined) => (v === '' ? null : v),
    decimalField({ min: 0, max: MAX_INTENSITY_G_PER_TKM, digits: 3 })
      .refine((v) => v > 0, REASONS.above(0))
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);
