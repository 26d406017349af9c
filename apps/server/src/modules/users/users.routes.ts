import type { FastifyInstance } from 'fastify';
import { userSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { idParam, pageParam } from '../../http/params';
import { authOf, carrierOf } from '../../http/session.plugin';
import * as users from './users.service';

const read = { access: { area: 'users', level: 'read' } } as const;
const write = { access: { area: 'users', level: 'write' } } as const;

/** The carrier's users: the generic record calls of docs/fe-calls.md. */
export function userRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/users', { config: read }, async (request) => {
    const name = (request.query as { name?: string }).name;
    return users.listUsers(deps, carrierOf(request), { page: pageParam(request), name });
  });

  app.get('/fe/users/:id', { config: read }, async (request) => users.getUser(deps, carrierOf(request), idParam(request)));

  app.post('/fe/users', { config: write }, async (request, reply) => {
    const input = parseWith(userSchema, request.body);
    const id = await users.createUser(deps, carrierOf(request), input, authOf(request));
    return reply.status(201).send({ id });
  });

  app.put('/fe/users/:id', { config: write }, async (request) =>
    users.updateUser(
      deps,
      carrierOf(request),
      idParam(request),
      parseWith(userSchema.omit({ email: true }), request.body),
      authOf(request),
    ),
  );

  app.delete('/fe/users/:id', { config: write }, async (request, reply) => {
    const caller = authOf(request);
    await users.deleteUser(deps, carrierOf(request), idParam(request), { ...caller, userId: caller.user.id });
    return reply.status(204).send();
  });
}
