import { ADMIN_ROUTES, AUTH_ROUTES, EXCHANGE_RATE_ROUTES, ROLE_ROUTES, SECURITY_ROUTES, USER_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, tokenFromMail } from '../../../test/helpers';

describeEachDatabase('users', (use) => {
  it('creates a user who gets a verification mail, shows as unconfirmed, and can be edited but not re-mailed', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.call(USER_ROUTES.create, {
      body: {
        name: 'Mia Sales',
        email: 'Mia@Example.com',
        phone: '+372 5123 4567',
        role_id: ownerRoleId,
      },
    });
    expect(created.status).toBe(201);
    const { id } = created.answer;
    expect(tokenFromMail(use().mails, 'mia@example.com')).toBeTruthy();
    expect((await client.call(USER_ROUTES.get, { params: { id } })).answer).toMatchObject({
      name: 'Mia Sales',
      email: 'mia@example.com',
      unverified: true,
      role_name: 'Owner',
    });

    // An e-mail in the body, which its type forbids (the e-mail is fixed), goes out untyped.
    const updated = await client.put(`/fe/users/${id}`, { name: 'Mia S.', email: 'changed@example.com', phone: '', role_id: ownerRoleId });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Mia S.', email: 'mia@example.com' });

    const list = (await client.call(USER_ROUTES.list, { query: { name: 'mia' } })).answer;
    expect(list.count).toBe(1);
    expect(list.items[0]?.id).toBe(id);
  });

  it('pages the list 25 at a time with the total count', async () => {
    const { db } = use().database;
    const { owner, carrierId, ownerRoleId } = await createCarrier(db);
    for (let i = 0; i < 26; i++) await createUser(db, { carrierId, roleId: ownerRoleId });
    const client = await use().client().login(owner.email, PASSWORD);
    const first = (await client.call(USER_ROUTES.list, { query: { page: 1 } })).answer;
    const second = (await client.call(USER_ROUTES.list, { query: { page: 2 } })).answer;
    expect(first.count).toBe(27);
    expect(first.items).toHaveLength(25);
    expect(second.items).toHaveLength(2);
    expect((await client.call(USER_ROUTES.list, { query: { page: 0 } })).status).toBe(422);
  });

  it('answers 422 with each bad field named and writes nothing', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const other = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const count = async () => (await db.selectFrom('users').select('id').where('carrier_id', '=', carrierId).execute()).length;
    const before = await count();
    const bad = await client.call(USER_ROUTES.create, { body: { name: '', email: 'nope', role_id: 'x' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['email', 'name', 'role_id']);
    const foreignRole = await client.call(USER_ROUTES.create, {
      body: { name: 'A', email: 'a-foreign@example.com', role_id: other.ownerRoleId },
    });
    expect(foreignRole.status).toBe(422);
    expect(foreignRole.error.errors?.role_id).toMatch(/not a role of this carrier/);
    const taken = await client.call(USER_ROUTES.create, {
      body: { name: 'A', email: owner.email, role_id: await createRole(db, carrierId) },
    });
    expect(taken.status).toBe(409);
    expect(taken.error.errors?.email).toBeDefined();
    expect(await count()).toBe(before);
  });

  it("answers an address of another carrier's user as a fresh one, lists it unconfirmed and lets it be edited and deleted; its owner is told", async () => {
    const { db } = use().database;
    const { owner, carrierId, ownerRoleId } = await createCarrier(db);
    const other = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const roleId = await createRole(db, carrierId, { level: 'read' });
    const theirs = other.owner.email;
    const before = await db.selectFrom('users').selectAll().where('id', '=', other.owner.id).executeTakeFirstOrThrow();
    const mailsBefore = use().mails.length;

    const fresh = await client.call(USER_ROUTES.create, {
      body: { name: 'Fresh', email: `fresh-${carrierId}@example.com`, role_id: roleId },
    });
    const taken = await client.call(USER_ROUTES.create, {
      body: { name: 'Taken', email: theirs, phone: '+372 5123 4567', role_id: roleId },
    });
    expect([taken.status, Object.keys(taken.answer)]).toEqual([fresh.status, Object.keys(fresh.answer)]);
    const { id } = taken.answer;
    const shown = (await client.call(USER_ROUTES.get, { params: { id } })).answer;
    const freshShown = (await client.call(USER_ROUTES.get, { params: { id: fresh.answer.id } })).answer;
    expect(shown).toEqual({ ...freshShown, id, name: 'Taken', email: theirs, phone: '+372 5123 4567' });
    expect(shown).toMatchObject({ unverified: true, two_factor: false, owner: false, role_id: roleId });
    const list = (await client.call(USER_ROUTES.list)).answer;
    expect(list.count).toBe(3);
    expect(list.items.map((u) => u.id)).toContain(id);
    expect((await client.call(USER_ROUTES.list, { query: { name: theirs.slice(0, 8) } })).answer.items.map((u) => u.id)).toContain(id);
    // The role counts it as a user: it cannot be deleted while the invitation stands.
    expect((await client.call(ROLE_ROUTES.get, { params: { id: roleId } })).answer.user_count).toBe(2);
    expect((await client.call(ROLE_ROUTES.delete, { params: { id: roleId } })).status).toBe(409);

    // Nothing made for the account; its owner is told who tried; the carrier's second try is 409, as for its own user.
    expect(await db.selectFrom('users').selectAll().where('id', '=', other.owner.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const notices = use()
      .mails.slice(mailsBefore)
      .filter((m) => m.to === theirs);
    expect(notices.map((m) => m.subject)).toEqual([`${(await client.call(AUTH_ROUTES.user)).answer.company} tried to invite this address`]);
    expect(notices[0]!.text).toMatch(/as a user of .*\.\nThis address already has an account, so nothing was changed/);
    // The carrier's security log records both alike.
    const events = (await client.call(SECURITY_ROUTES.events, { query: { kind: 'user_created' } })).answer.items;
    const detail = (name: string) => events.find((e) => e.subject.startsWith(`${name} (`))?.detail;
    expect(detail('Taken')).toMatch(/^role .+; the confirmation link mailed$/);
    expect(detail('Taken')).toBe(detail('Fresh'));
    const again = await client.call(USER_ROUTES.create, { body: { name: 'Taken', email: theirs, role_id: roleId } });
    expect([again.status, again.error.errors]).toEqual([409, { email: 'is already taken' }]);

    // Edited and deleted as a user is.
    const updated = await client.call(USER_ROUTES.update, { params: { id }, body: { name: 'Taken B.', phone: '', role_id: ownerRoleId } });
    expect([updated.status, updated.answer]).toEqual([
      200,
      { ...shown, name: 'Taken B.', phone: '', role_id: ownerRoleId, role_name: 'Owner', owner: true },
    ]);
    expect((await client.call(USER_ROUTES.delete, { params: { id } })).status).toBe(204);
    expect((await client.call(USER_ROUTES.get, { params: { id } })).status).toBe(404);
    expect((await client.call(USER_ROUTES.delete, { params: { id } })).status).toBe(404);
    expect((await client.call(ROLE_ROUTES.get, { params: { id: roleId } })).answer.user_count).toBe(1);
  });

  it("tells a platform admin plainly that an address is taken, and gives carrier B 404 on A's withheld colleague", async () => {
    const { db } = use().database;
    const a = await createCarrier(db);
    const b = await createCarrier(db);
    const elsewhere = await createCarrier(db);
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const byAdmin = await admin.call(ADMIN_ROUTES.addCarrierUser, {
      params: { id: a.carrierId },
      body: {
        name: 'X',
        email: elsewhere.owner.email,
        role_id: a.ownerRoleId,
      },
    });
    expect([byAdmin.status, byAdmin.error.errors]).toEqual([409, { email: 'is already taken' }]);

    const client = await use().client().login(a.owner.email, PASSWORD);
    const withheld = (await client.call(USER_ROUTES.create, { body: { name: 'W', email: elsewhere.owner.email, role_id: a.ownerRoleId } }))
      .answer.id;
    const foreign = await use().client().login(b.owner.email, PASSWORD);
    expect((await foreign.call(USER_ROUTES.get, { params: { id: withheld } })).status).toBe(404);
    expect((await foreign.call(USER_ROUTES.update, { params: { id: withheld }, body: { name: 'Y', role_id: b.ownerRoleId } })).status).toBe(
      404,
    );
    expect((await foreign.call(USER_ROUTES.delete, { params: { id: withheld } })).status).toBe(404);
    expect((await foreign.call(USER_ROUTES.list)).answer.count).toBe(1);
    expect((await client.call(USER_ROUTES.get, { params: { id: withheld } })).answer.name).toBe('W');
    // The admin's carrier view lists its accounts: nobody to pretend as or re-mail there.
    const view = (await admin.call(ADMIN_ROUTES.carrier, { params: { id: a.carrierId } })).answer;
    expect(view.users.map((u) => u.id)).toEqual([a.owner.id]);
  });

  it("gives a user of carrier A 404 on carrier B's user, for reading, editing and deleting", async () => {
    const { db } = use().database;
    const a = await createCarrier(db);
    const b = await createCarrier(db);
    const client = await use().client().login(a.owner.email, PASSWORD);
    const id = b.owner.id;
    expect((await client.call(USER_ROUTES.get, { params: { id } })).status).toBe(404);
    expect((await client.call(USER_ROUTES.update, { params: { id }, body: { name: 'X', role_id: a.ownerRoleId } })).status).toBe(404);
    expect((await client.call(USER_ROUTES.delete, { params: { id } })).status).toBe(404);
    expect((await client.call(USER_ROUTES.get, { params: { id: 'not-a-number' } })).status).toBe(404);
    const stillThere = await db.selectFrom('users').select('name').where('id', '=', b.owner.id).executeTakeFirstOrThrow();
    expect(stillThere.name).not.toBe('X');
  });

  it('lets a read user list but answers 403 on a write; none answers 403 on reading', async () => {
    const { db } = use().database;
    const { carrierId, ownerRoleId } = await createCarrier(db);
    const reader = await createUser(db, { carrierId, roleId: await createRole(db, carrierId, { level: 'read' }) });
    const blind = await createUser(db, {
      carrierId,
      roleId: await createRole(db, carrierId, { level: 'read', levels: { users: 'none' } }),
    });
    const readClient = await use().client().login(reader.email, PASSWORD);
    expect((await readClient.call(USER_ROUTES.list)).status).toBe(200);
    const write = await readClient.call(USER_ROUTES.create, { body: { name: 'N', email: 'n-read@example.com', role_id: ownerRoleId } });
    expect(write.status).toBe(403);
    expect(write.error.message).toBe('No access');
    expect((await readClient.call(USER_ROUTES.delete, { params: { id: blind.id } })).status).toBe(403);
    const blindClient = await use().client().login(blind.email, PASSWORD);
    expect((await blindClient.call(USER_ROUTES.list)).status).toBe(403);
    expect((await blindClient.call(AUTH_ROUTES.user)).answer.roles.users).toBe('none');
  });

  it("says its refusals in the caller's language: a taken address in Finnish, deleting oneself in Estonian; English without the header", async () => {
    const { db } = use().database;
    const { owner, ownerRoleId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const body = { name: 'Twin', email: owner.email, role_id: ownerRoleId };
    const finnish = await client.request({
      method: 'POST',
      url: '/fe/users',
      payload: body,
      headers: { 'accept-language': 'fi-FI,fi;q=0.9' },
    });
    expect([finnish.statusCode, finnish.json()]).toEqual([
      409,
      { code: 'CONFLICT', message: 'Sähköposti on jo käytössä', errors: { email: 'on jo käytössä' } },
    ]);
    const english = await client.request({ method: 'POST', url: '/fe/users', payload: body });
    expect(english.json()).toEqual({ code: 'CONFLICT', message: 'email is already taken', errors: { email: 'is already taken' } });
    const estonian = await client.request({ method: 'DELETE', url: `/fe/users/${owner.id}`, headers: { 'accept-language': 'et' } });
    expect([estonian.statusCode, estonian.json()]).toEqual([409, { code: 'CONFLICT', message: 'Te ei saa iseennast kustutada' }]);
    expect((await client.request({ method: 'DELETE', url: `/fe/users/${owner.id}` })).json().message).toBe('You cannot delete yourself');
  });

  it('deletes another user but not yourself', async () => {
    const { db } = use().database;
    const { owner, carrierId, ownerRoleId } = await createCarrier(db);
    const other = await createUser(db, { carrierId, roleId: ownerRoleId });
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.call(USER_ROUTES.delete, { params: { id: owner.id } })).status).toBe(409);
    expect((await client.call(USER_ROUTES.delete, { params: { id: other.id } })).status).toBe(204);
    expect((await client.call(USER_ROUTES.get, { params: { id: other.id } })).status).toBe(404);
  });
});

describeEachDatabase('roles', (use) => {
  const levels = {
    pricelists: 'write',
    services: 'read',
    surcharges: 'none',
    zones: 'read',
    areas: 'read',
    transits: 'read',
    conditions: 'none',
    partners: 'read',
    users: 'none',
    roles: 'none',
    approvals: 'read',
  } as const;

  it('creates, reads, updates a role and refuses to delete one that users hold', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.call(ROLE_ROUTES.create, { body: { name: 'Pricing clerk', calculator: false, ...levels } });
    expect(created.status).toBe(201);
    const { id } = created.answer;
    expect((await client.call(ROLE_ROUTES.get, { params: { id } })).answer).toMatchObject({
      name: 'Pricing clerk',
      calculator: false,
      ...levels,
      user_count: 0,
    });
    const updated = await client.call(ROLE_ROUTES.update, {
      params: { id },
      body: { name: 'Clerk', calculator: true, ...levels, users: 'read' },
    });
    expect(updated.answer).toMatchObject({ name: 'Clerk', users: 'read', calculator: true });
    await createUser(db, { carrierId, roleId: id });
    expect((await client.call(ROLE_ROUTES.delete, { params: { id } })).status).toBe(409);
    expect((await client.call(ROLE_ROUTES.options)).answer.map((r) => r.name)).toEqual(['Clerk', 'Owner']);
  });

  it('requires every permission with a valid level', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    // A level its type forbids and a missing one go out untyped.
    const bad = await client.post('/fe/roles', { name: 'X', ...levels, pricelists: 'admin', roles: undefined });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pricelists', 'roles']);
  });
});

describeEachDatabase('admin', (use) => {
  it('keeps carrier users out of the admin calls', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.call(ADMIN_ROUTES.carriers)).status).toBe(403);
    expect((await client.call(AUTH_ROUTES.pretend, { params: { id: 1 } })).status).toBe(403);
  });

  it('creates a carrier with an Owner role and a user with a password, then pretends to be that user', async () => {
    const { db } = use().database;
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    expect((await admin.call(AUTH_ROUTES.user)).answer).toMatchObject({ role: 'admin', carrier_id: null });
    expect((await admin.call(USER_ROUTES.list)).status).toBe(403);
    const created = await admin.call(ADMIN_ROUTES.createCarrier, {
      body: { name: 'Baltic Lines', country: 'lv', timezone: 'Europe/Riga' },
    });
    expect(created.status).toBe(201);
    const carrierId = created.answer.id;
    const roles = (await admin.call(ADMIN_ROUTES.carrierRoles, { params: { id: carrierId } })).answer;
    expect(roles).toEqual([{ id: expect.any(Number), name: 'Owner' }]);
    const user = await admin.call(ADMIN_ROUTES.addCarrierUser, {
      params: { id: carrierId },
      body: {
        name: 'Liga',
        email: 'liga@baltic.example',
        role_id: roles[0]!.id,
        password: 'liga-pass-1',
      },
    });
    expect(user.status).toBe(201);
    await use().client().login('liga@baltic.example', 'liga-pass-1');

    const pretend = await admin.call(AUTH_ROUTES.pretend, { params: { id: carrierId }, query: { user: String(user.answer.id) } });
    expect(pretend.status).toBe(200);
    expect(pretend.answer).toMatchObject({ name: 'Liga', company: 'Baltic Lines', pretending: true, role: 'Owner' });
    expect((await admin.call(USER_ROUTES.list)).answer.count).toBe(1);
    expect((await admin.call(ADMIN_ROUTES.carrier, { params: { id: 999999 } })).status).toBe(404);
    const bad = await admin.call(ADMIN_ROUTES.createCarrier, { body: { name: '', timezone: 'Mars/Base' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['name', 'timezone']);
  });

  it('keeps exchange rates against EUR and refuses non-positive rates', async () => {
    const { db } = use().database;
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const saved = await admin.call(EXCHANGE_RATE_ROUTES.set, { body: { rates: { USD: 1.08, SEK: '11.5' } } });
    expect(saved.status).toBe(200);
    expect(saved.answer).toMatchObject({ base: 'EUR', rates: { USD: 1.08, SEK: 11.5 } });
    const bad = await admin.call(EXCHANGE_RATE_ROUTES.set, { body: { rates: { USD: 0 } } });
    expect(bad.status).toBe(422);
    expect(bad.error.errors?.['rates.USD']).toBeDefined();
    // Each fault its own message (-3 once became 0, and a huge rate was "Must be a positive number").
    const wrong = await admin.call(EXCHANGE_RATE_ROUTES.set, { body: { rates: { USD: -3, SEK: 1e20 } } });
    expect(wrong.status).toBe(422);
    expect(wrong.error.errors).toEqual({ 'rates.USD': 'must be above 0', 'rates.SEK': 'must be at most 1,000,000' });
    expect((await admin.call(EXCHANGE_RATE_ROUTES.get)).answer.rates.USD).toBe(1.08);
  });
});
