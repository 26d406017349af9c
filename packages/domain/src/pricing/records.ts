/**
 * The price data the engine compiles, shaped like docs/api.md's "Record shapes" so database rows can be
 * passed straight in: ids are integers, decimals may be numbers or strings ("25.00" from a
 * PostgreSQL numeric column), dates are 'yyyy-mm-dd' strings, references are ids.
 */
import type { ConditionRecord } from '../conditions/conditions';
import type { PricingUnit } from '../constants/units';

export type { AreaRecord } from '../zones/area-index';
export type { ZoneRecord } from '../zones/zone-locator';
export type { TransitRecord } from '../dates/transit-dates';
export type { ConditionRecord } from '../conditions/conditions';

/** A decimal as JSON or PostgreSQL gives it. */
export type Decimal = number | string;

/** A condition referenced by id, or given inline (a service's GET shape lists them inline). */
export type ConditionRef = number | ConditionRecord;

/** A quantity row: an inclusive upper bound and how its price multiplies. */
export interface QuantityRecord {
  quantity: Decimal;
  /** Default per_shipment. */
  unit?: PricingUnit | null;
}

/** A zone row: a route and one price per quantity row (null: empty cell). */
export interface ZoneRowRecord {
  zone_from: number;
  zone_to: number;
  /** Transit id; null: no dates. */
  transit?: number | null;
  minimum_amount?: Decimal | null;
  maximum_amount?: Decimal | null;
  prices: ReadonlyArray<Decimal | null>;
}

/** A fare group ("traffic"). */
export interface FareGroupRecord {
  quantities: readonly QuantityRecord[];
  zones: readonly ZoneRowRecord[];
}

/** What a price grid needs: a pricelist, or a surcharge's own pricelist (docs/pricing.md §2-5). */
export interface GridRecord {
  /** Pricelist unit (docs/pricing.md §3); default payable_weight. */
  unit?: string | null;
  /** Default DEFAULT_LDM_MULTIPLIER. */
  ldm_multiplier?: Decimal | null;
  /** Default DEFAULT_CBM_MULTIPLIER. */
  cbm_multiplier?: Decimal | null;
  /** ones | tens | hundreds; default ones. */
  payweight_rounding?: string | null;
  /** hundredths | tenths | ones; default tenths. */
  ldm_rounding?: string | null;
  /** none | min | max; default min. */
  min_max_rule?: string | null;
  fare_groups?: readonly FareGroupRecord[] | null;
}

/** A pricelist (docs/api.md "Pricelist" plus the stored id, archived flag and references). */
export interface PricelistRecord extends GridRecord {
  id: number;
  name?: string | null;
  service_id: number;
  /** The partner it belongs to; null: the general pricelist. */
  customer_id?: number | null;
  /** Default EUR. */
  currency?: string | null;
  /** Default true. */
  active?: boolean | null;
  archived?: boolean | null;
  /** 'yyyy-mm-dd', inclusive; null: open-ended. */
  valid_from?: string | null;
  valid_to?: string | null;
  /** Surcharge ids (or objects with an id, as GET answers them), in display order. */
  surcharges?: ReadonlyArray<number | { id: number }> | null;
  /** Limits of the pricelist. */
  blocks?: readonly ConditionRef[] | null;
  /** Conditions under which LDM weighs in the payable weight (none: always). */
  ldm_blocks?: readonly ConditionRef[] | null;
}

/** A zone condition of a surcharge: a route whose amounts replace the surcharge's. */
export interface ZoneConditionRecord {
  /** Zone id; null: any collection address. */
  zone_from?: number | null;
  /** Zone id; null: any delivery address. */
  zone_to?: number | null;
  amount: Decimal;
  minimum_amount?: Decimal | null;
  maximum_amount?: Decimal | null;
}

/** A surcharge (docs/api.md "Surcharge"). */
export interface SurchargeRecord {
  id: number;
  name: string;
  type: 'percentage' | 'constant' | 'pricelist' | (string & {});
  /** The currency of its amounts; default: the pricelist's. */
  currency?: string | null;
  /** Folded into the Freight line instead of standing as its own line. */
  hidden?: boolean | null;
  /** constant: money; percentage: percent (ignored with amount_source fuel_index). */
  amount?: Decimal | null;
  /** percentage: 'fuel_index' takes the percent from the carrier's fuel index; default 'fixed'. */
  amount_source?: 'fixed' | 'fuel_index' | (string & {}) | null;
  /** percentage only. */
  minimum_amount?: Decimal | null;
  maximum_amount?: Decimal | null;
  all_conditions_needed?: boolean | null;
  /** Its conditions. */
  blocks?: readonly ConditionRef[] | null;
  /** ldm_blocks of its own pricelist (type pricelist). */
  ldm_blocks?: readonly ConditionRef[] | null;
  /** Surcharge ids (or objects with an id) whose amounts add to a percentage's base. */
  dependencies?: ReadonlyArray<number | { id: number }> | null;
  zone_conditions?: readonly ZoneConditionRecord[] | null;
  /** type pricelist: its own grid. */
  pricelist?: GridRecord | null;
}

/** A service (docs/api.md "Service"). */
export interface ServiceRecord {
  id: number;
  name: string;
  code: string;
  /** Limits: the service is offered only if every one holds. */
  blocks?: readonly ConditionRef[] | null;
  /** The GLEC road vehicle category it drives (ROAD_VEHICLES); null: its answers carry no emissions. */
  vehicle?: string | null;
  /** The vehicle's fuel (ROAD_FUELS); default diesel. */
  fuel?: string | null;
  /** The carrier's measured well-to-wheel intensity, g CO2e per tonne-km; wins over the GLEC default. */
  emission_factor?: Decimal | null;
}

/** A partner (customer). */
export interface PartnerRecord {
  id: number;
  name?: string | null;
  /** The general pricelist is blocked for this partner. */
  general_hidden?: boolean | null;
}

/** Reads an id from a reference given as an id or an object with an id. */
export function refId(ref: number | { id: number }): number {
  return typeof ref === 'number' ? ref : ref.id;
}
