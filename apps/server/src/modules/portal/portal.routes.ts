import type { FastifyInstance } from 'fastify';
import { PORTAL_ROUTES } from '@freight/domain';
import type { PricingSeam } from '../pricing';
import type { JobsSeam } from '../bulk';
import { readerLanguage, type PartnersSeam } from '../partners';
import type { Seams } from '../../seams';
import type { QuotesSeam } from '../quotes';
import { attachment, sendImage, XLSX_TYPE } from '../../http/downloads';
import { admitHeavyWork } from '../../http/heavy-admission';
import { serve } from '../../http/serve';
import { english } from '../../errors';
import { partnerUserOf, requesterOf } from '../../http/session.plugin';
import * as portal from './portal.service';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'config' | 'changePricing'> & HeavySeam & PricingSeam & QuotesSeam & JobsSeam & PartnersSeam;

/** The partner portal (/fe/portal): a partner user's own view of their partner's prices, quotes, jobs and token. */
export function portalRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, PORTAL_ROUTES.home, (_, request) => portal.portalHome(deps, partnerUserOf(request)));
  serve(app, PORTAL_ROUTES.logo, async (_, request, reply) => {
    const logo = await portal.portalLogo(deps, partnerUserOf(request));
    return sendImage(reply, logo, { name: 'logo', cacheControl: 'private, max-age=300' });
  });
  serve(app, PORTAL_ROUTES.pricelists, (_, request) => portal.portalPricelists(deps, partnerUserOf(request)));
  serve(app, PORTAL_ROUTES.services, (_, request) => portal.portalServices(deps, partnerUserOf(request)));
  serve(app, PORTAL_ROUTES.quotes, ({ query }, request) => portal.portalQuotes(deps, partnerUserOf(request), query));
  serve(app, PORTAL_ROUTES.quote, ({ params }, request) => portal.portalQuote(deps, partnerUserOf(request), params.id), {
    notFound: english('errors.portal.noSuchQuote'),
  });
  serve(app, PORTAL_ROUTES.jobs, ({ query }, request) => portal.portalJobs(deps, partnerUserOf(request), query.page));
  serve(app, PORTAL_ROUTES.token, (_, request) => portal.portalToken(deps, partnerUserOf(request)));
  serve(app, PORTAL_ROUTES.rotateToken, (_, request) => portal.rotatePortalToken(deps, partnerUserOf(request), requesterOf(request)));
  serve(
    app,
    PORTAL_ROUTES.workbook,
    async ({ params, query }, request, reply) => {
      const { lang, ...options } = query;
      // In the reader's language: ?lang=, else their own, else their partner's (its own, else the carrier's).
      const { stream, filename } = await portal.portalWorkbook(deps, partnerUserOf(request), params.id, {
        ...options,
        requester: requesterOf(request),
        language: await readerLanguage(deps.db, request, lang),
      });
      stream.on('error', (error) => request.log.error({ err: error }, 'portal workbook failed while streaming'));
      return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(filename)).send(stream);
    },
    { onRequest: admitHeavyWork(deps.heavy) },
  );
}
