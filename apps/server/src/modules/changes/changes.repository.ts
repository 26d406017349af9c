import { ownedBy, type Db } from '../../db/carrier-scope';

/** The names of the carrier's zones of `ids` (a proposal's grid names its rows by them). */
export async function zoneNames(db: Db, carrierId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('zones')
    .select(['id', 'name'])
    .where(ownedBy(carrierId, 'zones'))
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
