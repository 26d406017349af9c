import type { FastifyInstance } from 'fastify';
import { partnerSchema, partnerSearchQuerySchema, TOKEN_RESET_AREAS } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import * as partners from './partners.service';

const read = { access: { area: 'partners', level: 'read' } } as const;
const write = { access: { area: 'partners', level: 'write' } } as const;
// The seeds gate the token reset on conditions write; it changes the partner, so partners write too.
const resetToken = { access: { area: TOKEN_RESET_AREAS, level: 'write', every: true } } as const;
const readForUse = { access: { area: ['partners', 'pricelists'], level: 'read', orCalculator: true } } as const;

/** Partners (customers): who may request prices with their API token. */
export function partnerRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/customers', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name', 'country'] as const);
    // The partners page searches with ?customer=, the common list query with ?name=.
    const search = parseWith(partnerSearchQuerySchema, request.query).customer ?? q.name;
    return partners.listPartners(deps, carrierOf(request), { page: q.page, search, sortBy: q.sort_by, dir: q.dir });
  });

  app.get('/fe/customers/form', { config: readForUse }, async (request) => partners.partnerOptions(deps, carrierOf(request)));

  app.get('/fe/customers/defaults', { config: read }, async (request) => partners.newPartnerDefaults(deps, carrierOf(request)));

  app.get('/fe/customers/:id', { config: read }, async (request) => partners.getPartner(deps, carrierOf(request), idParam(request)));

  app.post('/fe/customers', { config: write }, async (request, reply) => {
    const id = await partners.createPartner(deps, carrierOf(request), parseWith(partnerSchema, request.body));
    return reply.status(201).send({ id });
  });

  app.put('/fe/customers/:id', { config: write }, async (request) =>
    partners.updatePartner(deps, carrierOf(request), idParam(request), parseWith(partnerSchema, request.body)),
  );

  app.patch('/fe/customers/:id/token', { config: resetToken }, async (request) =>
    partners.resetPartnerToken(deps, carrierOf(request), idParam(request)),
  );
}
