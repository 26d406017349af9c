import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { carrierOf } from '../../http/session.plugin';
import { partnerForCalculator } from '../partners/partners.service';
import type { Caller } from './price.service';

/** What these services use of the app's dependencies (deps.ts). */
type CallerDeps = Pick<AppDeps, 'db'>;

/**
 * Who asks on a partner-API route (`access: 'partner'`), which the guard settled before the body
 * was read: the partner of the Bearer token or of a partner user's session (`customer` is ignored:
 * they price as their partner), else the signed-in calculator, who names the partner
 * by `customer` (another carrier's: 422) or none for the general pricelists.
 */
export async function callerOf(deps: CallerDeps, request: FastifyRequest, customer: number | null | undefined): Promise<Caller> {
  if (request.apiPartner) {
    // A partner user's session (the portal) is their partner's token; their own id is kept as the starter.
    const portalUser = !request.headers.authorization && request.auth?.partnerId === request.apiPartner.partner.id;
    return { ...request.apiPartner, viaTms: true, userId: portalUser ? request.auth!.user.id : null };
  }
  const carrierId = carrierOf(request);
  const partner = customer === null || customer === undefined ? null : await partnerForCalculator(deps, carrierId, customer);
  return { carrierId, partner, viaTms: false, userId: request.auth?.user.id ?? null };
}
