/** A pricelist as POST/PUT /fe/pricelists take it (docs/api.md "Pricelist"). */
import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../constants/currencies';
import { GENERAL_CUSTOMER } from '../constants/limits';
import { DEFAULT_PRICELIST_STATUS, PRICELIST_STATUSES, SURCHARGE_TYPES, type PricelistStatus } from '../constants/pricing';
import { PRICELIST_UNITS } from '../constants/units';
import {
  DEFAULT_GRID_SETTINGS,
  gridSettingsAnswerSchema,
  pickGridSettings,
  priceGridAnswerSchema,
  priceGridSchema,
  type GridSettings,
} from './fare-groups.schema';
import { dayField, editVersionField, idInputField, lineField, textField, timestampField, validityDateField } from './fields';
import { healthSummarySchema } from './health.schema';
import { idListSchema } from './setup.schema';
import { REASONS } from './reasons';

/** The longest pricelist name. */
export const PRICELIST_NAME_MAX = 200;

const nullableId = z.preprocess(
  (v: number | string | null | undefined) => (v === '' || v === undefined || v === GENERAL_CUSTOMER ? null : v),
  idInputField().nullable(),
);

export const pricelistSchema = priceGridSchema
  .extend({
    /** Optional; blank shows as General. */
    name: lineField()
      .max(PRICELIST_NAME_MAX)
      .nullish()
      .transform((v) => v ?? ''),
    /** The partner it is for; null: the general pricelist of the service. */
    customer_id: nullableId,
    service_id: idInputField({ missing: REASONS.required }),
    currency: z.enum(CURRENCIES, { error: REASONS.currency }).default(DEFAULT_CURRENCY),
    status: z.enum(PRICELIST_STATUSES, { error: REASONS.pricelistStatus }).default(DEFAULT_PRICELIST_STATUS),
    /** Inclusive validity, yyyy-mm-dd, years VALIDITY_MIN_YEAR to VALIDITY_MAX_YEAR. */
    valid_from: validityDateField,
    valid_to: validityDateField,
    active: z.boolean().default(true),
    comment: textField()
      .max(2000)
      .nullish()
      .transform((v) => v ?? ''),
    /** Surcharge ids, in the order their lines show. */
    surcharges: idListSchema,
    /** Limits: the pricelist prices only shipments meeting every one. */
    blocks: idListSchema,
    /** Conditions under which LDM counts in the payable weight (none: always). */
    ldm_blocks: idListSchema,
    /** The version the client loaded: required on a PUT (422 without, 409 older or newer than stored); a create sends none. */
    version: editVersionField,
  })
  .refine((p) => p.valid_from <= p.valid_to, { message: REASONS.notBeforeValidFrom, path: ['valid_to'] });
export type PricelistBody = z.output<typeof pricelistSchema>;

/** The grid settings but the multipliers, which the defaults name `ldm_default` and `cbm_default`. */
const defaultedSettingsSchema = gridSettingsAnswerSchema.omit({ ldm_multiplier: true, cbm_multiplier: true });

/** GET /fe/pricelists/defaults: what a new pricelist starts with. */
export const pricelistDefaultsSchema = z.strictObject({
  /** The currency of its prices. */
  currency: z.enum(CURRENCIES),
  /** The LDM multiplier (kg per loading metre). */
  ldm_default: z.number(),
  /** The CBM multiplier (kg per cubic metre). */
  cbm_default: z.number(),
  /** Its status. */
  status: z.enum(PRICELIST_STATUSES),
  /** Today in the carrier's time zone. */
  valid_from: dayField,
  /** The same day a year later. */
  valid_to: dayField,
  // unit, the roundings and the min/max rule, as gridSettingsAnswerSchema has them.
  ...defaultedSettingsSchema.shape,
});
export type PricelistDefaults = z.output<typeof pricelistDefaultsSchema>;

/** Defaults of a new pricelist (docs/product/domain.md §9): valid from `today` ('yyyy-mm-dd') for one year. */
export function pricelistDefaults(today: string): PricelistDefaults {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February next year does not exist: fall back to the 28th.
  const nextYearDay = month === 2 && day === 29 ? 28 : day;
  const valid_to = `${year + 1}-${String(month).padStart(2, '0')}-${String(nextYearDay).padStart(2, '0')}`;
  const { ldm_multiplier, cbm_multiplier, ...settings } = DEFAULT_GRID_SETTINGS;
  return {
    currency: DEFAULT_CURRENCY,
    ldm_default: ldm_multiplier,
    cbm_default: cbm_multiplier,
    ...settings,
    status: DEFAULT_PRICELIST_STATUS,
    valid_from: today,
    valid_to,
  };
}

/** The grid settings of a pricelist's defaults (which name the multipliers `ldm_default`, `cbm_default`). */
export function defaultGridSettings(defaults: PricelistDefaults): GridSettings {
  return pickGridSettings({ ...defaults, ldm_multiplier: defaults.ldm_default, cbm_multiplier: defaults.cbm_default });
}

/**
 * What a copy (/pricelists/new?base=) starts from: the base named "Copy of {name}" (a blank name
 * shows as General), Disabled and prepared, so it prices nothing until the clerk turns it on
 * (a copy of a live pricelist would otherwise replace it at once: docs/pricing.md §9).
 */
export function pricelistCopy<T extends { name?: string | null }>(
  base: T,
): Omit<T, 'name' | 'active' | 'status'> & {
  name: string;
  active: false;
  status: PricelistStatus;
} {
  const name = `Copy of ${base.name?.trim() || 'General'}`.slice(0, PRICELIST_NAME_MAX);
  return { ...base, name, active: false, status: DEFAULT_PRICELIST_STATUS };
}

// ---- answers --------------------------------------------------------------------------------------

/** An element of GET /fe/pricelists/form?service=: a pricelist of the service to pick (unpaged). */
export const pricelistOptionSchema = z.strictObject({
  /** Pricelist id. */
  id: z.number().int(),
  /** '' shows as General. */
  name: z.string(),
  /** First day it is valid on. */
  valid_from: dayField,
  /** Last day it is valid on (inclusive). */
  valid_to: dayField,
});
export type PricelistOption = z.output<typeof pricelistOptionSchema>;

/** A row of GET /fe/pricelists (docs/fe-calls.md "Pricelists"). */
export const pricelistListItemSchema = z.strictObject({
  /** Pricelist id. */
  id: z.number().int(),
  /** '' shows as General. */
  name: z.string(),
  /** false: prices nothing, listed as Disabled. */
  active: z.boolean(),
  /** First day it is valid on. */
  valid_from: dayField,
  /** Last day it is valid on (inclusive). */
  valid_to: dayField,
  /** The clerk's note. */
  comment: z.string(),
  /** The service it prices. */
  service_id: z.number().int(),
  /** That service's name. */
  service_name: z.string(),
  /** The partner it is for; null: the general pricelist of the service. */
  customer_id: z.number().int().nullable(),
  /** That partner's name; null: general. */
  customer_name: z.string().nullable(),
  /** What its quantity rows count. */
  unit: z.enum(PRICELIST_UNITS),
  /** The currency of its prices. */
  currency: z.enum(CURRENCIES),
  /** prepared, proposed or completed. */
  status: z.enum(PRICELIST_STATUSES),
  /** The carrier that owns it. */
  carrier_id: z.number().int(),
  /** The latest price request it answered; null: none yet. */
  last_activity: timestampField.nullable(),
  /** Last saved. */
  updated_at: timestampField,
  /** 1 on create, +1 on every save; a PUT sends it back (docs/api.md "Concurrent edits"). */
  version: z.number().int(),
  /** Its health check in short (the list's badge); null when it could not be checked. */
  health: healthSummarySchema,
});
export type PricelistListItem = z.output<typeof pricelistListItemSchema>;

/** A surcharge line of a pricelist, in the order the lines show. */
export const pricelistSurchargeAnswerSchema = z.strictObject({
  /** Surcharge id. */
  id: z.number().int(),
  /** Surcharge name. */
  name: z.string(),
  /** percentage, constant or pricelist. */
  type: z.enum(SURCHARGE_TYPES),
  /** percentage: the percent; constant: the money; pricelist: null. */
  amount: z.number().nullable(),
});
export type PricelistSurchargeAnswer = z.output<typeof pricelistSurchargeAnswerSchema>;

/** GET /fe/pricelists/{id} and PUT's answer: the list fields (no updated_at, no health), grid, links. */
export const pricelistAnswerSchema = pricelistListItemSchema
  .omit({ updated_at: true, health: true })
  .extend(priceGridAnswerSchema.shape)
  .extend({
    /** Limit condition ids: it prices only shipments meeting every one. */
    blocks: z.array(z.number().int()),
    /** Condition ids under which LDM counts in the payable weight. */
    ldm_blocks: z.array(z.number().int()),
    /** Its surcharges, in order. */
    surcharges: z.array(pricelistSurchargeAnswerSchema),
  });
export type PricelistAnswer = z.output<typeof pricelistAnswerSchema>;

// ---- saves that take over lanes (docs/api.md) -------------------------------------------------------------

/** POST /fe/pricelists and PUT /fe/pricelists/{id} query. */
export const pricelistSaveQuerySchema = z.object({
  /** true: save nothing, answer only `takes_over` (the web app asks before saving). */
  check: z
    .enum(['true', 'false'], { error: REASONS.boolean })
    .default('false')
    .transform((v) => v === 'true'),
});

/** A live pricelist whose lanes the saved one answers instead (domain `laneTakeovers`). */
export const laneTakeoverSchema = z.strictObject({
  /** The pricelist taken over. */
  pricelist_id: z.number().int(),
  /** Its name; '' shows as General. */
  name: z.string(),
  /** The first day taken over (the later of the two validity starts). */
  from: dayField.nullable(),
  /** The last day taken over (the earlier of the two validity ends). */
  to: dayField.nullable(),
  /** Its lanes (zone_from -> zone_to) the saved pricelist prices instead from `from`. */
  lanes: z.number().int(),
  /** Its lanes the saved pricelist has no zone row for: unpriced from `from` (no fallback to it). */
  unpriced_lanes: z.number().int(),
});
export type LaneTakeoverAnswer = z.output<typeof laneTakeoverSchema>;

const takesOver = {
  /** The live pricelists (same service and partner, overlapping validity) this save takes lanes from; on an update only what it changes. */
  takes_over: z.array(laneTakeoverSchema),
};

/** POST /fe/pricelists?check=true and PUT ...?check=true: what the save would take over; nothing is saved. */
export const pricelistCheckAnswerSchema = z.strictObject(takesOver);
export type PricelistCheckAnswer = z.output<typeof pricelistCheckAnswerSchema>;

/** POST /fe/pricelists: 201, the new id. */
export const pricelistCreateAnswerSchema = z.strictObject({ id: z.number().int(), ...takesOver });

/** PUT /fe/pricelists/{id}: the record as GET answers it. */
export const pricelistUpdateAnswerSchema = pricelistAnswerSchema.extend(takesOver);
