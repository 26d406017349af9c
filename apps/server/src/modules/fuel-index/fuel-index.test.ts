import ExcelJS from 'exceljs';
import { FUEL_INDEX_ROUTES, PRICE_ROUTES, PRICELIST_ROUTES, QUOTE_ROUTES, SURCHARGE_ROUTES, type BodyInput } from '@freight/domain';
import { expect, it } from 'vitest';
import { createRole, createUser, PASSWORD, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, pricelistBody, uploadFile, type TestApp, type TestClient } from '../../../test/helpers';

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
  const fuel = await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', type: 'percentage', amount_source: 'fuel_index' } });
  expect(fuel.status, fuel.response.body).toBe(201);
  const surchargeId = fuel.answer.id;
  const pricelist = await client.call(PRICELIST_ROUTES.create, {
    body: pricelistBody(setup.serviceId, {
      min_max_rule: 'none',
      surcharges: [surchargeId],
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_100kg' }],
          zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, prices: [20] }],
        },
      ],
    }),
  });
  expect(pricelist.status, pricelist.response.body).toBe(201);
  return { ...carrier, setup, client, surchargeId };
}

/** 480 kg collected on the 10th of `month` (no transit: the requested day is the collection day). */
const shipment = (month: string, extra: Partial<BodyInput<typeof PRICE_ROUTES.servicePrice>> = {}) => ({
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 1, type: 'colli' as const, weight: 480 }],
  date: `${month}-10`,
  ...extra,
});

/** The one quote of 480 kg collected in `month`. */
async function quoteOf(client: TestClient, month: string, extra: Partial<BodyInput<typeof PRICE_ROUTES.servicePrice>> = {}) {
  const answer = await client.call(PRICE_ROUTES.servicePrice, { body: shipment(month, extra) });
  expect(answer.status, answer.response.body).toBe(200);
  return answer.answer[0]!;
}

/** The quote with its trace. */
async function price(client: TestClient, month: string) {
  const quote = await quoteOf(client, month, { explain: true });
  return { ...quote, trace: quote.trace! };
}

type IndexBody = BodyInput<typeof FUEL_INDEX_ROUTES.set>;

async function saveIndex(client: TestClient, body: Omit<IndexBody, 'version'>) {
  const { version } = (await client.call(FUEL_INDEX_ROUTES.get)).answer;
  return client.call(FUEL_INDEX_ROUTES.set, { body: { version, ...body } });
}

const readIndex = async (client: TestClient) => (await client.call(FUEL_INDEX_ROUTES.get)).answer;

const upload = (client: TestClient, name: string, content: Buffer) => uploadFile(client, FUEL_INDEX_ROUTES.readFile, { name, content });

describeEachDatabase('fuel index', (use) => {
  it("prices each collection month's band, falls back to the latest earlier month, and the trace names the band", async () => {
    const { client } = await fuelCarrier(use());
    // No index yet: a fuel-indexed surcharge cannot be priced, and the error says why.
    const none = await price(client, M1);
    expect(none.total).toBeNull();
    expect(none.errors).toBe(`No fuel index value for ${words(M1)} or an earlier month`);

    const saved = await saveIndex(client, INDEX);
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.answer).toMatchObject({ version: 1, values: INDEX.values, bands: BANDS });

    const first = await price(client, M1);
    expect(first.charges).toEqual([
      { charge: 'Freight', amount: 96 },
      { charge: 'Fuel', amount: 11.52 },
    ]);
    expect(first.trace.surcharges[0]!.fuel!.text).toBe(`Diesel 1.55 €/l in ${words(M1)}: band 1.50–1.60 → 12 %`);
    const second = await price(client, M2);
    expect(second.charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
    expect(second.trace.surcharges[0]!.fuel).toMatchObject({ price: 1.62, band: { from: 1.6, to: 1.7 }, percent: 14.5 });
    const third = await price(client, M3);
    expect(third.charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
    expect(third.trace.surcharges[0]!.fuel!.text).toBe(
      `Diesel 1.62 €/l in ${words(M2)}: band 1.60–1.70 → 14.5 % (no value for ${words(M3)}: latest ${words(M2)})`,
    );

    // A price outside every band cannot be priced either.
    expect((await saveIndex(client, { ...INDEX, values: [{ month: M1, price: 1.8 }] })).status).toBe(200);
    expect((await price(client, M1)).errors).toBe(`No fuel band holds diesel 1.80 €/l (${words(M1)})`);
  });

  it('reprices a month-old quote on the index version it was priced on, identically, after the index changed', async () => {
    const { client } = await fuelCarrier(use());
    expect((await saveIndex(client, INDEX)).status).toBe(200);
    const given = await quoteOf(client, M2);
    expect(given.charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
    await use().app.quotes.flush();
    await use()
      .database.db.updateTable('quotes')
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('id', '=', given.quote_id!)
      .execute();

    // The index moves M2 into the 12 % band: today's price changes, the quote's does not.
    expect((await saveIndex(client, { ...INDEX, values: [{ month: M2, price: 1.52 }] })).status).toBe(200);
    expect((await quoteOf(client, M2)).charges[1]).toEqual({ charge: 'Fuel', amount: 11.52 });
    const quote = await client.call(QUOTE_ROUTES.partnerQuote, { params: { id: given.quote_id! }, query: { reprice: 'true' } });
    expect(quote.status, quote.response.body).toBe(200);
    expect(quote.answer.versions.fuel_index).toBe(1);
    expect({ ...quote.answer.repriced, quote_id: given.quote_id }).toEqual(given);
    expect(quote.answer.identical).toBe(true);
    const row = await use()
      .database.db.selectFrom('quotes')
      .select('fuel_index_version')
      .where('id', '=', given.quote_id!)
      .executeTakeFirst();
    expect(row).toEqual({ fuel_index_version: 1 });
  });

  it('refuses a stale version (409 naming who saved), no version (422), overlapping bands and bad months (422 at their fields)', async () => {
    const { client, owner } = await fuelCarrier(use());
    const put = (version: number) => client.call(FUEL_INDEX_ROUTES.set, { body: { ...INDEX, version } });
    expect((await put(0)).status).toBe(200);
    const stale = await put(0);
    expect(stale.status).toBe(409);
    expect(stale.error.message).toMatch(new RegExp(`^Changed by ${owner.name} at .+: reload to see their change$`));
    expect((await put(5)).status).toBe(409);
    // A body its type forbids (no version) goes out untyped.
    const missing = await client.put('/fe/fuel_index', INDEX);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ version: 'is required' });

    const bad = await client.call(FUEL_INDEX_ROUTES.set, {
      body: {
        version: 1,
        values: [
          { month: '2026-13', price: 1.5 },
          { month: M1, price: -1 },
        ],
        bands: [BANDS[0]!, { from: 1.55, to: 1.7, percent: 14.5 }],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toMatchObject({
      'values.0.month': 'must be a month yyyy-mm',
      'values.1.price': 'must be at least 0',
      'bands.1.from': 'overlaps the band above it (to 1,6)',
    });
    const kept = await readIndex(client);
    expect(kept.version).toBe(1);
    expect(kept.versions).toEqual([{ version: 1, author: owner.name, created_at: expect.any(String) }]);
  });

  it('reads a CSV or xlsx into values for the form without saving; a bad file is 422 naming its row', async () => {
    const { client } = await fuelCarrier(use());
    const csv = await upload(client, 'diesel.csv', Buffer.from(`month;price\n${M2};1,62\n${words(M1)};1,55\n`));
    expect(csv.status, csv.response.body).toBe(200);
    expect(csv.answer).toEqual({
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
    expect(xlsx.status, xlsx.response.body).toBe(200);
    expect(xlsx.answer).toEqual({
      values: [
        { month: M1, price: 1.555 },
        { month: M2, price: 1.6 },
      ],
      csv: null,
    });

    const bad = await upload(client, 'diesel.csv', Buffer.from(`month,price\n${M1},1.55\nlast month,1.6\n${M2},cheap\n`));
    expect(bad.status).toBe(422);
    expect(bad.error.errors?.file).toBe('Row 3: month must be a month yyyy-mm; Row 4: price must be a number');
    expect((await upload(client, 'diesel.xlsx', Buffer.from('PK\u0003\u0004 not a zip'))).status).toBe(422);
    expect((await readIndex(client)).version).toBe(0);
  });

  it("says its refusals in the caller's language (Accept-Language), message and field reason; in English without it", async () => {
    const { client, owner } = await fuelCarrier(use());
    expect((await saveIndex(client, INDEX)).status).toBe(200);
    const put = (body: object, language?: string) =>
      client.request({ method: 'PUT', url: '/fe/fuel_index', payload: body, headers: language ? { 'accept-language': language } : {} });

    const stale = await put({ ...INDEX, version: 0 }, 'fi');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(new RegExp(`^Tätä muutti ${owner.name} .+: lataa tietue uudelleen nähdäksesi muutoksen$`));
    expect(stale.json().errors).toEqual({ version: 'on 0; tallennettu versio on 1' });
    const english = await put({ ...INDEX, version: 0 });
    expect(english.json().message).toMatch(new RegExp(`^Changed by ${owner.name} at .+: reload to see their change$`));
    expect(english.json().errors).toEqual({ version: 'is 0; the stored version is 1' });

    const missing = await put(INDEX, 'et');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'Versioon on kohustuslik: saatke laaditud kütuseindeksi versioon',
      errors: { version: 'on kohustuslik' },
    });
    expect((await put(INDEX)).json()).toMatchObject({
      message: 'Version is required: send the version of the fuel index you loaded',
      errors: { version: 'is required' },
    });

    // A file's row and a file the reader refuses, under `file` too.
    const boundary = 'freight-fuel-file';
    const readFile = (content: string, language: string) =>
      client.request({
        method: 'POST',
        url: '/fe/fuel_index/file',
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="diesel.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': language },
      });
    const row = await readFile(`month,price\n${M1},1.55\n${M1},1.6\n`, 'fi');
    expect(row.statusCode).toBe(422);
    expect(row.json()).toMatchObject({
      message: `Rivi 3: kuukausi ${M1} on jo rivillä 2`,
      errors: { file: `Rivi 3: kuukausi ${M1} on jo rivillä 2` },
    });
    const empty = await readFile('month,price\n', 'et');
    expect(empty.json().message).toBe('Failis ei ole ühtegi kuud: kirjutage kuu veergu A ja hind veergu B');
  });

  it('a surcharges read-only role reads the index but cannot save it or read a file (403)', async () => {
    const { carrierId, client } = await fuelCarrier(use());
    expect((await saveIndex(client, INDEX)).status).toBe(200);
    const roleId = await createRole(use().database.db, carrierId, { level: 'read' });
    const reader = await createUser(use().database.db, { carrierId, roleId });
    const readOnly = await use().client().login(reader.email, PASSWORD);
    expect((await readIndex(readOnly)).version).toBe(1);
    expect((await readOnly.call(FUEL_INDEX_ROUTES.set, { body: { ...INDEX, version: 1 } })).status).toBe(403);
    expect((await upload(readOnly, 'diesel.csv', Buffer.from(`${M1};1,5\n`))).status).toBe(403);
  });

  it("keeps each carrier's index apart: another carrier's save neither shows nor prices here", async () => {
    const mine = await fuelCarrier(use());
    const theirs = await fuelCarrier(use());
    expect((await saveIndex(mine.client, INDEX)).status).toBe(200);
    expect(await readIndex(theirs.client)).toMatchObject({ version: 0, values: [], bands: [] });
    expect((await price(theirs.client, M1)).total).toBeNull();
    const other = await saveIndex(theirs.client, { values: [{ month: M1, price: 1.65 }], bands: BANDS });
    expect(other.answer.version).toBe(1);
    expect((await price(mine.client, M1)).charges[1]).toEqual({ charge: 'Fuel', amount: 11.52 });
    expect((await price(theirs.client, M1)).charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
  });

  it('refuses fuel_index on a constant surcharge, and a fuel-indexed surcharge answers amount_source', async () => {
    const { client, surchargeId } = await fuelCarrier(use());
    const constant = await client.call(SURCHARGE_ROUTES.create, {
      body: { name: 'Toll', type: 'constant', amount: 5, amount_source: 'fuel_index' },
    });
    expect(constant.status).toBe(422);
    expect(constant.error.errors).toHaveProperty('amount_source');
    expect((await client.call(SURCHARGE_ROUTES.get, { params: { id: surchargeId } })).answer).toMatchObject({
      amount_source: 'fuel_index',
      amount: null,
    });
  });
});
