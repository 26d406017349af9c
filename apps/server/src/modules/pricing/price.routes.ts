import type { FastifyInstance } from 'fastify';
import { bookingSchema, parseServicePriceFast, priceResultsSchema, servicePriceSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { serializerSchema } from '../../http/response-schema';
import { callerOf } from './caller';
import { openApiDocument } from './openapi';
import { bookQuoteFor, priceForCaller } from './price.service';

// The guard resolves the token (or the calculator's session) before the body is read.
const partnerApi = { access: 'partner' } as const;

/** The partners' price API: a partner token (Bearer), or the signed-in calculator. */
export function priceRoutes(app: FastifyInstance, deps: AppDeps) {
  // The answer is written by a serialiser compiled from the domain's response schema.
  const priceAnswer = { response: { 200: serializerSchema(priceResultsSchema) } };
  app.post('/api/v1/service_price', { config: partnerApi, schema: priceAnswer }, async (request) => {
    // A well-formed body takes the one-pass check; anything else (errors included) the schema itself.
    const body = parseServicePriceFast(request.body) ?? parseWith(servicePriceSchema, request.body);
    return priceForCaller(deps, await callerOf(deps, request, body.customer), body);
  });

  app.post('/api/v1/bookings', { config: partnerApi }, async (request, reply) => {
    const { quote_id } = parseWith(bookingSchema, request.body);
    const quoted = await bookQuoteFor(deps, await callerOf(deps, request, null), quote_id);
    return reply.status(201).send({ quote_id, booked: true, ...quoted });
  });

  app.get('/api/v1/openapi.json', { config: { access: 'public' } }, async () => openApiDocument(deps.config.publicUrl));
}
