import type { FastifyInstance } from 'fastify';
import { QUOTE_ROUTES } from '@freight/domain';
import { type PricingSeam, callerOf } from '../pricing';
import type { Seams } from '../../seams';
import { english } from '../../errors';
import type { QuotesSeam } from './quote-writer';
import { attachment } from '../../http/downloads';
import { admitHeavyWork } from '../../http/heavy-admission';
import { serve } from '../../http/serve';
import { carrierOf, requesterOf } from '../../http/session.plugin';
import { bookQuoteAs } from './booking.service';
import { exportQuotes } from './quotes-export.service';
import { carrierQuote, quoteFor, searchCarrierQuotes } from './quotes.service';
import type { HeavySeam } from '../../workers/heavy-work';
import { readerLanguage } from '../partners';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db'> & HeavySeam & PricingSeam & QuotesSeam;

// An id that is not a quote id names no quote.
const noSuchQuote = { notFound: english('errors.quotes.noSuchQuote') };

/** A quote as given, for the partner whose quote it is (token) or the carrier's calculator. */
export function quoteRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(
    app,
    QUOTE_ROUTES.partnerQuote,
    async ({ params, query }, request) => quoteFor(deps, await callerOf(deps, request, null), params.id, query.reprice),
    noSuchQuote,
  );

  // The web app's lookup: the carrier's quotes, searched, and one quote with its names.
  serve(app, QUOTE_ROUTES.search, ({ query }, request) => searchCarrierQuotes(deps, carrierOf(request), query));

  // The list's quotes as a file: written as they are read; heavy work, admitted as the other exports are.
  serve(
    app,
    QUOTE_ROUTES.export,
    async ({ query }, request, reply) => {
      const { lang, ...search } = query;
      const language = await readerLanguage(deps.db, request, lang);
      const { stream, filename, contentType } = await exportQuotes(deps, carrierOf(request), search, language);
      stream.on('error', (error) => request.log.error({ err: error }, 'quote export failed while streaming'));
      return reply.header('content-type', contentType).header('content-disposition', attachment(filename)).send(stream);
    },
    { onRequest: admitHeavyWork(deps.heavy) },
  );

  serve(app, QUOTE_ROUTES.get, ({ params }, request) => carrierQuote(deps, carrierOf(request), params.id), noSuchQuote);

  // Staff book a quote for its partner (a phone order): the same booking as the partner's own, who booked it kept.
  serve(
    app,
    QUOTE_ROUTES.book,
    async ({ params }, request) => {
      const { user } = requesterOf(request).auth;
      const booker = { id: user.id, name: user.name };
      const booked = await bookQuoteAs(deps, {
        carrierId: carrierOf(request),
        quoteId: params.id,
        partnerId: null,
        booker,
        forPartner: true,
      });
      return { quote_id: params.id, booked: true as const, ...booked };
    },
    noSuchQuote,
  );
}
