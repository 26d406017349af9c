import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restoreVersionSchema, versionDiffQuerySchema } from '@freight/domain';
import { parseWith } from '../../errors';
import type { Access } from '../../http/context';
import type { AppDeps } from '../../deps';
import { idParam } from '../../http/params';
import { authOf } from '../../http/session.plugin';
import type { LoggedRecord } from './record-versions.repository';
import * as versions from './versions.service';

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
