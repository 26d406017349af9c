import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/helpers';
import { changedTables, fingerprint } from '../../../test/route-table';

/** A pricelist body with a rows x quantities grid of distinct prices (some cells empty). */
function pricelistBody(
  setup: Awaited<ReturnType<typeof createPricingSetup>>,
  rows: number,
  quantities: number,
  extra: Record<string, unknown> = {},
) {
  const zoneRows = Array.from({ length: rows }, (_, r) => ({
    zone_from: setup.zones[r % setup.zones.length]!,
    zone_to: setup.zones[Math.floor(r / setup.zones.length) % setup.zones.length]!,
    transit: r % 2 ? setup.transitId : null,
    minimum_amount: r % 3 ? null : 15.5,
    maximum_amount: null,
    prices: Array.from({ length: quantities }, (_, q) => ((r * 7 + q) % 11 === 0 ? null : Number((r + q * 0.25 + 0.01).toFixed(2)))),
  }));
  return {
    name: 'Export 2027',
    service_id: setup.serviceId,
    customer_id: setup.partnerId,
    currency: 'EUR',
    unit: 'payable_weight',
    ldm_multiplier: 1850,
    cbm_multiplier: 333,
    status: 'proposed',
    valid_from: '2027-01-01',
    valid_to: '2027-12-31',
    active: true,
    comment: 'Tender price',
    payweight_rounding: 'tens',
    ldm_rounding: 'tenths',
    min_max_rule: 'max',
    surcharges: [],
    blocks: [setup.conditionId],
    ldm_blocks: [],
    fare_groups: [
      {
        quantities: Array.from({ length: quantities }, (_, q) => ({ quantity: (q + 1) * 100, unit: q < 2 ? 'per_shipment' : 'per_100kg' })),
        zones: zoneRows,
      },
    ],
    ...extra,
  };
}

describeEachDatabase('pricelists', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 15 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, setup, client };
  }

  it('saves a 200 x 30 grid and reads every cell back exactly, with names resolved', async () => {
    const { client, setup } = await owner();
    const body = pricelistBody(setup, 200, 30);
    const created = await client.post('/fe/pricelists', body);
    expect(created.statusCode, created.body).toBe(201);
    const read = (await client.get(`/fe/pricelists/${created.json().id}`)).json();
    expect(read).toMatchObject({
      name: 'Export 2027',
      status: 'proposed',
      min_max_rule: 'max',
      payweight_rounding: 'tens',
      blocks: [setup.conditionId],
      customer_id: setup.partnerId,
    });
    expect(read.fare_groups[0].quantities).toEqual(body.fare_groups[0]!.quantities);
    const zones = read.fare_groups[0].zones;
    expect(zones).toHaveLength(200);
    zones.forEach(
      (
        row: { zone_from: number; zone_to: number; transit: number | null; minimum_amount: number | null; prices: (number | null)[] },
        r: number,
      ) => {
        const sent = body.fare_groups[0]!.zones[r]!;
        expect([row.zone_from, row.zone_to, row.transit, row.minimum_amount]).toEqual([
          sent.zone_from,
          sent.zone_to,
          sent.transit,
          sent.minimum_amount,
        ]);
        expect(row.prices).toEqual(sent.prices);
      },
    );
    expect(zones[1]).toMatchObject({ zone_from_name: 'Zone 1', zone_to_name: 'Zone 0', transit_name: '2 days' });
    expect((await client.get(`/fe/services/${setup.serviceId}`)).json().pricelist_count).toBe(1);
    expect((await client.get(`/fe/transits/${setup.transitId}`)).json().traffic_count).toBe(100);
    expect((await client.get(`/fe/zones/${setup.zones[0]}`)).json().pricelists).toEqual([
      { price_list_id: created.json().id, name: 'Export 2027', active: true, comment: 'Tender price' },
    ]);
  });

  it('answers validation errors per cell and per field, and writes nothing', async () => {
    const { client, setup, carrierId } = await owner();
    const other = await createCarrier(use().database.db);
    const foreign = await createPricingSetup(use().database.db, other.carrierId);
    const body = pricelistBody(setup, 3, 3);
    const zones = body.fare_groups[0]!.zones;
    zones[1]!.prices[2] = 'abc' as unknown as number;
    zones[2] = { ...zones[0]! };
    const bad = await client.post('/fe/pricelists', { ...body, valid_to: '2026-02-30', ldm_multiplier: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      'fare_groups.0.zones.1.prices.2': 'must be a number',
      'fare_groups.0.zones.2.zone_to': 'Duplicate FROM - TO zones',
      valid_to: expect.any(String),
      ldm_multiplier: expect.any(String),
    });
    const refs = await client.post(
      '/fe/pricelists',
      pricelistBody(setup, 2, 2, { service_id: foreign.serviceId, blocks: [foreign.conditionId] }),
    );
    expect(refs.statusCode).toBe(422);
    expect(refs.json().errors).toMatchObject({
      service_id: 'is not a service of this carrier',
      'blocks.0': 'is not a condition of this carrier',
    });
    const foreignZone = pricelistBody(setup, 1, 2);
    foreignZone.fare_groups[0]!.zones[0]!.zone_to = foreign.zones[0]!;
    expect((await client.post('/fe/pricelists', foreignZone)).json().errors).toEqual({
      'fare_groups.0.zones.0.zone_to': 'is not a zone of this carrier',
    });
    const reversed = await client.post('/fe/pricelists', pricelistBody(setup, 1, 1, { valid_from: '2027-02-01', valid_to: '2027-01-31' }));
    expect(reversed.json().errors).toEqual({ valid_to: 'must not be before Valid from' });
    // 31.12.2027 once became 3112-02-02 in the web app: a validity past 2200 is a typo, named.
    const typo = await client.post('/fe/pricelists', pricelistBody(setup, 1, 1, { valid_to: '3112-02-02' }));
    expect(typo.statusCode).toBe(422);
    expect(typo.json().errors).toEqual({ valid_to: 'must be a date in the years 1900 to 2200' });
    const early = await client.post('/fe/pricelists', pricelistBody(setup, 1, 1, { valid_from: '1899-12-31' }));
    expect(early.json().errors).toEqual({ valid_from: 'must be a date in the years 1900 to 2200' });
    // Bounds: a price below 0 or past 10,000,000 is refused, the cell named.
    const negative = pricelistBody(setup, 13, 4);
    negative.fare_groups[0]!.zones[12]!.prices[3] = -5;
    negative.fare_groups[0]!.zones[2]!.prices[0] = 99_999_999_999_999;
    const bounded = await client.post('/fe/pricelists', negative);
    expect(bounded.statusCode).toBe(422);
    expect(bounded.json().errors).toEqual({
      'fare_groups.0.zones.12.prices.3': 'must be at least 0',
      'fare_groups.0.zones.2.prices.0': 'must be at most 10000000',
    });
    const unsorted = pricelistBody(setup, 1, 2);
    unsorted.fare_groups[0]!.quantities[1]!.quantity = 50;
    expect((await client.post('/fe/pricelists', unsorted)).json().errors).toHaveProperty(['fare_groups.0.quantities.1.quantity']);
    const count = await use().database.db.selectFrom('pricelists').select('id').where('carrier_id', '=', carrierId).execute();
    expect(count).toHaveLength(0);
    expect(await use().database.db.selectFrom('grids').select('id').where('carrier_id', '=', carrierId).execute()).toHaveLength(0);
  });

  it('serves the change log with names, not ids: surcharges by name, conditions described', async () => {
    const { client, setup } = await owner();
    const fuel = (await client.post('/fe/surcharges', { name: 'Fuel', amount: 10 })).json().id;
    const adr = (await client.post('/fe/surcharges', { name: 'ADR', type: 'constant', amount: 25 })).json().id;
    const body = pricelistBody(setup, 2, 2);
    const id = (await client.post('/fe/pricelists', body)).json().id;
    expect((await client.saveLoaded(`/fe/pricelists/${id}`, { ...body, surcharges: [fuel, adr], blocks: [] })).statusCode).toBe(200);
    const [latest] = (await client.get(`/fe/pricelists/${id}/logs`)).json();
    expect(latest.changes).toEqual({
      updates: { surcharges: ['Fuel', 'ADR'], blocks: [] },
      before: { surcharges: [], blocks: [expect.any(String)] },
    });
    expect(latest.lines).toEqual(['Surcharges: — → Fuel, ADR', `Conditions: ${latest.changes.before.blocks[0]} → —`]);
    expect((await client.saveLoaded(`/fe/pricelists/${id}`, { ...body, surcharges: [adr], blocks: [setup.conditionId] })).statusCode).toBe(
      200,
    );
    const [named] = (await client.get(`/fe/pricelists/${id}/logs`)).json();
    expect(named.changes.updates.surcharges).toEqual(['ADR']);
    expect(named.changes.updates.blocks).toHaveLength(1);
    expect(named.changes.updates.blocks[0]).toMatch(/[A-Za-z]/);
    expect(named.changes.updates.blocks[0]).not.toBe(String(setup.conditionId));
  });

  it('logs creation and the changed fields with the author, and archives out of the list', async () => {
    const { client, setup, owner: user } = await owner();
    const body = pricelistBody(setup, 2, 2);
    const id = (await client.post('/fe/pricelists', body)).json().id;
    const updated = await client.saveLoaded(`/fe/pricelists/${id}`, {
      ...body,
      comment: 'Renewed',
      active: false,
      customer_id: null,
      fare_groups: pricelistBody(setup, 3, 2).fare_groups,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ comment: 'Renewed', active: false });
    const logs = (await client.get(`/fe/pricelists/${id}/logs`)).json();
    expect(logs).toHaveLength(2);
    const partner = (await client.get(`/fe/customers/${setup.partnerId}`)).json().name;
    expect(logs[0].changes).toMatchObject({
      updates: {
        customer_id: 'General',
        comment: 'Renewed',
        active: false,
        fare_groups: { cells_total: 0, added_total: 1, removed_total: 0 },
      },
      before: { customer_id: partner, comment: 'Tender price', active: true },
    });
    expect(logs[0].lines).toEqual([
      `Partner: ${partner} → General`,
      'Active: Yes → No',
      'Comment: Tender price → Renewed',
      'Zone row added: fare group 1, zone Zone 2 → Zone 0',
    ]);
    expect(logs[1].changes).toEqual({ created: true });
    expect(logs[1].lines).toEqual(['Created']);
    const name = (await use().database.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow()).name;
    expect(logs[0].author).toBe(name);
    expect((await client.delete(`/fe/pricelists/${id}/archive`)).statusCode).toBe(204);
    expect((await client.get('/fe/pricelists')).json().count).toBe(0);
    expect((await client.get(`/fe/pricelists/${id}`)).statusCode).toBe(404);
  });

  it('says in the change log which cells changed, old → new, the first three and how many more, and a restore', async () => {
    const { client, setup } = await owner();
    const body = pricelistBody(setup, 6, 3);
    const id = (await client.post('/fe/pricelists', body)).json().id;
    const changed = structuredClone(body);
    for (const row of changed.fare_groups[0]!.zones.slice(0, 5)) row.prices[1] = 99;
    changed.fare_groups[0]!.zones.pop();
    expect((await client.saveLoaded(`/fe/pricelists/${id}`, { ...changed, valid_to: '2028-06-30' })).statusCode).toBe(200);
    const [saved] = (await client.get(`/fe/pricelists/${id}/logs`)).json();
    // Row 3's 200 kg cell was empty: (3 * 7 + 1) % 11 === 0.
    expect(saved.lines).toEqual([
      'Valid to: 31.12.2027 → 30.06.2028',
      'Fare group 1, zone Zone 0 → Zone 0, up to 200 kg: 0,26 → 99,00',
      'Fare group 1, zone Zone 1 → Zone 0, up to 200 kg: 1,26 → 99,00',
      'Fare group 1, zone Zone 2 → Zone 0, up to 200 kg: 2,26 → 99,00',
      'and 2 more changed cells',
      'Zone row removed: fare group 1, zone Zone 5 → Zone 0',
    ]);
    expect(saved.changes.updates.fare_groups.cells).toHaveLength(5);
    expect(saved.changes.updates.fare_groups.cells[3]).toMatchObject({ zone_from_name: 'Zone 3', from: null, to: 99 });

    const current = (await client.get(`/fe/pricelists/${id}`)).json().version;
    expect((await client.post(`/fe/pricelists/${id}/versions/1/restore`, { version: current })).statusCode).toBe(200);
    const [restored] = (await client.get(`/fe/pricelists/${id}/logs`)).json();
    expect(restored.lines.slice(0, 3)).toEqual([
      'Restored version 1',
      'Valid to: 30.06.2028 → 31.12.2027',
      'Fare group 1, zone Zone 0 → Zone 0, up to 200 kg: 99,00 → 0,26',
    ]);
    expect(restored.lines).toContain('Zone row added: fare group 1, zone Zone 5 → Zone 0');
  });

  it('keeps an entry logged before the cells were recorded readable', async () => {
    const { client, setup, carrierId, owner: user } = await owner();
    const id = (await client.post('/fe/pricelists', pricelistBody(setup, 2, 2))).json().id;
    // As migration 0017 keeps an old log entry that made no version.
    await use()
      .database.db.insertInto('record_versions')
      .values({
        carrier_id: carrierId,
        record_type: 'pricelist',
        record_id: id,
        author_id: user.id,
        author_name: 'Old clerk',
        changes: JSON.stringify({ updates: { valid_to: '2027-06-30', fare_groups: '1 fare group(s), 7 zone row(s)' } }),
      })
      .execute();
    const logs = (await client.get(`/fe/pricelists/${id}/logs`)).json();
    const old = logs.find((l: { author: string }) => l.author === 'Old clerk');
    expect(old.lines).toEqual(['Valid to: 30.06.2027', 'Prices changed (1 fare group, 7 zone rows after the change)']);
  });

  it('refuses a save from a stale page with 409 naming who changed it and when, and writes nothing', async () => {
    const { client, setup, owner: user } = await owner();
    const id = (await client.post('/fe/pricelists', pricelistBody(setup, 2, 2))).json().id;
    const loaded = (await client.get(`/fe/pricelists/${id}`)).json();
    expect(loaded.version).toBe(1);
    // Two clerks loaded version 1; the first saves, the second's save must not overwrite it.
    const first = await client.put(`/fe/pricelists/${id}`, { ...loaded, comment: 'first' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    const second = await client.put(`/fe/pricelists/${id}`, { ...loaded, comment: 'second' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONFLICT');
    expect(second.json().message).toMatch(
      new RegExp(`^Changed by ${user.name} at \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}: reload to see their change$`),
    );
    expect(second.json().errors).toEqual({ version: 'is 1; the stored version is 2' });
    expect((await client.get(`/fe/pricelists/${id}`)).json()).toMatchObject({ comment: 'first', version: 2 });
    // Reloaded, the save goes through; the log holds one entry per save.
    expect((await client.put(`/fe/pricelists/${id}`, { ...loaded, comment: 'third', version: 2 })).json().version).toBe(3);
    const logs = (await client.get(`/fe/pricelists/${id}/logs`)).json();
    expect(logs.map((l: { changes: unknown }) => l.changes)).toEqual([
      { updates: { comment: 'third' }, before: { comment: 'first' } },
      { updates: { comment: 'first' }, before: { comment: 'Tender price' } },
      { created: true },
    ]);
  });

  it('refuses a save without a version (422 naming it) or with one not stored yet (409), writing nothing', async () => {
    const { client, setup } = await owner();
    const id = (await client.post('/fe/pricelists', pricelistBody(setup, 2, 2))).json().id;
    const { version: _loaded, ...unversioned } = (await client.get(`/fe/pricelists/${id}`)).json();
    const before = await fingerprint(use());
    const missing = await client.put(`/fe/pricelists/${id}`, { ...unversioned, comment: 'no version' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/^Version/),
      errors: { version: 'is required' },
    });
    for (const version of [2, 2_147_483_647]) {
      const future = await client.put(`/fe/pricelists/${id}`, { ...unversioned, comment: 'future', version });
      expect(future.statusCode).toBe(409);
      expect(future.json()).toEqual({
        code: 'CONFLICT',
        message: `Version ${version} does not exist yet: the stored version is 1`,
        errors: { version: `is ${version}; the stored version is 1` },
      });
    }
    const restore = `/fe/pricelists/${id}/versions/1/restore`;
    expect((await client.post(restore, {})).json()).toMatchObject({ code: 'VALIDATION', errors: { version: 'is required' } });
    expect((await client.post(restore, { version: 5 })).statusCode).toBe(409);
    expect(changedTables(before, await fingerprint(use()))).toEqual([]);
    // Twenty saves of the version loaded at once: one goes through, none without a version.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.put(`/fe/pricelists/${id}`, { ...unversioned, comment: `save ${i}`, version: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect((await client.get(`/fe/pricelists/${id}`)).json().version).toBe(2);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const { client, setup } = await owner();
    const id = (await client.post('/fe/pricelists', pricelistBody(setup, 20, 5))).json().id;
    const loaded = (await client.get(`/fe/pricelists/${id}`)).json();
    const answers = await Promise.all(['a', 'b'].map((comment) => client.put(`/fe/pricelists/${id}`, { ...loaded, comment })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((a) => a.statusCode === 200)!.json();
    expect((await client.get(`/fe/pricelists/${id}`)).json()).toMatchObject({ comment: saved.comment, version: 2 });
    expect((await client.get(`/fe/pricelists/${id}/logs`)).json()).toHaveLength(2);
  });

  it('filters by partner (incl. General), active, service, unit and comment', async () => {
    const { client, setup } = await owner();
    const make = (extra: Record<string, unknown>) => client.post('/fe/pricelists', pricelistBody(setup, 1, 1, extra));
    const partnerList = (await make({ name: 'Partner list' })).json().id;
    const generalList = (await make({ name: 'General list', customer_id: null, comment: 'baseline' })).json().id;
    const disabled = (await make({ name: 'Old', active: false, unit: 'eur_pallet' })).json().id;
    const ids = async (q: string) =>
      (await client.get(`/fe/pricelists?${q}`))
        .json()
        .items.map((p: { id: number }) => p.id)
        .sort();
    expect(await ids('customer=general')).toEqual([generalList]);
    expect(await ids(`customer=general,${setup.partnerId}`)).toEqual([partnerList, generalList, disabled].sort());
    expect(await ids('active=false')).toEqual([disabled]);
    expect(await ids('active=true,false')).toHaveLength(3);
    expect(await ids('unit=eur_pallet')).toEqual([disabled]);
    expect(await ids('comment=BASE')).toEqual([generalList]);
    expect(await ids(`service=${setup.serviceId}&active=true`)).toEqual([partnerList, generalList].sort());
    expect((await client.get('/fe/pricelists?customer=x')).statusCode).toBe(422);
    const item = (await client.get(`/fe/pricelists?customer=general`)).json().items[0];
    expect(item).toMatchObject({ service_name: 'Groupage', customer_name: null, unit: 'payable_weight', last_activity: null });
  });

  it('answers defaults of one year from today', async () => {
    const { client } = await owner();
    const defaults = (await client.get('/fe/pricelists/defaults')).json();
    expect(defaults).toMatchObject({ currency: 'EUR', min_max_rule: 'min', ldm_default: 1850, cbm_default: 333, ldm_rounding: 'tenths' });
    expect(Number(defaults.valid_to.slice(0, 4)) - Number(defaults.valid_from.slice(0, 4))).toBe(1);
    expect(defaults.valid_to.slice(5)).toBe(defaults.valid_from.slice(5));
  });

  it('keeps carriers apart and checks permissions on the server', async () => {
    const { client, setup, carrierId } = await owner();
    const id = (await client.post('/fe/pricelists', pricelistBody(setup, 1, 1))).json().id;
    const other = await createCarrier(use().database.db);
    const otherClient = await use().client().login(other.owner.email, PASSWORD);
    expect((await otherClient.get(`/fe/pricelists/${id}`)).statusCode).toBe(404);
    expect((await otherClient.put(`/fe/pricelists/${id}`, pricelistBody(setup, 1, 1))).statusCode).toBe(404);
    expect((await otherClient.delete(`/fe/pricelists/${id}/archive`)).statusCode).toBe(404);
    expect((await otherClient.get(`/fe/pricelists/${id}/logs`)).statusCode).toBe(404);
    const reader: TestClient = await use()
      .client()
      .login(
        (await createUser(use().database.db, { carrierId, roleId: await createRole(use().database.db, carrierId, { level: 'read' }) }))
          .email,
        PASSWORD,
      );
    expect((await reader.get(`/fe/pricelists/${id}`)).statusCode).toBe(200);
    expect((await reader.post('/fe/pricelists', pricelistBody(setup, 1, 1))).statusCode).toBe(403);
    expect((await reader.delete(`/fe/pricelists/${id}/archive`)).statusCode).toBe(403);
    const blind = await use()
      .client()
      .login(
        (
          await createUser(use().database.db, {
            carrierId,
            roleId: await createRole(use().database.db, carrierId, { level: 'read', levels: { pricelists: 'none' } }),
          })
        ).email,
        PASSWORD,
      );
    expect((await blind.get('/fe/pricelists')).statusCode).toBe(403);
  });
});
