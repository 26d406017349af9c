import type { FastifyInstance } from 'fastify';
import { roleSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { idParam, pageParam } from '../../http/params';
import { authOf, carrierOf } from '../../http/session.plugin';
import * as roles from './roles.service';

const read = { access: { area: 'roles', level: 'read' } } as const;
const write = { access: { area: 'roles', level: 'write' } } as const;

/** Roles of the carrier: a level per area and the calculator flag. */
export function roleRoutes(app: FastifyInstance, deps: AppDeps) {
  // The user form needs the role names too, so users:read is enough for the options.
  app.get('/fe/roles/form', { config: { access: { area: ['roles', 'users'], level: 'read' } } }, async (request) =>
    roles.roleOptions(deps, carrierOf(request)),
  );

  app.get('/fe/roles', { config: read }, async (request) => roles.listRoles(deps, carrierOf(request), pageParam(request)));

  app.get('/fe/roles/:id', { config: read }, async (request) => roles.getRole(deps, carrierOf(request), idParam(request)));

  app.post('/fe/roles', { config: write }, async (request, reply) => {
    const id = await roles.createRole(deps, carrierOf(request), parseWith(roleSchema, request.body), authOf(request));
    return reply.status(201).send({ id });
  });

  app.put('/fe/roles/:id', { config: write }, async (request) =>
    roles.updateRole(deps, carrierOf(request), idParam(request), parseWith(roleSchema, request.body), authOf(request)),
  );

  app.delete('/fe/roles/:id', { config: write }, async (request, reply) => {
    await roles.deleteRole(deps, carrierOf(request), idParam(request), authOf(request));
    return reply.status(204).send();
  });
}
