import type { FastifyInstance } from 'fastify';
import { conditionSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import * as conditions from './conditions.service';

const read = { access: { area: 'conditions', level: 'read' } } as const;
const write = { access: { area: 'conditions', level: 'write' } } as const;
// Services, pricelists and surcharges pick conditions as blocks.
const readForUse = { access: { area: ['conditions', 'services', 'pricelists', 'surcharges'], level: 'read' } } as const;

/** Conditions (blocks, limits): a type and presence or numeric bounds. */
export function conditionRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/conditions', { config: read }, async (request) => {
    const q = listQuery(request.query, ['type'] as const);
    return conditions.listConditions(deps, carrierOf(request), { page: q.page, dir: q.dir });
  });

  app.get('/fe/conditions/form', { config: readForUse }, async (request) => conditions.conditionOptions(deps.db, carrierOf(request)));

  app.get('/fe/conditions/:id', { config: read }, async (request) => conditions.getCondition(deps, carrierOf(request), idParam(request)));

  app.post('/fe/conditions', { config: write }, async (request, reply) => {
    const body = parseWith(conditionSchema, request.body);
    const id = await conditions.createCondition(deps, carrierOf(request), body);
    return reply.status(201).send({ id });
  });

  app.put('/fe/conditions/:id', { config: write }, async (request) =>
    conditions.updateCondition(deps, carrierOf(request), idParam(request), parseWith(conditionSchema, request.body)),
  );
}
