import type { FastifyInstance } from 'fastify';
import { findZonesByAreasSchema, zoneSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import * as repo from './zones.repository';
import * as zones from './zones.service';

const read = { access: { area: 'zones', level: 'read' } } as const;
const write = { access: { area: 'zones', level: 'write' } } as const;
// Pricelist and surcharge forms pick zones.
const readForPricing = { access: { area: ['zones', 'pricelists', 'surcharges'], level: 'read' } } as const;

/** Zones: groups of postcode areas that pricelists price between. */
export function zoneRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/zones', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name'] as const);
    return repo.listZones(deps.db, carrierOf(request), { page: q.page, name: q.name, countries: q.country, dir: q.dir });
  });

  app.get('/fe/zones/form', { config: readForPricing }, async (request) => repo.zoneOptions(deps.db, carrierOf(request)));

  app.get('/fe/zones/:id', { config: read }, async (request) => zones.getZone(deps, carrierOf(request), idParam(request)));

  app.get('/fe/zones/:id/areas', { config: readForPricing }, async (request) =>
    (await zones.getZone(deps, carrierOf(request), idParam(request))).areas,
  );

  app.post('/fe/zones', { config: write }, async (request, reply) => {
    const id = await zones.saveZone(deps, carrierOf(request), parseWith(zoneSchema, request.body));
    return reply.status(201).send({ id });
  });

  app.put('/fe/zones/:id', { config: write }, async (request) => {
    const carrierId = carrierOf(request);
    const id = await zones.saveZone(deps, carrierId, parseWith(zoneSchema, request.body), idParam(request));
    return zones.getZone(deps, carrierId, id);
  });

  app.post('/fe/zones/find_by_areas', { config: readForPricing }, async (request) => {
    const { areas } = parseWith(findZonesByAreasSchema, request.body);
    const carrierId = carrierOf(request);
    const ids = await repo.zonesHoldingAreas(deps.db, carrierId, areas);
    const rows = await Promise.all(ids.map((id) => repo.findZoneRow(deps.db, carrierId, id)));
    return zones.describeZones(deps, rows.filter((z) => z !== undefined));
  });
}
