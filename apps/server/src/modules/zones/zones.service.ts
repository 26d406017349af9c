import type { ZoneBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { lockOwned } from '../../db/ownership.repository';
import { AppError, assertNoFieldErrors, english } from '../../errors';
import type { Seams } from '../../seams';
import { foreignIdErrors } from '../../lib/ownership';
import { updateRecord } from '../../lib/update-record';
import { assertUnused, pricelistLabel, quoted, deleteUnlessUsed } from '../../lib/in-use';
import { gridUsersOf } from '../grids';
import type { SetupKind } from '../versions';
import * as repo from './zones.repository';

/** What these services use of the app's dependencies (deps.ts). */
type ZonesDeps = Pick<Seams, 'db' | 'changePricing'>;

/** A page of the carrier's zones, each with its countries and area names. */
export function listZones(deps: ZonesDeps, carrierId: number, options: Parameters<typeof repo.listZones>[2]) {
  return repo.listZones(deps.db, carrierId, options);
}

/** Every zone of the carrier, for the pricelist and surcharge grids. */
export { zoneOptions } from './zones.repository';

/** Zones with their areas and the countries those areas are in. */
async function describeZones(db: Db, carrierId: number, zones: { id: number; name: string }[]) {
  const areas = await repo.areasOfZones(
    db,
    carrierId,
    zones.map((z) => z.id),
  );
  return zones.map((zone) => {
    const own = areas.filter((a) => a.zone_id === zone.id).map(({ zone_id: _, ...area }) => area);
    return { ...zone, countries: [...new Set(own.map((a) => a.country))].sort(), areas: own };
  });
}

/** A zone as GET answers it: its areas, countries and the pricelists and surcharges pricing it; 404 when not the carrier's. */
export function getZone(deps: ZonesDeps, carrierId: number, id: number) {
  return readZone(deps.db, carrierId, id);
}

/** A zone as GET answers it, read through `db` (a transaction reads its own writes), or 404. */
async function readZone(db: Db, carrierId: number, id: number) {
  const zone = await repo.findZoneRow(db, carrierId, id);
  if (!zone) throw AppError.notFound();
  const [described, pricelists] = await Promise.all([describeZones(db, carrierId, [zone]), repo.gridsUsingZone(db, carrierId, id)]);
  return { ...described[0]!, pricelists };
}

/** The areas of a zone, in order; 404 when not the carrier's. */
export async function zoneAreas(deps: ZonesDeps, carrierId: number, id: number) {
  return (await getZone(deps, carrierId, id)).areas;
}

/**
 * The zones holding every one of the given areas, described (the pricelist import matches zones
 * this way). A read: it changes nothing, so the compiled pricing data stays.
 */
export async function findZonesByAreas(deps: ZonesDeps, carrierId: number, areas: Parameters<typeof repo.zonesHoldingAreas>[2]) {
  const ids = await repo.zonesHoldingAreas(deps.db, carrierId, areas);
  const rows = await Promise.all(ids.map((id) => repo.findZoneRow(deps.db, carrierId, id)));
  return describeZones(
    deps.db,
    carrierId,
    rows.filter((z) => z !== undefined),
  );
}

/** The body's areas must be the carrier's: one 422 naming each that is not. */
async function assertOwnAreas(db: Db, carrierId: number, body: ZoneBody) {
  assertNoFieldErrors(await foreignIdErrors(db, carrierId, 'areas', 'areas', body.areas, 'area'));
}

/** Creates a zone of the carrier's areas, in the given order, in one transaction. */
export function createZone(deps: ZonesDeps, carrierId: number, body: ZoneBody): Promise<number> {
  return deps.changePricing(carrierId, async (tx) => {
    await assertOwnAreas(tx, carrierId, body);
    return repo.insertZone(tx, carrierId, body.name, body.areas);
  });
}

/** Renames a zone and replaces its areas in one transaction; answers it as GET does. */
export function updateZone(deps: ZonesDeps, carrierId: number, id: number, body: ZoneBody) {
  return updateRecord((work) => deps.changePricing(carrierId, work), {
    lock: (tx) => lockOwned(tx, carrierId, 'zones', id),
    check: (tx) => assertOwnAreas(tx, carrierId, body),
    write: (tx) => repo.updateZone(tx, carrierId, id, body.name, body.areas),
    answer: (tx) => readZone(tx, carrierId, id),
  });
}

/**
 * Deletes a zone nothing prices; 409 naming the pricelists and surcharges whose grid has a route
 * from or to it (now or in a kept version: a restore brings that grid back) and the surcharges
 * with a zone condition on it. Deleted, not archived: quotes keep their route as text and refer
 * to no zone; its areas stay (only the zone's list of them goes).
 */
export async function deleteZone(deps: ZonesDeps, carrierId: number, id: number) {
  if (!(await repo.findZoneRow(deps.db, carrierId, id))) throw AppError.notFound();
  await deps.changePricing(carrierId, async (tx) => {
    const grids = await gridUsersOf(tx, carrierId, { zone: id });
    const zoneConditions = await repo.surchargesWithZone(tx, carrierId, id);
    assertUnused('zone', [
      { kind: 'pricelist', names: grids.pricelists.map(pricelistLabel) },
      { kind: 'surcharge', names: [...new Set([...grids.surcharges, ...zoneConditions])].sort().map(quoted) },
    ]);
    if (grids.inAnyGrid) throw AppError.conflict(english('errors.records.earlierGrid'));
    await deleteUnlessUsed('zone', () => repo.deleteZone(tx, carrierId, id));
  });
}

/** A zone's writes as approvals hold them under `pricing` (versions/setup-writes.ts): its name and its areas, in order. */
export const ZONE_SETUP: SetupKind = {
  type: 'zone',
  async read(db, carrierId, id) {
    const zone = id === null ? undefined : await repo.findZoneRow(db, carrierId, id);
    if (!zone) return undefined;
    return { name: zone.name, areas: (await repo.areasOfZones(db, carrierId, [zone.id])).map((a) => a.id) };
  },
  nameOf: (call, before) => String(call.body.name ?? before?.name ?? ''),
  async run(deps, { carrierId }, call) {
    if (call.op === 'create') return createZone(deps, carrierId, call.body as ZoneBody);
    if (call.op === 'update') return (await updateZone(deps, carrierId, call.id!, call.body as ZoneBody)).id;
    await deleteZone(deps, carrierId, call.id!);
    return call.id;
  },
};
