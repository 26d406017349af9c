import type { FastifyInstance } from 'fastify';
import { formatDay, GENERAL_CUSTOMER, localTime, pricelistDefaults, pricelistSchema } from '@freight/domain';
import { z } from 'zod';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { csv } from '../../http/list';
import { idParam } from '../../http/params';
import { authOf, carrierOf } from '../../http/session.plugin';
import { readLogs } from '../logs/record-logs';
import { listPricelists } from './pricelists.repository';
import * as pricelists from './pricelists.service';

const read = { access: { area: 'pricelists', level: 'read' } } as const;
const write = { access: { area: 'pricelists', level: 'write' } } as const;

const idText = z.string().regex(/^[1-9]\d{0,9}$/, 'must be ids').transform(Number);
const idCsv = csv.pipe(z.array(idText));

/** The list filters of seeds §3: service, active, customer (incl. general), unit, comment. */
const listFilters = z.object({
  page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').default(1),
  service: idCsv,
  active: csv.pipe(z.array(z.enum(['true', 'false'], { error: 'must be true or false' }))),
  customer: csv.pipe(z.array(z.union([z.literal(GENERAL_CUSTOMER).transform(() => null), idText], { error: `must be ids or ${GENERAL_CUSTOMER}` }))),
  unit: csv,
  comment: z.string().trim().optional(),
});

/** Pricelists: the grid of prices per service and partner, with history. */
export function pricelistRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/pricelists', { config: read }, async (request) => {
    const q = parseWith(listFilters, request.query);
    return listPricelists(deps.db, carrierOf(request), {
      page: q.page,
      services: q.service,
      active: q.active.map((a) => a === 'true'),
      customers: q.customer,
      units: q.unit,
      comment: q.comment,
    });
  });

  app.get('/fe/pricelists/defaults', { config: read }, async (request) => {
    const carrier = await deps.db.selectFrom('carriers').select('timezone').where('id', '=', carrierOf(request)).executeTakeFirstOrThrow();
    return pricelistDefaults(formatDay(localTime(new Date(), carrier.timezone).day));
  });

  app.get('/fe/pricelists/:id', { config: read }, async (request) => pricelists.getPricelist(deps, carrierOf(request), idParam(request)));

  app.get('/fe/pricelists/:id/logs', { config: read }, async (request) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    await pricelists.getPricelist(deps, carrierId, id);
    return readLogs(deps.db, carrierId, 'pricelist', id);
  });

  app.post('/fe/pricelists', { config: write }, async (request, reply) => {
    const body = parseWith(pricelistSchema, request.body);
    const id = await pricelists.createPricelist(deps, authOf(request), carrierOf(request), body);
    return reply.status(201).send({ id });
  });

  app.put('/fe/pricelists/:id', { config: write }, async (request) => {
    const body = parseWith(pricelistSchema, request.body);
    return pricelists.updatePricelist(deps, authOf(request), carrierOf(request), idParam(request), body);
  });

  app.delete('/fe/pricelists/:id/archive', { config: write }, async (request, reply) => {
    await pricelists.archivePricelist(deps, authOf(request), carrierOf(request), idParam(request));
    return reply.status(204).send();
  });
}
