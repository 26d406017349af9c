import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_SURCHARGE_VERSION_ROUTES, PRICELIST_VERSION_ROUTES, SURCHARGE_VERSION_ROUTES } from '@freight/domain';
import type { Seams } from '../../seams';
import { idParam } from '../../http/params';
import { serve } from '../../http/serve';
import { answerProposal } from '../change-mails';
import { isProposed } from './versioned-save';
import { authOf, carrierOf } from '../../http/session.plugin';
import { existingCarrier } from '../carriers';
import type { LoggedRecord } from './record-versions.repository';
import * as versions from './versions.service';
import type { VersionsSeam } from './versions.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'mailer' | 'config' | 'background' | 'changePricing'> & VersionsSeam;

/**
 * The version routes of both record kinds: a carrier's pricelists and surcharges, and an admin's
 * surcharges of a carrier (the mounts of pricelists.routes.ts and surcharges.routes.ts).
 */
export function recordVersionRoutes(app: FastifyInstance, deps: RouteDeps) {
  versionRoutes(app, deps, { routes: PRICELIST_VERSION_ROUTES, type: 'pricelist', carrier: carrierOf });
  versionRoutes(app, deps, { routes: SURCHARGE_VERSION_ROUTES, type: 'surcharge', carrier: carrierOf });
  versionRoutes(app, deps, {
    routes: ADMIN_SURCHARGE_VERSION_ROUTES,
    type: 'surcharge',
    carrier: (request) => existingCarrier(deps.db, idParam(request, 'carrierId')),
  });
}

/** The version routes of a record kind under one of its mounts, its kind, and whose records they read. */
export interface VersionMount {
  routes: typeof PRICELIST_VERSION_ROUTES | typeof SURCHARGE_VERSION_ROUTES | typeof ADMIN_SURCHARGE_VERSION_ROUTES;
  type: LoggedRecord;
  carrier: (request: FastifyRequest) => Promise<number> | number;
}

/** Versions of a pricelist or surcharge: list, one read-only, the diff of two, restore as new. */
function versionRoutes(app: FastifyInstance, deps: RouteDeps, mount: VersionMount) {
  const { routes, type, carrier } = mount;

  serve(app, routes.list, async ({ params }, request) => versions.recordVersions(deps, await carrier(request), type, params.id));

  serve(app, routes.get, async ({ params }, request) =>
    versions.recordVersion(deps, await carrier(request), type, params.id, params.version),
  );

  serve(app, routes.diff, async ({ params, query }, request) =>
    versions.recordVersionDiff(deps, await carrier(request), type, params.id, params.version, query.against),
  );

  serve(app, routes.restore, async ({ params, body }, request, reply) => {
    const restored = await versions.restoreRecordVersion(
      deps,
      authOf(request),
      await carrier(request),
      type,
      params.id,
      params.version,
      body.version,
    );
    return isProposed(restored) ? answerProposal(deps, request, reply, routes.restore, restored) : restored;
  });
}
