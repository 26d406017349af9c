/** A surcharge as POST/PUT /fe/surcharges take it (api.md "Surcharge"). */
import { z } from 'zod';
import { CURRENCIES } from '../constants/currencies';
import { SURCHARGE_TYPES } from '../constants/pricing';
import { priceGridSchema } from './fare-groups.schema';
import { optionalDecimalField } from './fields';
import { idListSchema } from './setup.schema';

/** The unit a new pricelist-type surcharge's grid counts (seeds §4). */
export const DEFAULT_SURCHARGE_UNIT = 'eur_pallet';

const optionalAmount = optionalDecimalField({ min: -1e9, max: 1e9, digits: 4 });
const optionalZone = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number({ error: 'must be a zone' }).int('must be a zone').positive('must be a zone').nullable(),
);

/** A route whose amounts replace the surcharge's own; an empty side matches any address. */
export const zoneConditionSchema = z.object({
  zone_from: optionalZone,
  zone_to: optionalZone,
  // A refinement, not a type check, so the other fields' errors are reported in the same pass.
  amount: optionalAmount
    .optional()
    .refine((v) => v !== null && v !== undefined, 'is required')
    .transform((v) => v as number),
  minimum_amount: optionalAmount.optional().transform((v) => v ?? null),
  maximum_amount: optionalAmount.optional().transform((v) => v ?? null),
});

export const surchargeSchema = z
  .object({
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
    /** percentage (default), constant or pricelist. */
    type: z.enum(SURCHARGE_TYPES, { error: 'must be percentage, constant or pricelist' }).default('percentage'),
    /** The currency of its amounts; converted into the pricelist's when pricing. */
    currency: z.enum(CURRENCIES, { error: 'must be one of the currencies' }).default('EUR'),
    /** Added into the Freight line instead of its own line. */
    hidden: z.boolean().default(false),
    /** percentage: percent of the base; constant: money per shipment. */
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
  })
  .superRefine((s, ctx) => {
    if (s.type !== 'pricelist' && s.amount === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'is required' });
    if (s.type === 'pricelist' && !s.pricelist) ctx.addIssue({ code: 'custom', path: ['pricelist'], message: 'is required' });
    if (s.minimum_amount !== null && s.maximum_amount !== null && s.minimum_amount > s.maximum_amount) {
      ctx.addIssue({ code: 'custom', path: ['maximum_amount'], message: 'must not be below the minimum' });
    }
  })
  // Each type keeps only the fields it uses (seeds §4: the form switches with the type).
  .transform((s) => ({
    ...s,
    amount: s.type === 'pricelist' ? null : s.amount,
    minimum_amount: s.type === 'percentage' ? s.minimum_amount : null,
    maximum_amount: s.type === 'percentage' ? s.maximum_amount : null,
    dependencies: s.type === 'percentage' ? s.dependencies : [],
    zone_conditions: s.type === 'pricelist' ? [] : s.zone_conditions,
    ldm_blocks: s.type === 'pricelist' ? s.ldm_blocks : [],
    pricelist: s.type === 'pricelist' ? (s.pricelist ?? null) : null,
  }));
export type SurchargeBody = z.output<typeof surchargeSchema>;
