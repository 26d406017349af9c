import { AREA_ROUTES, ZONE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createRole, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('areas', (use) => {
  it('creates an area with normalised postcodes and a generated name, and reads it back', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const created = await client.call(AREA_ROUTES.create, { body: { country: 'gb', postcode_from: 'sw1a 1aa', postcode_to: 'SW1A-1ZZ' } });
    expect(created.status).toBe(201);
    const area = (await client.call(AREA_ROUTES.get, { params: { id: created.answer.id } })).answer;
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
    const bad = await client.call(AREA_ROUTES.create, { body: { country: 'XX', postcode_from: '', postcode_to: '1*' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['country', 'postcode_from', 'postcode_to']);
    const reversed = await client.call(AREA_ROUTES.create, { body: { country: 'EE', postcode_from: '20', postcode_to: '19' } });
    expect(reversed.error.errors).toEqual({ postcode_to: 'must not be before Postcode from' });
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
    expect((await client.call(AREA_ROUTES.mass, { body: { areas: rows } })).status).toBe(201);
    const names = async (query: { country?: string; name?: string; sort_by?: 'name' | 'postcode'; dir?: 'asc' | 'desc' }) =>
      (await client.call(AREA_ROUTES.list, { query })).answer.items.map((a) => a.name);
    expect(await names({ country: 'EE,LV', sort_by: 'name' })).toEqual(['Riga', 'Tallinn', 'Tartu']);
    expect(await names({ name: 'ta', sort_by: 'name', dir: 'desc' })).toEqual(['Tartu', 'Tallinn']);
    expect(await names({ sort_by: 'postcode' })).toEqual(['Tallinn', 'Tartu', 'Helsinki', 'Riga']);
    // A sort column its type forbids goes out untyped.
    expect((await client.get('/fe/areas?sort_by=size')).statusCode).toBe(422);
    expect((await client.call(AREA_ROUTES.countries)).answer).toEqual([
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
    expect((await client.call(AREA_ROUTES.mass, { body: { areas: rows } })).status).toBe(201);
    // The other carrier's areas match every search below: none may come back.
    expect(
      (await otherClient.call(AREA_ROUTES.mass, { body: { areas: rows.map((r) => ({ ...r, name: `${r.name} (theirs)` })) } })).status,
    ).toBe(201);
    const search = async (query: { q?: string; limit?: number | string } = {}) => {
      const answer = await client.call(AREA_ROUTES.options, { query });
      expect(answer.status, answer.response.body).toBe(200);
      return answer.answer.map((a) => a.name);
    };
    // By country and postcode; no search: the first areas in that order.
    expect(await search()).toEqual(['Tallinn', 'Tartu', 'Helsinki 50%', 'Riga']);
    expect(await search({ q: 'ta' })).toEqual(['Tallinn', 'Tartu']);
    expect(await search({ q: 'TA ee 5' })).toEqual(['Tartu']); // name, country and a postcode start, all must hold
    expect(await search({ q: 'lv' })).toEqual(['Riga']); // the country code
    expect(await search({ q: 'lv-1' })).toEqual(['Riga']); // a postcode typed as written, normalised
    expect(await search({ q: '5' })).toEqual(['Tartu', 'Helsinki 50%']); // a postcode start, or in the name
    expect(await search({ q: '%' })).toEqual(['Helsinki 50%']); // % is searched for, not a wildcard
    expect(await search({ q: 'nowhere' })).toEqual([]);
    expect(await search({ limit: 2 })).toEqual(['Tallinn', 'Tartu']);
    const found = await client.call(AREA_ROUTES.options, { query: { q: 'riga' } });
    expect(found.answer).toEqual([{ id: expect.any(Number), name: 'Riga', country: 'LV', postcode_from: 'LV10', postcode_to: 'LV19' }]);

    // Bounded: 50 at most, whatever the carrier holds.
    const many = Array.from({ length: 60 }, (_, i) => ({ country: 'LT', postcode_from: String(10 + i), postcode_to: String(10 + i) }));
    expect((await client.call(AREA_ROUTES.mass, { body: { areas: many } })).status).toBe(201);
    expect(await search({ q: 'lt' })).toHaveLength(50);
    expect(await search()).toHaveLength(50);

    // A pasted list: exact names, the carrier's own only, each area once.
    const named = await client.call(AREA_ROUTES.findByNames, { body: { names: ['Riga', 'Tartu', 'Riga', 'tartu', 'Riga (theirs)'] } });
    expect(named.status).toBe(200);
    expect(named.answer.map((a) => a.name)).toEqual(['Tartu', 'Riga']);

    // Bad input: 422 naming the field, never a 500.
    const bad = async (query: { q?: string; limit?: number | string }) => {
      const answer = await client.call(AREA_ROUTES.options, { query });
      expect(answer.status, JSON.stringify(query)).toBe(422);
      return Object.keys(answer.error.errors ?? {});
    };
    expect(await bad({ limit: 51 })).toEqual(['limit']);
    expect(await bad({ limit: 0 })).toEqual(['limit']);
    expect(await bad({ limit: 'many' })).toEqual(['limit']);
    expect(await bad({ q: 'a'.repeat(101) })).toEqual(['q']);
    expect(await bad({ q: 'a\u0000b' })).toEqual(['q']);
    const badNames = async (body: { names: string[] }) => {
      const answer = await client.call(AREA_ROUTES.findByNames, { body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      return Object.keys(answer.error.errors ?? {});
    };
    // Bodies its type forbids (no names, a number for a name) go out untyped.
    const badBody = async (body: object) => {
      const answer = await client.post('/fe/areas/find_by_names', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      return Object.keys(answer.json().errors);
    };
    expect(await badBody({})).toEqual(['names']);
    expect(await badNames({ names: [] })).toEqual(['names']);
    expect(await badBody({ names: [1] })).toEqual(['names.0']);
    expect(await badNames({ names: Array.from({ length: 2001 }, (_, i) => `n${i}`) })).toEqual(['names']);

    // The zones area reads them too (the zone form), a role with neither may not.
    const zonesReader = await createUser(db, {
      carrierId: mine.carrierId,
      roleId: await createRole(db, mine.carrierId, { level: 'read', levels: { areas: 'none', zones: 'read' } }),
    });
    const zonesClient = await use().client().login(zonesReader.email, PASSWORD);
    expect((await zonesClient.call(AREA_ROUTES.options, { query: { q: 'riga' } })).status).toBe(200);
    expect((await zonesClient.call(AREA_ROUTES.findByNames, { body: { names: ['Riga'] } })).status).toBe(200);
    const blind = await createUser(db, {
      carrierId: mine.carrierId,
      roleId: await createRole(db, mine.carrierId, { level: 'read', levels: { areas: 'none', zones: 'none' } }),
    });
    const blindClient = await use().client().login(blind.email, PASSWORD);
    expect((await blindClient.call(AREA_ROUTES.options, { query: { q: 'riga' } })).status).toBe(403);
    expect((await blindClient.call(AREA_ROUTES.findByNames, { body: { names: ['Riga'] } })).status).toBe(403);
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
    // A row its type forbids (no postcode_to) goes out untyped.
    const bad = await client.post('/fe/areas/mass', { areas: [...rows.slice(0, 10), { country: 'PL', postcode_from: '' }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('areas.10.postcode_from');
    const ok = await client.call(AREA_ROUTES.mass, { body: { areas: rows } });
    expect(ok.status).toBe(201);
    expect(ok.answer.count).toBe(5000);
    const list = (await client.call(AREA_ROUTES.list, { query: { page: 200 } })).answer;
    expect(list.count).toBe(5000);
    expect(list.items).toHaveLength(25);
    expect(list.items[0]!.name).toBe('PL597-597'); // row 4,976 in name order
    expect((await db.selectFrom('areas').select('id').where('carrier_id', '=', carrierId).execute()).length).toBe(5000);
  });

  it('creates areas and zones in one call from mass_zone rows, adding to a zone that exists', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const first = await client.call(AREA_ROUTES.massZone, {
      body: {
        areas: [
          { country: 'EE', postcode_from: '10', postcode_to: '19', zone_name: 'Tallinn' },
          { country: 'EE', postcode_from: '74', postcode_to: '76', zone_name: 'tallinn' },
          { country: 'LV', postcode_from: '10', postcode_to: '10', zone_name: 'Riga' },
        ],
      },
    });
    expect(first.status).toBe(201);
    expect(first.answer.zones.map((z) => [z.name, z.created])).toEqual([
      ['Tallinn', true],
      ['Riga', true],
    ]);
    const second = await client.call(AREA_ROUTES.massZone, {
      body: { areas: [{ country: 'EE', postcode_from: '11', postcode_to: '11', name: 'Old town', zone_name: 'TALLINN' }] },
    });
    expect(second.answer.zones[0]).toMatchObject({ name: 'TALLINN', created: false });
    const zones = (await client.call(ZONE_ROUTES.list, { query: { sort_by: 'name' } })).answer;
    expect(zones.count).toBe(2);
    const tallinn = zones.items.find((z) => z.name === 'Tallinn');
    expect(tallinn?.areas).toEqual(['EE10-19', 'EE74-76', 'Old town']);
    // A row its type forbids (no zone_name) goes out untyped.
    const missingZone = await client.post('/fe/areas/mass_zone', { areas: [{ country: 'EE', postcode_from: '10', postcode_to: '10' }] });
    expect(missingZone.json().errors).toHaveProperty('areas.0.zone_name');
    // A pasted or uploaded cell with a line break inside is that row's error, nothing is written.
    const twoLines = await client.call(AREA_ROUTES.massZone, {
      body: {
        areas: [
          { country: 'EE', postcode_from: '20', postcode_to: '20', zone_name: 'Tartu' },
          { country: 'EE', postcode_from: '21', postcode_to: '21', zone_name: 'Tartu\r\nSouth', name: 'Old\tmill' },
        ],
      },
    });
    expect([twoLines.status, twoLines.error.errors]).toEqual([
      422,
      {
        'areas.1.zone_name': 'must be one line, without control characters',
        'areas.1.name': 'must be one line, without control characters',
      },
    ]);
    expect((await client.call(ZONE_ROUTES.list)).answer.count).toBe(2);
  });

  it('does not delete an area a zone uses, deletes an unused one', async () => {
    const { db } = use().database;
    const { owner } = await createCarrier(db);
    const client = await use().client().login(owner.email, PASSWORD);
    const used = (await client.call(AREA_ROUTES.create, { body: { country: 'EE', postcode_from: '10', postcode_to: '19' } })).answer.id;
    const free = (await client.call(AREA_ROUTES.create, { body: { country: 'EE', postcode_from: '20', postcode_to: '29' } })).answer.id;
    await client.call(ZONE_ROUTES.create, { body: { name: 'North', areas: [used] } });
    expect((await client.call(AREA_ROUTES.get, { params: { id: used } })).answer).toMatchObject({ zone_count: 1, deletable: false });
    expect((await client.call(AREA_ROUTES.delete, { params: { id: used } })).status).toBe(409);
    expect((await client.call(AREA_ROUTES.delete, { params: { id: free } })).status).toBe(204);
    expect((await client.call(AREA_ROUTES.get, { params: { id: free } })).status).toBe(404);
  });

  it('keeps carriers apart and checks read/none/write', async () => {
    const { db } = use().database;
    const a = await createCarrier(db);
    const b = await createCarrier(db);
    const bClient = await use().client().login(b.owner.email, PASSWORD);
    const bArea = (await bClient.call(AREA_ROUTES.create, { body: { country: 'EE', postcode_from: '10', postcode_to: '19' } })).answer.id;
    const aClient = await use().client().login(a.owner.email, PASSWORD);
    expect((await aClient.call(AREA_ROUTES.get, { params: { id: bArea } })).status).toBe(404);
    expect(
      (await aClient.call(AREA_ROUTES.update, { params: { id: bArea }, body: { country: 'EE', postcode_from: '1', postcode_to: '1' } }))
        .status,
    ).toBe(404);
    expect((await aClient.call(AREA_ROUTES.delete, { params: { id: bArea } })).status).toBe(404);
    expect((await aClient.call(ZONE_ROUTES.create, { body: { name: 'Stolen', areas: [bArea] } })).error.errors).toEqual({
      'areas.0': 'is not an area of this carrier',
    });
    expect((await aClient.call(AREA_ROUTES.list)).answer.count).toBe(0);

    const reader = await createUser(db, { carrierId: a.carrierId, roleId: await createRole(db, a.carrierId, { level: 'read' }) });
    const readClient = await use().client().login(reader.email, PASSWORD);
    expect((await readClient.call(AREA_ROUTES.list)).status).toBe(200);
    expect((await readClient.call(AREA_ROUTES.create, { body: { country: 'EE', postcode_from: '1', postcode_to: '1' } })).status).toBe(403);
    expect((await readClient.call(AREA_ROUTES.mass, { body: { areas: [] } })).status).toBe(403);
    const zonesOnly = await createUser(db, {
      carrierId: a.carrierId,
      roleId: await createRole(db, a.carrierId, { level: 'write', levels: { zones: 'read' } }),
    });
    const zonesOnlyClient = await use().client().login(zonesOnly.email, PASSWORD);
    expect(
      (
        await zonesOnlyClient.call(AREA_ROUTES.massZone, {
          body: { areas: [{ country: 'EE', postcode_from: '1', postcode_to: '1', zone_name: 'Z' }] },
        })
      ).status,
    ).toBe(403);
    const blind = await createUser(db, {
      carrierId: a.carrierId,
      roleId: await createRole(db, a.carrierId, { level: 'read', levels: { areas: 'none', zones: 'none' } }),
    });
    expect((await (await use().client().login(blind.email, PASSWORD)).call(AREA_ROUTES.list)).status).toBe(403);
  });
});
