/**
 * A grid's change as the change log keeps it: the stored grid (with its names) compared
 * cell by cell with the one being saved (ids only, its names read here in two queries), through the
 * domain's `diffVersions`, so the log says "Fare group 1, zone EE1 → LV1, up to 100 kg: 12,00 →
 * 13,00" the way the versions' diff does.
 */
import { diffVersions, loggedGridChanges, type DiffGrid, type LoggedGridChanges } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { ownedNames } from '../../db/ownership.repository';

/** A grid's fare groups with ids only, as a save's body holds them. */
export interface BodyFareGroups {
  quantities: readonly { quantity: number; unit: string }[];
  zones: readonly {
    zone_from: number;
    zone_to: number;
    transit?: number | null;
    minimum_amount?: number | null;
    maximum_amount?: number | null;
    prices: readonly (number | null)[];
  }[];
}

/** A stored grid's fare groups, with names, as GET answers them. */
type StoredFareGroups = DiffGrid['fare_groups'][number] & {
  zones: readonly { transit?: number | null; transit_name?: string | null }[];
};

/**
 * What saving `after` (unit `unit`) over `before` changes in the grid, for the log: the first
 * changed cells, rows added and removed, and the totals.
 */
export async function gridChangesOf(
  db: Db,
  carrierId: number,
  before: readonly StoredFareGroups[],
  after: readonly BodyFareGroups[],
  unit: string | null,
): Promise<LoggedGridChanges> {
  const zoneIds = after.flatMap((g) => g.zones.flatMap((z) => [z.zone_from, z.zone_to]));
  const transitIds = after.flatMap((g) => g.zones.flatMap((z) => (z.transit ? [z.transit] : [])));
  const [zones, transits] = await Promise.all([
    ownedNames(db, carrierId, 'zones', zoneIds),
    ownedNames(db, carrierId, 'transits', transitIds),
  ]);
  for (const group of before)
    for (const z of group.zones) if (z.transit && z.transit_name && !transits.has(z.transit)) transits.set(z.transit, z.transit_name);
  const named: DiffGrid = {
    fare_groups: after.map((g) => ({
      quantities: g.quantities,
      zones: g.zones.map((z) => ({
        ...z,
        zone_from_name: zones.get(z.zone_from) ?? `#${z.zone_from}`,
        zone_to_name: zones.get(z.zone_to) ?? `#${z.zone_to}`,
      })),
    })),
  };
  const diff = diffVersions({ fields: {}, grid: { fare_groups: before } }, { fields: {}, grid: named });
  return loggedGridChanges(diff, unit, (id) => transits.get(id) ?? `#${id}`);
}
