import { CENT_DIGITS, centsToAmount, parseScaled, STATISTICS_RANGES, type StatisticsQuery, type StatisticsRange } from '@freight/domain';
import type { Seams } from '../../seams';
import type { QuotesSeam } from '../quotes';
import { readPricelist } from '../pricelists';
import { quoteCells } from './statistics.repository';

type StatisticsDeps = Pick<Seams, 'db'> & QuotesSeam;

const HOUR = 3_600_000;

/** Where a statistics range starts at `now` (null: all time); the current year from its first UTC midnight. */
export function rangeStart(range: StatisticsRange, now: Date): Date | null {
  if (range === 'current_year') return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const hours = STATISTICS_RANGES.find((r) => r.value === range)!.hours;
  return hours === null ? null : new Date(now.getTime() - hours * HOUR);
}

/** Requests versus bookings of a pricelist, per zone row and quantity cell, over a range. */
export async function pricelistStatistics(deps: StatisticsDeps, carrierId: number, pricelistId: number, query: StatisticsQuery) {
  const pricelist = await readPricelist(deps.db, carrierId, pricelistId);
  // Quotes answered a moment ago by any process are counted.
  await deps.quotes.flushEverywhere();
  const now = new Date();
  const since = rangeStart(query.range, now);
  const cells = await quoteCells(deps.db, carrierId, pricelist.id, { since, now, viaTmsOnly: query.via_tms });
  const cell = new Map(cells.map((c) => [`${c.fare_group}:${c.zone_row}:${c.quantity_row}`, c]));
  // Sums in cents: money is added as integers, never as floats.
  const sumOf = (pick: (c: (typeof cells)[number]) => string) =>
    centsToAmount(cells.reduce((sum, c) => sum + parseScaled(pick(c), CENT_DIGITS), 0));
  return {
    pricelist_name: pricelist.name,
    service_name: pricelist.service_name,
    customer_name: pricelist.customer_name,
    currency: pricelist.currency,
    total_potential_cost: sumOf((c) => c.potential),
    total_cost: sumOf((c) => c.booked),
    total_hits: cells.reduce((sum, c) => sum + c.hits, 0),
    total_bookings: cells.reduce((sum, c) => sum + c.bookings, 0),
    fare_groups: pricelist.fare_groups.map((group, g) => ({
      quantities: group.quantities,
      zones: group.zones.map((row, r) => ({
        zone_from_name: row.zone_from_name,
        zone_to_name: row.zone_to_name,
        transit_name: row.transit_name,
        prices: row.prices.map((price, p) => {
          const stats = cell.get(`${g}:${r}:${p}`);
          return { price, hits: stats?.hits ?? 0, bookings: stats?.bookings ?? 0 };
        }),
      })),
    })),
  };
}
