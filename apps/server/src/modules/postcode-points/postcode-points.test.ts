/**
 * POST|GET /fe/admin/postcode_points: a GeoNames postal code file of three countries loaded and
 * counted; a malformed one refused naming its line, with nothing written; a caller who is not the
 * platform admin refused; a file past the bound refused; the lookup and its cache.
 */
import { Readable } from 'node:stream';
import { POSTCODE_POINT_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, PASSWORD, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, uploadFile, type TestApp, type TestClient } from '../../../test/helpers';
import { findPostcodePoints, PostcodePointCache } from './index';
import { loadPostcodePoints } from './postcode-points.service';

/** A GeoNames line: country, postcode, place, admin names and codes, latitude, longitude, accuracy. */
const line = (country: string, postcode: string, place: string, lat: string, lon: string, accuracy = '4') =>
  [country, postcode, place, 'Admin1', '01', 'Admin2', '', '', '', lat, lon, accuracy].join('\t');

/** Three countries, a few real-looking lines each; Tallinn's 10115 twice (two places: their mean). */
const BALTICS = [
  line('EE', '10115', 'Tallinn', '59.4370', '24.7536'),
  line('EE', '10115', 'Tallinn Kesklinn', '59.4390', '24.7556'),
  line('EE', '51003', 'Tartu', '58.3780', '26.7290'),
  line('LV', 'LV-1050', 'Rīga', '56.9496', '24.1052'),
  line('LV', 'LV-3601', 'Ventspils', '57.3894', '21.5606', ''),
  line('LT', '01001', 'Vilnius', '54.6872', '25.2797'),
  line('LT', '44001', 'Kaunas', '54.8985', '23.9036'),
  line('LT', '91001', 'Klaipėda', '55.7033', '21.1443'),
].join('\n');

const upload = (client: TestClient, text: string | Buffer) =>
  uploadFile(client, POSTCODE_POINT_ROUTES.load, {
    name: 'BALTICS.txt',
    content: Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'),
  });

async function signedInAdmin(app: TestApp): Promise<TestClient> {
  const admin = await createAdmin(app.database.db);
  return app.client().login(admin.email, PASSWORD);
}

describeEachDatabase('postcode points', (use) => {
  it('loads a file of three countries, answers the points per country, and counts them', async () => {
    const client = await signedInAdmin(use());
    const loaded = await upload(client, `${BALTICS}\n`);
    expect(loaded.status, loaded.response.body).toBe(200);
    expect(loaded.answer).toEqual({
      countries: [
        { country: 'EE', points: 2 },
        { country: 'LT', points: 3 },
        { country: 'LV', points: 2 },
      ],
      points: 7,
    });
    expect((await client.call(POSTCODE_POINT_ROUTES.counts)).answer).toEqual(loaded.answer);

    // LV-1050 is stored under the key a request's "LV 1050" reads (postcodePointKey): 1050.
    const points = await findPostcodePoints(use().database.db, [
      { country: 'LV', key: '1050' },
      { country: 'EE', key: '10115' },
      { country: 'LT', key: '01001' },
      { country: 'FI', key: '00100' },
    ]);
    expect(Object.fromEntries(points)).toEqual({
      'LV:1050': { latitude: 56.9496, longitude: 24.1052 },
      // Two places of one postcode: the mean of their points.
      'EE:10115': { latitude: 59.438, longitude: 24.7546 },
      'LT:01001': { latitude: 54.6872, longitude: 25.2797 },
    });
    const stored = await use()
      .database.db.selectFrom('postcode_points')
      .select(['postcode', 'place', 'places'])
      .where('country', '=', 'EE')
      .where('key', '=', '10115')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ postcode: '10115', place: 'Tallinn', places: 2 });
  });

  it('a later file replaces the points it lists and keeps the others; Windows line ends and a BOM are read', async () => {
    const client = await signedInAdmin(use());
    expect((await upload(client, BALTICS)).status).toBe(200);
    const again = `\uFEFF${[line('EE', '10115', 'Tallinn', '59.4400', '24.7500'), line('FI', '00100', 'Helsinki', '60.1699', '24.9384')].join('\r\n')}\r\n`;
    const loaded = await upload(client, again);
    expect(loaded.status, loaded.response.body).toBe(200);
    expect(loaded.answer).toEqual({
      countries: [
        { country: 'EE', points: 1 },
        { country: 'FI', points: 1 },
      ],
      points: 2,
    });
    const points = await findPostcodePoints(use().database.db, [
      { country: 'EE', key: '10115' },
      { country: 'EE', key: '51003' },
    ]);
    // Replaced, not averaged with the earlier file's places.
    expect(points.get('EE:10115')).toEqual({ latitude: 59.44, longitude: 24.75 });
    expect(points.get('EE:51003')).toEqual({ latitude: 58.378, longitude: 26.729 });
    const counts = (await client.call(POSTCODE_POINT_ROUTES.counts)).answer;
    expect(counts.countries.find((c) => c.country === 'EE')).toEqual({ country: 'EE', points: 2 });
    expect(counts.countries.find((c) => c.country === 'FI')).toEqual({ country: 'FI', points: 1 });
  });

  it('refuses a malformed line with 422 naming the line and why, and writes nothing', async () => {
    const client = await signedInAdmin(use());
    expect((await upload(client, BALTICS)).status).toBe(200);
    const before = (await client.call(POSTCODE_POINT_ROUTES.counts)).answer;
    const bad = [
      line('EE', '10115', 'Tallinn', '10.0000', '10.0000'),
      line('SE', '11120', 'Stockholm', '59.3326', '18.0649'),
      line('LV', 'LV-1050', 'Rīga', '91.5', '24.1052'),
      line('LT', '01001', 'Vilnius', '54.6872', '25.2797'),
    ].join('\n');
    const refused = await upload(client, bad);
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('Line 3: latitude "91.5" is not a number from -90 to 90');
    expect(refused.error.errors).toEqual({ file: 'Line 3: latitude "91.5" is not a number from -90 to 90' });
    expect(refused.error).toMatchObject({ line: 3, reason: 'bad_latitude' });
    expect((await client.call(POSTCODE_POINT_ROUTES.counts)).answer).toEqual(before);
    const tallinn = await findPostcodePoints(use().database.db, [{ country: 'EE', key: '10115' }]);
    expect(tallinn.get('EE:10115')).toEqual({ latitude: 59.438, longitude: 24.7546 });

    // Spaces for tabs, in the caller's language (Finnish).
    const body = multipart('EE 10115 Tallinn');
    const spaced = await client.request({ ...body, headers: { ...body.headers, 'accept-language': 'fi' } });
    expect(spaced.statusCode).toBe(422);
    expect(spaced.json()).toMatchObject({
      message: 'Rivi 1: 1 saraketta, odotettiin 12 sarkaimin erotettua',
      line: 1,
      reason: 'too_few_columns',
    });

    // A line past the bound, in a file with no line feed at all: refused without reading it whole.
    const long = await upload(client, Buffer.alloc(300_000, 'x'));
    expect(long.status).toBe(422);
    expect(long.error.message).toBe('Line 1: longer than 2000 characters');
    // Bytes that are not UTF-8.
    const binary = await upload(
      client,
      Buffer.concat([Buffer.from(`${line('EE', '10115', 'Tallinn', '59.4', '24.7')}\n`), Buffer.from([0xff, 0xfe, 0x00, 0xc3])]),
    );
    expect(binary.status).toBe(422);
    expect(binary.error.message).toBe('Line 2: not UTF-8 text');
    // No lines at all.
    const empty = await upload(client, '\n\n');
    expect(empty.status).toBe(422);
    expect(empty.error.errors).toEqual({ file: 'The file has no postcode lines' });
    expect((await client.call(POSTCODE_POINT_ROUTES.counts)).answer).toEqual(before);
  });

  it('is the platform admin’s only: a carrier’s owner is 403, a stranger 401', async () => {
    const { client } = await signedInCarrier(use());
    expect((await upload(client, BALTICS)).status).toBe(403);
    expect((await client.call(POSTCODE_POINT_ROUTES.counts)).status).toBe(403);
    expect((await upload(use().client(), BALTICS)).status).toBe(401);
  });

  it('a postcode whose lines fall in two batches gets the mean of all of them', async () => {
    const db = use().database.db;
    let changed = 0;
    const deps = { db, postcodePoints: { cache: new PostcodePointCache(db), changed: async () => void (changed += 1) } };
    const text = [
      line('EE', '20001', 'A', '59.000000', '24.000000'),
      line('EE', '20001', 'B', '59.000003', '24.000003'),
      line('EE', '20002', 'C', '58.000000', '25.000000'),
      line('EE', '20001', 'D', '59.000006', '24.000006'),
    ].join('\n');
    const answer = await loadPostcodePoints(deps, Readable.from([Buffer.from(text.slice(0, 17)), Buffer.from(text.slice(17))]), {
      batchRows: 1,
    });
    expect(answer).toEqual({ countries: [{ country: 'EE', points: 2 }], points: 2 });
    expect(changed).toBe(1);
    const points = await findPostcodePoints(db, [{ country: 'EE', key: '20001' }]);
    expect(points.get('EE:20001')).toEqual({ latitude: 59.000003, longitude: 24.000003 });
  });

  it('the cache reads a key once, and forgets on a load', async () => {
    const client = await signedInAdmin(use());
    const db = use().database.db;
    const cache = new PostcodePointCache(db);
    await upload(client, line('EE', '30001', 'Old', '58.5', '25.5'));
    const keys = [
      { country: 'EE', key: '30001' },
      { country: 'EE', key: '39999' },
    ];
    expect(Object.fromEntries(await cache.find(keys))).toEqual({ 'EE:30001': { latitude: 58.5, longitude: 25.5 } });
    expect(cache.size).toBe(2);
    await cache.check();
    await upload(client, line('EE', '30001', 'New', '58.6', '25.6'));
    // Another cache (another process) learns of the load by the version.
    expect((await cache.find(keys)).get('EE:30001')).toEqual({ latitude: 58.5, longitude: 25.5 });
    await cache.check();
    expect(cache.size).toBe(0);
    expect((await cache.find(keys)).get('EE:30001')).toEqual({ latitude: 58.6, longitude: 25.6 });
  });
});

describeEachDatabase(
  'postcode points: the bound',
  (use) => {
    it('refuses a file past POSTCODE_POINTS_MAX_BYTES with 413, declared or counted, and writes nothing', async () => {
      const client = await signedInAdmin(use());
      const row = `${line('EE', '40001', 'Far', '58.0', '25.0')}\n`;
      const declared = await upload(client, row.repeat(Math.ceil(200_000 / row.length)));
      expect(declared.status).toBe(413);
      expect(declared.error.message).toBe('The file is larger than 64 KB');
      // Within the framing's allowance, so only the bytes counted as they stream find it too large.
      const counted = await upload(client, row.repeat(Math.ceil((64 * 1024 + 4_000) / row.length)));
      expect(counted.status).toBe(413);
      expect((await client.call(POSTCODE_POINT_ROUTES.counts)).answer).toEqual({ countries: [], points: 0 });
    });
  },
  { config: { postcodePointsFileBytes: 64 * 1024 } },
);

/** A multipart body of one file, as uploadFile sends it (for a call with headers of its own). */
function multipart(text: string) {
  const boundary = '----freight-upload-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  return {
    method: 'POST' as const,
    url: POSTCODE_POINT_ROUTES.load.path,
    payload: Buffer.concat([Buffer.from(head), Buffer.from(text), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } as Record<string, string>,
  };
}
