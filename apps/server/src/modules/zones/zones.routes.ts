import type { FastifyInstance } from 'fastify';
import { findZonesByAreasSchema, zoneSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { carrierOf } from '../../http/session.plugin';
import * as zones from './zones.service';

const read = { access: { area: 'zones', level: 'read' } } as const;
const write = { access: { area: 'zones', level: 'write' } } as const;
// Pricelist and surcharge forms pick zones.
const readForPricing = { access: { area: ['zones', 'pricelists', 'surcharges'], level: 'read' } } as const;

/** Zones: groups of postcode areas that pricelists price between. */
export function zoneRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/zones', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name'] as const);
    return zones.listZones(deps, carrierOf(request), { page: q.page, name: q.name, countries: q.country, dir: q.dir });
  });

  app.get('/fe/zones/form', { config: readForPricing }, async (request) => zones.zoneOptions(deps, carrierOf(request)));

  app.get('/fe/zones/:id', { config: read }, async (request) => zones.getZone(deps, carrierOf(request), idParam(request)));

  app.get('/fe/zones/:id/areas', { config: readForPricing }, async (request) =>
    zones.zoneAreas(deps, carrierOf(request), idParam(request)),
  );

  app.post('/fe/zones', { config: write }, async (request, reply) => {
    const id = await zones.createZone(deps, carrierOf(request), parseWith(zoneSchema, request.body));
    return reply.status(201).send({ id });
  });

  app.put('/fe/zones/:id', { config: write }, async (request) => {
    const carrierId = carrierOf(request);
    // Body before id: a bad body answers 422 before a malformed id answers 404.
    const body = parseWith(zoneSchema, request.body);
    return zones.updateZone(deps, carrierId, idParam(request), body);
  });

  // A POST that only reads: it must keep the compiled pricing data.
  app.post('/fe/zones/find_by_areas', { config: readForPricing }, async (request) => {
    const { areas } = parseWith(findZonesByAreasSchema, request.body);
    return zones.findZonesByAreas(deps, carrierOf(request), areas);
  });
}
