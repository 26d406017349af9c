/**
 * Issue 46 end to end through the API: the platform's GeoNames points loaded, a carrier's per-km
 * pricelist for a full trailer and its service's vehicle, an FTL quote EE 10115 -> LV 1050 with its
 * distance, price and emissions, repriced identically after the points change; the distance
 * table winning over the points; a budget row priced with the points its worker was handed.
 */
import { POSTCODE_POINT_ROUTES, PRICELIST_ROUTES, SERVICE_ROUTES, greatCircleKm } from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, generalPricelist, PASSWORD, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, uploadFile, type TestApp, type TestClient } from '../../../test/helpers';

const line = (country: string, postcode: string, place: string, lat: number, lon: number) =>
  [country, postcode, place, '', '', '', '', '', '', String(lat), String(lon), '4'].join('\t');

const TALLINN = { latitude: 59.437, longitude: 24.7536 };
const RIGA = { latitude: 56.9496, longitude: 24.1052 };
const geonames = (riga = RIGA) =>
  [
    line('EE', '10115', 'Tallinn', TALLINN.latitude, TALLINN.longitude),
    line('LV', 'LV-1050', 'Rīga', riga.latitude, riga.longitude),
    line('LT', '01001', 'Vilnius', 54.6872, 25.2797),
  ].join('\n');

async function loadPoints(app: TestApp, text: string) {
  const admin = await createAdmin(app.database.db);
  const client = await app.client().login(admin.email, PASSWORD);
  const loaded = await uploadFile(client, POSTCODE_POINT_ROUTES.load, { name: 'points.txt', content: Buffer.from(text, 'utf8') });
  expect(loaded.status, loaded.response.body).toBe(200);
}

/** A carrier with zones Estonia (EE) and Latvia (LV), a Full trailer service driving an articulated truck, and its per-km pricelist. */
async function trailerCarrier(app: TestApp) {
  const { carrier, client, setup } = await signedInCarrier(app, { zones: 0 });
  const db = app.database.db;
  const zone = async (name: string, country: string) => {
    const area = await db
      .insertInto('areas')
      .values({ carrier_id: carrier.carrierId, name, country, postcode_from: '0', postcode_to: '9' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const z = await db.insertInto('zones').values({ carrier_id: carrier.carrierId, name }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('zone_areas').values({ zone_id: z.id, area_id: area.id, position: 0 }).execute();
    return z.id;
  };
  const estonia = await zone('Estonia', 'EE');
  const latvia = await zone('Latvia', 'LV');
  const service = (await client.call(SERVICE_ROUTES.get, { params: { id: setup.serviceId } })).answer;
  const saved = await client.call(SERVICE_ROUTES.update, {
    params: { id: setup.serviceId },
    body: { ...service, name: 'Full trailer', vehicle: 'articulated_34_40t', fuel: 'diesel', emission_factor: 62.5 },
  });
  expect(saved.status).toBe(200);
  const pricelist = generalPricelist(setup.serviceId, {
    unit: 'full_load' as const,
    min_max_rule: 'none' as const,
    fare_groups: [
      {
        quantities: [{ quantity: 1, unit: 'per_km' as const }],
        zones: [{ zone_from: estonia, zone_to: latvia, minimum_amount: 350, prices: [1.25] }],
      },
    ],
  });
  expect((await client.call(PRICELIST_ROUTES.create, { body: pricelist })).status).toBe(201);
  return { client, estonia, latvia, serviceId: setup.serviceId };
}

const FTL = {
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'LV', postcode: 'LV-1050' },
  shipments: [{ quantity: 1, type: 'ftl', weight: 12000 }],
};

type Priced = {
  total: number;
  distance_km: number;
  emissions: { co2e_kg: number };
  quote_id: string;
  trace: { distance: { source: string } };
};

async function price(client: TestClient, body: object): Promise<Priced> {
  const answer = await client.post('/api/v1/service_price', { ...body, explain: true });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json()[0] as Priced;
}

describeEachDatabase('distance-priced loads', (use) => {
  it('prices an FTL EE 10115 -> LV 1050 by the GeoNames points, and reprices the quote identically after the points change', async () => {
    await loadPoints(use(), geonames());
    const { client } = await trailerCarrier(use());
    const first = await price(client, FTL);
    const km = Math.round(greatCircleKm(TALLINN, RIGA) * 1.25 * 10) / 10;
    expect(first.distance_km).toBe(km);
    expect(first.trace.distance.source).toBe('great_circle');
    expect(first.total).toBe(Math.round(km * 1.25 * 100) / 100);
    // A full load's payable weight, 25.16 t, x km x 62.5 g/tkm, to the gram.
    expect(first.emissions.co2e_kg).toBe(Math.round(25.16 * km * 62.5) / 1000);

    // Riga's point moves some 50 km west: a new price is longer, the quote keeps its km.
    await loadPoints(use(), geonames({ latitude: 56.9496, longitude: 23.3 }));
    const moved = await price(client, FTL);
    expect(moved.distance_km).toBeGreaterThan(km);
    const quote = await client.get(`/api/v1/quotes/${first.quote_id}?reprice=true`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      identical: true,
      total: first.total,
      repriced: { total: first.total, distance_km: km, emissions: { co2e_kg: first.emissions.co2e_kg } },
    });
  });

  it("takes the carrier's distance table over the points, and says so", async () => {
    await loadPoints(use(), geonames());
    const { client, estonia, latvia } = await trailerCarrier(use());
    const { version } = (await client.get('/fe/distances')).json() as { version: number };
    const put = await client.put('/fe/distances', { version, lanes: [{ zone_from: estonia, zone_to: latvia, km: 311.4 }] });
    expect(put.statusCode, put.body).toBe(200);
    const priced = await price(client, FTL);
    expect(priced).toMatchObject({ distance_km: 311.4, total: 389.25, trace: { distance: { source: 'table' } } });
  });

  it('answers no distance and no price for a per-km lane whose end has no point', async () => {
    const { client } = await trailerCarrier(use());
    // Postcodes no GeoNames file of these tests has.
    const answer = await client.post('/api/v1/service_price', {
      ...FTL,
      collection: { country: 'EE', postcode: '10999' },
      delivery: { country: 'LV', postcode: '1999' },
    });
    expect(answer.json()[0]).toMatchObject({
      total: null,
      distance_km: null,
      emissions: null,
      errors:
        'Priced per km, but the lane has no distance\n' +
        'The collection address EE 10999 has no point: no postcode point, and its area Estonia has no centroid\n' +
        'The delivery address LV 1999 has no point: no postcode point, and its area Latvia has no centroid',
    });
  });
});
