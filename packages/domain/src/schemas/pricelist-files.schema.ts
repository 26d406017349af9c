/**
 * Pricelists as files (docs/api.md "Pricelist JSON import", "JSON export", "Excel export", "Excel
 * import"): the JSON file format, the machine import's body and answer, the Excel export's query
 * and the Excel import's difference.
 */
import { z } from 'zod';
import { EXPORT_UNITS } from '../pricing/zone-row-price';
import { langField } from './language-query.schema';
import { REASONS } from './reasons';

// ---- the JSON file ----------------------------------------------------------------------------------

/** A decimal in a file: a number, a numeric string, or empty. */
const fileDecimal = z.union([z.number(), z.string(), z.null()]);

/** A quantity row of a price definition. */
export const fileQuantitySchema = z.object({
  /** The row's inclusive upper bound. */
  quantity: z.union([z.number(), z.string()]),
  /** Pricing unit (per_shipment, per_100kg, ...); default per_shipment. */
  unit: z.string().nullish(),
});

/** A zone row of a price definition, its zones and transit by name. */
export const filePriceRowSchema = z.object({
  /** Collection zone, by name (a zone of zones_to_create or of the carrier). */
  zone_from: z.string(),
  /** Delivery zone, by name. */
  zone_to: z.string(),
  /** Transit, by name; null: none. */
  transit: z.string().nullish(),
  /** The row's floor of the freight; null: none. */
  minimum_amount: fileDecimal.optional(),
  /** The row's cap of the freight; null: none. */
  maximum_amount: fileDecimal.optional(),
  /** One price per quantity row; null: an empty cell. */
  prices: z.array(fileDecimal),
});

/** A fare group: quantity rows (a definition without them uses the previous one's) and zone rows. */
export const filePriceDefinitionSchema = z.object({
  /** The quantity rows; required on the first definition. */
  quantity: z.array(fileQuantitySchema).optional(),
  /** The zone rows. */
  prices: z.array(filePriceRowSchema),
});

/** An area of a zone to create, by its bounds. */
export const fileAreaSchema = z.object({
  /** ISO 3166 alpha-2. */
  country: z.string(),
  /** Lower postcode bound. */
  postcode_from: z.string(),
  /** Upper postcode bound, inclusive. */
  postcode_to: z.string(),
});
export type FileArea = z.output<typeof fileAreaSchema>;

/** A zone the grid uses, with its areas: matched by areas on import, or created. */
export const fileZoneSchema = z.object({
  /** Its name in the file (the names price rows use). */
  name: z.string(),
  /** Its areas. */
  areas: z.array(fileAreaSchema),
});
export type FileZone = z.output<typeof fileZoneSchema>;

/** The pricelist of a file: docs/api.md's record fields with names instead of ids. */
export const filePricelistSchema = z.object({
  /** Blank: General. */
  name: z.string().nullish(),
  /** The service, by code. */
  service: z.string().nullish(),
  /** The partner, by name; empty: the general pricelist. */
  customer: z.string().nullish(),
  /** What the quantity rows count; default payable_weight. */
  unit: z.string().nullish(),
  /** Default EUR. */
  currency: z.string().nullish(),
  /** Kilograms per loading metre. */
  ldm_multiplier: fileDecimal.optional(),
  /** Kilograms per cubic metre. */
  cbm_multiplier: fileDecimal.optional(),
  /** none | min | max. */
  min_max_rule: z.string().nullish(),
  /** ones | tens | hundreds. */
  payweight_rounding: z.string().nullish(),
  /** hundredths | tenths | ones. */
  ldm_rounding: z.string().nullish(),
  /** yyyy-mm-dd. */
  valid_from: z.string().nullish(),
  /** yyyy-mm-dd, inclusive. */
  valid_to: z.string().nullish(),
  /** The clerk's note. */
  comment: z.string().nullish(),
  /** The fare groups. */
  price_definitions: z.array(filePriceDefinitionSchema),
});
export type FilePricelist = z.output<typeof filePricelistSchema>;

/** A pricelist file (docs/api.md "Pricelist JSON import"); GET /fe/pricelists/{id}/json answers one. */
export const pricelistFileSchema = z.object({
  /** The pricelist. */
  pricelist: filePricelistSchema,
  /** Every zone the grid uses, with its areas (at most 5000). */
  zones_to_create: z.array(fileZoneSchema).max(5000).optional(),
});
export type PricelistFile = z.output<typeof pricelistFileSchema>;

/** POST /fe/pricelists/import (machines): the file and whether unmatched zones are created. */
export const pricelistImportSchema = z.object({
  /** The file's JSON (or its text). */
  file: z.unknown(),
  /** Create the zones of zones_to_create that match none (true), or take the first partial match. */
  create_missing_zones: z.boolean().default(false),
});

/** A zone an import created. */
export const createdZoneSchema = z.strictObject({
  /** The new zone's id. */
  id: z.number().int(),
  /** Its name: the file's name, `_AI_` and the day as yymmdd. */
  name: z.string(),
  /** Its name in the file. */
  file_name: z.string(),
});
export type CreatedZone = z.output<typeof createdZoneSchema>;

/** POST /fe/pricelists/import's 201. */
export const pricelistImportAnswerSchema = z.strictObject({
  /** The new pricelist (status prepared). */
  id: z.number().int(),
  /** The zones created for it. */
  created_zones: z.array(createdZoneSchema),
});

/** A zone of zones_to_create and what matching found (POST /fe/pricelists/import/zones/match). */
export const zoneMatchAnswerSchema = z.strictObject({
  /** Its name in the file. */
  file_name: z.string(),
  /** The one zone with the same areas and as many of them; null: none or several. */
  match: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  /** The first zone holding all its areas (Skip Zone Creation takes it); null: none. */
  first: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ZoneMatchAnswer = z.output<typeof zoneMatchAnswerSchema>;

/** POST /fe/pricelists/import/zones/match and /zones: the zones of a file. */
export const importZonesSchema = z.object({
  /** zones_to_create of the file. */
  zones: z.array(fileZoneSchema).max(5000, REASONS.maxZones(5000)),
});

/** POST /fe/pricelists/import/zones's 201: the zones created, in the order sent. */
export const importZonesAnswerSchema = z.strictObject({
  /** One per zone sent. */
  created_zones: z.array(createdZoneSchema),
});

// ---- Excel --------------------------------------------------------------------------------------------

/** GET /fe/pricelists/{id}/xlsx query; `lang` the workbook's language (docs/api.md "Languages"). */
export const excelExportQuerySchema = z.object({
  lang: langField,
  /** Pallet counts of a type priced by the engine, or the stored grid (as_is). */
  unit: z.enum(EXPORT_UNITS, { error: REASONS.exportUnit }).default('eur_pallet'),
  /** Add the surcharges that apply (pallet units); default true. */
  surcharge: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .default('true')
    .transform((v) => v === 'true'),
});

/** POST /fe/pricelists/{id}/xlsx query. */
export const excelImportQuerySchema = z.object({
  /** true: change nothing, answer the difference. */
  dry_run: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .default('false')
    .transform((v) => v === 'true'),
  /** true: apply a workbook exported from an older version too, undoing what was saved since (else 409). */
  overwrite: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .default('false')
    .transform((v) => v === 'true'),
});

/** A cell of the workbook that cannot be taken. */
export const excelCellErrorSchema = z.strictObject({
  /** The sheet's name. */
  sheet: z.string(),
  /** Excel address, e.g. F7. */
  cell: z.string(),
  /** What is wrong. */
  message: z.string(),
});
export type ExcelCellError = z.output<typeof excelCellErrorSchema>;

/** A changed cell of a kept zone row. */
export const excelChangeSchema = z.strictObject({
  /** Fare group position (0 = the first sheet). */
  fare_group: z.number().int(),
  /** The sheet's name. */
  sheet: z.string(),
  /** Collection zone name. */
  zone_from: z.string(),
  /** Delivery zone name. */
  zone_to: z.string(),
  /** What changed: a price, the row's minimum or maximum, or its transit. */
  field: z.enum(['price', 'minimum_amount', 'maximum_amount', 'transit']),
  /** The quantity row of a price (its upper bound); null for the other fields. */
  quantity: z.number().nullable(),
  /** Excel address of the cell. */
  cell: z.string(),
  /** Stored value (a transit by name); null: empty. */
  before: z.union([z.number(), z.string()]).nullable(),
  /** The workbook's value. */
  after: z.union([z.number(), z.string()]).nullable(),
  /** Stale workbooks only: true when this change undoes one saved since the workbook's version. */
  reverts: z.boolean().optional(),
});
export type ExcelChange = z.output<typeof excelChangeSchema>;

/** A zone row added or removed by the workbook. */
export const excelRowSchema = z.strictObject({
  /** Fare group position. */
  fare_group: z.number().int(),
  /** The sheet's name. */
  sheet: z.string(),
  /** Excel row number in the workbook; null for a removed row. */
  row: z.number().int().nullable(),
  /** Collection zone name. */
  zone_from: z.string(),
  /** Delivery zone name. */
  zone_to: z.string(),
  /** Transit name; null: none. */
  transit: z.string().nullable(),
  /** Floor of the freight; null: none. */
  minimum_amount: z.number().nullable(),
  /** Cap of the freight; null: none. */
  maximum_amount: z.number().nullable(),
  /** One price per quantity row; null: empty. */
  prices: z.array(z.number().nullable()),
  /** Stale workbooks only: true when this row undoes one added or removed since the workbook's version. */
  reverts: z.boolean().optional(),
});
export type ExcelRow = z.output<typeof excelRowSchema>;

/** POST /fe/pricelists/{id}/xlsx?dry_run=true: the difference; the 422 of a refused file has it too. */
export const excelImportDiffSchema = z.strictObject({
  /** Changed cells of kept rows. */
  changes: z.array(excelChangeSchema),
  /** Rows the workbook adds. */
  added_rows: z.array(excelRowSchema),
  /** Rows the workbook no longer has. */
  removed_rows: z.array(excelRowSchema),
  /** Cells that cannot be taken; any refuses the whole file. */
  errors: z.array(excelCellErrorSchema),
});
export type ExcelImportDiff = z.output<typeof excelImportDiffSchema>;

/** What was saved since the version a workbook was exported from. */
export const excelStaleSchema = z.strictObject({
  /** The version the workbook was exported from. */
  based_on_version: z.number().int(),
  /** The pricelist's version now. */
  current_version: z.number().int(),
  /** Who saved the versions since, names joined with ", ". */
  changed_by: z.string(),
  /** When the latest of them was saved (ISO timestamp). */
  changed_at: z.string(),
  /** How many price, minimum, maximum and transit cells those saves changed, rows added or removed counted as one each. */
  changed_cells: z.number().int(),
});
export type ExcelStale = z.output<typeof excelStaleSchema>;

/** POST /fe/pricelists/{id}/xlsx?dry_run=true: the difference and the versions it is based on (also the `diff` of a 422 or 409). */
export const excelImportAnswerSchema = excelImportDiffSchema.extend({
  /** The version stamped in the workbook; null for a workbook without a stamp (imported as before). */
  based_on_version: z.number().int().nullable(),
  /** The pricelist's version now. */
  current_version: z.number().int(),
  /** Set when the workbook is older than the pricelist: applying it then needs `overwrite=true`. */
  stale: excelStaleSchema.nullable(),
});
export type ExcelImportAnswer = z.output<typeof excelImportAnswerSchema>;
