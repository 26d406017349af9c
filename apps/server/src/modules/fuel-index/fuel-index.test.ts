import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { createRole, createUser, generalPricelist, PASSWORD, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, type TestApp, type TestClient } from '../../../test/helpers';
import { postFile } from '../../../test/route-table';

/** 'yyyy-mm' of the month `ahead` months after this one (so the collection dates below are never in the past). */
function monthAhead(ahead: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + ahead);
  return d.toISOString().slice(0, 7);
}
const [M1, M2, M3] = [monthAhead(1), monthAhead(2), monthAhead(3)];
const words = (month: string) => `${Number(month.slice(5))}/${month.slice(0, 4)}`;

const BANDS = [
  { from: 1.5, to: 1.6, percent: 12 },
  { from: 1.6, to: 1.7, percent: 14.5 },
];
const INDEX = {
  values: [
    { month: M1, price: 1.55 },
    { month: M2, price: 1.62 },
  ],
  bands: BANDS,
};

/** A carrier whose one pricelist (480 kg at 20.00 per 100 kg = 96.00) carries a fuel-indexed surcharge. */
async function fuelCarrier(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
  const fuel = await client.post('/fe/surcharges', { name: 'Fuel', type: 'percentage', amount_source: 'fuel_index' });
  expect(fuel.statusCode, fuel.body).toBe(201);
  const pricelist = await client.post(
    '/fe/pricelists',
    generalPricelist(setup.serviceId, {
      min_max_rule: 'none',
      surcharges: [fuel.json().id],
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_100kg' }],
          zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: null, prices: [20] }],
        },
      ],
    }),
  );
  expect(pricelist.statusCode, pricelist.body).toBe(201);
  return { ...carrier, setup, client, surchargeId: fuel.json().id as number };
}

/** 480 kg collected on the 10th of `month` (no transit: the requested day is the collection day). */
const shipment = (month: string, extra: Record<string, unknown> = {}) => ({
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 1, type: 'colli', weight: 480 }],
  date: `${month}-10`,
  ...extra,
});

async function price(client: TestClient, month: string) {
  const answer = await client.post('/api/v1/service_price', shipment(month, { explain: true }));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json()[0];
}

async function saveIndex(client: TestClient, body: Record<string, unknown>) {
  const { version } = (await client.get('/fe/fuel_index')).json();
  return client.put('/fe/fuel_index', { version, ...body });
}

const upload = (client: TestClient, name: string, content: Buffer) => postFile(client, '/fe/fuel_index/file', name, content);

describeEachDatabase('fuel index', (use) => {
  it("prices each collection month's band, falls back to the latest earlier month, and the trace names the band", async () => {
    const { client } = await fuelCarrier(use());
    // No index yet: a fuel-indexed surcharge cannot be priced, and the error says why.
    const none = await price(client, M1);
    expect(none.total).toBeNull();
    expect(none.errors).toBe(`No fuel index value for ${words(M1)} or an earlier month`);

    const saved = await saveIndex(client, INDEX);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, values: INDEX.values, bands: BANDS });

    const first = await price(client, M1);
    expect(first.charges).toEqual([
      { charge: 'Freight', amount: 96 },
      { charge: 'Fuel', amount: 11.52 },
    ]);
    expect(first.trace.surcharges[0].fuel.text).toBe(`Diesel 1.55 €/l in ${words(M1)}: band 1.50–1.60 → 12 %`);
    const second = await price(client, M2);
    expect(second.charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
    expect(second.trace.surcharges[0].fuel).toMatchObject({ price: 1.62, band: { from: 1.6, to: 1.7 }, percent: 14.5 });
    const third = await price(client, M3);
    expect(third.charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
    expect(third.trace.surcharges[0].fuel.text).toBe(
      `Diesel 1.62 €/l in ${words(M2)}: band 1.60–1.70 → 14.5 % (no value for ${words(M3)}: latest ${words(M2)})`,
    );

    // A price outside every band cannot be priced either.
    expect((await saveIndex(client, { ...INDEX, values: [{ month: M1, price: 1.8 }] })).statusCode).toBe(200);
    expect((await price(client, M1)).errors).toBe(`No fuel band holds diesel 1.80 €/l (${words(M1)})`);
  });

  it('reprices a month-old quote on the index version it was priced on, identically, after the index changed', async () => {
    const { client } = await fuelCarrier(use());
    expect((await saveIndex(client, INDEX)).statusCode).toBe(200);
    const given = (await client.post('/api/v1/service_price', shipment(M2))).json()[0];
    expect(given.charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
    await use().app.quotes.flush();
    await use()
      .database.db.updateTable('quotes')
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('id', '=', given.quote_id)
      .execute();

    // The index moves M2 into the 12 % band: today's price changes, the quote's does not.
    expect((await saveIndex(client, { ...INDEX, values: [{ month: M2, price: 1.52 }] })).statusCode).toBe(200);
    expect((await client.post('/api/v1/service_price', shipment(M2))).json()[0].charges[1]).toEqual({ charge: 'Fuel', amount: 11.52 });
    const quote = await client.get(`/api/v1/quotes/${given.quote_id}?reprice=true`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().versions.fuel_index).toBe(1);
    expect({ ...quote.json().repriced, quote_id: given.quote_id }).toEqual(given);
    expect(quote.json().identical).toBe(true);
    const row = await use()
      .database.db.selectFrom('quotes')
      .select('fuel_index_version')
      .where('id', '=', given.quote_id)
      .executeTakeFirst();
    expect(row).toEqual({ fuel_index_version: 1 });
  });

  it('refuses a stale version (409 naming who saved), no version (422), overlapping bands and bad months (422 at their fields)', async () => {
    const { client, owner } = await fuelCarrier(use());
    expect((await client.put('/fe/fuel_index', { ...INDEX, version: 0 })).statusCode).toBe(200);
    const stale = await client.put('/fe/fuel_index', { ...INDEX, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(new RegExp(`^Changed by ${owner.name} at .+: reload to see their change$`));
    expect((await client.put('/fe/fuel_index', { ...INDEX, version: 5 })).statusCode).toBe(409);
    const missing = await client.put('/fe/fuel_index', INDEX);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ version: 'is required' });

    const bad = await client.put('/fe/fuel_index', {
      version: 1,
      values: [
        { month: '2026-13', price: 1.5 },
        { month: M1, price: -1 },
      ],
      bands: [BANDS[0], { from: 1.55, to: 1.7, percent: 14.5 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      'values.0.month': 'must be a month yyyy-mm',
      'values.1.price': 'must be at least 0',
      'bands.1.from': 'overlaps the band above it (to 1,6)',
    });
    const kept = (await client.get('/fe/fuel_index')).json();
    expect(kept.version).toBe(1);
    expect(kept.versions).toEqual([{ version: 1, author: owner.name, created_at: expect.any(String) }]);
  });

  it('reads a CSV or xlsx into values for the form without saving; a bad file is 422 naming its row', async () => {
    const { client } = await fuelCarrier(use());
    const csv = await upload(client, 'diesel.csv', Buffer.from(`month;price\n${M2};1,62\n${words(M1)};1,55\n`));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json()).toEqual({
      values: [
        { month: M1, price: 1.55 },
        { month: M2, price: 1.62 },
      ],
      csv: { encoding: 'UTF-8', separator: ';' },
    });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Diesel');
    sheet.addRow(['Month', 'Price']);
    sheet.addRow([M1, 1.555]);
    sheet.addRow([new Date(`${M2}-01T00:00:00Z`), 1.6]);
    const xlsx = await upload(client, 'diesel.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.json()).toEqual({
      values: [
        { month: M1, price: 1.555 },
        { month: M2, price: 1.6 },
      ],
      csv: null,
    });

    const bad = await upload(client, 'diesel.csv', Buffer.from(`month,price\n${M1},1.55\nlast month,1.6\n${M2},cheap\n`));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toBe('Row 3: month must be a month yyyy-mm; Row 4: price must be a number');
    expect((await upload(client, 'diesel.xlsx', Buffer.from('PK\u0003\u0004 not a zip'))).statusCode).toBe(422);
    expect((await client.get('/fe/fuel_index')).json().version).toBe(0);
  });

  it('a surcharges read-only role reads the index but cannot save it or read a file (403)', async () => {
    const { carrierId, client } = await fuelCarrier(use());
    expect((await saveIndex(client, INDEX)).statusCode).toBe(200);
    const roleId = await createRole(use().database.db, carrierId, { level: 'read' });
    const reader = await createUser(use().database.db, { carrierId, roleId });
    const readOnly = await use().client().login(reader.email, PASSWORD);
    expect((await readOnly.get('/fe/fuel_index')).json().version).toBe(1);
    expect((await readOnly.put('/fe/fuel_index', { ...INDEX, version: 1 })).statusCode).toBe(403);
    expect((await upload(readOnly, 'diesel.csv', Buffer.from(`${M1};1,5\n`))).statusCode).toBe(403);
  });

  it("keeps each carrier's index apart: another carrier's save neither shows nor prices here", async () => {
    const mine = await fuelCarrier(use());
    const theirs = await fuelCarrier(use());
    expect((await saveIndex(mine.client, INDEX)).statusCode).toBe(200);
    expect((await theirs.client.get('/fe/fuel_index')).json()).toMatchObject({ version: 0, values: [], bands: [] });
    expect((await price(theirs.client, M1)).total).toBeNull();
    const other = await saveIndex(theirs.client, { values: [{ month: M1, price: 1.65 }], bands: BANDS });
    expect(other.json().version).toBe(1);
    expect((await price(mine.client, M1)).charges[1]).toEqual({ charge: 'Fuel', amount: 11.52 });
    expect((await price(theirs.client, M1)).charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
  });

  it('refuses fuel_index on a constant surcharge, and a fuel-indexed surcharge answers amount_source', async () => {
    const { client, surchargeId } = await fuelCarrier(use());
    const constant = await client.post('/fe/surcharges', { name: 'Toll', type: 'constant', amount: 5, amount_source: 'fuel_index' });
    expect(constant.statusCode).toBe(422);
    expect(constant.json().errors).toHaveProperty('amount_source');
    expect((await client.get(`/fe/surcharges/${surchargeId}`)).json()).toMatchObject({ amount_source: 'fuel_index', amount: null });
  });
});
