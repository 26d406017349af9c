/**
 * Deleting zones, transit times, conditions and services: refused while a record uses them, the
 * 409 naming those records; allowed once nothing does; 404 for another carrier's; write needed.
 */
import { CONDITION_ROUTES, PRICELIST_ROUTES, SERVICE_ROUTES, SURCHARGE_ROUTES, TRANSIT_ROUTES, ZONE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD, postOneCellPricelist } from './factories';
import { describeEachDatabase } from './helpers';

describeEachDatabase('deleting zones, transit times, conditions and services', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 3 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, setup, client };
  }

  it('refuses to delete a zone a pricelist prices, naming it, and a zone a surcharge conditions; deletes an unused one', async () => {
    const { client, setup } = await owner();
    await postOneCellPricelist(client, setup, { name: 'Baltic 2027' });
    const fuel = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Fuel',
        amount: 14,
        zone_conditions: [{ zone_from: setup.zones[2], zone_to: null, amount: 10, minimum_amount: null, maximum_amount: null }],
      },
    });
    expect(fuel.status, fuel.response.body).toBe(201);

    const priced = await client.call(ZONE_ROUTES.delete, { params: { id: setup.zones[0]! } });
    expect(priced.status).toBe(409);
    expect(priced.error.message).toBe('Used by 1 pricelist ("Baltic 2027"), so it cannot be deleted. Remove the zone from them first.');
    const conditioned = await client.call(ZONE_ROUTES.delete, { params: { id: setup.zones[2]! } });
    expect(conditioned.status).toBe(409);
    expect(conditioned.error.message).toBe('Used by 1 surcharge ("Fuel"), so it cannot be deleted. Remove the zone from them first.');
    expect((await client.call(ZONE_ROUTES.get, { params: { id: setup.zones[0]! } })).status).toBe(200);

    const free = (await client.call(ZONE_ROUTES.create, { body: { name: 'Spare', areas: [] } })).answer.id;
    expect((await client.call(ZONE_ROUTES.delete, { params: { id: free } })).status).toBe(204);
    expect((await client.call(ZONE_ROUTES.get, { params: { id: free } })).status).toBe(404);
  });

  it('keeps a zone an earlier version of a pricelist prices: a restore would bring that grid back', async () => {
    const { client, setup } = await owner();
    const spare = (await client.call(ZONE_ROUTES.create, { body: { name: 'Spare', areas: [] } })).answer.id;
    const id = await postOneCellPricelist(client, { ...setup, zones: [spare, setup.zones[1]!] }, { name: 'Moved' });
    const saved = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer;
    const moved = await client.call(PRICELIST_ROUTES.update, {
      params: { id },
      body: {
        ...saved,
        fare_groups: [
          {
            quantities: [{ quantity: 1000, unit: 'per_100kg' }],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, prices: [20] }],
          },
        ],
      },
    });
    expect(moved.status, moved.response.body).toBe(200);
    const refused = await client.call(ZONE_ROUTES.delete, { params: { id: spare } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toContain('"Moved"');
  });

  it('refuses to delete a transit time a pricelist uses, naming it; deletes an unused one', async () => {
    const { client, setup } = await owner();
    await postOneCellPricelist(client, setup, { name: '' });
    const refused = await client.call(TRANSIT_ROUTES.delete, { params: { id: setup.transitId } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(
      'Used by 1 pricelist (the general pricelist valid 01.01.2020–31.12.2099), so it cannot be deleted. Remove the transit time from them first.',
    );
    const free = (await client.call(TRANSIT_ROUTES.create, { body: { name: 'Spare', transit_time: 3 } })).answer.id;
    expect((await client.call(TRANSIT_ROUTES.delete, { params: { id: free } })).status).toBe(204);
    expect((await client.call(TRANSIT_ROUTES.get, { params: { id: free } })).status).toBe(404);
    expect((await client.call(TRANSIT_ROUTES.get, { params: { id: setup.transitId } })).status).toBe(200);
  });

  it('refuses to delete a condition a service and a surcharge use, naming each; deletes an unused one', async () => {
    const { client, setup } = await owner();
    const params = { id: setup.serviceId };
    const service = (await client.call(SERVICE_ROUTES.get, { params })).answer;
    const blocked = await client.call(SERVICE_ROUTES.update, { params, body: { ...service, blocks: [setup.conditionId] } });
    expect(blocked.status, blocked.response.body).toBe(200);
    const toll = await client.call(SURCHARGE_ROUTES.create, {
      body: { name: 'Road toll', type: 'constant', amount: 12.5, blocks: [setup.conditionId] },
    });
    expect(toll.status, toll.response.body).toBe(201);
    const refused = await client.call(CONDITION_ROUTES.delete, { params: { id: setup.conditionId } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(
      'Used by 1 service ("Groupage") and 1 surcharge ("Road toll"), so it cannot be deleted. Remove the condition from them first.',
    );
    const free = (await client.call(CONDITION_ROUTES.create, { body: { type: 'adr', presence: false } })).answer.id;
    expect((await client.call(CONDITION_ROUTES.delete, { params: { id: free } })).status).toBe(204);
    expect((await client.call(CONDITION_ROUTES.get, { params: { id: free } })).status).toBe(404);
  });

  it('refuses to delete a service a pricelist or a quote names, naming or counting them; deletes an unused one', async () => {
    const { client, setup, carrierId } = await owner();
    const pricelistId = await postOneCellPricelist(client, setup, { name: 'Baltic 2027' });
    const refused = await client.call(SERVICE_ROUTES.delete, { params: { id: setup.serviceId } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('Used by 1 pricelist ("Baltic 2027"), so it cannot be deleted. Remove the service from them first.');

    const quoted = (await client.call(SERVICE_ROUTES.create, { body: { name: 'Express', code: 'EXP1', cargoson_id: null, blocks: [] } }))
      .answer.id;
    await use()
      .database.db.insertInto('quotes')
      .values({
        id: '00000000-0000-4000-8000-000000000042',
        carrier_id: carrierId,
        pricelist_id: pricelistId,
        service_id: quoted,
        partner_id: null,
        fare_group: 0,
        zone_row: 0,
        quantity_row: 0,
        total: '20',
        currency: 'EUR',
        via_tms: false,
        booked_at: null,
        request: null,
        pricelist_version: null,
        surcharge_versions: null,
        rates_version: null,
        fuel_index_version: null,
        freight: null,
        created_at: new Date(),
      })
      .execute();
    const quotedRefusal = await client.call(SERVICE_ROUTES.delete, { params: { id: quoted } });
    expect(quotedRefusal.status).toBe(409);
    expect(quotedRefusal.error.message).toBe('Used by 1 quote, so it cannot be deleted. A quote keeps the service it was priced for.');

    const free = (
      await client.call(SERVICE_ROUTES.create, { body: { name: 'Spare', code: 'SPARE', cargoson_id: null, blocks: [setup.conditionId] } })
    ).answer.id;
    expect((await client.call(SERVICE_ROUTES.delete, { params: { id: free } })).status).toBe(204);
    expect((await client.call(SERVICE_ROUTES.get, { params: { id: free } })).status).toBe(404);
    // Its blocks went with it: the condition is free.
    expect((await client.call(CONDITION_ROUTES.delete, { params: { id: setup.conditionId } })).status).toBe(204);
  });

  it("answers 404 for another carrier's record and 403 without write", async () => {
    const a = await owner();
    const b = await owner();
    /** The delete of each kind of record, with the id of `setup`'s one. */
    const deletes = (setup: typeof a.setup) =>
      [
        [ZONE_ROUTES.delete, setup.zones[0]!],
        [TRANSIT_ROUTES.delete, setup.transitId],
        [CONDITION_ROUTES.delete, setup.conditionId],
        [SERVICE_ROUTES.delete, setup.serviceId],
      ] as const;
    for (const [route, id] of deletes(b.setup)) {
      expect((await a.client.call(route, { params: { id } })).status, `${route.path} ${id}`).toBe(404);
    }
    const { db } = use().database;
    const reader = await createUser(db, { carrierId: a.carrierId, roleId: await createRole(db, a.carrierId, { level: 'read' }) });
    const readClient = await use().client().login(reader.email, PASSWORD);
    for (const [route, id] of deletes(a.setup)) {
      expect((await readClient.call(route, { params: { id } })).status, `${route.path} ${id}`).toBe(403);
    }
    expect((await b.client.call(ZONE_ROUTES.get, { params: { id: b.setup.zones[0]! } })).status).toBe(200);
  });
});
