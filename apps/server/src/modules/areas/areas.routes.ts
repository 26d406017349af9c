import type { FastifyInstance } from 'fastify';
import { areaSchema, countryName, massAreasSchema, massZoneAreasSchema } from '@freight/domain';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { listQuery } from '../../http/list';
import { idParam } from '../../http/params';
import { assertLevel, carrierOf } from '../../http/session.plugin';
import * as repo from './areas.repository';
import { createAreasWithZones } from './mass-zone.service';

const read = { access: { area: 'areas', level: 'read' } } as const;
const write = { access: { area: 'areas', level: 'write' } } as const;
// The zone form picks areas, so zones:read also reads the area options.
const readForZones = { access: { area: ['areas', 'zones'], level: 'read' } } as const;

/** Postcode areas: list, record calls, mass upload (with zones), options for pickers. */
export function areaRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/fe/areas', { config: read }, async (request) => {
    const q = listQuery(request.query, ['name', 'postcode'] as const);
    return repo.listAreas(deps.db, carrierOf(request), { page: q.page, name: q.name, countries: q.country, sortBy: q.sort_by, dir: q.dir });
  });

  app.get('/fe/areas/form', { config: readForZones }, async (request) => repo.areaOptions(deps.db, carrierOf(request)));

  app.get('/fe/areas/countries', { config: readForZones }, async (request) =>
    (await repo.areaCountries(deps.db, carrierOf(request))).map((code) => ({ code, name: countryName(code) })),
  );

  app.get('/fe/areas/:id', { config: readForZones }, async (request) => {
    const area = await repo.findArea(deps.db, carrierOf(request), idParam(request));
    if (!area) throw AppError.notFound();
    return area;
  });

  app.post('/fe/areas', { config: write }, async (request, reply) => {
    const [id] = await repo.insertAreas(deps.db, carrierOf(request), [parseWith(areaSchema, request.body)]);
    return reply.status(201).send({ id });
  });

  app.put('/fe/areas/:id', { config: write }, async (request) => {
    const carrierId = carrierOf(request);
    const id = idParam(request);
    if (!(await repo.findArea(deps.db, carrierId, id))) throw AppError.notFound();
    await repo.updateArea(deps.db, carrierId, id, parseWith(areaSchema, request.body));
    return repo.findArea(deps.db, carrierId, id);
  });

  app.delete('/fe/areas/:id', { config: write }, async (request, reply) => {
    const carrierId = carrierOf(request);
    const area = await repo.findArea(deps.db, carrierId, idParam(request));
    if (!area) throw AppError.notFound();
    if (!area.deletable) throw AppError.conflict('The area is used by a zone; remove it from the zone first');
    await repo.deleteArea(deps.db, carrierId, area.id);
    return reply.status(204).send();
  });

  app.post('/fe/areas/mass', { config: write }, async (request, reply) => {
    const { areas } = parseWith(massAreasSchema, request.body);
    const carrierId = carrierOf(request);
    const ids = await deps.db.transaction().execute((tx) => repo.insertAreas(tx, carrierId, areas));
    return reply.status(201).send({ count: ids.length, ids });
  });

  app.post('/fe/areas/mass_zone', { config: write }, async (request, reply) => {
    assertLevel(request, 'zones', 'write');
    const { areas } = parseWith(massZoneAreasSchema, request.body);
    return reply.status(201).send(await createAreasWithZones(deps, carrierOf(request), areas));
  });
}
