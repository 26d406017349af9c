import type { FastifyInstance } from 'fastify';
import { serviceSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import * as services from './services.service';

const read = { access: { area: 'services', level: 'read' } } as const;
const write = { access: { area: 'services', level: 'write' } } as const;
const readForUse = { access: { area: ['services', 'pricelists', 'surcharges'], level: 'read', orCalculator: true } } as const;

/** Services: what a carrier sells (e.g. groupage, express); each with limits (blocks). */
export function serviceRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/services', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name', 'code'] as const);
    return services.listServices(deps, carrierOf(request), { page: q.page, search: q.name, sortBy: q.sort_by, dir: q.dir });
  });

  app.get('/fe/services/form', { config: readForUse }, async (request) => services.serviceOptions(deps, carrierOf(request)));

  app.get('/fe/services/:id', { config: read }, async (request) => services.getService(deps, carrierOf(request), idParam(request)));

  app.post('/fe/services', { config: write }, async (request, reply) => {
    const id = await services.createService(deps, carrierOf(request), parseWith(serviceSchema, request.body));
    return reply.status(201).send({ id });
  });

  // The body is parsed once the service is found (404 before 422).
  app.put('/fe/services/:id', { config: write }, async (request) =>
    services.updateService(deps, carrierOf(request), idParam(request), () => parseWith(serviceSchema, request.body)),
  );
}
