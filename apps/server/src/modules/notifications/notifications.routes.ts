import type { FastifyInstance } from 'fastify';
import { PARTNER_NOTIFICATION_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import * as notifications from './notifications.service';

const routes = PARTNER_NOTIFICATION_ROUTES;

/** A partner's webhooks, e-mail recipients and delivery log (issue 28 item 3). */
export function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, routes.webhooks, ({ params }, request) => notifications.listWebhooks(deps, carrierOf(request), params.id));
  serve(app, routes.addWebhook, ({ params, body }, request) => notifications.addWebhook(deps, carrierOf(request), params.id, body));
  serve(app, routes.removeWebhook, async ({ params }, request) => {
    await notifications.removeWebhook(deps, carrierOf(request), params.id, params.webhookId);
  });
  serve(app, routes.recipients, ({ params }, request) => notifications.getRecipients(deps, carrierOf(request), params.id));
  serve(app, routes.setRecipients, ({ params, body }, request) => notifications.setRecipients(deps, carrierOf(request), params.id, body));
  serve(app, routes.deliveries, ({ params, query }, request) => notifications.listDeliveries(deps, carrierOf(request), params.id, query));
  serve(app, routes.resend, ({ params }, request) => notifications.resendDelivery(deps, carrierOf(request), params.id, params.deliveryId));
}
