import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import type { QuotesSeam } from '../quotes';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import { carrierDashboard } from './dashboard.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db'> & QuotesSeam;

/** The staff's home page. */
export function dashboardRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, DASHBOARD_ROUTES.get, (_, request) => carrierDashboard(deps, carrierOf(request), requesterOf(request).auth));
}
