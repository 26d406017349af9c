import type { FastifyInstance } from 'fastify';
import {
  backtestRequestSchema,
  pricelistFiltersSchema,
  pricelistOptionsQuerySchema,
  pricelistSaveQuerySchema,
  pricelistSchema,
  pageQuerySchema,
  unarchivePricelistSchema,
} from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { idParam } from '../../http/params';
import { authOf, carrierOf } from '../../http/session.plugin';
import { backtestPricelist } from './pricelist-backtest.service';
import { admitHeavyWork } from '../../http/heavy-admission';
import * as pricelists from './pricelists.service';

const read = { access: { area: 'pricelists', level: 'read' } } as const;
const write = { access: { area: 'pricelists', level: 'write' } } as const;

/** Pricelists: the grid of prices per service and partner, with history. */
export function pricelistRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/pricelists', { config: read }, async (request) =>
    pricelists.listPricelists(deps, carrierOf(request), parseWith(pricelistFiltersSchema, request.query)),
  );

  app.get('/fe/pricelists/form', { config: read }, async (request) =>
    pricelists.pricelistOptions(deps, carrierOf(request), parseWith(pricelistOptionsQuerySchema, request.query).service),
  );

  app.get('/fe/pricelists/defaults', { config: read }, async (request) => pricelists.newPricelistDefaults(deps, carrierOf(request)));

  app.get('/fe/pricelists/archived', { config: read }, async (request) =>
    pricelists.listArchivedPricelists(deps, carrierOf(request), parseWith(pageQuerySchema, request.query).page),
  );

  app.get('/fe/pricelists/:id', { config: read }, async (request) => pricelists.getPricelist(deps, carrierOf(request), idParam(request)));

  app.get('/fe/pricelists/:id/health', { config: read }, async (request) =>
    pricelists.pricelistHealth(deps, carrierOf(request), idParam(request)),
  );

  app.get('/fe/pricelists/:id/logs', { config: read }, async (request) =>
    pricelists.pricelistLogs(deps, carrierOf(request), idParam(request)),
  );

  // ?check=true: the same checks and the same `takes_over` as the save, nothing written (the web app asks first).
  app.post('/fe/pricelists', { config: write }, async (request, reply) => {
    const { check } = parseWith(pricelistSaveQuerySchema, request.query);
    const body = parseWith(pricelistSchema, request.body);
    if (check) return pricelists.checkPricelistSave(deps, carrierOf(request), null, body);
    return reply.status(201).send(await pricelists.createPricelist(deps, authOf(request), carrierOf(request), body));
  });

  app.put('/fe/pricelists/:id', { config: write }, async (request) => {
    const { check } = parseWith(pricelistSaveQuerySchema, request.query);
    const body = parseWith(pricelistSchema, request.body);
    if (check) return pricelists.checkPricelistSave(deps, carrierOf(request), idParam(request), body);
    return pricelists.updatePricelist(deps, authOf(request), carrierOf(request), idParam(request), body);
  });

  // Writes nothing: prices past requests with a draft (read level, like the view it is on).
  app.post('/fe/pricelists/:id/backtest', { config: read, onRequest: admitHeavyWork(deps.heavy) }, async (request) =>
    backtestPricelist(deps, carrierOf(request), idParam(request), parseWith(backtestRequestSchema, request.body)),
  );

  app.delete('/fe/pricelists/:id/archive', { config: write }, async (request, reply) => {
    await pricelists.archivePricelist(deps, authOf(request), carrierOf(request), idParam(request));
    return reply.status(204).send();
  });

  // The way back from the archive: the write permission, the version the clerk saw, and
  // ?check=true answering what it would take over (decision 10), as a save does.
  app.post('/fe/pricelists/:id/unarchive', { config: write }, async (request) => {
    const { check } = parseWith(pricelistSaveQuerySchema, request.query);
    const { version } = parseWith(unarchivePricelistSchema, request.body);
    if (check) return pricelists.checkUnarchive(deps, carrierOf(request), idParam(request), version);
    return pricelists.unarchivePricelist(deps, authOf(request), carrierOf(request), idParam(request), version);
  });
}
