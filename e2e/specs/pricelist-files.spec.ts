import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

/** Drops a file on an element, as a browser does when a file is dragged from the desktop. */
async function dropFile(target: Locator, name: string, text: string) {
  await target.evaluate(
    (element, [fileName, content]) => {
      const data = new DataTransfer();
      data.items.add(new File([content], fileName, { type: 'application/json' }));
      element.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [name, text] as [string, string],
  );
}

/** The demo's priced pricelist (Groupage Baltics). */
async function demoPricelist(page: Page): Promise<number> {
  const list = await (await page.request.get('/fe/pricelists?comment=')).json();
  const found = list.items.find((p: { name: string }) => p.name === 'Groupage Baltics');
  expect(found, 'the demo pricelist').toBeTruthy();
  return found.id;
}

async function workbookOf(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return workbook;
}

test.beforeEach(async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test('a JSON file dropped on /pricelists/new creates its missing zones, fills the form and saves', async ({ page }) => {
  const name = `Imported ${Date.now()}`;
  const oslo = `Oslo ${Date.now()}`;
  const file = {
    pricelist: {
      name,
      service: 'GRP',
      currency: 'EUR',
      unit: 'payable_weight',
      valid_from: '2026-01-01',
      valid_to: '2027-12-31',
      price_definitions: [
        {
          quantity: [
            { quantity: 500, unit: 'per_shipment' },
            { quantity: 1000, unit: 'per_100kg' },
          ],
          prices: [
            { zone_from: 'Tallinn', zone_to: oslo, transit: '2 days', prices: [120, 19.5] },
            { zone_from: oslo, zone_to: 'Tallinn', transit: null, prices: [130, null] },
          ],
        },
      ],
    },
    zones_to_create: [
      {
        name: 'Tallinn',
        areas: [
          { country: 'EE', postcode_from: '10', postcode_to: '15' },
          { country: 'EE', postcode_from: '74', postcode_to: '76' },
        ],
      },
      { name: oslo, areas: [{ country: 'NO', postcode_from: '0150', postcode_to: '0199' }] },
    ],
  };
  await page.goto('/pricelists/new');
  const dropZone = page.getByTestId('json-drop-zone');

  await dropFile(dropZone, 'broken.json', '{"pricelist": ');
  await expect(dropZone.getByText('Invalid JSON file')).toBeVisible();
  await dropFile(dropZone, 'empty.json', '{"pricelist": {"price_definitions": []}}');
  await expect(dropZone.getByText('Failed to process pricelist: Pricelist contains no price definitions')).toBeVisible();

  await dropFile(dropZone, 'oslo.json', JSON.stringify(file));
  const dialog = page.getByRole('dialog', { name: 'Create missing zones' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${oslo}: NO 0150-0199`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create zones' }).click();

  await expect(page.getByText('Pricelist imported')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import different file' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  const grid = page.getByRole('grid', { name: 'Fare group 1' });
  await expect(grid.locator('[data-row="0"][data-field="zone_to"]')).toHaveText(new RegExp(`^${oslo}_AI_\\d{6}$`));
  await expect(grid.locator('[data-row="0"][data-field="zone_from"]')).toHaveText('Tallinn');

  // "Import different file" puts the form back; the same file again now matches its zones (no dialog).
  await page.getByRole('button', { name: 'Import different file' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await dropFile(page.getByTestId('json-drop-zone'), 'oslo.json', JSON.stringify(file));
  await expect(page.getByText('Pricelist imported')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create missing zones' })).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue(name);

  await page.getByRole('button', { name: 'Create' }).click();
  // Active, general and valid now: where it answers a live Groupage pricelist's lanes instead (which
  // depends on what the specs before this one saved), the save asks first.
  const takeover = page.getByRole('dialog', { name: 'This save replaces a live pricelist' });
  await expect(page.getByRole('heading', { name }).or(takeover)).toBeVisible();
  if (await takeover.isVisible()) await takeover.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/pricelists\/\d+$/);
  const id = page.url().split('/').pop();
  const record = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect(record).toMatchObject({ name, status: 'prepared', service_name: 'Groupage' });
  expect(record.fare_groups[0].zones.map((z: { prices: (number | null)[] }) => z.prices)).toEqual([
    [120, 19.5],
    [130, null],
  ]);
  await expect(page.getByRole('grid', { name: 'Fare group 1' }).locator('[data-row="1"][data-field="zone_from"]')).toHaveText(
    new RegExp(`^${oslo}_AI_`),
  );
});

test('the view page exports the pricelist as an Excel download that opens', async ({ page }) => {
  const id = await demoPricelist(page);
  await page.goto(`/pricelists/${id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('checkbox', { name: 'Include surcharges' })).toBeChecked();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel: EUR pallets' }).click()]);
  // Named for the pricelist, the unit and the day it was made.
  expect(download.suggestedFilename()).toMatch(/^Groupage Baltics-GRP-EUR pallets-\d{4}-\d\d-\d\d\.xlsx$/);
  const workbook = await workbookOf(await download.path());
  const sheet = workbook.getWorksheet('Fare group 1')!;
  expect(sheet.getCell('A10').value).toBe('Zone from');
  expect(sheet.getCell('F10').value).toBe(1);
  expect(String(sheet.getCell('B8').value)).toContain('surcharges included');
  expect(workbook.getWorksheet('Surcharges')!.getCell('A2').value).toBe('Road toll');
});

test('an edited workbook shows its difference before it is applied', async ({ page }) => {
  // A copy of the demo pricelist, so the other specs keep the demo's prices.
  const demo = await (await page.request.get(`/fe/pricelists/${await demoPricelist(page)}`)).json();
  const copy = await page.request.post('/fe/pricelists', {
    data: { ...demo, name: `Excel round trip ${Date.now()}`, active: false, surcharges: [] },
    headers: { Origin: BASE_URL },
  });
  expect(copy.status(), await copy.text()).toBe(201);
  const id = (await copy.json()).id as number;
  await page.goto(`/pricelists/${id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel: as stored (to edit and import)' }).click(),
  ]);
  const workbook = await workbookOf(await download.path());
  const sheet = workbook.getWorksheet('Fare group 1')!;
  const before = sheet.getCell('F12').value as number;
  const after = Math.round((before + 1.25) * 100) / 100;
  sheet.getCell('F12').value = after;
  const edited = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByRole('button', { name: 'Import from Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'edited.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: edited,
  });
  const changes = dialog.getByRole('table', { name: 'Changed cells' });
  await expect(changes).toBeVisible();
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes.getByText('Fare group 1!F12')).toBeVisible();
  // Amounts in the product's number format (comma decimals).
  const fi = (n: number) => new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 4 }).format(n);
  await expect(changes.getByText(fi(before), { exact: true })).toBeVisible();
  await expect(changes.getByText(fi(after), { exact: true })).toBeVisible();
  // Nothing is saved before the clerk confirms.
  const stored = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect(stored.fare_groups[0].zones[0].prices[0]).toBe(before);

  await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByText('Prices updated from the workbook')).toBeVisible();
  const saved = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect(saved.fare_groups[0].zones[0].prices[0]).toBe(after);
  expect(saved.version).toBe(stored.version + 1);
});

test('a workbook older than the pricelist is shown as stale, its undoing lines marked, and applied only after a second confirmation', async ({
  page,
}) => {
  const demo = await (await page.request.get(`/fe/pricelists/${await demoPricelist(page)}`)).json();
  const copy = await page.request.post('/fe/pricelists', {
    data: { ...demo, name: `Stale workbook ${Date.now()}`, active: false, surcharges: [] },
    headers: { Origin: BASE_URL },
  });
  expect(copy.status(), await copy.text()).toBe(201);
  const id = (await copy.json()).id as number;
  await page.goto(`/pricelists/${id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel: as stored (to edit and import)' }).click(),
  ]);
  const workbook = await workbookOf(await download.path());

  // Meanwhile the first price is changed and saved in the web app's API.
  const stored = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  const exportedPrice = stored.fare_groups[0].zones[0].prices[0] as number;
  stored.fare_groups[0].zones[0].prices[0] = exportedPrice + 10;
  const saved = await page.request.put(`/fe/pricelists/${id}`, {
    data: { ...stored, surcharges: stored.surcharges.map((s: { id: number }) => s.id) },
    headers: { Origin: BASE_URL },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The old workbook, with another cell edited, still has the exported first price.
  const sheet = workbook.getWorksheet('Fare group 1')!;
  const second = sheet.getCell('G12').value as number;
  sheet.getCell('G12').value = Math.round((second + 1.5) * 100) / 100;
  await page.reload();
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'old.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(dialog.getByText('This workbook is older than the pricelist')).toBeVisible();
  await expect(
    dialog.getByText(new RegExp(`^Exported from version ${stored.version}; since then .+ changed 1 cell on \\d\\d\\.\\d\\d\\.\\d{4}\\.$`)),
  ).toBeVisible();
  const changes = dialog.getByRole('table', { name: 'Changed cells' });
  await expect(changes.getByRole('row', { name: /Fare group 1!F12/ }).getByText('Undoes a saved change')).toBeVisible();
  await expect(changes.getByRole('row', { name: /Fare group 1!G12/ }).getByText('Undoes a saved change')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Apply 2 changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply an older workbook?' });
  await expect(confirm).toBeVisible();
  // Nothing is saved before the clerk confirms the overwrite.
  expect((await (await page.request.get(`/fe/pricelists/${id}`)).json()).version).toBe(stored.version + 1);
  await confirm.getByRole('button', { name: 'Apply anyway' }).click();
  await expect(page.getByText('Prices updated from the workbook')).toBeVisible();
  const after = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect(after.version).toBe(stored.version + 2);
  expect(after.fare_groups[0].zones[0].prices[0]).toBe(exportedPrice);
});
