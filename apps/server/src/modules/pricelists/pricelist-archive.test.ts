import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';

/** A carrier with two zones, signed in as its owner, and a body for a general pricelist on them. */
async function carrierWithZones(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const body = (name: string, validFrom: string, price: number) => ({
    name,
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: validFrom,
    valid_to: '2099-12-31',
    fare_groups: [
      {
        quantities: [{ quantity: 1000, unit: 'per_shipment' }],
        zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: null, prices: [price] }],
      },
    ],
  });
  const create = async (name: string, validFrom: string, price: number) => {
    const saved = await client.post('/fe/pricelists', body(name, validFrom, price));
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json().id as number;
  };
  const priced = async () => {
    const answer = await client.post('/api/v1/service_price', {
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'EE', postcode: '11415' },
      shipments: [{ quantity: 1, type: 'colli', weight: 100 }],
    });
    return answer.json()[0] as { total: number | null; pricelist: { id: number } | null };
  };
  return { ...carrier, setup, client, create, priced };
}

describeEachDatabase('archived pricelists', (use) => {
  it('lists the archived pricelists and un-archives one, telling the live pricelist it takes lanes from, checked first', async () => {
    const { client, create, priced } = await carrierWithZones(use());
    const live = await create('Live', '2020-01-01', 50);
    const archived = await create('Next year', '2021-01-01', 70);
    expect((await client.delete(`/fe/pricelists/${archived}/archive`)).statusCode).toBe(204);
    expect((await priced()).pricelist?.id).toBe(live);

    const list = (await client.get('/fe/pricelists/archived')).json();
    expect(list.count).toBe(1);
    expect(list.items[0]).toMatchObject({ id: archived, name: 'Next year', version: 1 });
    expect(list.items[0].archived_at).toBeTypeOf('string');
    expect((await client.get('/fe/pricelists')).json().items.map((p: { id: number }) => p.id)).toEqual([live]);

    // Without the version it loaded, or with one that does not exist: refused, nothing written.
    expect((await client.post(`/fe/pricelists/${archived}/unarchive`, {})).statusCode).toBe(422);
    expect((await client.post(`/fe/pricelists/${archived}/unarchive`, { version: 2 })).statusCode).toBe(409);
    // The check names the live pricelist whose lane it would answer instead, and writes nothing.
    const check = await client.post(`/fe/pricelists/${archived}/unarchive?check=true`, { version: 1 });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().takes_over).toMatchObject([{ pricelist_id: live, name: 'Live', from: '2021-01-01', lanes: 1, unpriced_lanes: 0 }]);
    expect((await client.get('/fe/pricelists/archived')).json().count).toBe(1);
    expect((await priced()).pricelist?.id).toBe(live);

    const done = await client.post(`/fe/pricelists/${archived}/unarchive`, { version: 1 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: archived, version: 1, takes_over: [{ pricelist_id: live }] });
    expect((await client.get('/fe/pricelists/archived')).json().count).toBe(0);
    expect((await client.get(`/fe/pricelists/${archived}`)).statusCode).toBe(200);
    // It prices again at once (the cache learnt of it).
    expect(await priced()).toMatchObject({ pricelist: { id: archived }, total: 70 });
    const logged = async () => (await client.get(`/fe/pricelists/${archived}/logs`)).json() as { changes: unknown }[];
    expect(JSON.stringify((await logged())[0])).toContain('"archived":false');
    // A second un-archive (another clerk's stale page) finds it live: nothing to take over, nothing written.
    const logs = (await logged()).length;
    expect((await client.post(`/fe/pricelists/${archived}/unarchive`, { version: 1 })).json()).toEqual({
      id: archived,
      version: 1,
      takes_over: [],
    });
    expect((await client.post(`/fe/pricelists/${archived}/unarchive?check=true`, { version: 1 })).json()).toEqual({ takes_over: [] });
    expect((await logged()).length).toBe(logs);
  });

  it('an un-archive that takes over nothing answers an empty list', async () => {
    const { client, create } = await carrierWithZones(use());
    const older = await create('Old', '2020-01-01', 50);
    await create('Current', '2021-01-01', 60);
    expect((await client.delete(`/fe/pricelists/${older}/archive`)).statusCode).toBe(204);
    // The current pricelist wins over the old one on every day: bringing the old one back takes nothing.
    const done = await client.post(`/fe/pricelists/${older}/unarchive`, { version: 1 });
    expect(done.json().takes_over).toEqual([]);
  });

  it("needs pricelists write; another carrier's pricelist is 404", async () => {
    const mine = await carrierWithZones(use());
    const id = await mine.create('Mine', '2020-01-01', 50);
    expect((await mine.client.delete(`/fe/pricelists/${id}/archive`)).statusCode).toBe(204);
    const db = use().database.db;
    const reader = await use()
      .client()
      .login(
        (await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, { level: 'read' }) })).email,
        PASSWORD,
      );
    expect((await reader.get('/fe/pricelists/archived')).statusCode).toBe(200);
    expect((await reader.post(`/fe/pricelists/${id}/unarchive`, { version: 1 })).statusCode).toBe(403);
    expect((await reader.post(`/fe/pricelists/${id}/unarchive?check=true`, { version: 1 })).statusCode).toBe(403);
    const other = await carrierWithZones(use());
    expect((await other.client.post(`/fe/pricelists/${id}/unarchive`, { version: 1 })).statusCode).toBe(404);
    expect((await other.client.post(`/fe/pricelists/${id}/unarchive?check=true`, { version: 1 })).statusCode).toBe(404);
    expect((await other.client.get('/fe/pricelists/archived')).json().count).toBe(0);
    expect((await mine.client.get('/fe/pricelists/archived')).json().count).toBe(1);
  });
});
