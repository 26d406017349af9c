import { expect, it } from 'vitest';
import { createAdmin, createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';
import { changedTables, fingerprint } from '../../../test/route-table';

describeEachDatabase('surcharges', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId);
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, setup, client };
  }

  it('round-trips a constant, a percentage with dependencies and zone conditions, and a pricelist type', async () => {
    const { client, setup } = await owner();
    const toll = await client.post('/fe/surcharges', {
      name: 'Road toll',
      type: 'constant',
      amount: 12.5,
      currency: 'EUR',
      blocks: [setup.conditionId],
      all_conditions_needed: true,
      minimum_amount: 3,
    });
    expect(toll.statusCode, toll.body).toBe(201);
    expect((await client.get(`/fe/surcharges/${toll.json().id}`)).json()).toMatchObject({
      name: 'Road toll',
      type: 'constant',
      amount: 12.5,
      minimum_amount: null,
      blocks: [setup.conditionId],
      all_conditions_needed: true,
      pricelist: null,
      dependencies: [],
    });

    const fuel = await client.post('/fe/surcharges', {
      name: 'Fuel',
      amount: 14,
      minimum_amount: 5,
      maximum_amount: 80,
      hidden: true,
      dependencies: [toll.json().id],
      zone_conditions: [{ zone_from: setup.zones[0], zone_to: null, amount: 10, minimum_amount: null, maximum_amount: 50 }],
    });
    expect(fuel.statusCode, fuel.body).toBe(201);
    const fuelRead = (await client.get(`/fe/surcharges/${fuel.json().id}`)).json();
    expect(fuelRead).toMatchObject({
      type: 'percentage',
      amount: 14,
      minimum_amount: 5,
      maximum_amount: 80,
      hidden: true,
      dependencies: [{ id: toll.json().id, name: 'Road toll' }],
    });
    expect(fuelRead.zone_conditions).toEqual([
      {
        zone_from: setup.zones[0],
        zone_from_name: 'Zone 0',
        zone_to: null,
        zone_to_name: null,
        amount: 10,
        minimum_amount: null,
        maximum_amount: 50,
      },
    ]);

    const grid = {
      fare_groups: [
        {
          quantities: [
            { quantity: 1, unit: 'per_shipment' },
            { quantity: 33, unit: 'per_unit' },
          ],
          zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: null, prices: [30, 4.5] }],
        },
      ],
    };
    const tailLift = await client.post('/fe/surcharges', {
      name: 'Tail lift',
      type: 'pricelist',
      amount: 99,
      ldm_blocks: [setup.conditionId],
      pricelist: grid,
    });
    expect(tailLift.statusCode, tailLift.body).toBe(201);
    const tailRead = (await client.get(`/fe/surcharges/${tailLift.json().id}`)).json();
    expect(tailRead).toMatchObject({
      type: 'pricelist',
      amount: null,
      ldm_blocks: [setup.conditionId],
      pricelist: { unit: 'eur_pallet', ldm_multiplier: 1850, min_max_rule: 'min' },
    });
    expect(tailRead.pricelist.fare_groups[0].zones[0]).toMatchObject({ zone_from_name: 'Zone 0', prices: [30, 4.5] });
    expect((await client.get(`/fe/zones/${setup.zones[1]}`)).json().pricelists).toEqual([
      { surcharge_id: tailLift.json().id, surcharge_name: 'Tail lift' },
    ]);

    // Switching the type drops the grid; the list shows the amount and the last update.
    const switched = await client.put(`/fe/surcharges/${tailLift.json().id}`, { ...tailRead, type: 'constant', amount: 20 });
    expect(switched.json()).toMatchObject({ type: 'constant', amount: 20, pricelist: null, ldm_blocks: [] });
    const list = (await client.get('/fe/surcharges?sort_by=name')).json();
    expect(list.items.map((s: { name: string; amount: number }) => [s.name, s.amount])).toEqual([
      ['Fuel', 14],
      ['Road toll', 12.5],
      ['Tail lift', 20],
    ]);
    expect(list.items[0].updated_at).toBeTruthy();
    expect((await client.get('/fe/surcharges/form')).json()).toHaveLength(3);
  });

  it('refuses a dependency cycle, naming it, and writes nothing', async () => {
    const { client } = await owner();
    const a = (await client.post('/fe/surcharges', { name: 'A', amount: 1 })).json().id;
    const b = (await client.post('/fe/surcharges', { name: 'B', amount: 2, dependencies: [a] })).json().id;
    const cycle = await client.saveLoaded(`/fe/surcharges/${a}`, { name: 'A', amount: 1, dependencies: [b] });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().message).toBe('Surcharge dependencies form a cycle: A -> B -> A');
    expect(cycle.json().errors.dependencies).toBe('Surcharge dependencies form a cycle: A -> B -> A');
    expect((await client.saveLoaded(`/fe/surcharges/${a}`, { name: 'A', amount: 1, dependencies: [a] })).json().errors).toEqual({
      'dependencies.0': 'a surcharge cannot depend on itself',
    });
    expect((await client.get(`/fe/surcharges/${a}`)).json().dependencies).toEqual([]);
  });

  it('validates each field: name, amount, zone condition amount, grid multiplier, references', async () => {
    const { client, setup } = await owner();
    const other = await createCarrier(use().database.db);
    const foreign = await createPricingSetup(use().database.db, other.carrierId);
    const bad = await client.post('/fe/surcharges', {
      name: '',
      type: 'constant',
      zone_conditions: [{ zone_from: setup.zones[0], amount: '' }],
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'name', 'zone_conditions.0.amount']);
    const noGrid = await client.post('/fe/surcharges', { name: 'X', type: 'pricelist' });
    expect(noGrid.json().errors).toEqual({ pricelist: 'is required' });
    const noMultiplier = await client.post('/fe/surcharges', {
      name: 'X',
      type: 'pricelist',
      pricelist: { ldm_multiplier: '', fare_groups: [] },
    });
    expect(noMultiplier.json().errors).toHaveProperty(['pricelist.ldm_multiplier']);
    const refs = await client.post('/fe/surcharges', {
      name: 'X',
      amount: 1,
      blocks: [foreign.conditionId],
      zone_conditions: [{ zone_from: foreign.zones[0], amount: 1 }],
    });
    expect(refs.json().errors).toEqual({
      'blocks.0': 'is not a condition of this carrier',
      'zone_conditions.0.zone_from': 'is not a zone of this carrier',
    });
    // Bounds: a percent up to 1000 %, money up to 10,000,000, each field named.
    const huge = await client.post('/fe/surcharges', {
      name: 'Fuel',
      type: 'percentage',
      amount: 1500,
      maximum_amount: 99_999_999_999,
      zone_conditions: [{ zone_from: setup.zones[0], amount: 5000 }],
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({
      amount: 'must be at most 1000 %',
      maximum_amount: 'must be at most 10000000',
      'zone_conditions.0.amount': 'must be at most 1000 %',
    });
    expect((await client.post('/fe/surcharges', { name: 'Fuel', type: 'percentage', amount: 500 })).statusCode).toBe(201);
    expect((await client.get('/fe/surcharges')).json().count).toBe(1);
  });

  it('refuses a save of a stale version with 409 and keeps the newer save', async () => {
    const { client } = await owner();
    const id = (await client.post('/fe/surcharges', { name: 'Fuel', amount: 10 })).json().id;
    const loaded = (await client.get(`/fe/surcharges/${id}`)).json();
    expect(loaded.version).toBe(1);
    expect((await client.put(`/fe/surcharges/${id}`, { ...loaded, amount: 11 })).json().version).toBe(2);
    const stale = await client.put(`/fe/surcharges/${id}`, { ...loaded, amount: 12 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Changed by .+ at \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}: reload to see their change$/);
    expect((await client.get(`/fe/surcharges/${id}`)).json()).toMatchObject({ amount: 11, version: 2 });
  });

  it('refuses a save without a version (422 naming it) or with one not stored yet (409), writing nothing', async () => {
    const { client } = await owner();
    const id = (await client.post('/fe/surcharges', { name: 'Fuel', amount: 10 })).json().id;
    const { version: _loaded, ...unversioned } = (await client.get(`/fe/surcharges/${id}`)).json();
    const before = await fingerprint(use());
    const missing = await client.put(`/fe/surcharges/${id}`, { ...unversioned, amount: 11 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', errors: { version: 'is required' } });
    for (const version of [2, 2_147_483_647]) {
      const future = await client.put(`/fe/surcharges/${id}`, { ...unversioned, amount: 12, version });
      expect(future.statusCode).toBe(409);
      expect(future.json()).toEqual({
        code: 'CONFLICT',
        message: `Version ${version} does not exist yet: the stored version is 1`,
        errors: { version: `is ${version}; the stored version is 1` },
      });
    }
    expect((await client.post(`/fe/surcharges/${id}/versions/1/restore`, {})).json().errors).toEqual({ version: 'is required' });
    expect((await client.post(`/fe/surcharges/${id}/versions/1/restore`, { version: 2 })).statusCode).toBe(409);
    expect(changedTables(before, await fingerprint(use()))).toEqual([]);
    expect((await client.put(`/fe/surcharges/${id}`, { ...unversioned, amount: 13, version: 1 })).json()).toMatchObject({
      amount: 13,
      version: 2,
    });
  });

  it('logs the author and the changed fields', async () => {
    const { client } = await owner();
    const id = (await client.post('/fe/surcharges', { name: 'ADR', type: 'constant', amount: 25 })).json().id;
    await client.saveLoaded(`/fe/surcharges/${id}`, { name: 'ADR', type: 'constant', amount: 30 });
    const logs = (await client.get(`/fe/surcharges/${id}/logs`)).json();
    expect(logs.map((l: { changes: unknown }) => l.changes)).toEqual([
      { updates: { amount: 30 }, before: { amount: 25 } },
      { created: true },
    ]);
    expect(logs.map((l: { lines: string[] }) => l.lines)).toEqual([['Amount: 25,00 → 30,00'], ['Created']]);
  });

  it('serves dependencies and zone conditions in the change log by name', async () => {
    const { client, setup } = await owner();
    const toll = (await client.post('/fe/surcharges', { name: 'Road toll', type: 'constant', amount: 5 })).json().id;
    const body = { name: 'Fuel', amount: 10 };
    const id = (await client.post('/fe/surcharges', body)).json().id;
    const zone = (await client.get(`/fe/zones/${setup.zones[0]}`)).json().name;
    const saved = await client.saveLoaded(`/fe/surcharges/${id}`, {
      ...body,
      dependencies: [toll],
      zone_conditions: [{ zone_from: setup.zones[0], zone_to: null, amount: 7, minimum_amount: null, maximum_amount: null }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [latest] = (await client.get(`/fe/surcharges/${id}/logs`)).json();
    expect(latest.changes).toEqual({
      updates: { dependencies: ['Road toll'], zone_conditions: [`${zone} → any zone: 7`] },
      before: { dependencies: [], zone_conditions: [] },
    });
    expect(latest.lines).toEqual(['Dependencies: — → Road toll', `Zone conditions: — → ${zone} → any zone: 7`]);
  });

  it('keeps carriers apart, checks permissions, and lets an admin work under a carrier', async () => {
    const { client, carrierId } = await owner();
    const id = (await client.post('/fe/surcharges', { name: 'Fuel', amount: 10 })).json().id;
    const other = await use()
      .client()
      .login((await createCarrier(use().database.db)).owner.email, PASSWORD);
    expect((await other.get(`/fe/surcharges/${id}`)).statusCode).toBe(404);
    expect((await other.put(`/fe/surcharges/${id}`, { name: 'X', amount: 1 })).statusCode).toBe(404);
    expect((await other.post('/fe/surcharges', { name: 'B', amount: 1, dependencies: [id] })).json().errors).toEqual({
      'dependencies.0': 'is not a surcharge of this carrier',
    });
    const reader = await use()
      .client()
      .login(
        (await createUser(use().database.db, { carrierId, roleId: await createRole(use().database.db, carrierId, { level: 'read' }) }))
          .email,
        PASSWORD,
      );
    expect((await reader.get(`/fe/surcharges/${id}`)).statusCode).toBe(200);
    expect((await reader.post('/fe/surcharges', { name: 'B', amount: 1 })).statusCode).toBe(403);
    expect((await client.get(`/fe/admin/carriers/${carrierId}/surcharges`)).statusCode).toBe(403);

    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    expect((await admin.get(`/fe/admin/carriers/${carrierId}/surcharges`)).json().items.map((s: { id: number }) => s.id)).toEqual([id]);
    const created = await admin.post(`/fe/admin/carriers/${carrierId}/surcharges`, { name: 'Admin made', type: 'constant', amount: 5 });
    expect(created.statusCode).toBe(201);
    expect((await client.get(`/fe/surcharges/${created.json().id}`)).json().name).toBe('Admin made');
    expect((await admin.get('/fe/admin/carriers/999999/surcharges')).statusCode).toBe(404);
    const zones = (await admin.get(`/fe/admin/carriers/${carrierId}/zones/form`)).json();
    expect(zones.map((z: { name: string }) => z.name)).toEqual(['Zone 0', 'Zone 1', 'Zone 2']);
    expect((await admin.get(`/fe/admin/carriers/${carrierId}/conditions/form`)).json()).toEqual([
      expect.objectContaining({ type: 'adr', label: 'ADR' }),
    ]);
    expect((await admin.get(`/fe/admin/carriers/${carrierId}/transits/form`)).json()).toEqual([
      expect.objectContaining({ name: '2 days' }),
    ]);
    expect((await client.get(`/fe/admin/carriers/${carrierId}/zones/form`)).statusCode).toBe(403);
  });
});
