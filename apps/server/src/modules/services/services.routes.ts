import type { FastifyInstance } from 'fastify';
import { SERVICE_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { carrierOf } from '../../http/session.plugin';
import * as services from './services.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'changePricing'>;

/** Services: what a carrier sells (e.g. groupage, express); each with limits (blocks). */
export function serviceRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, SERVICE_ROUTES.list, ({ query }, request) =>
    services.listServices(deps, carrierOf(request), { page: query.page, search: query.name, sortBy: query.sort_by, dir: query.dir }),
  );
  serve(app, SERVICE_ROUTES.options, (_, request) => services.serviceOptions(deps, carrierOf(request)));
  serve(app, SERVICE_ROUTES.get, ({ params }, request) => services.getService(deps, carrierOf(request), params.id));
  serve(app, SERVICE_ROUTES.create, async ({ body }, request) => ({ id: await services.createService(deps, carrierOf(request), body) }));
  serve(app, SERVICE_ROUTES.update, ({ params, body }, request) => services.updateService(deps, carrierOf(request), params.id, body));
  serve(app, SERVICE_ROUTES.delete, ({ params }, request) => services.deleteService(deps, carrierOf(request), params.id));
}
