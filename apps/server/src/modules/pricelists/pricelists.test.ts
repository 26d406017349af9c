import {
  PARTNER_ROUTES,
  pathOf,
  PRICELIST_ROUTES,
  PRICELIST_VERSION_ROUTES,
  type QueryInput,
  SERVICE_ROUTES,
  SURCHARGE_ROUTES,
  TRANSIT_ROUTES,
  ZONE_ROUTES,
} from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import {
  answerWith,
  Called,
  createdId,
  describeEachDatabase,
  type PricelistInput,
  saveLoaded,
  type TestClient,
} from '../../../test/helpers';
import { changedTables, fingerprint } from '../../../test/route-table';

/** A pricelist body with a rows x quantities grid of distinct prices (some cells empty). */
function pricelistBody(
  setup: Awaited<ReturnType<typeof createPricingSetup>>,
  rows: number,
  quantities: number,
  extra: Partial<PricelistInput> = {},
): PricelistInput {
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
    const created = await client.call(PRICELIST_ROUTES.create, { body });
    expect(created.status, created.response.body).toBe(201);
    const read = (await client.call(PRICELIST_ROUTES.get, { params: { id: createdId(created.answer) } })).answer;
    expect(read).toMatchObject({
      name: 'Export 2027',
      status: 'proposed',
      min_max_rule: 'max',
      payweight_rounding: 'tens',
      blocks: [setup.conditionId],
      customer_id: setup.partnerId,
    });
    expect(read.fare_groups[0]!.quantities).toEqual(body.fare_groups[0]!.quantities);
    const zones = read.fare_groups[0]!.zones;
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
    expect((await client.call(SERVICE_ROUTES.get, { params: { id: setup.serviceId } })).answer.pricelist_count).toBe(1);
    expect((await client.call(TRANSIT_ROUTES.get, { params: { id: setup.transitId } })).answer.traffic_count).toBe(100);
    expect((await client.call(ZONE_ROUTES.get, { params: { id: setup.zones[0]! } })).answer.pricelists).toEqual([
      { price_list_id: createdId(created.answer), name: 'Export 2027', active: true, comment: 'Tender price' },
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
    const bad = await client.call(PRICELIST_ROUTES.create, { body: { ...body, valid_to: '2026-02-30', ldm_multiplier: '' } });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toMatchObject({
      'fare_groups.0.zones.1.prices.2': 'must be a number',
      'fare_groups.0.zones.2.zone_to': 'Duplicate FROM - TO zones',
      valid_to: expect.any(String),
      ldm_multiplier: expect.any(String),
    });
    const refs = await client.call(PRICELIST_ROUTES.create, {
      body: pricelistBody(setup, 2, 2, { service_id: foreign.serviceId, blocks: [foreign.conditionId] }),
    });
    expect(refs.status).toBe(422);
    expect(refs.error.errors).toMatchObject({
      service_id: 'is not a service of this carrier',
      'blocks.0': 'is not a condition of this carrier',
    });
    const foreignZone = pricelistBody(setup, 1, 2);
    foreignZone.fare_groups[0]!.zones[0]!.zone_to = foreign.zones[0]!;
    expect((await client.call(PRICELIST_ROUTES.create, { body: foreignZone })).error.errors).toEqual({
      'fare_groups.0.zones.0.zone_to': 'is not a zone of this carrier',
    });
    const reversed = await client.call(PRICELIST_ROUTES.create, {
      body: pricelistBody(setup, 1, 1, { valid_from: '2027-02-01', valid_to: '2027-01-31' }),
    });
    expect(reversed.error.errors).toEqual({ valid_to: 'must not be before Valid from' });
    // 31.12.2027 once became 3112-02-02 in the web app: a validity past 2200 is a typo, named.
    const typo = await client.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 1, 1, { valid_to: '3112-02-02' }) });
    expect(typo.status).toBe(422);
    expect(typo.error.errors).toEqual({ valid_to: 'must be a date in the years 1900 to 2200' });
    const early = await client.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 1, 1, { valid_from: '1899-12-31' }) });
    expect(early.error.errors).toEqual({ valid_from: 'must be a date in the years 1900 to 2200' });
    // Bounds: a price below 0 or past 10,000,000 is refused, the cell named.
    const negative = pricelistBody(setup, 13, 4);
    negative.fare_groups[0]!.zones[12]!.prices[3] = -5;
    negative.fare_groups[0]!.zones[2]!.prices[0] = 99_999_999_999_999;
    const bounded = await client.call(PRICELIST_ROUTES.create, { body: negative });
    expect(bounded.status).toBe(422);
    expect(bounded.error.errors).toEqual({
      'fare_groups.0.zones.12.prices.3': 'must be at least 0',
      'fare_groups.0.zones.2.prices.0': 'must be at most 10000000',
    });
    const unsorted = pricelistBody(setup, 1, 2);
    unsorted.fare_groups[0]!.quantities[1]!.quantity = 50;
    expect((await client.call(PRICELIST_ROUTES.create, { body: unsorted })).error.errors).toHaveProperty([
      'fare_groups.0.quantities.1.quantity',
    ]);
    const count = await use().database.db.selectFrom('pricelists').select('id').where('carrier_id', '=', carrierId).execute();
    expect(count).toHaveLength(0);
    expect(await use().database.db.selectFrom('grids').select('id').where('carrier_id', '=', carrierId).execute()).toHaveLength(0);
  });

  it('serves the change log with names, not ids: surcharges by name, conditions described', async () => {
    const { client, setup } = await owner();
    const fuel = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', amount: 10 } })).answer.id;
    const adr = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'ADR', type: 'constant', amount: 25 } })).answer.id;
    const body = pricelistBody(setup, 2, 2);
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body })).answer);
    expect(
      (
        await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
          params: { id },
          body: { ...body, surcharges: [fuel, adr], blocks: [] },
        })
      ).status,
    ).toBe(200);
    const latest = (await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer[0]!;
    expect(latest.changes).toEqual({
      updates: { surcharges: ['Fuel', 'ADR'], blocks: [] },
      before: { surcharges: [], blocks: [expect.any(String)] },
    });
    const before = answerWith(latest.changes, 'updates').before as { blocks: string[] };
    expect(latest.lines).toEqual(['Surcharges: — → Fuel, ADR', `Conditions: ${before.blocks[0]} → —`]);
    expect(
      (
        await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
          params: { id },
          body: { ...body, surcharges: [adr], blocks: [setup.conditionId] },
        })
      ).status,
    ).toBe(200);
    const named = answerWith((await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer[0]!.changes, 'updates').updates as {
      surcharges: string[];
      blocks: string[];
    };
    expect(named.surcharges).toEqual(['ADR']);
    expect(named.blocks).toHaveLength(1);
    expect(named.blocks[0]).toMatch(/[A-Za-z]/);
    expect(named.blocks[0]).not.toBe(String(setup.conditionId));
  });

  it('logs creation and the changed fields with the author, and archives out of the list', async () => {
    const { client, setup, owner: user } = await owner();
    const body = pricelistBody(setup, 2, 2);
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body })).answer);
    const updated = await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
      params: { id },
      body: {
        ...body,
        comment: 'Renewed',
        active: false,
        customer_id: null,
        fare_groups: pricelistBody(setup, 3, 2).fare_groups,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.answer).toMatchObject({ comment: 'Renewed', active: false });
    const logs = (await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer;
    expect(logs).toHaveLength(2);
    const partner = (await client.call(PARTNER_ROUTES.get, { params: { id: setup.partnerId } })).answer.name;
    expect(logs[0]!.changes).toMatchObject({
      updates: {
        customer_id: 'General',
        comment: 'Renewed',
        active: false,
        fare_groups: { cells_total: 0, added_total: 1, removed_total: 0 },
      },
      before: { customer_id: partner, comment: 'Tender price', active: true },
    });
    expect(logs[0]!.lines).toEqual([
      `Partner: ${partner} → General`,
      'Active: Yes → No',
      'Comment: Tender price → Renewed',
      'Zone row added: fare group 1, zone Zone 2 → Zone 0',
    ]);
    expect(logs[1]!.changes).toEqual({ created: true });
    expect(logs[1]!.lines).toEqual(['Created']);
    const name = (await use().database.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow()).name;
    expect(logs[0]!.author).toBe(name);
    expect((await client.call(PRICELIST_ROUTES.archive, { params: { id } })).status).toBe(204);
    expect((await client.call(PRICELIST_ROUTES.list)).answer.count).toBe(0);
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id } })).status).toBe(404);
  });

  it('says in the change log which cells changed, old → new, the first three and how many more, and a restore', async () => {
    const { client, setup } = await owner();
    const body = pricelistBody(setup, 6, 3);
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body })).answer);
    const changed = structuredClone(body);
    for (const row of changed.fare_groups[0]!.zones.slice(0, 5)) row.prices[1] = 99;
    changed.fare_groups[0]!.zones.pop();
    expect(
      (
        await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
          params: { id },
          body: { ...changed, valid_to: '2028-06-30' },
        })
      ).status,
    ).toBe(200);
    const saved = (await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer[0]!;
    // Row 3's 200 kg cell was empty: (3 * 7 + 1) % 11 === 0.
    expect(saved.lines).toEqual([
      'Valid to: 31.12.2027 → 30.06.2028',
      'Fare group 1, zone Zone 0 → Zone 0, up to 200 kg: 0,26 → 99,00',
      'Fare group 1, zone Zone 1 → Zone 0, up to 200 kg: 1,26 → 99,00',
      'Fare group 1, zone Zone 2 → Zone 0, up to 200 kg: 2,26 → 99,00',
      'and 2 more changed cells',
      'Zone row removed: fare group 1, zone Zone 5 → Zone 0',
    ]);
    const { cells } = (answerWith(saved.changes, 'updates').updates as { fare_groups: { cells: unknown[] } }).fare_groups;
    expect(cells).toHaveLength(5);
    expect(cells[3]).toMatchObject({ zone_from_name: 'Zone 3', from: null, to: 99 });

    const current = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer.version;
    expect((await client.call(PRICELIST_VERSION_ROUTES.restore, { params: { id, version: 1 }, body: { version: current } })).status).toBe(
      200,
    );
    const restored = (await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer[0]!;
    expect(restored.lines.slice(0, 3)).toEqual([
      'Restored version 1',
      'Valid to: 30.06.2028 → 31.12.2027',
      'Fare group 1, zone Zone 0 → Zone 0, up to 200 kg: 99,00 → 0,26',
    ]);
    expect(restored.lines).toContain('Zone row added: fare group 1, zone Zone 5 → Zone 0');
  });

  it('keeps an entry logged before the cells were recorded readable', async () => {
    const { client, setup, carrierId, owner: user } = await owner();
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 2, 2) })).answer);
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
    const logs = (await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer;
    const old = logs.find((l) => l.author === 'Old clerk')!;
    expect(old.lines).toEqual(['Valid to: 30.06.2027', 'Prices changed (1 fare group, 7 zone rows after the change)']);
  });

  it('refuses a save from a stale page with 409 naming who changed it and when, and writes nothing', async () => {
    const { client, setup, owner: user } = await owner();
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 2, 2) })).answer);
    const loaded = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer;
    expect(loaded.version).toBe(1);
    // Two clerks loaded version 1; the first saves, the second's save must not overwrite it.
    const first = await client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...loaded, comment: 'first' } });
    expect(first.status, first.response.body).toBe(200);
    expect(answerWith(first.answer, 'version').version).toBe(2);
    const second = await client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...loaded, comment: 'second' } });
    expect(second.status).toBe(409);
    expect(second.error.code).toBe('CONFLICT');
    expect(second.error.message).toMatch(
      new RegExp(`^Changed by ${user.name} at \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}: reload to see their change$`),
    );
    expect(second.error.errors).toEqual({ version: 'is 1; the stored version is 2' });
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer).toMatchObject({ comment: 'first', version: 2 });
    // Reloaded, the save goes through; the log holds one entry per save.
    const third = await client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...loaded, comment: 'third', version: 2 } });
    expect(answerWith(third.answer, 'version').version).toBe(3);
    const logs = (await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer;
    expect(logs.map((l) => l.changes)).toEqual([
      { updates: { comment: 'third' }, before: { comment: 'first' } },
      { updates: { comment: 'first' }, before: { comment: 'Tender price' } },
      { created: true },
    ]);
  });

  it('refuses a save without a version (422 naming it) or with one not stored yet (409), writing nothing', async () => {
    const { client, setup } = await owner();
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 2, 2) })).answer);
    const { version: _loaded, ...unversioned } = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer;
    const before = await fingerprint(use());
    const missing = await client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...unversioned, comment: 'no version' } });
    expect(missing.status).toBe(422);
    expect(missing.error).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/^Version/),
      errors: { version: 'is required' },
    });
    for (const version of [2, 2_147_483_647]) {
      const future = await client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...unversioned, comment: 'future', version } });
      expect(future.status).toBe(409);
      expect(future.response.json()).toEqual({
        code: 'CONFLICT',
        message: `Version ${version} does not exist yet: the stored version is 1`,
        errors: { version: `is ${version}; the stored version is 1` },
      });
    }
    // A restore without the version its type requires goes out untyped.
    const unversionedRestore = await client.post(pathOf(PRICELIST_VERSION_ROUTES.restore, { id, version: 1 }), {});
    expect(new Called(PRICELIST_VERSION_ROUTES.restore, unversionedRestore).error).toMatchObject({
      code: 'VALIDATION',
      errors: { version: 'is required' },
    });
    expect((await client.call(PRICELIST_VERSION_ROUTES.restore, { params: { id, version: 1 }, body: { version: 5 } })).status).toBe(409);
    expect(changedTables(before, await fingerprint(use()))).toEqual([]);
    // Twenty saves of the version loaded at once: one goes through, none without a version.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...unversioned, comment: `save ${i}`, version: 1 } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer.version).toBe(2);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const { client, setup } = await owner();
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 20, 5) })).answer);
    const loaded = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer;
    const answers = await Promise.all(
      ['a', 'b'].map((comment) => client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...loaded, comment } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const saved = answerWith(answers.find((a) => a.status === 200)!.answer, 'comment');
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer).toMatchObject({ comment: saved.comment, version: 2 });
    expect((await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer).toHaveLength(2);
  });

  it('filters by partner (incl. General), active, service, unit and comment', async () => {
    const { client, setup } = await owner();
    const make = (extra: Partial<PricelistInput>) => client.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 1, 1, extra) });
    const partnerList = createdId((await make({ name: 'Partner list' })).answer);
    const generalList = createdId((await make({ name: 'General list', customer_id: null, comment: 'baseline' })).answer);
    const disabled = createdId((await make({ name: 'Old', active: false, unit: 'eur_pallet' })).answer);
    const ids = async (query: Partial<QueryInput<typeof PRICELIST_ROUTES.list>>) =>
      (await client.call(PRICELIST_ROUTES.list, { query })).answer.items.map((p) => p.id).sort();
    expect(await ids({ customer: 'general' })).toEqual([generalList]);
    expect(await ids({ customer: `general,${setup.partnerId}` })).toEqual([partnerList, generalList, disabled].sort());
    expect(await ids({ active: 'false' })).toEqual([disabled]);
    expect(await ids({ active: 'true,false' })).toHaveLength(3);
    expect(await ids({ unit: 'eur_pallet' })).toEqual([disabled]);
    expect(await ids({ comment: 'BASE' })).toEqual([generalList]);
    expect(await ids({ service: String(setup.serviceId), active: 'true' })).toEqual([partnerList, generalList].sort());
    expect((await client.call(PRICELIST_ROUTES.list, { query: { customer: 'x' } })).status).toBe(422);
    const item = (await client.call(PRICELIST_ROUTES.list, { query: { customer: 'general' } })).answer.items[0];
    expect(item).toMatchObject({ service_name: 'Groupage', customer_name: null, unit: 'payable_weight', last_activity: null });
  });

  it('answers defaults of one year from today', async () => {
    const { client } = await owner();
    const defaults = (await client.call(PRICELIST_ROUTES.defaults)).answer;
    expect(defaults).toMatchObject({ currency: 'EUR', min_max_rule: 'min', ldm_default: 1850, cbm_default: 333, ldm_rounding: 'tenths' });
    expect(Number(defaults.valid_to.slice(0, 4)) - Number(defaults.valid_from.slice(0, 4))).toBe(1);
    expect(defaults.valid_to.slice(5)).toBe(defaults.valid_from.slice(5));
  });

  it('keeps carriers apart and checks permissions on the server', async () => {
    const { client, setup, carrierId } = await owner();
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 1, 1) })).answer);
    const other = await createCarrier(use().database.db);
    const otherClient = await use().client().login(other.owner.email, PASSWORD);
    expect((await otherClient.call(PRICELIST_ROUTES.get, { params: { id } })).status).toBe(404);
    expect((await otherClient.call(PRICELIST_ROUTES.update, { params: { id }, body: pricelistBody(setup, 1, 1) })).status).toBe(404);
    expect((await otherClient.call(PRICELIST_ROUTES.archive, { params: { id } })).status).toBe(404);
    expect((await otherClient.call(PRICELIST_ROUTES.logs, { params: { id } })).status).toBe(404);
    const reader: TestClient = await use()
      .client()
      .login(
        (await createUser(use().database.db, { carrierId, roleId: await createRole(use().database.db, carrierId, { level: 'read' }) }))
          .email,
        PASSWORD,
      );
    expect((await reader.call(PRICELIST_ROUTES.get, { params: { id } })).status).toBe(200);
    expect((await reader.call(PRICELIST_ROUTES.create, { body: pricelistBody(setup, 1, 1) })).status).toBe(403);
    expect((await reader.call(PRICELIST_ROUTES.archive, { params: { id } })).status).toBe(403);
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
    expect((await blind.call(PRICELIST_ROUTES.list)).status).toBe(403);
  });
});
