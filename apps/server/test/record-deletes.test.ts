/**
 * Deleting zones, transit times, conditions and services: refused while a record uses them, the
 * 409 naming those records; allowed once nothing does; 404 for another carrier's; write needed.
 */
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

  it('refuses to delete a service a pricelist or a quote names, naming or counting them; deletes an unused one', async () => {
    const { client, setup, carrierId } = await owner();
    const pricelistId = await postOneCellPricelist(client, setup, { name: 'Baltic 2027' });
    const refused = await client.delete(`/fe/services/${setup.serviceId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Used by 1 pricelist ("Baltic 2027"), so it cannot be deleted. Remove the service from them first.',
    );

    const quoted = (await client.post('/fe/services', { name: 'Express', code: 'EXP1', cargoson_id: null, blocks: [] })).json()
      .id as number;
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
    const quotedRefusal = await client.delete(`/fe/services/${quoted}`);
    expect(quotedRefusal.statusCode).toBe(409);
    expect(quotedRefusal.json().message).toBe('Used by 1 quote, so it cannot be deleted. A quote keeps the service it was priced for.');

    const free = (
      await client.post('/fe/services', { name: 'Spare', code: 'SPARE', cargoson_id: null, blocks: [setup.conditionId] })
    ).json().id as number;
    expect((await client.delete(`/fe/services/${free}`)).statusCode).toBe(204);
    expect((await client.get(`/fe/services/${free}`)).statusCode).toBe(404);
    // Its blocks went with it: the condition is free.
    expect((await client.delete(`/fe/conditions/${setup.conditionId}`)).statusCode).toBe(204);
  });

  it("answers 404 for another carrier's record and 403 without write", async () => {
    const a = await owner();
    const b = await owner();
    for (const path of [
      `/fe/zones/${b.setup.zones[0]}`,
      `/fe/transits/${b.setup.transitId}`,
      `/fe/conditions/${b.setup.conditionId}`,
      `/fe/services/${b.setup.serviceId}`,
    ]) {
      expect((await a.client.delete(path)).statusCode, path).toBe(404);
    }
    const { db } = use().database;
    const reader = await createUser(db, { carrierId: a.carrierId, roleId: await createRole(db, a.carrierId, { level: 'read' }) });
    const readClient = await use().client().login(reader.email, PASSWORD);
    for (const path of [
      `/fe/zones/${a.setup.zones[0]}`,
      `/fe/transits/${a.setup.transitId}`,
      `/fe/conditions/${a.setup.conditionId}`,
      `/fe/services/${a.setup.serviceId}`,
    ]) {
      expect((await readClient.delete(path)).statusCode, path).toBe(403);
    }
    expect((await b.client.get(`/fe/zones/${b.setup.zones[0]}`)).statusCode).toBe(200);
  });
});
