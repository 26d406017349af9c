import { AUTH_ROUTES, type BodyInput } from '@freight/domain';
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DB } from '../../db/schema';
import { createCarrier, PASSWORD } from '../../../test/factories';
import { Called, describeEachDatabase, type TestClient } from '../../../test/helpers';
import { DEFAULT_THROTTLES, describeWait, throttleWait, type AttemptCounts, type AttemptKind, type ThrottleLimits } from './throttle';
import { newTotpSecret, totpCode } from './totp';

const SECOND = 1000;
const T0 = Date.parse('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

function counts(overrides: { subjectAndIp?: number; subject?: number; ip?: number; oldest?: number; latest?: number }): AttemptCounts {
  const oldest = overrides.oldest === undefined ? null : at(overrides.oldest);
  return {
    subjectAndIp: { count: overrides.subjectAndIp ?? 0, oldest },
    subject: { count: overrides.subject ?? 0, oldest, latest: overrides.latest === undefined ? null : at(overrides.latest) },
    ip: { count: overrides.ip ?? 0, oldest },
  };
}

describe('throttleWait', () => {
  const password = DEFAULT_THROTTLES.password;

  it('lets the 5th attempt of an address on an e-mail go and locks the 6th out until the oldest leaves the window', () => {
    expect(throttleWait(password, counts({ subjectAndIp: 4, subject: 4, oldest: 0, latest: 0 }), T0 + 10 * SECOND)).toBe(0);
    const wait = throttleWait(password, counts({ subjectAndIp: 5, subject: 5, oldest: 0, latest: 60 * SECOND }), T0 + 120 * SECOND);
    expect(wait).toBe(15 * 60 * SECOND - 120 * SECOND);
  });

  it('locks an address out after 30 failures on any e-mails', () => {
    expect(throttleWait(password, counts({ ip: 29, oldest: 0 }), T0 + SECOND)).toBe(0);
    expect(throttleWait(password, counts({ ip: 30, oldest: 0 }), T0 + SECOND)).toBe(15 * 60 * SECOND - SECOND);
  });

  it('spaces attempts on an e-mail failed from elsewhere: 1 s after the 5th, doubling, at most 60 s, from the latest', () => {
    const spaced = (failures: number, sinceLatest: number) =>
      throttleWait(password, counts({ subject: failures, latest: 0, oldest: 0 }), T0 + sinceLatest);
    expect(spaced(4, 0)).toBe(0);
    expect(spaced(5, 0)).toBe(SECOND);
    expect(spaced(6, 0)).toBe(2 * SECOND);
    expect(spaced(8, 0)).toBe(8 * SECOND);
    expect(spaced(12, 0)).toBe(60 * SECOND);
    expect(spaced(500, 0)).toBe(60 * SECOND);
    expect(spaced(8, 3 * SECOND)).toBe(5 * SECOND);
    expect(spaced(8, 9 * SECOND)).toBe(0);
  });

  it('never locks an e-mail for failures from other addresses: the wait is the spacing, never the window', () => {
    // 200 failures from strangers: the real user's address has none of them.
    expect(throttleWait(password, counts({ subject: 200, oldest: 0, latest: 0 }), T0 + 61 * SECOND)).toBe(0);
  });

  it('locks a user out of the second step after 5 codes, whatever the address', () => {
    const code = DEFAULT_THROTTLES.code;
    expect(throttleWait(code, counts({ subject: 4, oldest: 0 }), T0)).toBe(0);
    expect(throttleWait(code, counts({ subject: 5, oldest: 0 }), T0)).toBe(15 * 60 * SECOND);
  });

  it('takes the longest of several waits', () => {
    const limits: ThrottleLimits = {
      windowMs: 100 * SECOND,
      perSubjectAndIp: 1,
      spacing: { after: 1, baseMs: 500 * SECOND, capMs: 500 * SECOND },
    };
    expect(throttleWait(limits, counts({ subjectAndIp: 1, subject: 1, oldest: 0, latest: 0 }), T0)).toBe(500 * SECOND);
  });
});

describe('describeWait', () => {
  it('says seconds under two minutes, rounded up, and minutes beyond', () => {
    expect(describeWait(1)).toBe('Try again in 1 second.');
    expect(describeWait(1500)).toBe('Try again in 2 seconds.');
    expect(describeWait(119 * SECOND)).toBe('Try again in 119 seconds.');
    expect(describeWait(14 * 60 * SECOND + 1)).toBe('Try again in 15 minutes.');
  });
});

/** Counted attempts of `kind` on `subject`: each checked password or code is one of them. */
async function attemptRows(db: Kysely<DB>, kind: AttemptKind, subject: string) {
  const rows = await db.selectFrom('auth_attempts').select('id').where('kind', '=', kind).where('subject', '=', subject).execute();
  return rows.length;
}

function statuses(responses: { status: number }[]) {
  const tally: Record<number, number> = {};
  for (const r of responses) tally[r.status] = (tally[r.status] ?? 0) + 1;
  return tally;
}

/**
 * Calls `route` from the address `ip`, which the typed client does not set (the throttles count
 * per address); the answer read by the route's schema.
 */
async function callFrom<R extends typeof AUTH_ROUTES.login | typeof AUTH_ROUTES.forgotPassword | typeof AUTH_ROUTES.register>(
  client: TestClient,
  ip: string,
  route: R,
  body: BodyInput<R>,
) {
  return new Called(route, await client.request({ method: route.method, url: route.path, payload: body, remoteAddress: ip }));
}

function loginFrom(client: TestClient, ip: string, email: string, password: string) {
  return callFrom(client, ip, AUTH_ROUTES.login, { email, password });
}

/** A code of `secret` that is not valid now (nor a step either side). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Background work of the forgot_password suite, run when the test says so. */
const deferred: (() => Promise<void>)[] = [];

// The spacing is 2 s (not 1 s) so a slow machine still sees it; the test then waits it out.
const SPACING = { after: 5, baseMs: 2 * SECOND, capMs: 4 * SECOND };

describeEachDatabase(
  'throttles counted before the check',
  (use) => {
    it('checks at most 5 of 40 parallel wrong passwords for one e-mail and answers the rest 429; then the right one waits too', async () => {
      const { db } = use().database;
      const { owner } = await createCarrier(db);
      const client = use().client();
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => client.call(AUTH_ROUTES.login, { body: { email: owner.email, password: 'wrong-pass' } })),
      );
      const tally = statuses(answers);
      expect(tally[401]).toBeGreaterThanOrEqual(1);
      expect(tally[401]).toBeLessThanOrEqual(5);
      expect(tally[429]).toBe(40 - tally[401]!);
      // Every checked password left its counted attempt (the reservation made before argon2 ran).
      expect(await attemptRows(db, 'password', owner.email)).toBe(tally[401]);
      const right = await client.call(AUTH_ROUTES.login, { body: { email: owner.email, password: PASSWORD } });
      expect(right.status).toBe(429);
      expect(right.error.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ (seconds|minutes)\.$/);
    });

    it("lets the real user in after a stranger's failures from another address, once the spacing is waited out", async () => {
      // The throttle reads the clock from Date.now: held still, a slow machine cannot wait the
      // spacing out between the stranger's failures and the real user's try, and the test moves
      // it on instead of sleeping. Timers stay real (the database and argon2 need them).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        const { db } = use().database;
        const { owner } = await createCarrier(db);
        const stranger = use().client();
        for (let i = 0; i < 5; i++) expect((await loginFrom(stranger, '10.0.0.2', owner.email, 'guess-' + i)).status).toBe(401);
        // The stranger's address is locked out of this e-mail, even with the right password.
        expect((await loginFrom(stranger, '10.0.0.2', owner.email, PASSWORD)).status).toBe(429);

        const real = use().client();
        const spaced = await loginFrom(real, '10.0.0.1', owner.email, PASSWORD);
        expect(spaced.status).toBe(429);
        const [, seconds] = /Try again in (\d+) seconds?\./.exec(spaced.error.message) ?? [];
        expect(Number(seconds)).toBeGreaterThanOrEqual(1);
        expect(Number(seconds)).toBeLessThanOrEqual(SPACING.baseMs / SECOND);
        vi.setSystemTime(Date.now() + Number(seconds) * SECOND);
        expect((await loginFrom(real, '10.0.0.1', owner.email, PASSWORD)).status).toBe(200);
        // Signing in forgave only the real user's address: the stranger's stays locked.
        expect((await loginFrom(stranger, '10.0.0.2', owner.email, PASSWORD)).status).toBe(429);
      } finally {
        vi.useRealTimers();
      }
    });

    it('checks at most 5 of 40 parallel wrong codes for one user across two half-open sessions; a new sign-in gives no new tries', async () => {
      const { db } = use().database;
      const { owner } = await createCarrier(db);
      const secret = newTotpSecret();
      await db.updateTable('users').set({ totp_secret: secret }).where('id', '=', owner.id).execute();
      const sessions = [use().client(), use().client()];
      const signIn = { body: { email: owner.email, password: PASSWORD } };
      for (const s of sessions) expect((await s.call(AUTH_ROUTES.login, signIn)).status).toBe(202);
      const code = wrongCode(secret);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => sessions[i % 2]!.call(AUTH_ROUTES.twoFactorLogin, { body: { code } })),
      );
      const tally = statuses(answers);
      expect(tally[401]).toBeGreaterThanOrEqual(1);
      expect(tally[401]).toBeLessThanOrEqual(5);
      expect(tally[429]).toBe(40 - tally[401]!);
      expect(await attemptRows(db, 'code', String(owner.id))).toBe(tally[401]);

      const again = use().client();
      expect((await again.call(AUTH_ROUTES.login, signIn)).status).toBe(202);
      const right = await again.call(AUTH_ROUTES.twoFactorLogin, { body: { code: totpCode(secret) } });
      expect(right.status).toBe(429);
      expect(right.error.message).toMatch(/^Too many wrong codes\. Try again in \d+ minutes\.$/);
    });

    it('throttles forgot_password per e-mail and per address alike for known and unknown addresses', async () => {
      const { db } = use().database;
      const { owner } = await createCarrier(db);
      const client = use().client();
      const forgot = (email: string, ip: string) => callFrom(client, ip, AUTH_ROUTES.forgotPassword, { email });
      for (const email of [owner.email, 'nobody-throttled@example.com']) {
        for (let i = 0; i < 3; i++) expect((await forgot(email, '10.1.0.1')).status).toBe(200);
        const fourth = await forgot(email, '10.1.0.1');
        expect(fourth.status).toBe(429);
        expect(fourth.error.message).toMatch(/^Too many password reset requests\. Try again in/);
        // From elsewhere the e-mail is spaced out (a mail bomb from many addresses gets little through).
        expect((await forgot(email, '10.1.0.2')).status).toBe(429);
      }
      expect(use().mails.filter((m) => m.to === owner.email)).toHaveLength(3);
      for (let i = 0; i < 20; i++) expect((await forgot(`someone-${i}@example.com`, '10.1.0.3')).status).toBe(200);
      expect((await forgot('someone-20@example.com', '10.1.0.3')).status).toBe(429);
    });

    it('throttles registration per e-mail and per address', async () => {
      const { db } = use().database;
      const client = use().client();
      const register = (email: string, ip: string) =>
        callFrom(client, ip, AUTH_ROUTES.register, { company: 'Co', name: 'Ann', email, country: 'ee' });
      for (let i = 0; i < 3; i++) expect((await register('again@newco.example', '10.2.0.1')).status).toBe(201);
      const fourth = await register('again@newco.example', '10.2.0.1');
      expect(fourth.status).toBe(429);
      expect(fourth.error.message).toMatch(/^Too many registrations\. Try again in/);
      for (let i = 0; i < 10; i++) expect((await register(`co-${i}@newco.example`, '10.2.0.2')).status).toBe(201);
      expect((await register('co-10@newco.example', '10.2.0.2')).status).toBe(429);
      const stored = await db.selectFrom('registrations').select('id').where('email', 'like', '%@newco.example').execute();
      expect(stored).toHaveLength(13);
    });
  },
  { config: { throttles: { ...DEFAULT_THROTTLES, password: { ...DEFAULT_THROTTLES.password, spacing: SPACING } } } },
);

describeEachDatabase(
  'forgot_password answers before looking the address up',
  (use) => {
    it('answers known and unknown addresses alike, the lookup and the mail only after the answer', async () => {
      const { db } = use().database;
      const { owner } = await createCarrier(db);
      const client = use().client();
      const tokens = async () => (await db.selectFrom('tokens').select('id_hash').where('user_id', '=', owner.id).execute()).length;
      for (const email of [owner.email, 'nobody-deferred@example.com']) {
        expect((await client.call(AUTH_ROUTES.forgotPassword, { body: { email } })).answer).toEqual({ ok: true });
      }
      // Both answered with nothing looked up or mailed yet: the work waits in the background queue.
      expect(deferred).toHaveLength(2);
      expect(use().mails).toHaveLength(0);
      expect(await tokens()).toBe(0);
      await Promise.all(deferred.splice(0).map((task) => task()));
      expect(use().mails.map((m) => m.to)).toEqual([owner.email]);
      expect(await tokens()).toBe(1);
    });
  },
  { background: (task) => void deferred.push(task) },
);
