import type { PriceGridBody } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { ownedIds } from '../../db/ownership.repository';

/**
 * Field errors for zones and transits of a grid that are not the carrier's, with paths like
 * `fare_groups.0.zones.3.zone_from` under `prefix`.
 */
export async function foreignGridReferences(db: Db, carrierId: number, grid: PriceGridBody, prefix = '') {
  const zoneIds = new Set<number>();
  const transitIds = new Set<number>();
  for (const group of grid.fare_groups) {
    for (const row of group.zones) {
      zoneIds.add(row.zone_from);
      zoneIds.add(row.zone_to);
      if (row.transit) transitIds.add(row.transit);
    }
  }
  const [ownZones, ownTransits] = await Promise.all([
    ownedIds(db, carrierId, 'zones', [...zoneIds]),
    ownedIds(db, carrierId, 'transits', [...transitIds]),
  ]);
  const errors: Record<string, string> = {};
  grid.fare_groups.forEach((group, g) =>
    group.zones.forEach((row, r) => {
      const at = `${prefix}fare_groups.${g}.zones.${r}`;
      if (!ownZones.has(row.zone_from)) errors[`${at}.zone_from`] = 'is not a zone of this carrier';
      if (!ownZones.has(row.zone_to)) errors[`${at}.zone_to`] = 'is not a zone of this carrier';
      if (row.transit && !ownTransits.has(row.transit)) errors[`${at}.transit`] = 'is not a transit of this carrier';
    }),
  );
  return errors;
}
