/** The price request of the partner API and the calculator (api.md `POST /api/v1/service_price`). */
import { z } from 'zod';
import { COUNTRY_CODES } from '../constants/countries';
import { SHIPMENT_TYPES } from '../constants/units';
import { dateField, decimalField, idField, optionalDecimalField } from './fields';

/** Limits that keep every request within exact integer arithmetic, far above any real shipment. */
export const SHIPMENT_LIMITS = {
  rows: 500,
  quantity: 100_000,
  weightKg: 10_000_000,
  sideCm: 100_000,
  ldm: 100_000,
  cbm: 1_000_000,
} as const;

/** One shipment row. */
export const shipmentRowSchema = z.object({
  /** Pieces in the row. */
  quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(SHIPMENT_LIMITS.quantity),
  /** Unit code: eur_pallet, carton, ... */
  type: z.enum(SHIPMENT_TYPES, { error: 'must be a unit code' }),
  /** The row's total real weight, kg. */
  weight: decimalField({ max: SHIPMENT_LIMITS.weightKg, digits: 3 }),
  /** One piece, cm; length and width default to the type's footprint. */
  length: optionalDecimalField({ max: SHIPMENT_LIMITS.sideCm, digits: 3 }).optional(),
  width: optionalDecimalField({ max: SHIPMENT_LIMITS.sideCm, digits: 3 }).optional(),
  height: optionalDecimalField({ max: SHIPMENT_LIMITS.sideCm, digits: 3 }).optional(),
  /** The row's total loading metres; empty: computed. */
  ldm: optionalDecimalField({ max: SHIPMENT_LIMITS.ldm, digits: 3 }).optional(),
  /** The row's total cubic metres; empty: computed. */
  cbm: optionalDecimalField({ max: SHIPMENT_LIMITS.cbm, digits: 3 }).optional(),
});
export type ShipmentRowBody = z.infer<typeof shipmentRowSchema>;

/** A collection or delivery address. */
export const addressSchema = z.object({
  /** ISO 3166 alpha-2, upper-cased. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => COUNTRY_CODES.has(c), 'must be a country code'),
  /** As written: spaces and hyphens are ignored when matching ("SW1A 1AA", "00-950"). */
  postcode: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
});

const flag = z.boolean().default(false);

/** POST /api/v1/service_price */
export const priceRequestSchema = z.object({
  /** A service id or code; absent: every service. */
  service: z.union([idField, z.string().trim().min(1)]).nullish(),
  /** The signed-in calculator names the partner; a partner token implies it. */
  customer: idField.nullish(),
  /** Wished collection date; pricelists must be valid on it. Default today. */
  date: dateField.nullish(),
  collection: addressSchema,
  delivery: addressSchema,
  shipments: z.array(shipmentRowSchema).min(1, 'must have at least one row').max(SHIPMENT_LIMITS.rows),
  /** Dangerous goods. */
  adr: flag,
  /** Temperature sensitive. */
  frigo: flag,
  tail_lift: flag,
  private_person: flag,
  sideloading: flag,
  time_promise: flag,
  prenotification: flag,
  returnable_items: flag,
});
export type PriceRequestBody = z.infer<typeof priceRequestSchema>;

/** POST /api/v1/service_price: the price request plus what the answer should carry. */
export const servicePriceSchema = priceRequestSchema.extend({
  /** true: each result carries the engine's trace ("why this price"). */
  explain: z.boolean().default(false),
});
export type ServicePriceBody = z.output<typeof servicePriceSchema>;

/** POST /api/v1/bookings: confirms a quote (counts as a booking in the statistics). */
export const bookingSchema = z.object({
  /** The quote_id of a price result. */
  quote_id: z.uuid('must be a quote id'),
});
