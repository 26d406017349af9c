import type { FastifyRequest } from 'fastify';
import type { Seams } from '../../seams';
import type { ApiPartner } from '../../http/context';
import { carrierOf } from '../../http/session.plugin';
import { partnerForCalculator } from '../partners';
import type { Caller } from './price.service';

/** What these services use of the app's dependencies (deps.ts). */
type CallerDeps = Pick<Seams, 'db'>;

// The caller of each remembered token's partner (the token cache keeps one object per token), so a
// partner's steady stream of requests makes none.
const tokenCallers = new WeakMap<ApiPartner, Caller>();

/**
 * Who asks on a partner-API route (`access: 'partner'`), which the guard settled before the body
 * was read: the partner of the Bearer token or of a partner user's session (`customer` is ignored:
 * they price as their partner), else the signed-in calculator, who names the partner
 * by `customer` (another carrier's: 422) or none for the general pricelists. Synchronous for a
 * partner, so the price API's steady state waits for nothing.
 */
export function callerOf(deps: CallerDeps, request: FastifyRequest, partnerId: number | null | undefined): Caller | Promise<Caller> {
  const apiPartner = request.apiPartner;
  if (apiPartner) {
    if (request.headers.authorization) {
      let caller = tokenCallers.get(apiPartner);
      if (!caller) tokenCallers.set(apiPartner, (caller = { ...apiPartner, viaTms: true, userId: null }));
      return caller;
    }
    // A partner user's session (the portal) is their partner's token; their own id is kept as the starter.
    const portalUser = request.auth?.partnerId === apiPartner.partner.id;
    return { ...apiPartner, viaTms: true, userId: portalUser ? request.auth!.user.id : null };
  }
  return calculatorCaller(deps, request, partnerId);
}

async function calculatorCaller(deps: CallerDeps, request: FastifyRequest, partnerId: number | null | undefined): Promise<Caller> {
  const carrierId = carrierOf(request);
  const partner = partnerId === null || partnerId === undefined ? null : await partnerForCalculator(deps, carrierId, partnerId);
  return { carrierId, partner, viaTms: false, userId: request.auth?.user.id ?? null };
}
