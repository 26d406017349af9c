import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { DEMO, loginThroughApi } from '../fixtures';

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

async function serviceCount(page: Page): Promise<number> {
  return ((await (await page.request.get('/fe/services/form')).json()) as unknown[]).length;
}

async function workbookOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  return workbook;
}

test('a budget of 20 pasted rows is previewed and downloaded as bulk_calculation.xlsx', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool');
  await page.getByRole('tab', { name: 'Budget (mass)' }).click();
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
  await expect(page.getByText('Calculation successful')).toBeVisible();
  const prices = (await workbookOf(download)).getWorksheet('Prices')!;
  // One row per shipment and service considered (all services).
  expect(prices.rowCount).toBe(1 + 20 * (await serviceCount(page)));
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
  await expect(page.getByRole('table', { name: 'Preview' })).toContainText('quantity must be at least 1');
  await expect(page.getByRole('table', { name: 'Preview' })).toContainText('1250.5');
});

test('a tender with a malformed row warns of it and downloads tender_calculation.xlsx', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool/tender');
  await page.getByLabel('Lanes').fill('Collection\tDelivery\nEE 10115\tLV 1001\nnot a lane\nEE 10115\tEE 51000');
  await page.getByLabel('Shipment profiles').fill('Quantity\tType\tWeight\n1\tEUR\t480\n2\tcrate\t250,5');
  await expect(page.getByLabel('Skipped lanes')).toContainText('Skipped malformed row: not a lane');
  await expect(page.getByText('2 lanes')).toBeVisible();
  // Decimal comma to a dot, unknown type to an EUR pallet.
  await expect(page.getByText('2 x EUR pallet, 250.5 kg')).toBeVisible();
  await choosePartner(page);

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
    '2 x EUR pallet, 250.5 kg',
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

  await page.getByLabel('E-mail address').fill('sales@example.com');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Generated email will be delivered soon')).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Calculation jobs' });
  const row = jobs.getByRole('row').filter({ hasText: 'sales@example.com' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(row).toContainText('Done', { timeout: 20_000 });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(row).toContainText('50');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bulk_calculation.xlsx');
  expect((await workbookOf(download)).getWorksheet('Prices')!.rowCount).toBe(1 + 50 * (await serviceCount(page)));
});
