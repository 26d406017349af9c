import type { FastifyInstance } from 'fastify';
import { areaSchema, massAreasSchema, massZoneAreasSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { authOf, carrierOf } from '../../http/session.plugin';
import * as areas from './areas.service';

const read = { access: { area: 'areas', level: 'read' } } as const;
const write = { access: { area: 'areas', level: 'write' } } as const;
// The zone form picks areas, so zones:read also reads the area options.
const readForZones = { access: { area: ['areas', 'zones'], level: 'read' } } as const;

/** Postcode areas: list, record calls, mass upload (with zones), options for pickers. */
export function areaRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/areas', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name', 'postcode'] as const);
    return areas.listAreas(deps, carrierOf(request), { page: q.page, name: q.name, countries: q.country, sortBy: q.sort_by, dir: q.dir });
  });

  app.get('/fe/areas/form', { config: readForZones }, async (request) => areas.areaOptions(deps, carrierOf(request)));

  app.get('/fe/areas/countries', { config: readForZones }, async (request) => areas.areaCountries(deps, carrierOf(request)));

  app.get('/fe/areas/:id', { config: readForZones }, async (request) => areas.getArea(deps, carrierOf(request), idParam(request)));

  app.post('/fe/areas', { config: write }, async (request, reply) => {
    const id = await areas.createArea(deps, carrierOf(request), parseWith(areaSchema, request.body));
    return reply.status(201).send({ id });
  });

  // The body is parsed once the area is found (404 before 422).
  app.put('/fe/areas/:id', { config: write }, async (request) =>
    areas.updateArea(deps, carrierOf(request), idParam(request), () => parseWith(areaSchema, request.body)),
  );

  app.delete('/fe/areas/:id', { config: write }, async (request, reply) => {
    await areas.deleteArea(deps, carrierOf(request), idParam(request));
    return reply.status(204).send();
  });

  app.post('/fe/areas/mass', { config: write }, async (request, reply) => {
    const { areas: rows } = parseWith(massAreasSchema, request.body);
    const ids = await areas.createAreas(deps, carrierOf(request), rows);
    return reply.status(201).send({ count: ids.length, ids });
  });

  // The rows are parsed once the zones permission is checked (403 before 422).
  app.post('/fe/areas/mass_zone', { config: write }, async (request, reply) => {
    const created = await areas.createAreasWithZones(
      deps,
      authOf(request),
      carrierOf(request),
      () => parseWith(massZoneAreasSchema, request.body).areas,
    );
    return reply.status(201).send(created);
  });
}
