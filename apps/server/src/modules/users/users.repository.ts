import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { containsPattern, pageOf } from '../../db/paging';

/**
 * The columns of a user of the carrier's staff as the app shows them (never the password or TOTP
 * secrets), with the carrier's withheld colleagues among them as unconfirmed users
 * (withheld-invitations.service.ts). Partner users (users.customer_id) are no staff: the partner's
 * page lists them.
 */
function selectUsers(db: Db, carrierId: number, withWithheld = true) {
  const users = db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .where(ownedBy(carrierId, 'users'))
    .where('users.customer_id', 'is', null)
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.role_id',
      'roles.name as role_name',
      // holds the carrier's Owner role: only an Owner (or an admin) changes or deletes them
      sql<boolean>`coalesce(roles.is_owner, false)`.as('owner'),
      sql<boolean>`users.verified_at is null`.as('unverified'),
      sql<boolean>`users.totp_secret is not null`.as('two_factor'),
    ]);
  const withheld = db
    .selectFrom('withheld_invitations as w')
    .leftJoin('roles', 'roles.id', 'w.role_id')
    .where(ownedBy(carrierId, 'w'))
    .where('w.customer_id', 'is', null)
    .select([
      'w.id',
      'w.name',
      'w.email',
      'w.phone',
      'w.role_id',
      'roles.name as role_name',
      sql<boolean>`coalesce(roles.is_owner, false)`.as('owner'),
      sql<boolean>`true`.as('unverified'),
      sql<boolean>`false`.as('two_factor'),
    ]);
  return db.selectFrom((withWithheld ? users.unionAll(withheld) : users).as('staff')).selectAll();
}

/**
 * A page of the carrier's users by name; `name` filters name or e-mail by "contains". `withheld`
 * false leaves the withheld colleagues out (the platform admin's view: it sees every carrier, and
 * acts on real users only).
 */
export function listUsers(db: Db, carrierId: number, options: { page: number; name?: string | undefined; withheld?: boolean }) {
  let query = selectUsers(db, carrierId, options.withheld ?? true);
  if (options.name) {
    const like = containsPattern(options.name);
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like)]));
  }
  return pageOf(query.orderBy('name').orderBy('id'), options.page);
}

export function findUser(db: Db, carrierId: number, id: number) {
  return selectUsers(db, carrierId).where('id', '=', id).executeTakeFirst();
}

/**
 * A user of a carrier. With a password hash and verified_at the account is ready at once;
 * without them the user chooses a password through the verification mail.
 */
export async function insertUser(
  db: Db,
  user: {
    carrier_id: number;
    role_id: number;
    name: string;
    email: string;
    phone: string;
    password_hash?: string | null;
    verified_at?: Date | null;
  },
) {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** False when the carrier has no user with this id. */
export async function updateUser(db: Db, carrierId: number, id: number, changes: { name: string; phone: string; role_id: number }) {
  const result = await db.updateTable('users').set(changes).where(ownedBy(carrierId, 'users')).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** False when the carrier has no user with this id. */
export async function deleteUser(db: Db, carrierId: number, id: number) {
  const result = await db.deleteFrom('users').where(ownedBy(carrierId, 'users')).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

// Platform-wide reads and writes of the admin: they span every carrier, or none.

/** The first `limit` staff users of any carrier (no partner users), by name, whose name or e-mail contains `text`. */
export function searchUsers(db: Db, text: string, limit: number) {
  const like = containsPattern(text);
  return db
    .selectFrom('users')
    .innerJoin('carriers', 'carriers.id', 'users.carrier_id')
    .select(['users.id', 'users.name', 'users.email', 'users.carrier_id', 'carriers.name as carrier_name'])
    .where('users.customer_id', 'is', null)
    .where((eb) => eb.or([eb('users.name', 'ilike', like), eb('users.email', 'ilike', like)]))
    .orderBy('users.name')
    .limit(limit)
    .execute();
}

/** True when at least one platform admin exists. */
export async function hasAdmin(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirst()) !== undefined;
}

/** A platform admin (no carrier, no role), ready to sign in. */
export async function insertAdmin(db: Db, admin: { name: string; email: string; password_hash: string }) {
  await db
    .insertInto('users')
    .values({ ...admin, is_admin: true, verified_at: new Date() })
    .execute();
}
