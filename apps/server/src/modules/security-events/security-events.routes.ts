import type { FastifyInstance } from 'fastify';
import { SECURITY_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { listSecurityEvents } from './security-events.service';

/** The carrier's security log (users read). The user's own sessions are the auth module's. */
export function securityEventRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, SECURITY_ROUTES.events, ({ query }, request) => listSecurityEvents(deps, carrierOf(request), query));
}
