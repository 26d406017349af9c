import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import {
  AREA_ROUTES,
  type BodyInput,
  CONDITION_ROUTES,
  EXCHANGE_RATE_ROUTES,
  type ExportPalletUnit,
  pathOf,
  importZonesAnswerSchema,
  PRICE_ROUTES,
  PRICELIST_FILE_ROUTES,
  PRICELIST_ROUTES,
  pricelistFileSchema,
  pricelistImportAnswerSchema,
  SERVICE_ROUTES,
  SURCHARGE_ROUTES,
  trailerPalletCount,
  ZONE_ROUTES,
  zoneMatchAnswerSchema,
} from '@freight/domain';
import { createAdmin, createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import { answerWith, Called, createdId, describeEachDatabase, type PricelistInput, type TestClient } from '../../../test/helpers';
import { expectProfessionalWorkbook } from '../../../test/workbook-checks';

type Setup = Awaited<ReturnType<typeof createPricingSetup>>;
type ShipmentType = BodyInput<typeof PRICE_ROUTES.servicePrice>['shipments'][number]['type'];

/** An address in zone i of createPricingSetup (its one area is EE postcodes starting 10 + i). */
const address = (zone: number) => ({ country: 'EE', postcode: `${10 + zone}115` });

/** A payable-weight pricelist over routes 0 -> 1, 1 -> 2 and 2 -> 0, valid around today. */
function pricelistBody(setup: Setup, extra: Partial<PricelistInput> = {}): PricelistInput {
  const [z0, z1, z2] = setup.zones as [number, number, number];
  return {
    name: 'Baltic 2027',
    service_id: setup.serviceId,
    customer_id: null,
    currency: 'EUR',
    unit: 'payable_weight',
    ldm_multiplier: 1850,
    cbm_multiplier: 333,
    status: 'proposed',
    valid_from: '2026-01-01',
    valid_to: '2030-12-31',
    active: true,
    comment: '',
    payweight_rounding: 'tens',
    ldm_rounding: 'tenths',
    min_max_rule: 'min',
    surcharges: [],
    blocks: [],
    ldm_blocks: [],
    fare_groups: [
      {
        quantities: [
          { quantity: 1000, unit: 'per_shipment' as const },
          { quantity: 6000, unit: 'per_100kg' as const },
          { quantity: 16000, unit: 'per_100kg' as const },
        ],
        zones: [
          { zone_from: z0, zone_to: z1, transit: setup.transitId, minimum_amount: 55, maximum_amount: null, prices: [80, 7.35, 6.1234] },
          { zone_from: z1, zone_to: z2, transit: null, minimum_amount: null, maximum_amount: 700, prices: [95.5, 8.2, null] },
          { zone_from: z2, zone_to: z0, transit: null, minimum_amount: null, maximum_amount: null, prices: [null, 9, 7.77] },
        ],
      },
    ],
    ...extra,
  };
}

/** A multipart body with one file field, as a browser sends it. */
function multipart(file: Buffer, filename = 'pricelist.xlsx') {
  const boundary = '----freight-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function readWorkbook(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

/** POSTs a workbook upload (`multipart`) to pricelist `id`'s import (`query`: its flags as the page sends them), answered as a typed call. */
async function postWorkbook(client: TestClient, id: number, upload: ReturnType<typeof multipart>, query = '') {
  const url = `${pathOf(PRICELIST_FILE_ROUTES.importWorkbook, { id })}${query}`;
  return new Called(PRICELIST_FILE_ROUTES.importWorkbook, await client.request({ method: 'POST', url, ...upload }));
}

describeEachDatabase('pricelist files', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 4 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, setup, client };
  }

  async function createPricelist(client: TestClient, body: PricelistInput): Promise<number> {
    const created = await client.call(PRICELIST_ROUTES.create, { body });
    expect(created.status, created.response.body).toBe(201);
    return createdId(created.answer);
  }

  /** Surcharges of every kind that apply to pallets with no flags (and one that does not). */
  async function surcharges(client: TestClient, setup: Setup) {
    const create = async (body: BodyInput<typeof SURCHARGE_ROUTES.create>) => {
      const response = await client.call(SURCHARGE_ROUTES.create, { body });
      expect(response.status, response.response.body).toBe(201);
      return response.answer.id;
    };
    const pallets = await client.call(CONDITION_ROUTES.create, { body: { type: 'pallets', presence: true } });
    const toll = await create({
      name: 'Toll',
      type: 'constant',
      amount: 9,
      zone_conditions: [{ zone_from: setup.zones[1]!, zone_to: setup.zones[2]!, amount: 4.5 }],
    });
    const fuel = await create({ name: 'Fuel', type: 'percentage', amount: 12.5, minimum_amount: 6, dependencies: [toll] });
    const pallet = await create({ name: 'Pallet fee', type: 'constant', currency: 'USD', amount: 3.1, blocks: [pallets.answer.id] });
    const adr = await create({ name: 'ADR', type: 'constant', amount: 50, blocks: [setup.conditionId] });
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    const rates = await admin.call(EXCHANGE_RATE_ROUTES.set, { body: { rates: { USD: 1.25 } } });
    expect(rates.status, rates.response.body).toBe(200);
    return [toll, fuel, pallet, adr];
  }

  async function priceViaApi(client: TestClient, from: number, to: number, unit: ShipmentType, count: number) {
    const response = await client.call(PRICE_ROUTES.servicePrice, {
      body: {
        collection: address(from),
        delivery: address(to),
        shipments: [{ quantity: count, type: unit, weight: 0 }],
      },
    });
    expect(response.status, response.response.body).toBe(200);
    const result = response.answer[0]!;
    return { total: result.total, freight: result.total === null ? null : result.charges[0]!.amount };
  }

  it('exports pallet counts in each unit that equal the price API for the same pallets on the same route', async () => {
    const { client, setup } = await owner();
    const ids = await surcharges(client, setup);
    const id = await createPricelist(client, pricelistBody(setup, { surcharges: ids }));
    const routes = [
      [0, 1],
      [1, 2],
      [2, 0],
    ] as const;
    const cases: [ExportPalletUnit, boolean][] = [
      ['eur_pallet', true],
      ['eur_pallet', false],
      ['fin_pallet', true],
      ['half_pallet', true],
    ];
    for (const [unit, withSurcharges] of cases) {
      const response = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, {
        params: { id },
        query: { unit, surcharge: withSurcharges ? 'true' : 'false' },
      });
      expect(response.status).toBe(200);
      expect(response.response.headers['content-type']).toContain('spreadsheetml');
      expect(response.response.headers['content-disposition']).toContain('Baltic 2027-GRP');
      const sheet = (await readWorkbook(response.response.rawPayload)).getWorksheet('Fare group 1')!;
      expect(sheet.getCell('A10').value).toBe('Zone from');
      expect(sheet.getCell('A1').font.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 11 });
      const counts: number[] = [];
      for (let c = 6; sheet.getCell(10, c).value !== null; c++) counts.push(sheet.getCell(10, c).value as number);
      // 16000 kg / 1850 per LDM -> 8.6 LDM: 21 EUR (8.4), 17 FIN (8.5), 43 half pallets (8.6).
      expect(counts).toEqual(Array.from({ length: { eur_pallet: 21, fin_pallet: 17, half_pallet: 43 }[unit] }, (_, i) => i + 1));
      expect(counts.length).toBeLessThanOrEqual(trailerPalletCount(unit));
      let priced = 0;
      for (const [r, [from, to]] of routes.entries()) {
        expect(sheet.getCell(12 + r, 1).value).toBe(`Zone ${from}`);
        for (const n of counts) {
          const cell = sheet.getCell(12 + r, 5 + n);
          const api = await priceViaApi(client, from, to, unit, n);
          expect(cell.value ?? null, `${unit} x ${n} on ${from} -> ${to}`).toBe(withSurcharges ? api.total : api.freight);
          if (cell.value !== null) {
            priced++;
            expect(cell.numFmt).toBe('#,##0.00 "€"');
          }
        }
      }
      expect(priced).toBeGreaterThan(counts.length);
    }
    // The surcharges sheet says what they are, in words.
    const response = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id } });
    const sheet = (await readWorkbook(response.response.rawPayload)).getWorksheet('Surcharges')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Type',
      'Amount',
      'Currency',
      'Minimum',
      'Maximum',
      'Conditions',
      'Zone conditions',
      'Dependencies',
    ]);
    expect(sheet.getCell('A2').value).toBe('Toll');
    expect(sheet.getCell('H2').value).toBe('Zone 1 -> Zone 2: 4.50 EUR');
    expect(sheet.getCell('I3').value).toBe('Toll');
    expect(sheet.getCell('G4').value).toBe('Pallets: yes');
  });

  it('exports as_is: the stored grid, quantities and pricing units', async () => {
    const { client, setup } = await owner();
    const body = pricelistBody(setup);
    const id = await createPricelist(client, body);
    const response = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, {
      params: { id },
      query: { unit: 'as_is', surcharge: 'true' },
    });
    const sheet = (await readWorkbook(response.response.rawPayload)).getWorksheet('Fare group 1')!;
    expect([sheet.getCell('F10').value, sheet.getCell('G10').value, sheet.getCell('H10').value]).toEqual([1000, 6000, 16000]);
    expect([sheet.getCell('F11').value, sheet.getCell('G11').value]).toEqual(['Per shipment', 'Per 100 kg']);
    const stored = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer.fare_groups[0]!.zones;
    expect(stored).toHaveLength(3);
    stored.forEach(
      (
        row: {
          zone_from_name: string;
          zone_to_name: string;
          transit_name: string | null;
          minimum_amount: number | null;
          maximum_amount: number | null;
          prices: (number | null)[];
        },
        r: number,
      ) => {
        const values = [1, 2, 3, 4, 5, 6, 7, 8].map((c) => sheet.getCell(12 + r, c).value ?? null);
        expect(values).toEqual([
          row.zone_from_name,
          row.zone_to_name,
          row.transit_name,
          row.minimum_amount,
          row.maximum_amount,
          ...row.prices,
        ]);
      },
    );
    expect(sheet.getCell('H12').value).toBe(6.1234);
    expect(sheet.getCell('B8').value).toBe(`As stored, to edit and import again (pricelist ${id})`);
  });

  it('exports workbooks a clerk can send: fonts, widths, formats, real dates, print setup, words for units and types, the grid surcharge', async () => {
    const { client, setup } = await owner();
    const ids = await surcharges(client, setup);
    const grid = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Tail lift',
        type: 'pricelist',
        pricelist: {
          unit: 'eur_pallet',
          min_max_rule: 'none',
          fare_groups: [
            {
              quantities: [
                { quantity: 2, unit: 'per_shipment' as const },
                { quantity: 33, unit: 'per_unit' as const },
              ],
              zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, prices: [25, 9] }],
            },
          ],
        },
      },
    });
    expect(grid.status, grid.response.body).toBe(201);
    const id = await createPricelist(client, pricelistBody(setup, { surcharges: [...ids, grid.answer.id] }));
    const today = new Date().toLocaleDateString('sv', { timeZone: 'Europe/Tallinn' });
    const code = (await client.call(SERVICE_ROUTES.get, { params: { id: setup.serviceId } })).answer.code;
    const titleRows = { 'Fare group 1': '10:11', Surcharges: '1:1', 'Tail lift': '10:11' };

    const asIs = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } });
    expect(asIs.response.headers['content-disposition']).toBe(`attachment; filename="Baltic 2027-${code}-as stored-${today}.xlsx"`);
    const book = await readWorkbook(asIs.response.rawPayload);
    expectProfessionalWorkbook(book, titleRows);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Fare group 1', 'Surcharges', 'Tail lift']);
    const sheet = book.getWorksheet('Fare group 1')!;
    // Validity as real dates shown as the app shows them.
    expect([sheet.getCell('B6').value, sheet.getCell('D6').value]).toEqual([
      new Date('2026-01-01T00:00:00Z'),
      new Date('2030-12-31T00:00:00Z'),
    ]);
    expect(sheet.getCell('B6').numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell('B7').value).toBe('Payable weight (kg)');
    // Quantities stay numbers (the import reads them), shown "up to 1000 kg".
    expect([sheet.getCell('F10').value, sheet.getCell('F10').numFmt]).toEqual([1000, '"up to "General" kg"']);
    expect(sheet.getCell('F11').value).toBe('Per shipment');
    expect([sheet.getCell('D12').value, sheet.getCell('D12').numFmt]).toEqual([55, '#,##0.00 "€"']);
    expect(sheet.getCell('H12').numFmt).toBe('#,##0.00## "€"');
    // Column B fits its zone names, not the title's texts; Minimum and Maximum fit their headers.
    expect(sheet.getColumn(2).width).toBeLessThan(20);
    for (const c of [4, 5]) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(10);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 11 });
    // Three breaks fit one page wide at a readable size.
    expect([sheet.pageSetup.fitToPage, sheet.pageSetup.fitToWidth, sheet.pageSetup.printTitlesColumn]).toEqual([true, 1, undefined]);

    const list = book.getWorksheet('Surcharges')!;
    const byName = new Map<string, ExcelJS.Row>();
    list.eachRow((row, n) => n > 1 && byName.set(String(row.getCell(1).value), row));
    const fuel = byName.get('Fuel')!;
    expect([fuel.getCell(2).value, fuel.getCell(3).value, fuel.getCell(3).numFmt]).toEqual(['Percent of freight', 0.125, '0.0#%']);
    expect([fuel.getCell(5).value, fuel.getCell(5).numFmt]).toEqual([6, '#,##0.00 "€"']);
    const toll = byName.get('Toll')!;
    expect([toll.getCell(2).value, toll.getCell(3).value, toll.getCell(3).numFmt]).toEqual(['Fixed amount', 9, '#,##0.00 "€"']);
    expect(byName.get('Pallet fee')!.getCell(3).numFmt).toBe('#,##0.00 "$"');
    expect([byName.get('Tail lift')!.getCell(2).value, byName.get('Tail lift')!.getCell(3).value]).toEqual([
      'Price grid',
      'See sheet Tail lift',
    ]);
    // The tail lift's own grid, exported.
    const tail = book.getWorksheet('Tail lift')!;
    expect([tail.getCell('A12').value, tail.getCell('B12').value, tail.getCell('F12').value, tail.getCell('G12').value]).toEqual([
      'Zone 0',
      'Zone 1',
      25,
      9,
    ]);
    expect([tail.getCell('F10').value, tail.getCell('F10').numFmt]).toEqual([2, '[=1]"up to 1 EUR pallet";"up to "General" EUR pallets"']);

    const pallets = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'eur_pallet' } });
    expect(pallets.response.headers['content-disposition']).toBe(`attachment; filename="Baltic 2027-${code}-EUR pallets-${today}.xlsx"`);
    const palletBook = await readWorkbook(pallets.response.rawPayload);
    expectProfessionalWorkbook(palletBook, titleRows);
    const palletSheet = palletBook.getWorksheet('Fare group 1')!;
    expect(String(palletSheet.getCell('B7').value)).toMatch(/^EUR pallets/);
    expect([palletSheet.getCell('F10').value, palletSheet.getCell('F10').numFmt]).toEqual([1, '[=1]"1 EUR pallet";General" EUR pallets"']);
    expect([palletSheet.getCell('F11').value, palletSheet.getCell('F11').numFmt]).toEqual([0.4, 'General" LDM"']);
    // 21 pallet columns would print at about 40 % one page wide: full size in blocks, the lane and the headers on every page.
    expect(palletSheet.pageSetup).toMatchObject({
      orientation: 'landscape',
      scale: 100,
      printTitlesColumn: 'A:B',
      printTitlesRow: '10:11',
      pageOrder: 'downThenOver',
    });
    expect(palletSheet.pageSetup.fitToPage).toBeFalsy();
    // Why the columns stop: 22 EUR pallets (8.8 LDM, 16280 kg) are past the largest quantity.
    expect(palletSheet.getCell('A9').value).toBe(
      'Columns stop at 21 EUR pallets: no route of this fare group can price 22 EUR pallets (Shipment exceeds the largest quantity of the pricelist).',
    );

    // A name beyond ASCII downloads under it, with a plain fallback; characters no system saves are replaced.
    const named = await createPricelist(client, pricelistBody(setup, { name: 'Tõstuk: "Ä/Ö"' }));
    const disposition = (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id: named }, query: { unit: 'half_pallet' } }))
      .response.headers['content-disposition'];
    expect(disposition).toBe(
      `attachment; filename="Tostuk_ _A_O_-${code}-Half pallets-${today}.xlsx"; filename*=UTF-8''${encodeURIComponent(`Tõstuk_ _Ä_Ö_-${code}-Half pallets-${today}.xlsx`)}`,
    );
  }, 60_000);

  it('reads back a workbook of the layout exported before (its marker, plain quantity headers) as unchanged', async () => {
    const { client, setup } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    const workbook = await readWorkbook(
      (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response.rawPayload,
    );
    const sheet = workbook.getWorksheet('Fare group 1')!;
    sheet.getCell('B8').value = `As stored (export as_is of pricelist ${id})`;
    for (const c of ['F', 'G', 'H']) sheet.getCell(`${c}10`).numFmt = 'General';
    sheet.getCell('B6').value = '2026-01-01 to 2030-12-31';
    sheet.getCell('D6').value = null;
    const dry = await postWorkbook(client, id, multipart(Buffer.from(await workbook.xlsx.writeBuffer())), '?dry_run=true');
    expect(dry.status, dry.response.body).toBe(200);
    expect(answerWith(dry.answer, 'changes')).toMatchObject({
      changes: [],
      added_rows: [],
      removed_rows: [],
      errors: [],
      based_on_version: 1,
    });
  });

  it('exports JSON that imports and exports again identically; into another carrier with its zones created', async () => {
    const { client, setup, carrierId } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    const exported = await client.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id } });
    expect(exported.status).toBe(200);
    // The export is a file (a JSON download): read as it downloads.
    const file = exported.response.json();
    expect(pricelistFileSchema.safeParse(file).success).toBe(true);
    expect(file.zones_to_create).toEqual(
      [0, 1, 2].map((i) => ({ name: `Zone ${i}`, areas: [{ country: 'EE', postcode_from: `${10 + i}`, postcode_to: `${10 + i}` }] })),
    );

    const imported = await client.call(PRICELIST_FILE_ROUTES.importJson, { body: { file, create_missing_zones: true } });
    expect(imported.status, imported.response.body).toBe(201);
    expect(imported.answer.created_zones).toEqual([]);
    const again = await client.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id: imported.answer.id } });
    expect(again.response.json()).toEqual(file);
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id: imported.answer.id } })).answer.status).toBe('prepared');

    // Another carrier: zones created with _AI_ names; the same file apart from those names.
    const other = await createCarrier(use().database.db);
    const otherSetup = await createPricingSetup(use().database.db, other.carrierId, { zones: 1 });
    await use().database.db.updateTable('services').set({ code: file.pricelist.service }).where('id', '=', otherSetup.serviceId).execute();
    await use().database.db.insertInto('transits').values({ carrier_id: other.carrierId, name: '2 days', transit_time: 2 }).execute();
    const otherClient = await use().client().login(other.owner.email, PASSWORD);
    const moved = await otherClient.call(PRICELIST_FILE_ROUTES.importJson, {
      body: { file: JSON.stringify(file), create_missing_zones: true },
    });
    expect(moved.status, moved.response.body).toBe(201);
    const day = new Date().toLocaleDateString('sv', { timeZone: 'Europe/Tallinn' });
    const suffix = `_AI_${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
    // Zone 0 of the other carrier has the same area: it matches; zones 1 and 2 are created.
    expect(moved.answer.created_zones.map((z: { name: string }) => z.name)).toEqual([`Zone 1${suffix}`, `Zone 2${suffix}`]);
    const movedFile = (await otherClient.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id: moved.answer.id } })).response.json();
    const rename = (name: string) => (name === 'Zone 0' ? name : `${name}${suffix}`);
    expect(movedFile).toEqual({
      pricelist: {
        ...file.pricelist,
        price_definitions: file.pricelist.price_definitions.map((d: { prices: { zone_from: string; zone_to: string }[] }) => ({
          ...d,
          prices: d.prices.map((p) => ({ ...p, zone_from: rename(p.zone_from), zone_to: rename(p.zone_to) })),
        })),
      },
      zones_to_create: file.zones_to_create.map((z: { name: string }) => ({ ...z, name: rename(z.name) })),
    });
    const areas = (await otherClient.call(AREA_ROUTES.list, { query: { name: '_AI_' } })).answer;
    expect(areas.items.map((a: { name: string }) => a.name).sort()).toEqual([`EE11-11${suffix}`, `EE12-12${suffix}`]);
    expect(carrierId).not.toBe(other.carrierId);
  });

  it('matches zones by areas: exactly one zone with as many areas; otherwise the first match or creation', async () => {
    const { client, setup } = await owner();
    const db = use().database.db;
    const areaOf = async (zoneId: number) => (await client.call(ZONE_ROUTES.get, { params: { id: zoneId } })).answer.areas[0]!.id as number;
    // Two zones with the area of Zone 3 and one more each: "Zone 3" alone is still one match; a
    // zone of two areas matches both wider zones, so none.
    const wide = await client.call(AREA_ROUTES.create, { body: { country: 'LV', postcode_from: '10', postcode_to: '19' } });
    for (const name of ['Wide A', 'Wide B']) {
      const zone = await client.call(ZONE_ROUTES.create, { body: { name, areas: [await areaOf(setup.zones[3]!), wide.answer.id] } });
      expect(zone.status).toBe(201);
    }
    const zones = [
      { name: 'Mine', areas: [{ country: 'ee', postcode_from: '1 3', postcode_to: '13' }] },
      {
        name: 'Pair',
        areas: [
          { country: 'EE', postcode_from: '13', postcode_to: '13' },
          { country: 'LV', postcode_from: '10', postcode_to: '19' },
        ],
      },
      { name: 'Nowhere', areas: [{ country: 'FI', postcode_from: '00', postcode_to: '09' }] },
    ];
    const match = await client.call(PRICELIST_FILE_ROUTES.matchZones, { body: { zones } });
    expect(match.status, match.response.body).toBe(200);
    expect(zoneMatchAnswerSchema.array().safeParse(match.answer).success).toBe(true);
    const wideA = (await client.call(ZONE_ROUTES.list, { query: { name: 'Wide A' } })).answer.items[0]!.id;
    expect(match.answer).toEqual([
      { file_name: 'Mine', match: { id: setup.zones[3]!, name: 'Zone 3' }, first: { id: setup.zones[3]!, name: 'Zone 3' } },
      { file_name: 'Pair', match: null, first: { id: wideA, name: 'Wide A' } },
      { file_name: 'Nowhere', match: null, first: null },
    ]);
    const file = {
      pricelist: {
        service: (await db.selectFrom('services').select('code').where('id', '=', setup.serviceId).executeTakeFirstOrThrow()).code,
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
        price_definitions: [
          {
            quantity: [{ quantity: 100, unit: 'per_shipment' as const }],
            prices: [
              { zone_from: 'Mine', zone_to: 'Pair', prices: [10] },
              { zone_from: 'Pair', zone_to: 'Nowhere', prices: [20] },
            ],
          },
        ],
      },
      zones_to_create: zones,
    };
    const refused = await client.call(PRICELIST_FILE_ROUTES.importJson, { body: { file, create_missing_zones: false } });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('Failed to process pricelist: No zone matches Nowhere');
    const created = await client.call(PRICELIST_FILE_ROUTES.importJson, { body: { file, create_missing_zones: true } });
    expect(created.status, created.response.body).toBe(201);
    expect(pricelistImportAnswerSchema.parse(created.answer).created_zones.map((z) => z.file_name)).toEqual(['Pair', 'Nowhere']);
    const rows = (await client.call(PRICELIST_ROUTES.get, { params: { id: created.answer.id } })).answer.fare_groups[0]!.zones;
    expect(rows[0]!.zone_from).toBe(setup.zones[3]);
    expect(rows[0]!.zone_to_name).toMatch(/^Pair_AI_\d{6}$/);
    expect(rows[1]!.zone_to_name).toMatch(/^Nowhere_AI_\d{6}$/);
  });

  it('answers every malformed JSON import with its docs/product/domain.md §8 message and writes nothing', async () => {
    const { client, setup } = await owner();
    const db = use().database.db;
    const count = async () =>
      Promise.all(
        (['pricelists', 'zones', 'areas', 'grids'] as const).map(async (t) =>
          Number((await db.selectFrom(t).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
        ),
      );
    const before = await count();
    const q = [{ quantity: 100, unit: 'per_shipment' as const }];
    const cases: [unknown, string][] = [
      ['{"pricelist": ', 'Invalid JSON file'],
      [{ price_definitions: [] }, 'Failed to process pricelist: No pricelist found in imported data'],
      [{ pricelist: {} }, 'Failed to process pricelist: No price definitions found in pricelist'],
      [{ pricelist: { price_definitions: [] } }, 'Failed to process pricelist: Pricelist contains no price definitions'],
      [
        { pricelist: { price_definitions: [{ quantity: 'x', prices: [] }] } },
        'Failed to process pricelist: Invalid quantity structure in price definitions',
      ],
      [
        { pricelist: { price_definitions: [{ quantity: q, prices: [{ zone_from: 'Zone 0', zone_to: 'Zone 1', prices: [1, 2] }] }] } },
        'Failed to process pricelist: Invalid prices for zone Zone 0 - Zone 1',
      ],
      [
        {
          pricelist: {
            service: 'NOPE',
            price_definitions: [{ quantity: q, prices: [{ zone_from: 'Zone 0', zone_to: 'Zone 1', prices: [1] }] }],
          },
        },
        'Failed to process pricelist: No service with the code NOPE',
      ],
      [
        {
          pricelist: { price_definitions: [{ quantity: q, prices: [] }] },
          zones_to_create: [{ name: 'Bad', areas: [{ country: 'XX', postcode_from: '1', postcode_to: '2' }] }],
        },
        'Zone creation failed: Bad, area 1: country must be a 2-letter country code',
      ],
      [
        // A created zone's name is one line, as the zone form's is.
        {
          pricelist: { price_definitions: [{ quantity: q, prices: [] }] },
          zones_to_create: [{ name: 'Riga\r\nBcc', areas: [{ country: 'LV', postcode_from: '1001', postcode_to: '1002' }] }],
        },
        'Zone creation failed: zone 1: name must be one line, without control characters',
      ],
      [
        // Zones are created first, then the unknown service fails the whole import.
        {
          pricelist: { service: 'NOPE', price_definitions: [{ quantity: q, prices: [{ zone_from: 'New', zone_to: 'New', prices: [1] }] }] },
          zones_to_create: [{ name: 'New', areas: [{ country: 'FI', postcode_from: '1', postcode_to: '2' }] }],
        },
        'Failed to process pricelist: No service with the code NOPE',
      ],
    ];
    for (const [file, message] of cases) {
      const response = await client.call(PRICELIST_FILE_ROUTES.importJson, { body: { file, create_missing_zones: true } });
      expect(response.status, JSON.stringify(file)).toBe(422);
      expect(response.error.message).toBe(message);
    }
    expect(await count()).toEqual(before);
    expect(setup.zones).toHaveLength(4);
  });

  it('shows an edited workbook as a dry run, applies exactly those cells, and refuses a bad cell whole', async () => {
    const { client, setup } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    const exported = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } });
    const workbook = await readWorkbook(exported.response.rawPayload);
    const sheet = workbook.getWorksheet('Fare group 1')!;
    sheet.getCell('G12').value = 7.5; // 7.35 -> 7.5
    sheet.getCell('E13').value = 650; // maximum 700 -> 650
    sheet.getCell('H13').value = 7.9; // empty -> 7.9
    sheet.getRow(14).values = ['Zone 3', 'Zone 0', '2 days', null, null, 50, 8, 7]; // route 2 -> 0 removed, 3 -> 0 added
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = multipart(edited);

    const dry = await postWorkbook(client, id, upload, '?dry_run=true');
    expect(dry.status, dry.response.body).toBe(200);
    const diff = answerWith(dry.answer, 'changes');
    expect(diff.changes.map((c) => [c.cell, c.field, c.quantity, c.before, c.after])).toEqual([
      ['G12', 'price', 6000, 7.35, 7.5],
      ['E13', 'maximum_amount', null, 700, 650],
      ['H13', 'price', 16000, null, 7.9],
    ]);
    expect(diff.added_rows).toMatchObject([{ zone_from: 'Zone 3', zone_to: 'Zone 0', row: 14, transit: '2 days', prices: [50, 8, 7] }]);
    expect(diff.removed_rows).toMatchObject([{ zone_from: 'Zone 2', zone_to: 'Zone 0', prices: [null, 9, 7.77] }]);
    expect(diff.errors).toEqual([]);
    const unchanged = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer;
    expect(unchanged.version).toBe(1);

    const applied = await postWorkbook(client, id, upload);
    expect(applied.status, applied.response.body).toBe(200);
    const after = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer;
    const rows = after.fare_groups[0]!.zones;
    expect(rows.map((r: { prices: unknown[] }) => r.prices)).toEqual([
      [80, 7.5, 6.1234],
      [95.5, 8.2, 7.9],
      [50, 8, 7],
    ]);
    expect(rows[1]!.maximum_amount).toBe(650);
    expect(rows[2]).toMatchObject({ zone_from: setup.zones[3]!, zone_to: setup.zones[0]!, transit: setup.transitId });
    expect(after.version).toBe(2);
    const logs = (await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer;
    expect(logs[0]!.changes).toEqual({ updates: { fare_groups: 'Excel import: 3 cell(s) changed, 1 row(s) added, 1 removed' } });

    // A bad cell refuses the whole file: nothing changes.
    const again = await readWorkbook(
      (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response.rawPayload,
    );
    again.getWorksheet('Fare group 1')!.getCell('F12').value = 99;
    again.getWorksheet('Fare group 1')!.getCell('G13').value = 'lots';
    again.getWorksheet('Fare group 1')!.getCell('B14').value = 'Atlantis';
    const bad = await postWorkbook(client, id, multipart(Buffer.from(await again.xlsx.writeBuffer())));
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toEqual({ 'Fare group 1!G13': 'Not a number: lots', 'Fare group 1!B14': 'No zone named Atlantis' });
    // The refusal carries the diff beside the error.
    expect(bad.response.json().diff.changes).toHaveLength(1);
    const still = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer;
    expect(still.version).toBe(2);
    expect(still.fare_groups[0]!.zones[0]!.prices[0]).toBe(80);
  });

  it('writes a workbook in Finnish (?lang=fi, else the reader’s own) with the numbers unchanged, and imports the Finnish as_is workbook back', async () => {
    const { client, setup, owner: user } = await owner();
    const toll = await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Toll', type: 'constant', amount: 9 } });
    expect(toll.status, toll.response.body).toBe(201);
    const id = await createPricelist(client, pricelistBody(setup, { surcharges: [toll.answer.id] }));
    const exported = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is', lang: 'fi' } });
    expect(exported.status, exported.response.body).toBe(200);
    expect(exported.response.headers['content-disposition']).toMatch(/Baltic 2027-GRP\w+-tallennettu muoto-\d{4}-\d{2}-\d{2}\.xlsx/);
    if (process.env.WORKBOOK_OUT) writeFileSync(join(process.env.WORKBOOK_OUT, 'finnish-as-is.xlsx'), exported.response.rawPayload);
    const workbook = await readWorkbook(exported.response.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Hintataulukko 1', 'Lisämaksut']);
    const sheet = workbook.getWorksheet('Hintataulukko 1')!;
    const column = (c: string, rows: number[]) => rows.map((r) => sheet.getCell(`${c}${r}`).value);
    expect(column('A', [2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      'Hinnasto',
      'Palvelu',
      'Kumppani',
      'Valuutta',
      'Voimassa',
      'Yksikkö',
      'Hinnat',
      'Versio',
    ]);
    expect([sheet.getCell('B4').value, sheet.getCell('C6').value, sheet.getCell('B7').value]).toEqual([
      'Yleinen',
      '–',
      'Rahdituspaino (kg)',
    ]);
    expect(sheet.getCell('B8').value).toBe(`Tallennettuna, muokattavaksi ja tuotavaksi takaisin (hinnasto ${id})`);
    expect(sheet.getRow(10).values).toEqual([
      undefined,
      'Lähtövyöhyke',
      'Määränpäävyöhyke',
      'Kuljetusaika',
      'Minimi',
      'Maksimi',
      1000,
      6000,
      16000,
    ]);
    expect([sheet.getCell('F11').value, sheet.getCell('G11').value]).toEqual(['Lähetykseltä', '100 kg:lta']);
    // The numbers are the stored ones, whatever the language.
    expect([sheet.getCell('F12').value, sheet.getCell('G12').value, sheet.getCell('H12').value, sheet.getCell('D12').value]).toEqual([
      80, 7.35, 6.1234, 55,
    ]);
    const surchargesSheet = workbook.getWorksheet('Lisämaksut')!;
    expect(surchargesSheet.getRow(1).values).toEqual([
      undefined,
      'Nimi',
      'Tyyppi',
      'Summa',
      'Valuutta',
      'Minimi',
      'Maksimi',
      'Ehdot',
      'Vyöhyke-ehdot',
      'Riippuvuudet',
    ]);
    expect(['A2', 'B2', 'C2', 'D2', 'G2'].map((cell) => surchargesSheet.getCell(cell).value)).toEqual([
      'Toll',
      'Kiinteä summa',
      9,
      'EUR',
      'aina',
    ]);

    // The Finnish workbook, edited, is read back as the English one is.
    sheet.getCell('G12').value = 7.5;
    const upload = multipart(Buffer.from(await workbook.xlsx.writeBuffer()));
    const dry = await postWorkbook(client, id, upload, '?dry_run=true');
    expect(dry.status, dry.response.body).toBe(200);
    const diff = answerWith(dry.answer, 'changes');
    expect(diff.changes.map((c) => [c.sheet, c.cell, c.field, c.before, c.after])).toEqual([
      ['Hintataulukko 1', 'G12', 'price', 7.35, 7.5],
    ]);
    expect([diff.added_rows, diff.removed_rows, diff.errors]).toEqual([[], [], []]);
    const applied = await postWorkbook(client, id, upload);
    expect(applied.status, applied.response.body).toBe(200);
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer.fare_groups[0]!.zones[0]!.prices).toEqual([
      80, 7.5, 6.1234,
    ]);

    // Without ?lang= the workbook is the reader's: their own language once chosen (Estonian here).
    await use().database.db.updateTable('users').set({ language: 'et' }).where('id', '=', user.id).execute();
    const own = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'eur_pallet' } });
    const estonian = await readWorkbook(own.response.rawPayload);
    expect(estonian.worksheets.map((w) => w.name)).toEqual(['Hinnatabel 1', 'Lisatasud']);
    expect(estonian.getWorksheet('Hinnatabel 1')!.getCell('B7').value).toBe('EUR-alused (iga koguse jaoks oma veerg, kaalu ja mõõtmeteta)');
  });

  it('answers 422 for a file that is not a workbook, a workbook of another layout, or another pricelist', async () => {
    const { client, setup } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    const other = await createPricelist(client, pricelistBody(setup, { name: 'Other' }));
    const post = (file: Buffer) => postWorkbook(client, id, multipart(file), '?dry_run=true');

    const notZip = await post(Buffer.from('Zone from;Zone to\nA;B\n'));
    expect([notZip.status, notZip.error.message]).toEqual([422, 'The file is not an Excel workbook (.xlsx)']);
    const damaged = (
      await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })
    ).response.rawPayload.subarray(0, 3000);
    expect((await post(damaged)).status).toBe(422);

    const foreign = new ExcelJS.Workbook();
    foreign.addWorksheet('Rates').addRow(['From', 'To', 'Price']);
    const layout = await post(Buffer.from(await foreign.xlsx.writeBuffer()));
    expect(layout.status).toBe(422);
    expect(layout.error.message).toMatch(/not an "as stored" export of a pricelist/);
    expect(layout.error.message).not.toContain('as_is');

    const pallets = await post(
      (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'eur_pallet' } })).response.rawPayload,
    );
    expect(pallets.status).toBe(422);
    const otherFile = await post(
      (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id: other }, query: { unit: 'as_is' } })).response.rawPayload,
    );
    expect([otherFile.status, otherFile.error.message]).toEqual([422, expect.stringContaining(`export of pricelist ${other}`)]);
    // JSON where the upload takes a workbook goes out untyped.
    const json = await client.post(pathOf(PRICELIST_FILE_ROUTES.importWorkbook, { id }), { file: 'x' });
    expect(json.statusCode).toBe(422);
  });

  it('needs pricelists read to export and write to import (zones and areas write to create zones); another carrier gets 404', async () => {
    const { client, setup, carrierId } = await owner();
    const db = use().database.db;
    const id = await createPricelist(client, pricelistBody(setup));
    const readerRole = await createRole(db, carrierId, { level: 'read' });
    const reader = await createUser(db, { carrierId, roleId: readerRole });
    const readerClient = await use().client().login(reader.email, PASSWORD);
    expect((await readerClient.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id } })).status).toBe(200);
    expect((await readerClient.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id } })).status).toBe(200);
    const asIs = (await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id }, query: { unit: 'as_is' } })).response
      .rawPayload;
    expect((await postWorkbook(readerClient, id, multipart(asIs), '?dry_run=true')).status).toBe(403);
    expect((await readerClient.call(PRICELIST_FILE_ROUTES.importJson, { body: { file: {} } })).status).toBe(403);

    const noZonesRole = await createRole(db, carrierId, { level: 'write', levels: { zones: 'read' } });
    const clerk = await createUser(db, { carrierId, roleId: noZonesRole });
    const clerkClient = await use().client().login(clerk.email, PASSWORD);
    const zones = [{ name: 'New', areas: [{ country: 'FI', postcode_from: '1', postcode_to: '2' }] }];
    expect((await clerkClient.call(PRICELIST_FILE_ROUTES.createZones, { body: { zones } })).status).toBe(403);
    const created = await client.call(PRICELIST_FILE_ROUTES.createZones, { body: { zones } });
    expect(created.status, created.response.body).toBe(201);
    expect(importZonesAnswerSchema.parse(created.answer).created_zones[0]!.name).toMatch(/^New_AI_\d{6}$/);

    const stranger = await createCarrier(db);
    const strangerClient = await use().client().login(stranger.owner.email, PASSWORD);
    expect((await strangerClient.call(PRICELIST_FILE_ROUTES.exportWorkbook, { params: { id } })).status).toBe(404);
    expect((await strangerClient.call(PRICELIST_FILE_ROUTES.exportJson, { params: { id } })).status).toBe(404);
    expect((await postWorkbook(strangerClient, id, multipart(asIs), '?dry_run=true')).status).toBe(404);
  });
});
