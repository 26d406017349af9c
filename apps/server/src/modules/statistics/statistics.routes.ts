import type { FastifyInstance } from 'fastify';
import { statisticsQuerySchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import { pricelistStatistics } from './statistics.service';

/** Requests versus bookings of a pricelist, per zone row and quantity cell. */
export function statisticsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/pricelists/:id/statistics', { config: { access: { area: 'pricelists', level: 'read' } } }, async (request) =>
    pricelistStatistics(deps, carrierOf(request), idParam(request), parseWith(statisticsQuerySchema, request.query)),
  );
}
