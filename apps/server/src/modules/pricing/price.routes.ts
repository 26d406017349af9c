import type { FastifyInstance } from 'fastify';
import { bookingSchema, parseServicePriceFast, servicePriceSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { callerOf } from './caller';
import { openApiDocument } from './openapi';
import { bookQuoteFor, priceForCaller } from './price.service';

// The guard resolves the token (or the calculator's session) before the body is read.
const partnerApi = { access: 'partner' } as const;
const JSON_UTF8 = 'application/json; charset=utf-8';

/** The partners' price API: a partner token (Bearer), or the signed-in calculator. */
export function priceRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/v1/service_price', { config: partnerApi }, async (request, reply) => {
    // A well-formed body takes the one-pass check; anything else (errors included) the schema itself.
    const body = parseServicePriceFast(request.body) ?? parseWith(servicePriceSchema, request.body);
    // Already JSON (written by the serialisers compiled from the domain's schema, price-answer.ts).
    const answer = await priceForCaller(deps, await callerOf(deps, request, body.customer), body);
    return reply.type(JSON_UTF8).send(answer);
  });

  app.post('/api/v1/bookings', { config: partnerApi }, async (request, reply) => {
    const { quote_id } = parseWith(bookingSchema, request.body);
    const quoted = await bookQuoteFor(deps, await callerOf(deps, request, null), quote_id);
    return reply.status(201).send({ quote_id, booked: true, ...quoted });
  });

  app.get('/api/v1/openapi.json', { config: { access: 'public' } }, async () => openApiDocument(deps.config.publicUrl));
}
