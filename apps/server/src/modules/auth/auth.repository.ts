import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Users, sessions, one-time tokens and sign-in failures: the only SQL of the auth module. */

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The role and carrier a user acts under. */
export function findUserGrants(db: Kysely<DB>, user: { role_id: number | null; carrier_id: number | null }) {
  return Promise.all([
    user.role_id === null
      ? undefined
      : db.selectFrom('roles').selectAll().where('id', '=', user.role_id).executeTakeFirst(),
    user.carrier_id === null
      ? undefined
      : db.selectFrom('carriers').select(['id', 'name', 'timezone']).where('id', '=', user.carrier_id).executeTakeFirst(),
  ]);
}

export function findLiveSession(db: Kysely<DB>, idHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertSession(
  db: Kysely<DB>,
  session: { id_hash: string; user_id: number; stage: 'two_factor' | 'active'; expires_at: Date },
) {
  await db.insertInto('sessions').values(session).execute();
}

export async function deleteSession(db: Kysely<DB>, idHash: string) {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteUserSessions(db: Kysely<DB>, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function updateSession(
  db: Kysely<DB>,
  idHash: string,
  changes: { last_seen_at?: Date; pretend_user_id?: number | null; failed_codes?: number },
) {
  await db.updateTable('sessions').set(changes).where('id_hash', '=', idHash).execute();
}

export async function insertToken(
  db: Kysely<DB>,
  token: { id_hash: string; user_id: number; kind: 'verification' | 'reset'; expires_at: Date },
) {
  await db.insertInto('tokens').values(token).execute();
}

/** A token that exists, is of `kind`, is not used and has not expired. */
export function findUsableToken(db: Kysely<DB>, idHash: string, kind: 'verification' | 'reset', now: Date) {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select(['tokens.id_hash', 'tokens.user_id', 'users.email'])
    .where('tokens.id_hash', '=', idHash)
    .where('tokens.kind', '=', kind)
    .where('tokens.used_at', 'is', null)
    .where('tokens.expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a token used; false when another request used it first. */
export async function consumeToken(db: Kysely<DB>, idHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('id_hash', '=', idHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countRecentFailures(db: Kysely<DB>, key: { email: string; ip: string }, since: Date) {
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where email = ${key.email})`.as('by_email'),
      sql<number>`count(*) filter (where ip = ${key.ip})`.as('by_ip'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', key.email), eb('ip', '=', key.ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: Number(row.by_email), byIp: Number(row.by_ip) };
}

export async function recordFailure(db: Kysely<DB>, key: { email: string; ip: string }) {
  await db.insertInto('login_failures').values(key).execute();
}

export async function clearFailures(db: Kysely<DB>, email: string) {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
