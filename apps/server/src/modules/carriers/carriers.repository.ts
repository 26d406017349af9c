import { sql } from 'kysely';
import { uniformPermissions, type CarrierBody, type Language } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { containsPattern, pageOf } from '../../db/paging';

/** Carriers are the tenants themselves: the platform's table, read and written by id, never scoped. */

const OWNER_ROLE = 'Owner';

/** A carrier with its Owner role (every area write, calculator on). Run inside a transaction. */
export async function insertCarrier(db: Db, input: CarrierBody) {
  const carrier = await db.insertInto('carriers').values(input).returning('id').executeTakeFirstOrThrow();
  const { calculator, ...levels } = uniformPermissions('write');
  const role = await db
    .insertInto('roles')
    .values({ carrier_id: carrier.id, name: OWNER_ROLE, is_owner: true, calculator, permissions: JSON.stringify(levels) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { carrierId: carrier.id, ownerRoleId: role.id };
}

export function findCarrier(db: Db, id: number) {
  return db
    .selectFrom('carriers')
    .select(['id', 'name', 'country', 'email', 'phone', 'timezone', 'language', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A page of carriers by name, each with its number of (staff) users; `name` filters by "contains". */
export function listCarriers(db: Db, options: { page: number; name?: string | undefined }) {
  let query = db
    .selectFrom('carriers')
    .select(['id', 'name', 'country', 'email', 'phone', 'timezone', 'language'])
    .select((eb) =>
      eb
        .selectFrom('users')
        .whereRef('users.carrier_id', '=', 'carriers.id')
        // the carrier's staff, not its partners' people
        .where('users.customer_id', 'is', null)
        .select(sql<number>`count(*)`.as('n'))
        // A count is never null.
        .$asScalar()
        .$notNull()
        .as('user_count'),
    );
  if (options.name) query = query.where('name', 'ilike', containsPattern(options.name));
  return pageOf(query.orderBy('name').orderBy('id'), options.page);
}

/** The first `limit` carriers by name whose name contains `text` (the admin's quick search). */
export function searchCarriers(db: Db, text: string, limit: number) {
  return db
    .selectFrom('carriers')
    .select(['id', 'name'])
    .where('name', 'ilike', containsPattern(text))
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** False when there is no carrier with this id. */
/** Locks the carrier's row until the transaction ends; undefined when there is no such carrier. */
export function lockCarrier(tx: Db, id: number) {
  return tx.selectFrom('carriers').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A body's field left out (undefined) keeps its column: an edit without `language` keeps the carrier's. */
export async function updateCarrier(db: Db, id: number, input: CarrierBody) {
  const result = await db.updateTable('carriers').set(input).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The carrier's language (its settings page, PUT /fe/carrier_settings); false when there is no such carrier. */
export async function setCarrierLanguage(db: Db, id: number, language: Language): Promise<boolean> {
  const result = await db.updateTable('carriers').set({ language }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
