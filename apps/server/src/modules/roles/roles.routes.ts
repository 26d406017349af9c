import type { FastifyInstance } from 'fastify';
import { ROLE_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import * as roles from './roles.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db'>;

/** Roles of the carrier: a level per area and the calculator flag. */
export function roleRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, ROLE_ROUTES.options, (_, request) => roles.roleOptions(deps, carrierOf(request)));
  serve(app, ROLE_ROUTES.list, ({ query }, request) => roles.listRoles(deps, carrierOf(request), query.page));
  serve(app, ROLE_ROUTES.get, ({ params }, request) => roles.getRole(deps, carrierOf(request), params.id));
  serve(app, ROLE_ROUTES.create, async ({ body }, request) => ({
    id: await roles.createRole(deps, carrierOf(request), body, requesterOf(request)),
  }));
  serve(app, ROLE_ROUTES.update, ({ params, body }, request) =>
    roles.updateRole(deps, carrierOf(request), params.id, body, requesterOf(request)),
  );
  serve(app, ROLE_ROUTES.delete, ({ params }, request) => roles.deleteRole(deps, carrierOf(request), params.id, requesterOf(request)));
}
