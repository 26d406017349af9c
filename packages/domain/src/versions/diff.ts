/**
 * The difference of two versions of a pricelist or surcharge: its own fields, then its
 * grid cell by cell. Zone rows are matched by fare group and route (from -> to), price columns by
 * quantity and unit, so a row moved or a column added shows as what it is, not as every cell after it.
 */

/** A grid as GET answers it (zone names resolved). */
export interface DiffGrid {
  unit?: string;
  ldm_multiplier?: number;
  cbm_multiplier?: number;
  payweight_rounding?: string;
  ldm_rounding?: string;
  min_max_rule?: string;
  fare_groups: readonly {
    quantities: readonly { quantity: number; unit: string }[];
    zones: readonly {
      zone_from: number;
      zone_from_name: string;
      zone_to: number;
      zone_to_name: string;
      transit?: number | null;
      minimum_amount?: number | null;
      maximum_amount?: number | null;
      prices: readonly (number | null)[];
    }[];
  }[];
}

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface CellChange {
  /** Fare group position (0-based). */
  fare_group: number;
  zone_from_name: string;
  zone_to_name: string;
  /** The price column: quantity and unit, e.g. "500 per_100kg"; or "minimum", "maximum", "transit". */
  column: string;
  from: number | null;
  to: number | null;
}

export interface RowChange {
  fare_group: number;
  zone_from_name: string;
  zone_to_name: string;
}

export interface VersionDiff {
  fields: FieldChange[];
  cells: CellChange[];
  added_rows: RowChange[];
  removed_rows: RowChange[];
}

const GRID_SETTINGS = ['unit', 'ldm_multiplier', 'cbm_multiplier', 'payweight_rounding', 'ldm_rounding', 'min_max_rule'] as const;

/** Fields (given apart from the grid) and grids of `from` and `to` compared. */
export function diffVersions(
  from: { fields: Record<string, unknown>; grid: DiffGrid | null },
  to: { fields: Record<string, unknown>; grid: DiffGrid | null },
): VersionDiff {
  const fields: FieldChange[] = [];
  for (const field of new Set([...Object.keys(from.fields), ...Object.keys(to.fields)])) {
    const a = from.fields[field] ?? null;
    const b = to.fields[field] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) fields.push({ field, from: a, to: b });
  }
  for (const key of GRID_SETTINGS) {
    const a = from.grid?.[key] ?? null;
    const b = to.grid?.[key] ?? null;
    if (a !== b) fields.push({ field: key, from: a, to: b });
  }
  const diff: VersionDiff = { fields, cells: [], added_rows: [], removed_rows: [] };
  const groups = Math.max(from.grid?.fare_groups.length ?? 0, to.grid?.fare_groups.length ?? 0);
  for (let g = 0; g < groups; g++) diffFareGroup(g, from.grid?.fare_groups[g], to.grid?.fare_groups[g], diff);
  return diff;
}

type FareGroup = DiffGrid['fare_groups'][number];
type ZoneRow = FareGroup['zones'][number];

const columnName = (q: { quantity: number; unit: string }) => `${q.quantity} ${q.unit}`;
const routeKey = (z: ZoneRow) => `${z.zone_from}>${z.zone_to}`;

function diffFareGroup(g: number, a: FareGroup | undefined, b: FareGroup | undefined, diff: VersionDiff) {
  const before = new Map((a?.zones ?? []).map((z) => [routeKey(z), z]));
  const after = new Map((b?.zones ?? []).map((z) => [routeKey(z), z]));
  // Each column's index in either group, found once (a 500 x 40 grid has 20,000 cells to compare).
  const indexA = columnIndex(a);
  const indexB = columnIndex(b);
  // In the newer order; a column only the older has comes last.
  const columns = [...new Set([...indexB.keys(), ...indexA.keys()])].map((name) => ({ name, a: indexA.get(name), b: indexB.get(name) }));
  const row = (z: ZoneRow): RowChange => ({ fare_group: g, zone_from_name: z.zone_from_name, zone_to_name: z.zone_to_name });
  for (const [key, z] of before) if (!after.has(key)) diff.removed_rows.push(row(z));
  for (const [key, zb] of after) {
    const za = before.get(key);
    if (!za) {
      diff.added_rows.push(row(zb));
      continue;
    }
    const cell = (column: string, x: number | null, y: number | null) => {
      if (x !== y)
        diff.cells.push({ fare_group: g, zone_from_name: zb.zone_from_name, zone_to_name: zb.zone_to_name, column, from: x, to: y });
    };
    cell('minimum', za.minimum_amount ?? null, zb.minimum_amount ?? null);
    cell('maximum', za.maximum_amount ?? null, zb.maximum_amount ?? null);
    cell('transit', za.transit ?? null, zb.transit ?? null);
    for (const column of columns) {
      const x = column.a === undefined ? null : (za.prices[column.a] ?? null);
      const y = column.b === undefined ? null : (zb.prices[column.b] ?? null);
      if (x !== y) cell(column.name, x, y);
    }
  }
}

/** A group's price columns by name and index (the first, where a name repeats). */
function columnIndex(group: FareGroup | undefined): Map<string, number> {
  const index = new Map<string, number>();
  group?.quantities.forEach((q, i) => {
    const name = columnName(q);
    if (!index.has(name)) index.set(name, i);
  });
  return index;
}
