import { expect, it } from 'vitest';
import { createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/helpers';

describeEachDatabase('transits', (use) => {
  it('creates a transit with the docs/product/domain.md §3 defaults and refuses a bad cutoff or a negative time', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.post('/fe/transits', { name: '2 days', transit_time: 2 });
    expect(created.statusCode).toBe(201);
    expect((await client.get(`/fe/transits/${created.json().id}`)).json()).toMatchObject({
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
    const bad = await client.post('/fe/transits', { name: '', transit_time: -1, cutoff_time: '24:61' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cutoff_time', 'name', 'transit_time']);
    const updated = await client.put(`/fe/transits/${created.json().id}`, {
      name: 'Express',
      transit_time: 0,
      cutoff_time: '09:30',
      saturday: true,
      allow_sunday_delivery: true,
    });
    expect(updated.json()).toMatchObject({
      name: 'Express',
      transit_time: 0,
      cutoff_time: '09:30',
      saturday: true,
      allow_sunday_delivery: true,
    });
    expect((await client.get('/fe/transits')).json().count).toBe(1);
  });
});

describeEachDatabase('conditions', (use) => {
  it('keeps presence for presence types and bounds for numeric types, shown as > and <=', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const adr = await client.post('/fe/conditions', { type: 'adr', presence: true, applied_until: 5 });
    expect((await client.get(`/fe/conditions/${adr.json().id}`)).json()).toMatchObject({
      type: 'adr',
      label: 'ADR',
      presence: true,
      applied_until: null,
    });
    const weight = await client.post('/fe/conditions', { type: 'total_weight', applied_after: '0,5', applied_until: 1000.125 });
    expect((await client.get(`/fe/conditions/${weight.json().id}`)).json()).toMatchObject({
      label: 'Total real weight (kg)',
      presence: null,
      applied_after: 0.5,
      applied_until: 1000.125,
    });
    expect((await client.post('/fe/conditions', { type: 'adr' })).json().errors).toHaveProperty('presence');
    expect((await client.post('/fe/conditions', { type: 'ldm' })).json().errors).toHaveProperty('applied_until');
    expect((await client.post('/fe/conditions', { type: 'ldm', applied_until: 1.0001 })).json().errors).toHaveProperty('applied_until');
    expect((await client.post('/fe/conditions', { type: 'colour', presence: true })).json().errors).toHaveProperty('type');
    expect((await client.get('/fe/conditions/form')).json()).toHaveLength(2);
  });
});

describeEachDatabase('services', (use) => {
  it('creates a service with blocks, answers the blocks as conditions, and keeps codes unique', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const other = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const block = (await client.post('/fe/conditions', { type: 'total_weight', applied_until: 1000 })).json().id;
    const created = await client.post('/fe/services', { name: 'Groupage', code: 'GRP', cargoson_id: '12', blocks: [block] });
    expect(created.statusCode).toBe(201);
    const service = (await client.get(`/fe/services/${created.json().id}`)).json();
    expect(service).toMatchObject({ name: 'Groupage', code: 'GRP', cargoson_id: 12, pricelist_count: 0 });
    expect(service.blocks).toEqual([expect.objectContaining({ id: block, type: 'total_weight', applied_until: 1000 })]);
    // A GET answer sent back as it is saves the same.
    expect((await client.put(`/fe/services/${created.json().id}`, service)).statusCode).toBe(200);
    const clash = await client.post('/fe/services', { name: 'Other', code: 'grp' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.code).toBeDefined();
    const otherClient = await use().client().login(other.owner.email, PASSWORD);
    expect((await otherClient.post('/fe/services', { name: 'Groupage', code: 'GRP' })).statusCode).toBe(201);
    const foreignBlock = await otherClient.post('/fe/services', { name: 'X', code: 'X', blocks: [block] });
    expect(foreignBlock.json().errors).toEqual({ 'blocks.0': 'is not a condition of this carrier' });
    const bad = await client.post('/fe/services', { name: '', code: '', cargoson_id: 'abc', blocks: ['x'] });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['blocks.0', 'cargoson_id', 'code', 'name']);
    expect((await client.get('/fe/services')).json().count).toBe(1);
  });
});

describeEachDatabase('partners', (use) => {
  it('creates a partner with a token; the token is not stored; a reset changes it', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.get('/fe/customers/defaults')).json()).toEqual({ country: 'EE', general_hidden: false });
    const created = await client.post('/fe/customers', { name: 'Nordic Trade', country: 'fi', general_hidden: true });
    expect(created.statusCode).toBe(201);
    const partner = (await client.get(`/fe/customers/${created.json().id}`)).json();
    expect(partner).toMatchObject({ name: 'Nordic Trade', country: 'FI', general_hidden: true });
    expect(partner.token).toMatch(/^pt_[\w-]{40,}$/);
    const stored = await db.selectFrom('partners').selectAll().where('carrier_id', '=', carrierId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(partner.token.slice(3));
    const reset = await client.request({ method: 'PATCH', url: `/fe/customers/${partner.id}/token` });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().token).not.toBe(partner.token);
    expect((await client.get(`/fe/customers/${partner.id}`)).json().token).toBe(reset.json().token);
    expect((await client.get('/fe/customers?customer=nordic')).json().items[0]).not.toHaveProperty('token');
    expect((await client.post('/fe/customers', { name: 'X', country: '' })).json().errors).toHaveProperty('country');
  });

  it('gates the token reset on partners write and conditions write, naming the one missing, and keeps the token when refused', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const ownerClient = await use().client().login(owner.email, PASSWORD);
    const id = (await ownerClient.post('/fe/customers', { name: 'P', country: 'EE' })).json().id;
    const token = (await ownerClient.get(`/fe/customers/${id}`)).json().token;
    const withRole = async (levels: Record<string, 'read' | 'write'>) => {
      const user = await createUser(db, { carrierId, roleId: await createRole(db, carrierId, { level: 'read', levels }) });
      return use().client().login(user.email, PASSWORD);
    };
    const patch = (c: TestClient) => c.request({ method: 'PATCH', url: `/fe/customers/${id}/token` });
    const partnersOnly = await patch(await withRole({ partners: 'write', conditions: 'read' }));
    expect(partnersOnly.statusCode).toBe(403);
    expect(partnersOnly.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'This needs partners write and conditions write; your role lacks conditions write',
    });
    const conditionsOnly = await patch(await withRole({ partners: 'read', conditions: 'write' }));
    expect(conditionsOnly.statusCode).toBe(403);
    expect(conditionsOnly.json().message).toBe('This needs partners write and conditions write; your role lacks partners write');
    expect((await patch(await withRole({}))).json().message).toMatch(/lacks partners write and conditions write$/);
    expect((await ownerClient.get(`/fe/customers/${id}`)).json().token).toBe(token);

    const both = await patch(await withRole({ partners: 'write', conditions: 'write' }));
    expect(both.statusCode).toBe(200);
    expect(both.json().token).not.toBe(token);
    expect((await ownerClient.get(`/fe/customers/${id}`)).json().token).toBe(both.json().token);
    const other = await createCarrier(db);
    expect((await patch(await use().client().login(other.owner.email, PASSWORD))).statusCode).toBe(404);
  });

  it('refuses the token reset to a conditions writer who may not read partners, and keeps the token', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const ownerClient = await use().client().login(owner.email, PASSWORD);
    const id = (await ownerClient.post('/fe/customers', { name: 'P', country: 'EE' })).json().id;
    const token = (await ownerClient.get(`/fe/customers/${id}`)).json().token;
    const blind = await createUser(db, {
      carrierId,
      roleId: await createRole(db, carrierId, { level: 'read', levels: { conditions: 'write', partners: 'none' } }),
    });
    const client = await use().client().login(blind.email, PASSWORD);
    const reset = await client.request({ method: 'PATCH', url: `/fe/customers/${id}/token` });
    expect(reset.statusCode).toBe(403);
    expect(reset.body).not.toContain('pt_');
    expect((await ownerClient.get(`/fe/customers/${id}`)).json().token).toBe(token);
  });
});
