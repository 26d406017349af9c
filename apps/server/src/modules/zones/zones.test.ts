import { expect, it } from 'vitest';
import { createCarrier, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('zones', (use) => {
  async function setUp() {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const { ids } = (
      await client.post('/fe/areas/mass', {
        areas: [
          { country: 'EE', postcode_from: '10', postcode_to: '19', name: 'Tallinn' },
          { country: 'EE', postcode_from: '50', postcode_to: '51', name: 'Tartu' },
          { country: 'LV', postcode_from: '10', postcode_to: '19', name: 'Riga' },
        ],
      })
    ).json();
    return { client, ids: ids as number[] };
  }

  it('creates a zone of areas and shows it with countries, areas and the pricelists using it', async () => {
    const { client, ids } = await setUp();
    const created = await client.post('/fe/zones', { name: 'Baltics', areas: [ids[2], ids[0]] });
    expect(created.statusCode).toBe(201);
    const zone = (await client.get(`/fe/zones/${created.json().id}`)).json();
    expect(zone).toMatchObject({ name: 'Baltics', countries: ['EE', 'LV'], pricelists: [] });
    expect(zone.areas.map((a: { name: string }) => a.name)).toEqual(['Riga', 'Tallinn']);
    expect((await client.get(`/fe/zones/${created.json().id}/areas`)).json()).toHaveLength(2);
    const updated = await client.put(`/fe/zones/${created.json().id}`, { name: 'Estonia', areas: [ids[0], ids[1]] });
    expect(updated.json()).toMatchObject({ name: 'Estonia', countries: ['EE'] });
    expect((await client.get('/fe/zones/form')).json()).toEqual([{ id: created.json().id, name: 'Estonia' }]);
  });

  it('refuses a zone without a name, with an area twice or with a non-id', async () => {
    const { client, ids } = await setUp();
    const bad = await client.post('/fe/zones', { name: ' ', areas: [ids[0], ids[0]] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['areas', 'name']);
    expect((await client.post('/fe/zones', { name: 'X', areas: ['abc'] })).json().errors).toHaveProperty('areas.0');
    expect((await client.get('/fe/zones')).json().count).toBe(0);
  });

  it('lists with name search, country filter and direction', async () => {
    const { client, ids } = await setUp();
    await client.post('/fe/zones', { name: 'North Estonia', areas: [ids[0]] });
    await client.post('/fe/zones', { name: 'South Estonia', areas: [ids[1]] });
    await client.post('/fe/zones', { name: 'Latvia', areas: [ids[2]] });
    const names = async (q: string) => (await client.get(`/fe/zones?${q}`)).json().items.map((z: { name: string }) => z.name);
    expect(await names('dir=desc')).toEqual(['South Estonia', 'North Estonia', 'Latvia']);
    expect(await names('country=LV')).toEqual(['Latvia']);
    expect(await names('name=estonia&country=EE')).toEqual(['North Estonia', 'South Estonia']);
  });

  it('finds the zones holding a set of areas (the import matches zones this way)', async () => {
    const { client, ids } = await setUp();
    const both = (await client.post('/fe/zones', { name: 'Both', areas: [ids[0], ids[1]] })).json().id;
    await client.post('/fe/zones', { name: 'One', areas: [ids[0]] });
    const found = await client.post('/fe/zones/find_by_areas', {
      areas: [
        { country: 'EE', postcode_from: '10', postcode_to: '19' },
        { country: 'ee', postcode_from: '50', postcode_to: '51' },
      ],
    });
    expect(found.json().map((z: { id: number }) => z.id)).toEqual([both]);
    expect(found.json()[0].areas).toHaveLength(2);
    expect(
      (await client.post('/fe/zones/find_by_areas', { areas: [{ country: 'EE', postcode_from: '10', postcode_to: '19' }] })).json(),
    ).toHaveLength(2);
  });
});
