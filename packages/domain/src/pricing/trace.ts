/**
 * The trace beside every result: why this price. Plain data (numbers as the customer reads them),
 * cheap to build, ready to serialise. Codes, not sentences, so the web app words them. Zone and
 * area parts are shared, frozen objects: read them, do not change them.
 */
import type { MinMaxRule, PricingUnit } from '../constants/units';

/** Which weight won and the numbers it beat (docs/pricing.md §2). Weights in kg. */
export interface WeightTrace {
  basis: 'real' | 'ldm' | 'cbm';
  /** PW after rounding up to the payweight step. */
  payable_weight: number;
  real_weight: number;
  ldm: number;
  /** LDM rounded up to the ldm_rounding step. */
  ldm_rounded: number;
  /** False when an ldm_block failed: LDM did not weigh. */
  ldm_counts: boolean;
  /** LDMr x ldm_multiplier (0 when LDM does not count). */
  ldm_weight: number;
  cbm: number;
  /** CBM x cbm_multiplier. */
  cbm_weight: number;
}

/** The quantity measure m (docs/pricing.md §3): kg, pallet places or pieces. */
export interface MeasureTrace {
  unit: string;
  value: number;
}

export interface AreaTrace {
  id: number;
  name: string;
  country: string;
  postcode_from: string;
  postcode_to: string;
}

/** The zone row chosen and why it was the most specific (docs/pricing.md §4). */
export interface ZoneTrace {
  /** Fare group and row positions as stored. */
  fare_group: number;
  row: number;
  zone_from: Readonly<{ id: number; name: string }>;
  zone_to: Readonly<{ id: number; name: string }>;
  /** The most specific area of each zone that holds the address. */
  collection_area: Readonly<AreaTrace>;
  delivery_area: Readonly<AreaTrace>;
  /** Sum of the two areas' bound lengths and numeric spans. */
  bound_length: number;
  span: number;
  /** Zone rows that matched the route, in every fare group. */
  candidates: number;
  /** What set it apart from the runner-up. */
  decided_by: 'only_match' | 'bound_length' | 'span' | 'order';
}

/** The quantity row charged (position as stored). */
export interface QuantityTrace {
  row: number;
  quantity: number;
  pricing_unit: PricingUnit;
  price: number;
}

/** The min/max rule and the zone row's minimum and maximum (docs/pricing.md §5). */
export interface RuleTrace {
  rule: MinMaxRule;
  /** row: the row's own cost; next_break / previous_break: the neighbour at its bound won. */
  outcome: 'row' | 'next_break' | 'previous_break';
  /** cost_i(m), rounded to cents. */
  row_amount: number;
  /** The neighbour row compared (position as stored) and its cost at the bound. */
  compared_row: number | null;
  compared_amount: number | null;
  minimum: number | null;
  maximum: number | null;
  minimum_applied: boolean;
  maximum_applied: boolean;
  /** The resulting amount, rounded to cents. */
  amount: number;
}

/** Why a surcharge did or did not apply. */
export type SurchargeReason =
  | 'applied'
  | 'conditions_not_met'
  | 'no_zone_condition'
  | 'no_route'
  | 'unit'
  | 'exceeds'
  | 'no_price'
  | 'no_distance'
  | 'no_rate'
  | 'no_fuel_index';

/** One surcharge with its basis, or why it did not apply (docs/pricing.md §8). */
export interface SurchargeTrace {
  id: number;
  name: string;
  type: string;
  applied: boolean;
  reason: SurchargeReason;
  hidden: boolean;
  /** The surcharge's own currency. */
  currency: string;
  /** Position of the zone condition whose amounts were used, or null. */
  zone_condition: number | null;
  /** constant: the amount in its currency; percentage: the percent. */
  rate: number | null;
  /** percentage: freight + applied dependencies, the amount the percent is taken of. */
  base: number | null;
  /** percentage: ids of the dependencies whose amounts are in the base. */
  dependencies: readonly number[];
  minimum_applied: boolean;
  maximum_applied: boolean;
  /** pricelist type: how its own grid priced the shipment. */
  grid: GridTrace | null;
  /** A fuel-indexed percentage: the index value and band that gave its percent, or why none did. */
  fuel: FuelTrace | null;
  /** In the pricelist's currency, rounded to cents; null when not applied. */
  amount: number | null;
}

/** How a fuel-indexed surcharge found its percent. Months 'yyyy-mm'. */
export interface FuelTrace {
  /** The collection month; null without a collection date. */
  month: string | null;
  /** The month whose index value was used (an earlier one when `month` has none); null: none found. */
  value_month: string | null;
  /** Diesel €/l of value_month. */
  price: number | null;
  /** The band [from, to) holding the price; null: none. */
  band: { from: number; to: number } | null;
  /** The band's percent. */
  percent: number | null;
  /** `Diesel 1.62 €/l in 11/2026: band 1.60–1.70 → 14.5 %`, or why there is no percent. */
  text: string;
}

export interface GridTrace {
  weight: WeightTrace | null;
  zone: ZoneTrace | null;
  measure: MeasureTrace | null;
  quantity: QuantityTrace | null;
  rule: RuleTrace | null;
}

/** How the dates were reached (docs/pricing.md §10). */
export interface DatesTrace {
  today: string;
  transit: { id: number; name: string; transit_time: number; cutoff: string } | null;
  after_cutoff: boolean;
  /** Days waited for a departure day. */
  waited_days: number;
  /**
   * Public holidays skipped (transits with skip_holidays): in the collection country no collection,
   * in the delivery country not a counted transit day. Dates 'yyyy-mm-dd'.
   */
  holidays: HolidayTrace[];
}

/** A public holiday the dates skipped. */
export interface HolidayTrace {
  date: string;
  name: string;
  country: string;
  effect: 'no_collection' | 'not_a_transit_day';
}

/** Everything behind one result. Parts are null where pricing stopped before them. */
export interface PriceTrace {
  /** The date the pricelist had to be valid on: the requested date, or today. */
  date: string;
  pricelist: { id: number; general: boolean } | null;
  /** Failed limits of the service, then of the pricelist. */
  failed_limits: string[];
  weight: WeightTrace | null;
  zone: ZoneTrace | null;
  measure: MeasureTrace | null;
  quantity: QuantityTrace | null;
  rule: RuleTrace | null;
  /** Hidden surcharges added to the Freight line. */
  hidden_amount: number;
  surcharges: SurchargeTrace[];
  dates: DatesTrace | null;
  /** How far the lane is (every answer; null only in a trace built before distances existed). */
  distance?: DistanceTrace | null;
  /** What the shipment emits, or why there is no figure. */
  emissions?: EmissionsTrace | null;
}

/** Where an address's point came from (docs/emissions.md "Where a postcode is"). */
export interface PointTrace {
  /** postcode: the platform's postcode point; area_centroid: its area's centroid; null: none. */
  source: 'postcode' | 'area_centroid' | null;
  /** The area whose centroid was used, or the area that has none; null when no area holds the address. */
  area: { id: number; name: string } | null;
  latitude: number | null;
  longitude: number | null;
}

/** How the lane's road distance was reached (docs/emissions.md "Distance"). */
export interface DistanceTrace {
  /** Road km, 1 decimal; null: the lane has no distance (see the points). */
  km: number | null;
  /** table: the carrier's distance table; great_circle: the points' distance x the road factor; recorded: the quote's own km, repriced. */
  source: 'table' | 'great_circle' | 'recorded' | null;
  /** The table's lane; reversed: found only the other way round. */
  lane: { zone_from: { id: number; name: string }; zone_to: { id: number; name: string }; reversed: boolean } | null;
  /** km with 3 decimals, before the road factor (great_circle). */
  great_circle_km: number | null;
  road_factor: number | null;
  collection: PointTrace | null;
  delivery: PointTrace | null;
}

/** Why a result has no emission figure. */
export type NoEmissionsReason = 'not_priced' | 'no_distance' | 'no_vehicle' | 'no_default_factor' | 'unknown_vehicle';

/** A result's emissions per ISO 14083 and how they were reached (docs/emissions.md "Emissions"). */
export interface EmissionsTrace {
  /** kg CO2e to the gram; null with a reason. */
  co2e_kg: number | null;
  reason: NoEmissionsReason | null;
  vehicle: string | null;
  fuel: string | null;
  /** payable_weight: a full trailer counts its payable weight; weight: groupage counts the shipment's. */
  load: 'payable_weight' | 'weight' | null;
  load_kg: number | null;
  tkm: number | null;
  factor_g_per_tkm: number | null;
  method: 'glec_v3_default' | 'carrier_measured' | null;
  source: string | null;
}
