import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PORTAL_ROUTES } from '@freight/domain';
import { AppError } from '../../errors';
import type { AppDeps } from '../../deps';
import { attachment, XLSX_TYPE } from '../../http/downloads';
import { admitHeavyWork } from '../../http/heavy-admission';
import { serve } from '../../http/serve';
import { authOf } from '../../http/session.plugin';
import * as portal from './portal.service';

/** The partner user's carrier and partner; the guard ('partner_user') has admitted only partner users. */
function portalOf(request: FastifyRequest): portal.PortalScope {
  const auth = authOf(request);
  if (auth.partnerId === null || auth.carrierId === null) throw AppError.forbidden('This is the partner portal');
  return { carrierId: auth.carrierId, partnerId: auth.partnerId };
}

/** The partner portal (/fe/portal): a partner user's own view of their partner's prices, quotes, jobs and token. */
export function portalRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, PORTAL_ROUTES.home, (_, request) => portal.portalHome(deps, portalOf(request)));
  serve(app, PORTAL_ROUTES.logo, async (_, request, reply) => {
    const logo = await portal.portalLogo(deps, portalOf(request));
    return reply.header('content-type', logo.content_type).header('cache-control', 'private, max-age=300').send(logo.bytes);
  });
  serve(app, PORTAL_ROUTES.pricelists, (_, request) => portal.portalPricelists(deps, portalOf(request)));
  serve(app, PORTAL_ROUTES.services, (_, request) => portal.portalServices(deps, portalOf(request)));
  serve(app, PORTAL_ROUTES.quotes, ({ query }, request) => portal.portalQuotes(deps, portalOf(request), query));
  serve(app, PORTAL_ROUTES.quote, ({ params }, request) => portal.portalQuote(deps, portalOf(request), params.id), {
    notFound: 'No such quote',
  });
  serve(app, PORTAL_ROUTES.jobs, ({ query }, request) => portal.portalJobs(deps, portalOf(request), query.page));
  serve(app, PORTAL_ROUTES.token, (_, request) => portal.portalToken(deps, portalOf(request)));
  serve(app, PORTAL_ROUTES.rotateToken, (_, request) => portal.rotatePortalToken(deps, portalOf(request)));
  serve(
    app,
    PORTAL_ROUTES.workbook,
    async ({ params, query }, request, reply) => {
      const { stream, filename } = await portal.portalWorkbook(deps, portalOf(request), params.id, query);
      stream.on('error', (error) => request.log.error({ err: error }, 'portal workbook failed while streaming'));
      return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(filename)).send(stream);
    },
    { onRequest: admitHeavyWork(deps.heavy) },
  );
}
