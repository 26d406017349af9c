import type { PriceGridBody } from '@freight/domain';
import type { Reference } from '../../lib/ownership';

/**
 * The zones and transits a grid names, as references with paths like
 * `fare_groups.0.zones.3.zone_from` under `prefix`, for `referenceErrors`.
 */
export function gridReferences(grid: PriceGridBody, prefix = ''): Reference[] {
  return grid.fare_groups.flatMap((group, g) =>
    group.zones.flatMap((row, r) => {
      const at = `${prefix}fare_groups.${g}.zones.${r}`;
      const zones: Reference[] = [
        { table: 'zones', field: `${at}.zone_from`, ids: row.zone_from, what: 'zone' },
        { table: 'zones', field: `${at}.zone_to`, ids: row.zone_to, what: 'zone' },
      ];
      return row.transit ? [...zones, { table: 'transits', field: `${at}.transit`, ids: row.transit, what: 'transit' }] : zones;
    }),
  );
}
