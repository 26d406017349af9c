import { expect, it } from 'vitest';
import {
  AUTH_ROUTES,
  type BodyInput,
  BULK_ROUTES,
  CARRIER_SETTINGS_ROUTES,
  PARTNER_PEOPLE_ROUTES,
  PARTNER_ROUTES,
  pathOf,
  PERMISSION_AREAS,
  type PermissionArea,
  type QueryInput,
  PORTAL_ROUTES,
  PRICELIST_FILE_ROUTES,
  PRICELIST_ROUTES,
  RATE_CARD_ROUTES,
  ROLE_ROUTES,
  SECURITY_ROUTES,
  type SecurityEvent,
  type SecurityEventKind,
  securityEventSchema,
  USER_ROUTES,
} from '@freight/domain';
import {
  acceptedPartnerUser,
  createAdmin,
  createCarrier,
  createPricingSetup,
  createRole,
  createUser,
  PASSWORD,
} from '../../../test/factories';
import { Called, createdId, describeEachDatabase, type TestClient, tokenFromMail } from '../../../test/helpers';
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
type RoleInput = BodyInput<typeof ROLE_ROUTES.create>;

function roleBody(name: string, levels: Partial<RoleInput> = {}): RoleInput {
  return {
    name,
    calculator: false,
    ...(Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'none'])) as Record<PermissionArea, 'none'>),
    ...levels,
  };
}

/** The carrier's log as `client` reads it, every event checked against the answer's schema. */
async function events(client: TestClient, query: Partial<QueryInput<typeof SECURITY_ROUTES.events>> = {}): Promise<SecurityEvent[]> {
  const answer = await client.call(SECURITY_ROUTES.events, { query });
  expect(answer.status, answer.response.body).toBe(200);
  return answer.answer.items.map((item) => securityEventSchema.parse(item));
}

/** The newest event of `kind` in the log. */
async function latest(client: TestClient, kind: SecurityEventKind): Promise<SecurityEvent | undefined> {
  return (await events(client, { kind }))[0];
}

describeEachDatabase('security events', (use) => {
  it('records sign-ins and failed ones of the carrier’s people, with the address and the reason, and nobody else’s', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const other = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const stranger = use().client();
    expect((await stranger.call(AUTH_ROUTES.login, { body: { email: owner.email, password: 'wrong-password' } })).status).toBe(401);
    expect((await stranger.call(AUTH_ROUTES.login, { body: { email: 'nobody@example.com', password: 'wrong-password' } })).status).toBe(
      401,
    );
    expect((await stranger.call(AUTH_ROUTES.login, { body: { email: other.owner.email, password: 'wrong-password' } })).status).toBe(401);

    const signIn = await latest(client, 'sign_in');
    expect(signIn).toMatchObject({ actor: { id: owner.id, name: owner.name }, ip: '127.0.0.1', subject: owner.email });
    const failed = await events(client, { kind: 'sign_in_failed' });
    // The unknown address and the other carrier's person are not this carrier's to see.
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ actor: null, subject: owner.email, detail: 'wrong password', ip: '127.0.0.1' });
    const log = await events(client);
    expect(log.map((e) => e.kind)).toEqual(['sign_in_failed', 'sign_in']);
    expect(log[0]!.id).toBeGreaterThan(log[1]!.id);

    const theirs = await use().client().login(other.owner.email, PASSWORD);
    expect((await events(theirs, { kind: 'sign_in_failed' })).map((e) => e.subject)).toEqual([other.owner.email]);
    const noCarrier = await db.selectFrom('security_events').select('subject').where('carrier_id', 'is', null).execute();
    expect(noCarrier.map((e) => e.subject)).toContain('nobody@example.com');
    void carrierId;
  });

  it('records two-factor, password resets and a platform admin acting as a user', async () => {
    const app = use();
    const { db } = app.database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await app.client().login(owner.email, PASSWORD);
    const setup = (await client.call(AUTH_ROUTES.startTwoFactor)).answer;
    expect((await client.call(AUTH_ROUTES.enableTwoFactor, { body: { secret: setup.secret, code: totpCode(setup.secret) } })).status).toBe(
      200,
    );
    expect(await latest(client, 'two_factor_enabled')).toMatchObject({ actor: { id: owner.id }, subject: owner.email });

    const second = app.client();
    expect((await second.call(AUTH_ROUTES.login, { body: { email: owner.email, password: PASSWORD } })).status).toBe(202);
    expect(
      (await second.call(AUTH_ROUTES.twoFactorLogin, { body: { code: '000000' === totpCode(setup.secret) ? '111111' : '000000' } })).status,
    ).toBe(401);
    expect(await latest(client, 'sign_in_failed')).toMatchObject({ detail: 'wrong two-factor code', subject: owner.email });

    expect((await app.client().call(AUTH_ROUTES.forgotPassword, { body: { email: owner.email } })).status).toBe(200);
    expect(await latest(client, 'password_reset_requested')).toMatchObject({ actor: null, subject: owner.email });
    const token = tokenFromMail(app.mails, owner.email);
    const reset = await app.client().call(AUTH_ROUTES.resetPassword, {
      query: { confirmation_token: token },
      body: {
        password: 'another-password-2',
        password_confirmation: 'another-password-2',
      },
    });
    expect(reset.status).toBe(202);
    // The reset ended every session, this client's too: read the log as the owner again.
    expect((await client.call(SECURITY_ROUTES.events)).status).toBe(401);
    const again = app.client();
    await again.call(AUTH_ROUTES.login, { body: { email: owner.email, password: 'another-password-2' } });
    // The code of the next step: the one that switched two-factor on cannot be used again.
    expect((await again.call(AUTH_ROUTES.twoFactorLogin, { body: { code: totpCode(setup.secret, Date.now() + 30_000) } })).status).toBe(
      200,
    );
    expect(await latest(again, 'password_set')).toMatchObject({
      actor: { id: owner.id },
      detail: expect.stringMatching(/^by a password reset link; /),
    });
    expect(await latest(again, 'sign_in')).toMatchObject({ detail: 'with a two-factor code' });

    const admin = await createAdmin(db);
    const adminName = (await db.selectFrom('users').select('name').where('id', '=', admin.id).executeTakeFirstOrThrow()).name;
    const adminClient = await app.client().login(admin.email, PASSWORD);
    expect((await adminClient.call(AUTH_ROUTES.pretend, { params: { id: carrierId } })).status).toBe(200);
    expect(await latest(again, 'admin_acted_as')).toMatchObject({
      actor: { id: admin.id, name: `${adminName} (platform admin)` },
      subject: `${owner.name} (${owner.email})`,
    });
    // What the admin does while acting as the owner is theirs, and says as whom.
    expect(
      (await adminClient.call(ROLE_ROUTES.create, { body: roleBody('Viewer', { pricelists: 'read', calculator: true }) })).status,
    ).toBe(201);
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
    const roleCreated = await client.call(ROLE_ROUTES.create, { body: roleBody('Sales', { pricelists: 'read', calculator: true }) });
    expect(roleCreated.status, roleCreated.response.body).toBe(201);
    const role = roleCreated.answer.id;
    expect(await latest(client, 'role_created')).toMatchObject({ subject: 'Sales', detail: 'pricelists read, calculator' });
    expect(
      (await client.call(ROLE_ROUTES.update, { params: { id: role }, body: roleBody('Sales team', { pricelists: 'write' }) })).status,
    ).toBe(200);
    expect(await latest(client, 'role_changed')).toMatchObject({
      subject: 'Sales team',
      detail: 'renamed from Sales; pricelists read → write, calculator on → off',
    });

    const created = await client.call(USER_ROUTES.create, { body: { name: 'Mia Sales', email: 'mia@example.com', role_id: role } });
    const mia = created.answer.id;
    expect(await latest(client, 'user_created')).toMatchObject({
      subject: 'Mia Sales (mia@example.com)',
      detail: 'role Sales team; the confirmation link mailed',
    });
    expect(
      (await client.call(USER_ROUTES.update, { params: { id: mia }, body: { name: 'Mia S.', phone: '', role_id: ownerRoleId } })).status,
    ).toBe(200);
    expect(await latest(client, 'user_changed')).toMatchObject({ detail: 'role Sales team → Owner; name Mia Sales → Mia S.' });
    // Saving what is there changes nothing and records nothing.
    await client.call(USER_ROUTES.update, { params: { id: mia }, body: { name: 'Mia S.', phone: '', role_id: ownerRoleId } });
    expect(await events(client, { kind: 'user_changed' })).toHaveLength(1);

    // A reader of users who tries to write: 403, and the log has no trace of a change.
    const reader = await createUser(db, { carrierId, roleId: await createRole(db, carrierId, { level: 'read' }) });
    const readerClient = await app.client().login(reader.email, PASSWORD);
    expect(
      (await readerClient.call(ROLE_ROUTES.update, { params: { id: role }, body: roleBody('Hacked', { users: 'write' }) })).status,
    ).toBe(403);
    expect((await events(client, { kind: 'role_changed' })).map((e) => e.subject)).toEqual(['Sales team']);

    expect((await client.call(USER_ROUTES.delete, { params: { id: mia } })).status).toBe(204);
    expect(await latest(client, 'user_deleted')).toMatchObject({ subject: 'Mia S. (mia@example.com)', detail: 'role Owner' });
    expect((await client.call(ROLE_ROUTES.delete, { params: { id: role } })).status).toBe(204);
    expect(await latest(client, 'role_deleted')).toMatchObject({ subject: 'Sales team', detail: 'pricelists write' });

    // ?user= finds what a person did and what was done to them; ?kind= one kind.
    const aboutMia = await events(client, { user: mia });
    expect(aboutMia.map((e) => e.kind)).toEqual(['user_deleted', 'user_changed', 'user_created']);
    const byOwner = await events(client, { user: owner.id, kind: 'role_created' });
    expect(byOwner).toHaveLength(1);
  });

  /** A carrier with a priced pricelist for its partner, its owner signed in. */
  async function carrierWithPricelist() {
    const app = use();
    const { db } = app.database;
    const { owner, carrierId } = await createCarrier(db);
    const setup = await createPricingSetup(db, carrierId, { zones: 2 });
    const client = await app.client().login(owner.email, PASSWORD);
    const created = await client.call(PRICELIST_ROUTES.create, {
      body: {
        name: 'Baltic',
        service_id: setup.serviceId,
        customer_id: setup.partnerId,
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
        fare_groups: [
          {
            quantities: [{ quantity: 1000, unit: 'per_shipment' as const }],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: setup.transitId, prices: [50] }],
          },
        ],
      },
    });
    expect(created.status, created.response.body).toBe(201);
    return { app, owner, setup, client, pricelist: createdId(created.answer) };
  }

  it('records token resets and exports of pricelists, by staff and by a partner user in the portal', async () => {
    const { app, owner, setup, client, pricelist } = await carrierWithPricelist();
    expect((await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).status).toBe(200);
    const reset = await latest(client, 'token_reset');
    expect(reset).toMatchObject({ actor: { id: owner.id }, detail: '' });
    expect(reset!.subject).toBeTruthy();

    expect((await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id: pricelist }, query: { unit: 'as_is' } })).status).toBe(
      200,
    );
    expect((await client.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id: pricelist } })).status).toBe(200);
    expect((await client.call(RATE_CARD_ROUTES.pdf, { params: { id: pricelist }, query: { unit: 'as_is' } })).status).toBe(200);
    const exports = await events(client, { kind: 'pricelist_exported' });
    expect(exports.map((e) => e.detail)).toEqual([expect.stringMatching(/^PDF rate card, /), 'JSON file', 'Excel, as stored']);
    expect(exports[0]!.subject).toMatch(/^Baltic \(.+, .+\)$/);

    // A partner user's acceptance, their own token reset in the portal and their download.
    const { id: partnerUser, person } = await acceptedPartnerUser(app, client, setup.partnerId, 'pat@example.com');
    expect(await latest(client, 'invitation_sent')).toMatchObject({ actor: { id: owner.id }, subject: 'Pat Partner (pat@example.com)' });
    expect(await latest(client, 'invitation_accepted')).toMatchObject({ actor: { id: partnerUser }, subject: 'pat@example.com' });
    expect((await person.call(PORTAL_ROUTES.rotateToken)).status).toBe(200);
    expect(await latest(client, 'token_reset')).toMatchObject({ actor: { id: partnerUser }, detail: 'by a partner user in the portal' });
    expect((await person.call(PORTAL_ROUTES.workbook, { params: { id: pricelist }, query: { unit: 'as_is' } })).status).toBe(200);
    expect(await latest(client, 'pricelist_exported')).toMatchObject({ actor: { id: partnerUser }, detail: 'Excel, as stored' });

    // An address of another carrier's person is invited as any other (withheld, the log alike), and revoked.
    const elsewhere = await createCarrier(app.database.db);
    const invited = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: {
        email: elsewhere.owner.email,
        name: 'Eve Elsewhere',
      },
    });
    expect(invited.status, invited.response.body).toBe(201);
    const sent = await latest(client, 'invitation_sent');
    expect(sent).toMatchObject({ subject: `Eve Elsewhere (${elsewhere.owner.email})`, detail: expect.stringMatching(/^a person of /) });
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoke, { params: { id: setup.partnerId, userId: partnerUser } })).status).toBe(204);
    expect(await latest(client, 'access_revoked')).toMatchObject({ actor: { id: owner.id }, subject: 'Pat Partner (pat@example.com)' });
    expect((await person.call(AUTH_ROUTES.user)).status).toBe(401);
  });

  it('records budgets and tenders (by a token: no actor) and settings changed', async () => {
    const { app, owner, setup, client } = await carrierWithPricelist();
    const token = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer.token;
    const lane = { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'EE', postcode: '11415' } };
    const shipment = { reference: 'R1', ...lane, quantity: 1, type: 'eur_pallet' as const, weight: 100 };
    const byToken = await app.app.inject({
      method: 'POST',
      url: pathOf(BULK_ROUTES.massPrice),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { shipments: [shipment, { ...shipment, reference: 'R2' }] },
    });
    expect(byToken.statusCode, byToken.body.slice(0, 200)).toBe(200);
    expect(await latest(client, 'budget_exported')).toMatchObject({ actor: null, detail: "2 shipments; by the partner's API token" });
    const tender = await client.call(BULK_ROUTES.tenderPrice, {
      body: {
        customer: setup.partnerId,
        service: setup.serviceId,
        zones: [lane],
        shipments: [{ quantity: 1, type: 'eur_pallet' as const, weight: 100 }],
      },
    });
    expect(tender.status, tender.response.body.slice(0, 200)).toBe(200);
    expect(await latest(client, 'tender_exported')).toMatchObject({ actor: { id: owner.id }, detail: '1 lane x 1 profile' });

    expect((await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'Prices exclude VAT.' } })).status).toBe(200);
    expect(await latest(client, 'settings_changed')).toMatchObject({ subject: 'Rate card', detail: 'terms changed' });
    // The same terms again change nothing and record nothing.
    await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'Prices exclude VAT.' } });
    expect(await events(client, { kind: 'settings_changed' })).toHaveLength(1);
    const { payload, contentType } = multipartBody({ name: 'logo.png', content: ONE_PIXEL_PNG });
    const uploaded = await client.request({
      method: 'PUT',
      url: pathOf(CARRIER_SETTINGS_ROUTES.uploadLogo),
      payload,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await client.call(CARRIER_SETTINGS_ROUTES.removeLogo)).status).toBe(204);
    expect((await events(client, { kind: 'settings_changed' })).map((e) => e.detail)).toEqual([
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
    expect(await events(client, { user: theirs.owner.id })).toEqual([]);

    const blind = await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, { level: 'none' }) });
    const blindClient = await app.client().login(blind.email, PASSWORD);
    expect((await blindClient.call(SECURITY_ROUTES.events)).status).toBe(403);
    const reader = await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, { level: 'read' }) });
    expect((await (await app.client().login(reader.email, PASSWORD)).call(SECURITY_ROUTES.events)).status).toBe(200);

    // A kind its type forbids goes out untyped.
    const bad = new Called(SECURITY_ROUTES.events, await client.get('/fe/security_events?kind=coffee&user=x'));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['kind', 'user']);

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
      url: pathOf(AUTH_ROUTES.login),
      payload: { email: owner.email, password: PASSWORD },
      headers: { 'user-agent': CHROME_ON_WINDOWS },
    });
    const phone = await app.client().login(owner.email, PASSWORD);
    const someoneElse = await app.client().login((await createCarrier(db)).owner.email, PASSWORD);

    const listed = (await phone.call(SECURITY_ROUTES.sessions)).answer as { id: string; device: string; current: boolean; ip: string }[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const lost = listed.find((s) => !s.current)!;
    expect(lost).toMatchObject({ device: 'Chrome on Windows', ip: '127.0.0.1', two_factor_pending: false });

    // Another person's session id is not theirs to end.
    expect((await someoneElse.call(SECURITY_ROUTES.endSession, { params: { id: lost.id } })).status).toBe(404);
    expect((await someoneElse.call(SECURITY_ROUTES.endSession, { params: { id: 'not-a-uuid' } })).status).toBe(404);
    expect((await laptop.call(AUTH_ROUTES.user)).status).toBe(200);

    expect((await phone.call(SECURITY_ROUTES.endSession, { params: { id: lost.id } })).status).toBe(204);
    expect((await laptop.call(AUTH_ROUTES.user)).status).toBe(401);
    expect((await phone.call(SECURITY_ROUTES.sessions)).answer).toHaveLength(1);
    expect((await phone.call(SECURITY_ROUTES.endSession, { params: { id: lost.id } })).status).toBe(404);
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
    expect((await third.call(SECURITY_ROUTES.endOtherSessions)).answer).toEqual({ ended: 2 });
    expect((await first.call(AUTH_ROUTES.user)).status).toBe(401);
    expect((await second.call(AUTH_ROUTES.user)).status).toBe(401);
    expect((await third.call(AUTH_ROUTES.user)).status).toBe(200);
    expect(await latest(third, 'sessions_ended')).toMatchObject({ detail: '2 other sessions' });
    expect((await third.call(SECURITY_ROUTES.endOtherSessions)).answer).toEqual({ ended: 0 });

    const { person } = await acceptedPartnerUser(app, third, setup.partnerId, 'pat@example.com');
    const elsewhere = await app.client().login('pat@example.com', PASSWORD);
    expect((await person.call(SECURITY_ROUTES.sessions)).answer).toHaveLength(2);
    expect((await person.call(SECURITY_ROUTES.endOtherSessions)).answer).toEqual({ ended: 1 });
    expect((await elsewhere.call(AUTH_ROUTES.user)).status).toBe(401);
  });

  it('ending the session in use signs this browser out', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const [current] = (await client.call(SECURITY_ROUTES.sessions)).answer as { id: string }[];
    const ended = await client.call(SECURITY_ROUTES.endSession, { params: { id: current!.id } });
    expect(ended.status).toBe(204);
    expect(ended.response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await client.call(AUTH_ROUTES.user)).status).toBe(401);
  });
});
