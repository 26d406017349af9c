import { sql, type Selectable } from 'kysely';
import {
  pickGridSettings,
  ZONE_ROW_COLUMNS,
  type FareGroupBody,
  type PriceGridBody,
  type PricingUnit,
  type StoredGrid,
  type StoredZoneRow,
  type ZoneRowBody,
} from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { groupBy } from '../../lib/group-by';
import type { GridsTable } from '../../db/schema';

// ---- the zone row columns (the domain's ZONE_ROW_COLUMNS: answer name and stored column) ----------------

type ZoneRowColumn = (typeof ZONE_ROW_COLUMNS)[number];
type StoredValues<C extends ZoneRowColumn> = { [K in C as K['stored']]: Exclude<ZoneRowBody[K['field']], undefined> };

/** A body's zone row as its stored columns, an empty one null. */
function storedValues(zone: ZoneRowBody): StoredValues<ZoneRowColumn> {
  // Object.fromEntries types its keys as string; every column of ZONE_ROW_COLUMNS is mapped.
  return Object.fromEntries(ZONE_ROW_COLUMNS.map((c) => [c.stored, zone[c.field] ?? null])) as StoredValues<ZoneRowColumn>;
}

/**
 * A new grid with its fare groups and zone rows, in ONE statement (a 500 x 40 grid is
 * 20,000 rows; one INSERT per fare group and per 500 rows cost a round trip each): the grid, its
 * fare groups from a JSON array and its zone rows from unnested column arrays, joined to their
 * fare group by position. Answers the grid's id. A grid is never changed once written: a save
 * whose grid changes writes a new one and the old one stays with its version.
 */
export async function insertGrid(db: Db, carrierId: number, grid: PriceGridBody): Promise<number> {
  const settings = pickGridSettings(grid);
  const columns = zoneRowArrays(grid.fare_groups);
  const quantities = grid.fare_groups.map((g) => g.quantities.map((q) => ({ quantity: String(q.quantity), unit: q.unit })));
  const { rows } = await sql<{ id: number }>`
    with grid as (
      insert into grids (carrier_id, unit, ldm_multiplier, cbm_multiplier, payweight_rounding, ldm_rounding, min_max_rule)
      values (${carrierId}, ${settings.unit}, ${settings.ldm_multiplier}, ${settings.cbm_multiplier},
              ${settings.payweight_rounding}, ${settings.ldm_rounding}, ${settings.min_max_rule})
      returning id
    ), groups as (
      insert into fare_groups (grid_id, position, quantities)
      select grid.id, q.ord - 1, q.value from grid, jsonb_array_elements(${JSON.stringify(quantities)}::jsonb) with ordinality as q (value, ord)
      returning id, position
    ), zone_rows_written as (
      insert into zone_rows (fare_group_id, position, zone_from, zone_to, transit_id, minimum_amount, maximum_amount, prices)
      select groups.id, z.position, z.zone_from, z.zone_to, z.transit_id, z.minimum_amount, z.maximum_amount, z.prices::numeric[]
      from unnest(${columns.group}::int[], ${columns.position}::int[], ${columns.zone_from}::int[], ${columns.zone_to}::int[],
                  ${columns.transit_id}::int[], ${columns.minimum_amount}::numeric[], ${columns.maximum_amount}::numeric[],
                  ${columns.prices}::text[])
        as z (fare_group, position, zone_from, zone_to, transit_id, minimum_amount, maximum_amount, prices)
      join groups on groups.position = z.fare_group
    )
    select id from grid`.execute(db);
  return rows[0]!.id;
}

/** An array literal of values that need no quoting (numbers), null as NULL. */
function arrayLiteral(values: readonly (number | string | null | undefined)[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : String(v))).join(',')}}`;
}

/**
 * The zone rows of all fare groups as one array literal per column (sent as text and cast in SQL:
 * the same on pg and PGlite). Prices are one numeric array per row: an element of a text[], quoted.
 */
function zoneRowArrays(fareGroups: readonly FareGroupBody[]) {
  const rows = fareGroups.flatMap((group, g) => group.zones.map((zone, position) => ({ g, position, ...storedValues(zone), zone })));
  return {
    group: arrayLiteral(rows.map((r) => r.g)),
    position: arrayLiteral(rows.map((r) => r.position)),
    zone_from: arrayLiteral(rows.map((r) => r.zone_from)),
    zone_to: arrayLiteral(rows.map((r) => r.zone_to)),
    transit_id: arrayLiteral(rows.map((r) => r.transit_id)),
    minimum_amount: arrayLiteral(rows.map((r) => r.minimum_amount)),
    maximum_amount: arrayLiteral(rows.map((r) => r.maximum_amount)),
    prices: `{${rows.map((r) => `"${arrayLiteral(r.zone.prices)}"`).join(',')}}`,
  };
}

/** Grids with fare groups and zone rows (names resolved), as the API answers them, by grid id. */
export async function loadGrids(
  db: Db,
  carrierId: number,
  gridIds: number[],
  /** The carrier's zone and transit names, when the caller read them already (loadManyGrids). */
  knownNames?: GridNames,
) {
  if (!gridIds.length) return new Map<number, StoredGrid>();
  const [names, grids, groups, rows] = await Promise.all([
    knownNames ?? loadGridNames(db, carrierId),
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
    selectZoneRows(db, carrierId, gridIds),
  ]);
  const rowsByGroup = new Map(rows.map((r) => [r.fare_group_id, r.rows]));
  const groupsByGrid = groupBy(groups, (g) => g.grid_id);
  return new Map(grids.map((grid) => [grid.id, shapeGrid(grid, groupsByGrid.get(grid.id) ?? [], rowsByGroup, names)]));
}

/** The names zone rows show, by id: the carrier's zones and transits. */
export interface GridNames {
  zones: ReadonlyMap<number, string>;
  transits: ReadonlyMap<number, string>;
}

/**
 * The carrier's zone and transit names, one JSON text each. Zone rows take their names from here,
 * not by joins: a map lookup here for the three index probes per row there (80,000 rows at a large carrier's size).
 */
export async function loadGridNames(db: Db, carrierId: number): Promise<GridNames> {
  const named = (table: 'zones' | 'transits') =>
    db
      .selectFrom(table)
      .select(sql<string | null>`json_object_agg(id, name)::text`.as('json'))
      .where(ownedBy(carrierId, table))
      .executeTakeFirstOrThrow()
      .then(
        ({ json }) => new Map(Object.entries(JSON.parse(json ?? '{}') as Record<string, string>).map(([id, name]) => [Number(id), name])),
      );
  const [zones, transits] = await Promise.all([named('zones'), named('transits')]);
  return { zones, transits };
}

/**
 * Grids read per statement by `loadManyGrids`: on PGlite's one connection a page's query waits behind
 * at most two such reads (50 grids of 40 x 30: 2,000 zone rows; the next is asked before one is
 * shaped), as when an increase's grown carrier compiles.
 */
const GRIDS_PER_READ = 50;

/**
 * loadGrids for a whole carrier's grids (the pricing cache's compile): read GRIDS_PER_READ at a time,
 * so no one answer is received and shaped in a single turn of the event loop (4,000 grids of 40 x 30
 * after a large increase are 160,000 zone rows). Ids may repeat (records sharing a grid).
 */
export async function loadManyGrids(db: Db, carrierId: number, gridIds: number[]) {
  const unique = [...new Set(gridIds)];
  const all = new Map<number, StoredGrid>();
  if (!unique.length) return all;
  const names = await loadGridNames(db, carrierId);
  const read = (from: number) => loadGrids(db, carrierId, unique.slice(from, from + GRIDS_PER_READ), names);
  // The next read is asked before this one is shaped: the database (a process, or PGlite's thread)
  // answers it while this thread parses, instead of each waiting on the other.
  let pending = read(0);
  for (let i = 0; i < unique.length; i += GRIDS_PER_READ) {
    const following = i + GRIDS_PER_READ < unique.length ? read(i + GRIDS_PER_READ) : null;
    // Awaited next turn; should this read fail first, its failure is not left unhandled meanwhile.
    following?.catch(() => undefined);
    for (const [id, grid] of await pending) all.set(id, grid);
    if (following) pending = following;
  }
  return all;
}

/**
 * The zone rows of the grids (names from loadGridNames), in fare group and row order: one JSON text per fare
 * group (an array per row: zoneRowsOf reads it). A large carrier's compile reads 80,000
 * rows of 30 prices; as rows, the drivers' per-field and array parsing (on PGlite a buffer copy per
 * field, in its thread, then a copy of every row to this one) was most of the compile. As text,
 * JSON.parse reads it natively; numerics print as their decimal text, so each number is exactly
 * what Number() of the stored text gives.
 */
function selectZoneRows(db: Db, carrierId: number, gridIds: number[]) {
  return db
    .selectFrom('zone_rows')
    .innerJoin('fare_groups', 'fare_groups.id', 'zone_rows.fare_group_id')
    .select([
      'zone_rows.fare_group_id',
      // In zoneRowsOf's order.
      sql<string>`json_agg(json_build_array(
        zone_rows.zone_from, zone_rows.zone_to, zone_rows.transit_id, zone_rows.minimum_amount, zone_rows.maximum_amount,
        zone_rows.prices) order by zone_rows.position)::text`.as('rows'),
    ])
    .innerJoin('grids', 'grids.id', 'fare_groups.grid_id')
    .where(ownedBy(carrierId, 'grids'))
    .where('fare_groups.grid_id', 'in', gridIds)
    .groupBy('zone_rows.fare_group_id')
    .execute();
}

type ZoneRowArray = [number, number, number | null, Amount, Amount, Amount[]];
/** A numeric in JSON: a number, null, or a string for NaN and the infinities (Number reads them as before). */
type Amount = number | string | null;

const amountOf = (v: Amount) => (typeof v === 'string' ? Number(v) : v);

/** A fare group's zone rows from selectZoneRows's JSON, as the answer gives them: amounts as numbers. */
function zoneRowsOf(json: string, names: GridNames): StoredZoneRow[] {
  return (JSON.parse(json) as ZoneRowArray[]).map((r) => {
    const prices = r[5];
    // In place: the array is this row's own, and a carrier's compile reads millions of prices.
    for (let i = 0; i < prices.length; i++) if (typeof prices[i] === 'string') prices[i] = Number(prices[i]);
    return {
      zone_from: r[0],
      zone_to: r[1],
      transit: r[2],
      minimum_amount: amountOf(r[3]),
      maximum_amount: amountOf(r[4]),
      // ZONE_ROW_COLUMNS' nameField: a zone row refers to the carrier's own zones and transits (foreign keys, checked on save).
      zone_from_name: names.zones.get(r[0]) ?? '',
      zone_to_name: names.zones.get(r[1]) ?? '',
      transit_name: r[2] === null ? null : (names.transits.get(r[2]) ?? null),
      prices: prices as (number | null)[],
    };
  });
}

function shapeGrid(
  grid: Selectable<GridsTable>,
  groups: { id: number; quantities: { quantity: string; unit: string }[] }[],
  rowsByGroup: Map<number, string>,
  names: GridNames,
): StoredGrid {
  return {
    ...pickGridSettings(grid),
    ldm_multiplier: Number(grid.ldm_multiplier),
    cbm_multiplier: Number(grid.cbm_multiplier),
    fare_groups: groups.map((group) => ({
      quantities: group.quantities.map((q) => ({ quantity: Number(q.quantity), unit: q.unit as PricingUnit })),
      zones: zoneRowsOf(rowsByGroup.get(group.id) ?? '[]', names),
    })),
  };
}
/** A grid as loadGrids answers it (the domain's StoredGrid). */
export type GridAnswer = StoredGrid;

// ---- what uses a zone or a transit ------------------------------------------------------------------

/** A zone (as either end of a zone row) or a transit, as grids refer to it. */
export type GridReference = { zone: number } | { transit: number };

/** The ids of the carrier's grids with a zone row that refers to `ref`. */
function gridsReferring(db: Db, carrierId: number, ref: GridReference) {
  return db
    .selectFrom('zone_rows')
    .innerJoin('fare_groups', 'fare_groups.id', 'zone_rows.fare_group_id')
    .innerJoin('grids', 'grids.id', 'fare_groups.grid_id')
    .where(ownedBy(carrierId, 'grids'))
    .where((eb) =>
      'zone' in ref
        ? eb.or([eb('zone_rows.zone_from', '=', ref.zone), eb('zone_rows.zone_to', '=', ref.zone)])
        : eb('zone_rows.transit_id', '=', ref.transit),
    )
    .select('fare_groups.grid_id');
}

/**
 * The pricelists and surcharges whose grid refers to `ref` now or in a kept version (a restore
 * brings that grid back), and whether any grid at all does (a grid of no record still holds it).
 */
export async function gridUsersOf(db: Db, carrierId: number, ref: GridReference) {
  const grids = gridsReferring(db, carrierId, ref);
  const versioned = (type: 'pricelist' | 'surcharge') =>
    db
      .selectFrom('record_versions')
      .select('record_id')
      .where(ownedBy(carrierId, 'record_versions'))
      .where('record_type', '=', type)
      .where('grid_id', 'in', grids);
  // One after another: `db` may be a transaction, one connection.
  const pricelists = await db
    .selectFrom('pricelists')
    .select(['name', 'valid_from', 'valid_to', 'archived_at'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where((eb) => eb.or([eb('grid_id', 'in', grids), eb('id', 'in', versioned('pricelist'))]))
    .orderBy('name')
    .orderBy('valid_from')
    .execute();
  const surcharges = await db
    .selectFrom('surcharges')
    .select('name')
    .where(ownedBy(carrierId, 'surcharges'))
    .where((eb) => eb.or([eb('grid_id', 'in', grids), eb('id', 'in', versioned('surcharge'))]))
    .orderBy('name')
    .execute();
  const any = await gridsReferring(db, carrierId, ref).limit(1).executeTakeFirst();
  return { pricelists, surcharges: surcharges.map((s) => s.name), inAnyGrid: any !== undefined };
}
