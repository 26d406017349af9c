import type { FastifyInstance } from 'fastify';
import { USER_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import * as users from './users.service';

/** The carrier's users: the generic record calls of docs/fe-calls.md. */
export function userRoutes(app: FastifyInstance, deps: AppDeps) {
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
