import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '@freight/domain';
import type { DB } from '../../db/schema';
import { containsPattern } from '../../db/paging';

/** The columns of a user as the app shows them (never the password or TOTP secrets). */
function selectUsers(db: Kysely<DB>, carrierId: number) {
  return db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .where('users.carrier_id', '=', carrierId)
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.role_id',
      'roles.name as role_name',
      sql<boolean>`users.verified_at is null`.as('unverified'),
      sql<boolean>`users.totp_secret is not null`.as('two_factor'),
    ]);
}

export async function listUsers(db: Kysely<DB>, carrierId: number, options: { page: number; name?: string | undefined }) {
  let query = selectUsers(db, carrierId);
  if (options.name) {
    const like = containsPattern(options.name);
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', like), eb('users.email', 'ilike', like)]));
  }
  const [items, total] = await Promise.all([
    query.orderBy('users.name').orderBy('users.id').limit(PAGE_SIZE).offset((options.page - 1) * PAGE_SIZE).execute(),
    query.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, count: Number(total.n) };
}

export function findUser(db: Kysely<DB>, carrierId: number, id: number) {
  return selectUsers(db, carrierId).where('users.id', '=', id).executeTakeFirst();
}

export async function roleBelongsTo(db: Kysely<DB>, carrierId: number, roleId: number): Promise<boolean> {
  const row = await db.selectFrom('roles').select('id').where('id', '=', roleId).where('carrier_id', '=', carrierId).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Kysely<DB>,
  user: { carrier_id: number; role_id: number; name: string; email: string; phone: string; password_hash?: string | null; verified_at?: Date | null },
) {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Kysely<DB>, carrierId: number, id: number, changes: { name: string; phone: string; role_id: number }) {
  const result = await db.updateTable('users').set(changes).where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteUser(db: Kysely<DB>, carrierId: number, id: number) {
  const result = await db.deleteFrom('users').where('id', '=', id).where('carrier_id', '=', carrierId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
