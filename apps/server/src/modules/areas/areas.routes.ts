import type { FastifyInstance } from 'fastify';
import { AREA_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { authOf, carrierOf } from '../../http/session.plugin';
import * as areas from './areas.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing'>;

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
  serve(app, AREA_ROUTES.create, async ({ body }, request) => ({ id: await areas.createArea(deps, carrierOf(request), body) }));
  serve(app, AREA_ROUTES.update, ({ params, body }, request) => areas.updateArea(deps, carrierOf(request), params.id, body));
  serve(app, AREA_ROUTES.delete, ({ params }, request) => areas.deleteArea(deps, carrierOf(request), params.id));
  serve(app, AREA_ROUTES.mass, async ({ body }, request) => {
    const ids = await areas.createAreas(deps, carrierOf(request), body.areas);
    return { count: ids.length, ids };
  });
  serve(app, AREA_ROUTES.massZone, ({ body }, request) =>
    areas.createAreasWithZones(deps, authOf(request), carrierOf(request), () => body.areas),
  );
}
