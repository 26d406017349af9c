import { expect, it } from 'vitest';
import { createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('areas', (use) => {
  it('creates an area with normalised postcodes and a generated name, and reads it back', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.post('/fe/areas', { country: 'gb', postcode_from: 'sw1a 1aa', postcode_to: 'SW1A-1ZZ' });
    expect(created.statusCode).toBe(201);
    const area = (await client.get(`/fe/areas/${created.json().id}`)).json();
    expect(area).toMatchObject({
      country: 'GB',
      postcode_from: 'SW1A1AA',
      postcode_to: 'SW1A1ZZ',
      name: 'GBSW1-SW1',
      zone_count: 0,
      deletable: true,
    });
  });

  it('refuses bad areas with each field named and writes nothing', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const bad = await client.post('/fe/areas', { country: 'XX', postcode_from: '', postcode_to: '1*' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['country', 'postcode_from', 'postcode_to']);
    const reversed = await client.post('/fe/areas', { country: 'EE', postcode_from: '20', postcode_to: '19' });
    expect(reversed.json().errors).toEqual({ postcode_to: 'must not be before Postcode from' });
    expect(await db.selectFrom('areas').select('id').where('carrier_id', '=', carrierId).execute()).toHaveLength(0);
  });

  it('filters by name (from 2 characters) and countries, sorts by name or postcode, and pages', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const rows = [
      { country: 'EE', postcode_from: '10', postcode_to: '19', name: 'Tallinn' },
      { country: 'EE', postcode_from: '50', postcode_to: '51', name: 'Tartu' },
      { country: 'LV', postcode_from: '10', postcode_to: '19', name: 'Riga' },
      { country: 'FI', postcode_from: '00', postcode_to: '09', name: 'Helsinki' },
    ];
    expect((await client.post('/fe/areas/mass', { areas: rows })).statusCode).toBe(201);
    const names = async (query: string) => (await client.get(`/fe/areas?${query}`)).json().items.map((a: { name: string }) => a.name);
    expect(await names('country=EE,LV&sort_by=name')).toEqual(['Riga', 'Tallinn', 'Tartu']);
    expect(await names('name=ta&sort_by=name&dir=desc')).toEqual(['Tartu', 'Tallinn']);
    expect(await names('sort_by=postcode')).toEqual(['Tallinn', 'Tartu', 'Helsinki', 'Riga']);
    expect((await client.get('/fe/areas?sort_by=size')).statusCode).toBe(422);
    expect((await client.get('/fe/areas/countries')).json()).toEqual([
      { code: 'EE', name: 'Estonia' },
      { code: 'FI', name: 'Finland' },
      { code: 'LV', name: 'Latvia' },
    ]);
  });

  it("searches the zone form's areas on the server: every word matched, bounded, the carrier's own only", async () => {
    const { db } = use().database;
    const mine = await createCarrier(db);
    const other = await createCarrier(db);
    const client = await use().client().login(mine.owner.email, PASSWORD);
    const otherClient = await use().client().login(other.owner.email, PASSWORD);
    const rows = [
      { country: 'EE', postcode_from: '10', postcode_to: '19', name: 'Tallinn' },
      { country: 'EE', postcode_from: '50', postcode_to: '51', name: 'Tartu' },
      { country: 'LV', postcode_from: 'LV-10', postcode_to: 'LV-19', name: 'Riga' },
      { country: 'FI', postcode_from: '00', postcode_to: '09', name: 'Helsinki 50%' },
    ];
    expect((await client.post('/fe/areas/mass', { areas: rows })).statusCode).toBe(201);
    // The other carrier's areas match every search below: none may come back.
    expect((await otherClient.post('/fe/areas/mass', { areas: rows.map((r) => ({ ...r, name: `${r.name} (theirs)` })) })).statusCode).toBe(
      201,
    );
    const search = async (query: string) => {
      const answer = await client.get(`/fe/areas/form${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { name: string }[]).map((a) => a.name);
    };
    // By country and postcode; no search: the first areas in that order.
    expect(await search('')).toEqual(['Tallinn', 'Tartu', 'Helsinki 50%', 'Riga']);
    expect(await search('?q=ta')).toEqual(['Tallinn', 'Tartu']);
    expect(await search('?q=TA%20ee%205')).toEqual(['Tartu']); // name, country and a postcode start, all must hold
    expect(await search('?q=lv')).toEqual(['Riga']); // the country code
    expect(await search('?q=lv-1')).toEqual(['Riga']); // a postcode typed as written, normalised
    expect(await search('?q=5')).toEqual(['Tartu', 'Helsinki 50%']); // a postcode start, or in the name
    expect(await search('?q=%25')).toEqual(['Helsinki 50%']); // % is searched for, not a wildcard
    expect(await search('?q=nowhere')).toEqual([]);
    expect(await search('?limit=2')).toEqual(['Tallinn', 'Tartu']);
    const found = await client.get('/fe/areas/form?q=riga');
    expect(found.json()).toEqual([{ id: expect.any(Number), name: 'Riga', country: 'LV', postcode_from: 'LV10', postcode_to: 'LV19' }]);

    // Bounded: 50 at most, whatever the carrier holds.
    const many = Array.from({ length: 60 }, (_, i) => ({ country: 'LT', postcode_from: String(10 + i), postcode_to: String(10 + i) }));
    expect((await client.post('/fe/areas/mass', { areas: many })).statusCode).toBe(201);
    expect(await search('?q=lt')).toHaveLength(50);
    expect(await search('')).toHaveLength(50);

    // A pasted list: exact names, the carrier's own only, each area once.
    const named = await client.post('/fe/areas/find_by_names', { names: ['Riga', 'Tartu', 'Riga', 'tartu', 'Riga (theirs)'] });
    expect(named.statusCode).toBe(200);
    expect(named.json().map((a: { name: string }) => a.name)).toEqual(['Tartu', 'Riga']);

    // Bad input: 422 naming the field, never a 500.
    const bad = async (query: string) => {
      const answer = await client.get(`/fe/areas/form${query}`);
      expect(answer.statusCode, query).toBe(422);
      return Object.keys(answer.json().errors);
    };
    expect(await bad('?limit=51')).toEqual(['limit']);
    expect(await bad('?limit=0')).toEqual(['limit']);
    expect(await bad('?limit=many')).toEqual(['limit']);
    expect(await bad(`?q=${'a'.repeat(101)}`)).toEqual(['q']);
    expect(await bad('?q=a%00b')).toEqual(['q']);
    const badNames = async (body: object) => {
      const answer = await client.post('/fe/areas/find_by_names', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      return Object.keys(answer.json().errors);
    };
    expect(await badNames({})).toEqual(['names']);
    expect(await badNames({ names: [] })).toEqual(['names']);
    expect(await badNames({ names: [1] })).toEqual(['names.0']);
    expect(await badNames({ names: Array.from({ length: 2001 }, (_, i) => `n${i}`) })).toEqual(['names']);

    // The zones area reads them too (the zone form), a role with neither may not.
    const zonesReader = await createUser(db, {
      carrierId: mine.carrierId,
      roleId: await createRole(db, mine.carrierId, { level: 'read', levels: { areas: 'none', zones: 'read' } }),
    });
    const zonesClient = await use().client().login(zonesReader.email, PASSWORD);
    expect((await zonesClient.get('/fe/areas/form?q=riga')).statusCode).toBe(200);
    expect((await zonesClient.post('/fe/areas/find_by_names', { names: ['Riga'] })).statusCode).toBe(200);
    const blind = await createUser(db, {
      carrierId: mine.carrierId,
      roleId: await createRole(db, mine.carrierId, { level: 'read', levels: { areas: 'none', zones: 'none' } }),
    });
    const blindClient = await use().client().login(blind.email, PASSWORD);
    expect((await blindClient.get('/fe/areas/form?q=riga')).statusCode).toBe(403);
    expect((await blindClient.post('/fe/areas/find_by_names', { names: ['Riga'] })).statusCode).toBe(403);
  });

  it('mass-uploads 5,000 areas in one request, and a bad row writes none of them', async () => {
    const { db } = use().database;
    const { owner, carrierId } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      country: 'PL',
      postcode_from: String(10000 + i * 10),
      postcode_to: String(10009 + i * 10),
    }));
    const bad = await client.post('/fe/areas/mass', { areas: [...rows.slice(0, 10), { country: 'PL', postcode_from: '' }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('areas.10.postcode_from');
    const ok = await client.post('/fe/areas/mass', { areas: rows });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().count).toBe(5000);
    const list = (await client.get('/fe/areas?page=200')).json();
    expect(list.count).toBe(5000);
    expect(list.items).toHaveLength(25);
    expect(list.items[0].name).toBe('PL597-597'); // row 4,976 in name order
    expect((await db.selectFrom('areas').select('id').where('carrier_id', '=', carrierId).execute()).length).toBe(5000);
  });

  it('creates areas and zones in one call from mass_zone rows, adding to a zone that exists', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const first = await client.post('/fe/areas/mass_zone', {
      areas: [
        { country: 'EE', postcode_from: '10', postcode_to: '19', zone_name: 'Tallinn' },
        { country: 'EE', postcode_from: '74', postcode_to: '76', zone_name: 'tallinn' },
        { country: 'LV', postcode_from: '10', postcode_to: '10', zone_name: 'Riga' },
      ],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().zones.map((z: { name: string; created: boolean }) => [z.name, z.created])).toEqual([
      ['Tallinn', true],
      ['Riga', true],
    ]);
    const second = await client.post('/fe/areas/mass_zone', {
      areas: [{ country: 'EE', postcode_from: '11', postcode_to: '11', name: 'Old town', zone_name: 'TALLINN' }],
    });
    expect(second.json().zones[0]).toMatchObject({ name: 'TALLINN', created: false });
    const zones = (await client.get('/fe/zones?sort_by=name')).json();
    expect(zones.count).toBe(2);
    const tallinn = zones.items.find((z: { name: string }) => z.name === 'Tallinn');
    expect(tallinn.areas).toEqual(['EE10-19', 'EE74-76', 'Old town']);
    const missingZone = await client.post('/fe/areas/mass_zone', { areas: [{ country: 'EE', postcode_from: '10', postcode_to: '10' }] });
    expect(missingZone.json().errors).toHaveProperty('areas.0.zone_name');
    // A pasted or uploaded cell with a line break inside is that row's error, nothing is written.
    const twoLines = await client.post('/fe/areas/mass_zone', {
      areas: [
        { country: 'EE', postcode_from: '20', postcode_to: '20', zone_name: 'Tartu' },
        { country: 'EE', postcode_from: '21', postcode_to: '21', zone_name: 'Tartu\r\nSouth', name: 'Old\tmill' },
      ],
    });
    expect([twoLines.statusCode, twoLines.json().errors]).toEqual([
      422,
      {
        'areas.1.zone_name': 'must be one line, without control characters',
        'areas.1.name': 'must be one line, without control characters',
      },
    ]);
    expect((await client.get('/fe/zones')).json().count).toBe(2);
  });

  it('does not delete an area a zone uses, deletes an unused one', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const used = (await client.post('/fe/areas', { country: 'EE', postcode_from: '10', postcode_to: '19' })).json().id;
    const free = (await client.post('/fe/areas', { country: 'EE', postcode_from: '20', postcode_to: '29' })).json().id;
    await client.post('/fe/zones', { name: 'North', areas: [used] });
    expect((await client.get(`/fe/areas/${used}`)).json()).toMatchObject({ zone_count: 1, deletable: false });
    expect((await client.delete(`/fe/areas/${used}`)).statusCode).toBe(409);
    expect((await client.delete(`/fe/areas/${free}`)).statusCode).toBe(204);
    expect((await client.get(`/fe/areas/${free}`)).statusCode).toBe(404);
  });

  it('keeps carriers apart and checks read/none/write', async () => {
    const { db } = use().database;
    const a = await createCarrier(db);
    const b = await createCarrier(db);
    const bClient = await use().client().login(b.owner.email, PASSWORD);
    const bArea = (await bClient.post('/fe/areas', { country: 'EE', postcode_from: '10', postcode_to: '19' })).json().id;
    const aClient = await use().client().login(a.owner.email, PASSWORD);
    expect((await aClient.get(`/fe/areas/${bArea}`)).statusCode).toBe(404);
    expect((await aClient.put(`/fe/areas/${bArea}`, { country: 'EE', postcode_from: '1', postcode_to: '1' })).statusCode).toBe(404);
    expect((await aClient.delete(`/fe/areas/${bArea}`)).statusCode).toBe(404);
    expect((await aClient.post('/fe/zones', { name: 'Stolen', areas: [bArea] })).json().errors).toEqual({
      'areas.0': 'is not an area of this carrier',
    });
    expect((await aClient.get('/fe/areas')).json().count).toBe(0);

    const reader = await createUser(db, { carrierId: a.carrierId, roleId: await createRole(db, a.carrierId, { level: 'read' }) });
    const readClient = await use().client().login(reader.email, PASSWORD);
    expect((await readClient.get('/fe/areas')).statusCode).toBe(200);
    expect((await readClient.post('/fe/areas', { country: 'EE', postcode_from: '1', postcode_to: '1' })).statusCode).toBe(403);
    expect((await readClient.post('/fe/areas/mass', { areas: [] })).statusCode).toBe(403);
    const zonesOnly = await createUser(db, {
      carrierId: a.carrierId,
      roleId: await createRole(db, a.carrierId, { level: 'write', levels: { zones: 'read' } }),
    });
    const zonesOnlyClient = await use().client().login(zonesOnly.email, PASSWORD);
    expect(
      (
        await zonesOnlyClient.post('/fe/areas/mass_zone', {
          areas: [{ country: 'EE', postcode_from: '1', postcode_to: '1', zone_name: 'Z' }],
        })
      ).statusCode,
    ).toBe(403);
    const blind = await createUser(db, {
      carrierId: a.carrierId,
      roleId: await createRole(db, a.carrierId, { level: 'read', levels: { areas: 'none', zones: 'none' } }),
    });
    expect((await (await use().client().login(blind.email, PASSWORD)).get('/fe/areas')).statusCode).toBe(403);
  });
});
