import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, translator, uniformPermissions, type Language, type OwnUserBody, type SessionUser } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { AuthContext, RequestOrigin, Requester } from '../../http/context';
import type { Seams } from '../../seams';
import type { UserRow } from '../../db/schema';
import { rolePermissions } from '../roles';
import { recordSecurityEvent, type NewSecurityEvent, actorOf, joinDetail, recordCallerEvent } from '../security-events';
import * as repo from './auth.repository';
import { hashPassword, hashToken, newSecretToken, verifyPassword } from './secrets';
import { forgiveAttempts, reserveAttempt } from './throttle.service';
import { matchTotpStep, newTotpSecret, totpQrCode } from './totp';

/** What these services use of the app's dependencies (deps.ts). */
type AuthDeps = Pick<Seams, 'db' | 'config' | 'mailer' | 'background'>;

const MINUTE = 60_000;
/** How long the secret shown for two-factor set-up stays the same (GET /fe/two_factor) and can be confirmed. */
const TWO_FACTOR_SETUP_MS = 15 * MINUTE;
/** How long mailed links stay valid. */
const TOKEN_LIFETIME_MS = { verification: 7 * 24 * 60 * MINUTE, reset: 60 * MINUTE } as const;
// last_seen_at is written at most this often, so reads do not turn into writes.
const TOUCH_INTERVAL_MS = MINUTE;

/** Resolves the session cookie into who is calling; null when there is no live session. */
export async function loadAuth(deps: AuthDeps, cookieToken: string | undefined): Promise<AuthContext | null> {
  return cookieToken ? loadAuthByHash(deps, hashToken(cookieToken)) : null;
}

/** The same, from the stored hash: after a change to the session within a request. */
export async function loadAuthByHash(deps: AuthDeps, sessionHash: string): Promise<AuthContext | null> {
  const now = new Date();
  const session = await repo.findLiveSession(deps.db, sessionHash, now);
  if (!session) return null;
  if (now.getTime() - session.last_seen_at.getTime() > deps.config.sessionIdleMinutes * MINUTE) {
    await repo.deleteSession(deps.db, sessionHash);
    return null;
  }
  const realUser = await repo.findUserById(deps.db, session.user_id);
  if (!realUser) return null;
  const pretended =
    realUser.is_admin && session.pretend_user_id !== null ? await repo.findUserById(deps.db, session.pretend_user_id) : undefined;
  const user = pretended ?? realUser;
  const [role, carrier, partner] = await repo.findUserGrants(deps.db, user);
  // A partner user whose partner is gone (or not the carrier's) is nobody.
  if (user.customer_id !== null && !partner) return null;
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await repo.updateSession(deps.db, sessionHash, { last_seen_at: now });
  }
  const isAdmin = realUser.is_admin;
  return {
    sessionHash,
    stage: session.stage,
    realUser,
    user,
    isAdmin,
    pretending: pretended !== undefined,
    carrierId: user.carrier_id,
    permissions: role ? rolePermissions(role) : uniformPermissions(isAdmin ? 'write' : 'none', isAdmin),
    roleName: user.is_admin ? 'admin' : (role?.name ?? ''),
    isOwner: role?.is_owner ?? false,
    company: carrier?.name ?? null,
    timezone: carrier?.timezone ?? null,
    partnerId: partner?.id ?? null,
    partner: partner ? { id: partner.id, name: partner.name, general_hidden: partner.general_hidden } : null,
    partnerLanguage: partner ? (partner.language ?? carrier?.language ?? DEFAULT_LANGUAGE) : null,
  };
}

/** GET /fe/user: the caller as docs/api.md shapes it. */
export function describeUser(auth: AuthContext): SessionUser {
  const { user } = auth;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    company: auth.company,
    timezone: auth.timezone,
    carrier_id: user.carrier_id,
    role: auth.roleName,
    roles: auth.permissions,
    owner: auth.isOwner,
    two_factor: auth.realUser.totp_secret !== null,
    pretending: auth.pretending,
    partner: auth.partner
      ? { id: auth.partner.id, name: auth.partner.name ?? '', language: auth.partnerLanguage ?? DEFAULT_LANGUAGE }
      : null,
    // The person at the screen's: an admin pretending reads their own screens in their own language.
    language: auth.realUser.language,
  };
}

/**
 * PUT /fe/user: the signed-in person's own settings (their language); answers the user as GET
 * /fe/user does. An admin pretending sets their own, never the pretended user's (whose screens
 * are theirs to choose).
 */
export async function updateOwnUser(deps: AuthDeps, auth: AuthContext, body: OwnUserBody): Promise<SessionUser> {
  await repo.setUserLanguage(deps.db, auth.realUser.id, body.language);
  return describeSession(deps, auth.sessionHash);
}

/**
 * A session just opened: its token for the cookie, and the user as GET /fe/user answers it,
 * or null while the two-factor code is still due.
 */
export interface SignedIn {
  token: string;
  user: SessionUser | null;
}

/**
 * The answer of a call that has just opened a session. A completed sign-in is recorded: the user's
 * latest (users.signed_in_at) and its security event, in one transaction; `how` says by what
 * ("with a two-factor code").
 */
async function signedIn(deps: AuthDeps, token: string, origin: RequestOrigin, how = ''): Promise<SignedIn> {
  const fresh = await loadAuth(deps, token);
  if (fresh?.stage !== 'active') return { token, user: null };
  const user = fresh.realUser;
  await deps.db.transaction().execute(async (tx) => {
    await repo.markSignedIn(tx, user.id, new Date());
    await recordSecurityEvent(tx, {
      carrierId: user.carrier_id,
      kind: 'sign_in',
      actor: actorOf(fresh),
      ip: origin.ip,
      subjectUserId: user.id,
      subject: user.email,
      detail: how,
    });
  });
  return { token, user: describeUser(fresh) };
}

/** A failed sign-in's event: of the account's carrier when the address has one (else of none), in a transaction of its own. */
function recordFailedSignIn(deps: AuthDeps, input: { email: string; user: UserRow | undefined; origin: RequestOrigin; why: string }) {
  const event: NewSecurityEvent = {
    carrierId: input.user?.carrier_id ?? null,
    kind: 'sign_in_failed',
    actor: null,
    ip: input.origin.ip,
    subjectUserId: input.user?.id ?? null,
    subject: input.email,
    detail: input.why,
  };
  return recordSecurityEvent(deps.db, event);
}

/** The caller as GET /fe/user answers it, read again after a change to their session or account. */
async function describeSession(deps: AuthDeps, sessionHash: string): Promise<SessionUser> {
  return describeUser((await loadAuthByHash(deps, sessionHash))!);
}

/**
 * Checks the password and opens a session. The attempt is reserved (counted) before the hash is
 * checked, per e-mail and per address (throttle.ts); a right password forgives the address's own
 * failures on the e-mail.
 */
export async function signIn(deps: AuthDeps, input: { email: string; password: string; origin: RequestOrigin }): Promise<SignedIn> {
  const key = { subject: input.email.toLowerCase(), ip: input.origin.ip };
  await reserveAttempt(deps, 'password', key);
  const user = await repo.findUserByEmail(deps.db, key.subject);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  // A failure keeps its reservation: that row is the failure.
  if (!user || !valid || user.verified_at === null) {
    const why = english(!user ? 'errors.auth.log.noAccount' : !valid ? 'errors.auth.log.wrongPassword' : 'errors.auth.log.notConfirmed');
    await recordFailedSignIn(deps, { email: key.subject, user, origin: input.origin, why });
    throw AppError.unauthorized(english('errors.auth.invalidLogin'));
  }
  await forgiveAttempts(deps, 'password', key);
  // A person of an archived partner would get a session that is nobody (every call 401, or a
  // two-factor step that never ends): refused here, saying why, since the password was right.
  if (user.customer_id !== null && !(await repo.findUserGrants(deps.db, user))[2]) {
    await recordFailedSignIn(deps, { email: key.subject, user, origin: input.origin, why: english('errors.auth.log.partnerArchived') });
    throw AppError.unauthorized(english('errors.auth.partnerArchived'));
  }
  return signedIn(deps, await openSession(deps, user.id, user.totp_secret ? 'two_factor' : 'active', input.origin), input.origin);
}

/** A new random session id for the user, opened from `origin`; the cookie carries it, the table only its hash. */
async function openSession(deps: AuthDeps, userId: number, stage: 'two_factor' | 'active', origin: RequestOrigin): Promise<string> {
  const { token, hash } = newSecretToken();
  const expires = new Date(Date.now() + deps.config.sessionMaxDays * 24 * 60 * MINUTE);
  await repo.insertSession(deps.db, {
    id_hash: hash,
    user_id: userId,
    stage,
    expires_at: expires,
    ip: origin.ip,
    user_agent: origin.userAgent,
  });
  return token;
}

/**
 * The second step: a right, unused code turns the half-open session into a new signed-in one.
 * Codes are throttled per user, whatever the session: each attempt is reserved before the code is
 * checked, and only a right code forgives the wrong ones.
 */
export async function completeTwoFactor(
  deps: AuthDeps,
  auth: AuthContext,
  input: { code: string; origin: RequestOrigin },
): Promise<SignedIn> {
  if (auth.stage !== 'two_factor') throw AppError.conflict(english('errors.auth.noSecondStep'));
  const user = auth.realUser;
  const subject = String(user.id);
  await reserveAttempt(deps, 'code', { subject, ip: input.origin.ip });
  if (!user.totp_secret || !(await acceptTotp(deps, user, user.totp_secret, input.code))) {
    await recordFailedSignIn(deps, { email: user.email, user, origin: input.origin, why: english('errors.auth.log.wrongCode') });
    throw AppError.unauthorized(english('errors.auth.invalidCode'));
  }
  await forgiveAttempts(deps, 'code', { subject });
  await repo.deleteSession(deps.db, auth.sessionHash);
  return signedIn(deps, await openSession(deps, user.id, 'active', input.origin), input.origin, english('errors.auth.log.withCode'));
}

/** True when the code is right and of a later step than any accepted before (no replay). */
async function acceptTotp(deps: AuthDeps, user: UserRow, secret: string, code: string): Promise<boolean> {
  const step = matchTotpStep(secret, code);
  if (step === null || (user.totp_last_step !== null && step <= user.totp_last_step)) return false;
  return repo.acceptTotpStep(deps.db, user.id, step);
}

export async function signOut(deps: AuthDeps, auth: AuthContext | null): Promise<void> {
  if (auth) await repo.deleteSession(deps.db, auth.sessionHash);
}

/**
 * Mails a single-use link: verification (set the first password) or reset (forgotten password).
 * `event`, when given, is recorded in the transaction that stores the link.
 */
export async function mailTokenLink(
  deps: Pick<Seams, 'db' | 'config' | 'mailer'>,
  user: UserRow,
  kind: 'verification' | 'reset',
  event?: NewSecurityEvent,
): Promise<void> {
  const link = await deps.db.transaction().execute(async (tx) => {
    if (event) await recordSecurityEvent(tx, event);
    return newTokenLink({ db: tx, config: deps.config }, user, kind);
  });
  // In the person's language: their own, else their partner's or their carrier's.
  const t = translator(await mailLanguage(deps.db, user.id));
  const mail =
    kind === 'verification'
      ? { subject: t('mail.verify.subject'), text: t('mail.verify.text', { name: user.name, link }) }
      : { subject: t('mail.reset.subject'), text: t('mail.reset.text', { name: user.name, link }) };
  await deps.mailer.send({ to: user.email, ...mail });
}

/**
 * The language of the mails to user `userId` (docs/api.md "Languages"): their own, else a
 * partner's person's partner's (its own, else the carrier's), else their carrier's; English for
 * an admin who has chosen none.
 */
export async function mailLanguage(db: Seams['db'], userId: number): Promise<Language> {
  return (await repo.findMailLanguage(db, userId)) ?? DEFAULT_LANGUAGE;
}

/**
 * A new single-use link of the user (verification: set the first password, 7 days; reset: 1 hour),
 * for a mail: /verify or /reset_password?confirmation_token=..., the token stored only as its hash.
 * It replaces the user's earlier unused links of its kind: an invitation sent again, or a second
 * reset asked for, leaves only the newest link working.
 */
export async function newTokenLink(
  deps: Pick<Seams, 'db' | 'config'>,
  user: { id: number },
  kind: 'verification' | 'reset',
): Promise<string> {
  const { token, hash } = newSecretToken();
  await repo.voidUserTokensOfKind(deps.db, user.id, kind, new Date());
  await repo.insertToken(deps.db, {
    id_hash: hash,
    user_id: user.id,
    kind,
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]),
  });
  const path = kind === 'verification' ? 'verify' : 'reset_password';
  return `${deps.config.publicUrl}/${path}?confirmation_token=${token}`;
}

/** GET /fe/verification_user: the e-mail address a usable verification token belongs to. */
export async function tokenEmail(deps: AuthDeps, token: string, kind: 'verification' | 'reset'): Promise<string> {
  const found = await repo.findUsableToken(deps.db, hashToken(token), kind, new Date());
  if (!found) throw AppError.notFound(english('errors.auth.linkInvalid'));
  return found.email;
}

/**
 * Sets the password through a mailed link (verification or reset), uses the token up and voids
 * the user's other unused links (an older reset link must not work after a newer one), ends the
 * user's other sessions and signs them in.
 */
export async function setPasswordByToken(
  deps: AuthDeps,
  input: { token: string; kind: 'verification' | 'reset'; password: string; origin: RequestOrigin },
): Promise<SignedIn> {
  const now = new Date();
  const hash = hashToken(input.token);
  const found = await repo.findUsableToken(deps.db, hash, input.kind, now);
  if (!found) throw AppError.notFound(english('errors.auth.linkInvalid'));
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction().execute(async (tx) => {
    if (!(await repo.consumeToken(tx, hash, now))) throw AppError.notFound(english('errors.auth.linkInvalid'));
    const user = await repo.findUserById(tx, found.user_id);
    if (!user) throw AppError.notFound(english('errors.auth.linkInvalid'));
    await repo.voidUserTokens(tx, user.id, now);
    await repo.setUserPassword(tx, user.id, passwordHash, now);
    const ended = await repo.deleteUserSessions(tx, user.id);
    await recordSecurityEvent(tx, passwordSetEvent(user, input.kind, { ended, origin: input.origin }));
    return user;
  });
  // A user with two-factor still proves the code after a reset.
  return signedIn(deps, await openSession(deps, user.id, user.totp_secret ? 'two_factor' : 'active', input.origin), input.origin);
}

/** What a password set by a mailed link records: a partner user's first password is their invitation accepted. */
function passwordSetEvent(
  user: UserRow,
  kind: 'verification' | 'reset',
  facts: { ended: number; origin: RequestOrigin },
): NewSecurityEvent {
  const first = kind === 'verification';
  const ended =
    facts.ended === 0
      ? ''
      : facts.ended === 1
        ? english('errors.auth.log.oneSessionEnded')
        : english('errors.auth.log.sessionsEnded', { count: String(facts.ended) });
  return {
    carrierId: user.carrier_id,
    kind: first && user.customer_id !== null ? 'invitation_accepted' : 'password_set',
    actor: { id: user.id, name: user.name },
    ip: facts.origin.ip,
    subjectUserId: user.id,
    subject: user.email,
    detail: joinDetail(english(first ? 'errors.auth.log.firstPassword' : 'errors.auth.log.resetLink'), ended),
  };
}

/**
 * Always succeeds outwardly (unless throttled, per e-mail and address alike whether or not it has
 * an account), so the answer does not tell which addresses have accounts; and it takes the same
 * time either way: the lookup and the mail run after the answer, their errors logged.
 */
export async function forgotPassword(
  deps: AuthDeps,
  input: { email: string; origin: RequestOrigin },
  log: FastifyBaseLogger,
): Promise<void> {
  const email = input.email.toLowerCase();
  await reserveAttempt(deps, 'forgot', { subject: email, ip: input.origin.ip });
  runInBackground(deps, log, 'forgot_password: mailing the reset link failed', async () => {
    const user = await repo.findUserByEmail(deps.db, email);
    if (!user) return;
    await mailTokenLink(deps, user, 'reset', {
      carrierId: user.carrier_id,
      kind: 'password_reset_requested',
      actor: null,
      ip: input.origin.ip,
      subjectUserId: user.id,
      subject: user.email,
      detail: english('errors.auth.log.resetMailed'),
    });
  });
}

/** Runs `work` after the answer through the app's runner (default: the next event-loop turn); errors are logged. */
export function runInBackground(deps: Pick<Seams, 'background'>, log: FastifyBaseLogger, failure: string, work: () => Promise<void>): void {
  const task = async () => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, failure);
    }
  };
  if (deps.background) deps.background(task);
  else setImmediate(() => void task());
}

/**
 * GET /fe/two_factor: the secret to scan, kept as pending until a code proves the app has it. The
 * same secret until it is confirmed or TWO_FACTOR_SETUP_MS old; then a fresh one.
 */
export async function startTwoFactor(deps: AuthDeps, auth: AuthContext): Promise<{ image: string; secret: string }> {
  const user = auth.realUser;
  if (user.totp_secret) throw AppError.conflict(english('errors.auth.twoFactorAlready'));
  const now = new Date();
  const freshAfter = new Date(now.getTime() - TWO_FACTOR_SETUP_MS);
  const secret = await repo.keepPendingTotpSecret(deps.db, user.id, { candidate: newTotpSecret(), now, freshAfter });
  if (!secret) throw AppError.unauthorized();
  return { image: await totpQrCode(secret, user.email, 'Freight Pricelists'), secret };
}

/** POST /fe/two_factor: a right code of the pending secret turns two-factor on; answers the caller. */
export async function enableTwoFactor(deps: AuthDeps, caller: Requester, input: { secret: string; code: string }): Promise<SessionUser> {
  const { auth } = caller;
  const user = await repo.findUserById(deps.db, auth.realUser.id);
  if (!user) throw AppError.unauthorized();
  if (user.totp_secret) throw AppError.conflict(english('errors.auth.twoFactorAlready'));
  const isExpired = !user.totp_pending_at || Date.now() - user.totp_pending_at.getTime() > TWO_FACTOR_SETUP_MS;
  if (!user.totp_pending_secret || user.totp_pending_secret !== input.secret || isExpired) {
    throw AppError.invalid(english('errors.auth.secretMismatch'), { secret: english('errors.auth.doesNotMatch') });
  }
  if (!(await acceptTotp(deps, user, input.secret, input.code))) {
    throw AppError.invalid(english('errors.auth.invalidCode'), { code: english('errors.auth.notTheCode') });
  }
  await deps.db.transaction().execute(async (tx) => {
    await repo.enableTotp(tx, user.id, input.secret);
    await recordCallerEvent(tx, caller, {
      carrierId: user.carrier_id,
      kind: 'two_factor_enabled',
      subjectUserId: user.id,
      subject: user.email,
    });
  });
  return describeSession(deps, auth.sessionHash);
}

/** An admin stops pretending: the same session acts as the admin again (not signed out); answers the admin. */
export async function endPretend(deps: AuthDeps, auth: AuthContext): Promise<SessionUser> {
  await repo.updateSession(deps.db, auth.sessionHash, { pretend_user_id: null });
  return describeSession(deps, auth.sessionHash);
}

/** An admin acts as a carrier's user (the given one, or its first); answers the user acted as. */
export async function pretend(deps: AuthDeps, caller: Requester, carrierId: number, userId?: number): Promise<SessionUser> {
  const { auth } = caller;
  const target = await repo.findUserRow(deps.db, carrierId, userId);
  if (!target) throw AppError.notFound(english(userId === undefined ? 'errors.auth.noUsers' : 'errors.common.notFound'));
  // The carrier's own log says a platform admin acted as one of its people.
  await deps.db.transaction().execute(async (tx) => {
    await repo.updateSession(tx, auth.sessionHash, { pretend_user_id: target.id });
    await recordSecurityEvent(tx, {
      carrierId,
      kind: 'admin_acted_as',
      actor: { id: auth.realUser.id, name: english('errors.auth.log.platformAdmin', { name: auth.realUser.name }) },
      ip: caller.origin.ip,
      subjectUserId: target.id,
      subject: `${target.name} (${target.email})`,
    });
  });
  return describeSession(deps, auth.sessionHash);
}
