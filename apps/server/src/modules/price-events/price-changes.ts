/**
 * How much of a pricelist's prices a save changes, for `pricelist.changed`: the grid before and
 * after compared by the versions' own diff (domain `diffVersions`: rows matched by fare group and
 * route, columns by quantity and unit). A cell is a price, a minimum or a maximum; a lane is a
 * zone row (fare group, from, to) with any cell changed, added or removed. Transit days are not prices.
 */
import { diffVersions, type DiffGrid } from '@freight/domain';

interface Row {
  zone_from: number;
  zone_to: number;
  transit?: number | null;
  minimum_amount?: number | null;
  maximum_amount?: number | null;
  prices: readonly (number | string | null)[];
}
export interface GridOf {
  fare_groups: readonly { quantities: readonly { quantity: number | string; unit: string }[]; zones: readonly Row[] }[];
}

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The grid as the diff takes it; a row's names are its route key, so a row change names it back. */
function diffGrid(grid: GridOf): DiffGrid {
  return {
    fare_groups: grid.fare_groups.map((g) => ({
      quantities: g.quantities.map((q) => ({ quantity: Number(q.quantity), unit: q.unit })),
      zones: g.zones.map((z) => ({
        zone_from: z.zone_from,
        zone_to: z.zone_to,
        zone_from_name: String(z.zone_from),
        zone_to_name: String(z.zone_to),
        transit: z.transit ?? null,
        minimum_amount: num(z.minimum_amount),
        maximum_amount: num(z.maximum_amount),
        prices: z.prices.map(num),
      })),
    })),
  };
}

/** Lanes and cells whose price a save of `after` over `before` (null: a new pricelist) changes. */
export function priceChanges(before: GridOf | null, after: GridOf): { lanes: number; cells: number } {
  const a = before ? diffGrid(before) : null;
  const b = diffGrid(after);
  const diff = diffVersions({ fields: {}, grid: a }, { fields: {}, grid: b });
  const lanes = new Set<string>();
  let cells = 0;
  const key = (r: { fare_group: number; zone_from_name: string; zone_to_name: string }) =>
    `${r.fare_group}:${r.zone_from_name}>${r.zone_to_name}`;
  for (const cell of diff.cells) {
    if (cell.column === 'transit') continue;
    cells++;
    lanes.add(key(cell));
  }
  const rowCells = (grid: DiffGrid | null, r: { fare_group: number; zone_from_name: string; zone_to_name: string }) => {
    const row = grid?.fare_groups[r.fare_group]?.zones.find(
      (z) => z.zone_from_name === r.zone_from_name && z.zone_to_name === r.zone_to_name,
    );
    if (!row) return 0;
    return [row.minimum_amount, row.maximum_amount, ...row.prices].filter((p) => p !== null && p !== undefined).length;
  };
  for (const row of diff.added_rows) {
    lanes.add(key(row));
    cells += rowCells(b, row);
  }
  for (const row of diff.removed_rows) {
    lanes.add(key(row));
    cells += rowCells(a, row);
  }
  return { lanes: lanes.size, cells };
}
