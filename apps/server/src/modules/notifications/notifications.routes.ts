import type { FastifyInstance } from 'fastify';
import { PARTNER_NOTIFICATION_ROUTES } from '@freight/domain';
import type { JobsSeam } from '../bulk';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import * as notifications from './notifications.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'config' | 'outbound'> & JobsSeam;

const routes = PARTNER_NOTIFICATION_ROUTES;

/** A partner's webhooks, e-mail recipients and delivery log. */
export function notificationRoutes(app: FastifyInstance, deps: RouteDeps) {
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
