import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingSchema, servicePriceSchema } from '@freight/domain';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { assertSameOrigin, carrierOf, checkAccess } from '../../http/session.plugin';
import { partnerByToken, partnerForCalculator } from '../partners/partners.service';
import { openApiDocument } from './openapi';
import { bookQuoteFor, priceForCaller, type Caller } from './price.service';

/** The partners' price API: a partner token (Bearer), or the signed-in calculator. */
export function priceRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/v1/service_price', { config: { access: 'public' } }, async (request) => {
    const body = parseWith(servicePriceSchema, request.body);
    return priceForCaller(deps, await callerOf(deps, request, body.customer), body);
  });

  app.post('/api/v1/bookings', { config: { access: 'public' } }, async (request, reply) => {
    const { quote_id } = parseWith(bookingSchema, request.body);
    await bookQuoteFor(deps, await callerOf(deps, request, null), quote_id);
    return reply.status(201).send({ quote_id, booked: true });
  });

  app.get('/api/v1/openapi.json', { config: { access: 'public' } }, async () => openApiDocument(deps.config.publicUrl));
}

/** Who is asking: a partner by Bearer token, else the session user with the calculator permission. */
async function callerOf(deps: AppDeps, request: FastifyRequest, customer: number | null | undefined): Promise<Caller> {
  const header = request.headers.authorization;
  if (header) {
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw AppError.unauthorized('Authorization must be Bearer <partner token>');
    const { carrierId, partner } = await partnerByToken(deps, token);
    return { carrierId, partner, viaTms: true };
  }
  checkAccess('calculator', request.auth);
  assertSameOrigin(request, deps);
  const carrierId = carrierOf(request);
  const partner = customer === null || customer === undefined ? null : await partnerForCalculator(deps, carrierId, customer);
  return { carrierId, partner, viaTms: false };
}
