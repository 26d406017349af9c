import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PORTAL_RATE_CARD_ROUTES, RATE_CARD_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { admitHeavyWork } from '../../http/heavy-admission';
import { attachment } from '../../http/downloads';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import { rateCardFileName, rateCardPdf, renderRateCardPdf } from './rate-card-pdf';
import { portalRateCard, rateCard } from './rate-card.service';

const PDF_TYPE = 'application/pdf';

/**
 * The signed-in partner user's carrier and partner (the portal's routes, access 'partner_user').
 * A session without a partner is not a partner user's: 403.
 */
export function portalCaller(request: FastifyRequest): { carrierId: number; partnerId: number } {
  const partnerId = (request.auth as { partnerId?: number | null } | null)?.partnerId;
  if (partnerId === null || partnerId === undefined) throw AppError.forbidden('Sign in as a partner user');
  return { carrierId: carrierOf(request), partnerId };
}

/** The rate card: staff's JSON and PDF of any pricelist of the carrier, the portal's of their partner's. */
export function rateCardRoutes(app: FastifyInstance, deps: AppDeps) {
  const heavy = { onRequest: admitHeavyWork(deps.heavy) };
  serve(app, RATE_CARD_ROUTES.rateCard, ({ params, query }, request) => rateCard(deps, carrierOf(request), params.id, query.unit));
  serve(
    app,
    RATE_CARD_ROUTES.pdf,
    async ({ params, query }, request, reply) => {
      const { pdf, filename } = await rateCardPdf(deps, carrierOf(request), params.id, query.unit);
      return reply.header('content-type', PDF_TYPE).header('content-disposition', attachment(filename)).send(pdf);
    },
    heavy,
  );

  serve(app, PORTAL_RATE_CARD_ROUTES.rateCard, ({ params, query }, request) =>
    portalRateCard(deps, portalCaller(request), params.id, query.unit),
  );
  serve(
    app,
    PORTAL_RATE_CARD_ROUTES.pdf,
    async ({ params, query }, request, reply) => {
      const caller = portalCaller(request);
      const card = await portalRateCard(deps, caller, params.id, query.unit);
      const [pdf, filename] = await Promise.all([
        renderRateCardPdf(deps, caller.carrierId, card),
        rateCardFileName(deps, caller.carrierId, card),
      ]);
      return reply.header('content-type', PDF_TYPE).header('content-disposition', attachment(filename)).send(pdf);
    },
    heavy,
  );
}
