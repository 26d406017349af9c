import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE, PERMISSION_AREAS, type RoleInput } from '@freight/domain';
import type { DB, RoleRow } from '../../db/schema';
import { rolePermissions } from '../auth/auth.service';

/** A stored role flattened to the API shape: {id, name, calculator, pricelists: 'write', ...}. */
export function toRole(row: RoleRow & { user_count?: number }) {
  return { id: row.id, name: row.name, ...rolePermissions(row), user_count: Number(row.user_count ?? 0) };
}

function toColumns(input: RoleInput) {
  const permissions = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, input[area]]));
  return { name: input.name, calculator: input.calculator, permissions: JSON.stringify(permissions) };
}

function selectRoles(db: Kysely<DB>, carrierId: number) {
  return db
    .selectFrom('roles')
    .selectAll('roles')
    .select((eb) =>
      eb.selectFrom('users').whereRef('users.role_id', '=', 'roles.id').select(sql<number>`count(*)`.as('n')).as('user_count'),
    )
    .where('roles.carrier_id', '=', carrierId);
}

export async function listRoles(db: Kysely<DB>, carrierId: number, page: number) {
  const [rows, total] = await Promise.all([
    selectRoles(db, carrierId).orderBy('name').orderBy('id').limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute(),
    db.selectFrom('roles').where('carrier_id', '=', carrierId).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => toRole({ ...r, user_count: r.user_count ?? 0 })), count: Number(total.n) };
}

/** {id, name} of every role of the carrier, for selects. */
export function roleOptions(db: Kysely<DB>, carrierId: number) {
  return db.selectFrom('roles').select(['id', 'name']).where('carrier_id', '=', carrierId).orderBy('name').execute();
}

export async function findRole(db: Kysely<DB>, carrierId: number, id: number) {
  const row = await selectRoles(db, carrierId).where('roles.id', '=', id).executeTakeFirst();
  return row ? toRole({ ...row, user_count: row.user_count ?? 0 }) : undefined;
}

export async function insertRole(db: Kysely<DB>, carrierId: number, input: RoleInput) {
  const row = await db.insertInto('roles').values({ carrier_id: carrierId, ...toColumns(input) }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(db: Kysely<DB>, carrierId: number, id: number, input: RoleInput) {
  const result = await db.updateTable('roles').set(toColumns(input)).where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteRole(db: Kysely<DB>, carrierId: number, id: number) {
  const result = await db.deleteFrom('roles').where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
