import type { FastifyInstance } from 'fastify';
import { STATISTICS_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import type { QuotesSeam } from '../quotes';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { pricelistStatistics } from './statistics.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db'> & QuotesSeam;

/** Requests versus bookings of a pricelist, per zone row and quantity cell. */
export function statisticsRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, STATISTICS_ROUTES.pricelist, ({ params, query }, request) => pricelistStatistics(deps, carrierOf(request), params.id, query));
}
