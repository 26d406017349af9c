import type { FastifyInstance } from 'fastify';
import { roleSchema } from '@freight/domain';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { idParam, pageParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import * as repo from './roles.repository';

const read = { access: { area: 'roles', level: 'read' } } as const;
const write = { access: { area: 'roles', level: 'write' } } as const;

/** Roles of the carrier: a level per area and the calculator flag. */
export function roleRoutes(app: FastifyInstance, deps: AppDeps) {
  // The user form needs the role names too, so users:read is enough for the options.
  app.get('/fe/roles/form', { config: { access: { area: ['roles', 'users'], level: 'read' } } }, async (request) =>
    repo.roleOptions(deps.db, carrierOf(request)),
  );

  app.get('/fe/roles', { config: read }, async (request) => repo.listRoles(deps.db, carrierOf(request), pageParam(request)));

  app.get('/fe/roles/:id', { config: read }, async (request) => {
    const role = await repo.findRole(deps.db, carrierOf(request), idParam(request));
    if (!role) throw AppError.notFound();
    return role;
  });

  app.post('/fe/roles', { config: write }, async (request, reply) => {
    const id = await repo.insertRole(deps.db, carrierOf(request), parseWith(roleSchema, request.body));
    return reply.status(201).send({ id });
  });

  app.put('/fe/roles/:id', { config: write }, async (request) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    if (!(await repo.findRole(deps.db, carrierId, id))) throw AppError.notFound();
    await repo.updateRole(deps.db, carrierId, id, parseWith(roleSchema, request.body));
    return repo.findRole(deps.db, carrierId, id);
  });

  app.delete('/fe/roles/:id', { config: write }, async (request, reply) => {
    const carrierId = carrierOf(request);
    const role = await repo.findRole(deps.db, carrierId, idParam(request));
    if (!role) throw AppError.notFound();
    if (role.user_count > 0) throw AppError.conflict('The role is given to users; give them another role first');
    await repo.deleteRole(deps.db, carrierId, role.id);
    return reply.status(204).send();
  });
}
