import { sql, type Selectable } from 'kysely';
import type { PriceGridBody, PricingUnit } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { groupBy } from '../../lib/group-by';
import type { GridsTable } from '../../db/schema';

type GridSettings = Omit<PriceGridBody, 'fare_groups'>;
const ROWS_PER_INSERT = 500;

function settingsColumns(grid: GridSettings) {
  return {
    unit: grid.unit,
    ldm_multiplier: grid.ldm_multiplier,
    cbm_multiplier: grid.cbm_multiplier,
    payweight_rounding: grid.payweight_rounding,
    ldm_rounding: grid.ldm_rounding,
    min_max_rule: grid.min_max_rule,
  };
}

/**
 * A new grid with its fare groups and zone rows; answers its id. Run inside a transaction. A grid is
 * never changed once written: a save writes a new one and the old one stays with its version.
 */
export async function insertGrid(db: Db, carrierId: number, grid: PriceGridBody): Promise<number> {
  const row = await db
    .insertInto('grids')
    .values({ carrier_id: carrierId, ...settingsColumns(grid) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertFareGroups(db, row.id, grid.fare_groups);
  return row.id;
}

async function insertFareGroups(db: Db, gridId: number, fareGroups: PriceGridBody['fare_groups']) {
  for (const [position, fareGroup] of fareGroups.entries()) {
    const quantities = fareGroup.quantities.map((q) => ({ quantity: String(q.quantity), unit: q.unit }));
    const group = await db
      .insertInto('fare_groups')
      .values({ grid_id: gridId, position, quantities: JSON.stringify(quantities) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = fareGroup.zones.map((zone, index) => ({
      fare_group_id: group.id,
      position: index,
      zone_from: zone.zone_from,
      zone_to: zone.zone_to,
      transit_id: zone.transit ?? null,
      minimum_amount: zone.minimum_amount ?? null,
      maximum_amount: zone.maximum_amount ?? null,
      // An array literal cast in SQL: the same on pg and PGlite, and one parameter per row.
      prices: sql<string>`${numericArrayLiteral(zone.prices)}::numeric[]` as unknown as string,
    }));
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await db
        .insertInto('zone_rows')
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .execute();
    }
  }
}

function numericArrayLiteral(prices: readonly (number | null)[]): string {
  return `{${prices.map((p) => (p === null ? 'NULL' : String(p))).join(',')}}`;
}

const toNumber = (v: string | null) => (v === null ? null : Number(v));

/** Grids with fare groups and zone rows (names resolved), as the API answers them, by grid id. */
export async function loadGrids(db: Db, carrierId: number, gridIds: number[]) {
  if (!gridIds.length) return new Map<number, ReturnType<typeof shapeGrid>>();
  const [grids, groups, rows] = await Promise.all([
    db.selectFrom('grids').selectAll().where(ownedBy(carrierId, 'grids')).where('id', 'in', gridIds).execute(),
    db
      .selectFrom('fare_groups')
      .selectAll('fare_groups')
      .innerJoin('grids', 'grids.id', 'fare_groups.grid_id')
      .where(ownedBy(carrierId, 'grids'))
      .where('grid_id', 'in', gridIds)
      .orderBy('grid_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('zone_rows')
      .innerJoin('fare_groups', 'fare_groups.id', 'zone_rows.fare_group_id')
      .innerJoin('zones as zf', 'zf.id', 'zone_rows.zone_from')
      .innerJoin('zones as zt', 'zt.id', 'zone_rows.zone_to')
      .leftJoin('transits', 'transits.id', 'zone_rows.transit_id')
      .select([
        'zone_rows.fare_group_id',
        'zone_rows.zone_from',
        'zf.name as zone_from_name',
        'zone_rows.zone_to',
        'zt.name as zone_to_name',
        'zone_rows.transit_id as transit',
        'transits.name as transit_name',
        'zone_rows.minimum_amount',
        'zone_rows.maximum_amount',
        sql<(string | null)[]>`zone_rows.prices::text[]`.as('prices'),
      ])
      .innerJoin('grids', 'grids.id', 'fare_groups.grid_id')
      .where(ownedBy(carrierId, 'grids'))
      .where('fare_groups.grid_id', 'in', gridIds)
      .orderBy('zone_rows.fare_group_id')
      .orderBy('zone_rows.position')
      .execute(),
  ]);
  const rowsByGroup = groupBy(rows, (r) => r.fare_group_id);
  const groupsByGrid = groupBy(groups, (g) => g.grid_id);
  return new Map(grids.map((grid) => [grid.id, shapeGrid(grid, groupsByGrid.get(grid.id) ?? [], rowsByGroup)]));
}

function shapeGrid(
  grid: Pick<Selectable<GridsTable>, 'unit' | 'ldm_multiplier' | 'cbm_multiplier' | 'payweight_rounding' | 'ldm_rounding' | 'min_max_rule'>,
  groups: { id: number; quantities: { quantity: string; unit: string }[] }[],
  rowsByGroup: Map<
    number,
    {
      fare_group_id: number;
      zone_from: number;
      zone_from_name: string;
      zone_to: number;
      zone_to_name: string;
      transit: number | null;
      transit_name: string | null;
      minimum_amount: string | null;
      maximum_amount: string | null;
      prices: (string | null)[];
    }[]
  >,
) {
  return {
    unit: grid.unit,
    ldm_multiplier: Number(grid.ldm_multiplier),
    cbm_multiplier: Number(grid.cbm_multiplier),
    payweight_rounding: grid.payweight_rounding,
    ldm_rounding: grid.ldm_rounding,
    min_max_rule: grid.min_max_rule,
    fare_groups: groups.map((group) => ({
      quantities: group.quantities.map((q) => ({ quantity: Number(q.quantity), unit: q.unit as PricingUnit })),
      zones: (rowsByGroup.get(group.id) ?? []).map(({ fare_group_id: _, ...row }) => ({
        ...row,
        minimum_amount: toNumber(row.minimum_amount),
        maximum_amount: toNumber(row.maximum_amount),
        prices: row.prices.map(toNumber),
      })),
    })),
  };
}
export type GridAnswer = ReturnType<typeof shapeGrid>;
