/** GET /fe/pricelists/{id}/statistics: requests versus bookings (seeds §4). */
import { z } from 'zod';
import { DEFAULT_STATISTICS_RANGE, STATISTICS_RANGES, type StatisticsRange } from '../constants/limits';

const RANGE_VALUES = STATISTICS_RANGES.map((r) => r.value) as [StatisticsRange, ...StatisticsRange[]];

export const statisticsQuerySchema = z.object({
  /** How far back: last_24, last_7, last_30, current_year or all. */
  range: z.enum(RANGE_VALUES, { error: `must be ${RANGE_VALUES.join(', ')}` }).default(DEFAULT_STATISTICS_RANGE),
  /** true: only requests of partners' systems (token), the "Shipment only" box. */
  via_tms: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;
