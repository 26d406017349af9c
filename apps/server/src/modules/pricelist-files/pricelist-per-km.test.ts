/**
 * Per-km prices in the pricelist's documents (issue 46): the Excel import reads the per-km unit in any
 * language and case; the rate card says a per-km price in words with its lane's minimum; the pallet
 * export, which cannot price a per-km row without a lane's road km, says the per-km prices instead.
 */
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { pathOf, PRICELIST_FILE_ROUTES, PRICELIST_ROUTES, RATE_CARD_ROUTES } from '@freight/domain';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { answerWith, Called, createdId, describeEachDatabase, pricelistBody, type TestClient } from '../../../test/helpers';
import { multipartBody } from '../../../test/route-table';

const NBSP = '\u00a0';

async function workbookOf(client: TestClient, id: number, unit: 'as_is' | 'eur_pallet', language = 'en') {
  const response = await client.request({
    method: 'GET',
    url: `${pathOf(PRICELIST_FILE_ROUTES.exportWorkbook, { id })}?unit=${unit}`,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

describeEachDatabase('per-km prices in the pricelist’s files and rate card', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 3 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { setup, client };
  }

  it('imports the per-km unit as a clerk types it: "per km", "km kohta", "kilometriltä", in any case', async () => {
    const { setup, client } = await owner();
    const row = (to: number) => ({ zone_from: setup.zones[0]!, zone_to: to, transit: null, prices: [1.4, 1.25] });
    const created = await client.call(PRICELIST_ROUTES.create, {
      body: pricelistBody(setup.serviceId, {
        fare_groups: [
          {
            quantities: [
              { quantity: 10000, unit: 'per_km' },
              { quantity: 24000, unit: 'per_km' },
            ],
            zones: [row(setup.zones[1]!), row(setup.zones[2]!)],
          },
        ],
      }),
    });
    expect(created.status, created.response.body).toBe(201);
    const id = createdId(created.answer);
    for (const [language, exported] of [
      ['en', 'Per km'],
      ['fi', 'Kilometriltä'],
    ] as const) {
      const workbook = await workbookOf(client, id, 'as_is', language);
      const sheet = workbook.worksheets[0]!;
      expect([sheet.getCell('F11').value, sheet.getCell('G11').value]).toEqual([exported, exported]);
      for (const words of [
        ['per km', 'KILOMETRILTÄ'],
        ['km kohta', 'Km kohta'],
        ['kilometriltä', ' per KM '],
      ]) {
        sheet.getCell('F11').value = words[0]!;
        sheet.getCell('G11').value = words[1]!;
        const upload = multipartBody({ name: 'pricelist.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
        const response = await client.request({
          method: 'POST',
          url: `${pathOf(PRICELIST_FILE_ROUTES.importWorkbook, { id })}?dry_run=true`,
          payload: upload.payload,
          headers: { 'content-type': upload.contentType },
        });
        // The same units as stored: nothing to change, no error.
        const read = new Called(PRICELIST_FILE_ROUTES.importWorkbook, response);
        expect(read.status, `${words.join(', ')}: ${response.body}`).toBe(200);
        expect(answerWith(read.answer, 'changes')).toMatchObject({ changes: [], errors: [] });
      }
    }
  });

  it('says a per-km price in words on the rate card, and in the pallet export instead of an error', async () => {
    const { setup, client } = await owner();
    const created = await client.call(PRICELIST_ROUTES.create, {
      body: pricelistBody(setup.serviceId, {
        fare_groups: [
          {
            quantities: [{ quantity: 24000, unit: 'per_km' }],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, minimum_amount: 350, prices: [1.25] }],
          },
        ],
      }),
    });
    expect(created.status, created.response.body).toBe(201);
    const id = createdId(created.answer);
    const card = await client.call(RATE_CARD_ROUTES.rateCard, { params: { id }, query: { unit: 'as_is', lang: 'en' } });
    expect(card.status, card.response.body).toBe(200);
    expect(card.answer.conditions).toContain(`Zone 0 – Zone 1: 1,25${NBSP}EUR per km, at least 350,00${NBSP}EUR`);
    const finnish = await client.call(RATE_CARD_ROUTES.rateCard, { params: { id }, query: { unit: 'as_is', lang: 'fi' } });
    expect(finnish.answer.conditions).toContain(`Zone 0 – Zone 1: 1,25${NBSP}EUR kilometriltä, vähintään 350,00${NBSP}EUR`);

    const pallets = (await workbookOf(client, id, 'eur_pallet')).getWorksheet('Fare group 1')!;
    const note = [...Array(12).keys()]
      .map((r) => pallets.getCell(r + 1, 1).value)
      .find((v) => typeof v === 'string' && v.includes('per km'));
    expect(note).toBe(
      `Priced per km: a pallet count has no price without the lane’s road km. Zone 0 – Zone 1: 1,25${NBSP}EUR per km, at least 350,00${NBSP}EUR.`,
    );
  });
});
