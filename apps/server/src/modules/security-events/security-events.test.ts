import { expect, it } from 'vitest';
import { PERMISSION_AREAS, securityEventSchema, type SecurityEvent, type SecurityEventKind } from '@freight/domain';
import {
  acceptedPartnerUser,
  createAdmin,
  createCarrier,
  createPricingSetup,
  createRole,
  createUser,
  PASSWORD,
} from '../../../test/factories';
import { describeEachDatabase, tokenFromMail, type TestClient } from '../../../test/helpers';
import { multipartBody } from '../../../test/route-table';
import { totpCode } from '../auth/totp';
import { pruneSecurityEvents } from './security-events-retention';

/** A 1 x 1 PNG. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A role's body: `name`, every area none and no calculator but what `levels` gives. */
function roleBody(name: string, levels: Record<string, string | boolean> = {}) {
  return { name, calculator: false, ...Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'none'])), ...levels };
}

/** The carrier's log as `client` reads it, every event checked against the answer's schema. */
async function events(client: TestClient, query = ''): Promise<SecurityEvent[]> {
  const answer = await client.get(`/fe/security_events${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().items as unknown[]).map((item) => securityEventSchema.parse(item));
}

/** The newest event of `kind` in the log. */
async function latest(client: TestClient, kind: SecurityEventKind): Promise<SecurityEvent | undefined> {
  return (await events(client, `?kind=${kind}`))[0];
}

describeEachDatabase('security events', (use) => {
  it('records sign-ins and failed ones of the carrier’s people, with the address and the reason, and nobody else’s', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const other = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const stranger = use().client();
    expect((await stranger.post('/fe/login', { email: owner.email, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await stranger.post('/fe/login', { email: 'nobody@example.com', password: 'wrong-password' })).statusCode).toBe(401);
    expect((await stranger.post('/fe/login', { email: other.owner.email, password: 'wrong-password' })).statusCode).toBe(401);

    const signIn = await latest(client, 'sign_in');
    expect(signIn).toMatchObject({ actor: { id: owner.id, name: owner.name }, ip: '127.0.0.1', subject: owner.email });
    const failed = await events(client, '?kind=sign_in_failed');
    // The unknown address and the other carrier's person are not this carrier's to see.
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ actor: null, subject: owner.email, detail: 'wrong password', ip: '127.0.0.1' });
    const log = await events(client);
    expect(log.map((e) => e.kind)).toEqual(['sign_in_failed', 'sign_in']);
    expect(log[0]!.id).toBeGreaterThan(log[1]!.id);

    const theirs = await use().client().login(other.owner.email, PASSWORD);
    expect((await events(theirs, '?kind=sign_in_failed')).map((e) => e.subject)).toEqual([other.owner.email]);
    const noCarrier = await db.selectFrom('security_events').select('subject').where('carrier_id', 'is', null).execute();
    expect(noCarrier.map((e) => e.subject)).toContain('nobody@example.com');
    void carrierId;
  });

  it('records two-factor, password resets and a platform admin acting as a user', async () => {
    const app = use();
    const { db } = app.database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await app.client().login(owner.email, PASSWORD);
    const setup = (await client.get('/fe/two_factor')).json();
    expect((await client.post('/fe/two_factor', { secret: setup.secret, code: totpCode(setup.secret) })).statusCode).toBe(200);
    expect(await latest(client, 'two_factor_enabled')).toMatchObject({ actor: { id: owner.id }, subject: owner.email });

    const second = app.client();
    expect((await second.post('/fe/login', { email: owner.email, password: PASSWORD })).statusCode).toBe(202);
    expect(
      (await second.post('/fe/two_factor_login', { code: '000000' === totpCode(setup.secret) ? '111111' : '000000' })).statusCode,
    ).toBe(401);
    expect(await latest(client, 'sign_in_failed')).toMatchObject({ detail: 'wrong two-factor code', subject: owner.email });

    expect((await app.client().post('/fe/forgot_password', { email: owner.email })).statusCode).toBe(200);
    expect(await latest(client, 'password_reset_requested')).toMatchObject({ actor: null, subject: owner.email });
    const token = tokenFromMail(app.mails, owner.email);
    const reset = await app.client().post(`/fe/reset_password?confirmation_token=${token}`, {
      password: 'another-password-2',
      password_confirmation: 'another-password-2',
    });
    expect(reset.statusCode).toBe(202);
    // The reset ended every session, this client's too: read the log as the owner again.
    expect((await client.get('/fe/security_events')).statusCode).toBe(401);
    const again = app.client();
    await again.post('/fe/login', { email: owner.email, password: 'another-password-2' });
    // The code of the next step: the one that switched two-factor on cannot be used again.
    expect((await again.post('/fe/two_factor_login', { code: totpCode(setup.secret, Date.now() + 30_000) })).statusCode).toBe(200);
    expect(await latest(again, 'password_set')).toMatchObject({
      actor: { id: owner.id },
      detail: expect.stringMatching(/^by a password reset link; /),
    });
    expect(await latest(again, 'sign_in')).toMatchObject({ detail: 'with a two-factor code' });

    const admin = await createAdmin(db);
    const adminName = (await db.selectFrom('users').select('name').where('id', '=', admin.id).executeTakeFirstOrThrow()).name;
    const adminClient = await app.client().login(admin.email, PASSWORD);
    expect((await adminClient.get(`/fe/admin/carriers/${carrierId}/pretend`)).statusCode).toBe(200);
    expect(await latest(again, 'admin_acted_as')).toMatchObject({
      actor: { id: admin.id, name: `${adminName} (platform admin)` },
      subject: `${owner.name} (${owner.email})`,
    });
    // What the admin does while acting as the owner is theirs, and says as whom.
    expect((await adminClient.post('/fe/roles', roleBody('Viewer', { pricelists: 'read', calculator: true }))).statusCode).toBe(201);
    expect(await latest(again, 'role_created')).toMatchObject({
      actor: { id: admin.id },
      detail: `pricelists read, calculator; acting as ${owner.name}`,
    });
  });

  it('records users and roles created, changed and deleted with what changed; a refused change records nothing', async () => {
    const app = use();
    const { db } = app.database;
    const { owner, carrierId, ownerRoleId } = await createCarrier(db);
    const client = await app.client().login(owner.email, PASSWORD);
    const roleCreated = await client.post('/fe/roles', roleBody('Sales', { pricelists: 'read', calculator: true }));
    expect(roleCreated.statusCode, roleCreated.body).toBe(201);
    const role = roleCreated.json().id as number;
    expect(await latest(client, 'role_created')).toMatchObject({ subject: 'Sales', detail: 'pricelists read, calculator' });
    expect((await client.put(`/fe/roles/${role}`, roleBody('Sales team', { pricelists: 'write' }))).statusCode).toBe(200);
    expect(await latest(client, 'role_changed')).toMatchObject({
      subject: 'Sales team',
      detail: 'renamed from Sales; pricelists read → write, calculator on → off',
    });

    const created = await client.post('/fe/users', { name: 'Mia Sales', email: 'mia@example.com', role_id: role });
    const mia = created.json().id as number;
    expect(await latest(client, 'user_created')).toMatchObject({
      subject: 'Mia Sales (mia@example.com)',
      detail: 'role Sales team; the confirmation link mailed',
    });
    expect((await client.put(`/fe/users/${mia}`, { name: 'Mia S.', phone: '', role_id: ownerRoleId })).statusCode).toBe(200);
    expect(await latest(client, 'user_changed')).toMatchObject({ detail: 'role Sales team → Owner; name Mia Sales → Mia S.' });
    // Saving what is there changes nothing and records nothing.
    await client.put(`/fe/users/${mia}`, { name: 'Mia S.', phone: '', role_id: ownerRoleId });
    expect(await events(client, '?kind=user_changed')).toHaveLength(1);

    // A reader of users who tries to write: 403, and the log has no trace of a change.
    const reader = await createUser(db, { carrierId, roleId: await createRole(db, carrierId, { level: 'read' }) });
    const readerClient = await app.client().login(reader.email, PASSWORD);
    expect((await readerClient.put(`/fe/roles/${role}`, roleBody('Hacked', { users: 'write' }))).statusCode).toBe(403);
    expect((await events(client, '?kind=role_changed')).map((e) => e.subject)).toEqual(['Sales team']);

    expect((await client.delete(`/fe/users/${mia}`)).statusCode).toBe(204);
    expect(await latest(client, 'user_deleted')).toMatchObject({ subject: 'Mia S. (mia@example.com)', detail: 'role Owner' });
    expect((await client.delete(`/fe/roles/${role}`)).statusCode).toBe(204);
    expect(await latest(client, 'role_deleted')).toMatchObject({ subject: 'Sales team', detail: 'pricelists write' });

    // ?user= finds what a person did and what was done to them; ?kind= one kind.
    const aboutMia = await events(client, `?user=${mia}`);
    expect(aboutMia.map((e) => e.kind)).toEqual(['user_deleted', 'user_changed', 'user_created']);
    const byOwner = await events(client, `?user=${owner.id}&kind=role_created`);
    expect(byOwner).toHaveLength(1);
  });

  /** A carrier with a priced pricelist for its partner, its owner signed in. */
  async function carrierWithPricelist() {
    const app = use();
    const { db } = app.database;
    const { owner, carrierId } = await createCarrier(db);
    const setup = await createPricingSetup(db, carrierId, { zones: 2 });
    const client = await app.client().login(owner.email, PASSWORD);
    const created = await client.post('/fe/pricelists', {
      name: 'Baltic',
      service_id: setup.serviceId,
      customer_id: setup.partnerId,
      valid_from: '2020-01-01',
      valid_to: '2099-12-31',
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_shipment' }],
          zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: setup.transitId, prices: [50] }],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    return { app, owner, setup, client, pricelist: created.json().id as number };
  }

  it('records token resets and exports of pricelists, by staff and by a partner user in the portal', async () => {
    const { app, owner, setup, client, pricelist } = await carrierWithPricelist();
    expect((await client.request({ method: 'PATCH', url: `/fe/customers/${setup.partnerId}/token` })).statusCode).toBe(200);
    const reset = await latest(client, 'token_reset');
    expect(reset).toMatchObject({ actor: { id: owner.id }, detail: '' });
    expect(reset!.subject).toBeTruthy();

    expect((await client.get(`/fe/pricelists/${pricelist}/xlsx?unit=as_is`)).statusCode).toBe(200);
    expect((await client.get(`/fe/pricelists/${pricelist}/json`)).statusCode).toBe(200);
    expect((await client.get(`/fe/pricelists/${pricelist}/pdf?unit=as_is`)).statusCode).toBe(200);
    const exports = await events(client, '?kind=pricelist_exported');
    expect(exports.map((e) => e.detail)).toEqual([expect.stringMatching(/^PDF rate card, /), 'JSON file', 'Excel, as stored']);
    expect(exports[0]!.subject).toMatch(/^Baltic \(.+, .+\)$/);

    // A partner user's acceptance, their own token reset in the portal and their download.
    const { id: partnerUser, person } = await acceptedPartnerUser(app, client, setup.partnerId, 'pat@example.com');
    expect(await latest(client, 'invitation_sent')).toMatchObject({ actor: { id: owner.id }, subject: 'Pat Partner (pat@example.com)' });
    expect(await latest(client, 'invitation_accepted')).toMatchObject({ actor: { id: partnerUser }, subject: 'pat@example.com' });
    expect((await person.post('/fe/portal/token')).statusCode).toBe(200);
    expect(await latest(client, 'token_reset')).toMatchObject({ actor: { id: partnerUser }, detail: 'by a partner user in the portal' });
    expect((await person.get(`/fe/portal/pricelists/${pricelist}/xlsx?unit=as_is`)).statusCode).toBe(200);
    expect(await latest(client, 'pricelist_exported')).toMatchObject({ actor: { id: partnerUser }, detail: 'Excel, as stored' });

    // An address of another carrier's person is invited as any other (withheld, the log alike), and revoked.
    const elsewhere = await createCarrier(app.database.db);
    const invited = await client.post(`/fe/customers/${setup.partnerId}/invitations`, {
      email: elsewhere.owner.email,
      name: 'Eve Elsewhere',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const sent = await latest(client, 'invitation_sent');
    expect(sent).toMatchObject({ subject: `Eve Elsewhere (${elsewhere.owner.email})`, detail: expect.stringMatching(/^a person of /) });
    expect((await client.delete(`/fe/customers/${setup.partnerId}/users/${partnerUser}`)).statusCode).toBe(204);
    expect(await latest(client, 'access_revoked')).toMatchObject({ actor: { id: owner.id }, subject: 'Pat Partner (pat@example.com)' });
    expect((await person.get('/fe/user')).statusCode).toBe(401);
  });

  it('records budgets and tenders (by a token: no actor) and settings changed', async () => {
    const { app, owner, setup, client } = await carrierWithPricelist();
    const token = (await client.request({ method: 'PATCH', url: `/fe/customers/${setup.partnerId}/token` })).json().token as string;
    const lane = { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'EE', postcode: '11415' } };
    const shipment = { reference: 'R1', ...lane, quantity: 1, type: 'eur_pallet', weight: 100 };
    const byToken = await app.app.inject({
      method: 'POST',
      url: '/api/v1/mass_price',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { shipments: [shipment, { ...shipment, reference: 'R2' }] },
    });
    expect(byToken.statusCode, byToken.body.slice(0, 200)).toBe(200);
    expect(await latest(client, 'budget_exported')).toMatchObject({ actor: null, detail: "2 shipments; by the partner's API token" });
    const tender = await client.post('/api/v1/tender_price', {
      customer: setup.partnerId,
      service: setup.serviceId,
      zones: [lane],
      shipments: [{ quantity: 1, type: 'eur_pallet', weight: 100 }],
    });
    expect(tender.statusCode, tender.body.slice(0, 200)).toBe(200);
    expect(await latest(client, 'tender_exported')).toMatchObject({ actor: { id: owner.id }, detail: '1 lane x 1 profile' });

    expect((await client.put('/fe/carrier_settings', { terms: 'Prices exclude VAT.' })).statusCode).toBe(200);
    expect(await latest(client, 'settings_changed')).toMatchObject({ subject: 'Rate card', detail: 'terms changed' });
    // The same terms again change nothing and record nothing.
    await client.put('/fe/carrier_settings', { terms: 'Prices exclude VAT.' });
    expect(await events(client, '?kind=settings_changed')).toHaveLength(1);
    const { payload, contentType } = multipartBody({ name: 'logo.png', content: ONE_PIXEL_PNG });
    const uploaded = await client.request({
      method: 'PUT',
      url: '/fe/carrier_settings/logo',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await client.delete('/fe/carrier_settings/logo')).statusCode).toBe(204);
    expect((await events(client, '?kind=settings_changed')).map((e) => e.detail)).toEqual([
      'logo removed',
      'logo uploaded',
      'terms changed',
    ]);
  });

  it('is read with users read only, never shows another carrier’s events, refuses bad filters, and is never changed', async () => {
    const app = use();
    const { db } = app.database;
    const mine = await createCarrier(db);
    const theirs = await createCarrier(db);
    const client = await app.client().login(mine.owner.email, PASSWORD);
    await app.client().login(theirs.owner.email, PASSWORD);
    expect((await events(client)).every((e) => e.actor?.id !== theirs.owner.id)).toBe(true);
    expect(await events(client, `?user=${theirs.owner.id}`)).toEqual([]);

    const blind = await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, { level: 'none' }) });
    const blindClient = await app.client().login(blind.email, PASSWORD);
    expect((await blindClient.get('/fe/security_events')).statusCode).toBe(403);
    const reader = await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, { level: 'read' }) });
    expect((await (await app.client().login(reader.email, PASSWORD)).get('/fe/security_events')).statusCode).toBe(200);

    const bad = await client.get('/fe/security_events?kind=coffee&user=x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'user']);

    await expect(db.updateTable('security_events').set({ detail: 'rewritten' }).execute()).rejects.toThrow(/never changed/);
  });

  it('deletes events older than 400 days and keeps the rest', async () => {
    const { db } = use().database;
    const { carrierId } = await createCarrier(db);
    const day = 86_400_000;
    const now = new Date();
    for (const age of [401, 399]) {
      await db
        .insertInto('security_events')
        .values({
          carrier_id: carrierId,
          kind: 'sign_in',
          at: new Date(now.getTime() - age * day),
          actor_id: null,
          actor_name: null,
          subject_user_id: null,
          ip: null,
          subject: `${age}`,
        })
        .execute();
    }
    expect(await pruneSecurityEvents(db, now)).toBe(1);
    const left = await db.selectFrom('security_events').select('subject').where('carrier_id', '=', carrierId).execute();
    expect(left.map((e) => e.subject)).toEqual(['399']);
  });
});

describeEachDatabase('sessions', (use) => {
  it('lists the user’s own sessions with device and address, and ends one at once', async () => {
    const app = use();
    const { db } = app.database;
    const { owner } = await createCarrier(db);
    const laptop = app.client();
    await laptop.request({
      method: 'POST',
      url: '/fe/login',
      payload: { email: owner.email, password: PASSWORD },
      headers: { 'user-agent': CHROME_ON_WINDOWS },
    });
    const phone = await app.client().login(owner.email, PASSWORD);
    const someoneElse = await app.client().login((await createCarrier(db)).owner.email, PASSWORD);

    const listed = (await phone.get('/fe/sessions')).json() as { id: string; device: string; current: boolean; ip: string }[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const lost = listed.find((s) => !s.current)!;
    expect(lost).toMatchObject({ device: 'Chrome on Windows', ip: '127.0.0.1', two_factor_pending: false });

    // Another person's session id is not theirs to end.
    expect((await someoneElse.delete(`/fe/sessions/${lost.id}`)).statusCode).toBe(404);
    expect((await someoneElse.delete('/fe/sessions/not-a-uuid')).statusCode).toBe(404);
    expect((await laptop.get('/fe/user')).statusCode).toBe(200);

    expect((await phone.delete(`/fe/sessions/${lost.id}`)).statusCode).toBe(204);
    expect((await laptop.get('/fe/user')).statusCode).toBe(401);
    expect((await phone.get('/fe/sessions')).json()).toHaveLength(1);
    expect((await phone.delete(`/fe/sessions/${lost.id}`)).statusCode).toBe(404);
    expect(await latest(phone, 'sessions_ended')).toMatchObject({
      detail: 'one session (Chrome on Windows from 127.0.0.1)',
      subject: owner.email,
    });
  });

  it('signs out every other session, a partner user’s too, and keeps this one', async () => {
    const app = use();
    const { db } = app.database;
    const { owner, carrierId } = await createCarrier(db);
    const setup = await createPricingSetup(db, carrierId);
    const first = await app.client().login(owner.email, PASSWORD);
    const second = await app.client().login(owner.email, PASSWORD);
    const third = await app.client().login(owner.email, PASSWORD);
    expect((await third.post('/fe/sessions/end_others')).json()).toEqual({ ended: 2 });
    expect((await first.get('/fe/user')).statusCode).toBe(401);
    expect((await second.get('/fe/user')).statusCode).toBe(401);
    expect((await third.get('/fe/user')).statusCode).toBe(200);
    expect(await latest(third, 'sessions_ended')).toMatchObject({ detail: '2 other sessions' });
    expect((await third.post('/fe/sessions/end_others')).json()).toEqual({ ended: 0 });

    const { person } = await acceptedPartnerUser(app, third, setup.partnerId, 'pat@example.com');
    const elsewhere = await app.client().login('pat@example.com', PASSWORD);
    expect((await person.get('/fe/sessions')).json()).toHaveLength(2);
    expect((await person.post('/fe/sessions/end_others')).json()).toEqual({ ended: 1 });
    expect((await elsewhere.get('/fe/user')).statusCode).toBe(401);
  });

  it('ending the session in use signs this browser out', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const [current] = (await client.get('/fe/sessions')).json() as { id: string }[];
    const ended = await client.delete(`/fe/sessions/${current!.id}`);
    expect(ended.statusCode).toBe(204);
    expect(ended.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await client.get('/fe/user')).statusCode).toBe(401);
  });
});
