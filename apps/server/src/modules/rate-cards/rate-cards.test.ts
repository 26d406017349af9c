import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  type BodyInput,
  CARRIER_SETTINGS_ROUTES,
  CONDITION_ROUTES,
  displayDay,
  displayNumber,
  PARTNER_ROUTES,
  pathOf,
  PORTAL_RATE_CARD_ROUTES,
  PORTAL_ROUTES,
  PRICELIST_FILE_ROUTES,
  PRICELIST_ROUTES,
  RATE_CARD_ROUTES,
  rateCardSchema,
  SURCHARGE_ROUTES,
  trailerPalletCount,
} from '@freight/domain';
import {
  acceptedPartnerUser,
  createCarrier,
  createPricingSetup,
  createRole,
  createUser,
  PASSWORD,
  threeRoutePricelist,
} from '../../../test/factories';
import { Called, createdId, describeEachDatabase, type PricelistInput, type TestClient } from '../../../test/helpers';
import { saveLogo } from '../carrier-settings/carrier-settings.repository';
import { portalRateCard } from './rate-card.service';
import { rateCardPdf } from './rate-card-pdf';

type Setup = Awaited<ReturnType<typeof createPricingSetup>>;

/** The text of a PDF, pages joined, and its page count. */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** What the PDF prints for a price: two decimals with a decimal comma, thousands with a non-breaking space. */
const shown = (v: number) => displayNumber(v, 2, 2);

/** Text extraction may turn a non-breaking space into a plain one: compare with plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** A small PNG (1 x 1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart body with one file field, as a browser sends it. */
function multipart(file: Buffer, filename = 'logo.png', type = 'image/png') {
  const boundary = '----freight-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** PUTs a logo as the settings page uploads it (multipart, field `file`), answered as a typed call. */
async function uploadLogo(client: TestClient, ...file: Parameters<typeof multipart>) {
  const response = await client.request({ method: 'PUT', url: pathOf(CARRIER_SETTINGS_ROUTES.uploadLogo), ...multipart(...file) });
  return new Called(CARRIER_SETTINGS_ROUTES.uploadLogo, response);
}

/** The factories' three-route pricelist with three breaks (100 per shipment, 500 and 2500 per 100 kg), transit on two routes. */
function pricelistBody(setup: Setup, extra: Partial<PricelistInput> = {}): PricelistInput {
  const [z0, z1, z2] = setup.zones as [number, number, number];
  return {
    ...threeRoutePricelist(setup),
    fare_groups: [
      {
        quantities: [
          { quantity: 100, unit: 'per_shipment' as const },
          { quantity: 500, unit: 'per_100kg' as const },
          { quantity: 2500, unit: 'per_100kg' as const },
        ],
        zones: [
          { zone_from: z0, zone_to: z1, transit: setup.transitId, minimum_amount: 55, maximum_amount: null, prices: [80, 7.35, 1234.5] },
          { zone_from: z1, zone_to: z2, transit: null, minimum_amount: null, maximum_amount: 700, prices: [95.5, 8.2, null] },
          { zone_from: z2, zone_to: z0, transit: setup.transitId, minimum_amount: null, maximum_amount: null, prices: [null, 9, 7.77] },
        ],
      },
    ],
    ...extra,
  };
}

describeEachDatabase('rate cards', (use) => {
  /** The seams the rate card's functions take, from the running app. */
  const deps = () => ({ db: use().database.db, pricing: use().app.pricing, heavy: use().app.heavy });

  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 3 });
    const db = use().database.db;
    // Names a partner reads, with the letters the fonts must carry.
    const names = ['Tõrva', 'Šiauliai', 'Žilina äär'];
    for (const [i, id] of setup.zones.entries()) await db.updateTable('zones').set({ name: names[i]! }).where('id', '=', id).execute();
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, setup, client, names };
  }

  async function createPricelist(client: TestClient, body: PricelistInput): Promise<number> {
    const created = await client.call(PRICELIST_ROUTES.create, { body });
    expect(created.status, created.response.body).toBe(201);
    return createdId(created.answer);
  }

  async function surcharges(client: TestClient) {
    const create = async (body: BodyInput<typeof SURCHARGE_ROUTES.create>) => {
      const response = await client.call(SURCHARGE_ROUTES.create, { body });
      expect(response.status, response.response.body).toBe(201);
      return response.answer.id;
    };
    const toll = await create({ name: 'Road toll', type: 'constant', amount: 4.5 });
    const fuel = await create({ name: 'Fuel', type: 'percentage', amount: 12, dependencies: [toll] });
    return [fuel, toll];
  }

  it('builds the card: zone names, breaks with units, transit days, min and max, surcharges and conditions in words', async () => {
    const { client, setup, names } = await owner();
    const weight = await client.call(CONDITION_ROUTES.create, { body: { type: 'total_weight', applied_until: 2500 } });
    expect(weight.status, weight.response.body).toBe(201);
    const id = await createPricelist(client, pricelistBody(setup, { surcharges: await surcharges(client), blocks: [weight.answer.id] }));
    const terms = await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'Prices exclude VAT. NSAB 2015 applies.' } });
    expect(terms.status, terms.response.body).toBe(200);

    const response = await client.call(RATE_CARD_ROUTES.rateCard, { params: { id } });
    expect(response.status, response.response.body).toBe(200);
    const card = rateCardSchema.parse(response.answer);
    expect(card.pricelist.name).toBe('Baltic 2027');
    expect(card.unit).toEqual({ code: 'as_is', label: 'Payable weight (kg)' });
    expect(card.groups[0]!.columns).toEqual(['0–100\u00a0kg', '100–500\u00a0kg', '500–2\u00a0500\u00a0kg']);
    expect(card.groups[0]!.column_units).toEqual(['per shipment', 'per 100 kg', 'per 100 kg']);
    expect(card.groups[0]!.rows.map((r) => [r.from, r.to, r.transit_days, r.min, r.max])).toEqual([
      [names[0], names[1], 2, 55, null],
      [names[1], names[2], null, null, 700],
      [names[2], names[0], 2, null, null],
    ]);
    expect(card.surcharges).toEqual(['Fuel 12\u00a0% of freight and road toll', 'Road toll 4,50\u00a0EUR per shipment']);
    expect(card.conditions).toEqual(['Prices only: Total real weight (kg) <= 2\u00a0500']);
    expect(card.terms).toBe('Prices exclude VAT. NSAB 2015 applies.');
  });

  it('prints a PDF with the zone names, every price as displayed, the surcharges, the terms and page numbers', async () => {
    const { client, setup, names } = await owner();
    const id = await createPricelist(client, pricelistBody(setup, { surcharges: await surcharges(client) }));
    await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'Prices exclude VAT. NSAB 2015 applies.' } });

    const response = await client.call(RATE_CARD_ROUTES.pdf, { params: { id } });
    expect(response.status, response.response.body).toBe(200);
    expect(response.response.headers['content-type']).toBe('application/pdf');
    expect(response.response.headers['content-disposition']).toMatch(
      /^attachment; filename="Baltic 2027-GRP\w+-as stored-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = response.response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.RATE_CARD_PDF_OUT) writeFileSync(join(process.env.RATE_CARD_PDF_OUT, 'small.pdf'), pdf);
    const { text, pages } = await pdfText(pdf);
    const flat = plain(text);
    for (const name of names) expect(flat).toContain(name);
    for (const price of [80, 7.35, 1234.5, 95.5, 8.2, 9, 7.77, 55, 700]) expect(flat).toContain(plain(shown(price)));
    expect(flat).toContain('Fuel 12 % of freight and road toll');
    expect(flat).toContain('Road toll 4,50 EUR per shipment');
    expect(flat).toContain('Prices exclude VAT. NSAB 2015 applies.');
    expect(flat).toContain('Baltic 2027');
    expect(flat).toContain('01.01.2026 – 31.12.2030');
    // The prices on one page, the terms on a page of their own.
    expect(pages).toBe(2);
    expect(flat).toContain('Page 1 of 2');
  });

  it('prints what a partner prices with: the zone key, the weight rules, departure days, the tail-lift grid, issue day and number, terms on their own page', async () => {
    const { client, setup, names, carrierId } = await owner();
    const db = use().database.db;
    // Zone 1 holds two Finnish ranges and an Estonian postcode beside its own area.
    const areas = await db
      .insertInto('areas')
      .values([
        { carrier_id: carrierId, name: 'Helsinki', country: 'FI', postcode_from: '00100', postcode_to: '00990' },
        { carrier_id: carrierId, name: 'Espoo', country: 'FI', postcode_from: '02100', postcode_to: '02990' },
      ])
      .returning('id')
      .execute();
    await db
      .insertInto('zone_areas')
      .values(areas.map((a, i) => ({ zone_id: setup.zones[1]!, area_id: a.id, position: i + 1 })))
      .execute();
    await db
      .updateTable('transits')
      .set({ transit_time: 3, monday: true, tuesday: false, wednesday: true, thursday: false, friday: true })
      .where('id', '=', setup.transitId)
      .execute();
    const [z0, z1, z2] = setup.zones as [number, number, number];
    const tailLift = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Tail lift',
        type: 'pricelist',
        blocks: [],
        pricelist: {
          unit: 'eur_pallet',
          min_max_rule: 'none',
          fare_groups: [
            {
              quantities: [
                { quantity: 2, unit: 'per_shipment' as const },
                { quantity: 33, unit: 'per_unit' as const },
              ],
              zones: [
                { zone_from: z0, zone_to: z1, prices: [25.4, 9.15] },
                { zone_from: z0, zone_to: z2, prices: [31.6, 11.05] },
              ],
            },
          ],
        },
      },
    });
    expect(tailLift.status, tailLift.response.body).toBe(201);
    const id = await createPricelist(
      client,
      pricelistBody(setup, { surcharges: [tailLift.answer.id], ldm_multiplier: 1850, cbm_multiplier: 333, payweight_rounding: 'tens' }),
    );
    await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'Prices exclude VAT. NSAB 2015 applies.' } });

    const card = rateCardSchema.parse((await client.call(RATE_CARD_ROUTES.rateCard, { params: { id } })).answer);
    expect(card.groups[0]!.rows.map((r) => r.transit)).toEqual(['3\u00a0days, Mon, Wed, Fri', null, '3\u00a0days, Mon, Wed, Fri']);
    expect(card.zone_key).toEqual([
      { zone: names[0], postcodes: 'EE 10' },
      { zone: names[1], postcodes: 'EE 11; FI 00100-00990, 02100-02990' },
      { zone: names[2], postcodes: 'EE 12' },
    ]);
    expect(card.document.number).toMatch(new RegExp(`^${card.service.code}-${id}-v1-\\d{8}$`));
    expect(card.surcharge_grids.map((g) => [g.name, g.groups[0]!.rows.map((r) => r.prices)])).toEqual([
      [
        'Tail lift',
        [
          [25.4, 9.15],
          [31.6, 11.05],
        ],
      ],
    ]);

    const response = await client.call(RATE_CARD_ROUTES.pdf, { params: { id } });
    expect(response.status, response.response.body).toBe(200);
    if (process.env.RATE_CARD_PDF_OUT) writeFileSync(join(process.env.RATE_CARD_PDF_OUT, 'partner.pdf'), response.response.rawPayload);
    const parser = new PDFParse({ data: new Uint8Array(response.response.rawPayload) });
    try {
      const result = await parser.getText();
      const flat = plain(result.text);
      // The zone key: every zone with its postcodes per country.
      for (const line of ['EE 10', 'EE 11; FI 00100-00990, 02100-02990', 'EE 12']) expect(flat).toContain(line);
      // How a range reads: by the postcodes' beginning.
      expect(flat).toContain('"EE 10-15" is every Estonian postcode beginning with 10 to 15');
      // The chargeable-weight rules from the pricelist's own settings.
      expect(flat).toContain('1 LDM = 1 850 kg');
      expect(flat).toContain('1 m³ = 333 kg');
      expect(flat).toContain('rounded up to the next 10 kg');
      expect(flat).toContain('3 days, Mon, Wed, Fri');
      // The tail lift's own grid, priced.
      expect(flat).toContain('Tail lift');
      for (const price of [25.4, 9.15, 31.6, 11.05]) expect(flat).toContain(plain(shown(price)));
      expect(flat).toContain('Prices are freight only');
      expect(flat).toContain(card.document.number);
      expect(flat).toContain(displayDay(card.document.issued));
      // The terms on the last page alone, every page naming the pricelist.
      const last = result.pages[result.pages.length - 1]!;
      expect(plain(last.text)).toContain('Prices exclude VAT. NSAB 2015 applies.');
      expect(plain(last.text)).not.toContain('Zone key');
      for (const page of result.pages) expect(plain(page.text), `page ${page.num}`).toContain('Rate card: Baltic 2027');
      expect(plain(result.pages[0]!.text)).not.toContain('NSAB 2015');
      // No heading ends a page (its table or list moved on without it): the line above the footer is not one.
      const headings = ['What the prices include', 'Chargeable weight', 'Surcharges', 'Conditions', 'Prices', 'Zone key'];
      for (const page of result.pages) {
        const lines = plain(page.text)
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        const body = lines.filter((l) => !l.includes('· Rate card:') && !/^Page \d+ of \d+$/.test(l));
        expect(headings, `page ${page.num} ends with ${body.at(-1)}`).not.toContain(body.at(-1));
      }
    } finally {
      await parser.destroy();
    }
  });

  it('a Finnish partner’s PDF reads Finnish (its own language, else the carrier’s), ?lang= overrides; the JSON follows the reader’s own', async () => {
    const { client, setup, names, carrierId } = await owner();
    const db = use().database.db;
    await db.updateTable('partners').set({ language: 'fi' }).where('id', '=', setup.partnerId).execute();
    const weight = await client.call(CONDITION_ROUTES.create, { body: { type: 'total_weight', applied_until: 2500 } });
    expect(weight.status, weight.response.body).toBe(201);
    await db
      .updateTable('transits')
      .set({ transit_time: 3, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true })
      .where('id', '=', setup.transitId)
      .execute();
    const id = await createPricelist(
      client,
      pricelistBody(setup, { customer_id: setup.partnerId, surcharges: await surcharges(client), blocks: [weight.answer.id] }),
    );

    // Staff download it for the partner: in the partner's Finnish, the numbers and dates as ever.
    const pdf = await client.call(RATE_CARD_ROUTES.pdf, { params: { id } });
    expect(pdf.status, pdf.response.body).toBe(200);
    if (process.env.RATE_CARD_PDF_OUT) writeFileSync(join(process.env.RATE_CARD_PDF_OUT, 'finnish.pdf'), pdf.response.rawPayload);
    const fi = plain((await pdfText(pdf.response.rawPayload)).text);
    for (const words of [
      'Hinnasto: Baltic 2027',
      'Kumppani',
      'Voimassa',
      '01.01.2026 – 31.12.2030',
      'Rahdituspaino (kg)',
      'Mitä hinnat sisältävät',
      'Hinnat ovat pelkkää rahtia: luetellut lisämaksut lisätään niihin, kun ne koskevat lähetystä.',
      'Lisämaksut',
      'Fuel 12 %, laskentaperuste: rahti ja road toll',
      'Road toll 4,50 EUR lähetykseltä',
      'Ehdot',
      'Hinnat ovat voimassa vain, kun: Todellinen kokonaispaino (kg) <= 2 500',
      'Mistä',
      'Mihin',
      'Kuljetusaika',
      '3 päivää, ma–pe',
      'lähetykseltä',
      '100 kg:lta',
      'Vyöhykkeiden selite',
      'Sivu 1/',
    ])
      expect(fi).toContain(words);
    for (const price of [80, 7.35, 1234.5]) expect(fi).toContain(plain(shown(price)));
    for (const name of names) expect(fi).toContain(name);
    for (const english of ['Rate card', 'Surcharges', 'per shipment', 'Page 1 of']) expect(fi).not.toContain(english);

    // ?lang= overrides the partner's.
    const en = await client.call(RATE_CARD_ROUTES.pdf, { params: { id }, query: { lang: 'en' } });
    expect(plain((await pdfText(en.response.rawPayload)).text)).toContain('Rate card: Baltic 2027');
    const et = await client.call(RATE_CARD_ROUTES.pdf, { params: { id }, query: { lang: 'et' } });
    const estonian = plain((await pdfText(et.response.rawPayload)).text);
    expect(estonian).toContain('Hinnakiri: Baltic 2027');
    expect(estonian).toContain('Road toll 4,50 EUR saadetise kohta');
    expect((await client.call(RATE_CARD_ROUTES.pdf, { params: { id }, query: { lang: 'sv' as never } })).status).toBe(422);

    // The JSON a screen shows is the reader's: the owner has chosen none and the carrier's is English.
    const staff = rateCardSchema.parse((await client.call(RATE_CARD_ROUTES.rateCard, { params: { id } })).answer);
    expect(staff.unit.label).toBe('Payable weight (kg)');
    const asked = rateCardSchema.parse((await client.call(RATE_CARD_ROUTES.rateCard, { params: { id }, query: { lang: 'et' } })).answer);
    expect(asked.unit.label).toBe('Arvestuslik kaal (kg)');
    expect(asked.groups[0]!.column_units).toEqual(['saadetise kohta', '100 kg kohta', '100 kg kohta']);

    // The partner's person: their partner's Finnish until they choose their own; the PDF stays the partner's.
    const { id: personId, person } = await acceptedPartnerUser(use(), client, setup.partnerId, 'pia@partner.example');
    const portal = rateCardSchema.parse((await person.call(PORTAL_RATE_CARD_ROUTES.rateCard, { params: { id } })).answer);
    expect(portal.unit.label).toBe('Rahdituspaino (kg)');
    expect(portal.groups[0]!.rows[0]!.transit).toBe('3\u00a0päivää, ma–pe');
    expect(portal.surcharges).toEqual(['Fuel 12\u00a0%, laskentaperuste: rahti ja road toll', 'Road toll 4,50\u00a0EUR lähetykseltä']);
    // The partner's workbook reads Finnish too: its sheets, title block, transits in words and rules; the prices as stored.
    const xlsx = await person.call(PORTAL_ROUTES.workbook, { params: { id }, query: { unit: 'as_is' } });
    expect(xlsx.status, xlsx.response.body).toBe(200);
    if (process.env.RATE_CARD_PDF_OUT) writeFileSync(join(process.env.RATE_CARD_PDF_OUT, 'finnish-partner.xlsx'), xlsx.response.rawPayload);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Hintataulukko 1', 'Lisämaksut', 'Vyöhykkeiden selite', 'Säännöt']);
    const grid = book.getWorksheet('Hintataulukko 1')!;
    expect([grid.getCell('A2').value, grid.getCell('A4').value, grid.getCell('B8').value]).toEqual([
      'Hinnasto',
      'Kumppani',
      'Hinnat ovat pelkkää rahtia: luetellut lisämaksut lisätään niihin, kun ne koskevat lähetystä.',
    ]);
    expect([grid.getCell('C12').value, grid.getCell('F12').value, grid.getCell('H12').value]).toEqual(['3\u00a0päivää, ma–pe', 80, 1234.5]);
    expect(book.getWorksheet('Säännöt')!.getCell('A2').value).toBe('Asiakirjan nro');
    await db.updateTable('users').set({ language: 'et' }).where('id', '=', personId).execute();
    const own = rateCardSchema.parse((await person.call(PORTAL_RATE_CARD_ROUTES.rateCard, { params: { id } })).answer);
    expect(own.prices_include).toBe('Hinnad sisaldavad ainult veotasu: loetletud lisatasud lisanduvad neile, kui need kehtivad.');
    const portalPdf = await person.call(PORTAL_RATE_CARD_ROUTES.pdf, { params: { id } });
    expect(plain((await pdfText(portalPdf.response.rawPayload)).text)).toContain('Hinnasto: Baltic 2027');

    // A partner without its own language reads the carrier's.
    await db.updateTable('partners').set({ language: null }).where('id', '=', setup.partnerId).execute();
    await db.updateTable('carriers').set({ language: 'et' }).where('id', '=', carrierId).execute();
    const carriers = await client.call(RATE_CARD_ROUTES.pdf, { params: { id } });
    expect(plain((await pdfText(carriers.response.rawPayload)).text)).toContain('Hinnakiri: Baltic 2027');
  });

  it('prints the carrier’s contact: e-mail and phone of the carrier, address and VAT ID of the settings; a field left out is kept', async () => {
    const { client, setup, carrierId } = await owner();
    await use()
      .database.db.updateTable('carriers')
      .set({ email: 'sales@carrier.example', phone: '+358 9 1234 5678' })
      .where('id', '=', carrierId)
      .execute();
    const id = await createPricelist(client, pricelistBody(setup));
    expect((await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'NSAB 2015 applies.' } })).status).toBe(200);
    const saved = await client.call(CARRIER_SETTINGS_ROUTES.set, {
      body: { address: 'Satamakatu 1\n00160 Helsinki', vat_id: 'FI12345678' },
    });
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.answer).toMatchObject({ terms: 'NSAB 2015 applies.', address: 'Satamakatu 1\n00160 Helsinki', vat_id: 'FI12345678' });
    const tooLong = await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { vat_id: 'X'.repeat(31) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.error.errors).toHaveProperty('vat_id');
    const lines = await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { address: 'a\nb\nc\nd\ne' } });
    expect(lines.status).toBe(422);
    expect(lines.error.errors!.address).toBe('must be at most 4 lines');

    const card = rateCardSchema.parse((await client.call(RATE_CARD_ROUTES.rateCard, { params: { id } })).answer);
    expect(card.carrier).toMatchObject({
      email: 'sales@carrier.example',
      phone: '+358 9 1234 5678',
      address: 'Satamakatu 1\n00160 Helsinki',
      vat_id: 'FI12345678',
    });
    const { text } = await pdfText((await client.call(RATE_CARD_ROUTES.pdf, { params: { id } })).response.rawPayload);
    for (const line of ['Satamakatu 1', '00160 Helsinki', 'sales@carrier.example', '+358 9 1234 5678', 'VAT ID FI12345678'])
      expect(plain(text)).toContain(line);
  });

  it('repeats the header rows on every page of a long grid and numbers the pages', async () => {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 8 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    // Every route between 8 zones: 64 lanes, more than a page holds.
    const zones = setup.zones.flatMap((from, i) =>
      setup.zones.map((to, j) => ({ zone_from: from, zone_to: to, transit: null, prices: [100 + i * 8 + j, 5.5, 4.25] })),
    );
    const body = pricelistBody(
      { ...setup, zones: setup.zones },
      { name: 'Long', fare_groups: [{ ...pricelistBody(setup).fare_groups[0]!, zones }] },
    );
    const id = await createPricelist(client, body);
    const response = await client.call(RATE_CARD_ROUTES.pdf, { params: { id } });
    expect(response.status, response.response.body).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(response.response.rawPayload) });
    try {
      const result = await parser.getText();
      expect(result.total).toBeGreaterThanOrEqual(2);
      for (const page of result.pages) {
        const text = plain(page.text);
        expect(text, `page ${page.num}`).toContain(`Page ${page.num} of ${result.total}`);
        // The two header rows on every page: the columns' titles and their units.
        expect(text, `page ${page.num}`).toContain('Transit');
        expect(text, `page ${page.num}`).toContain('100–500 kg');
        expect(text, `page ${page.num}`).toContain('per 100 kg');
      }
      expect(plain(result.text)).toContain(plain(shown(100 + 63)));
    } finally {
      await parser.destroy();
    }
  });

  it('prices pallet counts as the Excel export does (unit=eur_pallet)', async () => {
    const { client, setup } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    const card = rateCardSchema.parse(
      (await client.call(RATE_CARD_ROUTES.rateCard, { params: { id }, query: { unit: 'eur_pallet' } })).answer,
    );
    expect(card.unit.code).toBe('eur_pallet');
    const group = card.groups[0]!;
    expect(group.columns[0]).toBe('1\u00a0EUR pallet');
    expect(group.columns.length).toBeLessThanOrEqual(trailerPalletCount('eur_pallet'));
    expect(group.column_units[0]).toMatch(/LDM$/);
    // The same totals as the Excel export's pallet sheet, freight only (the card lists the surcharges in words).
    const xlsx = await client.call(PRICELIST_FILE_ROUTES.exportWorkbook, {
      params: { id },
      query: { unit: 'eur_pallet', surcharge: 'false' },
    });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Fare group 1')!;
    const counts: number[] = [];
    for (let c = 6; sheet.getCell(10, c).value !== null; c++) counts.push(sheet.getCell(10, c).value as number);
    expect(group.columns).toEqual(counts.map((n) => (n === 1 ? '1\u00a0EUR pallet' : `${n}\u00a0EUR pallets`)));
    group.rows.forEach((row, r) => {
      expect(row.prices).toEqual(counts.map((n) => (sheet.getCell(12 + r, 5 + n).value as number | null) ?? null));
    });
    expect(group.rows[0]!.prices.filter((p) => p !== null).length).toBeGreaterThan(1);

    const pdf = await client.call(RATE_CARD_ROUTES.pdf, { params: { id }, query: { unit: 'eur_pallet' } });
    expect(pdf.status, pdf.response.body).toBe(200);
    const { text } = await pdfText(pdf.response.rawPayload);
    expect(plain(text)).toContain('1 EUR pallet');
    expect(plain(text)).toContain(plain(shown(group.rows[0]!.prices[0]!)));
  });

  it('answers 422 naming unit for a bad unit, 404 for another carrier’s pricelist', async () => {
    const { client, setup } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    // A unit its type forbids goes out untyped.
    const bad = new Called(RATE_CARD_ROUTES.pdf, await client.get(`${pathOf(RATE_CARD_ROUTES.pdf, { id })}?unit=crates`));
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toHaveProperty('unit');
    const other = await owner();
    expect((await other.client.call(RATE_CARD_ROUTES.pdf, { params: { id } })).status).toBe(404);
    expect((await other.client.call(RATE_CARD_ROUTES.rateCard, { params: { id } })).status).toBe(404);
  });

  it('uploads, replaces and removes the logo; oversize 413, not an image 422, a reader 403', async () => {
    const { client, carrierId } = await owner();
    expect((await client.call(CARRIER_SETTINGS_ROUTES.get)).answer.logo).toBeNull();
    expect((await client.call(CARRIER_SETTINGS_ROUTES.logo)).status).toBe(404);

    const up = await uploadLogo(client, PNG);
    expect(up.status, up.response.body).toBe(200);
    const logo = await client.call(CARRIER_SETTINGS_ROUTES.logo);
    expect(logo.response.headers['content-type']).toBe('image/png');
    // Stored re-encoded (carrier-settings.test.ts): the same pixels, the bytes the settings name.
    expect(await sharp(logo.response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(up.answer.logo).toMatchObject({ content_type: 'image/png', bytes: logo.response.rawPayload.length });

    const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#0050a0' } })
      .jpeg()
      .toBuffer();
    const replaced = await uploadLogo(client, jpeg, 'logo.jpg', 'image/jpeg');
    expect(replaced.status, replaced.response.body).toBe(200);
    expect(replaced.answer.logo).toMatchObject({ content_type: 'image/jpeg' });

    const text = await uploadLogo(client, Buffer.from('<svg/>'), 'logo.svg', 'image/svg+xml');
    expect(text.status).toBe(422);
    expect(text.error.errors).toHaveProperty('file');

    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    const tooBig = await uploadLogo(client, big);
    expect(tooBig.status).toBe(413);
    // Just over the limit, within what the declared length lets through: cut by the reader, still 413.
    const over = await uploadLogo(client, Buffer.concat([PNG, Buffer.alloc(512 * 1024)]));
    expect(over.status).toBe(413);
    expect((await client.call(CARRIER_SETTINGS_ROUTES.get)).answer.logo).toMatchObject({ content_type: 'image/jpeg' });

    expect((await client.call(CARRIER_SETTINGS_ROUTES.removeLogo)).status).toBe(204);
    expect((await client.call(CARRIER_SETTINGS_ROUTES.get)).answer.logo).toBeNull();
    expect((await client.call(CARRIER_SETTINGS_ROUTES.removeLogo)).status).toBe(404);

    const db = use().database.db;
    const role = await createRole(db, carrierId, { level: 'read' });
    const reader = await createUser(db, { carrierId, roleId: role });
    const readerClient = await use().client().login(reader.email, PASSWORD);
    expect((await readerClient.call(CARRIER_SETTINGS_ROUTES.get)).status).toBe(200);
    expect((await readerClient.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'x' } })).status).toBe(403);
    expect((await uploadLogo(readerClient, PNG)).status).toBe(403);
    expect((await readerClient.call(CARRIER_SETTINGS_ROUTES.removeLogo)).status).toBe(403);
  });

  it('prints the logo when there is one', async () => {
    const { client, setup } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    await uploadLogo(client, PNG);
    const response = await client.call(RATE_CARD_ROUTES.pdf, { params: { id } });
    expect(response.status, response.response.body).toBe(200);
    // The image is embedded as an XObject.
    expect(response.response.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('a damaged logo stored before uploads were re-encoded is left out of the PDF, which still renders', async () => {
    const { client, setup, carrierId } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    // An upload like this is refused now (carrier-settings.test.ts); one stored earlier stays in the database.
    const garbage = Buffer.concat([PNG.subarray(0, 8), Buffer.from('\x00\xffnot an image at all'.repeat(500), 'latin1')]);
    await saveLogo(use().database.db, carrierId, { content: garbage, content_type: 'image/png' });
    const response = await client.call(RATE_CARD_ROUTES.pdf, { params: { id } });
    expect(response.status, response.response.body).toBe(200);
    expect(response.response.headers['content-type']).toContain('application/pdf');
    expect(response.response.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('the seam rateCardPdf answers the PDF and its file name (the notifications attach it)', async () => {
    const { client, setup, carrierId } = await owner();
    const id = await createPricelist(client, pricelistBody(setup));
    const { pdf, filename } = await rateCardPdf(deps(), carrierId, id, 'as_is');
    expect(filename).toMatch(/^Baltic 2027-GRP\w+-as stored-.*\.pdf$/);
    expect((await pdfText(pdf)).text).toContain('Baltic 2027');
    await expect(rateCardPdf(deps(), carrierId + 1000, id, 'as_is')).rejects.toMatchObject({ status: 404 });
  });

  it('the portal: a partner user reads their own and the general pricelists, not another partner’s or a hidden general', async () => {
    const { client, setup } = await owner();
    const other = await client.call(PARTNER_ROUTES.create, { body: { name: 'Other', country: 'EE', general_hidden: false } });
    expect(other.status, other.response.body).toBe(201);
    const general = await createPricelist(client, pricelistBody(setup));
    const own = await createPricelist(client, pricelistBody(setup, { name: 'Own', customer_id: setup.partnerId }));
    const theirs = await createPricelist(client, pricelistBody(setup, { name: 'Theirs', customer_id: other.answer.id }));
    const { person } = await acceptedPartnerUser(use(), client, setup.partnerId, 'pat@partner.example');

    const card = await person.call(PORTAL_RATE_CARD_ROUTES.rateCard, { params: { id: own }, query: { unit: 'as_is' } });
    expect(card.status, card.response.body).toBe(200);
    expect(rateCardSchema.parse(card.answer).pricelist.name).toBe('Own');
    expect((await person.call(PORTAL_RATE_CARD_ROUTES.rateCard, { params: { id: general } })).status).toBe(200);
    const pdf = await person.call(PORTAL_RATE_CARD_ROUTES.pdf, { params: { id: own } });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(pdf.response.rawPayload)).text).toContain('Own');
    for (const path of [`/fe/portal/pricelists/${theirs}`, `/fe/portal/pricelists/${theirs}/pdf`]) {
      expect((await person.get(path)).statusCode, path).toBe(404);
    }
    // Staff do not use the portal's routes; the partner user does not reach the staff's.
    expect((await client.call(PORTAL_RATE_CARD_ROUTES.rateCard, { params: { id: own } })).status).toBe(403);
    expect((await person.call(RATE_CARD_ROUTES.pdf, { params: { id: own } })).status).toBe(403);
    await client.call(PARTNER_ROUTES.update, {
      params: { id: setup.partnerId },
      body: { name: 'Partner', country: 'EE', general_hidden: true },
    });
    expect((await person.call(PORTAL_RATE_CARD_ROUTES.rateCard, { params: { id: general } })).status).toBe(404);
    // An expired pricelist prices for nobody any more: not in the portal either.
    await use()
      .database.db.updateTable('pricelists')
      .set({ valid_from: '2020-01-01', valid_to: '2020-12-31' })
      .where('id', '=', own)
      .execute();
    expect((await person.call(PORTAL_RATE_CARD_ROUTES.rateCard, { params: { id: own } })).status).toBe(404);
  });

  it('portal rule: a partner reads its own and the general pricelists, not another partner’s or a hidden general', async () => {
    const { client, setup, carrierId } = await owner();
    const db = use().database.db;
    const other = await db
      .insertInto('partners')
      .values({ carrier_id: carrierId, name: 'Other', token_nonce: 'n-other', token_hash: `h-other-${carrierId}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const general = await createPricelist(client, pricelistBody(setup));
    const own = await createPricelist(client, pricelistBody(setup, { name: 'Own', customer_id: setup.partnerId }));
    const theirs = await createPricelist(client, pricelistBody(setup, { name: 'Theirs', customer_id: other.id }));
    const caller = { carrierId, partnerId: setup.partnerId };
    expect((await portalRateCard(deps(), caller, own, 'as_is')).pricelist.name).toBe('Own');
    expect((await portalRateCard(deps(), caller, general, 'as_is')).pricelist.name).toBe('Baltic 2027');
    await expect(portalRateCard(deps(), caller, theirs, 'as_is')).rejects.toMatchObject({ status: 404 });
    await db.updateTable('partners').set({ general_hidden: true }).where('id', '=', setup.partnerId).execute();
    await expect(portalRateCard(deps(), caller, general, 'as_is')).rejects.toMatchObject({ status: 404 });
    const otherCarrier = await owner();
    await expect(portalRateCard(deps(), { ...caller, carrierId: otherCarrier.carrierId }, own, 'as_is')).rejects.toMatchObject({
      status: 404,
    });
  });
});
