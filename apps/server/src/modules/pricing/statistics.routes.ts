import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEFAULT_STATISTICS_RANGE, STATISTICS_RANGES, type StatisticsRange } from '@freight/domain';
import { z } from 'zod';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import { getPricelist } from '../pricelists/pricelists.service';
import type { PricingDeps } from './price.service';

const HOUR = 3_600_000;
const RANGE_VALUES = STATISTICS_RANGES.map((r) => r.value) as [StatisticsRange, ...StatisticsRange[]];

const statisticsQuery = z.object({
  range: z.enum(RANGE_VALUES, { error: `must be ${RANGE_VALUES.join(', ')}` }).default(DEFAULT_STATISTICS_RANGE),
  /** true: only requests of partners' systems (token), the "Shipment only" box. */
  via_tms: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});

/** Requests versus bookings of a pricelist, per zone row and quantity cell. */
export function statisticsRoutes(app: FastifyInstance, deps: AppDeps, pricing: PricingDeps) {
  app.get('/fe/pricelists/:id/statistics', { config: { access: { area: 'pricelists', level: 'read' } } }, async (request) => {
    const carrierId = carrierOf(request);
    const pricelist = await getPricelist(deps, carrierId, idParam(request));
    const q = parseWith(statisticsQuery, request.query);
    await pricing.quotes.flush();
    let query = deps.db
      .selectFrom('quotes')
      .select([
        'fare_group',
        'zone_row',
        'quantity_row',
        sql<number>`count(*)::int`.as('hits'),
        sql<number>`count(booked_at)::int`.as('bookings'),
        sql<string>`sum(total)`.as('potential'),
        sql<string>`coalesce(sum(total) filter (where booked_at is not null), 0)`.as('booked'),
      ])
      .where('pricelist_id', '=', pricelist.id)
      .groupBy(['fare_group', 'zone_row', 'quantity_row']);
    const hours = STATISTICS_RANGES.find((r) => r.value === q.range)!.hours;
    if (q.range === 'current_year') query = query.where('created_at', '>=', sql<Date>`date_trunc('year', now())`);
    else if (hours !== null) query = query.where('created_at', '>=', new Date(Date.now() - hours * HOUR));
    if (q.via_tms) query = query.where('via_tms', '=', true);
    const cells = await query.execute();
    const cell = new Map(cells.map((c) => [`${c.fare_group}:${c.zone_row}:${c.quantity_row}`, c]));
    // Sums in cents: money is added as integers, never as floats.
    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    return {
      pricelist_name: pricelist.name,
      service_name: pricelist.service_name,
      customer_name: pricelist.customer_name,
      currency: pricelist.currency,
      total_potential_cost: cells.reduce((sum, c) => sum + cents(c.potential), 0) / 100,
      total_cost: cells.reduce((sum, c) => sum + cents(c.booked), 0) / 100,
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
  });
}
