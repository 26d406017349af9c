import type { FastifyInstance } from 'fastify';
import { PARTNER_ROUTES } from '@freight/domain';
import type { PartnersSeam } from './token-cache';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import * as partners from './partners.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'config' | 'changePricing'> & PartnersSeam;

/** Partners (customers): who may request prices with their API token. */
export function partnerRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, PARTNER_ROUTES.list, ({ query }, request) =>
    // The partners page searches with ?customer=, the common list query with ?name=.
    partners.listPartners(deps, carrierOf(request), {
      page: query.page,
      search: query.customer ?? query.name,
      sortBy: query.sort_by,
      dir: query.dir,
      archived: query.archived,
    }),
  );
  serve(app, PARTNER_ROUTES.options, (_, request) => partners.partnerOptions(deps, carrierOf(request)));
  serve(app, PARTNER_ROUTES.defaults, (_, request) => partners.newPartnerDefaults(deps, carrierOf(request)));
  serve(app, PARTNER_ROUTES.get, ({ params }, request) => partners.getPartner(deps, carrierOf(request), params.id));
  serve(app, PARTNER_ROUTES.create, async ({ body }, request) => ({ id: await partners.createPartner(deps, carrierOf(request), body) }));
  serve(app, PARTNER_ROUTES.update, ({ params, body }, request) => partners.updatePartner(deps, carrierOf(request), params.id, body));
  serve(app, PARTNER_ROUTES.resetToken, ({ params }, request) =>
    partners.resetPartnerToken(deps, carrierOf(request), params.id, requesterOf(request)),
  );
  serve(app, PARTNER_ROUTES.archive, ({ params }, request) => partners.setPartnerArchived(deps, carrierOf(request), params.id, true));
  serve(app, PARTNER_ROUTES.restore, ({ params }, request) => partners.setPartnerArchived(deps, carrierOf(request), params.id, false));
}
