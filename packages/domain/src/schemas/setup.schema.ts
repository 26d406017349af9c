/** Request bodies of the set-up records: areas, zones, services, partners (docs/api.md "Record shapes"). */
import { ROAD_FUELS, ROAD_VEHICLES } from '../distance/emissions';
import { emissionFactorField, fuelField, vehicleField } from './distances.schema';
import { z } from 'zod';
import { COUNTRY_CODES } from '../constants/countries';
import { AREA_PASTE_NAMES, AREA_SEARCH_LIMIT } from '../constants/limits';
import { languageField } from '../i18n/languages';
import { normalisePostcode } from '../zones/postcode';
import { conditionAnswerSchema } from './condition.schema';
import { idField, idInputField, lineField, optionalDecimalField, timestampField } from './fields';
import { queryCountField } from './list.schema';
import { REASONS } from './reasons';

/** Longest postcode bound kept: long enough for any country's full postcode. */
export const POSTCODE_MAX_LENGTH = 10;
/** Rows one mass upload may carry. */
export const MASS_UPLOAD_MAX_ROWS = 50_000;

const country = lineField({ error: REASONS.required })
  .toUpperCase()
  .refine((c) => COUNTRY_CODES.has(c), REASONS.country);

const postcode = lineField({ error: REASONS.required })
  .transform(normalisePostcode)
  .pipe(
    z
      .string()
      .min(1, REASONS.required)
      .max(POSTCODE_MAX_LENGTH, REASONS.maxChars(POSTCODE_MAX_LENGTH))
      .regex(/^[A-Z0-9]+$/, REASONS.lettersDigits),
  );

/** Decimals an area's centroid keeps (numeric(9,6): about 0.1 m). */
export const AREA_CENTROID_DIGITS = 6;

/** An area's generated name (docs/product/domain.md §5): country, first 3 of from, hyphen, first 3 of to ("EE101-109"). */
export function generateAreaName(countryCode: string, from: string, to: string): string {
  return `${countryCode}${from.slice(0, 3)}-${to.slice(0, 3)}`;
}

const areaFields = z.object({
  /** ISO 3166 alpha-2, default EE in the form. */
  country,
  /** Lower bound; its length is the prefix length compared (docs/pricing.md §7). */
  postcode_from: postcode,
  /** Upper bound, inclusive. */
  postcode_to: postcode,
  /** Shown name; generated from the bounds when empty. */
  name: lineField().max(200, REASONS.maxChars(200)).nullish(),
  /**
   * The area's centroid (docs/emissions.md "Where a postcode is"): decimal degrees (WGS84, "59,437"
   * read as 59.437), at most 6 decimals, with `longitude`; both or neither. Empty or absent: none.
   */
  latitude: optionalDecimalField({ min: -90, max: 90, digits: AREA_CENTROID_DIGITS }).optional(),
  /** The centroid's longitude, -180 to 180, with `latitude`. */
  longitude: optionalDecimalField({ min: -180, max: 180, digits: AREA_CENTROID_DIGITS }).optional(),
});

function withAreaRules<T extends z.ZodType<z.output<typeof areaFields>>>(schema: T) {
  return schema
    .refine((a) => a.longitude == null || a.latitude != null, { message: REASONS.withLongitude, path: ['latitude'] })
    .refine((a) => a.latitude == null || a.longitude != null, { message: REASONS.withLatitude, path: ['longitude'] })
    .refine((a) => a.postcode_from.slice(0, a.postcode_to.length) <= a.postcode_to, {
      message: REASONS.notBeforePostcodeFrom,
      path: ['postcode_to'],
    })
    .transform((a) => ({ ...a, name: a.name || generateAreaName(a.country, a.postcode_from, a.postcode_to) }));
}

/** POST/PUT /fe/areas */
export const areaSchema = withAreaRules(areaFields);
export type AreaBody = z.output<typeof areaSchema>;

/** POST /fe/areas/mass */
export const massAreasSchema = z.object({
  areas: z.array(areaSchema).min(1, REASONS.addRow).max(MASS_UPLOAD_MAX_ROWS, REASONS.maxRows(MASS_UPLOAD_MAX_ROWS)),
});

/** POST /fe/areas/mass_zone: each row also names the zone it goes into. */
export const massZoneAreasSchema = z.object({
  areas: z
    .array(withAreaRules(areaFields.extend({ zone_name: lineField({ error: REASONS.required }).min(1, REASONS.required).max(200) })))
    .min(1, REASONS.addRow)
    .max(MASS_UPLOAD_MAX_ROWS, REASONS.maxRows(MASS_UPLOAD_MAX_ROWS)),
});

export interface PastedAreaRow {
  country: string;
  postcode_from: string;
  postcode_to: string;
  name: string;
  zone_name?: string;
}

/**
 * Reads rows pasted from a spreadsheet: tab-separated country, postcode from, postcode to, optional
 * name (and, with `withZone`, a zone name). A row needs at least two columns and a 2-letter country;
 * others are returned as skipped. A missing `to` is the `from`; a missing name is generated.
 */
export function parsePastedAreas(text: string, options: { withZone?: boolean } = {}) {
  const rows: PastedAreaRow[] = [];
  const skipped: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const cells = line.split('\t').map((c) => c.trim());
    const countryCode = (cells[0] ?? '').toUpperCase();
    if (cells.length < 2 || !/^[A-Z]{2}$/.test(countryCode)) {
      skipped.push(line);
      continue;
    }
    const from = normalisePostcode(cells[1] ?? '');
    const to = normalisePostcode(cells[2] || (cells[1] ?? ''));
    const row: PastedAreaRow = {
      country: countryCode,
      postcode_from: from,
      postcode_to: to,
      name: options.withZone ? (cells[3] ?? '') : cells[3] || generateAreaName(countryCode, from, to),
    };
    if (options.withZone) {
      // Country, from, to, [name,] zone: the zone is always the last column.
      row.zone_name = cells.length >= 5 ? (cells[4] ?? '') : (cells[3] ?? '');
      row.name = cells.length >= 5 && cells[3] ? cells[3] : generateAreaName(countryCode, from, to);
    }
    rows.push(row);
  }
  return { rows, skipped };
}

// ---- area answers ---------------------------------------------------------------------------------

/**
 * GET /fe/areas/form?q=&limit=: the area picker's search. Every word of `q` must match the area's
 * name (anywhere), its country code, or the start of its postcode range's bounds; no `q`: the first
 * areas by country and postcode (a new zone's dropdown before typing).
 */
export const areaSearchQuerySchema = z.object({
  /** Words searched, case-insensitively; at most 100 characters. */
  q: lineField()
    .max(100, REASONS.maxChars(100))
    .optional()
    .transform((q) => (q ?? '').split(/\s+/).filter(Boolean)),
  /** How many areas at most; 1 to AREA_SEARCH_LIMIT (the default). */
  limit: queryCountField(AREA_SEARCH_LIMIT, AREA_SEARCH_LIMIT),
});
export type AreaSearchQuery = z.output<typeof areaSearchQuerySchema>;

/** POST /fe/areas/find_by_names: the names a clerk pasted into the area picker. */
export const findAreasByNamesSchema = z.object({
  /** Area names, matched exactly; 1 to AREA_PASTE_NAMES. */
  names: z
    .array(lineField({ error: REASONS.names }).min(1, REASONS.notEmpty).max(200, REASONS.maxChars(200)), {
      error: REASONS.nameList,
    })
    .min(1, REASONS.oneArea)
    .max(AREA_PASTE_NAMES, REASONS.maxNames(AREA_PASTE_NAMES)),
});

/** An area as the pickers list it: GET /fe/areas/form and POST /fe/areas/find_by_names. */
export const areaOptionSchema = z.strictObject({
  /** Area id. */
  id: z.number().int(),
  /** Area name. */
  name: z.string(),
  /** ISO 3166 alpha-2. */
  country: z.string(),
  /** Lower postcode bound, normalised. */
  postcode_from: z.string(),
  /** Upper postcode bound, inclusive. */
  postcode_to: z.string(),
});

/** A row of GET /fe/areas, GET /fe/areas/{id} and PUT's answer. */
export const areaAnswerSchema = areaOptionSchema.extend({
  /** The centroid's latitude, decimal degrees; null with longitude: none set. */
  latitude: z.number().nullable(),
  /** The centroid's longitude, decimal degrees; null with latitude: none set. */
  longitude: z.number().nullable(),
  /** Zones it is in. */
  zone_count: z.number().int(),
  /** In no zone, so it may be deleted. */
  deletable: z.boolean(),
});

/** An item of GET /fe/areas/countries: a country the carrier has areas in. */
export const areaCountrySchema = z.strictObject({
  /** ISO 3166 alpha-2. */
  code: z.string(),
  /** Its English name. */
  name: z.string(),
});

/** POST /fe/areas/mass */
export const massAreasAnswerSchema = z.strictObject({
  /** Areas created. */
  count: z.number().int(),
  /** Their ids, in row order. */
  ids: z.array(z.number().int()),
});

/** POST /fe/areas/mass_zone */
export const massZoneAreasAnswerSchema = z.strictObject({
  /** Areas created. */
  count: z.number().int(),
  /** The zones the rows named, in first-row order. */
  zones: z.array(
    z.strictObject({
      /** Zone id. */
      id: z.number().int(),
      /** Zone name. */
      name: z.string(),
      /** Made by this upload (false: the areas were added to a zone that existed). */
      created: z.boolean(),
    }),
  ),
});

/** POST/PUT /fe/zones */
export const zoneSchema = z.object({
  name: lineField({ error: REASONS.required }).min(1, REASONS.required).max(200),
  /** Area ids; each at most once. */
  areas: z
    .array(idInputField({ missing: REASONS.required }))
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, REASONS.areaTwice),
});
export type ZoneBody = z.output<typeof zoneSchema>;

// ---- zone answers ---------------------------------------------------------------------------------

/** A row of GET /fe/zones. */
export const zoneListItemSchema = z.strictObject({
  /** Zone id. */
  id: z.number().int(),
  /** Zone name. */
  name: z.string(),
  /** Country codes of its areas, sorted. */
  countries: z.array(z.string()),
  /** Names of its areas, in order. */
  areas: z.array(z.string()),
});
export type ZoneListItem = z.output<typeof zoneListItemSchema>;

/** An area of a zone: GET /fe/zones/{id} and /fe/zones/{id}/areas. */
export const zoneAreaAnswerSchema = z.strictObject({
  /** Area id. */
  id: z.number().int(),
  /** Area name. */
  name: z.string(),
  /** ISO 3166 alpha-2. */
  country: z.string(),
  /** Lower postcode bound, normalised. */
  postcode_from: z.string(),
  /** Upper postcode bound, inclusive. */
  postcode_to: z.string(),
});
export type ZoneAreaAnswer = z.output<typeof zoneAreaAnswerSchema>;

/** A pricelist whose grid prices a route from or to the zone. */
export const zonePricelistUseSchema = z.strictObject({
  /** Pricelist id. */
  price_list_id: z.number().int(),
  /** Pricelist name ('' shows as General). */
  name: z.string(),
  /** Whether it prices. */
  active: z.boolean(),
  /** Its comment. */
  comment: z.string(),
});
export type ZonePricelistUse = z.output<typeof zonePricelistUseSchema>;

/** A pricelist-type surcharge whose grid prices a route from or to the zone. */
export const zoneSurchargeUseSchema = z.strictObject({
  /** Surcharge id. */
  surcharge_id: z.number().int(),
  /** Surcharge name. */
  surcharge_name: z.string(),
});
export type ZoneSurchargeUse = z.output<typeof zoneSurchargeUseSchema>;

/** GET /fe/zones/{id} and PUT's answer. */
export const zoneAnswerSchema = zoneListItemSchema.extend({
  /** Its areas, in order. */
  areas: z.array(zoneAreaAnswerSchema),
  /** Pricelists, then pricelist-type surcharges, whose grids use the zone. */
  pricelists: z.array(z.union([zonePricelistUseSchema, zoneSurchargeUseSchema])),
});
export type ZoneAnswer = z.output<typeof zoneAnswerSchema>;

/** An item of GET /fe/zones/form. */
export const zoneOptionSchema = z.strictObject({
  /** Zone id. */
  id: z.number().int(),
  /** Zone name. */
  name: z.string(),
});

/** An item of POST /fe/zones/find_by_areas: a zone holding all of the areas, with its areas. */
export const zoneWithAreasSchema = zoneAnswerSchema.omit({ pricelists: true });

/** POST /fe/zones/find_by_areas */
export const findZonesByAreasSchema = z.object({
  areas: z.array(areaFields.pick({ country: true, postcode_from: true, postcode_to: true })).min(1, REASONS.addArea),
});

/** A list of record ids given as ids or as records with an id (a GET answer sent back). */
const idList = z
  .array(
    z.union([
      z.coerce.number<number | string>({ error: REASONS.required }),
      z.object({ id: z.coerce.number<number | string>() }).transform((o) => o.id),
    ]),
  )
  .default([])
  .pipe(z.array(idField))
  .transform((ids) => [...new Set(ids)]);

/** POST/PUT /fe/services */
export const serviceSchema = z.object({
  name: lineField({ error: REASONS.required }).min(1, REASONS.required).max(200),
  /** Short code partners name the service by in the price API. */
  code: lineField({ error: REASONS.required }).min(1, REASONS.required).max(50).regex(/^\S+$/, REASONS.noSpaces),
  /** Id of the service in Cargoson, if linked. */
  cargoson_id: z.preprocess(
    (v: number | string | null | undefined) => (v === '' || v === undefined ? null : v),
    idInputField({ invalid: REASONS.id, missing: REASONS.number }).nullable(),
  ),
  /** Conditions that must all hold for the service to be offered. */
  blocks: idList,
  /** The GLEC road vehicle category it drives (ROAD_VEHICLES); null or left out: none, so no emissions. */
  vehicle: vehicleField,
  /** Its fuel (ROAD_FUELS); 'diesel' when left out. */
  fuel: fuelField,
  /** The carrier's measured well-to-wheel g CO2e per tonne-km; null or left out: the GLEC default of the vehicle. */
  emission_factor: emissionFactorField,
});
export type ServiceBody = z.output<typeof serviceSchema>;

export { idList as idListSchema };

/** An item of GET /fe/services/form. */
export const serviceOptionSchema = z.strictObject({
  /** Service id. */
  id: z.number().int(),
  /** Service name. */
  name: z.string(),
  /** Its code in the price API. */
  code: z.string(),
});
export type ServiceOption = z.output<typeof serviceOptionSchema>;

/** A row of GET /fe/services. */
export const serviceListItemSchema = serviceOptionSchema.extend({
  /** Id of the service in Cargoson; null when not linked. */
  cargoson_id: z.number().int().nullable(),
  /** Pricelists of the service. */
  pricelist_count: z.number().int(),
});

/** GET /fe/services/{id} and PUT's answer. */
export const serviceAnswerSchema = serviceListItemSchema.extend({
  /** Conditions that must all hold for the service to be offered. */
  blocks: z.array(conditionAnswerSchema),
  /** The GLEC road vehicle category; null: none named. */
  vehicle: z.enum(ROAD_VEHICLES).nullable(),
  fuel: z.enum(ROAD_FUELS),
  /** The carrier's measured g CO2e per tonne-km; null: the GLEC default. */
  emission_factor: z.number().nullable(),
});

/** POST/PUT /fe/customers (partners) */
export const partnerSchema = z.object({
  name: lineField({ error: REASONS.required }).min(1, REASONS.required).max(200),
  country,
  /** True: the general pricelist is blocked for this partner. */
  general_hidden: z.boolean().default(false),
  /**
   * What its people, mails, rate cards and workbooks read: en, et or fi; null: the carrier's. Left
   * out: a new partner's is null, a saved one keeps its own.
   */
  language: languageField.nullish(),
});
export type PartnerBody = z.output<typeof partnerSchema>;

/** An item of GET /fe/customers/form. */
export const partnerOptionSchema = z.strictObject({
  /** Partner id. */
  id: z.number().int(),
  /** Partner name. */
  name: z.string(),
  /** true: the general pricelist is blocked for this partner. */
  general_hidden: z.boolean(),
});
export type PartnerOption = z.output<typeof partnerOptionSchema>;

/** GET /fe/customers/defaults: a new partner's fields. */
export const partnerDefaultsSchema = z.strictObject({
  /** The carrier's country. */
  country: z.string(),
  /** The general pricelist is not blocked. */
  general_hidden: z.boolean(),
  /** Null: the carrier's language. */
  language: languageField.nullable(),
});

/** A row of GET /fe/customers (no token). */
export const partnerListItemSchema = partnerOptionSchema.extend({
  /** ISO 3166 alpha-2. */
  country: z.string(),
  /** When it was archived (its token and portal users stop working); null: in use. */
  archived_at: timestampField.nullable(),
  /** Its own language (en, et or fi); null: the carrier's. */
  language: languageField.nullable(),
});

/** GET /fe/customers/{id} and PUT's answer: the partner with its API token. */
export const partnerAnswerSchema = partnerListItemSchema.extend({
  /** The Bearer token of the price API. */
  token: z.string(),
});

/** PATCH /fe/customers/{id}/token: the new token (the old one stops working). */
export const partnerTokenAnswerSchema = z.strictObject({
  /** The Bearer token of the price API. */
  token: z.string(),
});
