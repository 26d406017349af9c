import type { FastifyInstance } from 'fastify';
import { quoteQuerySchema } from '@freight/domain';
import { AppError, parseWith } from '../../errors';
import type { AppDeps } from '../../http/context';
import { callerOf } from '../pricing/caller';
import { quoteFor } from './quotes.service';

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
}
