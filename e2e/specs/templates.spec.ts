import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

/** Set SHOTS to a folder to keep screenshots of the pages (to look at them). */
const SHOTS = process.env.SHOTS;

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

/** Clicks "Download template" and opens what comes. */
async function downloadTemplate(page: Page, name: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  return workbookOf(download);
}

/** The filled-in workbook as a file to upload. */
async function saved(workbook: ExcelJS.Workbook, name: string): Promise<string> {
  const path = join(tmpdir(), `${Date.now()}-${name}`);
  await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, name), fullPage: true });
}

test('the budget template, filled in with a blank row between, previews at its Excel rows and is calculated', async ({ page }) => {
  // Two downloads, ExcelJS's chunk loaded and a workbook read in the browser: more than a page's time.
  test.slow();
  await signIn(page);
  await page.goto('/tool/mass');
  const workbook = await downloadTemplate(page, 'budget_template.xlsx');
  const sheet = workbook.getWorksheet('Shipments')!;
  expect(sheet.getRow(1).getCell(8).value).toBe('Weight (kg)');
  sheet.getRow(2).values = ['R-1', 'EE', '10115', 'LV', '1001', 1, 'EUR pallet', '850 kg'];
  // Row 3 stays blank.
  sheet.getRow(4).values = ['R-2', 'EE', '10115', 'LV', '1001', 2, 'FIN', 300];
  sheet.getRow(5).values = ['R-3', 'EE', '10115', 'LV', '1001', 0, 'EUR', 100];
  // Another sheet before it: the one whose header fits is preselected.
  const cover = workbook.addWorksheet('Cover');
  cover.getCell('A1').value = 'Budget for March';
  // ExcelJS writes the sheets in the order of their orderNo (untyped).
  for (const ws of workbook.worksheets as (ExcelJS.Worksheet & { orderNo: number })[]) ws.orderNo = ws === cover ? 0 : ws.orderNo + 1;
  await page.locator('input[type=file]').setInputFiles(await saved(workbook, 'budget.xlsx'));

  // The first workbook read loads ExcelJS's chunk (about 1 MB) first.
  await expect(page.getByLabel('Sheet', { exact: true })).toHaveValue('Shipments', { timeout: 20_000 });
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(page.getByText('3 shipments')).toBeVisible();
  const rows = preview.locator('tbody tr');
  await expect(rows.locator('td:first-child')).toHaveText(['2', '4', '5']);
  await expect(rows.nth(0)).toContainText('EUR pallet');
  await expect(rows.nth(0)).toContainText('850');
  await expect(rows.nth(1)).toContainText('FIN pallet');
  await expect(preview).not.toContainText('eur_pallet');
  await expect(rows.nth(2)).toContainText('Quantity must be at least 1');
  await shot(page, 'budget-preview.png');

  await choosePartner(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = await workbookOf(await downloading);
  const prices = result.getWorksheet('Prices')!;
  const header = Array.from(prices.getRow(1).values as unknown[], (v) => String(v ?? ''));
  const total = header.findIndex((h) => h.startsWith('Total'));
  // are priced on the demo's Tallinn -> Riga route; R-3 carries its reason.
  const totals: Record<string, unknown[]> = {};
  prices.eachRow((row, n) => {
    if (n > 1) (totals[String(row.getCell(1).value)] ??= []).push(row.getCell(total).value);
  });
  expect(Object.keys(totals)).toEqual(['R-1', 'R-2', 'R-3']);
  expect(totals['R-1']!.some((t) => typeof t === 'number')).toBe(true);
  expect(totals['R-2']!.some((t) => typeof t === 'number')).toBe(true);
});

test('a budget file without a Weight column says so once', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool/mass');
  const csv = 'Viite;Nouto;Toimitus;Määrä\nA;EE 10115;LV 1001;1\nB;EE 10115;LV 1001;2\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'no-weight.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel('Missing columns')).toContainText('No Weight (kg) column');
  await expect(page.getByRole('table', { name: 'Preview' })).not.toContainText('Weight must be');
});

test('the tender template, filled in, is read from its two sheets and calculated', async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto('/tool/tender');
  const workbook = await downloadTemplate(page, 'tender_template.xlsx');
  const lanes = workbook.getWorksheet('Lanes')!;
  lanes.getRow(2).values = ['EE', '10115', 'LV', '1001'];
  lanes.getRow(4).values = ['EE', '10115', 'EE', '51000'];
  lanes.getRow(5).values = ['EE', '10115', 'LV', ''];
  const profiles = workbook.getWorksheet('Shipment profiles')!;
  profiles.getRow(2).values = [1, 'EUR pallet', 480];
  profiles.getRow(4).values = [2, 'FIN', '250,5 kg'];
  await page.locator('input[type=file]').setInputFiles(await saved(workbook, 'tender.xlsx'));

  await expect(page.getByLabel('Lanes from')).toHaveValue('Lanes', { timeout: 20_000 });
  await expect(page.getByLabel('Shipment profiles from')).toHaveValue('Shipment profiles');
  await expect(page.getByText('2 lanes')).toBeVisible();
  await expect(page.getByText('1 x EUR pallet, 480 kg')).toBeVisible();
  await expect(page.getByText('2 x FIN pallet, 250,5 kg')).toBeVisible();
  // The malformed lane is named with its Excel row.
  await expect(page.getByLabel('Skipped lanes')).toContainText('(row 5)');
  await shot(page, 'tender-file.png');

  await choosePartner(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tender_calculation.xlsx');
  const tender = (await workbookOf(download)).getWorksheet('Tender')!;
  expect(tender.rowCount).toBe(1 + 2);
  expect((tender.getRow(1).values as unknown[]).slice(3)).toEqual(['1 x EUR pallet, 480 kg', '2 x FIN pallet, 250,5 kg', 'Distance (km)']);
});
