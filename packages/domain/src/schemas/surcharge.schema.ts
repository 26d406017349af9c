/** A surcharge as POST/PUT /fe/surcharges take it (docs/api.md "Surcharge"). */
import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../constants/currencies';
import { MAX_PRICE, SURCHARGE_PERCENT_MAX, SURCHARGE_PERCENT_MIN } from '../constants/limits';
import { AMOUNT_SOURCES, DEFAULT_SURCHARGE_TYPE, SURCHARGE_TYPES, type SurchargeType } from '../constants/pricing';
import { DEFAULT_SURCHARGE_UNIT } from '../constants/units';
import { priceGridAnswerSchema, priceGridSchema } from './fare-groups.schema';
import { editVersionField, idInputField, lineField, optionalDecimalField, timestampField } from './fields';
import { idListSchema } from './setup.schema';
import { REASONS } from './reasons';

/** The fields of a surcharge that only some types use. */
export interface SurchargeTypedFields {
  type: SurchargeType;
  amount_source?: string;
  amount: unknown;
  minimum_amount: unknown;
  maximum_amount: unknown;
  dependencies: readonly unknown[];
  zone_conditions: readonly unknown[];
  ldm_blocks: readonly unknown[];
  pricelist?: unknown;
}

/** A surcharge with the fields its type does not use emptied. */
export type PrunedSurcharge<S extends SurchargeTypedFields> = Omit<S, 'amount' | 'minimum_amount' | 'maximum_amount' | 'pricelist'> & {
  amount: S['amount'] | null;
  minimum_amount: S['minimum_amount'] | null;
  maximum_amount: S['maximum_amount'] | null;
  pricelist: NonNullable<S['pricelist']> | null;
};

/**
 * Each surcharge type keeps only the fields it uses (docs/product/domain.md §4: the form switches with the type):
 * percentage the amount (%), minimum, maximum, dependencies and zone conditions; constant the
 * amount and zone conditions; pricelist its own grid and LDM blocks. The rest is emptied. A
 * fuel-indexed percentage (amount_source fuel_index) takes its percent from the fuel index for
 * every route: its amount and zone conditions are emptied too (minimum, maximum and dependencies stay).
 */
export function pruneSurchargeForType<S extends SurchargeTypedFields>(s: S): PrunedSurcharge<S> {
  const { type } = s;
  const indexed = type === 'percentage' && s.amount_source === 'fuel_index';
  return {
    ...s,
    amount: type === 'pricelist' || indexed ? null : s.amount,
    minimum_amount: type === 'percentage' ? s.minimum_amount : null,
    maximum_amount: type === 'percentage' ? s.maximum_amount : null,
    dependencies: type === 'percentage' ? s.dependencies : [],
    zone_conditions: type === 'pricelist' || indexed ? [] : s.zone_conditions,
    ldm_blocks: type === 'pricelist' ? s.ldm_blocks : [],
    pricelist: type === 'pricelist' ? (s.pricelist ?? null) : null,
  } as PrunedSurcharge<S>;
}

/** An amount of a surcharge: a negative one is a discount (docs/pricing.md), at most MAX_PRICE either way. */
const optionalAmount = optionalDecimalField({ min: -MAX_PRICE, max: MAX_PRICE, digits: 4 });

/** Why a percentage surcharge's `amount` (%) is out of bounds, or null. */
export function surchargePercentProblem(amount: number): string | null {
  if (amount > SURCHARGE_PERCENT_MAX) return REASONS.atMost(`${SURCHARGE_PERCENT_MAX} %`);
  if (amount < SURCHARGE_PERCENT_MIN) return REASONS.atLeast(`${SURCHARGE_PERCENT_MIN} %`);
  return null;
}
const optionalZone = z.preprocess(
  (v: number | string | null | undefined) => (v === '' || v === undefined ? null : v),
  idInputField({ invalid: REASONS.zone }).nullable(),
);

/** A route whose amounts replace the surcharge's own; an empty side matches any address. */
export const zoneConditionSchema = z.object({
  zone_from: optionalZone,
  zone_to: optionalZone,
  // A refinement, not a type check, so the other fields' errors are reported in the same pass.
  amount: optionalAmount
    .optional()
    .refine((v) => v !== null && v !== undefined, REASONS.required)
    .transform((v) => v as number),
  minimum_amount: optionalAmount.optional().transform((v) => v ?? null),
  maximum_amount: optionalAmount.optional().transform((v) => v ?? null),
});

export const surchargeSchema = z
  .object({
    name: lineField({ error: REASONS.required }).min(1, REASONS.required).max(200),
    /** percentage (default), constant or pricelist. */
    type: z.enum(SURCHARGE_TYPES, { error: REASONS.surchargeType }).default(DEFAULT_SURCHARGE_TYPE),
    /** The currency of its amounts; converted into the pricelist's when pricing. */
    currency: z.enum(CURRENCIES, { error: REASONS.currency }).default(DEFAULT_CURRENCY),
    /** Added into the Freight line instead of its own line. */
    hidden: z.boolean().default(false),
    /**
     * percentage only: 'fuel_index' takes the percent from the carrier's fuel index (GET /fe/fuel_index)
     * by the collection month, and `amount` and zone conditions are then not used (emptied); default 'fixed'.
     */
    amount_source: z.enum(AMOUNT_SOURCES, { error: REASONS.amountSource }).default('fixed'),
    /** percentage: percent of the base; constant: money per shipment. Not used with amount_source fuel_index. */
    amount: optionalAmount.optional().transform((v) => v ?? null),
    /** percentage only: the amount is raised to / capped at these. */
    minimum_amount: optionalAmount.optional().transform((v) => v ?? null),
    maximum_amount: optionalAmount.optional().transform((v) => v ?? null),
    /** true: every condition must hold; false: any one. */
    all_conditions_needed: z.boolean().default(false),
    /** Its conditions; none: it always applies. */
    blocks: idListSchema,
    /** type pricelist: conditions under which LDM counts in its payable weight. */
    ldm_blocks: idListSchema,
    /** percentage: surcharges whose amounts add to the base. */
    dependencies: idListSchema,
    zone_conditions: z.array(zoneConditionSchema).default([]),
    /** type pricelist: its own grid. */
    pricelist: priceGridSchema.extend({ unit: priceGridSchema.shape.unit.unwrap().default(DEFAULT_SURCHARGE_UNIT) }).nullish(),
    /** The version the client loaded: required on a PUT (422 without, 409 older or newer than stored); a create sends none. */
    version: editVersionField,
  })
  .superRefine((s, ctx) => {
    const indexed = s.amount_source === 'fuel_index';
    if (indexed && s.type !== 'percentage')
      ctx.addIssue({
        code: 'custom',
        path: ['amount_source'],
        message: REASONS.fixedOnly,
      });
    if (s.type !== 'pricelist' && !indexed && s.amount === null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: REASONS.required });
    if (s.type === 'percentage') {
      // A percent, not money: its own bounds, on the surcharge and on each zone condition.
      const percents: [path: (string | number)[], amount: number | null][] = [
        [['amount'], indexed ? null : s.amount],
        ...(indexed ? [] : s.zone_conditions).map((c, i): [(string | number)[], number] => [['zone_conditions', i, 'amount'], c.amount]),
      ];
      for (const [path, amount] of percents) {
        const problem = amount === null ? null : surchargePercentProblem(amount);
        if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
      }
    }
    if (s.type === 'pricelist' && !s.pricelist) ctx.addIssue({ code: 'custom', path: ['pricelist'], message: REASONS.required });
    if (s.minimum_amount !== null && s.maximum_amount !== null && s.minimum_amount > s.maximum_amount) {
      ctx.addIssue({ code: 'custom', path: ['maximum_amount'], message: REASONS.belowMinimum });
    }
  })
  .transform(pruneSurchargeForType);
export type SurchargeBody = z.output<typeof surchargeSchema>;

// ---- answers --------------------------------------------------------------------------------------

/** A row of GET /fe/surcharges (docs/fe-calls.md "Surcharges"). */
export const surchargeListItemSchema = z.strictObject({
  /** Surcharge id. */
  id: z.number().int(),
  /** Surcharge name: its charge line. */
  name: z.string(),
  /** percentage, constant or pricelist. */
  type: z.enum(SURCHARGE_TYPES),
  /** The currency of its amounts. */
  currency: z.enum(CURRENCIES),
  /** Added into the Freight line instead of its own line. */
  hidden: z.boolean(),
  /** percentage: fixed (its amount) or fuel_index (the fuel index's band); the other types: fixed. */
  amount_source: z.enum(AMOUNT_SOURCES),
  /** percentage: the percent; constant: the money; pricelist and fuel-indexed: null. */
  amount: z.number().nullable(),
  /** percentage only: the amount is raised to this; null otherwise or when unset. */
  minimum_amount: z.number().nullable(),
  /** percentage only: the amount is capped at this; null otherwise or when unset. */
  maximum_amount: z.number().nullable(),
  /** true: every condition must hold; false: any one. */
  all_conditions_needed: z.boolean(),
  /** Last saved. */
  updated_at: timestampField,
  /** 1 on create, +1 on every save; a PUT sends it back (docs/api.md "Concurrent edits"). */
  version: z.number().int(),
  /** When it was archived (it charges nothing until restored); null: in use. */
  archived_at: timestampField.nullable(),
});
export type SurchargeListItem = z.output<typeof surchargeListItemSchema>;

/** A route whose amounts replace the surcharge's own; a null zone is any address. */
export const zoneConditionAnswerSchema = z.strictObject({
  /** Collection zone id; null: any. */
  zone_from: z.number().int().nullable(),
  /** Its name. */
  zone_from_name: z.string().nullable(),
  /** Delivery zone id; null: any. */
  zone_to: z.number().int().nullable(),
  /** Its name. */
  zone_to_name: z.string().nullable(),
  /** Replaces the surcharge's amount on this route. */
  amount: z.number(),
  /** percentage: replaces its minimum; null: none. */
  minimum_amount: z.number().nullable(),
  /** percentage: replaces its maximum; null: none. */
  maximum_amount: z.number().nullable(),
});
export type ZoneConditionAnswer = z.output<typeof zoneConditionAnswerSchema>;

/** GET /fe/surcharges/{id} and PUT's answer. */
export const surchargeAnswerSchema = surchargeListItemSchema.extend({
  /** Its condition ids; none: it always applies. */
  blocks: z.array(z.number().int()),
  /** type pricelist: condition ids under which LDM counts in its payable weight. */
  ldm_blocks: z.array(z.number().int()),
  /** percentage: the surcharges whose amounts add to its base. */
  dependencies: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  /** percentage and constant: amounts per route, in order. */
  zone_conditions: z.array(zoneConditionAnswerSchema),
  /** type pricelist: its own grid; null for the other types. */
  pricelist: priceGridAnswerSchema.nullable(),
});
export type SurchargeAnswer = z.output<typeof surchargeAnswerSchema>;

/** An item of GET /fe/surcharges/form: the pricelist form's picker. */
export const surchargeOptionSchema = surchargeListItemSchema.pick({
  id: true,
  name: true,
  type: true,
  amount_source: true,
  amount: true,
  currency: true,
});
export type SurchargeOption = z.output<typeof surchargeOptionSchema>;
