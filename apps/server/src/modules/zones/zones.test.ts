import { AREA_ROUTES, ZONE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, PASSWORD, postOneCellPricelist, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('zones', (use) => {
  async function setUp() {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const { ids } = (
      await client.call(AREA_ROUTES.mass, {
        body: {
          areas: [
            { country: 'EE', postcode_from: '10', postcode_to: '19', name: 'Tallinn' },
            { country: 'EE', postcode_from: '50', postcode_to: '51', name: 'Tartu' },
            { country: 'LV', postcode_from: '10', postcode_to: '19', name: 'Riga' },
          ],
        },
      })
    ).answer;
    return { client, ids };
  }

  it('creates a zone of areas and shows it with countries, areas and the pricelists using it', async () => {
    const { client, ids } = await setUp();
    const created = await client.call(ZONE_ROUTES.create, { body: { name: 'Baltics', areas: [ids[2]!, ids[0]!] } });
    expect(created.status).toBe(201);
    const { id } = created.answer;
    const zone = (await client.call(ZONE_ROUTES.get, { params: { id } })).answer;
    expect(zone).toMatchObject({ name: 'Baltics', countries: ['EE', 'LV'], pricelists: [] });
    expect(zone.areas.map((a) => a.name)).toEqual(['Riga', 'Tallinn']);
    expect((await client.call(ZONE_ROUTES.areas, { params: { id } })).answer).toHaveLength(2);
    const updated = await client.call(ZONE_ROUTES.update, { params: { id }, body: { name: 'Estonia', areas: [ids[0]!, ids[1]!] } });
    expect(updated.answer).toMatchObject({ name: 'Estonia', countries: ['EE'] });
    expect((await client.call(ZONE_ROUTES.options)).answer).toEqual([{ id, name: 'Estonia' }]);
  });

  it('refuses a zone without a name, with an area twice or with a non-id', async () => {
    const { client, ids } = await setUp();
    const bad = await client.call(ZONE_ROUTES.create, { body: { name: ' ', areas: [ids[0]!, ids[0]!] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['areas', 'name']);
    // A non-id where an id goes, sent as a careless client program would.
    expect((await client.post('/fe/zones', { name: 'X', areas: ['abc'] })).json().errors).toHaveProperty('areas.0');
    expect((await client.call(ZONE_ROUTES.list)).answer.count).toBe(0);
  });

  it('lists with name search, country filter and direction', async () => {
    const { client, ids } = await setUp();
    await client.call(ZONE_ROUTES.create, { body: { name: 'North Estonia', areas: [ids[0]!] } });
    await client.call(ZONE_ROUTES.create, { body: { name: 'South Estonia', areas: [ids[1]!] } });
    await client.call(ZONE_ROUTES.create, { body: { name: 'Latvia', areas: [ids[2]!] } });
    const names = async (query: { dir?: 'asc' | 'desc'; country?: string; name?: string }) =>
      (await client.call(ZONE_ROUTES.list, { query })).answer.items.map((z) => z.name);
    expect(await names({ dir: 'desc' })).toEqual(['South Estonia', 'North Estonia', 'Latvia']);
    expect(await names({ country: 'LV' })).toEqual(['Latvia']);
    expect(await names({ name: 'estonia', country: 'EE' })).toEqual(['North Estonia', 'South Estonia']);
  });

  it('finds the zones holding a set of areas (the import matches zones this way)', async () => {
    const { client, ids } = await setUp();
    const both = (await client.call(ZONE_ROUTES.create, { body: { name: 'Both', areas: [ids[0]!, ids[1]!] } })).answer.id;
    await client.call(ZONE_ROUTES.create, { body: { name: 'One', areas: [ids[0]!] } });
    const found = await client.call(ZONE_ROUTES.findByAreas, {
      body: {
        areas: [
          { country: 'EE', postcode_from: '10', postcode_to: '19' },
          { country: 'ee', postcode_from: '50', postcode_to: '51' },
        ],
      },
    });
    expect(found.answer.map((z) => z.id)).toEqual([both]);
    expect(found.answer[0]!.areas).toHaveLength(2);
    const one = await client.call(ZONE_ROUTES.findByAreas, {
      body: { areas: [{ country: 'EE', postcode_from: '10', postcode_to: '19' }] },
    });
    expect(one.answer).toHaveLength(2);
  });

  it("refuses to delete a zone a pricelist uses, in the caller's language; without the header in English", async () => {
    const { client, setup } = await signedInCarrier(use());
    await postOneCellPricelist(client, setup);
    const url = `/fe/zones/${setup.zones[0]}`;
    const estonian = await client.request({ method: 'DELETE', url, headers: { 'accept-language': 'et-EE,et;q=0.9' } });
    expect(estonian.statusCode).toBe(409);
    expect(estonian.json()).toEqual({
      code: 'CONFLICT',
      message: 'Seda kasutavad: 1 hinnakiri ("General"), seetõttu ei saa seda kustutada. Eemaldage tsoon neist kõigepealt.',
    });
    const english = await client.request({ method: 'DELETE', url });
    expect(english.json().message).toBe('Used by 1 pricelist ("General"), so it cannot be deleted. Remove the zone from them first.');
  });
});
