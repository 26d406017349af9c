import { ADMIN_ROUTES, AUTH_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, createCarrier, PASSWORD } from '../../../test/factories';
import { answerWith, describeEachDatabase, tokenFromMail, type TestClient } from '../../../test/helpers';

const signIn = (client: TestClient, email: string, password: string) => client.call(AUTH_ROUTES.login, { body: { email, password } });
import { totpCode } from './totp';

describeEachDatabase('sign-in', (use) => {
  it('signs in with the right password and answers the user with carrier, role and permissions', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db, { name: 'Acme Haulage' });
    const client = use().client();
    const login = await signIn(client, owner.email.toUpperCase(), PASSWORD);
    expect(login.status).toBe(200);
    const cookie = login.response.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.value.length).toBeGreaterThanOrEqual(22); // >= 128 bits, base64url
    const user = (await client.call(AUTH_ROUTES.user)).answer;
    expect(user).toMatchObject({ email: owner.email, company: 'Acme Haulage', role: 'Owner', pretending: false, two_factor: false });
    expect(user.roles).toMatchObject({ pricelists: 'write', users: 'write', calculator: true });
  });

  it('refuses a wrong password with 401 and the docs/api.md message, and stores only a hash of the session', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = use().client();
    const wrong = await signIn(client, owner.email, 'nope-nope');
    expect(wrong.status).toBe(401);
    // The whole body as sent: no field beyond these two.
    expect(wrong.response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    await client.login(owner.email, PASSWORD);
    const token = client.cookies.get('sid')!;
    const stored = await db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.some((s) => s.id_hash === token)).toBe(false);
  });

  it('gives a new session id at every sign-in and logout ends the session on the server', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const first = await use().client().login(owner.email, PASSWORD);
    const second = await use().client().login(owner.email, PASSWORD);
    expect(first.cookies.get('sid')).not.toBe(second.cookies.get('sid'));
    const stolen = first.cookies.get('sid')!;
    expect((await first.call(AUTH_ROUTES.logout)).status).toBe(200);
    const replay = use().client();
    replay.cookies.set('sid', stolen);
    expect((await replay.call(AUTH_ROUTES.user)).status).toBe(401);
    expect((await second.call(AUTH_ROUTES.user)).status).toBe(200);
  });

  it('ends a session idle for longer than the idle limit', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 61 * 60_000) })
      .where('user_id', '=', owner.id)
      .execute();
    expect((await client.call(AUTH_ROUTES.user)).status).toBe(401);
  });

  it('throttles after 5 failures for one e-mail: even the right password then gets 429', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = use().client();
    for (let i = 0; i < 5; i++) expect((await signIn(client, owner.email, 'wrong-pass')).status).toBe(401);
    const locked = await signIn(client, owner.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.error.message).toMatch(/Too many/);
    // In the caller's language, its wait said in it too.
    const estonian = await client.request({
      method: 'POST',
      url: '/fe/login',
      payload: { email: owner.email, password: PASSWORD },
      headers: { 'accept-language': 'et' },
    });
    expect(estonian.json().message).toMatch(
      /^Liiga palju ebaõnnestunud sisselogimiskatseid\. Proovige \d+ (sekundi|minuti) pärast uuesti\.$/,
    );
  });

  it("says a wrong password in the caller's language, and in English without the header", async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = use().client();
    const body = { email: owner.email, password: 'wrong-pass' };
    const finnish = await client.request({ method: 'POST', url: '/fe/login', payload: body, headers: { 'accept-language': 'fi' } });
    expect([finnish.statusCode, finnish.json()]).toEqual([401, { code: 'UNAUTHORIZED', message: 'Virheellinen sähköposti tai salasana' }]);
    expect((await client.request({ method: 'POST', url: '/fe/login', payload: body })).json().message).toBe('Invalid email or password');
  });

  it('refuses a state-changing call without our Origin and writes nothing', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const body = { name: 'Eve', email: 'eve@example.com', role_id: ownerRoleId };
    const foreign = await client.request({ method: 'POST', url: '/fe/users', payload: body, headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const none = await client.request({ method: 'POST', url: '/fe/users', payload: body, headers: { origin: '' } });
    expect(none.statusCode).toBe(403);
    expect(await db.selectFrom('users').select('id').where('email', '=', 'eve@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('answers 422 naming the field for a bad login body', async () => {
    // A body its type forbids (no password) goes out untyped.
    const response = await use().client().post('/fe/login', { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ email: expect.any(String), password: expect.any(String) });
  });
});

describeEachDatabase('two-factor sign-in', (use) => {
  it('enables TOTP, then asks for a code with 202, accepts one step of drift and refuses a used code', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const setup = (await client.call(AUTH_ROUTES.startTwoFactor)).answer;
    expect(setup.image).toMatch(/^data:image\/png;base64,/);
    const wrong = await client.call(AUTH_ROUTES.enableTwoFactor, {
      body: { secret: setup.secret, code: '000000' === totpCode(setup.secret) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error.errors?.code).toBeDefined();
    // The exact code used here is replayed below (recomputing it could cross a 30 s boundary).
    const enablingCode = totpCode(setup.secret);
    const enabled = await client.call(AUTH_ROUTES.enableTwoFactor, { body: { secret: setup.secret, code: enablingCode } });
    expect(enabled.status).toBe(200);
    expect(enabled.answer.two_factor).toBe(true);
    expect((await client.call(AUTH_ROUTES.startTwoFactor)).error.message).toBe('You already have Two Factor enabled!');

    const second = use().client();
    const login = await signIn(second, owner.email, PASSWORD);
    expect(login.status).toBe(202);
    expect(login.answer).toEqual({ two_factor: true });
    expect((await second.call(AUTH_ROUTES.user)).status).toBe(401);
    // The code used to enable it cannot be used again.
    expect((await second.call(AUTH_ROUTES.twoFactorLogin, { body: { code: enablingCode } })).status).toBe(401);
    const halfOpen = second.cookies.get('sid');
    const nextStep = totpCode(setup.secret, Date.now() + 30_000);
    const ok = await second.call(AUTH_ROUTES.twoFactorLogin, { body: { code: nextStep } });
    expect(ok.status).toBe(200);
    expect(answerWith(ok.answer, 'email').email).toBe(owner.email);
    expect(second.cookies.get('sid')).not.toBe(halfOpen);
    expect((await second.call(AUTH_ROUTES.user)).status).toBe(200);

    const third = use().client();
    expect((await signIn(third, owner.email, PASSWORD)).status).toBe(202);
    expect((await third.call(AUTH_ROUTES.twoFactorLogin, { body: { code: nextStep } })).status).toBe(401);
  });

  it('refuses a code two steps away', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const { secret } = (await client.call(AUTH_ROUTES.startTwoFactor)).answer;
    const stale = totpCode(secret, Date.now() - 90_000);
    if (stale === totpCode(secret)) return; // one in a million: the same digits
    expect((await client.call(AUTH_ROUTES.enableTwoFactor, { body: { secret, code: stale } })).status).toBe(422);
  });
});

/** Sets a new password through the mailed reset link of `token`. */
const resetPassword = (client: TestClient, token: string, password: string, confirmation = password) =>
  client.call(AUTH_ROUTES.resetPassword, {
    query: { confirmation_token: token },
    body: { password, password_confirmation: confirmation },
  });

const forgotPassword = (client: TestClient, email: string) => client.call(AUTH_ROUTES.forgotPassword, { body: { email } });

describeEachDatabase('mailed links', (use) => {
  it('resets a forgotten password through the mailed link, once', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const anonymous = use().client();
    expect((await forgotPassword(anonymous, owner.email)).status).toBe(200);
    expect((await forgotPassword(anonymous, 'nobody@example.com')).status).toBe(200);
    const token = tokenFromMail(use().mails, owner.email);
    expect(use().mails.at(-1)!.text).toContain(`http://localhost:3000/reset_password?confirmation_token=${token}`);

    const mismatch = await resetPassword(anonymous, token, 'new-password-1', 'other');
    expect(mismatch.status).toBe(422);
    expect(mismatch.error.errors?.password_confirmation).toBe('Passwords do not match');

    const reset = await resetPassword(anonymous, token, 'new-password-1');
    expect(reset.status).toBe(200);
    expect(answerWith(reset.answer, 'email').email).toBe(owner.email);
    expect((await anonymous.call(AUTH_ROUTES.user)).status).toBe(200);
    await use().client().login(owner.email, 'new-password-1');

    const reused = await resetPassword(use().client(), token, 'third-password');
    expect(reused.status).toBe(404);
  });

  it('refuses an older reset link once a newer one is mailed, and after it is used', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const anonymous = use().client();
    await forgotPassword(anonymous, owner.email);
    const older = tokenFromMail(use().mails, owner.email);
    await forgotPassword(anonymous, owner.email);
    const newer = tokenFromMail(use().mails, owner.email);
    expect(newer).not.toBe(older);
    // The newer link replaces the older at once: the older answers as an unknown link does.
    const replaced = await resetPassword(use().client(), older, 'older-password-1');
    expect([replaced.status, replaced.error.message]).toEqual([404, 'This link is invalid or has expired']);
    expect((await resetPassword(anonymous, newer, 'newer-password-1')).status).toBe(200);
    const stale = await resetPassword(use().client(), older, 'older-password-1');
    expect(stale.status).toBe(404);
    await use().client().login(owner.email, 'newer-password-1');
  });

  it('refuses an expired reset link', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    await forgotPassword(use().client(), owner.email);
    const token = tokenFromMail(use().mails, owner.email);
    await db
      .updateTable('tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', owner.id)
      .execute();
    const response = await resetPassword(use().client(), token, 'new-password-1');
    expect(response.status).toBe(404);
  });

  it('registers a company; an admin accepts it; the mailed link sets the password and signs in', async () => {
    const { db } = use().database;
    const email = `owner-${Date.now()}@newco.example`;
    const visitor = use().client();
    const register = (body: { company: string; name: string; email: string; phone?: string; country: string }) =>
      visitor.call(AUTH_ROUTES.register, { body });
    const bad = await register({ company: '', name: 'Ann', email, country: 'Estonia' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['company', 'country']);
    const noPhone = await register({ company: 'NewCo', name: 'Ann', email, phone: 'abc', country: 'EE' });
    expect(noPhone.status).toBe(422);
    expect(noPhone.error.errors).toEqual({ phone: 'must be a phone number with its country code, e.g. +372 5123 4567' });
    const registered = await register({ company: 'NewCo', name: 'Ann', email, phone: '+372 5123 4567', country: 'ee' });
    expect(registered.status).toBe(201);
    const { id } = registered.answer;

    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const accepted = await admin.call(ADMIN_ROUTES.acceptRegistration, { params: { id } });
    expect(accepted.status).toBe(200);
    expect((await admin.call(ADMIN_ROUTES.acceptRegistration, { params: { id } })).status).toBe(404);

    const token = tokenFromMail(use().mails, email);
    const whose = (confirmation_token: string) => visitor.call(AUTH_ROUTES.verificationUser, { query: { confirmation_token } });
    const who = await whose(token);
    expect(who.status).toBe(200);
    expect(who.response.body).toBe(email);
    expect((await whose('nonsense')).status).toBe(404);
    const verified = await visitor.call(AUTH_ROUTES.verify, {
      query: { confirmation_token: token },
      body: { password: 'chosen-pass-1', password_confirmation: 'chosen-pass-1' },
    });
    expect(verified.status).toBe(200);
    expect(verified.answer).toMatchObject({ email, company: 'NewCo', role: 'Owner' });
    expect((await whose(token)).status).toBe(404);
  });

  it('answers a sign-up with a taken address as a fresh one, keeps nothing, and tells the address after the answer', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const visitor = use().client();
    const signUp = (email: string) =>
      visitor.call(AUTH_ROUTES.register, { body: { company: 'Copycat Ltd', name: 'Eve', email, country: 'EE' } });
    const count = async () => (await db.selectFrom('registrations').select('id').execute()).length;
    const fresh = await signUp(`fresh-${Date.now()}@newco.example`);
    const before = await count();
    const taken = await signUp(owner.email.toUpperCase());
    expect([taken.status, Object.keys(taken.answer)]).toEqual([fresh.status, Object.keys(fresh.answer)]);
    expect(taken.answer.id).toBe(fresh.answer.id + 1);
    expect(await count()).toBe(before);
    const notice = use()
      .mails.filter((m) => m.to === owner.email)
      .at(-1)!;
    expect(notice.subject).toBe('Someone tried to sign up with this address');
    expect(notice.text).toContain(`Someone asked for an account for Copycat Ltd with ${owner.email}.`);
    expect(notice.text).toContain('http://localhost:3000/forgot_password');
    // The next fresh sign-up follows on: the taken one used an id as a fresh one does.
    const next = await signUp(`next-${Date.now()}@newco.example`);
    expect(next.answer.id).toBe(taken.answer.id + 1);
  });
});
