import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES, AUTH_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import * as registrations from './registrations.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'mailer' | 'config'>;

/** A carrier's sign-up, and the platform admin's list of them to accept or reject. */
export function registrationRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, AUTH_ROUTES.register, async ({ body }, request) => ({
    id: await registrations.createRegistration(deps, body, request.ip, request.log),
  }));

  serve(app, ADMIN_ROUTES.registrations, ({ query }) => registrations.listRegistrations(deps, query.page));
  serve(app, ADMIN_ROUTES.registration, ({ params }) => registrations.getRegistration(deps, params.id));
  serve(app, ADMIN_ROUTES.acceptRegistration, async ({ params }) => ({
    carrier_id: await registrations.acceptRegistration(deps, params.id),
  }));
  serve(app, ADMIN_ROUTES.rejectRegistration, ({ params }) => registrations.rejectRegistration(deps, params.id));
}
