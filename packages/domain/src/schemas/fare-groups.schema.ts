/** A pricelist's price grid: api.md "Pricelist" fare_groups and the grid settings. */
import { z } from 'zod';
import {
  DEFAULT_CBM_MULTIPLIER,
  DEFAULT_LDM_MULTIPLIER,
  LDM_ROUNDINGS,
  MIN_MAX_RULES,
  PAYWEIGHT_ROUNDINGS,
  PRICELIST_UNITS,
  PRICING_UNITS,
} from '../constants/units';
import { decimalField, idField, optionalDecimalField } from './fields';

/** Duplicate route within one fare group (seeds §5). */
export const DUPLICATE_ZONES_MESSAGE = 'Duplicate FROM - TO zones';

/** A quantity row: an inclusive upper bound (max 7 digits, step 0.01) and its pricing unit. */
export const quantityRowSchema = z.object({
  quantity: decimalField({ max: 9_999_999, digits: 2 }),
  unit: z.enum(PRICING_UNITS, { error: 'must be a pricing unit' }).default('per_shipment'),
});

const money = optionalDecimalField({ min: -1e9, max: 1e9, digits: 4 });

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
    quantities: z.array(quantityRowSchema).min(1, 'must have at least one quantity row'),
    zones: z.array(zoneRowSchema),
  })
  .superRefine((fg, ctx) => {
    fg.quantities.forEach((q, i) => {
      const before = fg.quantities[i - 1];
      if (before && q.quantity <= before.quantity) {
        ctx.addIssue({ code: 'custom', path: ['quantities', i, 'quantity'], message: 'must be greater than the row before' });
      }
    });
    const seen = new Set<string>();
    fg.zones.forEach((z, i) => {
      const key = `${z.zone_from}-${z.zone_to}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['zones', i, 'zone_to'], message: DUPLICATE_ZONES_MESSAGE });
      seen.add(key);
      if (z.prices.length !== fg.quantities.length) {
        ctx.addIssue({ code: 'custom', path: ['zones', i, 'prices'], message: 'must have one price per quantity row' });
      }
      if (z.minimum_amount != null && z.maximum_amount != null && z.minimum_amount > z.maximum_amount) {
        ctx.addIssue({ code: 'custom', path: ['zones', i, 'maximum_amount'], message: 'must not be below the minimum' });
      }
    });
  });

export const fareGroupsSchema = z.array(fareGroupSchema);

/** The grid settings of a pricelist, or of a pricelist-type surcharge's own pricelist. */
export const priceGridSchema = z.object({
  unit: z.enum(PRICELIST_UNITS, { error: 'must be a unit' }).default('payable_weight'),
  ldm_multiplier: decimalField({ max: 1e6, digits: 3 }).default(DEFAULT_LDM_MULTIPLIER),
  cbm_multiplier: decimalField({ max: 1e6, digits: 3 }).default(DEFAULT_CBM_MULTIPLIER),
  payweight_rounding: z.enum(Object.keys(PAYWEIGHT_ROUNDINGS) as ['ones', 'tens', 'hundreds']).default('ones'),
  ldm_rounding: z.enum(Object.keys(LDM_ROUNDINGS) as ['hundredths', 'tenths', 'ones']).default('tenths'),
  min_max_rule: z.enum(MIN_MAX_RULES).default('min'),
  fare_groups: fareGroupsSchema,
});
export type PriceGridBody = z.infer<typeof priceGridSchema>;
