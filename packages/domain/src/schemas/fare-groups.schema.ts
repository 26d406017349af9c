/** A pricelist's price grid: docs/api.md "Pricelist" fare_groups and the grid settings. */
import { z } from 'zod';
import {
  DEFAULT_CBM_MULTIPLIER,
  DEFAULT_LDM_MULTIPLIER,
  DEFAULT_LDM_ROUNDING,
  DEFAULT_MIN_MAX_RULE,
  DEFAULT_PAYWEIGHT_ROUNDING,
  DEFAULT_PRICELIST_UNIT,
  DEFAULT_PRICING_UNIT,
  LDM_ROUNDINGS,
  MIN_MAX_RULES,
  PAYWEIGHT_ROUNDINGS,
  PRICELIST_UNITS,
  PRICING_UNITS,
  type LdmRounding,
  type PayweightRounding,
} from '../constants/units';
import { MAX_PRICE } from '../constants/limits';
import { decimalField, idField, optionalDecimalField } from './fields';
import { REASONS } from './reasons';

/** Duplicate route within one fare group (docs/product/domain.md §5). */
export const DUPLICATE_ZONES_MESSAGE = REASONS.duplicateZones;

/** The part of a zone row the duplicate-route rule reads; a side not picked yet is null. */
export interface RouteOfRow {
  zone_from: number | null | undefined;
  zone_to: number | null | undefined;
}

/**
 * Rows of one fare group repeating the FROM - TO route of an earlier row (docs/product/domain.md §5): row index ->
 * index of the first row with that route. Rows with a zone missing are not compared.
 */
export function findDuplicateRoutes(zones: readonly RouteOfRow[]): Map<number, number> {
  const first = new Map<string, number>();
  const duplicates = new Map<number, number>();
  zones.forEach((row, index) => {
    if (row.zone_from == null || row.zone_to == null) return;
    const key = `${row.zone_from}-${row.zone_to}`;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else duplicates.set(index, earlier);
  });
  return duplicates;
}

export const PAYWEIGHT_ROUNDING_CODES = Object.keys(PAYWEIGHT_ROUNDINGS) as [PayweightRounding, ...PayweightRounding[]];
export const LDM_ROUNDING_CODES = Object.keys(LDM_ROUNDINGS) as [LdmRounding, ...LdmRounding[]];

/** A quantity row: an inclusive upper bound (max 7 digits, step 0.01) and its pricing unit. */
export const quantityRowSchema = z.object({
  quantity: decimalField({ max: 9_999_999, digits: 2 }),
  unit: z.enum(PRICING_UNITS, { error: REASONS.pricingUnit }).default(DEFAULT_PRICING_UNIT),
});

/** A price or amount of the grid: 0 to MAX_PRICE, up to 4 decimals; empty is null. */
const money = optionalDecimalField({ min: 0, max: MAX_PRICE, digits: 4 });

/** A zone row: route, transit, minimum and maximum, one price per quantity row (null: empty). */
export const zoneRowSchema = z.object({
  zone_from: idField,
  zone_to: idField,
  transit: idField.nullish(),
  minimum_amount: money.optional(),
  maximum_amount: money.optional(),
  prices: z.array(money),
});

export const fareGroupSchema = z
  .object({
    quantities: z.array(quantityRowSchema).min(1, REASONS.oneQuantityRow),
    zones: z.array(zoneRowSchema),
  })
  .superRefine((fg, ctx) => {
    fg.quantities.forEach((q, i) => {
      const before = fg.quantities[i - 1];
      if (before && q.quantity <= before.quantity) {
        ctx.addIssue({ code: 'custom', path: ['quantities', i, 'quantity'], message: REASONS.rowBefore });
      }
    });
    for (const i of findDuplicateRoutes(fg.zones).keys()) {
      ctx.addIssue({ code: 'custom', path: ['zones', i, 'zone_to'], message: DUPLICATE_ZONES_MESSAGE });
    }
    fg.zones.forEach((z, i) => {
      if (z.prices.length !== fg.quantities.length) {
        ctx.addIssue({ code: 'custom', path: ['zones', i, 'prices'], message: REASONS.pricePerRow });
      }
      if (z.minimum_amount != null && z.maximum_amount != null && z.minimum_amount > z.maximum_amount) {
        ctx.addIssue({ code: 'custom', path: ['zones', i, 'maximum_amount'], message: REASONS.belowMinimum });
      }
    });
  });

export const fareGroupsSchema = z.array(fareGroupSchema);

/** The grid settings of a pricelist, or of a pricelist-type surcharge's own pricelist, as a body takes them. */
export const gridSettingsSchema = z.object({
  unit: z.enum(PRICELIST_UNITS, { error: REASONS.unit }).default(DEFAULT_PRICELIST_UNIT),
  ldm_multiplier: decimalField({ max: 1e6, digits: 3 }).default(DEFAULT_LDM_MULTIPLIER),
  cbm_multiplier: decimalField({ max: 1e6, digits: 3 }).default(DEFAULT_CBM_MULTIPLIER),
  payweight_rounding: z.enum(PAYWEIGHT_ROUNDING_CODES).default(DEFAULT_PAYWEIGHT_ROUNDING),
  ldm_rounding: z.enum(LDM_ROUNDING_CODES).default(DEFAULT_LDM_ROUNDING),
  min_max_rule: z.enum(MIN_MAX_RULES).default(DEFAULT_MIN_MAX_RULE),
});

/** The grid settings and fare groups a body takes. */
export const priceGridSchema = gridSettingsSchema.extend({ fare_groups: fareGroupsSchema });
export type PriceGridBody = z.infer<typeof priceGridSchema>;

// ---- answers: a grid as GET /fe/pricelists/{id} and /fe/surcharges/{id} give it -------------------

/** A quantity row as stored. */
export const quantityRowAnswerSchema = z.strictObject({
  /** Inclusive upper bound of the row. */
  quantity: z.number(),
  /** How the row's price is multiplied. */
  unit: z.enum(PRICING_UNITS),
});

/** A zone row with the names of its zones and transit. */
export const zoneRowAnswerSchema = z.strictObject({
  /** Zone id of the collection side. */
  zone_from: z.number().int(),
  /** Its name. */
  zone_from_name: z.string(),
  /** Zone id of the delivery side. */
  zone_to: z.number().int(),
  /** Its name. */
  zone_to_name: z.string(),
  /** Transit id; null: no dates for this route. */
  transit: z.number().int().nullable(),
  /** Its name. */
  transit_name: z.string().nullable(),
  /** The row's own floor of the amount; null: none. */
  minimum_amount: z.number().nullable(),
  /** The row's own cap of the amount; null: none. */
  maximum_amount: z.number().nullable(),
  /** One price per quantity row, in order; null: an empty cell. */
  prices: z.array(z.number().nullable()),
});
export type ZoneRowAnswer = z.output<typeof zoneRowAnswerSchema>;

/** A fare group: its quantity rows (the columns) and zone rows. */
export const fareGroupAnswerSchema = z.strictObject({
  /** The quantity rows, ascending: one price column each. */
  quantities: z.array(quantityRowAnswerSchema),
  /** The zone rows, in the clerk's order. */
  zones: z.array(zoneRowAnswerSchema),
});
export type FareGroupAnswer = z.output<typeof fareGroupAnswerSchema>;

/** The grid settings of a pricelist, or of a pricelist-type surcharge, as stored and answered. */
export const gridSettingsAnswerSchema = z.strictObject({
  /** What the quantity rows count. */
  unit: z.enum(PRICELIST_UNITS),
  /** Kilograms per loading metre in the payable weight. */
  ldm_multiplier: z.number(),
  /** Kilograms per cubic metre in the payable weight. */
  cbm_multiplier: z.number(),
  /** The step the payable weight is rounded up to. */
  payweight_rounding: z.enum(PAYWEIGHT_ROUNDING_CODES),
  /** The step the LDM is rounded up to. */
  ldm_rounding: z.enum(LDM_ROUNDING_CODES),
  /** Whether the next (min) or previous (max) quantity row is compared, or none. */
  min_max_rule: z.enum(MIN_MAX_RULES),
});
export type GridSettings = z.output<typeof gridSettingsAnswerSchema>;
export type GridSettingField = keyof GridSettings;

/**
 * The grid settings' field names in the form's order (unit, multipliers, roundings, rule): what
 * the stored grid, the files, the version difference and the forms list, derived from the schema.
 */
export const GRID_SETTING_FIELDS: readonly GridSettingField[] = gridSettingsAnswerSchema.keyof().options;

/** The settings of a grid (a stored one, a body, a form's values), without its fare groups. */
export function pickGridSettings<T extends Record<GridSettingField, unknown>>(grid: T): Pick<T, GridSettingField> {
  const settings: Partial<Pick<T, GridSettingField>> = {};
  for (const field of GRID_SETTING_FIELDS) settings[field] = grid[field];
  // Every field of GRID_SETTING_FIELDS was copied just above.
  return settings as Pick<T, GridSettingField>;
}

/** The product's grid settings: what a body without them gets (gridSettingsSchema's defaults). */
export const DEFAULT_GRID_SETTINGS: GridSettings = gridSettingsSchema.parse({});

/** A grid's settings (a record being edited; none for a new one), each it lacks taken from `defaults`. */
export function settingsOrDefaults(
  grid: Partial<Record<GridSettingField, unknown>> | null | undefined,
  defaults: GridSettings,
): GridSettings {
  const settings = { ...defaults };
  for (const field of GRID_SETTING_FIELDS) {
    const value = grid?.[field];
    if (value !== null && value !== undefined) Object.assign(settings, { [field]: value });
  }
  return settings;
}

/** The grid settings and fare groups of a pricelist, or of a pricelist-type surcharge. */
export const priceGridAnswerSchema = gridSettingsAnswerSchema.extend({
  /** The price tables, in order. */
  fare_groups: z.array(fareGroupAnswerSchema),
});
export type PriceGridAnswer = z.output<typeof priceGridAnswerSchema>;

// ---- the stored shapes, by their schemas -------------------------------------------------------------

/** A zone row as stored, with the names of its zones and transit (zoneRowAnswerSchema). */
export type StoredZoneRow = ZoneRowAnswer;
/** A fare group as stored (fareGroupAnswerSchema). */
export type StoredFareGroup = FareGroupAnswer;
/** A grid as stored: settings and fare groups (priceGridAnswerSchema). */
export type StoredGrid = PriceGridAnswer;
/** A fare group as a body takes it, checked (fareGroupSchema). */
export type FareGroupBody = z.output<typeof fareGroupSchema>;
/** A zone row as a body takes it, checked (zoneRowSchema). */
export type ZoneRowBody = z.output<typeof zoneRowSchema>;
