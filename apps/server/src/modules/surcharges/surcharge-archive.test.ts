import { PRICE_ROUTES, PRICELIST_ROUTES, SURCHARGE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createRole, createUser, generalPricelist, PASSWORD, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';

/** A carrier whose general pricelist (50 per shipment, zone 0 to 1) charges a constant 'Road toll' of 12.5. */
async function carrierWithToll(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
  const toll = await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Road toll', type: 'constant', amount: 12.5 } });
  expect(toll.status, toll.response.body).toBe(201);
  const tollId = toll.answer.id;
  const pricelist = await client.call(PRICELIST_ROUTES.create, {
    body: generalPricelist(setup.serviceId, {
      surcharges: [tollId],
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_shipment' as const }],
          zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, prices: [50] }],
        },
      ],
    }),
  });
  expect(pricelist.status, pricelist.response.body).toBe(201);
  const priced = async () => {
    const answer = await client.call(PRICE_ROUTES.servicePrice, {
      body: {
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli', weight: 100 }],
      },
    });
    expect(answer.status, answer.response.body).toBe(200);
    return answer.answer[0]!;
  };
  return { ...carrier, setup, client, tollId, priced };
}

describeEachDatabase('archived surcharges', (use) => {
  it('an archived surcharge charges nothing and leaves the list and the picker; restored, it charges again', async () => {
    const { client, tollId, priced } = await carrierWithToll(use());
    expect((await priced()).total).toBe(62.5);

    const archived = await client.call(SURCHARGE_ROUTES.archive, { params: { id: tollId } });
    expect(archived.status, archived.response.body).toBe(204);
    // The price cache learnt of it at once: the pricelist prices without the toll.
    expect((await priced()).total).toBe(50);
    expect((await client.call(SURCHARGE_ROUTES.list)).answer.count).toBe(0);
    expect((await client.call(SURCHARGE_ROUTES.options)).answer).toEqual([]);
    const shown = (await client.call(SURCHARGE_ROUTES.list, { query: { archived: 'true' } })).answer;
    expect(shown.count).toBe(1);
    expect(shown.items[0]).toMatchObject({ id: tollId, name: 'Road toll', version: 1 });
    expect(shown.items[0]?.archived_at).toBeTypeOf('string');
    // Its view page still opens, saying when it was archived; its version did not move.
    const view = (await client.call(SURCHARGE_ROUTES.get, { params: { id: tollId } })).answer;
    expect(view).toMatchObject({ id: tollId, version: 1 });
    expect(view.archived_at).toBeTypeOf('string');
    // A value its type forbids goes out untyped.
    expect((await client.get('/fe/surcharges?archived=maybe')).statusCode).toBe(422);

    // Archiving it again (another clerk's stale page) writes nothing more.
    const logged = async () => (await client.call(SURCHARGE_ROUTES.logs, { params: { id: tollId } })).answer;
    const logs = (await logged()).length;
    expect((await client.call(SURCHARGE_ROUTES.archive, { params: { id: tollId } })).status).toBe(204);
    expect((await logged()).length).toBe(logs);
    expect(JSON.stringify((await logged())[0])).toContain('"archived":true');

    const restored = await client.call(SURCHARGE_ROUTES.restore, { params: { id: tollId } });
    expect(restored.status, restored.response.body).toBe(204);
    expect((await priced()).total).toBe(62.5);
    expect((await client.call(SURCHARGE_ROUTES.list)).answer.items.map((s) => s.id)).toEqual([tollId]);
    expect((await client.call(SURCHARGE_ROUTES.list, { query: { archived: 'true' } })).answer.count).toBe(0);
    expect((await client.call(SURCHARGE_ROUTES.options)).answer.map((s) => s.id)).toEqual([tollId]);
    expect((await client.call(SURCHARGE_ROUTES.get, { params: { id: tollId } })).answer).toMatchObject({ archived_at: null, version: 1 });
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
    const id = mine.tollId;
    expect((await reader.call(SURCHARGE_ROUTES.list, { query: { archived: 'true' } })).status).toBe(200);
    expect((await reader.call(SURCHARGE_ROUTES.archive, { params: { id } })).status).toBe(403);
    const other = await carrierWithToll(use());
    expect((await other.client.call(SURCHARGE_ROUTES.archive, { params: { id } })).status).toBe(404);
    expect((await other.client.call(SURCHARGE_ROUTES.restore, { params: { id } })).status).toBe(404);
    expect((await mine.priced()).total).toBe(62.5);

    expect((await mine.client.call(SURCHARGE_ROUTES.archive, { params: { id } })).status).toBe(204);
    expect((await reader.call(SURCHARGE_ROUTES.restore, { params: { id } })).status).toBe(403);
    expect((await other.client.call(SURCHARGE_ROUTES.list, { query: { archived: 'true' } })).answer.count).toBe(0);
    expect((await mine.priced()).total).toBe(50);
  });
});
