/**
 * The throttle policy: pure rules, no database (throttle.service.ts counts and reserves).
 *
 * Design (docs/decisions/0002-sessions.md):
 * - Reserve, then verify. An attempt is counted (a row written) before the password hash or the
 *   code is checked, under a lock on its keys, so N parallel requests check at most the limit.
 * - Passwords: an address that fails 5 times on an e-mail is locked out of that e-mail for the
 *   window (15 min), and an address that fails 30 times on any e-mails is locked out of all.
 *   Failures on an e-mail from all addresses together never lock it: past 5 they space out the
 *   next attempt on it, from anywhere, by 1 s, 2 s, 4 s... at most 60 s after the last one. A
 *   stranger guessing from elsewhere therefore slows the real user down (one try per minute at
 *   worst, answered 429 "Try again in N seconds") but cannot lock them out, and a spread-out
 *   guesser gets about one guess a minute per account.
 * - Two-factor codes: 5 wrong codes per user (not per session: a new password sign-in does not
 *   give new tries) lock the second step for the window.
 * - forgot_password and registration: like passwords, per e-mail and address, counting every
 *   request (so nobody is mail-bombed and the table of registrations is not flooded).
 */
import { english } from '../../errors';

export type AttemptKind = 'password' | 'code' | 'forgot' | 'registration' | 'mail';

/** The limits of one kind of attempt. */
export interface ThrottleLimits {
  /** Attempts older than this are forgotten. */
  windowMs: number;
  /** At most this many per subject (an e-mail, a user) from one address; then that address waits out the window. */
  perSubjectAndIp?: number;
  /** At most this many per subject from all addresses together; then the subject waits out the window. */
  perSubject?: number;
  /** At most this many from one address, whatever the subject; then the address waits out the window. */
  perIp?: number;
  /**
   * Past `after` attempts on a subject (from any address), the next one waits `baseMs` doubled
   * for each attempt beyond `after`, at most `capMs`, counted from the latest attempt.
   */
  spacing?: { after: number; baseMs: number; capMs: number };
}

export type ThrottlePolicy = Record<AttemptKind, ThrottleLimits>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The limits in force unless the app's config gives others (tests shorten the spacing). */
export const DEFAULT_THROTTLES: ThrottlePolicy = {
  password: { windowMs: 15 * MINUTE, perSubjectAndIp: 5, perIp: 30, spacing: { after: 5, baseMs: SECOND, capMs: MINUTE } },
  code: { windowMs: 15 * MINUTE, perSubject: 5 },
  forgot: { windowMs: 60 * MINUTE, perSubjectAndIp: 3, perIp: 20, spacing: { after: 3, baseMs: MINUTE, capMs: 10 * MINUTE } },
  registration: { windowMs: 60 * MINUTE, perSubjectAndIp: 3, perIp: 10, spacing: { after: 3, baseMs: MINUTE, capMs: 10 * MINUTE } },
  // Mailed budget and tender calculations: the subject is the carrier, the "address" the
  // partner (a token or a partner user) or the staff user who asks: 60 an hour per carrier, 20 per
  // partner or user.
  mail: { windowMs: 60 * MINUTE, perSubject: 60, perIp: 20 },
};

/** Counted attempts within the window: `oldest` and `latest` are null when the count is 0. */
export interface AttemptCounts {
  subjectAndIp: { count: number; oldest: Date | null };
  subject: { count: number; oldest: Date | null; latest: Date | null };
  ip: { count: number; oldest: Date | null };
}

/** How long (ms) the next attempt must wait; 0 when it may go now. */
export function throttleWait(limits: ThrottleLimits, counts: AttemptCounts, now: number): number {
  const untilExpired = (count: number, limit: number | undefined, oldest: Date | null) =>
    limit !== undefined && count >= limit && oldest ? oldest.getTime() + limits.windowMs - now : 0;
  const waits = [
    untilExpired(counts.subjectAndIp.count, limits.perSubjectAndIp, counts.subjectAndIp.oldest),
    untilExpired(counts.subject.count, limits.perSubject, counts.subject.oldest),
    untilExpired(counts.ip.count, limits.perIp, counts.ip.oldest),
    spacingWait(limits, counts.subject, now),
  ];
  return Math.max(0, ...waits);
}

function spacingWait(limits: ThrottleLimits, subject: AttemptCounts['subject'], now: number): number {
  const { spacing } = limits;
  if (!spacing || subject.count < spacing.after || !subject.latest) return 0;
  // 2 ** 30 is past any sensible cap already; the exponent is bounded so the number stays finite.
  const delay = Math.min(spacing.baseMs * 2 ** Math.min(subject.count - spacing.after, 30), spacing.capMs);
  return subject.latest.getTime() + delay - now;
}

/** "Try again in 12 seconds." / "Try again in 15 minutes." (rounded up, at least 1 second). */
export function describeWait(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / SECOND));
  if (seconds === 1) return english('errors.auth.tryAgain.second');
  if (seconds < 120) return english('errors.auth.tryAgain.seconds', { seconds: String(seconds) });
  return english('errors.auth.tryAgain.minutes', { minutes: String(Math.ceil(seconds / 60)) });
}
