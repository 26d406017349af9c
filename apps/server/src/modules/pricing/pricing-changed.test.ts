import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createAdmin, createCarrier, createPricingSetup, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { describeEachDatabase, type TestApp, type TestClient } from '../../../test/helpers';
import { multipartBody } from '../../../test/route-table';

/**
 * Every write through a service that changes what pricing reads (areas, zones, transits,
 * conditions, services, partners, pricelists, surcharges, the fuel index, exchange rates) must drop the carrier's
 * compiled pricing data, or the price API keeps pricing from the old records; a read, also one
 * sent as POST, must keep it.
 */

const shipment = {
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 1, type: 'colli', weight: 480 }],
};

/** A carrier priced from Zone 0 to Zone 1, its owner signed in, and a way to compile it. */
async function pricedCarrier(app: TestApp) {
  const { db } = app.database;
  const carrier = await createCarrier(db);
  const setup = await createPricingSetup(db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const pricelistId = await postOneCellPricelist(client, setup);
  const isCompiled = () => app.app.pricing.cache.has(carrier.carrierId);
  /** Prices once through the calculator (the owner has it), which compiles the carrier. */
  const compile = async () => {
    const priced = await client.post('/api/v1/service_price', shipment);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()[0].total).toBe(96);
    expect(isCompiled()).toBe(true);
  };
  return { ...carrier, setup, client, compile, isCompiled, pricelistId };
}

type Priced = Awaited<ReturnType<typeof pricedCarrier>>;

/** Compiles the carrier, makes the call, checks its status, and answers whether the data is still held. */
async function compiledAfter(carrier: Priced, call: (client: TestClient) => Promise<LightMyRequestResponse>, status: number) {
  await carrier.compile();
  const response = await call(carrier.client);
  expect(response.statusCode, response.body).toBe(status);
  return carrier.isCompiled();
}

describeEachDatabase('pricing data after writes', (use) => {
  it('areas: create, update, delete, mass and mass_zone drop the compiled carrier', async () => {
    const carrier = await pricedCarrier(use());
    let id = 0;
    expect(
      await compiledAfter(
        carrier,
        async (c) => {
          const created = await c.post('/fe/areas', { country: 'EE', postcode_from: '20', postcode_to: '29' });
          id = created.json().id;
          return created;
        },
        201,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(carrier, (c) => c.put(`/fe/areas/${id}`, { country: 'EE', postcode_from: '20', postcode_to: '30' }), 200),
    ).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.delete(`/fe/areas/${id}`), 204)).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) => c.post('/fe/areas/mass', { areas: [{ country: 'LV', postcode_from: '10', postcode_to: '19' }] }),
        201,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) => c.post('/fe/areas/mass_zone', { areas: [{ country: 'EE', postcode_from: '11', postcode_to: '11', zone_name: 'Zone 1' }] }),
        201,
      ),
    ).toBe(false);
  });

  it('zones: create and update drop the compiled carrier; find_by_areas, a POST that reads, keeps it', async () => {
    const carrier = await pricedCarrier(use());
    const [area] = (
      await carrier.client.post('/fe/areas/mass', { areas: [{ country: 'FI', postcode_from: '00', postcode_to: '09' }] })
    ).json().ids;
    let id = 0;
    expect(
      await compiledAfter(
        carrier,
        async (c) => {
          const created = await c.post('/fe/zones', { name: 'Helsinki', areas: [area] });
          id = created.json().id;
          return created;
        },
        201,
      ),
    ).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.put(`/fe/zones/${id}`, { name: 'Uusimaa', areas: [area] }), 200)).toBe(false);
    const find = (c: TestClient) =>
      c.post('/fe/zones/find_by_areas', { areas: [{ country: 'EE', postcode_from: '10', postcode_to: '10' }] });
    expect(await compiledAfter(carrier, find, 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.get(`/fe/zones/${id}`), 200)).toBe(true);
  });

  it('transits and conditions: create and update drop the compiled carrier', async () => {
    const carrier = await pricedCarrier(use());
    expect(await compiledAfter(carrier, (c) => c.post('/fe/transits', { name: 'Express', transit_time: 1 }), 201)).toBe(false);
    expect(
      await compiledAfter(carrier, (c) => c.put(`/fe/transits/${carrier.setup.transitId}`, { name: '3 days', transit_time: 3 }), 200),
    ).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.post('/fe/conditions', { type: 'total_weight', applied_until: 800 }), 201)).toBe(false);
    expect(
      await compiledAfter(carrier, (c) => c.put(`/fe/conditions/${carrier.setup.conditionId}`, { type: 'adr', presence: false }), 200),
    ).toBe(false);
  });

  it('services: create and update drop the compiled carrier; a refused write keeps it', async () => {
    const carrier = await pricedCarrier(use());
    expect(await compiledAfter(carrier, (c) => c.post('/fe/services', { name: 'Express', code: 'EXP' }), 201)).toBe(false);
    const service = (await carrier.client.get(`/fe/services/${carrier.setup.serviceId}`)).json();
    expect(await compiledAfter(carrier, (c) => c.put(`/fe/services/${service.id}`, { ...service, name: 'Groupage plus' }), 200)).toBe(
      false,
    );
    // Nothing was written, so nothing is announced.
    expect(await compiledAfter(carrier, (c) => c.post('/fe/services', { name: 'Clash', code: 'exp' }), 409)).toBe(true);
  });

  it('partners: create, update and token reset drop the compiled carrier', async () => {
    const carrier = await pricedCarrier(use());
    expect(await compiledAfter(carrier, (c) => c.post('/fe/customers', { name: 'Nordic Trade', country: 'FI' }), 201)).toBe(false);
    const partner = (await carrier.client.get(`/fe/customers/${carrier.setup.partnerId}`)).json();
    expect(await compiledAfter(carrier, (c) => c.put(`/fe/customers/${partner.id}`, { ...partner, general_hidden: true }), 200)).toBe(
      false,
    );
    expect(await compiledAfter(carrier, (c) => c.request({ method: 'PATCH', url: `/fe/customers/${partner.id}/token` }), 200)).toBe(false);
  });

  it('pricelists: create, update and archive drop the compiled carrier; the statistics read keeps it', async () => {
    const carrier = await pricedCarrier(use());
    const body = {
      name: 'Partner list',
      service_id: carrier.setup.serviceId,
      customer_id: carrier.setup.partnerId,
      valid_from: '2020-01-01',
      valid_to: '2099-12-31',
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_100kg' }],
          zones: [{ zone_from: carrier.setup.zones[0], zone_to: carrier.setup.zones[1], prices: [18] }],
        },
      ],
    };
    let id = 0;
    expect(
      await compiledAfter(
        carrier,
        async (c) => {
          const created = await c.post('/fe/pricelists', body);
          id = created.json().id;
          return created;
        },
        201,
      ),
    ).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.put(`/fe/pricelists/${id}`, { ...body, comment: 'cheaper', version: 1 }), 200)).toBe(
      false,
    );
    expect(await compiledAfter(carrier, (c) => c.get(`/fe/pricelists/${id}/statistics`), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.delete(`/fe/pricelists/${id}/archive`), 204)).toBe(false);
  });

  it('pricelist files: a JSON import, Create Zones and an applied workbook drop the compiled carrier; exports, the zone match and a dry run keep it', async () => {
    const carrier = await pricedCarrier(use());
    const list = (await carrier.client.get('/fe/pricelists')).json().items[0].id as number;
    expect(await compiledAfter(carrier, (c) => c.get(`/fe/pricelists/${list}/xlsx?unit=eur_pallet`), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.get(`/fe/pricelists/${list}/json`), 200)).toBe(true);
    const file = (await carrier.client.get(`/fe/pricelists/${list}/json`)).json();
    const zones = [{ name: 'New', areas: [{ country: 'FI', postcode_from: '00', postcode_to: '09' }] }];
    expect(await compiledAfter(carrier, (c) => c.post('/fe/pricelists/import/zones/match', { zones }), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.post('/fe/pricelists/import/zones', { zones }), 201)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.post('/fe/pricelists/import', { file }), 201)).toBe(false);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await carrier.client.get(`/fe/pricelists/${list}/xlsx?unit=as_is`)).rawPayload as unknown as ArrayBuffer);
    workbook.getWorksheet('Fare group 1')!.getCell('F12').value = 21;
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const boundary = 'pricing-changed-boundary';
    const upload = (query: string) => (c: TestClient) =>
      c.request({
        method: 'POST',
        url: `/fe/pricelists/${list}/xlsx${query}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\n\r\n`),
          edited,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    expect(await compiledAfter(carrier, upload('?dry_run=true'), 200)).toBe(true);
    expect(await compiledAfter(carrier, upload(''), 200)).toBe(false);
  });

  it('surcharges: create and update drop the compiled carrier', async () => {
    const carrier = await pricedCarrier(use());
    let id = 0;
    expect(
      await compiledAfter(
        carrier,
        async (c) => {
          const created = await c.post('/fe/surcharges', { name: 'Fuel', amount: 10 });
          id = created.json().id;
          return created;
        },
        201,
      ),
    ).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.put(`/fe/surcharges/${id}`, { name: 'Fuel', amount: 12, version: 1 }), 200)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.post(`/fe/surcharges/${id}/versions/1/restore`, { version: 2 }), 200)).toBe(false);
  });

  it('fuel index: a save drops the compiled carrier; reading it, a file read and a refused save keep it', async () => {
    const carrier = await pricedCarrier(use());
    const index = { values: [{ month: '2026-11', price: 1.62 }], bands: [{ from: 1.5, to: 1.7, percent: 12 }] };
    expect(await compiledAfter(carrier, (c) => c.put('/fe/fuel_index', { ...index, version: 0 }), 200)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.put('/fe/fuel_index', { ...index, version: 0 }), 409)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.get('/fe/fuel_index'), 200)).toBe(true);
    const csv = multipartBody({ name: 'diesel.csv', content: Buffer.from('2026-12;1,6\n') });
    const read = (c: TestClient) =>
      c.request({ method: 'POST', url: '/fe/fuel_index/file', payload: csv.payload, headers: { 'content-type': csv.contentType } });
    expect(await compiledAfter(carrier, read, 200)).toBe(true);
  });

  it('versions: a restore drops the compiled carrier; reading versions, their diff and a backtest keep it', async () => {
    const carrier = await pricedCarrier(use());
    const id = carrier.pricelistId;
    const versions = `/fe/pricelists/${id}/versions`;
    expect(await compiledAfter(carrier, (c) => c.post(`${versions}/1/restore`, { version: 1 }), 200)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.get(versions), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.get(`${versions}/2/diff`), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.post(`/fe/pricelists/${id}/backtest`, { days: 7, pricelist_id: id }), 200)).toBe(true);
  });

  it('rate increases: an apply and a cancel drop the compiled carrier; the preview and the list keep it', async () => {
    const carrier = await pricedCarrier(use());
    const effective_from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body = { pricelists: [carrier.pricelistId], change: { percent: 5 }, rounding: 0.01, include_min_max: false, effective_from };
    expect(await compiledAfter(carrier, (c) => c.post('/fe/rate_increases?dry_run=true', body), 200)).toBe(true);
    let id = 0;
    const apply = async (c: TestClient) => {
      const response = await c.post('/fe/rate_increases', body);
      id = response.json().id;
      return response;
    };
    expect(await compiledAfter(carrier, apply, 201)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.get('/fe/rate_increases'), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.delete(`/fe/rate_increases/${id}`), 204)).toBe(false);
  });

  it('exchange rates: a change drops every compiled carrier', async () => {
    const carrier = await pricedCarrier(use());
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    await carrier.compile();
    const saved = await admin.put('/fe/admin/exchange_rates', { rates: { USD: 1.1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(carrier.isCompiled()).toBe(false);
    await carrier.compile();
    expect((await admin.get('/fe/admin/exchange_rates')).statusCode).toBe(200);
    expect(carrier.isCompiled()).toBe(true);
    // The ECB file: its dry run is a read, its save a change.
    const file = multipartBody({
      name: 'eurofxref-daily.xml',
      content: readFileSync(new URL('../../../test/fixtures/eurofxref-daily.xml', import.meta.url)),
    });
    const ecb = (query: string) =>
      admin.request({
        method: 'POST',
        url: `/fe/admin/exchange_rates/ecb${query}`,
        headers: { 'content-type': file.contentType },
        payload: file.payload,
      });
    expect((await ecb('?dry_run=true')).statusCode).toBe(200);
    expect(carrier.isCompiled()).toBe(true);
    expect((await ecb('')).json()).toMatchObject({ saved: true });
    expect(carrier.isCompiled()).toBe(false);
  });
});
