import { PRICELIST_ROUTES, PRICE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import { createdId, describeEachDatabase, type PricelistInput, type TestApp } from '../../../test/helpers';

/** A carrier with two zones, signed in as its owner, and a body for a general pricelist on them. */
async function carrierWithZones(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const body = (name: string, validFrom: string, price: number): PricelistInput => ({
    name,
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: validFrom,
    valid_to: '2099-12-31',
    fare_groups: [
      {
        quantities: [{ quantity: 1000, unit: 'per_shipment' as const }],
        zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, prices: [price] }],
      },
    ],
  });
  const create = async (name: string, validFrom: string, price: number) => {
    const saved = await client.call(PRICELIST_ROUTES.create, { body: body(name, validFrom, price) });
    expect(saved.status, saved.response.body).toBe(201);
    return createdId(saved.answer);
  };
  const priced = async () => {
    const answer = await client.call(PRICE_ROUTES.servicePrice, {
      body: {
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli' as const, weight: 100 }],
      },
    });
    return answer.answer[0] as { total: number | null; pricelist: { id: number } | null };
  };
  return { ...carrier, setup, client, create, priced };
}

describeEachDatabase('archived pricelists', (use) => {
  it('lists the archived pricelists and un-archives one, telling the live pricelist it takes lanes from, checked first', async () => {
    const { client, create, priced } = await carrierWithZones(use());
    const live = await create('Live', '2020-01-01', 50);
    const archived = await create('Next year', '2021-01-01', 70);
    expect((await client.call(PRICELIST_ROUTES.archive, { params: { id: archived } })).status).toBe(204);
    expect((await priced()).pricelist?.id).toBe(live);

    const list = (await client.call(PRICELIST_ROUTES.archived)).answer;
    expect(list.count).toBe(1);
    expect(list.items[0]).toMatchObject({ id: archived, name: 'Next year', version: 1 });
    expect(list.items[0]!.archived_at).toBeTypeOf('string');
    expect((await client.call(PRICELIST_ROUTES.list)).answer.items.map((p: { id: number }) => p.id)).toEqual([live]);

    // Without the version it loaded, or with one that does not exist: refused, nothing written.
    expect((await client.call(PRICELIST_ROUTES.unarchive, { params: { id: archived }, body: {} })).status).toBe(422);
    expect((await client.call(PRICELIST_ROUTES.unarchive, { params: { id: archived }, body: { version: 2 } })).status).toBe(409);
    // The check names the live pricelist whose lane it would answer instead, and writes nothing.
    const check = await client.call(PRICELIST_ROUTES.unarchive, {
      params: { id: archived },
      query: { check: 'true' },
      body: { version: 1 },
    });
    expect(check.status, check.response.body).toBe(200);
    expect(check.answer.takes_over).toMatchObject([{ pricelist_id: live, name: 'Live', from: '2021-01-01', lanes: 1, unpriced_lanes: 0 }]);
    expect((await client.call(PRICELIST_ROUTES.archived)).answer.count).toBe(1);
    expect((await priced()).pricelist?.id).toBe(live);

    const done = await client.call(PRICELIST_ROUTES.unarchive, { params: { id: archived }, body: { version: 1 } });
    expect(done.status, done.response.body).toBe(200);
    expect(done.answer).toMatchObject({ id: archived, version: 1, takes_over: [{ pricelist_id: live }] });
    expect((await client.call(PRICELIST_ROUTES.archived)).answer.count).toBe(0);
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id: archived } })).status).toBe(200);
    // It prices again at once (the cache learnt of it).
    expect(await priced()).toMatchObject({ pricelist: { id: archived }, total: 70 });
    const logged = async () => (await client.call(PRICELIST_ROUTES.logs, { params: { id: archived } })).answer as { changes: unknown }[];
    expect(JSON.stringify((await logged())[0])).toContain('"archived":false');
    // A second un-archive (another clerk's stale page) finds it live: nothing to take over, nothing written.
    const logs = (await logged()).length;
    expect((await client.call(PRICELIST_ROUTES.unarchive, { params: { id: archived }, body: { version: 1 } })).answer).toEqual({
      id: archived,
      version: 1,
      takes_over: [],
    });
    expect(
      (await client.call(PRICELIST_ROUTES.unarchive, { params: { id: archived }, query: { check: 'true' }, body: { version: 1 } })).answer,
    ).toEqual({ takes_over: [] });
    expect((await logged()).length).toBe(logs);
  });

  it('an un-archive that takes over nothing answers an empty list', async () => {
    const { client, create } = await carrierWithZones(use());
    const older = await create('Old', '2020-01-01', 50);
    await create('Current', '2021-01-01', 60);
    expect((await client.call(PRICELIST_ROUTES.archive, { params: { id: older } })).status).toBe(204);
    // The current pricelist wins over the old one on every day: bringing the old one back takes nothing.
    const done = await client.call(PRICELIST_ROUTES.unarchive, { params: { id: older }, body: { version: 1 } });
    expect(done.answer.takes_over).toEqual([]);
  });

  it("needs pricelists write; another carrier's pricelist is 404", async () => {
    const mine = await carrierWithZones(use());
    const id = await mine.create('Mine', '2020-01-01', 50);
    expect((await mine.client.call(PRICELIST_ROUTES.archive, { params: { id } })).status).toBe(204);
    const db = use().database.db;
    const reader = await use()
      .client()
      .login(
        (await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, { level: 'read' }) })).email,
        PASSWORD,
      );
    expect((await reader.call(PRICELIST_ROUTES.archived)).status).toBe(200);
    expect((await reader.call(PRICELIST_ROUTES.unarchive, { params: { id }, body: { version: 1 } })).status).toBe(403);
    expect((await reader.call(PRICELIST_ROUTES.unarchive, { params: { id }, query: { check: 'true' }, body: { version: 1 } })).status).toBe(
      403,
    );
    const other = await carrierWithZones(use());
    expect((await other.client.call(PRICELIST_ROUTES.unarchive, { params: { id }, body: { version: 1 } })).status).toBe(404);
    expect(
      (await other.client.call(PRICELIST_ROUTES.unarchive, { params: { id }, query: { check: 'true' }, body: { version: 1 } })).status,
    ).toBe(404);
    expect((await other.client.call(PRICELIST_ROUTES.archived)).answer.count).toBe(0);
    expect((await mine.client.call(PRICELIST_ROUTES.archived)).answer.count).toBe(1);
  });
});
