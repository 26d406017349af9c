import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_SURCHARGE_ROUTES, SURCHARGE_ROUTES } from '@freight/domain';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { idParam } from '../../http/params';
import { serve } from '../../http/serve';
import { answerProposal } from '../change-mails';
import { isProposed } from '../versions';
import { authOf, carrierOf } from '../../http/session.plugin';
import { existingCarrier } from '../carriers';
import { readerLanguage } from '../partners';
import * as surcharges from './surcharges.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'mailer' | 'config' | 'background' | 'changePricing'> & PricingSeam;

type SurchargeRoutes = typeof SURCHARGE_ROUTES | typeof ADMIN_SURCHARGE_ROUTES;

/** Surcharges, for a carrier's staff under /fe/surcharges and for admins under a carrier. */
export function surchargeRoutes(app: FastifyInstance, deps: RouteDeps) {
  mountSurcharges(app, deps, SURCHARGE_ROUTES, async (request) => carrierOf(request));
  mountSurcharges(app, deps, ADMIN_SURCHARGE_ROUTES, (request) => existingCarrier(deps.db, idParam(request, 'carrierId')));
}

function mountSurcharges(
  app: FastifyInstance,
  deps: RouteDeps,
  routes: SurchargeRoutes,
  carrier: (request: FastifyRequest) => Promise<number>,
) {
  serve(app, routes.list, async ({ query }, request) =>
    surcharges.listSurcharges(deps, await carrier(request), {
      page: query.page,
      name: query.name,
      sortBy: query.sort_by,
      dir: query.dir,
      archived: query.archived,
    }),
  );
  serve(app, routes.options, async (_, request) => surcharges.surchargeOptions(deps, await carrier(request)));
  serve(app, routes.get, async ({ params }, request) => surcharges.readSurcharge(deps.db, await carrier(request), params.id));
  serve(app, routes.health, async ({ params }, request) =>
    surcharges.surchargeHealth(deps, await carrier(request), params.id, await readerLanguage(deps.db, request)),
  );
  serve(app, routes.logs, async ({ params }, request) => surcharges.surchargeLogs(deps, await carrier(request), params.id));
  serve(app, routes.create, async ({ body }, request, reply) => {
    const created = await surcharges.createSurcharge(deps, authOf(request), await carrier(request), body);
    return isProposed(created) ? answerProposal(deps, request, reply, routes.create, created) : created;
  });
  serve(app, routes.update, async ({ params, body }, request, reply) => {
    const saved = await surcharges.updateSurcharge(deps, authOf(request), await carrier(request), params.id, body);
    return isProposed(saved) ? answerProposal(deps, request, reply, routes.update, saved) : saved;
  });
  serve(app, routes.archive, async ({ params }, request, reply) => {
    const proposed = await surcharges.setSurchargeArchived(deps, authOf(request), await carrier(request), params.id, true);
    if (proposed) return answerProposal(deps, request, reply, routes.archive, proposed);
  });
  serve(app, routes.restore, async ({ params }, request, reply) => {
    const proposed = await surcharges.setSurchargeArchived(deps, authOf(request), await carrier(request), params.id, false);
    if (proposed) return answerProposal(deps, request, reply, routes.restore, proposed);
  });
}
