import type { FastifyInstance } from 'fastify';
import { transitSchema, transitUpdateSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import * as transits from './transits.service';

const read = { access: { area: 'transits', level: 'read' } } as const;
const write = { access: { area: 'transits', level: 'write' } } as const;
const readForPricing = { access: { area: ['transits', 'pricelists', 'surcharges'], level: 'read' } } as const;

/** Transit times: days on the road, cutoff, departure days and weekend delivery. */
export function transitRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/transits', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name'] as const);
    return transits.listTransits(deps, carrierOf(request), { page: q.page, dir: q.dir });
  });

  app.get('/fe/transits/form', { config: readForPricing }, async (request) => transits.transitOptions(deps, carrierOf(request)));

  app.get('/fe/transits/:id', { config: read }, async (request) => transits.getTransit(deps, carrierOf(request), idParam(request)));

  app.post('/fe/transits', { config: write }, async (request, reply) => {
    const body = parseWith(transitSchema, request.body);
    const id = await transits.createTransit(deps, carrierOf(request), body);
    return reply.status(201).send({ id });
  });

  app.put('/fe/transits/:id', { config: write }, async (request) =>
    transits.updateTransit(deps, carrierOf(request), idParam(request), parseWith(transitUpdateSchema, request.body)),
  );
}
