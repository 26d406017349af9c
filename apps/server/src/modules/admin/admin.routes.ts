import type { FastifyInstance } from 'fastify';
import { carrierListQuerySchema, carrierSchema, carrierUserSchema, quickSearchQuerySchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { idParam, pageParam } from '../../http/params';
import { authOf } from '../../http/session.plugin';
import * as carriers from '../carriers/carriers.service';
import { conditionOptions } from '../conditions/conditions.service';
import { transitOptions } from '../transits/transits.service';
import { zoneOptions } from '../zones/zones.service';
import * as users from '../users/users.service';
import { quickSearch, searchPricelistsOfAnyCarrier } from './quick-search.service';
import * as registrations from './registrations.service';

const admin = { access: 'admin' } as const;

/** Platform administration: carriers and their users, registrations, quick search. */
export function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/admin/carriers', { config: admin }, async (request) => {
    const { page, carrier } = parseWith(carrierListQuerySchema, request.query);
    return carriers.listCarriers(deps, { page, name: carrier });
  });

  app.get('/fe/admin/carriers/:id', { config: admin }, async (request) => carriers.getCarrier(deps, idParam(request)));

  app.post('/fe/admin/carriers', { config: admin }, async (request, reply) => {
    const id = await carriers.createCarrier(deps, parseWith(carrierSchema, request.body));
    return reply.status(201).send({ id });
  });

  app.put('/fe/admin/carriers/:id', { config: admin }, async (request) =>
    carriers.updateCarrier(deps, idParam(request), parseWith(carrierSchema, request.body)),
  );

  app.get('/fe/admin/carriers/:id/roles', { config: admin }, async (request) => carriers.carrierRoleOptions(deps, idParam(request)));

  // The option lists a carrier's forms need, for an admin working under that carrier.
  const carrierOptions = {
    conditions: (carrierId: number) => conditionOptions(deps.db, carrierId),
    zones: (carrierId: number) => zoneOptions(deps, carrierId),
    transits: (carrierId: number) => transitOptions(deps, carrierId),
  } as const;
  for (const [name, load] of Object.entries(carrierOptions)) {
    app.get(`/fe/admin/carriers/:id/${name}/form`, { config: admin }, async (request) =>
      carriers.carrierFormOptions(deps, idParam(request), load),
    );
  }

  app.post('/fe/admin/carriers/:id/user', { config: admin }, async (request, reply) => {
    const input = parseWith(carrierUserSchema, request.body);
    const id = await carriers.addCarrierUser(deps, idParam(request), input, authOf(request));
    return reply.status(201).send({ id });
  });

  app.delete('/fe/admin/carriers/:id/users/:userId', { config: admin }, async (request, reply) => {
    await carriers.deleteCarrierUser(deps, idParam(request), idParam(request, 'userId'));
    return reply.status(204).send();
  });

  app.post('/fe/admin/users/:id', { config: admin }, async (request, reply) => {
    await users.sendVerification(deps, idParam(request));
    return reply.status(204).send();
  });

  app.get('/fe/admin/registrations', { config: admin }, async (request) => registrations.listRegistrations(deps, pageParam(request)));

  app.get('/fe/admin/registrations/:id', { config: admin }, async (request) => registrations.getRegistration(deps, idParam(request)));

  app.post('/fe/admin/registrations/:id/accept', { config: admin }, async (request) => ({
    carrier_id: await registrations.acceptRegistration(deps, idParam(request)),
  }));

  app.post('/fe/admin/registrations/:id/reject', { config: admin }, async (request, reply) => {
    await registrations.rejectRegistration(deps, idParam(request));
    return reply.status(204).send();
  });

  app.get('/fe/admin/quick_search', { config: admin }, async (request) =>
    quickSearch(deps, parseWith(quickSearchQuerySchema, request.query).q),
  );

  app.get('/fe/admin/quick_search/pricelists', { config: admin }, async (request) =>
    searchPricelistsOfAnyCarrier(deps, parseWith(quickSearchQuerySchema, request.query).q),
  );
}
