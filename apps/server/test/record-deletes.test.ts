/**
 * Deleting zones, transit times and conditions (issue 42): refused while a record uses them, the
 * 409 naming those records; allowed once nothing does; 404 for another carrier's; write needed.
 */
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD, postOneCellPricelist } from './factories';
import { describeEachDatabase } from './helpers';

describeEachDatabase('deleting zones, transit times and conditions', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 3 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, setup, client };
  }

  it('refuses to delete a zone a pricelist prices, naming it, and a zone a surcharge conditions; deletes an unused one', async () => {
    const { client, setup } = await owner();
    await postOneCellPricelist(client, setup, { name: 'Baltic 2027' });
    const fuel = await client.post('/fe/surcharges', {
      name: 'Fuel',
      amount: 14,
      zone_conditions: [{ zone_from: setup.zones[2], zone_to: null, amount: 10, minimum_amount: null, maximum_amount: null }],
    });
    expect(fuel.statusCode, fuel.body).toBe(201);

    const priced = await client.delete(`/fe/zones/${setup.zones[0]}`);
    expect(priced.statusCode).toBe(409);
    expect(priced.json().message).toBe('Used by 1 pricelist ("Baltic 2027"), so it cannot be deleted. Remove the zone from them first.');
    const conditioned = await client.delete(`/fe/zones/${setup.zones[2]}`);
    expect(conditioned.statusCode).toBe(409);
    expect(conditioned.json().message).toBe('Used by 1 surcharge ("Fuel"), so it cannot be deleted. Remove the zone from them first.');
    expect((await client.get(`/fe/zones/${setup.zones[0]}`)).statusCode).toBe(200);

    const free = (await client.post('/fe/zones', { name: 'Spare', areas: [] })).json().id as number;
    expect((await client.delete(`/fe/zones/${free}`)).statusCode).toBe(204);
    expect((await client.get(`/fe/zones/${free}`)).statusCode).toBe(404);
  });

  it('keeps a zone an earlier version of a pricelist prices: a restore would bring that grid back', async () => {
    const { client, setup } = await owner();
    const spare = (await client.post('/fe/zones', { name: 'Spare', areas: [] })).json().id as number;
    const id = await postOneCellPricelist(client, { ...setup, zones: [spare, setup.zones[1]!] }, { name: 'Moved' });
    const saved = (await client.get(`/fe/pricelists/${id}`)).json();
    const moved = await client.put(`/fe/pricelists/${id}`, {
      ...saved,
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_100kg' }],
          zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: null, prices: [20] }],
        },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await client.delete(`/fe/zones/${spare}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('"Moved"');
  });

  it('refuses to delete a transit time a pricelist uses, naming it; deletes an unused one', async () => {
    const { client, setup } = await owner();
    await postOneCellPricelist(client, setup, { name: '' });
    const refused = await client.delete(`/fe/transits/${setup.transitId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Used by 1 pricelist (the general pricelist valid 01.01.2020–31.12.2099), so it cannot be deleted. Remove the transit time from them first.',
    );
    const free = (await client.post('/fe/transits', { name: 'Spare', transit_time: 3 })).json().id as number;
    expect((await client.delete(`/fe/transits/${free}`)).statusCode).toBe(204);
    expect((await client.get(`/fe/transits/${free}`)).statusCode).toBe(404);
    expect((await client.get(`/fe/transits/${setup.transitId}`)).statusCode).toBe(200);
  });

  it('refuses to delete a condition a service and a surcharge use, naming each; deletes an unused one', async () => {
    const { client, setup } = await owner();
    const service = (await client.get(`/fe/services/${setup.serviceId}`)).json() as Record<string, unknown>;
    const blocked = await client.put(`/fe/services/${setup.serviceId}`, { ...service, blocks: [setup.conditionId] });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const toll = await client.post('/fe/surcharges', { name: 'Road toll', type: 'constant', amount: 12.5, blocks: [setup.conditionId] });
    expect(toll.statusCode, toll.body).toBe(201);
    const refused = await client.delete(`/fe/conditions/${setup.conditionId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Used by 1 service ("Groupage") and 1 surcharge ("Road toll"), so it cannot be deleted. Remove the condition from them first.',
    );
    const free = (await client.post('/fe/conditions', { type: 'adr', presence: false })).json().id as number;
    expect((await client.delete(`/fe/conditions/${free}`)).statusCode).toBe(204);
    expect((await client.get(`/fe/conditions/${free}`)).statusCode).toBe(404);
  });

  it("answers 404 for another carrier's record and 403 without write", async () => {
    const a = await owner();
    const b = await owner();
    for (const path of [`/fe/zones/${b.setup.zones[0]}`, `/fe/transits/${b.setup.transitId}`, `/fe/conditions/${b.setup.conditionId}`]) {
      expect((await a.client.delete(path)).statusCode, path).toBe(404);
    }
    const { db } = use().database;
    const reader = await createUser(db, { carrierId: a.carrierId, roleId: await createRole(db, a.carrierId, { level: 'read' }) });
    const readClient = await use().client().login(reader.email, PASSWORD);
    for (const path of [`/fe/zones/${a.setup.zones[0]}`, `/fe/transits/${a.setup.transitId}`, `/fe/conditions/${a.setup.conditionId}`]) {
      expect((await readClient.delete(path)).statusCode, path).toBe(403);
    }
    expect((await b.client.get(`/fe/zones/${b.setup.zones[0]}`)).statusCode).toBe(200);
  });
});
