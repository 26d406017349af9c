import {
  ADMIN_ROUTES,
  ADMIN_SURCHARGE_ROUTES,
  SURCHARGE_ROUTES,
  SURCHARGE_VERSION_ROUTES,
  ZONE_ROUTES,
  type BodyInput,
} from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/helpers';
import { changedTables, fingerprint } from '../../../test/route-table';

describeEachDatabase('surcharges', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId);
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, setup, client };
  }

  /** Saves surcharge `id` with the version a GET answers now, as the web app sends the version it loaded. */
  async function saveLoaded(client: TestClient, id: number, body: BodyInput<typeof SURCHARGE_ROUTES.update>) {
    const { version } = (await client.call(SURCHARGE_ROUTES.get, { params: { id } })).answer;
    return client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...body, version } });
  }

  it('round-trips a constant, a percentage with dependencies and zone conditions, and a pricelist type', async () => {
    const { client, setup } = await owner();
    const toll = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Road toll',
        type: 'constant',
        amount: 12.5,
        currency: 'EUR',
        blocks: [setup.conditionId],
        all_conditions_needed: true,
        minimum_amount: 3,
      },
    });
    expect(toll.status, toll.response.body).toBe(201);
    const tollId = toll.answer.id;
    expect((await client.call(SURCHARGE_ROUTES.get, { params: { id: tollId } })).answer).toMatchObject({
      name: 'Road toll',
      type: 'constant',
      amount: 12.5,
      minimum_amount: null,
      blocks: [setup.conditionId],
      all_conditions_needed: true,
      pricelist: null,
      dependencies: [],
    });

    const fuel = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Fuel',
        amount: 14,
        minimum_amount: 5,
        maximum_amount: 80,
        hidden: true,
        dependencies: [tollId],
        zone_conditions: [{ zone_from: setup.zones[0], zone_to: null, amount: 10, minimum_amount: null, maximum_amount: 50 }],
      },
    });
    expect(fuel.status, fuel.response.body).toBe(201);
    const fuelRead = (await client.call(SURCHARGE_ROUTES.get, { params: { id: fuel.answer.id } })).answer;
    expect(fuelRead).toMatchObject({
      type: 'percentage',
      amount: 14,
      minimum_amount: 5,
      maximum_amount: 80,
      hidden: true,
      dependencies: [{ id: tollId, name: 'Road toll' }],
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
            { quantity: 1, unit: 'per_shipment' as const },
            { quantity: 33, unit: 'per_unit' as const },
          ],
          zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, prices: [30, 4.5] }],
        },
      ],
    };
    const tailLift = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Tail lift',
        type: 'pricelist',
        amount: 99,
        ldm_blocks: [setup.conditionId],
        pricelist: grid,
      },
    });
    expect(tailLift.status, tailLift.response.body).toBe(201);
    const tailId = tailLift.answer.id;
    const tailRead = (await client.call(SURCHARGE_ROUTES.get, { params: { id: tailId } })).answer;
    expect(tailRead).toMatchObject({
      type: 'pricelist',
      amount: null,
      ldm_blocks: [setup.conditionId],
      pricelist: { unit: 'eur_pallet', ldm_multiplier: 1850, min_max_rule: 'min' },
    });
    expect(tailRead.pricelist?.fare_groups[0]?.zones[0]).toMatchObject({ zone_from_name: 'Zone 0', prices: [30, 4.5] });
    expect((await client.call(ZONE_ROUTES.get, { params: { id: setup.zones[1]! } })).answer.pricelists).toEqual([
      { surcharge_id: tailId, surcharge_name: 'Tail lift' },
    ]);

    // Switching the type drops the grid; the list shows the amount and the last update.
    const switched = await client.call(SURCHARGE_ROUTES.update, {
      params: { id: tailId },
      body: { ...tailRead, type: 'constant', amount: 20 },
    });
    expect(switched.answer).toMatchObject({ type: 'constant', amount: 20, pricelist: null, ldm_blocks: [] });
    const list = (await client.call(SURCHARGE_ROUTES.list, { query: { sort_by: 'name' } })).answer;
    expect(list.items.map((s) => [s.name, s.amount])).toEqual([
      ['Fuel', 14],
      ['Road toll', 12.5],
      ['Tail lift', 20],
    ]);
    expect(list.items[0]?.updated_at).toBeTruthy();
    expect((await client.call(SURCHARGE_ROUTES.options)).answer).toHaveLength(3);
  });

  it('refuses a dependency cycle, naming it, and writes nothing', async () => {
    const { client } = await owner();
    const a = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'A', amount: 1 } })).answer.id;
    const b = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'B', amount: 2, dependencies: [a] } })).answer.id;
    const cycle = await saveLoaded(client, a, { name: 'A', amount: 1, dependencies: [b] });
    expect(cycle.status).toBe(422);
    expect(cycle.error.message).toBe('Surcharge dependencies form a cycle: A -> B -> A');
    expect(cycle.error.errors?.dependencies).toBe('Surcharge dependencies form a cycle: A -> B -> A');
    expect((await saveLoaded(client, a, { name: 'A', amount: 1, dependencies: [a] })).error.errors).toEqual({
      'dependencies.0': 'a surcharge cannot depend on itself',
    });
    expect((await client.call(SURCHARGE_ROUTES.get, { params: { id: a } })).answer.dependencies).toEqual([]);
  });

  it('validates each field: name, amount, zone condition amount, grid multiplier, references', async () => {
    const { client, setup } = await owner();
    const other = await createCarrier(use().database.db);
    const foreign = await createPricingSetup(use().database.db, other.carrierId);
    const bad = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: '',
        type: 'constant',
        zone_conditions: [{ zone_from: setup.zones[0], zone_to: null, amount: '' }],
      },
    });
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['amount', 'name', 'zone_conditions.0.amount']);
    const noGrid = await client.call(SURCHARGE_ROUTES.create, { body: { name: 'X', type: 'pricelist' } });
    expect(noGrid.error.errors).toEqual({ pricelist: 'is required' });
    const noMultiplier = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'X',
        type: 'pricelist',
        pricelist: { ldm_multiplier: '', fare_groups: [] },
      },
    });
    expect(noMultiplier.error.errors).toHaveProperty(['pricelist.ldm_multiplier']);
    const refs = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'X',
        amount: 1,
        blocks: [foreign.conditionId],
        zone_conditions: [{ zone_from: foreign.zones[0], zone_to: null, amount: 1 }],
      },
    });
    expect(refs.error.errors).toEqual({
      'blocks.0': 'is not a condition of this carrier',
      'zone_conditions.0.zone_from': 'is not a zone of this carrier',
    });
    // Bounds: a percent up to 1000 %, money up to 10,000,000, each field named.
    const huge = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Fuel',
        type: 'percentage',
        amount: 1500,
        maximum_amount: 99_999_999_999,
        zone_conditions: [{ zone_from: setup.zones[0], zone_to: null, amount: 5000 }],
      },
    });
    expect(huge.status).toBe(422);
    expect(huge.error.errors).toEqual({
      amount: 'must be at most 1000 %',
      maximum_amount: 'must be at most 10000000',
      'zone_conditions.0.amount': 'must be at most 1000 %',
    });
    expect((await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', type: 'percentage', amount: 500 } })).status).toBe(201);
    expect((await client.call(SURCHARGE_ROUTES.list)).answer.count).toBe(1);
  });

  it('refuses a save of a stale version with 409 and keeps the newer save', async () => {
    const { client } = await owner();
    const id = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', amount: 10 } })).answer.id;
    const loaded = (await client.call(SURCHARGE_ROUTES.get, { params: { id } })).answer;
    expect(loaded.version).toBe(1);
    expect((await client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...loaded, amount: 11 } })).answer.version).toBe(2);
    const stale = await client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...loaded, amount: 12 } });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toMatch(/^Changed by .+ at \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}: reload to see their change$/);
    expect((await client.call(SURCHARGE_ROUTES.get, { params: { id } })).answer).toMatchObject({ amount: 11, version: 2 });
  });

  it('refuses a save without a version (422 naming it) or with one not stored yet (409), writing nothing', async () => {
    const { client } = await owner();
    const id = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', amount: 10 } })).answer.id;
    const { version: _loaded, ...unversioned } = (await client.call(SURCHARGE_ROUTES.get, { params: { id } })).answer;
    const before = await fingerprint(use());
    const missing = await client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...unversioned, amount: 11 } });
    expect(missing.status).toBe(422);
    expect(missing.error).toMatchObject({ code: 'VALIDATION', errors: { version: 'is required' } });
    for (const version of [2, 2_147_483_647]) {
      const future = await client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...unversioned, amount: 12, version } });
      expect(future.status).toBe(409);
      // The whole body, exactly (the error's schema would drop a key it does not know).
      expect(future.response.json()).toEqual({
        code: 'CONFLICT',
        message: `Version ${version} does not exist yet: the stored version is 1`,
        errors: { version: `is ${version}; the stored version is 1` },
      });
    }
    const restore = (body: { version?: number }) => client.call(SURCHARGE_VERSION_ROUTES.restore, { params: { id, version: 1 }, body });
    expect((await restore({})).error.errors).toEqual({ version: 'is required' });
    expect((await restore({ version: 2 })).status).toBe(409);
    expect(changedTables(before, await fingerprint(use()))).toEqual([]);
    expect(
      (await client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...unversioned, amount: 13, version: 1 } })).answer,
    ).toMatchObject({
      amount: 13,
      version: 2,
    });
  });

  it('logs the author and the changed fields', async () => {
    const { client } = await owner();
    const id = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'ADR', type: 'constant', amount: 25 } })).answer.id;
    await saveLoaded(client, id, { name: 'ADR', type: 'constant', amount: 30 });
    const logs = (await client.call(SURCHARGE_ROUTES.logs, { params: { id } })).answer;
    expect(logs.map((l) => l.changes)).toEqual([{ updates: { amount: 30 }, before: { amount: 25 } }, { created: true }]);
    expect(logs.map((l) => l.lines)).toEqual([['Amount: 25,00 → 30,00'], ['Created']]);
  });

  it('serves dependencies and zone conditions in the change log by name', async () => {
    const { client, setup } = await owner();
    const toll = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Road toll', type: 'constant', amount: 5 } })).answer.id;
    const body = { name: 'Fuel', amount: 10 };
    const id = (await client.call(SURCHARGE_ROUTES.create, { body })).answer.id;
    const zone = (await client.call(ZONE_ROUTES.get, { params: { id: setup.zones[0]! } })).answer.name;
    const saved = await saveLoaded(client, id, {
      ...body,
      dependencies: [toll],
      zone_conditions: [{ zone_from: setup.zones[0], zone_to: null, amount: 7, minimum_amount: null, maximum_amount: null }],
    });
    expect(saved.status, saved.response.body).toBe(200);
    const [latest] = (await client.call(SURCHARGE_ROUTES.logs, { params: { id } })).answer;
    expect(latest?.changes).toEqual({
      updates: { dependencies: ['Road toll'], zone_conditions: [`${zone} → any zone: 7`] },
      before: { dependencies: [], zone_conditions: [] },
    });
    expect(latest?.lines).toEqual(['Dependencies: — → Road toll', `Zone conditions: — → ${zone} → any zone: 7`]);
  });

  it('keeps carriers apart, checks permissions, and lets an admin work under a carrier', async () => {
    const { client, carrierId } = await owner();
    const id = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', amount: 10 } })).answer.id;
    const other = await use()
      .client()
      .login((await createCarrier(use().database.db)).owner.email, PASSWORD);
    expect((await other.call(SURCHARGE_ROUTES.get, { params: { id } })).status).toBe(404);
    expect((await other.call(SURCHARGE_ROUTES.update, { params: { id }, body: { name: 'X', amount: 1 } })).status).toBe(404);
    expect((await other.call(SURCHARGE_ROUTES.create, { body: { name: 'B', amount: 1, dependencies: [id] } })).error.errors).toEqual({
      'dependencies.0': 'is not a surcharge of this carrier',
    });
    const reader = await use()
      .client()
      .login(
        (await createUser(use().database.db, { carrierId, roleId: await createRole(use().database.db, carrierId, { level: 'read' }) }))
          .email,
        PASSWORD,
      );
    expect((await reader.call(SURCHARGE_ROUTES.get, { params: { id } })).status).toBe(200);
    expect((await reader.call(SURCHARGE_ROUTES.create, { body: { name: 'B', amount: 1 } })).status).toBe(403);
    expect((await client.call(ADMIN_SURCHARGE_ROUTES.list, { params: { carrierId } })).status).toBe(403);

    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    expect((await admin.call(ADMIN_SURCHARGE_ROUTES.list, { params: { carrierId } })).answer.items.map((s) => s.id)).toEqual([id]);
    const created = await admin.call(ADMIN_SURCHARGE_ROUTES.create, {
      params: { carrierId },
      body: { name: 'Admin made', type: 'constant', amount: 5 },
    });
    expect(created.status).toBe(201);
    expect((await client.call(SURCHARGE_ROUTES.get, { params: { id: created.answer.id } })).answer.name).toBe('Admin made');
    expect((await admin.call(ADMIN_SURCHARGE_ROUTES.list, { params: { carrierId: 999999 } })).status).toBe(404);
    const zones = (await admin.call(ADMIN_ROUTES.carrierZones, { params: { id: carrierId } })).answer;
    expect(zones.map((z) => z.name)).toEqual(['Zone 0', 'Zone 1', 'Zone 2']);
    expect((await admin.call(ADMIN_ROUTES.carrierConditions, { params: { id: carrierId } })).answer).toEqual([
      expect.objectContaining({ type: 'adr', label: 'ADR' }),
    ]);
    expect((await admin.call(ADMIN_ROUTES.carrierTransits, { params: { id: carrierId } })).answer).toEqual([
      expect.objectContaining({ name: '2 days' }),
    ]);
    expect((await client.call(ADMIN_ROUTES.carrierZones, { params: { id: carrierId } })).status).toBe(403);
  });
});
