import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { PRICE_ROUTES, QUOTE_EXPORT_MAX, QUOTE_ROUTES, type QueryInput } from '@freight/domain';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { Called, describeEachDatabase, type TestApp } from '../../../test/helpers';

/** A carrier with one general pricelist (42,50 € a shipment), its owner signed in. */
async function quotedCarrier(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  await postOneCellPricelist(client, setup, { name: 'Export list', unit: 'per_shipment' as const, price: 1242.5 });
  const price = async (customer: number | null, reference?: string) => {
    const answer = await client.call(PRICE_ROUTES.servicePrice, {
      body: {
        ...(reference === undefined ? {} : { reference }),
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli' as const, weight: 120 }],
        ...(customer === null ? {} : { customer }),
      },
    });
    expect(answer.status, answer.response.body).toBe(200);
    return answer.answer[0]!.quote_id!;
  };
  return { ...carrier, setup, client, price };
}

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Quotes')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

/** A CSV file's lines as fields (no field of these tests holds a quote or a separator). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describeEachDatabase('quotes export', (use) => {
  it("exports the list's quotes under its filters as a workbook: ids, the carrier's times, names, totals as money, who booked", async () => {
    const mine = await quotedCarrier(use());
    const booked = await mine.price(mine.setup.partnerId, 'PO-77');
    const general = await mine.price(null);
    expect((await mine.client.call(QUOTE_ROUTES.book, { params: { id: booked } })).status).toBe(201);
    // Priced 10 March 2024 22:30 UTC: 11 March 00:30 in Tallinn.
    await use().app.quotes.flush();
    await use()
      .database.db.updateTable('quotes')
      .set({ created_at: new Date('2024-03-10T22:30:00Z') })
      .where('id', '=', general)
      .execute();
    const other = await quotedCarrier(use());
    await other.price(null);

    const answer = await mine.client.call(QUOTE_ROUTES.export, { query: { format: 'xlsx' } });
    expect(answer.status, answer.response.body).toBe(200);
    expect(answer.response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.response.headers['content-disposition']).toMatch(/attachment; filename="quotes-\d{4}-\d\d-\d\d\.xlsx"/);
    const { sheet, rows } = await readWorkbook(answer.response.rawPayload);
    const partner = (
      await use().database.db.selectFrom('partners').select('name').where('id', '=', mine.setup.partnerId).executeTakeFirstOrThrow()
    ).name;
    expect(rows[0]).toEqual([
      'Quote id',
      'Priced (Europe/Tallinn)',
      'Partner',
      'Collection',
      'Delivery',
      'Reference',
      'Service',
      'Pricelist',
      'Total',
      'Currency',
      'Booked',
      'Booked on (Europe/Tallinn)',
      'Booked by',
    ]);
    // Only the carrier's own, newest first.
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(0, 1)).toEqual([booked]);
    expect(rows[1]!.slice(2)).toEqual([
      partner,
      'EE 10115',
      'EE 11415',
      'PO-77',
      'Groupage',
      'Export list',
      1242.5,
      'EUR',
      'Booked',
      expect.any(Date),
      mine.owner.name,
    ]);
    expect(rows[2]).toEqual([
      general,
      new Date('2024-03-11T00:30:00Z'),
      'General (no partner)',
      'EE 10115',
      'EE 11415',
      undefined,
      'Groupage',
      'Export list',
      1242.5,
      'EUR',
      'Not booked',
    ]);
    expect(sheet.getCell('B3').numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getCell('I3').numFmt).toBe('#,##0.00 "€"');

    // The list's filters apply: a partner, days (the carrier's), a reference, a short id.
    const ids = async (query: Partial<QueryInput<typeof QUOTE_ROUTES.export>>) =>
      (await readWorkbook((await mine.client.call(QUOTE_ROUTES.export, { query: { ...query, format: 'xlsx' } })).response.rawPayload)).rows
        .slice(1)
        .map((r) => r[0]);
    expect(await ids({ customer: String(mine.setup.partnerId) })).toEqual([booked]);
    expect(await ids({ customer: 'general' })).toEqual([general]);
    expect(await ids({ from: '2024-03-11', to: '2024-03-11' })).toEqual([general]);
    expect(await ids({ reference: 'po-7' })).toEqual([booked]);
    expect(await ids({ quote: general.slice(-8) })).toEqual([general]);
  });

  it('exports the same as CSV: semicolons, decimal commas, dd.mm.yyyy hh:mm, a formula-like text kept as text', async () => {
    const mine = await quotedCarrier(use());
    const quote = await mine.price(mine.setup.partnerId, '=HYPERLINK("x")');
    await use().app.quotes.flush();
    await use()
      .database.db.updateTable('quotes')
      .set({ created_at: new Date('2024-03-10T22:30:00Z') })
      .where('id', '=', quote)
      .execute();
    const answer = await mine.client.call(QUOTE_ROUTES.export, { query: { format: 'csv' } });
    expect(answer.status, answer.response.body).toBe(200);
    expect(answer.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.response.body.startsWith('\uFEFFQuote id;Priced (Europe/Tallinn);Partner;')).toBe(true);
    // The reference holds a quote: its field is quoted, its quotes doubled, and it starts with ' so no spreadsheet runs it.
    expect(answer.response.body).toContain(`;"'=HYPERLINK(""x"")";`);
    const rows = csvRows(answer.response.body.replace(`"'=HYPERLINK(""x"")"`, 'REF'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      quote,
      '11.03.2024 00:30',
      expect.any(String),
      'EE 10115',
      'EE 11415',
      'REF',
      'Groupage',
      'Export list',
      '1242,50',
      'EUR',
      'Not booked',
      '',
      '',
    ]);
  });

  it('refuses a bad format and a bad filter naming the field; 403 without the lookup; bounded', async () => {
    const mine = await quotedCarrier(use());
    // A format its type forbids goes out untyped.
    const refused = new Called(QUOTE_ROUTES.export, await mine.client.get('/fe/quotes/export?format=pdf'));
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ format: 'must be xlsx or csv' });
    expect(
      (await mine.client.call(QUOTE_ROUTES.export, { query: { format: 'csv', from: '2024-03-12', to: '2024-03-11' } })).error.errors,
    ).toEqual({
      to: 'must be on or after from',
    });
    const db = use().database.db;
    const neither = await createUser(db, {
      carrierId: mine.carrierId,
      roleId: await createRole(db, mine.carrierId, { level: 'read', calculator: false, levels: { pricelists: 'none' } }),
    });
    const client = await use().client().login(neither.email, PASSWORD);
    expect((await client.call(QUOTE_ROUTES.export, { query: { format: 'csv' } })).status).toBe(403);

    // More than the bound: refused before a byte is written.
    const quote = await mine.price(null);
    await use().app.quotes.flush();
    const row = await db.selectFrom('quotes').selectAll().where('id', '=', quote).executeTakeFirstOrThrow();
    await use().database.executeSql(
      `insert into quotes (id, carrier_id, pricelist_id, service_id, partner_id, fare_group, zone_row, quantity_row, total, currency, via_tms, created_at)
       select gen_random_uuid(), $1, $2, $3, null, 0, 0, 0, 10, 'EUR', false, now() from generate_series(1, $4::int)`,
      [mine.carrierId, row.pricelist_id, row.service_id, QUOTE_EXPORT_MAX],
    );
    const tooMany = await mine.client.call(QUOTE_ROUTES.export, { query: { format: 'csv' } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.error.message).toBe(
      `More than 50\u00a0000 quotes match the search, and an export holds at most that many: narrow it by days or partner`,
    );
  });
});
