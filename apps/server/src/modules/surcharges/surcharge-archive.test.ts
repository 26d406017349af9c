import { expect, it } from 'vitest';
import { createRole, createUser, generalPricelist, PASSWORD, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';

/** A carrier whose general pricelist (50 per shipment, zone 0 to 1) charges a constant 'Road toll' of 12.5. */
async function carrierWithToll(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
  const toll = await client.post('/fe/surcharges', { name: 'Road toll', type: 'constant', amount: 12.5 });
  expect(toll.statusCode, toll.body).toBe(201);
  const tollId = toll.json().id as number;
  const pricelist = await client.post(
    '/fe/pricelists',
    generalPricelist(setup.serviceId, {
      surcharges: [tollId],
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_shipment' }],
          zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: null, prices: [50] }],
        },
      ],
    }),
  );
  expect(pricelist.statusCode, pricelist.body).toBe(201);
  const priced = async () => {
    const answer = await client.post('/api/v1/service_price', {
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'EE', postcode: '11415' },
      shipments: [{ quantity: 1, type: 'colli', weight: 100 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json()[0] as { total: number | null };
  };
  return { ...carrier, setup, client, tollId, priced };
}

describeEachDatabase('archived surcharges', (use) => {
  it('an archived surcharge charges nothing and leaves the list and the picker; restored, it charges again', async () => {
    const { client, tollId, priced } = await carrierWithToll(use());
    expect((await priced()).total).toBe(62.5);

    const archived = await client.post(`/fe/surcharges/${tollId}/archive`);
    expect(archived.statusCode, archived.body).toBe(204);
    // The price cache learnt of it at once: the pricelist prices without the toll.
    expect((await priced()).total).toBe(50);
    expect((await client.get('/fe/surcharges')).json().count).toBe(0);
    expect((await client.get('/fe/surcharges/form')).json()).toEqual([]);
    const shown = (await client.get('/fe/surcharges?archived=true')).json();
    expect(shown.count).toBe(1);
    expect(shown.items[0]).toMatchObject({ id: tollId, name: 'Road toll', version: 1 });
    expect(shown.items[0].archived_at).toBeTypeOf('string');
    // Its view page still opens, saying when it was archived; its version did not move.
    const view = (await client.get(`/fe/surcharges/${tollId}`)).json();
    expect(view).toMatchObject({ id: tollId, version: 1 });
    expect(view.archived_at).toBeTypeOf('string');
    expect((await client.get('/fe/surcharges?archived=maybe')).statusCode).toBe(422);

    // Archiving it again (another clerk's stale page) writes nothing more.
    const logged = async () => (await client.get(`/fe/surcharges/${tollId}/logs`)).json() as { changes: unknown }[];
    const logs = (await logged()).length;
    expect((await client.post(`/fe/surcharges/${tollId}/archive`)).statusCode).toBe(204);
    expect((await logged()).length).toBe(logs);
    expect(JSON.stringify((await logged())[0])).toContain('"archived":true');

    const restored = await client.post(`/fe/surcharges/${tollId}/restore`);
    expect(restored.statusCode, restored.body).toBe(204);
    expect((await priced()).total).toBe(62.5);
    expect((await client.get('/fe/surcharges')).json().items.map((s: { id: number }) => s.id)).toEqual([tollId]);
    expect((await client.get('/fe/surcharges?archived=true')).json().count).toBe(0);
    expect((await client.get('/fe/surcharges/form')).json().map((s: { id: number }) => s.id)).toEqual([tollId]);
    expect((await client.get(`/fe/surcharges/${tollId}`)).json()).toMatchObject({ archived_at: null, version: 1 });
    expect(JSON.stringify((await logged())[0])).toContain('"archived":false');
  });

  it("needs surcharges write; another carrier's surcharge is 404", async () => {
    const mine = await carrierWithToll(use());
    const db = use().database.db;
    const reader = await use()
      .client()
      .login(
        (await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, { level: 'read' }) })).email,
        PASSWORD,
      );
    expect((await reader.get('/fe/surcharges?archived=true')).statusCode).toBe(200);
    expect((await reader.post(`/fe/surcharges/${mine.tollId}/archive`)).statusCode).toBe(403);
    const other = await carrierWithToll(use());
    expect((await other.client.post(`/fe/surcharges/${mine.tollId}/archive`)).statusCode).toBe(404);
    expect((await other.client.post(`/fe/surcharges/${mine.tollId}/restore`)).statusCode).toBe(404);
    expect((await mine.priced()).total).toBe(62.5);

    expect((await mine.client.post(`/fe/surcharges/${mine.tollId}/archive`)).statusCode).toBe(204);
    expect((await reader.post(`/fe/surcharges/${mine.tollId}/restore`)).statusCode).toBe(403);
    expect((await other.client.get('/fe/surcharges?archived=true')).json().count).toBe(0);
    expect((await mine.priced()).total).toBe(50);
  });
});
