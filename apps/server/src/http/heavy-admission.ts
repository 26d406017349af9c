import type { FastifyReply, FastifyRequest } from 'fastify';
import { carrierOf } from './session.plugin';

/** The per-carrier slots of heavy work (workers/heavy-work.ts HeavyWork): `admit` answers the release, or throws 429. */
export interface HeavyAdmission {
  admit(carrierId: number): () => void;
}

/**
 * The onRequest hook of a route that runs heavy work: takes one of the caller's carrier's slots
 * before a byte of the body is read (beyond the limit: 429 with Retry-After), and gives it back
 * when the answer is finished or broken off (a workbook has streamed out by then).
 */
export function admitHeavyWork(heavy: HeavyAdmission) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // A partner's token names its carrier; the calculator acts for the carrier of its session.
    const release = heavy.admit(request.apiPartner?.carrierId ?? carrierOf(request));
    reply.raw.once('close', release);
  };
}
