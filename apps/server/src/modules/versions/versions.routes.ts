import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ADMIN_SURCHARGE_VERSION_ROUTES, PRICELIST_VERSION_ROUTES, SURCHARGE_VERSION_ROUTES } from '@freight/domain';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import { authOf } from '../../http/session.plugin';
import type { LoggedRecord } from '../logs/record-logs.repository';
import * as versions from './versions.service';

/** The version routes of a record kind under one of its mounts, its kind, and whose records they read. */
export interface VersionMount {
  routes: typeof PRICELIST_VERSION_ROUTES | typeof SURCHARGE_VERSION_ROUTES | typeof ADMIN_SURCHARGE_VERSION_ROUTES;
  type: LoggedRecord;
  carrier: (request: FastifyRequest) => Promise<number> | number;
}

/** Versions of a pricelist or surcharge: list, one read-only, the diff of two, restore as new. */
export function versionRoutes(app: FastifyInstance, deps: AppDeps, mount: VersionMount) {
  const { routes, type, carrier } = mount;

  serve(app, routes.list, async ({ params }, request) => versions.recordVersions(deps, await carrier(request), type, params.id));

  serve(app, routes.get, async ({ params }, request) =>
    versions.recordVersion(deps, await carrier(request), type, params.id, params.version),
  );

  serve(app, routes.diff, async ({ params, query }, request) =>
    versions.recordVersionDiff(deps, await carrier(request), type, params.id, params.version, query.against),
  );

  serve(app, routes.restore, async ({ params, body }, request) =>
    versions.restoreRecordVersion(deps, authOf(request), await carrier(request), type, params.id, params.version, body.version),
  );
}
