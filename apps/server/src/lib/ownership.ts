import type { CarrierTable, Db } from '../db/carrier-scope';
import { ownedIds } from '../db/ownership.repository';

/**
 * Field errors for ids in `ids` that are not rows of the carrier in `table`, keyed
 * `${field}.${index}` (or `field` for a single id): another carrier's id reads as unknown.
 */
export async function foreignIdErrors(
  db: Db,
  carrierId: number,
  table: CarrierTable,
  field: string,
  ids: readonly number[] | number,
  what: string,
): Promise<Record<string, string>> {
  const list = typeof ids === 'number' ? [ids] : ids;
  const own = await ownedIds(db, carrierId, table, list);
  const errors: Record<string, string> = {};
  list.forEach((id, i) => {
    if (!own.has(id)) errors[typeof ids === 'number' ? field : `${field}.${i}`] = `is not ${what} of this carrier`;
  });
  return errors;
}
