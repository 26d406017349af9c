/**
 * One vocabulary: the statistics page is titled by its pricelist and names fare groups,
 * a transit says what uses it, the zone page says partner pricelists, the version view shows labels
 * and dd.mm.yyyy, and the help page shows the glossary.
 */
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

const origin = { Origin: BASE_URL };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test('the statistics page is titled by the pricelist and names its fare groups, never traffics', async ({ page }) => {
  const list = await (await page.request.get('/fe/pricelists?page=1')).json();
  const pricelist = (list.items as { id: number; name: string }[]).find((p) => p.name === 'Groupage Baltics')!;
  await page.goto(`/pricelists/${pricelist.id}/statistics`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics: Groupage Baltics');
  await expect(page.getByRole('heading', { name: 'Fare group 1' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fare group 1' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/traffic/i);
});

test('transits say how many zone rows use them, in the glossary words', async ({ page }) => {
  await page.goto('/transits');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Used by' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/\d+ zone rows?/);
  await expect(page.locator('main')).not.toContainText(/traffic/i);
  await expect(page.getByRole('link', { name: 'New transit time' })).toBeVisible();

  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByText(/^Used by \d+ zone rows? of pricelists and surcharge grids\.$/)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/traffic/i);
});

test('the zone page lists the pricelists using it as partner and general pricelists', async ({ page }) => {
  const zones: { id: number; name: string }[] = await (await page.request.get('/fe/zones/form')).json();
  await page.goto(`/zones/${zones[0]!.id}`);
  await expect(page.getByText('Partner and general pricelists')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/customer/i);
});

test('a version shows its status by label and its days as dd.mm.yyyy', async ({ page }) => {
  const created = await page.request.post('/fe/pricelists', {
    data: {
      name: `Vocabulary ${Date.now()}`,
      service_id: 2,
      status: 'completed',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      fare_groups: [{ quantities: [{ quantity: 1250.5, unit: 'per_shipment' }], zones: [{ zone_from: 1, zone_to: 2, prices: [5] }] }],
    },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.goto(`/pricelists/${id}`);
  await page.getByRole('tab', { name: 'Versions' }).click();
  const list = page.getByRole('table', { name: 'Version list' });
  await expect(list.getByRole('columnheader', { name: /^Date \(.+\/.+\)$/ })).toBeVisible();
  await list.getByRole('button', { name: 'View 1' }).click();
  const fields = page.getByRole('table', { name: 'Version 1 fields' });
  await expect(fields.getByRole('row').filter({ hasText: 'Status' })).toContainText('Completed');
  await expect(fields.getByRole('row').filter({ hasText: 'Valid from' })).toContainText('01.01.2026');
  await expect(fields).not.toContainText('completed');
  await expect(fields).not.toContainText('2026-01-01');
  // A grid header in the product's number format: 1 250,5, not 1250.5.
  await expect(page.getByRole('table', { name: 'Version 1 fare group 1' })).toContainText(/1\s250,5 per shipment/);
});

test('the help page shows the glossary', async ({ page }) => {
  await page.goto('/help');
  const glossary = page.getByRole('table', { name: 'Glossary' });
  await expect(glossary).toBeVisible();
  for (const term of ['Pricelist', 'Fare group', 'Zone row', 'Break', 'Partner', 'Payable weight', 'Exchange rate']) {
    await expect(glossary.getByRole('rowheader', { name: term, exact: true })).toBeVisible();
  }
  await expect(glossary.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Fare group', exact: true }) })).toContainText(
    'breaks are the columns',
  );
});
