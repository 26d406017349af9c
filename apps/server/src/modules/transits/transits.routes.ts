import type { FastifyInstance } from 'fastify';
import { TRANSIT_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { setupWrite, writeOrHold, type SetupOp } from '../versions';
import * as transits from './transits.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing' | 'mailer' | 'config' | 'background'>;

/** Transit times: days on the road, cutoff, departure days and weekend delivery. */
export function transitRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, TRANSIT_ROUTES.list, ({ query }, request) =>
    transits.listTransits(deps, carrierOf(request), { page: query.page, dir: query.dir }),
  );
  serve(app, TRANSIT_ROUTES.options, (_, request) => transits.transitOptions(deps.db, carrierOf(request)));
  serve(app, TRANSIT_ROUTES.get, ({ params }, request) => transits.getTransit(deps, carrierOf(request), params.id));
  // Writes wait for a second person when the carrier's approvals hold the pricing setup.
  const held = (op: SetupOp, id: number | null, body?: object) => setupWrite(transits.TRANSIT_SETUP, op, id, body);
  serve(app, TRANSIT_ROUTES.create, ({ body }, request, reply) =>
    writeOrHold(deps, request, reply, TRANSIT_ROUTES.create, held('create', null, body), async () => ({
      id: await transits.createTransit(deps, carrierOf(request), body),
    })),
  );
  serve(app, TRANSIT_ROUTES.update, ({ params, body }, request, reply) =>
    writeOrHold(deps, request, reply, TRANSIT_ROUTES.update, held('update', params.id, body), () =>
      transits.updateTransit(deps, carrierOf(request), params.id, body),
    ),
  );
  serve(app, TRANSIT_ROUTES.delete, ({ params }, request, reply) =>
    writeOrHold(deps, request, reply, TRANSIT_ROUTES.delete, held('delete', params.id), () =>
      transits.deleteTransit(deps, carrierOf(request), params.id),
    ),
  );
}
