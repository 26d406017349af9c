import type { FastifyInstance, FastifyRequest } from 'fastify';
import { surchargeSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { Access } from '../../http/context';
import type { AppDeps } from '../../deps';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { authOf, carrierOf } from '../../http/session.plugin';
import { existingCarrier } from '../carriers/carriers.service';
import { versionRoutes } from '../versions/versions.routes';
import * as surcharges from './surcharges.service';

interface Mount {
  prefix: string;
  read: Access;
  write: Access;
  /** Options for the pricelist form: readable with pricelists too. */
  options: Access;
  carrier: (request: FastifyRequest) => Promise<number>;
}

/** Surcharges, for a carrier's staff under /fe/surcharges and for admins under a carrier. */
export function surchargeRoutes(app: FastifyInstance, deps: AppDeps) {
  mountSurcharges(app, deps, {
    prefix: '/fe/surcharges',
    read: { area: 'surcharges', level: 'read' },
    write: { area: 'surcharges', level: 'write' },
    options: { area: ['surcharges', 'pricelists'], level: 'read' },
    carrier: async (request) => carrierOf(request),
  });
  mountSurcharges(app, deps, {
    prefix: '/fe/admin/carriers/:carrierId/surcharges',
    read: 'admin',
    write: 'admin',
    options: 'admin',
    carrier: (request) => existingCarrier(deps, idParam(request, 'carrierId')),
  });
}

function mountSurcharges(app: FastifyInstance, deps: AppDeps, mount: Mount) {
  const { prefix } = mount;

  app.get(prefix, { config: { access: mount.read } }, async (request) => {
    const q = listQuery(request.query, ['name', 'updated_at', 'type'] as const);
    return surcharges.listSurcharges(deps, await mount.carrier(request), { page: q.page, name: q.name, sortBy: q.sort_by, dir: q.dir });
  });

  app.get(`${prefix}/form`, { config: { access: mount.options } }, async (request) =>
    surcharges.surchargeOptions(deps, await mount.carrier(request)),
  );

  app.get(`${prefix}/:id`, { config: { access: mount.read } }, async (request) =>
    surcharges.getSurcharge(deps, await mount.carrier(request), idParam(request)),
  );

  app.get(`${prefix}/:id/health`, { config: { access: mount.read } }, async (request) =>
    surcharges.surchargeHealth(deps, await mount.carrier(request), idParam(request)),
  );

  app.get(`${prefix}/:id/logs`, { config: { access: mount.read } }, async (request) =>
    surcharges.surchargeLogs(deps, await mount.carrier(request), idParam(request)),
  );

  app.post(prefix, { config: { access: mount.write } }, async (request, reply) => {
    const body = parseWith(surchargeSchema, request.body);
    const id = await surcharges.createSurcharge(deps, authOf(request), await mount.carrier(request), body);
    return reply.status(201).send({ id });
  });

  app.put(`${prefix}/:id`, { config: { access: mount.write } }, async (request) => {
    const body = parseWith(surchargeSchema, request.body);
    return surcharges.updateSurcharge(deps, authOf(request), await mount.carrier(request), idParam(request), body);
  });

  versionRoutes(app, deps, { prefix, type: 'surcharge', read: mount.read, write: mount.write, carrier: mount.carrier });
}
