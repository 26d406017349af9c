/** A pricelist as POST/PUT /fe/pricelists take it (api.md "Pricelist"). */
import { z } from 'zod';
import { CURRENCIES } from '../constants/currencies';
import { GENERAL_CUSTOMER } from '../constants/limits';
import { DEFAULT_CBM_MULTIPLIER, DEFAULT_LDM_MULTIPLIER } from '../constants/units';
import { PRICELIST_STATUSES } from '../constants/pricing';
import { priceGridSchema } from './fare-groups.schema';
import { dateField } from './fields';
import { idListSchema } from './setup.schema';

const nullableId = z.preprocess(
  (v) => (v === '' || v === undefined || v === GENERAL_CUSTOMER ? null : v),
  z.coerce.number({ error: 'must be an id' }).int('must be an id').positive('must be an id').nullable(),
);

export const pricelistSchema = priceGridSchema
  .extend({
    /** Optional; blank shows as General. */
    name: z.string().trim().max(200).nullish().transform((v) => v ?? ''),
    /** The partner it is for; null: the general pricelist of the service. */
    customer_id: nullableId,
    service_id: z.coerce.number({ error: 'is required' }).int('is required').positive('is required'),
    currency: z.enum(CURRENCIES, { error: 'must be one of the currencies' }).default('EUR'),
    status: z.enum(PRICELIST_STATUSES, { error: 'must be prepared, proposed or completed' }).default('prepared'),
    /** Inclusive validity, yyyy-mm-dd. */
    valid_from: dateField,
    valid_to: dateField,
    active: z.boolean().default(true),
    comment: z.string().max(2000).nullish().transform((v) => v ?? ''),
    /** Surcharge ids, in the order their lines show. */
    surcharges: idListSchema,
    /** Limits: the pricelist prices only shipments meeting every one. */
    blocks: idListSchema,
    /** Conditions under which LDM counts in the payable weight (none: always). */
    ldm_blocks: idListSchema,
  })
  .refine((p) => p.valid_from <= p.valid_to, { message: 'must not be before valid_from', path: ['valid_to'] });
export type PricelistBody = z.output<typeof pricelistSchema>;

/** Defaults of a new pricelist (seeds §9): valid from `today` ('yyyy-mm-dd') for one year. */
export function pricelistDefaults(today: string) {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February next year does not exist: fall back to the 28th.
  const nextYearDay = month === 2 && day === 29 ? 28 : day;
  const valid_to = `${year + 1}-${String(month).padStart(2, '0')}-${String(nextYearDay).padStart(2, '0')}`;
  return {
    currency: 'EUR' as const,
    min_max_rule: 'min' as const,
    ldm_default: DEFAULT_LDM_MULTIPLIER,
    cbm_default: DEFAULT_CBM_MULTIPLIER,
    ldm_rounding: 'tenths' as const,
    payweight_rounding: 'ones' as const,
    unit: 'payable_weight' as const,
    status: 'prepared' as const,
    valid_from: today,
    valid_to,
  };
}
