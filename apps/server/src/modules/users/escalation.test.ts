import { ADMIN_ROUTES, AUTH_ROUTES, ROLE_ROUTES, USER_ROUTES, type BodyInput } from '@freight/domain';
import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createAdmin, createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

type RoleBody = BodyInput<typeof ROLE_ROUTES.create>;

/** Every level of a role in the API's shape, all `level` unless named. */
function roleBody(name: string, level: 'none' | 'read' | 'write', overrides: Partial<RoleBody> = {}): RoleBody {
  const levels = { pricelists: level, services: level, surcharges: level, zones: level, areas: level };
  return {
    name,
    calculator: false,
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
    const raised = await client.call(USER_ROUTES.update, {
      params: { id: clerk.id },
      body: { name: 'Clerk', phone: '', role_id: ownerRoleId },
    });
    expect(raised.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(raised.response.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot change your own role' });
    expect(await roleOf(db, clerk.id)).toBe(roleId);
    // Their own name and phone stay theirs to edit, with the role they hold.
    const renamed = await client.call(USER_ROUTES.update, {
      params: { id: clerk.id },
      body: { name: 'Clerk Two', phone: '+372 5123 4567', role_id: roleId },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.answer).toMatchObject({ name: 'Clerk Two', role_id: roleId });
  });

  it('refuses a users:write-only user who creates an Owner or raises a colleague to Owner, naming the area', async () => {
    const { db } = use().database;
    const { carrierId, ownerRoleId } = await createCarrier(db);
    const roleId = await createRole(db, carrierId, { level: 'none', levels: { users: 'write' }, calculator: false });
    const clerk = await createUser(db, { carrierId, roleId });
    const client = await use().client().login(clerk.email, PASSWORD);
    const before = use().mails.length;

    const created = await client.call(USER_ROUTES.create, {
      body: { name: 'Mallory', email: 'mallory-owner@example.com', role_id: ownerRoleId },
    });
    expect(created.status).toBe(403);
    expect(created.error.message).toMatch(/^You cannot grant write on pricelists: you have none/);
    expect(await db.selectFrom('users').select('id').where('email', '=', 'mallory-owner@example.com').executeTakeFirst()).toBeUndefined();
    expect(use().mails.length).toBe(before);

    const readerRole = await createRole(db, carrierId, { level: 'none', levels: { users: 'read' }, calculator: false });
    const colleague = await createUser(db, { carrierId, roleId: readerRole });
    const raise = (role_id: number) =>
      client.call(USER_ROUTES.update, { params: { id: colleague.id }, body: { name: 'Colleague', phone: '', role_id } });
    const raised = await raise(ownerRoleId);
    expect(raised.status).toBe(403);
    expect(raised.error.message).toMatch(/You cannot grant write on pricelists: you have none/);
    expect(await roleOf(db, colleague.id)).toBe(readerRole);

    // What they hold themselves, or less, they may give.
    expect((await client.call(USER_ROUTES.create, { body: { name: 'Ok', email: 'ok-same@example.com', role_id: roleId } })).status).toBe(
      201,
    );
    expect((await raise(roleId)).status).toBe(200);
    expect(await roleOf(db, colleague.id)).toBe(roleId);
  });

  it('refuses the calculator flag to a user who does not have it', async () => {
    const { db } = use().database;
    const { carrierId } = await createCarrier(db);
    const roleId = await createRole(db, carrierId, { level: 'write', calculator: false });
    const calculatorRole = await createRole(db, carrierId, { level: 'read', calculator: true });
    const manager = await createUser(db, { carrierId, roleId });
    const client = await use().client().login(manager.email, PASSWORD);
    const created = await client.call(USER_ROUTES.create, {
      body: { name: 'Calc', email: 'calc-flag@example.com', role_id: calculatorRole },
    });
    expect(created.status).toBe(403);
    expect(created.error.message).toBe('You cannot grant the calculator: you do not have it');
    const role = await client.call(ROLE_ROUTES.create, { body: roleBody('With calculator', 'read', { calculator: true }) });
    expect(role.status).toBe(403);
    expect(role.error.message).toBe('You cannot grant the calculator: you do not have it');
  });

  it('refuses a roles:write user who widens the role they hold or creates a wider one, and changes nothing', async () => {
    const { db } = use().database;
    const { carrierId } = await createCarrier(db);
    const roleId = await createRole(db, carrierId, { level: 'none', levels: { roles: 'write', pricelists: 'read' }, calculator: false });
    const keeper = await createUser(db, { carrierId, roleId });
    const client = await use().client().login(keeper.email, PASSWORD);
    const before = await roleRow(db, roleId);

    const saveRole = (body: RoleBody) => client.call(ROLE_ROUTES.update, { params: { id: roleId }, body });
    const widened = await saveRole(roleBody('Mine', 'none', { roles: 'write', pricelists: 'write' }));
    expect(widened.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(widened.response.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot grant write on pricelists: you have read' });
    expect(await roleRow(db, roleId)).toEqual(before);

    const count = async () => (await db.selectFrom('roles').select('id').where('carrier_id', '=', carrierId).execute()).length;
    const roles = await count();
    const wider = await client.call(ROLE_ROUTES.create, { body: roleBody('Wider', 'write') });
    expect(wider.status).toBe(403);
    expect(wider.error.message).toMatch(/^You cannot grant write on pricelists: you have read; You cannot grant write on services/);
    expect(await count()).toBe(roles);
    // Said in the caller's language, each refusal of the message (the levels and areas as the API names them).
    const finnish = await client.request({
      method: 'POST',
      url: '/fe/roles',
      payload: roleBody('Two', 'none', { roles: 'write', pricelists: 'write', services: 'read', calculator: true }),
      headers: { 'accept-language': 'fi' },
    });
    expect(finnish.json()).toEqual({
      code: 'FORBIDDEN',
      message:
        'Et voi antaa oikeutta ”write” alueelle ”pricelists”: sinulla itselläsi on ”read”; ' +
        'Et voi antaa oikeutta ”read” alueelle ”services”: sinulla itselläsi on ”none”; ' +
        'Et voi antaa laskuria: sinulla itselläsi ei ole sitä',
    });

    // Narrower or equal is fine, also for the role they hold.
    expect((await client.call(ROLE_ROUTES.create, { body: roleBody('Narrow', 'none', { pricelists: 'read' }) })).status).toBe(201);
    const narrowed = await saveRole(roleBody('Mine', 'none', { roles: 'write' }));
    expect(narrowed.status).toBe(200);
    expect(narrowed.answer).toMatchObject({ pricelists: 'none', roles: 'write' });
  });

  it('keeps even an Owner from changing their own role', async () => {
    const { db } = use().database;
    const { owner, carrierId, ownerRoleId } = await createCarrier(db);
    const lesser = await createRole(db, carrierId, { level: 'read' });
    const client = await use().client().login(owner.email, PASSWORD);
    expect(
      (await client.call(USER_ROUTES.update, { params: { id: owner.id }, body: { name: 'Owner', phone: '', role_id: lesser } })).status,
    ).toBe(403);
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
    const added = await admin.call(ADMIN_ROUTES.addCarrierUser, {
      params: { id: carrierId },
      body: {
        name: 'New Owner',
        email: 'new-owner-adm@example.com',
        role_id: ownerRoleId,
      },
    });
    expect(added.status).toBe(201);
    // Pretending to be the clerk, the admin still holds everything and may change "their own" role.
    expect((await admin.call(AUTH_ROUTES.pretend, { params: { id: carrierId }, query: { user: String(clerk.id) } })).status).toBe(200);
    const raised = await admin.call(USER_ROUTES.update, {
      params: { id: clerk.id },
      body: { name: 'Clerk', phone: '', role_id: ownerRoleId },
    });
    expect(raised.status).toBe(200);
    expect(await roleOf(db, clerk.id)).toBe(ownerRoleId);
    const wide = await admin.call(ROLE_ROUTES.create, { body: roleBody('Everything', 'write', { calculator: true }) });
    expect(wide.status).toBe(201);
  });
});
