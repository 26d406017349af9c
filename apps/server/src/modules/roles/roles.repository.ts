import { sql } from 'kysely';
import { PERMISSION_AREAS, type RoleInput } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';

/** A role as stored: the levels as one JSON column. */
function toColumns(input: RoleInput) {
  const permissions = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, input[area]]));
  return { name: input.name, calculator: input.calculator, permissions: JSON.stringify(permissions) };
}

/** Roles of the carrier, each with the number of its users (withheld colleagues counted as users are). */
function selectRoles(db: Db, carrierId: number) {
  return db
    .selectFrom('roles')
    .selectAll('roles')
    .select((eb) => {
      const users = eb
        .selectFrom('users')
        .whereRef('users.role_id', '=', 'roles.id')
        .where(ownedBy(carrierId, 'users'))
        .where('users.customer_id', 'is', null)
        .select(sql<number>`count(*)`.as('n'));
      const withheld = eb
        .selectFrom('withheld_invitations as w')
        .whereRef('w.role_id', '=', 'roles.id')
        .where(ownedBy(carrierId, 'w'))
        .select(sql<number>`count(*)`.as('n'));
      return sql<number>`(${users}) + (${withheld})`.as('user_count');
    })
    .where(ownedBy(carrierId, 'roles'));
}

/** A page of the carrier's role rows by name, with user_count. */
export function listRoles(db: Db, carrierId: number, page: number) {
  return pageOf(selectRoles(db, carrierId).orderBy('name').orderBy('id'), page);
}

/** {id, name} of every role of the carrier, for selects. */
export function roleOptions(db: Db, carrierId: number) {
  return db.selectFrom('roles').select(['id', 'name']).where(ownedBy(carrierId, 'roles')).orderBy('name').execute();
}

/** A role row of the carrier with user_count; undefined when the carrier has no such role. */
export function findRole(db: Db, carrierId: number, id: number) {
  return selectRoles(db, carrierId).where('roles.id', '=', id).executeTakeFirst();
}

export async function insertRole(db: Db, carrierId: number, input: RoleInput) {
  const row = await db
    .insertInto('roles')
    .values({ carrier_id: carrierId, ...toColumns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the carrier has no role with this id. */
export async function updateRole(db: Db, carrierId: number, id: number, input: RoleInput) {
  const result = await db
    .updateTable('roles')
    .set(toColumns(input))
    .where(ownedBy(carrierId, 'roles'))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** False when the carrier has no role with this id. */
export async function deleteRole(db: Db, carrierId: number, id: number) {
  const result = await db.deleteFrom('roles').where(ownedBy(carrierId, 'roles')).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Holds the carrier's row until the transaction ends, so that changes to its users and roles
 * that check "someone else can still manage them" run one after the other. `no key update`: the
 * inserts elsewhere that check their foreign key to the carrier are not held up.
 */
export async function lockStaff(db: Db, carrierId: number) {
  await db.selectFrom('carriers').select('id').where('id', '=', carrierId).forNoKeyUpdate().execute();
}

/**
 * The carrier's users whose role has write on users and on roles: who can manage users and roles.
 * A withheld colleague counts as an unconfirmed user does (withheld-invitations.service.ts).
 */
export function findManagers(db: Db, carrierId: number) {
  const manages = sql<boolean>`roles.permissions->>'users' = 'write' and roles.permissions->>'roles' = 'write'`;
  const users = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.role_id'])
    .where(ownedBy(carrierId, 'users'))
    .where(manages);
  const withheld = db
    .selectFrom('withheld_invitations as w')
    .innerJoin('roles', 'roles.id', 'w.role_id')
    .select(['w.id', 'w.role_id'])
    .where(ownedBy(carrierId, 'w'))
    .where(manages);
  return users.unionAll(withheld).execute();
}
