/**
 * The budget and tender workbooks' Distance (km) and CO2e (kg) columns (issue 46): each the single
 * price API's distance_km and emissions for that shipment, empty where the answer has none, headed in
 * the workbook's language.
 */
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { BULK_ROUTES, pathOf, PRICE_ROUTES, PRICELIST_ROUTES } from '@freight/domain';
import { signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, pricelistBody, type TestApp } from '../../../test/helpers';

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** Row `n`'s values by the sheet's header row. */
function rowOf(sheet: ExcelJS.Worksheet, n: number): Record<string, unknown> {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const values = (sheet.getRow(n).values as unknown[]).slice(1);
  return Object.fromEntries(header.map((h, i) => [h, values[i] ?? null]));
}

/**
 * Zone 0 (EE 10, Tallinn's centroid) to Zone 1 (EE 11, Tartu's centroid) and to Zone 2 (EE 12, no
 * centroid: no distance); the service drives an articulated truck with a measured 60 g CO2e/tkm.
 */
async function carrierWithDistances(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 3 });
  const db = app.database.db;
  const areas = await db.selectFrom('areas').select(['id', 'postcode_from']).where('carrier_id', '=', carrier.carrierId).execute();
  const centroids: Record<string, [number, number]> = { '10': [59.437, 24.7536], '11': [58.378, 26.729] };
  for (const area of areas) {
    const point = centroids[area.postcode_from];
    if (point) await db.updateTable('areas').set({ latitude: point[0], longitude: point[1] }).where('id', '=', area.id).execute();
  }
  await db
    .updateTable('services')
    .set({ vehicle: 'articulated_34_40t', fuel: 'diesel', emission_factor: 60 })
    .where('id', '=', setup.serviceId)
    .execute();
  const row = (to: number) => ({ zone_from: setup.zones[0]!, zone_to: to, transit: setup.transitId, prices: [25, 20] });
  const created = await client.call(PRICELIST_ROUTES.create, {
    body: pricelistBody(setup.serviceId, {
      fare_groups: [
        {
          quantities: [
            { quantity: 100, unit: 'per_shipment' },
            { quantity: 2000, unit: 'per_100kg' },
          ],
          zones: [row(setup.zones[1]!), row(setup.zones[2]!)],
        },
      ],
    }),
  });
  expect(created.status, created.response.body).toBe(201);
  return { setup, client };
}

const TALLINN = { country: 'EE', postcode: '10115' };
const TARTU = { country: 'EE', postcode: '11415' };
const ZONE_2 = { country: 'EE', postcode: '12001' };

describeEachDatabase('the workbooks’ distance and CO2e columns', (use) => {
  it('a budget has Distance (km) and CO2e (kg) before Errors, each the single price API’s figure', async () => {
    const { setup, client } = await carrierWithDistances(use());
    const shipments = [
      { reference: 'R-1', collection: TALLINN, delivery: TARTU, quantity: 1, type: 'eur_pallet' as const, weight: 1000 },
      { reference: 'R-2', collection: TALLINN, delivery: ZONE_2, quantity: 1, type: 'eur_pallet' as const, weight: 1000 },
    ];
    const { response } = await client.call(BULK_ROUTES.massPrice, { body: { service: setup.serviceId, shipments } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const prices = (await readWorkbook(response.rawPayload)).getWorksheet('Prices')!;
    const header = (prices.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(-5)).toEqual(['Collection date', 'Delivery date', 'Distance (km)', 'CO2e (kg)', 'Errors']);
    const single = async (i: number) =>
      (await client.call(PRICE_ROUTES.servicePrice, { body: { service: setup.serviceId, ...shipments[i]!, shipments: [shipments[i]!] } }))
        .answer[0]!;
    const tartu = await single(0);
    expect(tartu.distance_km).toBeGreaterThan(150);
    expect(tartu.emissions?.co2e_kg).toBeGreaterThan(0);
    expect(rowOf(prices, 2)).toMatchObject({ Reference: 'R-1', 'Distance (km)': tartu.distance_km, 'CO2e (kg)': tartu.emissions!.co2e_kg });
    // 1 t x km x 60 g/tkm, to the gram.
    expect(tartu.emissions!.co2e_kg).toBeCloseTo((tartu.distance_km! * 60) / 1000, 3);
    expect(prices.getCell(2, header.indexOf('Distance (km)') + 1).numFmt).toBe('#,##0.0');
    // Priced, but the lane has no distance: both cells empty.
    const zone2 = await single(1);
    expect([zone2.total, zone2.distance_km, zone2.emissions]).toEqual([expect.any(Number), null, null]);
    expect(rowOf(prices, 3)).toMatchObject({ Reference: 'R-2', Total: zone2.total, 'Distance (km)': null, 'CO2e (kg)': null });
  });

  it('says the columns in the workbook’s language', async () => {
    const { setup, client } = await carrierWithDistances(use());
    const shipments = [{ reference: 'R-1', collection: TALLINN, delivery: TARTU, quantity: 1, type: 'eur_pallet' as const, weight: 1000 }];
    const response = await client.request({
      method: 'POST',
      url: pathOf(BULK_ROUTES.massPrice),
      payload: { service: setup.serviceId, shipments },
      headers: { 'accept-language': 'fi' },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const workbook = await readWorkbook(response.rawPayload);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Matka (km)', 'CO2e-päästöt (kg)']));
  });

  it('a tender has the lane’s Distance (km) after the totals, then each profile’s CO2e (kg)', async () => {
    const { setup, client } = await carrierWithDistances(use());
    const zones = [
      { collection: TALLINN, delivery: TARTU },
      { collection: TALLINN, delivery: ZONE_2 },
    ];
    const profiles = [
      { quantity: 1, type: 'eur_pallet' as const, weight: 300 },
      { quantity: 2, type: 'eur_pallet' as const, weight: 1000 },
    ];
    const { response } = await client.call(BULK_ROUTES.tenderPrice, { body: { service: setup.serviceId, zones, shipments: profiles } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Tender')!;
    const labels = ['1 x EUR pallet, 300 kg', '2 x EUR pallet, 1\u00a0000 kg'];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Collection',
      'Delivery',
      ...labels,
      'Distance (km)',
      ...labels.map((label) => `CO2e (kg): ${label}`),
    ]);
    const answers = await Promise.all(
      profiles.map(
        async (profile) =>
          (await client.call(PRICE_ROUTES.servicePrice, { body: { service: setup.serviceId, ...zones[0]!, shipments: [profile] } }))
            .answer[0]!,
      ),
    );
    const first = rowOf(sheet, 2);
    expect(first['Distance (km)']).toBe(answers[0]!.distance_km);
    expect(first[`CO2e (kg): ${labels[0]}`]).toBe(answers[0]!.emissions!.co2e_kg);
    expect(first[`CO2e (kg): ${labels[1]}`]).toBe(answers[1]!.emissions!.co2e_kg);
    expect(answers[1]!.emissions!.co2e_kg).toBeGreaterThan(answers[0]!.emissions!.co2e_kg);
    const second = rowOf(sheet, 3);
    expect([second['Distance (km)'], second[`CO2e (kg): ${labels[0]}`]]).toEqual([null, null]);
  });
});
