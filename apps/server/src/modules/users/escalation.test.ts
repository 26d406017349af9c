import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createAdmin, createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

/** Every level of a role in the API's shape, all `level` unless named. */
function roleBody(name: string, level: 'none' | 'read' | 'write', overrides: Record<string, unknown> = {}) {
  const areas = ['pricelists', 'services', 'surcharges', 'zones', 'areas', 'transits', 'conditions', 'partners', 'users', 'roles'];
  return { name, calculator: false, ...Object.fromEntries(areas.map((a) => [a, level])), ...overrides };
}

async function roleOf(db: Kysely<DB>, userId: number) {
  return (await db.selectFrom('users').select('role_id').where('id', '=', userId).executeTakeFirstOrThrow()).role_id;
}

async function roleRow(db: Kysely<DB>, roleId: number) {
  return db.selectFrom('roles').select(['name', 'calculator', 'permissions']).where('id', '=', roleId).executeTakeFirstOrThrow();
}

describeEachDatabase('no one gives what they do not have', (use) => {
  it('refuses a users:write-only user who sets their own role to Owner, and changes nothing', async () => {
    const { db } = use().database;
    const { carrierId, ownerRoleId } = await createCarrier(db);
    const roleId = await createRole(db, carrierId, { level: 'none', levels: { users: 'write' }, calculator: false });
    const clerk = await createUser(db, { carrierId, roleId, name: 'Clerk' });
    const client = await use().client().login(clerk.email, PASSWORD);
    const raised = await client.put(`/fe/users/${clerk.id}`, { name: 'Clerk', phone: '', role_id: ownerRoleId });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot change your own role' });
    expect(await roleOf(db, clerk.id)).toBe(roleId);
    // Their own name and phone stay theirs to edit, with the role they hold.
    const renamed = await client.put(`/fe/users/${clerk.id}`, { name: 'Clerk Two', phone: '+372 5123 4567', role_id: roleId });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Clerk Two', role_id: roleId });
  });

  it('refuses a users:write-only user who creates an Owner or raises a colleague to Owner, naming the area', async () => {
    const { db } = use().database;
    const { carrierId, ownerRoleId } = await createCarrier(db);
    const roleId = await createRole(db, carrierId, { level: 'none', levels: { users: 'write' }, calculator: false });
    const clerk = await createUser(db, { carrierId, roleId });
    const client = await use().client().login(clerk.email, PASSWORD);
    const before = use().mails.length;

    const created = await client.post('/fe/users', { name: 'Mallory', email: 'mallory-owner@example.com', role_id: ownerRoleId });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toMatch(/^You cannot grant write on pricelists: you have none/);
    expect(await db.selectFrom('users').select('id').where('email', '=', 'mallory-owner@example.com').executeTakeFirst()).toBeUndefined();
    expect(use().mails.length).toBe(before);

    const readerRole = await createRole(db, carrierId, { level: 'none', levels: { users: 'read' }, calculator: false });
    const colleague = await createUser(db, { carrierId, roleId: readerRole });
    const raised = await client.put(`/fe/users/${colleague.id}`, { name: 'Colleague', phone: '', role_id: ownerRoleId });
    expect(raised.statusCode).toBe(403);
    expect(raised.json().message).toMatch(/You cannot grant write on pricelists: you have none/);
    expect(await roleOf(db, colleague.id)).toBe(readerRole);

    // What they hold themselves, or less, they may give.
    expect((await client.post('/fe/users', { name: 'Ok', email: 'ok-same@example.com', role_id: roleId })).statusCode).toBe(201);
    expect((await client.put(`/fe/users/${colleague.id}`, { name: 'Colleague', phone: '', role_id: roleId })).statusCode).toBe(200);
    expect(await roleOf(db, colleague.id)).toBe(roleId);
  });

  it('refuses the calculator flag to a user who does not have it', async () => {
    const { db } = use().database;
    const { carrierId } = await createCarrier(db);
    const roleId = await createRole(db, carrierId, { level: 'write', calculator: false });
    const calculatorRole = await createRole(db, carrierId, { level: 'read', calculator: true });
    const manager = await createUser(db, { carrierId, roleId });
    const client = await use().client().login(manager.email, PASSWORD);
    const created = await client.post('/fe/users', { name: 'Calc', email: 'calc-flag@example.com', role_id: calculatorRole });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('You cannot grant the calculator: you do not have it');
    const role = await client.post('/fe/roles', roleBody('With calculator', 'read', { calculator: true }));
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toBe('You cannot grant the calculator: you do not have it');
  });

  it('refuses a roles:write user who widens the role they hold or creates a wider one, and changes nothing', async () => {
    const { db } = use().database;
    const { carrierId } = await createCarrier(db);
    const roleId = await createRole(db, carrierId, { level: 'none', levels: { roles: 'write', pricelists: 'read' }, calculator: false });
    const keeper = await createUser(db, { carrierId, roleId });
    const client = await use().client().login(keeper.email, PASSWORD);
    const before = await roleRow(db, roleId);

    const widened = await client.put(`/fe/roles/${roleId}`, roleBody('Mine', 'none', { roles: 'write', pricelists: 'write' }));
    expect(widened.statusCode).toBe(403);
    expect(widened.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot grant write on pricelists: you have read' });
    expect(await roleRow(db, roleId)).toEqual(before);

    const count = async () => (await db.selectFrom('roles').select('id').where('carrier_id', '=', carrierId).execute()).length;
    const roles = await count();
    const wider = await client.post('/fe/roles', roleBody('Wider', 'write'));
    expect(wider.statusCode).toBe(403);
    expect(wider.json().message).toMatch(/^You cannot grant write on pricelists: you have read; You cannot grant write on services/);
    expect(await count()).toBe(roles);

    // Narrower or equal is fine, also for the role they hold.
    expect((await client.post('/fe/roles', roleBody('Narrow', 'none', { pricelists: 'read' }))).statusCode).toBe(201);
    const narrowed = await client.put(`/fe/roles/${roleId}`, roleBody('Mine', 'none', { roles: 'write' }));
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json()).toMatchObject({ pricelists: 'none', roles: 'write' });
  });

  it('keeps even an Owner from changing their own role', async () => {
    const { db } = use().database;
    const { owner, carrierId, ownerRoleId } = await createCarrier(db);
    const lesser = await createRole(db, carrierId, { level: 'read' });
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.put(`/fe/users/${owner.id}`, { name: 'Owner', phone: '', role_id: lesser })).statusCode).toBe(403);
    expect(await roleOf(db, owner.id)).toBe(ownerRoleId);
  });

  it("lets a platform admin, also while pretending, give any of the carrier's roles", async () => {
    const { db } = use().database;
    const { carrierId, ownerRoleId } = await createCarrier(db);
    const roleId = await createRole(db, carrierId, { level: 'none', levels: { users: 'write' }, calculator: false });
    const clerk = await createUser(db, { carrierId, roleId });
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const added = await admin.post(`/fe/admin/carriers/${carrierId}/user`, {
      name: 'New Owner',
      email: 'new-owner-adm@example.com',
      role_id: ownerRoleId,
    });
    expect(added.statusCode).toBe(201);
    // Pretending to be the clerk, the admin still holds everything and may change "their own" role.
    expect((await admin.get(`/fe/admin/carriers/${carrierId}/pretend?user=${clerk.id}`)).statusCode).toBe(200);
    const raised = await admin.put(`/fe/users/${clerk.id}`, { name: 'Clerk', phone: '', role_id: ownerRoleId });
    expect(raised.statusCode).toBe(200);
    expect(await roleOf(db, clerk.id)).toBe(ownerRoleId);
    const wide = await admin.post('/fe/roles', roleBody('Everything', 'write', { calculator: true }));
    expect(wide.statusCode).toBe(201);
  });
});
