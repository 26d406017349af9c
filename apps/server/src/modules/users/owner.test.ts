import { ADMIN_ROUTES, AUTH_ROUTES, PRICELIST_ROUTES, ROLE_ROUTES, USER_ROUTES, type BodyInput } from '@freight/domain';
import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createAdmin, createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';

type RoleBody = BodyInput<typeof ROLE_ROUTES.create>;

/** Every level of a role in the API's shape, all `level` unless named. */
function roleBody(name: string, level: 'none' | 'read' | 'write', overrides: Partial<RoleBody> = {}): RoleBody {
  const levels = { pricelists: level, services: level, surcharges: level, zones: level, areas: level };
  return {
    name,
    calculator: level === 'write',
    ...levels,
    transits: level,
    conditions: level,
    partners: level,
    users: level,
    roles: level,
    approvals: level,
    ...overrides,
  };
}

/** A user's body of a save: name, phone and role (the e-mail is fixed). */
const userBody = (name: string, role_id: number) => ({ name, phone: '', role_id });

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

    const params = { id: ownerRoleId };
    const stripped = await client.call(ROLE_ROUTES.update, { params, body: roleBody('Owner', 'none', { calculator: false }) });
    expect(stripped.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(stripped.response.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an Owner can change the Owner role' });
    const renamed = await client.call(ROLE_ROUTES.update, {
      params,
      body: roleBody('Nobody', 'none', { calculator: false, roles: 'write' }),
    });
    expect(renamed.status).toBe(403);
    const deleted = await client.call(ROLE_ROUTES.delete, { params });
    expect(deleted.status).toBe(403);
    expect(deleted.error.message).toBe('Only an Owner can delete the Owner role');
    expect(await roleRow(db, ownerRoleId)).toEqual(before);

    const ownerClient = await use().client().login(owner.email, PASSWORD);
    expect((await ownerClient.call(PRICELIST_ROUTES.list)).status).toBe(200);
    expect((await ownerClient.call(ROLE_ROUTES.list)).status).toBe(200);
    expect((await ownerClient.call(AUTH_ROUTES.user)).answer).toMatchObject({ role: 'Owner', owner: true });
    expect((await client.call(ROLE_ROUTES.get, { params })).answer).toMatchObject({ name: 'Owner', owner: true });
  });

  it('refuses a users:write-only user who deletes or edits the Owner; the Owner can still sign in', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, roleId, client } = await carrierWithLowerUser(use(), {
      level: 'none',
      levels: { users: 'write' },
      calculator: false,
    });
    const params = { id: owner.id };
    const deleted = await client.call(USER_ROUTES.delete, { params });
    expect(deleted.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(deleted.response.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an Owner can delete an Owner' });
    // Not even the name: an Owner is changed by an Owner.
    const renamed = await client.call(USER_ROUTES.update, { params, body: userBody('Nobody', ownerRoleId) });
    expect(renamed.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(renamed.response.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an Owner can change an Owner' });
    const demoted = await client.call(USER_ROUTES.update, { params, body: userBody(owner.name, roleId) });
    expect(demoted.status).toBe(403);
    expect(demoted.error.message).toBe('Only an Owner can change an Owner');
    expect(await userRow(db, owner.id)).toEqual({ name: owner.name, role_id: ownerRoleId });
    await use().client().login(owner.email, PASSWORD);
    expect((await client.call(USER_ROUTES.list)).answer.items.find((u) => u.id === owner.id)).toMatchObject({ owner: true });
  });

  it("refuses a user with every right but the Owner role who changes an Owner's role or makes someone an Owner", async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, roleId, client, carrierId } = await carrierWithLowerUser(use(), { level: 'write', calculator: true });
    const lesser = await createRole(db, carrierId, { level: 'read' });
    const demoted = await client.call(USER_ROUTES.update, { params: { id: owner.id }, body: userBody(owner.name, lesser) });
    expect(demoted.status).toBe(403);
    expect(demoted.error.message).toBe('Only an Owner can change an Owner');
    expect((await userRow(db, owner.id))?.role_id).toBe(ownerRoleId);

    // Holding every right is not enough to hand out the Owner role (an accomplice would then be an Owner).
    const made = await client.call(USER_ROUTES.create, {
      body: { name: 'Accomplice', email: 'accomplice-owner@example.com', role_id: ownerRoleId },
    });
    expect(made.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(made.response.json()).toEqual({ code: 'FORBIDDEN', message: 'Only an Owner can make someone an Owner' });
    expect(
      await db.selectFrom('users').select('id').where('email', '=', 'accomplice-owner@example.com').executeTakeFirst(),
    ).toBeUndefined();
    const colleague = await createUser(db, { carrierId, roleId: lesser });
    const params = { id: colleague.id };
    const raised = await client.call(USER_ROUTES.update, { params, body: userBody(colleague.name, ownerRoleId) });
    expect(raised.status).toBe(403);
    expect(raised.error.message).toBe('Only an Owner can make someone an Owner');
    expect((await userRow(db, colleague.id))?.role_id).toBe(lesser);
    // The rest of their rights stay: they manage non-Owners as before.
    expect((await client.call(USER_ROUTES.update, { params, body: userBody('Renamed', roleId) })).status).toBe(200);
    expect((await client.call(USER_ROUTES.delete, { params })).status).toBe(204);
  });

  it('lets an Owner, and a platform admin, change and delete Owners and the Owner role', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const made = await client.call(USER_ROUTES.create, {
      body: { name: 'Second Owner', email: 'second-owner@example.com', role_id: ownerRoleId },
    });
    expect(made.status).toBe(201);
    const second = made.answer.id;
    expect((await client.call(USER_ROUTES.update, { params: { id: second }, body: userBody('Co-owner', ownerRoleId) })).status).toBe(200);
    const renamed = await client.call(ROLE_ROUTES.update, { params: { id: ownerRoleId }, body: roleBody('Proprietor', 'write') });
    expect(renamed.status).toBe(200);
    expect(renamed.answer).toMatchObject({ name: 'Proprietor', owner: true });
    expect((await client.call(USER_ROUTES.delete, { params: { id: second } })).status).toBe(204);

    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const lesser = await createRole(db, carrierId, { level: 'read' });
    const third = await createUser(db, { carrierId, roleId: ownerRoleId });
    // Pretending to be a user with every right but the Owner role, the admin may still.
    const clerk = await createUser(db, { carrierId, roleId: await createRole(db, carrierId, { level: 'write' }) });
    expect((await admin.call(AUTH_ROUTES.pretend, { params: { id: carrierId }, query: { user: String(clerk.id) } })).status).toBe(200);
    expect((await admin.call(USER_ROUTES.update, { params: { id: third.id }, body: userBody('Third', lesser) })).status).toBe(200);
    expect((await admin.call(ROLE_ROUTES.update, { params: { id: ownerRoleId }, body: roleBody('Owner', 'write') })).status).toBe(200);
    expect((await admin.call(USER_ROUTES.delete, { params: { id: third.id } })).status).toBe(204);
  });

  it('keeps a user who can manage users and roles: the last one is not deleted, moved to a narrower role or narrowed', async () => {
    const { db } = use().database;
    const { owner, ownerRoleId, carrierId } = await createCarrier(db);
    const ownerClient = await use().client().login(owner.email, PASSWORD);
    // The Owner is the only manager: even the Owner cannot take that from the Owner role.
    const saveOwnerRole = (body: RoleBody) => ownerClient.call(ROLE_ROUTES.update, { params: { id: ownerRoleId }, body });
    const narrowed = await saveOwnerRole(roleBody('Owner', 'write', { roles: 'read' }));
    expect(narrowed.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(narrowed.response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'The role would leave nobody who can manage users and roles (write on both)',
    });

    // A manager without the Owner role, then the Owner role narrowed: the manager is the last one.
    const managerRole = await createRole(db, carrierId, { level: 'write', calculator: true });
    const manager = await createUser(db, { carrierId, roleId: managerRole, name: 'Mara Manager' });
    expect((await saveOwnerRole(roleBody('Owner', 'write', { users: 'read' }))).status).toBe(200);

    const clerkRole = await createRole(db, carrierId, { level: 'none', levels: { users: 'write', roles: 'read' }, calculator: false });
    const clerk = await createUser(db, { carrierId, roleId: clerkRole });
    const clerkClient = await use().client().login(clerk.email, PASSWORD);
    const lastMessage = 'Mara Manager is the last user who can manage users and roles (write on both); give that to someone else first';
    const deleted = await clerkClient.call(USER_ROUTES.delete, { params: { id: manager.id } });
    expect(deleted.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(deleted.response.json()).toEqual({ code: 'FORBIDDEN', message: lastMessage });
    const moved = await clerkClient.call(USER_ROUTES.update, { params: { id: manager.id }, body: userBody('Mara Manager', clerkRole) });
    expect(moved.status).toBe(403);
    expect(moved.error.message).toBe(lastMessage);
    expect((await userRow(db, manager.id))?.role_id).toBe(managerRole);

    const keeperRole = await createRole(db, carrierId, { level: 'none', levels: { roles: 'write' }, calculator: false });
    const keeper = await createUser(db, { carrierId, roleId: keeperRole });
    const keeperClient = await use().client().login(keeper.email, PASSWORD);
    const stripped = await keeperClient.call(ROLE_ROUTES.update, {
      params: { id: managerRole },
      body: roleBody('Managers', 'none', { calculator: false, roles: 'write' }),
    });
    expect(stripped.status).toBe(403);
    expect(stripped.error.message).toBe('The role would leave nobody who can manage users and roles (write on both)');
    expect((await roleRow(db, managerRole)).permissions).toMatchObject({ users: 'write', roles: 'write' });

    // With a second manager, either may go.
    const other = await createUser(db, { carrierId, roleId: managerRole });
    expect((await clerkClient.call(USER_ROUTES.delete, { params: { id: other.id } })).status).toBe(204);
    expect((await clerkClient.call(USER_ROUTES.delete, { params: { id: manager.id } })).status).toBe(403);
    // A platform admin, who can always add a manager back, is not held to it.
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    expect((await admin.call(ADMIN_ROUTES.deleteCarrierUser, { params: { id: carrierId, userId: manager.id } })).status).toBe(204);
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
    const answers = await Promise.all([
      a.call(USER_ROUTES.delete, { params: { id: first.id } }),
      b.call(USER_ROUTES.delete, { params: { id: second.id } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([204, 403]);
    const left = await db.selectFrom('users').select('id').where('role_id', '=', managerRole).execute();
    expect(left).toHaveLength(1);
  });
});
