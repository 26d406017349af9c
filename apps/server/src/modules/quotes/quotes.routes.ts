import type { FastifyInstance } from 'fastify';
import { quoteQuerySchema, quoteSearchQuerySchema } from '@freight/domain';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { carrierOf } from '../../http/session.plugin';
import { callerOf } from '../pricing/caller';
import { carrierQuote, quoteFor, searchCarrierQuotes } from './quotes.service';

// Who sees a pricelist's statistics (pricelists read) or uses the calculator (which made the quote).
const lookup = { access: { area: 'pricelists', level: 'read', orCalculator: true } } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A quote as given, for the partner whose quote it is (token) or the carrier's calculator. */
export function quoteRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/v1/quotes/:id', { config: { access: 'partner' } }, async (request) => {
    const { id } = request.params as { id: string };
    // Not a quote id: no such quote.
    if (!UUID.test(id)) throw AppError.notFound('No such quote');
    const { reprice } = parseWith(quoteQuerySchema, request.query);
    return quoteFor(deps, await callerOf(deps, request, null), id, reprice);
  });

  // The web app's lookup (issue 25): the carrier's quotes, searched, and one quote with its names.
  app.get('/fe/quotes', { config: lookup }, async (request) =>
    searchCarrierQuotes(deps, carrierOf(request), parseWith(quoteSearchQuerySchema, request.query)),
  );

  app.get('/fe/quotes/:id', { config: lookup }, async (request) => {
    const { id } = request.params as { id: string };
    if (!UUID.test(id)) throw AppError.notFound('No such quote');
    return carrierQuote(deps, carrierOf(request), id);
  });
}
