import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

/** n shipments of the demo's priced route (Tallinn -> Riga), as a spreadsheet copies them. */
function pastedShipments(n: number): string {
  const rows = Array.from({ length: n }, (_, i) => `R-${i + 1}\tEE 10115\tLV 1001\t1\tEUR\t${(100 + i * 10).toString().replace('.', ',')}`);
  return ['Reference\tCollection\tDelivery\tQuantity\tType\tWeight', ...rows].join('\n');
}

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
}

async function choosePartner(page: Page) {
  const partners: { name: string }[] = await (await page.request.get('/fe/customers/form')).json();
  await page.getByLabel('Partner', { exact: true }).click();
  await page.getByRole('option', { name: partners[0]!.name }).click();
}

async function workbookOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  return workbook;
}

test('a budget of 20 pasted rows is previewed and downloaded as bulk_calculation.xlsx', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool');
  await page.getByRole('link', { name: 'Budget (mass)' }).click();
  await expect(page).toHaveURL(/\/tool\/mass$/);
  await page.getByLabel('Shipments').fill(pastedShipments(20));
  // The header row is recognised and skipped: 20 shipments, none with errors.
  await expect(page.getByText('20 shipments')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Preview' }).getByRole('row')).toHaveCount(21);
  await expect(page.getByText('with errors')).toHaveCount(0);
  await choosePartner(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bulk_calculation.xlsx');
  await expect(page.getByText('Workbook bulk_calculation.xlsx downloaded')).toBeVisible();
  const prices = (await workbookOf(download)).getWorksheet('Prices')!;
  // One row per shipment (the best of all services); the other services' prices in their own sheet.
  expect(prices.rowCount).toBe(1 + 20);
  const errorsColumn = (prices.getRow(1).values as unknown[]).map(String).indexOf('Errors');
  for (let r = 2; r <= prices.rowCount; r++)
    expect(String(prices.getRow(r).getCell(errorsColumn).value ?? '')).not.toContain('No pricelist');
  expect(prices.getRow(2).getCell(1).value).toBe('R-1');
  const header = (prices.getRow(1).values as unknown[]).map(String);
  const total = prices.getRow(2).getCell(header.indexOf('Total')).value;
  expect(typeof total).toBe('number');
});

test('a bad pasted row shows its reason in the preview', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool/mass');
  await page.getByLabel('Shipments').fill('A\tEE 10115\tLV 1001\t0\tEUR\t100\nB\tEE 10115\tLV 1001\t1\tEUR\t1 250,5');
  await expect(page.getByText('2 shipments')).toBeVisible();
  await expect(page.getByText('1 with errors')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Preview' })).toContainText('Quantity must be at least 1');
  // Read as 1250.5 and shown in the product's format (non-breaking thousands space, comma decimals).
  await expect(page.getByRole('table', { name: 'Preview' })).toContainText('1\u00a0250,5');
});

test('a budget whose every row is refused is not calculated: the preview names the cells', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool/mass');
  await page.getByLabel('Shipments').fill('A\tEE 10115\tLV 1001\t1\tEUR\t1,200\nB\tEE 10115\tLV 1001\t1\tcrate\t100');
  await expect(page.getByText('2 with errors')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Preview' })).toContainText('1,200 could be');
  await expect(page.getByRole('table', { name: 'Preview' })).toContainText('Type must be a shipment type');
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('No row can be priced: write the cells the preview names (in red) plainly first')).toBeVisible();
  expect(downloaded).toBe(false);
});

test('a tender with a malformed row warns of it and downloads tender_calculation.xlsx', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool/tender');
  await page.getByLabel('Lanes').fill('Collection\tDelivery\nEE 10115\tLV 1001\nnot a lane\nEE 10115\tEE 51000');
  await page.getByLabel('Shipment profiles').fill('Quantity\tType\tWeight\n1\tEUR\t480\n2\tcrate\t250,5');
  await expect(page.getByLabel('Skipped lanes')).toContainText('Skipped malformed row: not a lane');
  await expect(page.getByText('2 lanes')).toBeVisible();
  // An unknown type is refused with its cell named (as a budget refuses it), never priced as an EUR pallet.
  await expect(page.getByLabel('Cells to write plainly')).toContainText('Row 3, type: crate is not a shipment type');
  await choosePartner(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Write the cells named under the profiles plainly first')).toBeVisible();
  await page.getByLabel('Shipment profiles').fill('Quantity\tType\tWeight\n1\tEUR\t480\n2\t\t250,5');
  // Decimal comma to a dot, an empty type an EUR pallet.
  await expect(page.getByText('2 x EUR pallet, 250,5 kg')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tender_calculation.xlsx');
  const workbook = await workbookOf(download);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Tender', 'Errors', 'Input']);
  const tender = workbook.getWorksheet('Tender')!;
  expect((tender.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Collection',
    'Delivery',
    '1 x EUR pallet, 480 kg',
    '2 x EUR pallet, 250,5 kg',
    // The lane's road km (no CO2e columns: the tender's service names no vehicle).
    'Distance (km)',
  ]);
  expect(tender.rowCount).toBe(3);
});

test('an e-mailed calculation is queued, shows its progress and finishes with its file', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool/mass');
  await page.getByLabel('Shipments').fill(pastedShipments(50));
  await choosePartner(page);
  await page.getByLabel('Send by e-mail').check();
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the errors in the form' }).first()).toBeVisible();

  // The calculator mails only to the carrier's own people: the signed-in user here.
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Generated email will be delivered soon')).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Calculation jobs' });
  const row = jobs.getByRole('row').filter({ hasText: DEMO.email }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(row).toContainText('Done', { timeout: 20_000 });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(row).toContainText('50');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bulk_calculation.xlsx');
  expect((await workbookOf(download)).getWorksheet('Prices')!.rowCount).toBe(1 + 50);
});

test('a budget uploaded as .csv and as .xlsx is previewed like pasted rows and priced', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool/mass');
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload .xlsx or .csv' }).click();
    await (await choosing).setFiles(file);
    await expect(page.getByText(`From ${file.name}`)).toBeVisible();
  };

  // A spreadsheet's CSV export: semicolons, a quoted decimal comma with a thousands separator, CRLF.
  const csv =
    'Reference;Collection;Delivery;Quantity;Type;Weight\r\nC-1;EE 10115;LV 1001;1;EUR;"1 250,5"\r\nC-2;EE 10115;LV 1001;0;EUR;100\r\n';
  await upload({ name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('2 shipments')).toBeVisible();
  await expect(page.getByText('1 with errors')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview).toContainText('C-1');
  await expect(preview).toContainText('1\u00a0250,5');
  await expect(preview).toContainText('Quantity must be at least 1');

  // A workbook: numbers as numbers, the header row recognised.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  sheet.addRow(['Reference', 'Collection', 'Delivery', 'Quantity', 'Type', 'Weight']);
  for (let i = 1; i <= 3; i++) sheet.addRow([`X-${i}`, 'EE 10115', 'LV 1001', i, 'EUR', 100 + i * 0.5]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  await upload({ name: 'budget.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
  await expect(page.getByText('3 shipments')).toBeVisible();
  await expect(page.getByText('with errors')).toHaveCount(0);
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview).toContainText('X-3');
  await expect(preview).toContainText('101,5');
  await choosePartner(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const prices = (await workbookOf(await downloading)).getWorksheet('Prices')!;
  expect(prices.rowCount).toBe(1 + 3);
  expect(prices.getRow(2).getCell(1).value).toBe('X-1');
  expect(prices.getRow(2).getCell(6).value).toBe(100.5);
});

test('a budget workbook is read cell by cell: a line break inside a Reference cell stays one row (the reference one line); a number postcode is padded with a warning', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tool/mass');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  sheet.addRow([
    'Reference',
    'Collection country',
    'Collection postcode',
    'Delivery country',
    'Delivery postcode',
    'Quantity',
    'Type',
    'Weight',
  ]);
  // Postcodes typed as numbers, as Excel keeps them; a tab inside a cell must not shift the columns.
  sheet.addRow(['PO-77\nRamp 3', 'EE', 10115, 'LV', 1001, 1, 'EUR\t', 120]);
  sheet.addRow(['FI-1', 'FI', 2100, 'LV', 1001, 1, 'EUR', 100]);
  // What a spreadsheet program leaves after deleting rows: an empty-looking cell far below and right.
  sheet.getCell('Z900').value = ' ';
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload .xlsx or .csv' }).click();
  await (
    await choosing
  ).setFiles({
    name: 'lines.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(page.getByText('From lines.xlsx')).toBeVisible();
  await expect(page.getByText('2 shipments')).toBeVisible();
  await expect(page.getByText('with errors')).toHaveCount(0);
  await expect(page.getByText('1 read with a warning')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  const first = preview.getByRole('row').nth(1);
  await expect(first).toContainText('PO-77');
  await expect(first).toContainText('Ramp 3');
  await expect(first).toContainText('EE 10115');
  await expect(preview.getByRole('row').nth(2)).toContainText('FI 02100');
  await expect(preview.getByRole('row').nth(2)).toContainText('2100 read as 02100');
  await choosePartner(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const prices = (await workbookOf(await downloading)).getWorksheet('Prices')!;
  const references: unknown[] = [];
  prices.eachRow((row, n) => {
    if (n > 1) references.push(row.getCell(1).value);
  });
  // One shipment per spreadsheet row: no row referenced "Ramp 3" alone; the reference, a one-line field, reads as one line.
  expect(new Set(references)).toEqual(new Set(['PO-77 Ramp 3', 'FI-1']));
  expect(references.filter((r) => r === 'PO-77 Ramp 3')).toHaveLength(1);
});

test("a refused calculation says the product documents' No access", async ({ page }) => {
  await signIn(page);
  await page.goto('/tool/mass');
  // The demo owner may calculate: the server's 403 for a role without the calculator (tested on
  // the server) is answered here, to see what the calculator shows of it.
  await page.route('**/api/v1/mass_price', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'FORBIDDEN', message: 'Forbidden' }) }),
  );
  await page.getByLabel('Shipments').fill(pastedShipments(2));
  await choosePartner(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No access' }).first()).toBeVisible();
  await expect(page.getByText('Forbidden')).toHaveCount(0);
});
