/** The price request of the partner API and the calculator (docs/api.md `POST /api/v1/service_price`). */
import { z } from 'zod';
import { COUNTRY_CODES } from '../constants/countries';
import { SHIPMENT_TYPES, type ShipmentType } from '../constants/units';
import { readPostcode } from '../zones/postcode-format';
import { dateField, decimalField, idField, lineField, optionalDecimalField, textField } from './fields';
import { REASONS } from './reasons';

/** Limits that keep every request within exact integer arithmetic, far above any real shipment. */
export const SHIPMENT_LIMITS = {
  rows: 500,
  quantity: 100_000,
  weightKg: 10_000_000,
  sideCm: 100_000,
  ldm: 100_000,
  cbm: 1_000_000,
} as const;

/** One shipment row. Descriptions go into the partner API's OpenAPI document. */
export const shipmentRowSchema = z.object({
  quantity: z.number().int(REASONS.wholeNumber).min(1, REASONS.atLeast(1)).max(SHIPMENT_LIMITS.quantity).describe('Pieces in the row'),
  // `ftl`, the trade's word for a full 13.6 m trailer, is read as full_load (docs/api.md "Distance-priced loads").
  type: z
    .enum([...SHIPMENT_TYPES, 'ftl'] as const, { error: REASONS.unitCode })
    .transform((t): ShipmentType => (t === 'ftl' ? 'full_load' : t))
    .describe('Unit code: eur_pallet, carton, ..., full_load (or ftl: a full 13.6 m trailer)'),
  weight: decimalField({ max: SHIPMENT_LIMITS.weightKg, digits: 3, measure: 'kg' }).describe("The row's total real weight, kg"),
  length: optionalDecimalField({ max: SHIPMENT_LIMITS.sideCm, digits: 3, measure: 'cm' })
    .optional()
    .describe("One piece, cm; default: the type's footprint"),
  width: optionalDecimalField({ max: SHIPMENT_LIMITS.sideCm, digits: 3, measure: 'cm' })
    .optional()
    .describe("One piece, cm; default: the type's footprint"),
  height: optionalDecimalField({ max: SHIPMENT_LIMITS.sideCm, digits: 3, measure: 'cm' }).optional().describe('One piece, cm'),
  ldm: optionalDecimalField({ max: SHIPMENT_LIMITS.ldm, digits: 3, measure: 'LDM' })
    .optional()
    .describe("The row's total loading metres; empty: computed from the footprint"),
  cbm: optionalDecimalField({ max: SHIPMENT_LIMITS.cbm, digits: 3, measure: 'm³' })
    .optional()
    .describe("The row's total cubic metres; empty: computed from the dimensions"),
});
export type ShipmentRowBody = z.infer<typeof shipmentRowSchema>;

/** A collection or delivery address, its postcode not yet checked against the country's format. */
export const addressFieldsSchema = z.object({
  country: lineField()
    .toUpperCase()
    .refine((c) => COUNTRY_CODES.has(c), REASONS.countryCode)
    .describe('ISO 3166 alpha-2 country code (EE)'),
  postcode: lineField()
    .min(1, REASONS.required)
    .max(20, REASONS.maxChars(20))
    .describe(
      'The country\'s postcode: spaces, hyphens and a leading country prefix are dropped ("LV-1001" is 1001); one that cannot be a postcode of the country is refused ("FI postcodes have 5 digits")',
    ),
});

/** A collection or delivery address: the postcode normalised and checked against the country's format. */
export const addressSchema = addressFieldsSchema.check((ctx) => {
  // Checked only once both fields are valid: the country picks the format.
  if (ctx.issues.length > 0) return;
  const read = readPostcode(ctx.value.country, ctx.value.postcode);
  if (read.ok) ctx.value.postcode = read.postcode;
  else ctx.issues.push({ code: 'custom', message: read.reason, path: ['postcode'], input: ctx.value.postcode });
});

const flag = (description: string) => z.boolean().default(false).describe(description);

/** The longest reference a price request may carry. */
export const REFERENCE_MAX = 100;

/** POST /api/v1/service_price */
export const priceRequestSchema = z.object({
  service: z
    .union([idField, lineField().min(1)])
    .nullish()
    .describe('A service id or code; absent: every service'),
  customer: idField.nullish().describe('The calculator (signed in) names the partner; a partner token implies it'),
  date: dateField.nullish().describe('Wished collection date yyyy-mm-dd; pricelists must be valid on it. Default today'),
  reference: lineField()
    .max(REFERENCE_MAX, REASONS.maxChars(REFERENCE_MAX))
    .nullish()
    .describe("The shipment's reference in the caller's system: kept with the quote, searchable in the partner portal"),
  collection: addressSchema.describe('Where the goods are collected'),
  delivery: addressSchema.describe('Where the goods are delivered'),
  shipments: z.array(shipmentRowSchema).min(1, REASONS.oneRow).max(SHIPMENT_LIMITS.rows).describe('The rows of the shipment'),
  adr: flag('Dangerous goods'),
  frigo: flag('Temperature sensitive'),
  tail_lift: flag('A tail lift is needed'),
  private_person: flag('Delivered to a private person'),
  sideloading: flag('Loaded from the side'),
  time_promise: flag('Delivered at a promised time'),
  prenotification: flag('The receiver is notified before delivery'),
  returnable_items: flag('Returnable items (pallets, crates) come back'),
});
export type PriceRequestBody = z.infer<typeof priceRequestSchema>;

/** POST /api/v1/service_price: the price request plus what the answer should carry. */
/**
 * A request as its quote recorded it (GET /api/v1/quotes/{id} reads it back): priceRequestSchema,
 * but its texts as they were accepted before one-line fields refused control characters, so a
 * quote recorded then still reads.
 */
export const recordedPriceRequestSchema = priceRequestSchema.extend({
  service: z.union([idField, textField().trim().min(1)]).nullish(),
  reference: textField().trim().max(REFERENCE_MAX).nullish(),
});

export const servicePriceSchema = priceRequestSchema.extend({
  explain: z
    .boolean()
    .default(false)
    .describe('true: each result carries the trace of its price (weight basis, zone row, quantity row, rule, surcharges)'),
});
export type ServicePriceBody = z.output<typeof servicePriceSchema>;

/** POST /api/v1/bookings: confirms a quote (counts as a booking in the statistics). */
export const bookingSchema = z.object({
  quote_id: z.uuid(REASONS.quoteId).describe('The quote_id of a price result'),
});
