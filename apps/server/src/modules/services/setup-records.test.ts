import { CONDITION_ROUTES, PARTNER_ROUTES, SERVICE_ROUTES, TRANSIT_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/helpers';

describeEachDatabase('transits', (use) => {
  it('creates a transit with the docs/product/domain.md §3 defaults and refuses a bad cutoff or a negative time', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.call(TRANSIT_ROUTES.create, { body: { name: '2 days', transit_time: 2 } });
    expect(created.status).toBe(201);
    const { id } = created.answer;
    expect((await client.call(TRANSIT_ROUTES.get, { params: { id } })).answer).toMatchObject({
      name: '2 days',
      transit_time: 2,
      cutoff_time: '12:00',
      monday: true,
      friday: true,
      saturday: false,
      sunday: false,
      allow_saturday_delivery: false,
      traffic_count: 0,
    });
    const bad = await client.call(TRANSIT_ROUTES.create, { body: { name: '', transit_time: -1, cutoff_time: '24:61' } });
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['cutoff_time', 'name', 'transit_time']);
    const updated = await client.call(TRANSIT_ROUTES.update, {
      params: { id },
      body: {
        name: 'Express',
        transit_time: 0,
        cutoff_time: '09:30',
        saturday: true,
        allow_sunday_delivery: true,
      },
    });
    expect(updated.answer).toMatchObject({
      name: 'Express',
      transit_time: 0,
      cutoff_time: '09:30',
      saturday: true,
      allow_sunday_delivery: true,
    });
    expect((await client.call(TRANSIT_ROUTES.list)).answer.count).toBe(1);
  });
});

describeEachDatabase('conditions', (use) => {
  it('keeps presence for presence types and bounds for numeric types, shown as > and <=', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const adr = await client.call(CONDITION_ROUTES.create, { body: { type: 'adr', presence: true, applied_until: 5 } });
    expect((await client.call(CONDITION_ROUTES.get, { params: { id: adr.answer.id } })).answer).toMatchObject({
      type: 'adr',
      label: 'ADR',
      presence: true,
      applied_until: null,
    });
    const weight = await client.call(CONDITION_ROUTES.create, {
      body: { type: 'total_weight', applied_after: '0,5', applied_until: 1000.125 },
    });
    expect((await client.call(CONDITION_ROUTES.get, { params: { id: weight.answer.id } })).answer).toMatchObject({
      label: 'Total real weight (kg)',
      presence: null,
      applied_after: 0.5,
      applied_until: 1000.125,
    });
    const refused = async (body: { type: string; presence?: boolean; applied_until?: number }) =>
      (await client.call(CONDITION_ROUTES.create, { body })).error.errors;
    expect(await refused({ type: 'adr' })).toHaveProperty('presence');
    expect(await refused({ type: 'ldm' })).toHaveProperty('applied_until');
    expect(await refused({ type: 'ldm', applied_until: 1.0001 })).toHaveProperty('applied_until');
    expect(await refused({ type: 'colour', presence: true })).toHaveProperty('type');
    expect((await client.call(CONDITION_ROUTES.options)).answer).toHaveLength(2);
  });
});

describeEachDatabase('services', (use) => {
  it('creates a service with blocks, answers the blocks as conditions, and keeps codes unique', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const other = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const block = (await client.call(CONDITION_ROUTES.create, { body: { type: 'total_weight', applied_until: 1000 } })).answer.id;
    const created = await client.call(SERVICE_ROUTES.create, {
      body: { name: 'Groupage', code: 'GRP', cargoson_id: '12', blocks: [block] },
    });
    expect(created.status).toBe(201);
    const { id } = created.answer;
    const service = (await client.call(SERVICE_ROUTES.get, { params: { id } })).answer;
    expect(service).toMatchObject({ name: 'Groupage', code: 'GRP', cargoson_id: 12, pricelist_count: 0 });
    expect(service.blocks).toEqual([expect.objectContaining({ id: block, type: 'total_weight', applied_until: 1000 })]);
    // A GET answer sent back as it is saves the same.
    expect((await client.call(SERVICE_ROUTES.update, { params: { id }, body: service })).status).toBe(200);
    const clash = await client.call(SERVICE_ROUTES.create, { body: { name: 'Other', code: 'grp', cargoson_id: null } });
    expect(clash.status).toBe(409);
    expect(clash.error).toMatchObject({
      message: 'code is already used by another service',
      errors: { code: 'is already used by another service' },
    });
    // In the caller's language: the message and the field reason.
    const fi = { 'accept-language': 'fi' };
    const finnish = await client.request({
      method: 'POST',
      url: '/fe/services',
      payload: { name: 'Other', code: 'grp', cargoson_id: null },
      headers: fi,
    });
    expect(finnish.statusCode).toBe(409);
    expect(finnish.json()).toMatchObject({
      message: 'Koodi on jo toisen palvelun käytössä',
      errors: { code: 'on jo toisen palvelun käytössä' },
    });
    const otherClient = await use().client().login(other.owner.email, PASSWORD);
    expect((await otherClient.call(SERVICE_ROUTES.create, { body: { name: 'Groupage', code: 'GRP', cargoson_id: null } })).status).toBe(
      201,
    );
    const foreignBlock = await otherClient.call(SERVICE_ROUTES.create, {
      body: { name: 'X', code: 'X', cargoson_id: null, blocks: [block] },
    });
    expect(foreignBlock.error.errors).toEqual({ 'blocks.0': 'is not a condition of this carrier' });
    const foreignInFinnish = await otherClient.request({
      method: 'POST',
      url: '/fe/services',
      payload: { name: 'X', code: 'X', cargoson_id: null, blocks: [block] },
      headers: fi,
    });
    expect(foreignInFinnish.json().errors).toEqual({ 'blocks.0': 'ei ole tämän kuljetusliikkeen ehto' });
    const bad = await client.call(SERVICE_ROUTES.create, { body: { name: '', code: '', cargoson_id: 'abc', blocks: ['x'] } });
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['blocks.0', 'cargoson_id', 'code', 'name']);
    expect((await client.call(SERVICE_ROUTES.list)).answer.count).toBe(1);
  });
});

describeEachDatabase('partners', (use) => {
  it('creates a partner with a token; the token is not stored; a reset changes it', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.call(PARTNER_ROUTES.defaults)).answer).toEqual({ country: 'EE', general_hidden: false, language: null });
    const created = await client.call(PARTNER_ROUTES.create, { body: { name: 'Nordic Trade', country: 'fi', general_hidden: true } });
    expect(created.status).toBe(201);
    const partner = (await client.call(PARTNER_ROUTES.get, { params: { id: created.answer.id } })).answer;
    expect(partner).toMatchObject({ name: 'Nordic Trade', country: 'FI', general_hidden: true });
    expect(partner.token).toMatch(/^pt_[\w-]{40,}$/);
    const stored = await db.selectFrom('partners').selectAll().where('carrier_id', '=', carrierId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(partner.token.slice(3));
    const reset = await client.call(PARTNER_ROUTES.resetToken, { params: { id: partner.id } });
    expect(reset.status).toBe(200);
    expect(reset.answer.token).not.toBe(partner.token);
    expect((await client.call(PARTNER_ROUTES.get, { params: { id: partner.id } })).answer.token).toBe(reset.answer.token);
    expect((await client.call(PARTNER_ROUTES.list, { query: { customer: 'nordic' } })).answer.items[0]).not.toHaveProperty('token');
    expect((await client.call(PARTNER_ROUTES.create, { body: { name: 'X', country: '' } })).error.errors).toHaveProperty('country');
  });

  it('gates the token reset on partners write and conditions write, naming the one missing, and keeps the token when refused', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const ownerClient = await use().client().login(owner.email, PASSWORD);
    const id = (await ownerClient.call(PARTNER_ROUTES.create, { body: { name: 'P', country: 'EE' } })).answer.id;
    const token = (await ownerClient.call(PARTNER_ROUTES.get, { params: { id } })).answer.token;
    const withRole = async (levels: Record<string, 'read' | 'write'>) => {
      const user = await createUser(db, { carrierId, roleId: await createRole(db, carrierId, { level: 'read', levels }) });
      return use().client().login(user.email, PASSWORD);
    };
    const patch = (c: TestClient) => c.call(PARTNER_ROUTES.resetToken, { params: { id } });
    const partnersOnly = await patch(await withRole({ partners: 'write', conditions: 'read' }));
    expect(partnersOnly.status).toBe(403);
    // The whole body, exactly (the error's schema would drop a key it does not know).
    expect(partnersOnly.response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'This needs partners write and conditions write; your role lacks conditions write',
    });
    const conditionsOnly = await patch(await withRole({ partners: 'read', conditions: 'write' }));
    expect(conditionsOnly.status).toBe(403);
    expect(conditionsOnly.error.message).toBe('This needs partners write and conditions write; your role lacks partners write');
    expect((await patch(await withRole({}))).error.message).toMatch(/lacks partners write and conditions write$/);
    expect((await ownerClient.call(PARTNER_ROUTES.get, { params: { id } })).answer.token).toBe(token);

    const both = await patch(await withRole({ partners: 'write', conditions: 'write' }));
    expect(both.status).toBe(200);
    expect(both.answer.token).not.toBe(token);
    expect((await ownerClient.call(PARTNER_ROUTES.get, { params: { id } })).answer.token).toBe(both.answer.token);
    const other = await createCarrier(db);
    expect((await patch(await use().client().login(other.owner.email, PASSWORD))).status).toBe(404);
  });

  it('refuses the token reset to a conditions writer who may not read partners, and keeps the token', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const ownerClient = await use().client().login(owner.email, PASSWORD);
    const id = (await ownerClient.call(PARTNER_ROUTES.create, { body: { name: 'P', country: 'EE' } })).answer.id;
    const token = (await ownerClient.call(PARTNER_ROUTES.get, { params: { id } })).answer.token;
    const blind = await createUser(db, {
      carrierId,
      roleId: await createRole(db, carrierId, { level: 'read', levels: { conditions: 'write', partners: 'none' } }),
    });
    const client = await use().client().login(blind.email, PASSWORD);
    const reset = await client.call(PARTNER_ROUTES.resetToken, { params: { id } });
    expect(reset.status).toBe(403);
    expect(reset.response.body).not.toContain('pt_');
    expect((await ownerClient.call(PARTNER_ROUTES.get, { params: { id } })).answer.token).toBe(token);
  });
});
