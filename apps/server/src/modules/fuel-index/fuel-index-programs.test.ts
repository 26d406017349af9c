/**
 * A diesel sheet written by SheetJS (stored zip entries) and by openpyxl, months as
 * dates in either date system (1900, and 1904 as Excel for Mac wrote by default) or as text,
 * read by the fuel index upload with the same months and prices.
 */
import { FUEL_INDEX_ROUTES } from '@freight/domain';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, uploadFile, type TestClient } from '../../../test/helpers';
import { openpyxlWorkbook, sheetjsWorkbook, type WrittenRow } from '../../../test/program-writers';

const upload = (client: TestClient, content: Buffer) => uploadFile(client, FUEL_INDEX_ROUTES.readFile, { name: 'diesel.xlsx', content });

const DIESEL: WrittenRow[] = [
  ['Month', 'Price'],
  [new Date('2027-01-01T00:00:00Z'), 1.555],
  [new Date('2027-02-15T00:00:00Z'), 1.6],
  ['2027-03', 1.62],
];
const READ = {
  values: [
    { month: '2027-01', price: 1.555 },
    { month: '2027-02', price: 1.6 },
    { month: '2027-03', price: 1.62 },
  ],
  // A workbook: no CSV dialect to tell.
  csv: null,
};

describeEachDatabase('fuel index upload of sheets written by other programs', (use) => {
  for (const [program, write] of [
    ['SheetJS 0.18', sheetjsWorkbook],
    ['openpyxl', openpyxlWorkbook],
  ] as const) {
    for (const date1904 of [false, true]) {
      it(`reads ${program}'s diesel sheet with dates in the ${date1904 ? '1904' : '1900'} date system`, async () => {
        const { client } = await signedInCarrier(use(), { zones: 1 });
        const file = write('Diesel', DIESEL, { date1904 });
        // The program wrote the date system asked for (the months below read right only by it).
        const workbookXml = await (await JSZip.loadAsync(file)).file('xl/workbook.xml')!.async('string');
        expect(/date1904="(1|true)"/.test(workbookXml)).toBe(date1904);
        const answer = await upload(client, file);
        expect(answer.status, answer.response.body).toBe(200);
        expect(answer.answer).toEqual(READ);
        // Nothing saved: the form shows the months and its Save saves.
        expect((await client.call(FUEL_INDEX_ROUTES.get)).answer.version).toBe(0);
      });
    }
  }

  it('reads a SheetJS diesel sheet whose dates are ISO text cells (t="d", its cellDates option)', async () => {
    const { client } = await signedInCarrier(use(), { zones: 1 });
    const file = sheetjsWorkbook('Diesel', DIESEL, { isoDates: true });
    const sheetXml = await (await JSZip.loadAsync(file)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).toContain('t="d"><v>2027-01-01T00:00:00.000Z</v>');
    const answer = await upload(client, file);
    expect(answer.status, answer.response.body).toBe(200);
    expect(answer.answer).toEqual(READ);
  });
});
