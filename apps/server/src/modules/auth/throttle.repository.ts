import { sql } from 'kysely';
import type { Db } from '../../db/carrier-scope';
import type { AttemptCounts, AttemptKind } from './throttle';

/**
 * Throttled attempts (auth_attempts): the platform's, keyed by a subject (an e-mail, a user id)
 * and the caller's address, before any carrier is known.
 */

// The first key of the two-key advisory locks: throttles only (the migration lock is a one-key lock).
const THROTTLE_LOCK_SPACE = 4_207_012;
// Pruning is done a bounded slice at a time by whichever reservation comes along.
const PRUNE_BATCH = 100;

/**
 * Takes transaction-scoped advisory locks on `keys` (32-bit hashes of the throttle keys), in
 * ascending order so two transactions locking the same pair cannot deadlock. Held until commit.
 */
export async function lockThrottleKeys(tx: Db, keys: readonly number[]): Promise<void> {
  for (const key of [...new Set(keys)].sort((a, b) => a - b)) {
    await sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}::int, ${key}::int)`.execute(tx);
  }
}

/**
 * The attempts of `kind` since `since` on the subject, on the subject from the address, and (when
 * `perIp`; else left at 0, the kind has no limit per address) from the address on any subject.
 */
export async function countAttempts(
  db: Db,
  kind: AttemptKind,
  key: { subject: string; ip: string },
  options: { since: Date; perIp: boolean },
): Promise<AttemptCounts> {
  const { subject, ip } = key;
  const row = await db
    .selectFrom('auth_attempts')
    .select([
      sql<number>`count(*) filter (where subject = ${subject} and ip = ${ip})`.as('subject_ip'),
      sql<Date | null>`min(created_at) filter (where subject = ${subject} and ip = ${ip})`.as('subject_ip_oldest'),
      sql<number>`count(*) filter (where subject = ${subject})`.as('subject'),
      sql<Date | null>`min(created_at) filter (where subject = ${subject})`.as('subject_oldest'),
      sql<Date | null>`max(created_at) filter (where subject = ${subject})`.as('subject_latest'),
      sql<number>`count(*) filter (where ip = ${ip})`.as('ip'),
      sql<Date | null>`min(created_at) filter (where ip = ${ip})`.as('ip_oldest'),
    ])
    .where('kind', '=', kind)
    .where('created_at', '>', options.since)
    .where((eb) => (options.perIp ? eb.or([eb('subject', '=', subject), eb('ip', '=', ip)]) : eb('subject', '=', subject)))
    .executeTakeFirstOrThrow();
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    subjectAndIp: { count: Number(row.subject_ip), oldest: date(row.subject_ip_oldest) },
    subject: { count: Number(row.subject), oldest: date(row.subject_oldest), latest: date(row.subject_latest) },
    ip: { count: options.perIp ? Number(row.ip) : 0, oldest: options.perIp ? date(row.ip_oldest) : null },
  };
}

export async function insertAttempt(db: Db, attempt: { kind: AttemptKind; subject: string; ip: string; created_at: Date }) {
  await db.insertInto('auth_attempts').values(attempt).execute();
}

/** Forgets the attempts of `kind` on a subject: all of them, or only those from `ip`. */
export async function deleteAttempts(db: Db, kind: AttemptKind, key: { subject: string; ip?: string }) {
  let query = db.deleteFrom('auth_attempts').where('kind', '=', kind).where('subject', '=', key.subject);
  if (key.ip !== undefined) query = query.where('ip', '=', key.ip);
  await query.execute();
}

/**
 * Deletes up to a batch of attempts older than `before`, skipping rows another transaction holds,
 * so pruning never makes a reservation wait.
 */
export async function pruneAttempts(db: Db, before: Date) {
  await db
    .deleteFrom('auth_attempts')
    .where('id', 'in', (eb) =>
      eb.selectFrom('auth_attempts').select('id').where('created_at', '<', before).limit(PRUNE_BATCH).forUpdate().skipLocked(),
    )
    .execute();
}
