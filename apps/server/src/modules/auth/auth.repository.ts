import type { Language } from '@freight/domain';
import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

/**
 * Users, sessions and one-time tokens: the SQL of the auth module (throttled attempts are in
 * throttle.repository.ts). Sessions and tokens are the platform's. A user is found by e-mail or id before their
 * carrier is known (signing in is how it becomes known), and writes their own credentials by id.
 */

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The language a person's mails are in (docs/api.md "Languages"): their own, else a partner's
 * person's partner's, else their carrier's (one statement); undefined for no such user or a
 * platform admin who has chosen none.
 */
export async function findMailLanguage(db: Db, userId: number): Promise<Language | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('partners', 'partners.id', 'users.customer_id')
    .leftJoin('carriers', 'carriers.id', 'users.carrier_id')
    .select((eb) => eb.fn.coalesce('users.language', 'partners.language', 'carriers.language').as('language'))
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row?.language ?? undefined;
}

/** The role and carrier a user acts under, and the partner of a partner user. */
export function findUserGrants(db: Db, user: { role_id: number | null; carrier_id: number | null; customer_id: number | null }) {
  return Promise.all([
    user.role_id === null || user.carrier_id === null
      ? undefined
      : db.selectFrom('roles').selectAll().where(ownedBy(user.carrier_id, 'roles')).where('id', '=', user.role_id).executeTakeFirst(),
    user.carrier_id === null
      ? undefined
      : db.selectFrom('carriers').select(['id', 'name', 'timezone', 'language']).where('id', '=', user.carrier_id).executeTakeFirst(),
    user.customer_id === null || user.carrier_id === null
      ? undefined
      : db
          .selectFrom('partners')
          .select(['id', 'name', 'general_hidden', 'language'])
          .where(ownedBy(user.carrier_id, 'partners'))
          .where('id', '=', user.customer_id)
          // A partner user of an archived partner is nobody until it is restored.
          .where('archived_at', 'is', null)
          .executeTakeFirst(),
  ] as const);
}

/**
 * Records an accepted TOTP step; false when this step or a later one was accepted before
 * (the check and the write are one statement, so two requests cannot both use one code).
 */
export async function acceptTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A completed sign-in (the carrier's partner page shows a partner user's latest). */
export async function markSignedIn(db: Db, userId: number, now: Date) {
  await db.updateTable('users').set({ signed_in_at: now }).where('id', '=', userId).execute();
}

/** A new password; verified_at is set when it was not (the first password confirms the account). */
export async function setUserPassword(db: Db, userId: number, passwordHash: string, now: Date) {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, verified_at: eb.fn.coalesce('verified_at', eb.val(now)) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * The TOTP secret kept aside until a code proves the user's app has it: the pending one while it
 * was made after `freshAfter`, else `candidate`, made `now`. One UPDATE, so requests at the same
 * time agree on one secret.
 */
export async function keepPendingTotpSecret(db: Db, userId: number, options: { candidate: string; now: Date; freshAfter: Date }) {
  const row = await db
    .updateTable('users')
    .set((eb) => {
      const stale = eb.or([
        eb('totp_pending_secret', 'is', null),
        eb('totp_pending_at', 'is', null),
        eb('totp_pending_at', '<=', options.freshAfter),
      ]);
      return {
        totp_pending_secret: eb.case().when(stale).then(options.candidate).else(eb.ref('totp_pending_secret')).end(),
        totp_pending_at: eb.case().when(stale).then(options.now).else(eb.ref('totp_pending_at')).end(),
      };
    })
    .where('id', '=', userId)
    .returning('totp_pending_secret')
    .executeTakeFirst();
  return row?.totp_pending_secret ?? null;
}

/** The language of the user's own screens (PUT /fe/user). */
export async function setUserLanguage(db: Db, userId: number, language: Language) {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** Turns two-factor on with the secret the user's app has proved. */
export async function enableTotp(db: Db, userId: number, secret: string) {
  await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_pending_at: null })
    .where('id', '=', userId)
    .execute();
}

export function findLiveSession(db: Db, idHash: string, now: Date) {
  return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).where('expires_at', '>', now).executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: {
    id_hash: string;
    user_id: number;
    stage: 'two_factor' | 'active';
    expires_at: Date;
    ip: string | null;
    user_agent: string | null;
  },
) {
  await db.insertInto('sessions').values(session).execute();
}

export async function deleteSession(db: Db, idHash: string) {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of the user; answers how many there were. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's live sessions (not expired, not idle past `idleSince`), newest first. */
export function listUserSessions(db: Db, userId: number, now: Date, idleSince: Date) {
  return db
    .selectFrom('sessions')
    .select(['id_hash', 'public_id', 'stage', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The user's session of a public id (live or not). */
export function findUserSession(db: Db, userId: number, publicId: string) {
  return db
    .selectFrom('sessions')
    .select(['id_hash', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

/** Ends one session of the user by its public id; false when the user has none with it. */
export async function deleteUserSession(db: Db, userId: number, publicId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('public_id', '=', publicId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of the user but `keepHash`; answers how many. */
export async function deleteOtherSessions(db: Db, userId: number, keepHash: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '<>', keepHash).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function updateSession(db: Db, idHash: string, changes: { last_seen_at?: Date; pretend_user_id?: number | null }) {
  await db.updateTable('sessions').set(changes).where('id_hash', '=', idHash).execute();
}

export async function insertToken(db: Db, token: { id_hash: string; user_id: number; kind: 'verification' | 'reset'; expires_at: Date }) {
  await db.insertInto('tokens').values(token).execute();
}

/** A token that exists, is of `kind`, is not used and has not expired. */
export function findUsableToken(db: Db, idHash: string, kind: 'verification' | 'reset', now: Date) {
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
export async function consumeToken(db: Db, idHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('id_hash', '=', idHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks the user's unused links of `kind` used: a new link replaces the ones mailed before it. */
export async function voidUserTokensOfKind(db: Db, userId: number, kind: 'verification' | 'reset', now: Date) {
  await db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks every unused link of the user used: once one has set the password, the others are void. */
export async function voidUserTokens(db: Db, userId: number, now: Date) {
  await db.updateTable('tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** The whole row of a user of the carrier's staff (an admin pretends only as staff): the given one, or without an id its first. */
export function findUserRow(db: Db, carrierId: number, id?: number) {
  const query = db.selectFrom('users').selectAll().where(ownedBy(carrierId, 'users')).where('customer_id', 'is', null);
  return (id === undefined ? query.orderBy('id').limit(1) : query.where('id', '=', id)).executeTakeFirst();
}
