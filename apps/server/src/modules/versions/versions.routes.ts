import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_SURCHARGE_ROUTES, restoreVersionSchema, SURCHARGE_ROUTES, versionDiffQuerySchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { Access } from '../../http/context';
import type { AppDeps } from '../../deps';
import { idParam } from '../../http/params';
import { authOf, carrierOf } from '../../http/session.plugin';
import { existingCarrier } from '../carriers/carriers.service';
import type { LoggedRecord } from '../logs/record-logs.repository';
import * as versions from './versions.service';

/**
 * The version routes of both record kinds: a carrier's pricelists and surcharges, and an admin's
 * surcharges of a carrier (the mounts of pricelists.routes.ts and surcharges.routes.ts).
 */
export function recordVersionRoutes(app: FastifyInstance, deps: AppDeps) {
  const pricelists = { read: { area: 'pricelists', level: 'read' }, write: { area: 'pricelists', level: 'write' } } as const;
  versionRoutes(app, deps, { prefix: '/fe/pricelists', type: 'pricelist', ...pricelists, carrier: carrierOf });
  for (const [routes, carrier] of [
    [SURCHARGE_ROUTES, carrierOf],
    [ADMIN_SURCHARGE_ROUTES, (request: FastifyRequest) => existingCarrier(deps, idParam(request, 'carrierId'))],
  ] as const) {
    versionRoutes(app, deps, {
      prefix: routes.list.path,
      type: 'surcharge',
      read: routes.get.access,
      write: routes.update.access,
      carrier,
    });
  }
}

/** Where a record type's version routes hang and who may use them. */
export interface VersionMount {
  /** '/fe/pricelists', '/fe/surcharges' or the admin's surcharges of a carrier. */
  prefix: string;
  type: LoggedRecord;
  read: Access;
  write: Access;
  carrier: (request: FastifyRequest) => Promise<number> | number;
}

/** Versions of a pricelist or surcharge: list, one read-only, the diff of two, restore as new. */
export function versionRoutes(app: FastifyInstance, deps: AppDeps, mount: VersionMount) {
  const { prefix, type } = mount;
  const version = (request: FastifyRequest) => idParam(request, 'version');

  app.get(`${prefix}/:id/versions`, { config: { access: mount.read } }, async (request) =>
    versions.recordVersions(deps, await mount.carrier(request), type, idParam(request)),
  );

  app.get(`${prefix}/:id/versions/:version`, { config: { access: mount.read } }, async (request) =>
    versions.recordVersion(deps, await mount.carrier(request), type, idParam(request), version(request)),
  );

  app.get(`${prefix}/:id/versions/:version/diff`, { config: { access: mount.read } }, async (request) => {
    const { against } = parseWith(versionDiffQuerySchema, request.query);
    return versions.recordVersionDiff(deps, await mount.carrier(request), type, idParam(request), version(request), against);
  });

  app.post(`${prefix}/:id/versions/:version/restore`, { config: { access: mount.write } }, async (request) => {
    const body = parseWith(restoreVersionSchema, request.body ?? {});
    return versions.restoreRecordVersion(
      deps,
      authOf(request),
      await mount.carrier(request),
      type,
      idParam(request),
      version(request),
      body.version,
    );
  });
}
