/**
 * The answer of POST /api/v1/service_price: one result per service considered (docs/pricing.md §11),
 * with the engine's trace when the request asked `explain: true`. Descriptions go into the partner
 * API's OpenAPI document. The trace schema is checked against the engine's own types
 * (pricing/trace.ts) by `satisfies`, so the two cannot part.
 */
import { z } from 'zod';
import { MIN_MAX_RULES, PRICING_UNITS } from '../constants/units';
import { ROAD_FUELS, ROAD_VEHICLES } from '../distance/emissions';
import type { EmissionsAnswer } from '../pricing/lane-distance';
import type {
  AreaTrace,
  DatesTrace,
  DistanceTrace,
  EmissionsTrace,
  PointTrace,
  FuelTrace,
  GridTrace,
  MeasureTrace,
  PriceTrace,
  QuantityTrace,
  RuleTrace,
  SurchargeTrace,
  WeightTrace,
  ZoneTrace,
} from '../pricing/trace';
import { dayField } from './fields';

const money = z.number().describe('At most 2 decimals');
const named = z.strictObject({ id: z.number().int().describe('Id'), name: z.string().describe('Name') });

// ---- the trace ------------------------------------------------------------------------------------

const weightTraceSchema = z
  .strictObject({
    basis: z.enum(['real', 'ldm', 'cbm']).describe('The heaviest of real, LDM and CBM weight'),
    payable_weight: z.number().describe('kg, rounded up to the payweight step'),
    real_weight: z.number().describe('kg, sum of the rows'),
    ldm: z.number().describe('Loading metres'),
    ldm_rounded: z.number().describe('LDM rounded up to the ldm_rounding step'),
    ldm_counts: z.boolean().describe('false: an LDM condition failed, so LDM did not weigh'),
    ldm_weight: z.number().describe('kg: rounded LDM x ldm_multiplier (0 when LDM does not count)'),
    cbm: z.number().describe('Cubic metres'),
    cbm_weight: z.number().describe('kg: CBM x cbm_multiplier'),
  })
  .describe('Which weight won and the numbers it beat') satisfies z.ZodType<WeightTrace>;

const measureTraceSchema = z
  .strictObject({
    unit: z.string().describe("The pricelist's unit"),
    value: z.number().describe('kg, pallet places or pieces'),
  })
  .describe('The quantity the rows are compared with') satisfies z.ZodType<MeasureTrace>;

const areaTraceSchema = z
  .strictObject({
    id: z.number().int().describe('Area id'),
    name: z.string().describe('Area name'),
    country: z.string().describe('ISO 3166 alpha-2'),
    postcode_from: z.string().describe('Lower bound'),
    postcode_to: z.string().describe('Upper bound, inclusive'),
  })
  .describe('The most specific area of a zone that holds the address') satisfies z.ZodType<AreaTrace>;

const zoneTraceSchema = z
  .strictObject({
    fare_group: z.number().int().describe('Fare group position'),
    row: z.number().int().describe('Zone row position'),
    zone_from: named.describe('Collection zone'),
    zone_to: named.describe('Delivery zone'),
    collection_area: areaTraceSchema,
    delivery_area: areaTraceSchema,
    bound_length: z.number().describe("Sum of the two areas' bound lengths"),
    span: z.number().describe("Sum of the two areas' numeric spans"),
    candidates: z.number().int().describe('Zone rows that matched the route, in every fare group'),
    decided_by: z.enum(['only_match', 'bound_length', 'span', 'order']).describe('What set it apart from the runner-up'),
  })
  .describe('The zone row chosen and why it was the most specific') satisfies z.ZodType<ZoneTrace>;

const quantityTraceSchema = z
  .strictObject({
    row: z.number().int().describe('Quantity row position'),
    quantity: z.number().describe("The row's upper bound"),
    pricing_unit: z.enum(PRICING_UNITS).describe("How the row's price is multiplied"),
    price: z.number().describe("The cell's price"),
  })
  .describe('The quantity row charged') satisfies z.ZodType<QuantityTrace>;

const ruleTraceSchema = z
  .strictObject({
    rule: z.enum(MIN_MAX_RULES).describe("The pricelist's min/max rule"),
    outcome: z.enum(['row', 'next_break', 'previous_break']).describe("row: the row's own cost; else the neighbour at its bound won"),
    row_amount: z.number().describe("The row's own cost, rounded to cents"),
    compared_row: z.number().int().nullable().describe('The neighbour row compared'),
    compared_amount: z.number().nullable().describe("The neighbour's cost at its bound"),
    minimum: z.number().nullable().describe("The zone row's minimum"),
    maximum: z.number().nullable().describe("The zone row's maximum"),
    minimum_applied: z.boolean().describe('The amount was raised to the minimum'),
    maximum_applied: z.boolean().describe('The amount was capped at the maximum'),
    amount: z.number().describe('The resulting amount, rounded to cents'),
  })
  .describe('The min/max rule and the zone row minimum and maximum') satisfies z.ZodType<RuleTrace>;

const gridTraceSchema = z
  .strictObject({
    weight: weightTraceSchema.nullable(),
    zone: zoneTraceSchema.nullable(),
    measure: measureTraceSchema.nullable(),
    quantity: quantityTraceSchema.nullable(),
    rule: ruleTraceSchema.nullable(),
  })
  .describe("How a pricelist-type surcharge's own grid priced the shipment") satisfies z.ZodType<GridTrace>;

const fuelTraceSchema = z
  .strictObject({
    month: z.string().nullable().describe('The collection month yyyy-mm; null without a collection date'),
    value_month: z.string().nullable().describe('The month whose index value was used (an earlier one when the month has none)'),
    price: z.number().nullable().describe('Diesel €/l of value_month'),
    band: z
      .strictObject({ from: z.number().describe('From €/l (inclusive)'), to: z.number().describe('To €/l (exclusive)') })
      .nullable()
      .describe('The band holding the price'),
    percent: z.number().nullable().describe("The band's percent"),
    text: z.string().describe('In words: "Diesel 1.62 €/l in 11/2026: band 1.60–1.70 → 14.5 %", or why there is no percent'),
  })
  .describe('How a fuel-indexed surcharge found its percent') satisfies z.ZodType<FuelTrace>;

const surchargeTraceSchema = z
  .strictObject({
    id: z.number().int().describe('Surcharge id'),
    name: z.string().describe('Surcharge name'),
    type: z.string().describe('percentage, constant or pricelist'),
    applied: z.boolean().describe('Whether it added an amount'),
    reason: z
      .enum([
        'applied',
        'conditions_not_met',
        'no_zone_condition',
        'no_route',
        'unit',
        'exceeds',
        'no_price',
        'no_distance',
        'no_rate',
        'no_fuel_index',
      ])
      .describe('Why it did or did not apply'),
    hidden: z.boolean().describe('Added into the Freight line'),
    currency: z.string().describe("The surcharge's own currency"),
    zone_condition: z.number().int().nullable().describe('Position of the zone condition whose amounts were used'),
    rate: z.number().nullable().describe('constant: the amount in its currency; percentage: the percent'),
    base: z.number().nullable().describe('percentage: freight plus applied dependencies'),
    dependencies: z.array(z.number().int()).describe('percentage: the dependencies whose amounts are in the base'),
    minimum_applied: z.boolean().describe('Raised to its minimum'),
    maximum_applied: z.boolean().describe('Capped at its maximum'),
    grid: gridTraceSchema.nullable(),
    fuel: fuelTraceSchema.nullable(),
    amount: z.number().nullable().describe("In the pricelist's currency; null when not applied"),
  })
  .describe('One surcharge with its basis, or why it did not apply') satisfies z.ZodType<SurchargeTrace>;

const datesTraceSchema = z
  .strictObject({
    today: dayField.describe("Today in the carrier's time zone"),
    transit: z
      .strictObject({
        id: z.number().int().describe('Transit id'),
        name: z.string().describe('Transit name'),
        transit_time: z.number().int().describe('Days on the road'),
        cutoff: z.string().describe('Orders after this local time leave the next departure day'),
      })
      .nullable()
      .describe("The zone row's transit"),
    after_cutoff: z.boolean().describe('The order came after the cutoff time'),
    waited_days: z.number().int().describe('Days waited for a departure day, public holidays included'),
    holidays: z
      .array(
        z.strictObject({
          date: dayField.describe('The holiday'),
          name: z.string().describe('Its name, e.g. "Christmas Day"'),
          country: z.string().describe('The country whose public holiday it is'),
          effect: z
            .enum(['no_collection', 'not_a_transit_day'])
            .describe('no_collection: collection country, no departure; not_a_transit_day: delivery country, not counted'),
        }),
      )
      .describe('Public holidays the dates skipped (transits with skip_holidays), in date order'),
  })
  .describe('How the dates were reached') satisfies z.ZodType<DatesTrace>;

const pointTraceSchema = z
  .strictObject({
    source: z
      .enum(['postcode', 'area_centroid'])
      .nullable()
      .describe("postcode: the platform's postcode point (GeoNames); area_centroid: its area's centroid; null: none"),
    area: named.nullable().describe('The area whose centroid was used, or the area that has none; null when no area holds the address'),
    latitude: z.number().nullable().describe('Decimal degrees'),
    longitude: z.number().nullable().describe('Decimal degrees'),
  })
  .describe("Where an address's point came from") satisfies z.ZodType<PointTrace>;

const distanceTraceSchema = z
  .strictObject({
    km: z.number().nullable().describe('Road km with 1 decimal; null: the lane has no distance'),
    source: z
      .enum(['table', 'great_circle', 'recorded'])
      .nullable()
      .describe(
        "table: the carrier's distance table; great_circle: the points' great-circle distance x the road factor; recorded: a quote's own km",
      ),
    lane: z
      .strictObject({ zone_from: named, zone_to: named, reversed: z.boolean().describe('Found only the other way round') })
      .nullable()
      .describe("The distance table's lane used"),
    great_circle_km: z.number().nullable().describe('km with 3 decimals, before the road factor'),
    road_factor: z.number().nullable().describe("The carrier's road factor applied (default 1.25, an approximation)"),
    collection: pointTraceSchema.nullable(),
    delivery: pointTraceSchema.nullable(),
  })
  .describe('How far the lane is') satisfies z.ZodType<DistanceTrace>;

const emissionMethod = z
  .enum(['glec_v3_default', 'carrier_measured'])
  .describe("ISO 14083 with the GLEC Framework v3.0 default intensity of the vehicle, or the carrier's measured intensity");

const emissionsTraceSchema = z
  .strictObject({
    co2e_kg: z.number().nullable().describe('kg CO2e, to the gram; null with a reason'),
    reason: z
      .enum(['not_priced', 'no_distance', 'no_vehicle', 'no_default_factor', 'unknown_vehicle'])
      .nullable()
      .describe('Why there is no figure'),
    vehicle: z.string().nullable().describe("The service's vehicle category"),
    fuel: z.string().nullable().describe("The vehicle's fuel"),
    load: z
      .enum(['payable_weight', 'weight'])
      .nullable()
      .describe("A full trailer counts its payable weight, groupage the shipment's weight"),
    load_kg: z.number().nullable().describe('kg'),
    tkm: z.number().nullable().describe('Tonne-km, 3 decimals'),
    factor_g_per_tkm: z.number().nullable().describe('Well-to-wheel intensity, g CO2e per tonne-km'),
    method: emissionMethod.nullable(),
    source: z.string().nullable().describe('Where the intensity comes from'),
  })
  .describe('What the shipment emits, or why there is no figure') satisfies z.ZodType<EmissionsTrace>;

/** The answer's emissions (docs/emissions.md); null without a distance, a vehicle or an intensity. */
export const emissionsSchema = z
  .strictObject({
    co2e_kg: z.number().describe('kg CO2e well-to-wheel, to the gram: tonnes x km x factor'),
    tkm: z.number().describe('Tonne-km, 3 decimals: the load (a full trailer: its payable weight; groupage: its weight) x km'),
    factor_g_per_tkm: z.number().describe('Well-to-wheel intensity used, g CO2e per tonne-km'),
    vehicle: z.string().describe(`The service's vehicle category: ${ROAD_VEHICLES.join(', ')}`),
    fuel: z.string().describe(`The vehicle's fuel: ${ROAD_FUELS.join(', ')}`),
    method: emissionMethod,
    source: z.string().describe('Where the intensity comes from (the GLEC table, or the carrier)'),
  })
  .describe('Emissions per ISO 14083 with the GLEC Framework') satisfies z.ZodType<EmissionsAnswer>;

/** "Why this price": everything behind one result; parts are null where pricing stopped before them. */
export const priceTraceSchema = z
  .strictObject({
    date: dayField.describe('The date the pricelist had to be valid on'),
    pricelist: z
      .strictObject({ id: z.number().int().describe('Pricelist id'), general: z.boolean().describe('The general pricelist') })
      .nullable()
      .describe('The pricelist chosen'),
    failed_limits: z.array(z.string()).describe('Failed limits of the service, then of the pricelist'),
    weight: weightTraceSchema.nullable(),
    zone: zoneTraceSchema.nullable(),
    measure: measureTraceSchema.nullable(),
    quantity: quantityTraceSchema.nullable(),
    rule: ruleTraceSchema.nullable(),
    hidden_amount: z.number().describe('Hidden surcharges added to the Freight line'),
    surcharges: z.array(surchargeTraceSchema).describe('Every surcharge of the pricelist'),
    dates: datesTraceSchema.nullable(),
    distance: distanceTraceSchema.nullable().optional(),
    emissions: emissionsTraceSchema.nullable().optional(),
  })
  .describe('Why this price (only with explain: true)') satisfies z.ZodType<PriceTrace>;

// ---- the result -----------------------------------------------------------------------------------

/** One service's answer. */
export const priceResultSchema = z.strictObject({
  service: z
    .strictObject({
      id: z.number().int().describe('Service id'),
      name: z.string().describe('Service name'),
      code: z.string().describe('Service code'),
    })
    .describe('The service priced'),
  pricelist: z
    .strictObject({ id: z.number().int().describe('Pricelist id'), name: z.string().nullable().describe('Pricelist name') })
    .nullable()
    .describe('The pricelist used; null when none applied'),
  general: z.boolean().describe('Priced by the general pricelist'),
  charges: z
    .array(z.strictObject({ charge: z.string().describe('Freight, or a surcharge name'), amount: money }))
    .describe('The charge lines'),
  total: money.nullable().describe('Sum of the charges; null when not priced'),
  currency: z.string().nullable().describe("The pricelist's currency; null when not priced"),
  collection_date: dayField.nullable().describe('When the goods are collected'),
  delivery_date: dayField.nullable().describe('When the goods are delivered'),
  errors: z.string().describe('Why it could not be priced, newline-separated; empty when priced'),
  distance_km: z
    .number()
    .nullable()
    .describe("The lane's road km, 1 decimal (the carrier's distance table, else great circle x road factor); null: no distance"),
  emissions: emissionsSchema
    .nullable()
    .describe('What the shipment emits on this service; null without a distance, vehicle or intensity (the trace says why)'),
  quote_id: z.uuid().nullable().describe('Confirm the price with POST /api/v1/bookings; null when not priced'),
  trace: priceTraceSchema.optional(),
});
export type PriceResultAnswer = z.output<typeof priceResultSchema>;

/** The whole answer: one result per service considered. */
export const priceResultsSchema = z.array(priceResultSchema).describe('One result per service considered');

/** POST /api/v1/bookings answers 201 with this. */
export const bookingAnswerSchema = z.strictObject({
  quote_id: z.uuid().describe('The quote booked'),
  booked: z.literal(true).describe('Always true'),
  total: money.describe('The quoted total the booking confirms (not a price of today)'),
  currency: z.string().describe('Its currency'),
});
