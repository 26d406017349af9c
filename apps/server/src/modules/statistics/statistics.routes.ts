import type { FastifyInstance } from 'fastify';
import { STATISTICS_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { pricelistStatistics } from './statistics.service';

/** Requests versus bookings of a pricelist, per zone row and quantity cell. */
export function statisticsRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, STATISTICS_ROUTES.pricelist, ({ params, query }, request) => pricelistStatistics(deps, carrierOf(request), params.id, query));
}
