import { ownedBy, type CarrierTable, type Db } from './carrier-scope';

/** Of `ids`, those that are rows of `table` owned by the carrier. */
export async function ownedIds(db: Db, carrierId: number, table: CarrierTable, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom(table as 'zones')
    .select('id')
    .where(ownedBy(carrierId, table))
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

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
