import { expect, it } from 'vitest';
import { createAdmin, createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, tokenFromMail } from '../../../test/helpers';

describeEachDatabase('users', (use) => {
  it('creates a user who gets a verification mail, shows as unconfirmed, and can be edited but not re-mailed', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.post('/fe/users', {
      name: 'Mia Sales',
      email: 'Mia@Example.com',
      phone: '+372 5123 4567',
      role_id: ownerRoleId,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(tokenFromMail(use().mails, 'mia@example.com')).toBeTruthy();
    expect((await client.get(`/fe/users/${id}`)).json()).toMatchObject({
      name: 'Mia Sales',
      email: 'mia@example.com',
      unverified: true,
      role_name: 'Owner',
    });

    const updated = await client.put(`/fe/users/${id}`, { name: 'Mia S.', email: 'changed@example.com', phone: '', role_id: ownerRoleId });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Mia S.', email: 'mia@example.com' });

    const list = (await client.get('/fe/users?name=mia')).json();
    expect(list.count).toBe(1);
    expect(list.items[0].id).toBe(id);
  });

  it('pages the list 25 at a time with the total count', async () => {
    const { db } = use().database;
    const { owner, carrierId, ownerRoleId } = await createCarrier(db);
    for (let i = 0; i < 26; i++) await createUser(db, { carrierId, roleId: ownerRoleId });
    const client = await use().client().login(owner.email, PASSWORD);
    const first = (await client.get('/fe/users?page=1')).json();
    const second = (await client.get('/fe/users?page=2')).json();
    expect(first.count).toBe(27);
    expect(first.items).toHaveLength(25);
    expect(second.items).toHaveLength(2);
    expect((await client.get('/fe/users?page=0')).statusCode).toBe(422);
  });

  it('answers 422 with each bad field named and writes nothing', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const other = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const count = async () => (await db.selectFrom('users').select('id').where('carrier_id', '=', carrierId).execute()).length;
    const before = await count();
    const bad = await client.post('/fe/users', { name: '', email: 'nope', role_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'role_id']);
    const foreignRole = await client.post('/fe/users', { name: 'A', email: 'a-foreign@example.com', role_id: other.ownerRoleId });
    expect(foreignRole.statusCode).toBe(422);
    expect(foreignRole.json().errors.role_id).toMatch(/not a role of this carrier/);
    const taken = await client.post('/fe/users', { name: 'A', email: owner.email, role_id: await createRole(db, carrierId) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBeDefined();
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

    const fresh = await client.post('/fe/users', { name: 'Fresh', email: `fresh-${carrierId}@example.com`, role_id: roleId });
    const taken = await client.post('/fe/users', { name: 'Taken', email: theirs, phone: '+372 5123 4567', role_id: roleId });
    expect([taken.statusCode, Object.keys(taken.json())]).toEqual([fresh.statusCode, Object.keys(fresh.json())]);
    const id = taken.json().id as number;
    const shown = (await client.get(`/fe/users/${id}`)).json();
    const freshShown = (await client.get(`/fe/users/${fresh.json().id}`)).json();
    expect(shown).toEqual({ ...freshShown, id, name: 'Taken', email: theirs, phone: '+372 5123 4567' });
    expect(shown).toMatchObject({ unverified: true, two_factor: false, owner: false, role_id: roleId });
    const list = (await client.get('/fe/users')).json();
    expect(list.count).toBe(3);
    expect(list.items.map((u: { id: number }) => u.id)).toContain(id);
    expect(
      (await client.get(`/fe/users?name=${encodeURIComponent(theirs.slice(0, 8))}`)).json().items.map((u: { id: number }) => u.id),
    ).toContain(id);
    // The role counts it as a user: it cannot be deleted while the invitation stands.
    expect((await client.get(`/fe/roles/${roleId}`)).json().user_count).toBe(2);
    expect((await client.delete(`/fe/roles/${roleId}`)).statusCode).toBe(409);

    // Nothing made for the account; its owner is told who tried; the carrier's second try is 409, as for its own user.
    expect(await db.selectFrom('users').selectAll().where('id', '=', other.owner.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const notices = use()
      .mails.slice(mailsBefore)
      .filter((m) => m.to === theirs);
    expect(notices.map((m) => m.subject)).toEqual([`${(await client.get('/fe/user')).json().company} tried to invite this address`]);
    expect(notices[0]!.text).toMatch(/as a user of .*\.\nThis address already has an account, so nothing was changed/);
    // The carrier's security log records both alike.
    const events = (await client.get('/fe/security_events?kind=user_created')).json().items as { subject: string; detail: string }[];
    const detail = (name: string) => events.find((e) => e.subject.startsWith(`${name} (`))?.detail;
    expect(detail('Taken')).toMatch(/^role .+; the confirmation link mailed$/);
    expect(detail('Taken')).toBe(detail('Fresh'));
    const again = await client.post('/fe/users', { name: 'Taken', email: theirs, role_id: roleId });
    expect([again.statusCode, again.json().errors]).toEqual([409, { email: 'is already taken' }]);

    // Edited and deleted as a user is.
    const updated = await client.put(`/fe/users/${id}`, { name: 'Taken B.', phone: '', role_id: ownerRoleId });
    expect([updated.statusCode, updated.json()]).toEqual([
      200,
      { ...shown, name: 'Taken B.', phone: '', role_id: ownerRoleId, role_name: 'Owner', owner: true },
    ]);
    expect((await client.delete(`/fe/users/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/fe/users/${id}`)).statusCode).toBe(404);
    expect((await client.delete(`/fe/users/${id}`)).statusCode).toBe(404);
    expect((await client.get(`/fe/roles/${roleId}`)).json().user_count).toBe(1);
  });

  it("tells a platform admin plainly that an address is taken, and gives carrier B 404 on A's withheld colleague", async () => {
    const { db } = use().database;
    const a = await createCarrier(db);
    const b = await createCarrier(db);
    const elsewhere = await createCarrier(db);
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const byAdmin = await admin.post(`/fe/admin/carriers/${a.carrierId}/user`, {
      name: 'X',
      email: elsewhere.owner.email,
      role_id: a.ownerRoleId,
    });
    expect([byAdmin.statusCode, byAdmin.json().errors]).toEqual([409, { email: 'is already taken' }]);

    const client = await use().client().login(a.owner.email, PASSWORD);
    const withheld = (await client.post('/fe/users', { name: 'W', email: elsewhere.owner.email, role_id: a.ownerRoleId })).json().id;
    const foreign = await use().client().login(b.owner.email, PASSWORD);
    expect((await foreign.get(`/fe/users/${withheld}`)).statusCode).toBe(404);
    expect((await foreign.put(`/fe/users/${withheld}`, { name: 'Y', role_id: b.ownerRoleId })).statusCode).toBe(404);
    expect((await foreign.delete(`/fe/users/${withheld}`)).statusCode).toBe(404);
    expect((await foreign.get('/fe/users')).json().count).toBe(1);
    expect((await client.get(`/fe/users/${withheld}`)).json().name).toBe('W');
    // The admin's carrier view lists its accounts: nobody to pretend as or re-mail there.
    const view = (await admin.get(`/fe/admin/carriers/${a.carrierId}`)).json();
    expect(view.users.map((u: { id: number }) => u.id)).toEqual([a.owner.id]);
  });

  it("gives a user of carrier A 404 on carrier B's user, for reading, editing and deleting", async () => {
    const { db } = use().database;
    const a = await createCarrier(db);
    const b = await createCarrier(db);
    const client = await use().client().login(a.owner.email, PASSWORD);
    expect((await client.get(`/fe/users/${b.owner.id}`)).statusCode).toBe(404);
    expect((await client.put(`/fe/users/${b.owner.id}`, { name: 'X', role_id: a.ownerRoleId })).statusCode).toBe(404);
    expect((await client.delete(`/fe/users/${b.owner.id}`)).statusCode).toBe(404);
    expect((await client.get('/fe/users/not-a-number')).statusCode).toBe(404);
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
    expect((await readClient.get('/fe/users')).statusCode).toBe(200);
    const write = await readClient.post('/fe/users', { name: 'N', email: 'n-read@example.com', role_id: ownerRoleId });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('No access');
    expect((await readClient.delete(`/fe/users/${blind.id}`)).statusCode).toBe(403);
    const blindClient = await use().client().login(blind.email, PASSWORD);
    expect((await blindClient.get('/fe/users')).statusCode).toBe(403);
    expect((await blindClient.get('/fe/user')).json().roles.users).toBe('none');
  });

  it('deletes another user but not yourself', async () => {
    const { db } = use().database;
    const { owner, carrierId, ownerRoleId } = await createCarrier(db);
    const other = await createUser(db, { carrierId, roleId: ownerRoleId });
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.delete(`/fe/users/${owner.id}`)).statusCode).toBe(409);
    expect((await client.delete(`/fe/users/${other.id}`)).statusCode).toBe(204);
    expect((await client.get(`/fe/users/${other.id}`)).statusCode).toBe(404);
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
  };

  it('creates, reads, updates a role and refuses to delete one that users hold', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.post('/fe/roles', { name: 'Pricing clerk', calculator: false, ...levels });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await client.get(`/fe/roles/${id}`)).json()).toMatchObject({
      name: 'Pricing clerk',
      calculator: false,
      ...levels,
      user_count: 0,
    });
    const updated = await client.put(`/fe/roles/${id}`, { name: 'Clerk', calculator: true, ...levels, users: 'read' });
    expect(updated.json()).toMatchObject({ name: 'Clerk', users: 'read', calculator: true });
    await createUser(db, { carrierId, roleId: id });
    expect((await client.delete(`/fe/roles/${id}`)).statusCode).toBe(409);
    expect((await client.get('/fe/roles/form')).json().map((r: { name: string }) => r.name)).toEqual(['Clerk', 'Owner']);
  });

  it('requires every permission with a valid level', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
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
    expect((await client.get('/fe/admin/carriers')).statusCode).toBe(403);
    expect((await client.get('/fe/admin/carriers/1/pretend')).statusCode).toBe(403);
  });

  it('creates a carrier with an Owner role and a user with a password, then pretends to be that user', async () => {
    const { db } = use().database;
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    expect((await admin.get('/fe/user')).json()).toMatchObject({ role: 'admin', carrier_id: null });
    expect((await admin.get('/fe/users')).statusCode).toBe(403);
    const created = await admin.post('/fe/admin/carriers', { name: 'Baltic Lines', country: 'lv', timezone: 'Europe/Riga' });
    expect(created.statusCode).toBe(201);
    const carrierId = created.json().id;
    const roles = (await admin.get(`/fe/admin/carriers/${carrierId}/roles`)).json();
    expect(roles).toEqual([{ id: expect.any(Number), name: 'Owner' }]);
    const user = await admin.post(`/fe/admin/carriers/${carrierId}/user`, {
      name: 'Liga',
      email: 'liga@baltic.example',
      role_id: roles[0].id,
      password: 'liga-pass-1',
    });
    expect(user.statusCode).toBe(201);
    await use().client().login('liga@baltic.example', 'liga-pass-1');

    const pretend = await admin.get(`/fe/admin/carriers/${carrierId}/pretend?user=${user.json().id}`);
    expect(pretend.statusCode).toBe(200);
    expect(pretend.json()).toMatchObject({ name: 'Liga', company: 'Baltic Lines', pretending: true, role: 'Owner' });
    expect((await admin.get('/fe/users')).json().count).toBe(1);
    expect((await admin.get('/fe/admin/carriers/999999')).statusCode).toBe(404);
    const bad = await admin.post('/fe/admin/carriers', { name: '', timezone: 'Mars/Base' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'timezone']);
  });

  it('keeps exchange rates against EUR and refuses non-positive rates', async () => {
    const { db } = use().database;
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const saved = await admin.put('/fe/admin/exchange_rates', { rates: { USD: 1.08, SEK: '11.5' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ base: 'EUR', rates: { USD: 1.08, SEK: 11.5 } });
    const bad = await admin.put('/fe/admin/exchange_rates', { rates: { USD: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['rates.USD']).toBeDefined();
    // Each fault its own message (-3 once became 0, and a huge rate was "Must be a positive number").
    const wrong = await admin.put('/fe/admin/exchange_rates', { rates: { USD: -3, SEK: 1e20 } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ 'rates.USD': 'must be above 0', 'rates.SEK': 'must be at most 1,000,000' });
    expect((await admin.get('/fe/admin/exchange_rates')).json().rates.USD).toBe(1.08);
  });
});
