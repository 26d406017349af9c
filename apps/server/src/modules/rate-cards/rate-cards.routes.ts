import type { FastifyInstance } from 'fastify';
import { PORTAL_RATE_CARD_ROUTES, RATE_CARD_ROUTES } from '@freight/domain';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { admitHeavyWork } from '../../http/heavy-admission';
import { attachment } from '../../http/downloads';
import { serve } from '../../http/serve';
import { carrierOf, partnerUserOf, requesterOf } from '../../http/session.plugin';
import { partnerLanguage, readerLanguage } from '../partners';
import { downloadRateCardPdf } from './rate-card-pdf';
import { portalRateCard, rateCard, rateCardIn } from './rate-card.service';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db'> & HeavySeam & PricingSeam;

const PDF_TYPE = 'application/pdf';

/**
 * The rate card: staff's JSON and PDF of any pricelist of the carrier, the portal's of their
 * partner's (docs/api.md "Languages"): the PDF in its partner's language (the pricelist's, for
 * staff; the reading partner's in the portal), the JSON a screen shows in the reader's own;
 * `?lang=` overrides either.
 */
export function rateCardRoutes(app: FastifyInstance, deps: RouteDeps) {
  const heavy = { onRequest: admitHeavyWork(deps.heavy) };
  serve(app, RATE_CARD_ROUTES.rateCard, async ({ params, query }, request) =>
    rateCard(deps, carrierOf(request), params.id, query.unit, await readerLanguage(deps.db, request, query.lang)),
  );
  serve(
    app,
    RATE_CARD_ROUTES.pdf,
    async ({ params, query }, request, reply) => {
      const carrierId = carrierOf(request);
      const { card, language } = await rateCardIn(deps, carrierId, params.id, query.unit, query.lang ?? 'partner');
      const { pdf, filename } = await downloadRateCardPdf(deps, requesterOf(request), { carrierId, card, language });
      return reply.header('content-type', PDF_TYPE).header('content-disposition', attachment(filename)).send(pdf);
    },
    heavy,
  );

  serve(app, PORTAL_RATE_CARD_ROUTES.rateCard, async ({ params, query }, request) =>
    portalRateCard(deps, partnerUserOf(request), params.id, query.unit, await readerLanguage(deps.db, request, query.lang)),
  );
  serve(
    app,
    PORTAL_RATE_CARD_ROUTES.pdf,
    async ({ params, query }, request, reply) => {
      const scope = partnerUserOf(request);
      const language = query.lang ?? (await partnerLanguage(deps.db, scope.carrierId, scope.partnerId));
      const card = await portalRateCard(deps, scope, params.id, query.unit, language);
      const { pdf, filename } = await downloadRateCardPdf(deps, requesterOf(request), { carrierId: scope.carrierId, card, language });
      return reply.header('content-type', PDF_TYPE).header('content-disposition', attachment(filename)).send(pdf);
    },
    heavy,
  );
}
