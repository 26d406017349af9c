import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { assertSameOrigin, carrierOf, checkAccess } from '../../http/session.plugin';
import { partnerByToken, partnerForCalculator } from '../partners/partners.service';
import type { Caller } from './price.service';

/**
 * Who asks, before the body is read: a partner by its Bearer token (401 when it is bad), or the
 * signed-in user with the calculator permission (403 `No access`) from our own origin.
 */
export async function identifyCaller(deps: AppDeps, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  if (header) {
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw AppError.unauthorized('Authorization must be Bearer <partner token>');
    const { carrierId, partner } = await partnerByToken(deps, token);
    return { carrierId, partner, viaTms: true, userId: null };
  }
  checkAccess('calculator', request.auth);
  assertSameOrigin(request, deps);
  return { carrierId: carrierOf(request), partner: null, viaTms: false, userId: request.auth?.user.id ?? null };
}

/**
 * The caller with the partner the body names: a token's partner is fixed; the calculator names
 * one by `customer` (another carrier's: 422), or none for the general pricelists.
 */
export async function withCustomer(deps: AppDeps, caller: Caller, customer: number | null | undefined): Promise<Caller> {
  if (caller.viaTms || customer === null || customer === undefined) return caller;
  return { ...caller, partner: await partnerForCalculator(deps, caller.carrierId, customer) };
}

/** Who is asking: a partner by Bearer token, else the session user with the calculator permission. */
export async function callerOf(deps: AppDeps, request: FastifyRequest, customer: number | null | undefined): Promise<Caller> {
  return withCustomer(deps, await identifyCaller(deps, request), customer);
}
