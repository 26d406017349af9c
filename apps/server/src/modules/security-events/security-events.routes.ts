import type { FastifyInstance } from 'fastify';
import { SECURITY_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { listSecurityEvents } from './security-events.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db'>;

/** The carrier's security log (users read). The user's own sessions are the auth module's. */
export function securityEventRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, SECURITY_ROUTES.events, ({ query }, request) => listSecurityEvents(deps, carrierOf(request), query));
}
