import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createAdmin, createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';

const AREAS = ['pricelists', 'services', 'surcharges', 'zones', 'areas', 'transits', 'conditions', 'partners', 'users', 'roles'];

/** Every level of a role in the API's shape, all `level` unless named. */
function roleBody(name: string, level: 'none' | 'read' | 'write', overrides: Record<string, unknown> = {}) {
  return { name, calculator: level === 'write', ...Object.fromEntries(AREAS.map((a) => [a, level])), ...overrides };
}

async function roleRow(db: Kysely<DB>, roleId: number) {
  return db.selectFrom('roles').select(['name', 'calculator', 'permissions']).where('id', '=', roleId).executeTakeFirstOrThrow();
}

async function userRow(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['name', 'role_id']).where('id', '=', userId).executeTakeFirst();
}

/** A carrier with its Owner, and a signed-in client of a new user holding a role of `levels`. */
async function carrierWithLowerUser(app: TestApp, levels: Parameters<typeof createRole>[2]) {
  const carrier = await createCarrier(app.database.db);
  const roleId = await createRole(app.database.db, carrier.carrierId, levels);
  const user = await createUser(app.database.db, { carrierId: carrier.carrierId, roleId });
  const client = await app.client().login(user.email, PASSWORD);
  return { ...carrier, roleId, user, client };
}

describeEachDatabase('the Owner stays the owner', (use) => {
  it('refuses a roles:write-only user who sets the Owner role to none; the Owner keeps every right', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, client } = await carrierWithLowerUser(use(), {
      level: 'none',
      levels: { roles: 'write' },
      calculator: false,
    });
    const before = await roleRow(db, ownerRoleId);

    const stripped = await client.put(`/fe/roles/${ownerRoleId}`, roleBody('Owner', 'none', { calculator: false }));
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an Owner can change the Owner role' });
    const renamed = await client.put(`/fe/roles/${ownerRoleId}`, roleBody('Nobody', 'none', { calculator: false, roles: 'write' }));
    expect(renamed.statusCode).toBe(403);
    const deleted = await client.delete(`/fe/roles/${ownerRoleId}`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe('Only an Owner can delete the Owner role');
    expect(await roleRow(db, ownerRoleId)).toEqual(before);

    const ownerClient = await use().client().login(owner.email, PASSWORD);
    expect((await ownerClient.get('/fe/pricelists')).statusCode).toBe(200);
    expect((await ownerClient.get('/fe/roles')).statusCode).toBe(200);
    expect((await ownerClient.get('/fe/user')).json()).toMatchObject({ role: 'Owner', owner: true });
    expect((await client.get(`/fe/roles/${ownerRoleId}`)).json()).toMatchObject({ name: 'Owner', owner: true });
  });

  it('refuses a users:write-only user who deletes or edits the Owner; the Owner can still sign in', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, roleId, client } = await carrierWithLowerUser(use(), {
      level: 'none',
      levels: { users: 'write' },
      calculator: false,
    });
    const deleted = await client.delete(`/fe/users/${owner.id}`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an Owner can delete an Owner' });
    // Not even the name: an Owner is changed by an Owner.
    const renamed = await client.put(`/fe/users/${owner.id}`, { name: 'Nobody', phone: '', role_id: ownerRoleId });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an Owner can change an Owner' });
    const demoted = await client.put(`/fe/users/${owner.id}`, { name: owner.name, phone: '', role_id: roleId });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().message).toBe('Only an Owner can change an Owner');
    expect(await userRow(db, owner.id)).toEqual({ name: owner.name, role_id: ownerRoleId });
    await use().client().login(owner.email, PASSWORD);
    expect((await client.get('/fe/users')).json().items.find((u: { id: number }) => u.id === owner.id)).toMatchObject({ owner: true });
  });

  it("refuses a user with every right but the Owner role who changes an Owner's role or makes someone an Owner", async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, roleId, client, carrierId } = await carrierWithLowerUser(use(), { level: 'write', calculator: true });
    const lesser = await createRole(db, carrierId, { level: 'read' });
    const demoted = await client.put(`/fe/users/${owner.id}`, { name: owner.name, phone: '', role_id: lesser });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().message).toBe('Only an Owner can change an Owner');
    expect((await userRow(db, owner.id))?.role_id).toBe(ownerRoleId);

    // Holding every right is not enough to hand out the Owner role (an accomplice would then be an Owner).
    const made = await client.post('/fe/users', { name: 'Accomplice', email: 'accomplice-owner@example.com', role_id: ownerRoleId });
    expect(made.statusCode).toBe(403);
    expect(made.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an Owner can make someone an Owner' });
    expect(
      await db.selectFrom('users').select('id').where('email', '=', 'accomplice-owner@example.com').executeTakeFirst(),
    ).toBeUndefined();
    const colleague = await createUser(db, { carrierId, roleId: lesser });
    const raised = await client.put(`/fe/users/${colleague.id}`, { name: colleague.name, phone: '', role_id: ownerRoleId });
    expect(raised.statusCode).toBe(403);
    expect(raised.json().message).toBe('Only an Owner can make someone an Owner');
    expect((await userRow(db, colleague.id))?.role_id).toBe(lesser);
    // The rest of their rights stay: they manage non-Owners as before.
    expect((await client.put(`/fe/users/${colleague.id}`, { name: 'Renamed', phone: '', role_id: roleId })).statusCode).toBe(200);
    expect((await client.delete(`/fe/users/${colleague.id}`)).statusCode).toBe(204);
  });

  it('lets an Owner, and a platform admin, change and delete Owners and the Owner role', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const made = await client.post('/fe/users', { name: 'Second Owner', email: 'second-owner@example.com', role_id: ownerRoleId });
    expect(made.statusCode).toBe(201);
    const second = made.json().id as number;
    expect((await client.put(`/fe/users/${second}`, { name: 'Co-owner', phone: '', role_id: ownerRoleId })).statusCode).toBe(200);
    const renamed = await client.put(`/fe/roles/${ownerRoleId}`, roleBody('Proprietor', 'write'));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Proprietor', owner: true });
    expect((await client.delete(`/fe/users/${second}`)).statusCode).toBe(204);

    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const lesser = await createRole(db, carrierId, { level: 'read' });
    const third = await createUser(db, { carrierId, roleId: ownerRoleId });
    // Pretending to be a user with every right but the Owner role, the admin may still.
    const clerk = await createUser(db, { carrierId, roleId: await createRole(db, carrierId, { level: 'write' }) });
    expect((await admin.get(`/fe/admin/carriers/${carrierId}/pretend?user=${clerk.id}`)).statusCode).toBe(200);
    expect((await admin.put(`/fe/users/${third.id}`, { name: 'Third', phone: '', role_id: lesser })).statusCode).toBe(200);
    expect((await admin.put(`/fe/roles/${ownerRoleId}`, roleBody('Owner', 'write'))).statusCode).toBe(200);
    expect((await admin.delete(`/fe/users/${third.id}`)).statusCode).toBe(204);
  });

  it('keeps a user who can manage users and roles: the last one is not deleted, moved to a narrower role or narrowed', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, carrierId } = await createCarrier(db);
    const ownerClient = await use().client().login(owner.email, PASSWORD);
    // The Owner is the only manager: even the Owner cannot take that from the Owner role.
    const narrowed = await ownerClient.put(`/fe/roles/${ownerRoleId}`, roleBody('Owner', 'write', { roles: 'read' }));
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'The role would leave nobody who can manage users and roles (write on both)',
    });

    // A manager without the Owner role, then the Owner role narrowed: the manager is the last one.
    const managerRole = await createRole(db, carrierId, { level: 'write', calculator: true });
    const manager = await createUser(db, { carrierId, roleId: managerRole, name: 'Mara Manager' });
    expect((await ownerClient.put(`/fe/roles/${ownerRoleId}`, roleBody('Owner', 'write', { users: 'read' }))).statusCode).toBe(200);

    const clerkRole = await createRole(db, carrierId, { level: 'none', levels: { users: 'write', roles: 'read' }, calculator: false });
    const clerk = await createUser(db, { carrierId, roleId: clerkRole });
    const clerkClient = await use().client().login(clerk.email, PASSWORD);
    const lastMessage = 'Mara Manager is the last user who can manage users and roles (write on both); give that to someone else first';
    const deleted = await clerkClient.delete(`/fe/users/${manager.id}`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual({ code: 'FORBIDDEN', message: lastMessage });
    const moved = await clerkClient.put(`/fe/users/${manager.id}`, { name: 'Mara Manager', phone: '', role_id: clerkRole });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe(lastMessage);
    expect((await userRow(db, manager.id))?.role_id).toBe(managerRole);

    const keeperRole = await createRole(db, carrierId, { level: 'none', levels: { roles: 'write' }, calculator: false });
    const keeper = await createUser(db, { carrierId, roleId: keeperRole });
    const keeperClient = await use().client().login(keeper.email, PASSWORD);
    const stripped = await keeperClient.put(
      `/fe/roles/${managerRole}`,
      roleBody('Managers', 'none', { calculator: false, roles: 'write' }),
    );
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().message).toBe('The role would leave nobody who can manage users and roles (write on both)');
    expect((await roleRow(db, managerRole)).permissions).toMatchObject({ users: 'write', roles: 'write' });

    // With a second manager, either may go.
    const other = await createUser(db, { carrierId, roleId: managerRole });
    expect((await clerkClient.delete(`/fe/users/${other.id}`)).statusCode).toBe(204);
    expect((await clerkClient.delete(`/fe/users/${manager.id}`)).statusCode).toBe(403);
    // A platform admin, who can always add a manager back, is not held to it.
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    expect((await admin.delete(`/fe/admin/carriers/${carrierId}/users/${manager.id}`)).statusCode).toBe(204);
    expect(await userRow(db, manager.id)).toBeUndefined();
  });

  it('lets only one of two parallel deletes of the last two managers through', async () => {
    const { db } = use().database;
    const { carrierId, ownerRoleId } = await createCarrier(db);
    await db
      .updateTable('roles')
      .set({ permissions: JSON.stringify({ users: 'read', roles: 'read' }) })
      .where('id', '=', ownerRoleId)
      .execute();
    const managerRole = await createRole(db, carrierId, { level: 'write' });
    const first = await createUser(db, { carrierId, roleId: managerRole });
    const second = await createUser(db, { carrierId, roleId: managerRole });
    const clerkRole = await createRole(db, carrierId, { level: 'none', levels: { users: 'write' }, calculator: false });
    const clerk = await createUser(db, { carrierId, roleId: clerkRole });
    const [a, b] = [await use().client().login(clerk.email, PASSWORD), await use().client().login(clerk.email, PASSWORD)];
    const answers = await Promise.all([a.delete(`/fe/users/${first.id}`), b.delete(`/fe/users/${second.id}`)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 403]);
    const left = await db.selectFrom('users').select('id').where('role_id', '=', managerRole).execute();
    expect(left).toHaveLength(1);
  });
});
