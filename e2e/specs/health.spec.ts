import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

const origin = { Origin: BASE_URL };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test('the health panel lists a planted empty cell, its link focuses that cell, and the list counts it', async ({ page }) => {
  // Every pair of the demo's zones (64 rows), one price left out far down the grid: row 61, 200 kg.
  const zones: { id: number; name: string }[] = await (await page.request.get('/fe/zones/form')).json();
  const rows = zones.flatMap((from) => zones.map((to) => ({ zone_from: from.id, zone_to: to.id, prices: [10, 20, 30] })));
  rows[60]!.prices = [10, null as unknown as number, 30];
  const name = `Health ${Date.now()}`;
  const created = await page.request.post('/fe/pricelists', {
    data: {
      name,
      service_id: 1,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      fare_groups: [{ quantities: [100, 200, 300].map((quantity) => ({ quantity, unit: 'per_shipment' })), zones: rows }],
    },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/pricelists/${id}/edit`);
  const panel = page.getByRole('region', { name: 'Health check' });
  const link = panel.getByRole('button', { name: /^Zone row 61 \(.*\) has no price up to 200 kg/ });
  await expect(link).toBeVisible();
  await link.click();

  const grid = page.getByRole('grid', { name: 'Fare group 1' });
  const cell = grid.locator('[data-row="60"][data-col="1"]');
  await expect(cell).toBeInViewport();
  await expect(grid).toBeFocused();
  await expect(grid).toHaveAttribute('aria-activedescendant', (await cell.getAttribute('id'))!);
  await expect(cell).toHaveAttribute('aria-selected', 'true');

  // The list's badge counts the same findings the panel lists.
  const { findings } = await (await page.request.get(`/fe/pricelists/${id}/health`)).json();
  await page.goto('/pricelists');
  const row = page.getByRole('row').filter({ hasText: name });
  const count = `${findings.length} finding${findings.length === 1 ? '' : 's'}`;
  await expect(row.getByLabel(count)).toHaveText(String(findings.length));
});
