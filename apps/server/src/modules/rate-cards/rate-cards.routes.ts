import type { FastifyInstance } from 'fastify';
import { PORTAL_RATE_CARD_ROUTES, RATE_CARD_ROUTES } from '@freight/domain';
import type { PricingSeam } from '../pricing';
import type { Seams } from '../../seams';
import { admitHeavyWork } from '../../http/heavy-admission';
import { attachment } from '../../http/downloads';
import { serve } from '../../http/serve';
import { carrierOf, partnerUserOf, requesterOf } from '../../http/session.plugin';
import { downloadRateCardPdf } from './rate-card-pdf';
import { portalRateCard, rateCard } from './rate-card.service';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db'> & HeavySeam & PricingSeam;

const PDF_TYPE = 'application/pdf';

/** The rate card: staff's JSON and PDF of any pricelist of the carrier, the portal's of their partner's. */
export function rateCardRoutes(app: FastifyInstance, deps: RouteDeps) {
  const heavy = { onRequest: admitHeavyWork(deps.heavy) };
  serve(app, RATE_CARD_ROUTES.rateCard, ({ params, query }, request) => rateCard(deps, carrierOf(request), params.id, query.unit));
  serve(
    app,
    RATE_CARD_ROUTES.pdf,
    async ({ params, query }, request, reply) => {
      const carrierId = carrierOf(request);
      const card = await rateCard(deps, carrierId, params.id, query.unit);
      const { pdf, filename } = await downloadRateCardPdf(deps, requesterOf(request), { carrierId, card });
      return reply.header('content-type', PDF_TYPE).header('content-disposition', attachment(filename)).send(pdf);
    },
    heavy,
  );

  serve(app, PORTAL_RATE_CARD_ROUTES.rateCard, ({ params, query }, request) =>
    portalRateCard(deps, partnerUserOf(request), params.id, query.unit),
  );
  serve(
    app,
    PORTAL_RATE_CARD_ROUTES.pdf,
    async ({ params, query }, request, reply) => {
      const scope = partnerUserOf(request);
      const card = await portalRateCard(deps, scope, params.id, query.unit);
      const { pdf, filename } = await downloadRateCardPdf(deps, requesterOf(request), { carrierId: scope.carrierId, card });
      return reply.header('content-type', PDF_TYPE).header('content-disposition', attachment(filename)).send(pdf);
    },
    heavy,
  );
}
