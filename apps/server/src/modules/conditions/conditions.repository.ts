import type { keepConditionFields } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';

/** The stored columns of a condition, already pruned to its type (domain keepConditionFields). */
export type ConditionColumns = ReturnType<typeof keepConditionFields>;

const CONDITION_COLUMNS = ['id', 'type', 'presence', 'applied_after', 'applied_until'] as const;

function selectConditions(db: Db, carrierId: number) {
  return db.selectFrom('conditions').select(CONDITION_COLUMNS).where(ownedBy(carrierId, 'conditions'));
}

/** A page of the carrier's conditions by type, then id. */
export function listConditions(db: Db, carrierId: number, options: { page: number; dir: 'asc' | 'desc' }) {
  return pageOf(selectConditions(db, carrierId).orderBy('type', options.dir).orderBy('id'), options.page);
}

/** Every condition of the carrier by type, then id (the pickers' order). */
export function allConditions(db: Db, carrierId: number) {
  return selectConditions(db, carrierId).orderBy('type').orderBy('id').execute();
}

/** A condition of the carrier as stored, or undefined. */
export function findCondition(db: Db, carrierId: number, id: number) {
  return selectConditions(db, carrierId).where('id', '=', id).executeTakeFirst();
}

/** The carrier's conditions among `ids`, as stored. */
export function findConditions(db: Db, carrierId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return selectConditions(db, carrierId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Inserts a condition and answers its id. */
export async function insertCondition(db: Db, carrierId: number, columns: ConditionColumns): Promise<number> {
  const row = await db
    .insertInto('conditions')
    .values({ ...columns, carrier_id: carrierId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the carrier has no such condition (nothing is written). */
export async function updateCondition(db: Db, carrierId: number, id: number, columns: ConditionColumns): Promise<boolean> {
  const result = await db
    .updateTable('conditions')
    .set({ ...columns, updated_at: new Date() })
    .where(ownedBy(carrierId, 'conditions'))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The services (as blocks), pricelists and surcharges that use the condition, by name. */
export async function conditionUsers(db: Db, carrierId: number, id: number) {
  // One after another: `db` may be a transaction, one connection.
  const services = await db
    .selectFrom('services')
    .select('name')
    .where(ownedBy(carrierId, 'services'))
    .where('id', 'in', db.selectFrom('service_blocks').select('service_id').where('condition_id', '=', id))
    .orderBy('name')
    .execute();
  const pricelists = await db
    .selectFrom('pricelists')
    .select(['name', 'valid_from', 'valid_to', 'archived_at'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('id', 'in', db.selectFrom('pricelist_conditions').select('pricelist_id').where('condition_id', '=', id))
    .orderBy('name')
    .orderBy('valid_from')
    .execute();
  const surcharges = await db
    .selectFrom('surcharges')
    .select('name')
    .where(ownedBy(carrierId, 'surcharges'))
    .where('id', 'in', db.selectFrom('surcharge_conditions').select('surcharge_id').where('condition_id', '=', id))
    .orderBy('name')
    .execute();
  return { services: services.map((s) => s.name), pricelists, surcharges: surcharges.map((s) => s.name) };
}

/** Deletes a condition of the carrier; the caller has checked that nothing uses it. */
export async function deleteCondition(db: Db, carrierId: number, id: number) {
  await db.deleteFrom('conditions').where(ownedBy(carrierId, 'conditions')).where('id', '=', id).execute();
}
