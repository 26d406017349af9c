import {
  AREA_ROUTES,
  CONDITION_ROUTES,
  EXCHANGE_RATE_ROUTES,
  FUEL_INDEX_ROUTES,
  PARTNER_ROUTES,
  pathOf,
  PRICELIST_FILE_ROUTES,
  PRICELIST_ROUTES,
  PRICELIST_VERSION_ROUTES,
  PRICE_ROUTES,
  RATE_INCREASE_ROUTES,
  type RateIncreaseBody,
  SERVICE_ROUTES,
  STATISTICS_ROUTES,
  SURCHARGE_ROUTES,
  SURCHARGE_VERSION_ROUTES,
  TRANSIT_ROUTES,
  ZONE_ROUTES,
} from '@freight/domain';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { createAdmin, createCarrier, createPricingSetup, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { Called, createdId, describeEachDatabase, type TestApp, type TestClient } from '../../../test/helpers';
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
  shipments: [{ quantity: 1, type: 'colli' as const, weight: 480 }],
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
    const priced = await client.call(PRICE_ROUTES.servicePrice, { body: shipment });
    expect(priced.status, priced.response.body).toBe(200);
    expect(priced.answer[0]!.total).toBe(96);
    expect(isCompiled()).toBe(true);
  };
  return { ...carrier, setup, client, compile, isCompiled, pricelistId };
}

type Priced = Awaited<ReturnType<typeof pricedCarrier>>;

/** Compiles the carrier, makes the call, checks its status, and answers whether the data is still held. */
async function compiledAfter(
  carrier: Priced,
  call: (client: TestClient) => Promise<{ status: number; response: { body: string } }>,
  status: number,
) {
  await carrier.compile();
  const response = await call(carrier.client);
  expect(response.status, response.response.body).toBe(status);
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
          const created = await c.call(AREA_ROUTES.create, { body: { country: 'EE', postcode_from: '20', postcode_to: '29' } });
          id = created.answer.id;
          return created;
        },
        201,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(AREA_ROUTES.update, { params: { id }, body: { country: 'EE', postcode_from: '20', postcode_to: '30' } }),
        200,
      ),
    ).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.call(AREA_ROUTES.delete, { params: { id } }), 204)).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(AREA_ROUTES.mass, { body: { areas: [{ country: 'LV', postcode_from: '10', postcode_to: '19' }] } }),
        201,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) =>
          c.call(AREA_ROUTES.massZone, {
            body: { areas: [{ country: 'EE', postcode_from: '11', postcode_to: '11', zone_name: 'Zone 1' }] },
          }),
        201,
      ),
    ).toBe(false);
  });

  it('zones: create and update drop the compiled carrier; find_by_areas, a POST that reads, keeps it', async () => {
    const carrier = await pricedCarrier(use());
    const area = (
      await carrier.client.call(AREA_ROUTES.mass, { body: { areas: [{ country: 'FI', postcode_from: '00', postcode_to: '09' }] } })
    ).answer.ids[0]!;
    let id = 0;
    expect(
      await compiledAfter(
        carrier,
        async (c) => {
          const created = await c.call(ZONE_ROUTES.create, { body: { name: 'Helsinki', areas: [area] } });
          id = created.answer.id;
          return created;
        },
        201,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(carrier, (c) => c.call(ZONE_ROUTES.update, { params: { id }, body: { name: 'Uusimaa', areas: [area] } }), 200),
    ).toBe(false);
    const find = (c: TestClient) =>
      c.call(ZONE_ROUTES.findByAreas, { body: { areas: [{ country: 'EE', postcode_from: '10', postcode_to: '10' }] } });
    expect(await compiledAfter(carrier, find, 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.call(ZONE_ROUTES.get, { params: { id } }), 200)).toBe(true);
  });

  it('transits and conditions: create and update drop the compiled carrier', async () => {
    const carrier = await pricedCarrier(use());
    expect(await compiledAfter(carrier, (c) => c.call(TRANSIT_ROUTES.create, { body: { name: 'Express', transit_time: 1 } }), 201)).toBe(
      false,
    );
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(TRANSIT_ROUTES.update, { params: { id: carrier.setup.transitId }, body: { name: '3 days', transit_time: 3 } }),
        200,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(carrier, (c) => c.call(CONDITION_ROUTES.create, { body: { type: 'total_weight', applied_until: 800 } }), 201),
    ).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(CONDITION_ROUTES.update, { params: { id: carrier.setup.conditionId }, body: { type: 'adr', presence: false } }),
        200,
      ),
    ).toBe(false);
  });

  it('services: create and update drop the compiled carrier; a refused write keeps it', async () => {
    const carrier = await pricedCarrier(use());
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(SERVICE_ROUTES.create, { body: { name: 'Express', code: 'EXP', cargoson_id: null } }),
        201,
      ),
    ).toBe(false);
    const service = (await carrier.client.call(SERVICE_ROUTES.get, { params: { id: carrier.setup.serviceId } })).answer;
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(SERVICE_ROUTES.update, { params: { id: service.id }, body: { ...service, name: 'Groupage plus' } }),
        200,
      ),
    ).toBe(false);
    // Nothing was written, so nothing is announced.
    expect(
      await compiledAfter(carrier, (c) => c.call(SERVICE_ROUTES.create, { body: { name: 'Clash', code: 'exp', cargoson_id: null } }), 409),
    ).toBe(true);
  });

  it('partners: create, update and token reset drop the compiled carrier', async () => {
    const carrier = await pricedCarrier(use());
    expect(await compiledAfter(carrier, (c) => c.call(PARTNER_ROUTES.create, { body: { name: 'Nordic Trade', country: 'FI' } }), 201)).toBe(
      false,
    );
    const partner = (await carrier.client.call(PARTNER_ROUTES.get, { params: { id: carrier.setup.partnerId } })).answer;
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(PARTNER_ROUTES.update, { params: { id: partner.id }, body: { ...partner, general_hidden: true } }),
        200,
      ),
    ).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.call(PARTNER_ROUTES.resetToken, { params: { id: partner.id } }), 200)).toBe(false);
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
          quantities: [{ quantity: 1000, unit: 'per_100kg' as const }],
          zones: [{ zone_from: carrier.setup.zones[0]!, zone_to: carrier.setup.zones[1]!, prices: [18] }],
        },
      ],
    };
    let id = 0;
    expect(
      await compiledAfter(
        carrier,
        async (c) => {
          const created = await c.call(PRICELIST_ROUTES.create, { body });
          id = createdId(created.answer);
          return created;
        },
        201,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...body, comment: 'cheaper', version: 1 } }),
        200,
      ),
    ).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.call(STATISTICS_ROUTES.pricelist, { params: { id } }), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.call(PRICELIST_ROUTES.archive, { params: { id } }), 204)).toBe(false);
  });

  it('pricelist files: a JSON import, Create Zones and an applied workbook drop the compiled carrier; exports, the zone match and a dry run keep it', async () => {
    const carrier = await pricedCarrier(use());
    const list = (await carrier.client.call(PRICELIST_ROUTES.list)).answer.items[0]!.id as number;
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id: list }, query: { unit: 'eur_pallet' } }),
        200,
      ),
    ).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id: list } }), 200)).toBe(true);
    const file = (await carrier.client.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id: list } })).response.json();
    const zones = [{ name: 'New', areas: [{ country: 'FI', postcode_from: '00', postcode_to: '09' }] }];
    expect(await compiledAfter(carrier, (c) => c.call(PRICELIST_FILE_ROUTES.matchZones, { body: { zones } }), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.call(PRICELIST_FILE_ROUTES.createZones, { body: { zones } }), 201)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.call(PRICELIST_FILE_ROUTES.importJson, { body: { file } }), 201)).toBe(false);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await carrier.client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id: list }, query: { unit: 'as_is' } })).response
        .rawPayload as unknown as ArrayBuffer,
    );
    workbook.getWorksheet('Fare group 1')!.getCell('F12').value = 21;
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const boundary = 'pricing-changed-boundary';
    const upload = (query: string) => async (c: TestClient) =>
      new Called(
        PRICELIST_FILE_ROUTES.importWorkbook,
        await c.request({
          method: 'POST',
          url: `${pathOf(PRICELIST_FILE_ROUTES.importWorkbook, { id: list })}${query}`,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\n\r\n`),
            edited,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        }),
      );
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
          const created = await c.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', amount: 10 } });
          id = created.answer.id;
          return created;
        },
        201,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(SURCHARGE_ROUTES.update, { params: { id }, body: { name: 'Fuel', amount: 12, version: 1 } }),
        200,
      ),
    ).toBe(false);
    expect(
      await compiledAfter(
        carrier,
        (c) => c.call(SURCHARGE_VERSION_ROUTES.restore, { params: { id, version: 1 }, body: { version: 2 } }),
        200,
      ),
    ).toBe(false);
  });

  it('fuel index: a save drops the compiled carrier; reading it, a file read and a refused save keep it', async () => {
    const carrier = await pricedCarrier(use());
    const index = { values: [{ month: '2026-11', price: 1.62 }], bands: [{ from: 1.5, to: 1.7, percent: 12 }] };
    expect(await compiledAfter(carrier, (c) => c.call(FUEL_INDEX_ROUTES.set, { body: { ...index, version: 0 } }), 200)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.call(FUEL_INDEX_ROUTES.set, { body: { ...index, version: 0 } }), 409)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.call(FUEL_INDEX_ROUTES.get), 200)).toBe(true);
    const csv = multipartBody({ name: 'diesel.csv', content: Buffer.from('2026-12;1,6\n') });
    const read = async (c: TestClient) =>
      new Called(
        FUEL_INDEX_ROUTES.readFile,
        await c.request({
          method: 'POST',
          url: pathOf(FUEL_INDEX_ROUTES.readFile),
          payload: csv.payload,
          headers: { 'content-type': csv.contentType },
        }),
      );
    expect(await compiledAfter(carrier, read, 200)).toBe(true);
  });

  it('versions: a restore drops the compiled carrier; reading versions, their diff and a backtest keep it', async () => {
    const carrier = await pricedCarrier(use());
    const id = carrier.pricelistId;
    const restore = (c: TestClient) => c.call(PRICELIST_VERSION_ROUTES.restore, { params: { id, version: 1 }, body: { version: 1 } });
    expect(await compiledAfter(carrier, restore, 200)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.call(PRICELIST_VERSION_ROUTES.list, { params: { id } }), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.call(PRICELIST_VERSION_ROUTES.diff, { params: { id, version: 2 } }), 200)).toBe(true);
    expect(
      await compiledAfter(carrier, (c) => c.call(PRICELIST_ROUTES.backtest, { params: { id }, body: { days: 7, pricelist_id: id } }), 200),
    ).toBe(true);
  });

  it('rate increases: an apply and a cancel drop the compiled carrier; the preview and the list keep it', async () => {
    const carrier = await pricedCarrier(use());
    const effective_from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body: RateIncreaseBody = {
      pricelists: [carrier.pricelistId],
      change: { percent: 5 },
      rounding: 0.01,
      include_min_max: false,
      effective_from,
    };
    expect(await compiledAfter(carrier, (c) => c.call(RATE_INCREASE_ROUTES.apply, { query: { dry_run: 'true' }, body }), 200)).toBe(true);
    let id = 0;
    const apply = async (c: TestClient) => {
      const response = await c.call(RATE_INCREASE_ROUTES.apply, { body });
      id = createdId(response.answer);
      return response;
    };
    expect(await compiledAfter(carrier, apply, 201)).toBe(false);
    expect(await compiledAfter(carrier, (c) => c.call(RATE_INCREASE_ROUTES.list), 200)).toBe(true);
    expect(await compiledAfter(carrier, (c) => c.call(RATE_INCREASE_ROUTES.cancel, { params: { id } }), 204)).toBe(false);
  });

  it('exchange rates: a change drops every compiled carrier', async () => {
    const carrier = await pricedCarrier(use());
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    await carrier.compile();
    const saved = await admin.call(EXCHANGE_RATE_ROUTES.set, { body: { rates: { USD: 1.1 } } });
    expect(saved.status, saved.response.body).toBe(200);
    expect(carrier.isCompiled()).toBe(false);
    await carrier.compile();
    expect((await admin.call(EXCHANGE_RATE_ROUTES.get)).status).toBe(200);
    expect(carrier.isCompiled()).toBe(true);
    // The ECB file: its dry run is a read, its save a change.
    const file = multipartBody({
      name: 'eurofxref-daily.xml',
      content: readFileSync(new URL('../../../test/fixtures/eurofxref-daily.xml', import.meta.url)),
    });
    const ecb = async (query: string) =>
      new Called(
        EXCHANGE_RATE_ROUTES.ecb,
        await admin.request({
          method: 'POST',
          url: `${pathOf(EXCHANGE_RATE_ROUTES.ecb)}${query}`,
          headers: { 'content-type': file.contentType },
          payload: file.payload,
        }),
      );
    expect((await ecb('?dry_run=true')).status).toBe(200);
    expect(carrier.isCompiled()).toBe(true);
    expect((await ecb('')).answer).toMatchObject({ saved: true });
    expect(carrier.isCompiled()).toBe(false);
  });
});
