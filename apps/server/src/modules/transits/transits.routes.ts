import type { FastifyInstance } from 'fastify';
import { TRANSIT_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import * as transits from './transits.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing'>;

/** Transit times: days on the road, cutoff, departure days and weekend delivery. */
export function transitRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, TRANSIT_ROUTES.list, ({ query }, request) =>
    transits.listTransits(deps, carrierOf(request), { page: query.page, dir: query.dir }),
  );
  serve(app, TRANSIT_ROUTES.options, (_, request) => transits.transitOptions(deps.db, carrierOf(request)));
  serve(app, TRANSIT_ROUTES.get, ({ params }, request) => transits.getTransit(deps, carrierOf(request), params.id));
  serve(app, TRANSIT_ROUTES.create, async ({ body }, request) => ({ id: await transits.createTransit(deps, carrierOf(request), body) }));
  serve(app, TRANSIT_ROUTES.update, ({ params, body }, request) => transits.updateTransit(deps, carrierOf(request), params.id, body));
  serve(app, TRANSIT_ROUTES.delete, ({ params }, request) => transits.deleteTransit(deps, carrierOf(request), params.id));
}
