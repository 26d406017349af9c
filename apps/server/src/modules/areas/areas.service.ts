import { countryName, type AreaBody, type AreaSearchQuery } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { lockOwned } from '../../db/ownership.repository';
import { AppError, english } from '../../errors';
import { updateRecord } from '../../lib/update-record';
import type { Seams } from '../../seams';
import type { SetupKind } from '../versions';
import { appendZoneAreas, findZonesByLowerNames, insertZone, touchZone } from '../zones';
import * as repo from './areas.repository';

/** What these services use of the app's dependencies (deps.ts). */
type AreasDeps = Pick<Seams, 'db' | 'changePricing'>;

/** A row of /areas/mass_zone: an area and the name of the zone it goes into. */
export type AreaWithZone = AreaBody & { zone_name: string };

/** An area as the app shows it: its centroid as numbers, deletable while no zone uses it. */
function presentArea<T extends { zone_count: number | null; latitude: string | null; longitude: string | null }>(row: T) {
  const zoneCount = Number(row.zone_count ?? 0);
  return {
    ...row,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    zone_count: zoneCount,
    deletable: zoneCount === 0,
  };
}

/** A page of the carrier's areas. */
export async function listAreas(deps: AreasDeps, carrierId: number, options: Parameters<typeof repo.listAreas>[2]) {
  const page = await repo.listAreas(deps.db, carrierId, options);
  return { items: page.items.map(presentArea), count: page.count };
}

/** The zone form's area search: at most `limit` of the carrier's areas matching every word. */
export function searchAreaOptions(deps: AreasDeps, carrierId: number, query: AreaSearchQuery) {
  return repo.searchAreaOptions(deps.db, carrierId, { words: query.q, limit: query.limit });
}

/** The carrier's areas a pasted list of names names exactly. */
export function findAreasByNames(deps: AreasDeps, carrierId: number, names: string[]) {
  return repo.findAreasByNames(deps.db, carrierId, [...new Set(names)]);
}

/** The countries of the carrier's areas, with their names. */
export async function areaCountries(deps: AreasDeps, carrierId: number) {
  return (await repo.areaCountries(deps.db, carrierId)).map((code) => ({ code, name: countryName(code) }));
}

/** An area as GET answers it, or 404. */
export function getArea(deps: AreasDeps, carrierId: number, id: number) {
  return readArea(deps.db, carrierId, id);
}

/** An area as GET answers it, read through `db` (a transaction reads its own writes), or 404. */
async function readArea(db: Db, carrierId: number, id: number) {
  const row = await repo.findArea(db, carrierId, id);
  if (!row) throw AppError.notFound();
  return presentArea(row);
}

/** Creates one area. */
export async function createArea(deps: AreasDeps, carrierId: number, body: AreaBody): Promise<number> {
  const [id] = await deps.changePricing(carrierId, (tx) => repo.insertAreas(tx, carrierId, [body]));
  return id!;
}

/** Replaces an area and answers it as GET does; 404 for another carrier's. */
export function updateArea(deps: AreasDeps, carrierId: number, id: number, body: AreaBody) {
  return updateRecord((work) => deps.changePricing(carrierId, work), {
    lock: (tx) => lockOwned(tx, carrierId, 'areas', id),
    write: (tx) => repo.updateArea(tx, carrierId, id, body),
    answer: (tx) => readArea(tx, carrierId, id),
  });
}

/** Deletes an area no zone uses; 409 while a zone does (the zone would change under its pricelists). */
export async function deleteArea(deps: AreasDeps, carrierId: number, id: number) {
  const area = await getArea(deps, carrierId, id);
  if (!area.deletable) throw AppError.conflict(english('errors.areas.inZone'));
  await deps.changePricing(carrierId, (tx) => repo.deleteArea(tx, carrierId, area.id));
}

/** Creates many areas in one transaction: a bad row has already failed the parse, so all or none. */
export async function createAreas(deps: AreasDeps, carrierId: number, areas: AreaBody[]): Promise<number[]> {
  const ids = await deps.changePricing(carrierId, (tx) => repo.insertAreas(tx, carrierId, areas));
  return ids;
}

/**
 * /areas/mass_zone: creates the areas and puts each into the zone its row names, in one
 * transaction. A zone name that exists (case-insensitively) gets the areas added after its own;
 * others are created, named as their first row spells them. It writes zones too, so its route
 * needs zones:write beyond areas:write (the route's access).
 */
export async function createAreasWithZones(deps: AreasDeps, carrierId: number, rows: AreaWithZone[]) {
  const result = await deps.changePricing(carrierId, async (tx) => {
    const ids = await repo.insertAreas(tx, carrierId, rows);
    const byZone = groupByZoneName(rows, ids);
    const existing = await findZonesByLowerNames(tx, carrierId, [...byZone.keys()]);
    const zoneIds = new Map(existing.map((z) => [z.name.toLowerCase(), z.id]));
    const zones: { id: number; name: string; created: boolean }[] = [];
    for (const [key, entry] of byZone) {
      let zoneId = zoneIds.get(key);
      const created = zoneId === undefined;
      if (zoneId === undefined) {
        zoneId = await insertZone(tx, carrierId, entry.name, entry.areaIds);
      } else {
        await touchZone(tx, carrierId, zoneId);
        await appendZoneAreas(tx, zoneId, entry.areaIds);
      }
      zones.push({ id: zoneId, name: entry.name, created });
    }
    return { count: ids.length, zones };
  });
  return result;
}

/** The new area ids by lower-cased zone name, in row order; the first spelling names the zone. */
function groupByZoneName(rows: AreaWithZone[], ids: number[]) {
  const byZone = new Map<string, { name: string; areaIds: number[] }>();
  rows.forEach((row, i) => {
    const key = row.zone_name.toLowerCase();
    const entry = byZone.get(key) ?? { name: row.zone_name, areaIds: [] };
    entry.areaIds.push(ids[i]!);
    byZone.set(key, entry);
  });
  return byZone;
}

/**
 * An area's writes as approvals hold them under `pricing` (versions/setup-writes.ts): one area, or
 * a mass upload's rows (`import`; with `zones`, each row into its zone).
 */
export const AREA_SETUP: SetupKind = {
  type: 'area',
  async read(db, carrierId, id) {
    const row = id === null ? undefined : await repo.findArea(db, carrierId, id);
    if (!row) return undefined;
    const { zone_count: _, deletable: __, ...area } = presentArea(row);
    return area;
  },
  nameOf: (call, before) => (call.op === 'import' ? '' : String(call.body.name ?? before?.name ?? '')),
  async run(deps, { carrierId }, call) {
    if (call.op === 'create') return createArea(deps, carrierId, call.body as AreaBody);
    if (call.op === 'update') return (await updateArea(deps, carrierId, call.id!, call.body as AreaBody)).id;
    if (call.op === 'import') {
      const { areas, zones } = call.body as { areas: AreaWithZone[]; zones?: boolean };
      if (zones) await createAreasWithZones(deps, carrierId, areas);
      else await createAreas(deps, carrierId, areas);
      return null;
    }
    await deleteArea(deps, carrierId, call.id!);
    return call.id;
  },
};
