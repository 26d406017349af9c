import { createHash } from 'node:crypto';
import type { MessageKey } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { DEFAULT_THROTTLES, describeWait, throttleWait, type AttemptKind, type ThrottlePolicy } from './throttle';
import * as repo from './throttle.repository';

/** What these services take: the database, and the app's throttles (deps.ts AppConfig) beside the server's settings. */
type ThrottleDeps = Pick<Seams, 'db'> & { config: Seams['config'] & { throttles?: Partial<ThrottlePolicy> | undefined } };

/** The 429 message of each kind, its `wait` "Try again in ...". */
const TOO_MANY: Record<AttemptKind, MessageKey> = {
  password: 'errors.auth.tooMany.password',
  code: 'errors.auth.tooMany.code',
  forgot: 'errors.auth.tooMany.forgot',
  registration: 'errors.auth.tooMany.registration',
  mail: 'errors.auth.tooMany.mail',
};

/** The policy in force: the app's config, else the defaults. */
function policyOf(deps: ThrottleDeps): ThrottlePolicy {
  return { ...DEFAULT_THROTTLES, ...deps.config.throttles };
}

/**
 * Reserve, then verify: counts one attempt of `kind` on `subject` from `ip` BEFORE the caller
 * checks anything, or answers 429 "... Try again in N seconds." when the policy says wait. The
 * count and the insert run in one transaction holding an advisory lock on the subject's key (and
 * on the address's, when the kind is limited per address), so parallel requests are counted one
 * after the other on PostgreSQL and PGlite alike: at most the limit ever reach the check.
 * The reservation stays as the failure unless `forgiveAttempts` removes it after a success.
 */
export async function reserveAttempt(deps: ThrottleDeps, kind: AttemptKind, key: { subject: string; ip: string }): Promise<void> {
  const limits = policyOf(deps)[kind];
  const perIp = limits.perIp !== undefined;
  const longestWindow = Math.max(...Object.values(policyOf(deps)).map((l) => l.windowMs));
  await deps.db.transaction().execute(async (tx) => {
    await repo.lockThrottleKeys(tx, [lockKey(`${kind}:subject:${key.subject}`), ...(perIp ? [lockKey(`${kind}:ip:${key.ip}`)] : [])]);
    // The clock is read once the locks are held, so the attempts of one key are in time order.
    const now = Date.now();
    const counts = await repo.countAttempts(tx, kind, key, { since: new Date(now - limits.windowMs), perIp });
    const wait = throttleWait(limits, counts, now);
    if (wait > 0) throw AppError.tooMany(english(TOO_MANY[kind], { wait: describeWait(wait) }), Math.max(1, Math.ceil(wait / 1000)));
    await repo.insertAttempt(tx, { kind, subject: key.subject, ip: key.ip, created_at: new Date(now) });
    await repo.pruneAttempts(tx, new Date(now - longestWindow));
  });
}

/**
 * After a right password or code: forgets the attempts it makes moot. Passwords forgive only the
 * address's own failures on the e-mail (a stranger's elsewhere keep spacing the next tries);
 * a right code forgives all of the user's wrong codes.
 */
export async function forgiveAttempts(deps: ThrottleDeps, kind: AttemptKind, key: { subject: string; ip?: string }): Promise<void> {
  await repo.deleteAttempts(deps.db, kind, key);
}

/** A 32-bit advisory lock key for a throttle key; a rare collision only makes two keys wait on each other. */
function lockKey(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}
