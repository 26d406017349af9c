/** GET /fe/pricelists/{id}/statistics: requests versus bookings (docs/product/domain.md §4). */
import { z } from 'zod';
import { CURRENCIES } from '../constants/currencies';
import { DEFAULT_STATISTICS_RANGE, STATISTICS_RANGES, type StatisticsRange } from '../constants/limits';
import { quantityRowAnswerSchema } from './fare-groups.schema';
import { REASONS } from './reasons';

const RANGE_VALUES = STATISTICS_RANGES.map((r) => r.value) as [StatisticsRange, ...StatisticsRange[]];

export const statisticsQuerySchema = z.object({
  /** How far back: last_24, last_7, last_30, current_year or all. */
  range: z.enum(RANGE_VALUES, { error: REASONS.statisticsRange }).default(DEFAULT_STATISTICS_RANGE),
  /** true: only requests of partners' systems (token), the "Shipment only" box. */
  via_tms: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;

/** One price cell with its requests and bookings. */
export const statisticsCellSchema = z.strictObject({
  /** The cell's price; null: an empty cell. */
  price: z.number().nullable(),
  /** Price requests this cell answered. */
  hits: z.number().int(),
  /** Of those, the ones booked. */
  bookings: z.number().int(),
});
export type StatisticsCell = z.output<typeof statisticsCellSchema>;

/** The answer: totals, and the pricelist's grid with a count per cell. */
export const statisticsAnswerSchema = z.strictObject({
  /** The pricelist's name ('' shows as General). */
  pricelist_name: z.string(),
  /** Its service. */
  service_name: z.string(),
  /** Its partner; null: the general pricelist. */
  customer_name: z.string().nullable(),
  /** The currency of the amounts. */
  currency: z.enum(CURRENCIES),
  /** Sum of every quoted total. */
  total_potential_cost: z.number(),
  /** Sum of the booked totals. */
  total_cost: z.number(),
  /** Price requests answered. */
  total_hits: z.number().int(),
  /** Quotes booked. */
  total_bookings: z.number().int(),
  /** The grid, as the pricelist has it now. */
  fare_groups: z.array(
    z.strictObject({
      /** The quantity rows: one column each. */
      quantities: z.array(quantityRowAnswerSchema),
      /** The zone rows, with a cell per quantity row. */
      zones: z.array(
        z.strictObject({
          /** Collection zone name. */
          zone_from_name: z.string(),
          /** Delivery zone name. */
          zone_to_name: z.string(),
          /** Transit name; null: none. */
          transit_name: z.string().nullable(),
          /** One cell per quantity row. */
          prices: z.array(statisticsCellSchema),
        }),
      ),
    }),
  ),
});
export type StatisticsAnswer = z.output<typeof statisticsAnswerSchema>;
