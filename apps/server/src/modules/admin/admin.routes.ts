import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PAGE_SIZE, userSchema } from '@freight/domain';
import { z } from 'zod';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { idParam, pageParam } from '../../http/params';
import { containsPattern } from '../../db/paging';
import * as carriers from '../carriers/carriers.repository';
import { carrierSchema } from '../carriers/carriers.schema';
import { conditionOptions } from '../conditions/conditions.service';
import { roleOptions } from '../roles/roles.repository';
import { transitOptions } from '../transits/transits.repository';
import { zoneOptions } from '../zones/zones.repository';
import { listUsers } from '../users/users.repository';
import * as users from '../users/users.service';
import { acceptRegistration } from './registrations.service';

const admin = { access: 'admin' } as const;

const carrierUserSchema = userSchema.extend({
  password: z.string().min(8, 'must be at least 8 characters').optional().or(z.literal('').transform(() => undefined)),
});

/** Platform administration: carriers and their users, registrations, quick search, exchange rates. */
export function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/admin/carriers', { config: admin }, async (request) => {
    const name = (request.query as { carrier?: string }).carrier;
    return carriers.listCarriers(deps.db, { page: pageParam(request), name });
  });

  app.get('/fe/admin/carriers/:id', { config: admin }, async (request) => {
    const carrier = await carriers.findCarrier(deps.db, idParam(request));
    if (!carrier) throw AppError.notFound();
    const { items } = await listUsers(deps.db, carrier.id, { page: 1 });
    return { ...carrier, users: items };
  });

  app.post('/fe/admin/carriers', { config: admin }, async (request, reply) => {
    const input = parseWith(carrierSchema, request.body);
    const { carrierId } = await deps.db.transaction().execute((tx) => carriers.insertCarrier(tx, input));
    return reply.status(201).send({ id: carrierId });
  });

  app.put('/fe/admin/carriers/:id', { config: admin }, async (request) => {
    const id = idParam(request);
    if (!(await carriers.updateCarrier(deps.db, id, parseWith(carrierSchema, request.body)))) throw AppError.notFound();
    return carriers.findCarrier(deps.db, id);
  });

  app.get('/fe/admin/carriers/:id/roles', { config: admin }, async (request) => roleOptions(deps.db, await carrierId(request)));

  // The option lists a carrier's forms need, for an admin working under that carrier.
  const carrierOptions = { conditions: conditionOptions, zones: zoneOptions, transits: transitOptions } as const;
  for (const [name, load] of Object.entries(carrierOptions)) {
    app.get(`/fe/admin/carriers/:id/${name}/form`, { config: admin }, async (request) => load(deps.db, await carrierId(request)));
  }

  app.post('/fe/admin/carriers/:id/user', { config: admin }, async (request, reply) => {
    const input = parseWith(carrierUserSchema, request.body);
    const id = await users.createUser(deps, await carrierId(request), input);
    return reply.status(201).send({ id });
  });

  app.delete('/fe/admin/carriers/:id/users/:userId', { config: admin }, async (request, reply) => {
    await users.deleteUser(deps, await carrierId(request), idParam(request, 'userId'), -1);
    return reply.status(204).send();
  });

  app.post('/fe/admin/users/:id', { config: admin }, async (request, reply) => {
    await users.sendVerification(deps, idParam(request));
    return reply.status(204).send();
  });

  app.get('/fe/admin/registrations', { config: admin }, async (request) => {
    const page = pageParam(request);
    const [items, total] = await Promise.all([
      deps.db
        .selectFrom('registrations')
        .selectAll()
        .orderBy(sql`status = 'pending'`, 'desc')
        .orderBy('created_at', 'desc')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      deps.db.selectFrom('registrations').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, count: Number(total.n) };
  });

  app.get('/fe/admin/registrations/:id', { config: admin }, async (request) => {
    const row = await deps.db.selectFrom('registrations').selectAll().where('id', '=', idParam(request)).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return row;
  });

  app.post('/fe/admin/registrations/:id/accept', { config: admin }, async (request) => ({
    carrier_id: await acceptRegistration(deps, idParam(request)),
  }));

  app.post('/fe/admin/registrations/:id/reject', { config: admin }, async (request, reply) => {
    const result = await deps.db
      .updateTable('registrations')
      .set({ status: 'rejected' })
      .where('id', '=', idParam(request))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw AppError.notFound('No pending registration with this id');
    return reply.status(204).send();
  });

  app.get('/fe/admin/quick_search', { config: admin }, async (request) => {
    const q = ((request.query as { q?: string }).q ?? '').trim();
    if (q.length < 2) return { carriers: [], users: [] };
    const like = containsPattern(q);
    const [carrierRows, userRows] = await Promise.all([
      deps.db.selectFrom('carriers').select(['id', 'name']).where('name', 'ilike', like).orderBy('name').limit(20).execute(),
      deps.db
        .selectFrom('users')
        .innerJoin('carriers', 'carriers.id', 'users.carrier_id')
        .select(['users.id', 'users.name', 'users.email', 'users.carrier_id', 'carriers.name as carrier_name'])
        .where((eb) => eb.or([eb('users.name', 'ilike', like), eb('users.email', 'ilike', like)]))
        .orderBy('users.name')
        .limit(20)
        .execute(),
    ]);
    return { carriers: carrierRows, users: userRows };
  });

  /** The :id carrier, 404 when it does not exist. */
  async function carrierId(request: Parameters<typeof idParam>[0]) {
    const carrier = await carriers.findCarrier(deps.db, idParam(request));
    if (!carrier) throw AppError.notFound();
    return carrier.id;
  }
}
