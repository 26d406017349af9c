import type { FastifyInstance } from 'fastify';
import { API_DOC_ROUTES, parseServicePriceFast, PRICE_ROUTES, servicePriceSchema } from '@freight/domain';
import { parseWith } from '../../errors';
import { type PricingSeam, callerOf } from '../pricing';
import type { QuotesSeam } from '../quotes';
import type { Seams } from '../../seams';
import type { PostcodePointsSeam } from '../postcode-points';
import { serve } from '../../http/serve';
import { partnerOpenApiDocument } from './openapi';
import { bookQuoteFor, priceForCaller } from './price-api.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'config' | 'metrics'> & PricingSeam & QuotesSeam & PostcodePointsSeam;

const JSON_UTF8 = 'application/json; charset=utf-8';

/** A well-formed body takes the one-pass check; anything else (errors included) the schema itself. */
const parsePriceRequest = (raw: unknown) => parseServicePriceFast(raw) ?? parseWith(servicePriceSchema, raw);

/** The partners' price API: a partner token (Bearer), or the signed-in calculator. */
export function priceRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(
    app,
    PRICE_ROUTES.servicePrice,
    async ({ body }, request, reply) => {
      // Already JSON (written by the serialisers compiled from the domain's schema, price-answer.ts).
      // Both are synchronous in the steady state (a remembered token, a compiled carrier): no turn waited for.
      const caller = callerOf(deps, request, body.customer);
      const answer = priceForCaller(deps, caller instanceof Promise ? await caller : caller, body);
      deps.metrics.pricedRequests.inc();
      return reply.type(JSON_UTF8).send(answer instanceof Promise ? await answer : answer);
    },
    { parseBody: parsePriceRequest },
  );

  serve(app, PRICE_ROUTES.book, async ({ body }, request) => {
    const { quote_id } = body;
    const caller = await callerOf(deps, request, null);
    // A signed-in user (the portal's partner user, the calculator) is kept as who booked; a token is nobody.
    const user = caller.userId === null ? null : (request.auth?.user ?? null);
    const booker = user && { id: user.id, name: user.name };
    return { quote_id, booked: true as const, ...(await bookQuoteFor(deps, caller, quote_id, booker)) };
  });

  serve(app, API_DOC_ROUTES.partnerOpenApi, () => partnerOpenApiDocument(deps.config.publicUrl));
}
