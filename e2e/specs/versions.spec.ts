import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, loginThroughApi } from '../fixtures';

const origin = { Origin: BASE_URL };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

async function openVersions(page: Page, id: number) {
  await page.goto(`/pricelists/${id}`);
  await page.getByRole('tab', { name: 'Versions' }).click();
  return page.getByRole('table', { name: 'Version list' });
}

test('two saves make two versions: their diff cell by cell, and the first restored as a new version', async ({ page }) => {
  const name = `Versions ${Date.now()}`;
  const created = await page.request.post('/fe/pricelists', {
    data: {
      name,
      service_id: 2,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      fare_groups: [
        {
          quantities: [100, 200].map((quantity) => ({ quantity, unit: 'per_shipment' })),
          zones: [{ zone_from: 1, zone_to: 2, prices: [5, 8] }],
        },
      ],
    },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  // Save 1: a cell raised by 10 % in the grid.
  await page.goto(`/pricelists/${id}/edit`);
  const grid = page.getByRole('grid', { name: 'Fare group 1' });
  await grid.locator('[data-row="0"][data-col="1"]').click();
  await page.getByLabel('Percent').fill('10');
  await page.getByRole('button', { name: 'Adjust prices' }).click();
  await expect(grid.locator('[data-row="0"][data-col="1"]')).toHaveAttribute('data-value', '8.8');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}$`));

  // Save 2: a new name.
  await page.goto(`/pricelists/${id}/edit`);
  await page.getByLabel('Name').fill(`${name} B`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}$`));

  const list = await openVersions(page, id);
  await expect(list.getByRole('row')).toHaveCount(4); // the header, versions 3, 2 and 1
  await expect(list.getByRole('row').nth(1)).toContainText('current');
  await expect(list.getByRole('row').nth(2)).toContainText('Changed fare_groups');
  await expect(list.getByRole('row').nth(1)).toContainText('Changed name');

  await list.getByRole('button', { name: 'Diff 2' }).click();
  const diff = page.getByRole('table', { name: 'Changes from version 1 to 2' });
  await expect(diff.getByRole('row')).toHaveCount(2);
  await expect(diff.getByRole('row').nth(1)).toContainText('200 per_shipment');
  await expect(diff.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('8');
  await expect(diff.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('8,8');
  await list.getByRole('button', { name: 'Diff 3' }).click();
  await expect(page.getByRole('table', { name: 'Changes from version 2 to 3' })).toContainText(`${name} B`);

  // Version 1 read-only, then restored as version 4.
  await list.getByRole('button', { name: 'View 1' }).click();
  await expect(page.getByRole('table', { name: 'Version 1 fare group 1' })).toContainText('8,00');
  await list.getByRole('button', { name: 'Restore 1' }).click();
  await expect(list.getByRole('row')).toHaveCount(5);
  await expect(list.getByRole('row').nth(1)).toContainText('Restored version 1');
  await expect(page.getByRole('grid', { name: 'Fare group 1' }).locator('[data-row="0"][data-col="1"]')).toHaveAttribute('data-value', '8');
  const record = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect(record).toMatchObject({ name, version: 4 });
  expect(record.fare_groups[0].zones[0].prices).toEqual([5, 8]);
});

test('an unsaved edit tried on past requests: the report shows its totals, and nothing is saved', async ({ page }) => {
  const list = await (await page.request.get('/fe/pricelists?page=1')).json();
  const { id } = (list.items as { id: number; name: string }[]).find((p) => p.name === 'Groupage Baltics')!;
  const saved = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  const zone = (saved.fare_groups[0].zones as { zone_from_name: string; zone_to_name: string }[]).findIndex(
    (z) => z.zone_from_name === 'Tallinn' && z.zone_to_name === 'Riga',
  );
  // Past requests of the general prices: one EUR pallet of 480 kg Tallinn -> Riga (740 kg payable: the 4th quantity).
  const request = {
    customer: null,
    collection: { country: 'EE', postcode: '10115' },
    delivery: { country: 'LV', postcode: '1001' },
    shipments: [{ quantity: 1, type: 'eur_pallet', weight: 480, length: 120, width: 80, height: null, ldm: 0.4, cbm: null }],
  };
  for (let i = 0; i < 3; i++) {
    const priced = await page.request.post('/api/v1/service_price', { data: request, headers: origin });
    expect(priced.status(), await priced.text()).toBe(200);
  }

  await page.goto(`/pricelists/${id}/edit`);
  const cell = page.getByRole('grid', { name: 'Fare group 1' }).locator(`[data-row="${zone}"][data-col="3"]`);
  const price = saved.fare_groups[0].zones[zone].prices[3] as number;
  await cell.click();
  await page.getByLabel('Percent').fill('50');
  await page.getByRole('button', { name: 'Adjust prices' }).click();
  await expect(cell).not.toHaveAttribute('data-value', String(price));

  await page.getByRole('button', { name: 'Try on past requests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try the unsaved edit on past requests' });
  await dialog.getByText('7 days').click();
  await dialog.getByRole('button', { name: 'Try it' }).click();
  const before = dialog.getByRole('group', { name: 'Total before' });
  const after = dialog.getByRole('group', { name: 'Total after' });
  await expect(before).toContainText('€');
  const beforeText = await before.innerText();
  await expect(after).not.toHaveText(beforeText);
  await expect(dialog.getByRole('group', { name: 'Change' })).toContainText('+');
  await expect(dialog.getByRole('table', { name: 'Lanes with the largest change' })).toContainText('Tallinn');

  // A draft the server refuses (the same edit with a price of words on the way): its field in words.
  await page.route(`**/fe/pricelists/${id}/backtest`, (route) => {
    const body = route.request().postDataJSON();
    body.draft.fare_groups[0].zones[zone].prices[3] = 'a lot';
    return route.continue({ postData: JSON.stringify(body) });
  });
  await dialog.getByRole('button', { name: 'Try it' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`Fare group 1, zone row ${zone + 1}, price 4: `);
  await expect(dialog.getByRole('group', { name: 'Total after' })).toHaveCount(0);

  // Nothing was saved: the same version and prices; the form still holds the edit.
  const now = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect(now.version).toBe(saved.version);
  expect(now.fare_groups[0].zones[zone].prices[3]).toBe(price);
  await page.keyboard.press('Escape');
  await expect(cell).not.toHaveAttribute('data-value', String(price));
});
