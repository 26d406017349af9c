import type { FastifyInstance } from 'fastify';
import { PARTNER_PEOPLE_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import * as people from './partner-users.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'mailer' | 'config'>;

/** A partner's people on the carrier's partner page: the portal's users, invited and revoked. */
export function partnerUserRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, PARTNER_PEOPLE_ROUTES.list, ({ params }, request) => people.listPartnerUsers(deps, carrierOf(request), params.id));
  serve(app, PARTNER_PEOPLE_ROUTES.revoked, ({ params }, request) => people.listRevokedPartnerUsers(deps, carrierOf(request), params.id));
  serve(app, PARTNER_PEOPLE_ROUTES.invite, async ({ params, body }, request) => ({
    id: await people.invite(deps, carrierOf(request), params.id, body, requesterOf(request)),
  }));
  serve(app, PARTNER_PEOPLE_ROUTES.revoke, ({ params }, request) =>
    people.revoke(deps, carrierOf(request), params.id, params.userId, requesterOf(request)),
  );
}
