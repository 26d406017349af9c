import type { FastifyInstance } from 'fastify';
import { ZONE_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { setupWrite, writeOrHold, type SetupOp } from '../versions';
import * as zones from './zones.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing' | 'mailer' | 'config' | 'background'>;

/** Zones: groups of postcode areas that pricelists price between. */
export function zoneRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, ZONE_ROUTES.list, ({ query }, request) =>
    zones.listZones(deps, carrierOf(request), { page: query.page, name: query.name, countries: query.country, dir: query.dir }),
  );
  serve(app, ZONE_ROUTES.options, (_, request) => zones.zoneOptions(deps.db, carrierOf(request)));
  serve(app, ZONE_ROUTES.get, ({ params }, request) => zones.getZone(deps, carrierOf(request), params.id));
  serve(app, ZONE_ROUTES.areas, ({ params }, request) => zones.zoneAreas(deps, carrierOf(request), params.id));
  serve(app, ZONE_ROUTES.findByAreas, ({ body }, request) => zones.findZonesByAreas(deps, carrierOf(request), body.areas));
  // Writes wait for a second person when the carrier's approvals hold the pricing setup.
  const held = (op: SetupOp, id: number | null, body?: object) => setupWrite(zones.ZONE_SETUP, op, id, body);
  serve(app, ZONE_ROUTES.create, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, ZONE_ROUTES.create, held('create', null, body), async () => ({
      id: await zones.createZone(deps, carrierOf(request), body),
    })),
  );
  serve(app, ZONE_ROUTES.update, ({ params, body }, request, reply) =>
    writeOrHold(deps, request, reply, ZONE_ROUTES.update, held('update', params.id, body), () =>
      zones.updateZone(deps, carrierOf(request), params.id, body),
    ),
  );
  serve(app, ZONE_ROUTES.delete, ({ params }, request, reply) =>
    writeOrHold(deps, request, reply, ZONE_ROUTES.delete, held('delete', params.id), () =>
      zones.deleteZone(deps, carrierOf(request), params.id),
    ),
  );
}
