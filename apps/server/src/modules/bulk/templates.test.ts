import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import {
  BULK_ROUTES,
  PARTNER_ROUTES,
  type BodyInput,
  parseTenderLanes,
  parseTenderProfiles,
  PRICELIST_ROUTES,
  readMassTable,
  sheetFor,
  workbookSheets,
} from '@freight/domain';
import { acceptedPartnerUser, createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { callWithToken, describeEachDatabase, pricelistBody, type TestApp } from '../../../test/helpers';
import { BODY_FONT, FONT_NAME } from '../../lib/workbook-style';

/** A carrier with one general pricelist from Zone 0 (EE 10xxx) to Zones 1 and 2 (EE 11xxx, EE 12xxx), up to 1,000 kg. */
async function pricedCarrier(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 3 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const row = (to: number) => ({ zone_from: setup.zones[0]!, zone_to: to, transit: setup.transitId, prices: [25, 20, 18] });
  const created = await client.call(PRICELIST_ROUTES.create, {
    body: pricelistBody(setup.serviceId, {
      fare_groups: [
        {
          quantities: [
            { quantity: 100, unit: 'per_shipment' },
            { quantity: 500, unit: 'per_100kg' },
            { quantity: 1000, unit: 'per_100kg' },
          ],
          zones: [row(setup.zones[1]!), row(setup.zones[2]!)],
        },
      ],
    }),
  });
  expect(created.status, created.response.body).toBe(201);
  return { client, setup, owner: carrier.owner };
}

type Shipments = BodyInput<typeof BULK_ROUTES.massPrice>['shipments'];

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The workbook a browser would upload: written and read back, as the file travels. */
async function asUploaded(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  return workbookOf(Buffer.from(await workbook.xlsx.writeBuffer()));
}

/** A sheet's header row as texts (1-based cells dropped). */
const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);

/** The Prices sheet's rows as [reference, total, errors] (columns found by their titles' start). */
function pricedRows(sheet: ExcelJS.Worksheet): [unknown, unknown, unknown][] {
  const header = headerOf(sheet);
  const at = (start: string) => header.findIndex((h) => h.startsWith(start)) + 1;
  const out: [unknown, unknown, unknown][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) out.push([row.getCell(at('Reference')).value, row.getCell(at('Total')).value, row.getCell(at('Error')).value]);
  });
  return out;
}

describeEachDatabase('calculation templates', (use) => {
  it('downloads the budget template; filled in (a blank row between) and read as the web reads it, every row is priced', async () => {
    const { client, setup } = await pricedCarrier(use());
    const { response } = await client.call(BULK_ROUTES.budgetTemplate);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="budget_template.xlsx"');
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Shipments', 'Notes']);
    const sheet = workbook.getWorksheet('Shipments')!;
    expect(headerOf(sheet)).toEqual([
      'Reference',
      'Collection country',
      'Collection postcode',
      'Delivery country',
      'Delivery postcode',
      'Quantity',
      'Type',
      'Weight (kg)',
      'Length (cm)',
      'Width (cm)',
      'Height (cm)',
      'LDM',
      'CBM (m³)',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.name).toBe(FONT_NAME);
    expect(sheet.getRow(2).getCell(7).value).toBe('EUR pallet');
    const notes = workbook.getWorksheet('Notes')!;
    const notesText: string[] = [];
    notes.eachRow((row) => notesText.push((row.values as unknown[]).slice(1).join(' | ')));
    expect(notesText.join('\n')).toContain('Weight (kg) | Yes | The real weight');
    expect(notesText.join('\n')).toContain('EUR pallet (EUR)');
    expect(notesText.join('\n')).not.toMatch(/eur_pallet|per_100kg/);

    // The clerk overwrites the example and adds rows, leaving row 4 blank; weights as typed ("850 kg").
    const rows: (string | number | null)[][] = [
      ['A-1', 'EE', '10115', 'EE', '11415', 1, 'EUR pallet', 300, null, null, null, null, null],
      ['A-2', 'EE', '10200', 'EE', '12001', 1, 'FIN', '850 kg', null, null, null, null, null],
      ['A-3', 'EE', '10115', 'EE', '11415', 1, 'Colli', '0,5 t', 60, 40, 30, null, null],
      ['A-4', 'ee', '10115', 'ee', '12415', 1, '', 400, null, null, null, 0.4, '0,5'],
    ];
    rows.forEach((values, i) => {
      sheet.getRow(i < 2 ? i + 2 : i + 3).values = values;
    });
    const uploaded = await asUploaded(workbook);
    const sheets = workbookSheets(uploaded.worksheets);
    const table = readMassTable(sheets[sheetFor('mass', sheets)]!.rows);
    expect(table.missing).toEqual([]);
    expect(table.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, ''],
      [3, ''],
      [5, ''],
      [6, ''],
    ]);
    const priced = // The rows as read, sent on for the server to check as the web app relays them.
      (
        await client.call(BULK_ROUTES.massPrice, {
          body: { customer: setup.partnerId, shipments: table.rows.map((r) => r.shipment) as Shipments },
        })
      ).response;
    expect(priced.statusCode, priced.body.slice(0, 300)).toBe(200);
    const lines = pricedRows((await workbookOf(priced.rawPayload)).getWorksheet('Prices')!);
    expect(lines.map(([reference]) => reference)).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    for (const [reference, total, errors] of lines) {
      expect(typeof total, `${String(reference)}: ${String(errors)}`).toBe('number');
      expect(errors ?? '').toBe('');
    }

    // The same rows under a Finnish header, in another order, are the same request.
    const finnish = await asUploaded(workbook);
    const fi = finnish.getWorksheet('Shipments')!;
    fi.getRow(1).values = [
      'Viite',
      'Noutomaa',
      'Noutopostinumero',
      'Toimitusmaa',
      'Toimituspostinumero',
      'Määrä',
      'Tyyppi',
      'Paino',
      'Pituus',
      'Leveys',
      'Korkeus',
      'Lavametrit',
      'Tilavuus',
    ];
    const fiSheets = workbookSheets((await asUploaded(finnish)).worksheets);
    expect(readMassTable(fiSheets[0]!.rows).rows.map((r) => r.shipment)).toEqual(table.rows.map((r) => r.shipment));
  });

  it('downloads the tender template; lanes and profiles filled in are priced in every cell', async () => {
    const { client, setup } = await pricedCarrier(use());
    const { response } = await client.call(BULK_ROUTES.tenderTemplate);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="tender_template.xlsx"');
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Lanes', 'Shipment profiles', 'Notes']);
    const lanesSheet = workbook.getWorksheet('Lanes')!;
    const profilesSheet = workbook.getWorksheet('Shipment profiles')!;
    expect(headerOf(lanesSheet)).toEqual(['Collection country', 'Collection postcode', 'Delivery country', 'Delivery postcode']);
    expect(headerOf(profilesSheet)).toEqual([
      'Quantity',
      'Type',
      'Weight (kg)',
      'Length (cm)',
      'Width (cm)',
      'Height (cm)',
      'LDM',
      'CBM (m³)',
    ]);
    expect(profilesSheet.getRow(2).getCell(1).font).toMatchObject(BODY_FONT);

    lanesSheet.getRow(2).values = ['EE', '10115', 'EE', '11415'];
    lanesSheet.getRow(4).values = ['EE', '10115', 'EE', '12001'];
    lanesSheet.getRow(5).values = ['EE', '10500', 'EE', '11000'];
    profilesSheet.getRow(2).values = [1, 'EUR pallet', 300];
    profilesSheet.getRow(3).values = [1, 'FIN', '850 kg'];
    profilesSheet.getRow(5).values = [4, 'Colli', '0,9 t', 50, 40, 30];
    const sheets = workbookSheets((await asUploaded(workbook)).worksheets);
    const lanes = parseTenderLanes(sheets[sheetFor('lanes', sheets)]!.rows);
    const profiles = parseTenderProfiles(sheets[sheetFor('profiles', sheets)]!.rows);
    expect([lanes.warnings, lanes.missing, profiles.warnings, profiles.missing]).toEqual([[], [], [], []]);
    expect(lanes.items).toHaveLength(3);
    expect(profiles.items.map((p) => p.weight)).toEqual([300, 850, 900]);

    const priced = (
      await client.call(BULK_ROUTES.tenderPrice, {
        body: { service: setup.serviceId, customer: setup.partnerId, zones: lanes.items, shipments: profiles.items },
      })
    ).response;
    expect(priced.statusCode, priced.body.slice(0, 300)).toBe(200);
    const result = await workbookOf(priced.rawPayload);
    const tender = result.getWorksheet('Tender')!;
    expect(tender.rowCount).toBe(1 + 3);
    for (let r = 2; r <= 4; r++)
      for (let c = 3; c <= 5; c++) expect(typeof tender.getRow(r).getCell(c).value, `row ${r} cell ${c}`).toBe('number');
    expect(result.getWorksheet('Errors')!.rowCount).toBeLessThanOrEqual(1);
  });

  it('writes the templates in the reader’s language (?lang=, else theirs, a token’s partner’s); a Finnish one filled in is read and priced, the result in Finnish', async () => {
    const app = use();
    const { client, setup, owner } = await pricedCarrier(app);
    const { response } = await client.call(BULK_ROUTES.tenderTemplate, { query: { lang: 'fi' } });
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Reitit', 'Lähetysprofiilit', 'Ohjeet']);
    const lanesSheet = workbook.getWorksheet('Reitit')!;
    const profilesSheet = workbook.getWorksheet('Lähetysprofiilit')!;
    expect(headerOf(lanesSheet)).toEqual(['Noutomaa', 'Noutopostinumero', 'Toimitusmaa', 'Toimituspostinumero']);
    expect(headerOf(profilesSheet)).toEqual([
      'Määrä',
      'Tyyppi',
      'Paino (kg)',
      'Pituus (cm)',
      'Leveys (cm)',
      'Korkeus (cm)',
      'Lvm',
      'Tilavuus (m³)',
    ]);
    expect(profilesSheet.getRow(2).getCell(2).value).toBe('EUR-lava');
    const notes: string[] = [];
    workbook.getWorksheet('Ohjeet')!.eachRow((row) => notes.push((row.values as unknown[]).slice(1).join(' | ')));
    expect(notes.join('\n')).toContain('Tarjouskilpailun laskelma: näin täytät tämän työkirjan');
    expect(notes.join('\n')).toContain('Paino (kg) | Kyllä | Rivin kaikkien kappaleiden todellinen yhteispaino');
    expect(notes.join('\n')).toContain('EUR-lava (EUR), FIN-lava (FIN)');

    // Filled in as a Finnish clerk would, and read as the web reads it.
    lanesSheet.getRow(2).values = ['EE', '10115', 'EE', '11415'];
    lanesSheet.getRow(3).values = ['EE', '10115', 'EE', '12001'];
    profilesSheet.getRow(2).values = [1, 'EUR-lava', 300];
    profilesSheet.getRow(3).values = [2, 'Puolilava', '850 kg'];
    const sheets = workbookSheets((await asUploaded(workbook)).worksheets);
    expect([sheetFor('lanes', sheets), sheetFor('profiles', sheets)]).toEqual([0, 1]);
    const lanes = parseTenderLanes(sheets[0]!.rows);
    const profiles = parseTenderProfiles(sheets[1]!.rows);
    expect([lanes.warnings, lanes.missing, profiles.warnings, profiles.missing]).toEqual([[], [], [], []]);
    expect(profiles.items.map((p) => [p.quantity, p.type, p.weight])).toEqual([
      [1, 'eur_pallet', 300],
      [2, 'half_pallet', 850],
    ]);

    // The result is the reader's: here the owner's own Finnish.
    await app.database.db.updateTable('users').set({ language: 'fi' }).where('id', '=', owner.id).execute();
    const priced = (
      await client.call(BULK_ROUTES.tenderPrice, {
        body: { service: setup.serviceId, customer: setup.partnerId, zones: lanes.items, shipments: profiles.items },
      })
    ).response;
    expect(priced.statusCode, priced.body.slice(0, 300)).toBe(200);
    const result = await workbookOf(priced.rawPayload);
    expect(result.worksheets.map((s) => s.name)).toEqual(['Tarjouskilpailu', 'Virheet', 'Lähtötiedot']);
    const tender = result.getWorksheet('Tarjouskilpailu')!;
    expect(headerOf(tender)).toEqual(['Nouto', 'Toimitus', '1 x EUR-lava, 300 kg', '2 x Puolilava, 850 kg', 'Matka (km)']);
    expect(typeof tender.getRow(2).getCell(3).value).toBe('number');

    // A partner's token gets its partner's language; ?lang= overrides.
    await app.database.db.updateTable('partners').set({ language: 'et' }).where('id', '=', setup.partnerId).execute();
    const { token } = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer;
    const estonian = await workbookOf((await callWithToken(app.app, token, BULK_ROUTES.budgetTemplate)).response.rawPayload);
    expect(estonian.worksheets.map((s) => s.name)).toEqual(['Saadetised', 'Juhend']);
    expect(headerOf(estonian.getWorksheet('Saadetised')!).slice(0, 3)).toEqual([
      'Viide',
      'Pealelaadimise riik',
      'Pealelaadimise sihtnumber',
    ]);
    const english = await workbookOf((await client.call(BULK_ROUTES.budgetTemplate, { query: { lang: 'en' } })).response.rawPayload);
    expect(english.worksheets.map((s) => s.name)).toEqual(['Shipments', 'Notes']);
  });

  it('gives the templates to whoever may price a budget: the calculator, a partner token, a partner user', async () => {
    const app = use();
    expect((await app.client().call(BULK_ROUTES.budgetTemplate)).status).toBe(401);
    const carrier = await createCarrier(app.database.db);
    const setup = await createPricingSetup(app.database.db, carrier.carrierId);
    const client = await app.client().login(carrier.owner.email, PASSWORD);
    const { token } = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer;
    expect((await callWithToken(app.app, token, BULK_ROUTES.tenderTemplate)).status).toBe(200);
    const { person } = await acceptedPartnerUser(app, client, setup.partnerId, 'templates@partner.example');
    expect((await person.call(BULK_ROUTES.budgetTemplate)).status).toBe(200);
  });
});
