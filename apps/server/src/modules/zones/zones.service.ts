import type { ZoneBody } from '@freight/domain';
import { AppError, assertNoFieldErrors } from '../../errors';
import type { AppDeps } from '../../http/context';
import { foreignIdErrors } from '../../lib/ownership';
import * as repo from './zones.repository';

/** Zones with their areas and the countries those areas are in. */
export async function describeZones(deps: AppDeps, zones: { id: number; name: string }[]) {
  const areas = await repo.areasOfZones(deps.db, zones.map((z) => z.id));
  return zones.map((zone) => {
    const own = areas.filter((a) => a.zone_id === zone.id).map(({ zone_id: _, ...area }) => area);
    return { ...zone, countries: [...new Set(own.map((a) => a.country))].sort(), areas: own };
  });
}

export async function getZone(deps: AppDeps, carrierId: number, id: number) {
  const zone = await repo.findZoneRow(deps.db, carrierId, id);
  if (!zone) throw AppError.notFound();
  const [described, pricelists] = await Promise.all([describeZones(deps, [zone]), repo.gridsUsingZone(deps.db, carrierId, id)]);
  return { ...described[0]!, pricelists };
}

export async function saveZone(deps: AppDeps, carrierId: number, body: ZoneBody, id?: number) {
  assertNoFieldErrors(await foreignIdErrors(deps.db, carrierId, 'areas', 'areas', body.areas, 'an area'));
  if (id === undefined) return deps.db.transaction().execute((tx) => repo.insertZone(tx, carrierId, body.name, body.areas));
  if (!(await repo.findZoneRow(deps.db, carrierId, id))) throw AppError.notFound();
  await deps.db.transaction().execute((tx) => repo.updateZone(tx, id, body.name, body.areas));
  return id;
}
