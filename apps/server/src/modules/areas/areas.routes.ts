import type { FastifyInstance } from 'fastify';
import { AREA_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { setupWrite, writeOrHold, type SetupOp } from '../versions';
import * as areas from './areas.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing' | 'mailer' | 'config' | 'background'>;

/** Postcode areas: list, record calls, mass upload (with zones), options for pickers. */
export function areaRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, AREA_ROUTES.list, ({ query }, request) =>
    areas.listAreas(deps, carrierOf(request), {
      page: query.page,
      name: query.name,
      countries: query.country,
      sortBy: query.sort_by,
      dir: query.dir,
    }),
  );
  serve(app, AREA_ROUTES.options, ({ query }, request) => areas.searchAreaOptions(deps, carrierOf(request), query));
  serve(app, AREA_ROUTES.findByNames, ({ body }, request) => areas.findAreasByNames(deps, carrierOf(request), body.names));
  serve(app, AREA_ROUTES.countries, (_, request) => areas.areaCountries(deps, carrierOf(request)));
  serve(app, AREA_ROUTES.get, ({ params }, request) => areas.getArea(deps, carrierOf(request), params.id));
  // Writes wait for a second person when the carrier's approvals hold the pricing setup.
  const held = (op: SetupOp, id: number | null, body?: object) => setupWrite(areas.AREA_SETUP, op, id, body);
  serve(app, AREA_ROUTES.create, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, AREA_ROUTES.create, held('create', null, body), async () => ({
      id: await areas.createArea(deps, carrierOf(request), body),
    })),
  );
  serve(app, AREA_ROUTES.update, ({ params, body }, request, reply) =>
    writeOrHold(deps, request, reply, AREA_ROUTES.update, held('update', params.id, body), () =>
      areas.updateArea(deps, carrierOf(request), params.id, body),
    ),
  );
  serve(app, AREA_ROUTES.delete, ({ params }, request, reply) =>
    writeOrHold(deps, request, reply, AREA_ROUTES.delete, held('delete', params.id), () =>
      areas.deleteArea(deps, carrierOf(request), params.id),
    ),
  );
  serve(app, AREA_ROUTES.mass, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, AREA_ROUTES.mass, held('import', null, { areas: body.areas }), async () => {
      const ids = await areas.createAreas(deps, carrierOf(request), body.areas);
      return { count: ids.length, ids };
    }),
  );
  serve(app, AREA_ROUTES.massZone, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, AREA_ROUTES.massZone, held('import', null, { areas: body.areas, zones: true }), () =>
      areas.createAreasWithZones(deps, carrierOf(request), body.areas),
    ),
  );
}
