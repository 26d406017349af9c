import type { FastifyInstance } from 'fastify';
import { PARTNER_PEOPLE_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import * as people from './partner-users.service';

/** A partner's people on the carrier's partner page: the portal's users, invited and revoked. */
export function partnerUserRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, PARTNER_PEOPLE_ROUTES.list, ({ params }, request) => people.listPartnerUsers(deps, carrierOf(request), params.id));
  serve(app, PARTNER_PEOPLE_ROUTES.revoked, ({ params }, request) => people.listRevokedPartnerUsers(deps, carrierOf(request), params.id));
  serve(app, PARTNER_PEOPLE_ROUTES.invite, async ({ params, body }, request) => ({
    id: await people.invite(deps, carrierOf(request), params.id, body, requesterOf(request)),
  }));
  serve(app, PARTNER_PEOPLE_ROUTES.revoke, ({ params }, request) =>
    people.revoke(deps, carrierOf(request), params.id, params.userId, requesterOf(request)),
  );
}
