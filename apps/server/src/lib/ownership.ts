import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

type OwnedTable = 'areas' | 'zones' | 'transits' | 'conditions' | 'services' | 'partners' | 'surcharges' | 'pricelists';

/**
 * Field errors for ids in `ids` that are not rows of the carrier in `table`, keyed
 * `${field}.${index}` (or `field` for a single id): another carrier's id reads as unknown.
 */
export async function foreignIdErrors(
  db: Kysely<DB>,
  carrierId: number,
  table: OwnedTable,
  field: string,
  ids: readonly number[] | number,
  what: string,
): Promise<Record<string, string>> {
  const list = typeof ids === 'number' ? [ids] : ids;
  if (!list.length) return {};
  const rows = await db
    .selectFrom(table as 'zones')
    .select('id')
    .where('carrier_id', '=', carrierId)
    .where('id', 'in', [...new Set(list)])
    .execute();
  const own = new Set(rows.map((r) => r.id));
  const errors: Record<string, string> = {};
  list.forEach((id, i) => {
    if (!own.has(id)) errors[typeof ids === 'number' ? field : `${field}.${i}`] = `is not ${what} of this carrier`;
  });
  return errors;
}
