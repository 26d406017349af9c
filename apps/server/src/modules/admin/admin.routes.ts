import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { requesterOf } from '../../http/session.plugin';
import * as carriers from './carriers.service';
import { conditionOptions } from '../conditions';
import { transitOptions } from '../transits';
import { zoneOptions } from '../zones';
import * as users from '../users';
import { quickSearch, searchPricelistsOfAnyCarrier } from './quick-search.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'mailer' | 'config' | 'changePricing'>;

/** Platform administration: carriers and their users, quick search (registrations: registrations.routes.ts). */
export function adminRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, ADMIN_ROUTES.carriers, ({ query }) => carriers.listCarriers(deps, { page: query.page, name: query.carrier }));
  serve(app, ADMIN_ROUTES.carrier, ({ params }) => carriers.getCarrier(deps, params.id));
  serve(app, ADMIN_ROUTES.createCarrier, async ({ body }) => ({ id: await carriers.createCarrier(deps, body) }));
  serve(app, ADMIN_ROUTES.updateCarrier, ({ params, body }) => carriers.updateCarrier(deps, params.id, body));
  serve(app, ADMIN_ROUTES.carrierRoles, ({ params }) => carriers.carrierRoleOptions(deps, params.id));

  // The option lists a carrier's forms need, for an admin working under that carrier.
  serve(app, ADMIN_ROUTES.carrierConditions, ({ params }) =>
    carriers.carrierFormOptions(deps, params.id, (carrierId) => conditionOptions(deps.db, carrierId)),
  );
  serve(app, ADMIN_ROUTES.carrierZones, ({ params }) =>
    carriers.carrierFormOptions(deps, params.id, (carrierId) => zoneOptions(deps.db, carrierId)),
  );
  serve(app, ADMIN_ROUTES.carrierTransits, ({ params }) =>
    carriers.carrierFormOptions(deps, params.id, (carrierId) => transitOptions(deps.db, carrierId)),
  );

  serve(app, ADMIN_ROUTES.addCarrierUser, async ({ params, body }, request) => ({
    id: await carriers.addCarrierUser(deps, params.id, body, requesterOf(request)),
  }));
  serve(app, ADMIN_ROUTES.deleteCarrierUser, ({ params }, request) =>
    carriers.deleteCarrierUser(deps, params.id, params.userId, requesterOf(request)),
  );
  serve(app, ADMIN_ROUTES.sendVerification, ({ params }) => users.sendVerification(deps, params.id));

  serve(app, ADMIN_ROUTES.quickSearch, ({ query }) => quickSearch(deps, query.q));
  serve(app, ADMIN_ROUTES.quickSearchPricelists, ({ query }) => searchPricelistsOfAnyCarrier(deps, query.q));
}
