import { sql } from 'kysely';
import { ownedBy, type CarrierTable, type Db } from './carrier-scope';

/** The names of the carrier's records `ids` in `table` (another carrier's ids are left out). */
export async function ownedNames(
  db: Db,
  carrierId: number,
  table: 'services' | 'partners' | 'surcharges' | 'zones' | 'transits',
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom(table as 'services')
    .select(['id', 'name'])
    .where(ownedBy(carrierId, table))
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The name of the carrier's record `id` in `table`, for change logs that name rather than number. */
export async function ownedName(
  db: Db,
  carrierId: number,
  table: 'services' | 'partners' | 'surcharges' | 'zones',
  id: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(table as 'services')
    .select('name')
    .where(ownedBy(carrierId, table))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name;
}

/** Locks the carrier's row `id` of `table` until the transaction ends; undefined when the carrier has none. */
export function lockOwned(tx: Db, carrierId: number, table: CarrierTable, id: number): Promise<{ id: number } | undefined> {
  return tx
    .selectFrom(table as 'zones')
    .select('id')
    .where(ownedBy(carrierId, table))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Of the ids wanted in each table, those that are rows the carrier owns: one query for every table
 * (a UNION ALL of one indexed lookup each), so a save checks all its references in one round trip.
 */
export async function ownedIdsOf(
  db: Db,
  carrierId: number,
  wanted: ReadonlyMap<CarrierTable, readonly number[]>,
): Promise<Map<CarrierTable, Set<number>>> {
  const owned = new Map<CarrierTable, Set<number>>([...wanted.keys()].map((table) => [table, new Set<number>()]));
  const lookups = [...wanted]
    .filter(([, ids]) => ids.length > 0)
    .map(([table, ids]) =>
      db
        .selectFrom(table as 'zones')
        .select([sql.lit(table).as('table_name'), 'id'])
        .where(ownedBy(carrierId, table))
        .where('id', 'in', [...new Set(ids)]),
    );
  const [first, ...rest] = lookups;
  if (!first) return owned;
  const rows = await rest.reduce((query, lookup) => query.unionAll(lookup), first).execute();
  for (const row of rows) owned.get(row.table_name as CarrierTable)!.add(row.id);
  return owned;
}
