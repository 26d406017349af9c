import ExcelJS from 'exceljs';
import { CARRIER_SETTINGS_ROUTES, DISTANCE_ROUTES, SERVICE_ROUTES, ZONE_ROUTES, type BodyInput } from '@freight/domain';
import { expect, it } from 'vitest';
import { createRole, createUser, PASSWORD, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, uploadFile, type TestApp, type TestClient } from '../../../test/helpers';
import { loadDistanceInputs } from './distances.repository';

type TableBody = BodyInput<typeof DISTANCE_ROUTES.set>;

/** A carrier with three zones named Zone 0..2, its owner signed in. */
async function distanceCarrier(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 3 });
  const [a, b, c] = setup.zones as [number, number, number];
  return { ...carrier, setup, client, zones: { a, b, c } };
}

const readTable = async (client: TestClient) => (await client.call(DISTANCE_ROUTES.get)).answer;

/** Saves `lanes` on the version a GET answers now, as the page sends the version it loaded. */
async function saveTable(client: TestClient, lanes: TableBody['lanes']) {
  const { version } = await readTable(client);
  return client.call(DISTANCE_ROUTES.set, { body: { version, lanes } });
}

const upload = (client: TestClient, name: string, content: Buffer) => uploadFile(client, DISTANCE_ROUTES.readFile, { name, content });

/** The carrier's pricing version (pricing_versions 'carrier:<id>'): moves on with each change that prices. */
async function pricingVersion(app: TestApp, carrierId: number) {
  const row = await app.database.db
    .selectFrom('pricing_versions')
    .select('version')
    .where('scope', '=', `carrier:${carrierId}`)
    .executeTakeFirst();
  return row?.version ?? 0;
}

describeEachDatabase('distance table', (use) => {
  it('saves the whole table as its next version, answers the lanes with zone names, and reads back as saved', async () => {
    const { client, carrierId, owner, zones } = await distanceCarrier(use());
    expect(await readTable(client)).toEqual({ version: 0, lanes: [], road_factor: null, versions: [] });
    const before = await pricingVersion(use(), carrierId);

    const saved = await saveTable(client, [
      { zone_from: zones.b, zone_to: zones.a, km: '312,5' },
      { zone_from: zones.a, zone_to: zones.b, km: 310 },
      { zone_from: zones.a, zone_to: zones.c, km: 0.1 },
    ]);
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.answer).toMatchObject({
      version: 1,
      lanes: [
        { zone_from: zones.a, zone_from_name: 'Zone 0', zone_to: zones.b, zone_to_name: 'Zone 1', km: 310 },
        { zone_from: zones.a, zone_from_name: 'Zone 0', zone_to: zones.c, zone_to_name: 'Zone 2', km: 0.1 },
        { zone_from: zones.b, zone_from_name: 'Zone 1', zone_to: zones.a, zone_to_name: 'Zone 0', km: 312.5 },
      ],
      versions: [{ version: 1, lanes: 3, author: owner.name, restored_from: null }],
    });
    expect(await readTable(client)).toEqual(saved.answer);
    // The save dropped the compiled carrier (changePricing moved its version on).
    expect(await pricingVersion(use(), carrierId)).toBeGreaterThan(before);

    // What the price service compiles: zone ids, km as numeric text, the default road factor, the version.
    const inputs = await loadDistanceInputs(use().database.db, carrierId);
    expect(inputs).toEqual({
      road_factor: null,
      version: 1,
      distances: expect.arrayContaining([
        { zone_from: zones.a, zone_to: zones.b, km: '310.0' },
        { zone_from: zones.b, zone_to: zones.a, km: '312.5' },
        { zone_from: zones.a, zone_to: zones.c, km: '0.1' },
      ]),
    });

    // A second save is version 2; both are listed, newest first; the lanes are the new ones only.
    const second = await saveTable(client, [{ zone_from: zones.c, zone_to: zones.a, km: 99.9 }]);
    expect(second.answer.version).toBe(2);
    expect(second.answer.lanes).toEqual([
      { zone_from: zones.c, zone_from_name: 'Zone 2', zone_to: zones.a, zone_to_name: 'Zone 0', km: 99.9 },
    ]);
    expect(second.answer.versions.map((v) => [v.version, v.lanes])).toEqual([
      [2, 1],
      [1, 3],
    ]);
    expect((await loadDistanceInputs(use().database.db, carrierId)).distances).toEqual([
      { zone_from: zones.c, zone_to: zones.a, km: '99.9' },
    ]);
  });

  it('restores an older version as the next one; a version not kept is 404, a stale loaded version 409', async () => {
    const { client, zones } = await distanceCarrier(use());
    expect((await saveTable(client, [{ zone_from: zones.a, zone_to: zones.b, km: 100 }])).status).toBe(200);
    expect((await saveTable(client, [{ zone_from: zones.a, zone_to: zones.b, km: 200 }])).status).toBe(200);
    const restored = await client.call(DISTANCE_ROUTES.restore, { body: { restore: 1, version: 2 } });
    expect(restored.status, restored.response.body).toBe(200);
    expect(restored.answer).toMatchObject({
      version: 3,
      lanes: [{ zone_from: zones.a, zone_to: zones.b, km: 100 }],
    });
    expect(restored.answer.versions[0]).toMatchObject({ version: 3, lanes: 1, restored_from: 1 });
    expect((await client.call(DISTANCE_ROUTES.restore, { body: { restore: 9, version: 3 } })).status).toBe(404);
    const stale = await client.call(DISTANCE_ROUTES.restore, { body: { restore: 2, version: 2 } });
    expect(stale.status).toBe(409);
    expect((await readTable(client)).version).toBe(3);
  });

  it("refuses another carrier's zone (422 at the lane), bad km and a lane given twice (422 naming the row); nothing is saved", async () => {
    const { client, zones } = await distanceCarrier(use());
    const theirs = await distanceCarrier(use());
    const foreign = await saveTable(client, [
      { zone_from: zones.a, zone_to: zones.b, km: 10 },
      { zone_from: zones.a, zone_to: theirs.zones.a, km: 10 },
    ]);
    expect(foreign.status).toBe(422);
    expect(foreign.error.errors).toEqual({ 'lanes.1.zone_to': 'is not a zone of this carrier' });

    const bad = await client.call(DISTANCE_ROUTES.set, {
      body: {
        version: 0,
        lanes: [
          { zone_from: zones.a, zone_to: zones.b, km: 0 },
          { zone_from: zones.a, zone_to: zones.c, km: 12.25 },
          { zone_from: zones.b, zone_to: zones.c, km: 20_000.1 },
          { zone_from: zones.c, zone_to: zones.a, km: 'far' },
          { zone_from: zones.a, zone_to: zones.b, km: 5 },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toEqual({
      'lanes.0.km': 'must be above 0',
      'lanes.1.km': 'must have at most 1 decimals',
      'lanes.2.km': 'must be at most 20000',
      'lanes.3.km': 'must be a number',
      'lanes.4.zone_to': 'is already in row 1',
    });
    // No version: 422; a stale one: 409 naming who saved.
    const missing = await client.put('/fe/distances', { lanes: [] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ version: 'is required' });
    expect((await readTable(client)).version).toBe(0);
    expect((await saveTable(client, [])).status).toBe(200);
    const stale = await client.call(DISTANCE_ROUTES.set, { body: { version: 0, lanes: [] } });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toMatch(/^Changed by .+ at .+: reload to see their change$/);

    // In the caller's language too.
    const finnish = await client.request({
      method: 'PUT',
      url: '/fe/distances',
      payload: { version: 1, lanes: [{ zone_from: zones.a, zone_to: theirs.zones.b, km: 1 }] },
      headers: { 'accept-language': 'fi' },
    });
    expect(finnish.json().errors).toEqual({ 'lanes.0.zone_to': 'ei ole tämän kuljetusliikkeen vyöhyke' });
    // Their table is theirs: nothing of ours shows there.
    expect((await readTable(theirs.client)).version).toBe(0);
  });

  it('reads a CSV and an xlsx into lanes by zone name without saving; an error row is 422 naming the row', async () => {
    const { client, zones } = await distanceCarrier(use());
    const csv = await upload(client, 'lanes.csv', Buffer.from('From zone;To zone;km\nzone 0;Zone 1;"1 234,5"\n Zone 1 ;Zone 0;312,5\n'));
    expect(csv.status, csv.response.body).toBe(200);
    expect(csv.answer).toEqual({
      lanes: [
        { zone_from: zones.a, zone_from_name: 'Zone 0', zone_to: zones.b, zone_to_name: 'Zone 1', km: 1234.5 },
        { zone_from: zones.b, zone_from_name: 'Zone 1', zone_to: zones.a, zone_to_name: 'Zone 0', km: 312.5 },
      ],
      csv: { encoding: 'UTF-8', separator: ';' },
    });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lanes');
    sheet.addRow(['Zone 0', 'Zone 2', 450.5]);
    sheet.addRow(['Zone 2', 'Zone 0', '451,2']);
    const xlsx = await upload(client, 'lanes.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(xlsx.status, xlsx.response.body).toBe(200);
    expect(xlsx.answer.lanes.map((l) => [l.zone_from, l.zone_to, l.km])).toEqual([
      [zones.a, zones.c, 450.5],
      [zones.c, zones.a, 451.2],
    ]);
    expect(xlsx.answer.csv).toBeNull();

    const bad = await upload(
      client,
      'lanes.csv',
      Buffer.from('from,to,km\nZone 0,Zone 1,10\nTartu,Zone 1,10\nZone 1,Zone 2,-3\nZone 0,Zone 1,12\n'),
    );
    expect(bad.status).toBe(422);
    expect(bad.error.errors?.file).toBe(
      'Row 3: from zone "Tartu" is not a zone of this carrier; Row 4: km must be above 0; Row 5: the lane Zone 0 → Zone 1 is already in row 2',
    );
    const badXlsx = new ExcelJS.Workbook();
    const badSheet = badXlsx.addWorksheet('Lanes');
    badSheet.addRow(['Zone 0', 'Zone 1', 10]);
    badSheet.addRow(['Zone 0', '', 10]);
    const refused = await upload(client, 'lanes.xlsx', Buffer.from(await badXlsx.xlsx.writeBuffer()));
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.file).toBe('Row 2: to zone is required');
    // In Finnish: the row and its reason.
    const finnish = await client.request({
      method: 'POST',
      url: '/fe/distances/file',
      payload: `--b\r\nContent-Disposition: form-data; name="file"; filename="lanes.csv"\r\nContent-Type: text/csv\r\n\r\nZone 0;Zone 1;0\r\n--b--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'accept-language': 'fi' },
    });
    expect(finnish.statusCode).toBe(422);
    expect(finnish.json().errors).toEqual({ file: 'Rivi 1: km on oltava suurempi kuin 0' });
    expect((await upload(client, 'lanes.xlsx', Buffer.from('PK\u0003\u0004 not a zip'))).status).toBe(422);
    expect((await readTable(client)).version).toBe(0);
  });

  it('downloads the table as xlsx (ExcelJS reads it back) and CSV, which read back as the same lanes', async () => {
    const { client, zones } = await distanceCarrier(use());
    expect(
      (
        await saveTable(client, [
          { zone_from: zones.a, zone_to: zones.b, km: 1234.5 },
          { zone_from: zones.b, zone_to: zones.a, km: 300 },
        ])
      ).status,
    ).toBe(200);
    const xlsx = await client.call(DISTANCE_ROUTES.download, { query: { format: 'xlsx', lang: 'en' } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.response.headers['content-disposition']).toBe('attachment; filename="distances.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Distances');
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['From zone', 'To zone', 'km'],
      ['Zone 0', 'Zone 1', 1234.5],
      ['Zone 1', 'Zone 0', 300],
    ]);
    // The downloaded file reads back as the same lanes.
    const again = await upload(client, 'distances.xlsx', xlsx.response.rawPayload);
    expect(again.answer.lanes.map((l) => [l.zone_from, l.zone_to, l.km])).toEqual([
      [zones.a, zones.b, 1234.5],
      [zones.b, zones.a, 300],
    ]);

    const csv = await client.call(DISTANCE_ROUTES.download, { query: { format: 'csv', lang: 'fi' } });
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.response.body).toBe('\uFEFFLähtövyöhyke;Kohdevyöhyke;Etäisyys (km)\r\nZone 0;Zone 1;1234,5\r\nZone 1;Zone 0;300\r\n');
    const back = await upload(client, 'distances.csv', csv.response.rawPayload);
    expect(back.answer.lanes.map((l) => l.km)).toEqual([1234.5, 300]);
  });

  it('a zone in the table cannot be deleted until its lanes are gone (409)', async () => {
    const { client, zones } = await distanceCarrier(use());
    expect((await saveTable(client, [{ zone_from: zones.a, zone_to: zones.b, km: 10 }])).status).toBe(200);
    // The pricing setup's zones are in no pricelist: only the lane holds zone b.
    const held = await client.call(ZONE_ROUTES.delete, { params: { id: zones.b } });
    expect(held.status, held.response.body).toBe(409);
    expect((await saveTable(client, [])).status).toBe(200);
    expect((await client.call(ZONE_ROUTES.delete, { params: { id: zones.b } })).status).toBe(204);
  });

  it('a zones read-only role reads the table and downloads it, but cannot save, restore or read a file (403)', async () => {
    const { client, carrierId, zones } = await distanceCarrier(use());
    expect((await saveTable(client, [{ zone_from: zones.a, zone_to: zones.b, km: 10 }])).status).toBe(200);
    const roleId = await createRole(use().database.db, carrierId, { level: 'write', levels: { zones: 'read' } });
    const reader = await createUser(use().database.db, { carrierId, roleId });
    const readOnly = await use().client().login(reader.email, PASSWORD);
    expect((await readTable(readOnly)).version).toBe(1);
    expect((await readOnly.call(DISTANCE_ROUTES.download, { query: { format: 'csv' } })).status).toBe(200);
    expect((await readOnly.call(DISTANCE_ROUTES.set, { body: { version: 1, lanes: [] } })).status).toBe(403);
    expect((await readOnly.call(DISTANCE_ROUTES.restore, { body: { restore: 1, version: 1 } })).status).toBe(403);
    expect((await upload(readOnly, 'lanes.csv', Buffer.from('Zone 0;Zone 1;5\n'))).status).toBe(403);
    const noZones = await createRole(use().database.db, carrierId, { level: 'write', levels: { zones: 'none' } });
    const outsider = await createUser(use().database.db, { carrierId, roleId: noZones });
    expect((await (await use().client().login(outsider.email, PASSWORD)).call(DISTANCE_ROUTES.get)).status).toBe(403);
  });
});

describeEachDatabase('road factor and what a service drives', (use) => {
  it('saves the road factor (1 to 3, 3 decimals; null for the default), refuses 0.5 and 4, and the table names it', async () => {
    const { client, carrierId } = await distanceCarrier(use());
    const before = await pricingVersion(use(), carrierId);
    const saved = await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { road_factor: '1,315' } });
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.answer.road_factor).toBe(1.315);
    expect(await pricingVersion(use(), carrierId)).toBeGreaterThan(before);
    expect((await readTable(client)).road_factor).toBe(1.315);
    expect((await loadDistanceInputs(use().database.db, carrierId)).road_factor).toBe('1.315');
    // Other settings saved alone keep it, and do not touch pricing.
    const pricing = await pricingVersion(use(), carrierId);
    expect((await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'Net 14 days' } })).answer.road_factor).toBe(1.315);
    expect(await pricingVersion(use(), carrierId)).toBe(pricing);

    for (const [factor, reason] of [
      [0.5, 'must be at least 1'],
      [4, 'must be at most 3'],
      [1.2345, 'must have at most 3 decimals'],
      ['fast', 'must be a number'],
    ] as const) {
      const refused = await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { road_factor: factor } });
      expect(refused.status, String(factor)).toBe(422);
      expect(refused.error.errors, String(factor)).toEqual({ road_factor: reason });
    }
    expect((await client.call(CARRIER_SETTINGS_ROUTES.get)).answer.road_factor).toBe(1.315);
    const cleared = await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { road_factor: null } });
    expect(cleared.answer.road_factor).toBeNull();
    expect((await loadDistanceInputs(use().database.db, carrierId)).road_factor).toBeNull();
  });

  it("saves a service's vehicle, fuel and measured factor, refuses an unknown vehicle and a 0 factor, and defaults to none and diesel", async () => {
    const { client, carrierId } = await distanceCarrier(use());
    const created = await client.call(SERVICE_ROUTES.create, {
      body: { name: 'FTL', code: 'FTL', cargoson_id: null, vehicle: 'articulated_34_40t', fuel: 'diesel', emission_factor: '62,5' },
    });
    expect(created.status, created.response.body).toBe(201);
    const id = created.answer.id;
    const service = (await client.call(SERVICE_ROUTES.get, { params: { id } })).answer;
    expect(service).toMatchObject({ vehicle: 'articulated_34_40t', fuel: 'diesel', emission_factor: 62.5 });
    // A GET answer sent back saves the same; a save that leaves them out clears the vehicle and factor.
    const before = await pricingVersion(use(), carrierId);
    expect((await client.call(SERVICE_ROUTES.update, { params: { id }, body: service })).answer).toMatchObject({
      vehicle: 'articulated_34_40t',
      emission_factor: 62.5,
    });
    expect(await pricingVersion(use(), carrierId)).toBeGreaterThan(before);
    const plain = await client.call(SERVICE_ROUTES.update, { params: { id }, body: { name: 'FTL', code: 'FTL', cargoson_id: null } });
    expect(plain.answer).toMatchObject({ vehicle: null, fuel: 'diesel', emission_factor: null });

    const refused = await client.call(SERVICE_ROUTES.update, {
      params: { id },
      body: { name: 'FTL', code: 'FTL', cargoson_id: null, vehicle: 'spaceship', fuel: 'coal', emission_factor: 0 },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({
      vehicle:
        'must be one of van_lt_3_5t, rigid_3_5_7_5t, rigid_7_5_12t, rigid_12_20t, rigid_20_26t, rigid_26_32t, articulated_lt_34t, articulated_34_40t',
      fuel: 'must be one of diesel',
      emission_factor: 'must be above 0',
    });
    const tooMuch = await client.call(SERVICE_ROUTES.update, {
      params: { id },
      body: { name: 'FTL', code: 'FTL', cargoson_id: null, vehicle: 'van_lt_3_5t', emission_factor: 10_000.5 },
    });
    expect(tooMuch.error.errors).toEqual({ emission_factor: 'must be at most 10000' });
    expect((await client.call(SERVICE_ROUTES.get, { params: { id } })).answer).toMatchObject({ vehicle: null, emission_factor: null });
  });
});
