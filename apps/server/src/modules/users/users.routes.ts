import type { FastifyInstance } from 'fastify';
import { USER_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import * as users from './users.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'mailer' | 'config'>;

/** The carrier's users: the generic record calls of docs/fe-calls.md. */
export function userRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, USER_ROUTES.list, ({ query }, request) => users.listUsers(deps, carrierOf(request), { page: query.page, name: query.name }));
  serve(app, USER_ROUTES.get, ({ params }, request) => users.getUser(deps, carrierOf(request), params.id));
  serve(app, USER_ROUTES.create, async ({ body }, request) => ({
    id: await users.createUser(deps, carrierOf(request), body, requesterOf(request)),
  }));
  serve(app, USER_ROUTES.update, ({ params, body }, request) =>
    users.updateUser(deps, carrierOf(request), params.id, body, requesterOf(request)),
  );
  serve(app, USER_ROUTES.delete, async ({ params }, request) => {
    await users.deleteUser(deps, carrierOf(request), params.id, requesterOf(request));
  });
}
