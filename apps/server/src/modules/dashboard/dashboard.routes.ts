import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import { carrierDashboard } from './dashboard.service';

/** The staff's home page (issue 42). */
export function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, DASHBOARD_ROUTES.get, (_, request) => carrierDashboard(deps, carrierOf(request), requesterOf(request).auth));
}
