/**
 * What a clerk reads: toasts that say what happened by name, the change log's
 * changed cells, the empty backtest's sentence, the quick search's minimum, the country picker's
 * ranking, and grid copies with decimal commas.
 */
import type { Page } from '@playwright/test';
import { ADMIN, BASE_URL } from '../constants';
import { DEMO, createPricelist, expect, loginThroughApi, test } from '../fixtures';

const origin = { Origin: BASE_URL };

/** MESSAGES_SHOTS=dir keeps screenshots of what was checked, to look at. */
async function shot(page: Page, name: string) {
  if (process.env.MESSAGES_SHOTS) await page.screenshot({ path: `${process.env.MESSAGES_SHOTS}/${name}.png` });
}

test.describe('as the demo carrier', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await loginThroughApi(page, DEMO.email, DEMO.password);
  });

  test('a new partner is named in the toast; the country picker finds Latvia for "LV" and replaces the value', async ({ page }) => {
    const name = `Acme ${Date.now()}`;
    await page.goto('/customers/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    const country = page.getByRole('textbox', { name: 'Country' });
    await expect(country).toHaveValue('Estonia');
    // Typed into the filled picker, "LV" replaces "Estonia"; Latvia is the first option, not El Salvador.
    await country.click();
    await page.keyboard.type('LV');
    await expect(country).toHaveValue('LV');
    await expect(page.getByRole('option').first()).toHaveText('Latvia');
    await shot(page, 'country-lv');
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue('Latvia');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/customers\/\d+$/);
    await expect(page.getByText(`Partner ${name} created`)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Country' })).toContainText('Latvia');
    await shot(page, 'toast-partner-created');
  });

  test('a restore says "Version 1 restored" and the change log names the changed cells, old → new', async ({ page }) => {
    test.slow();
    const name = `Messages ${Date.now()}`;
    const id = await createPricelist(page.request, name);
    const stored = await (await page.request.get(`/fe/pricelists/${id}`)).json();
    stored.fare_groups[0].zones[0].prices = [5, 9.5];
    const saved = await page.request.put(`/fe/pricelists/${id}`, { data: { ...stored, valid_to: '2027-06-30' }, headers: origin });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto(`/pricelists/${id}`);
    const log = page.getByRole('table', { name: 'Change log' });
    const zone = (await page.request.get('/fe/zones/1').then((r) => r.json())).name as string;
    const to = (await page.request.get('/fe/zones/2').then((r) => r.json())).name as string;
    await expect(log.getByRole('row').nth(1)).toContainText('Valid to: 31.12.2026 → 30.06.2027');
    await expect(log.getByRole('row').nth(1)).toContainText(`Fare group 1, zone ${zone} → ${to}, up to 200 kg: 8,00 → 9,50`);
    await log.scrollIntoViewIfNeeded();
    await shot(page, 'change-log');

    await page.getByRole('tab', { name: 'Versions' }).click();
    const list = page.getByRole('table', { name: 'Version list' });
    await list.getByRole('button', { name: 'Restore 1' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore version 1' }).click();
    await expect(page.getByText('Version 1 restored')).toBeVisible();
    await shot(page, 'toast-version-restored');
    await expect(log.getByRole('row').nth(1)).toContainText('Restored version 1');
    await expect(log.getByRole('row').nth(1)).toContainText('up to 200 kg: 9,50 → 8,00');
  });

  test('cells copied out of the grid carry decimal commas', async ({ page }) => {
    const id = await createPricelist(page.request, `Copy ${Date.now()}`);
    const stored = await (await page.request.get(`/fe/pricelists/${id}`)).json();
    stored.fare_groups[0].zones[0].prices = [19.5, 1234.25];
    stored.fare_groups[0].zones[0].minimum_amount = 2.5;
    expect((await page.request.put(`/fe/pricelists/${id}`, { data: stored, headers: origin })).status()).toBe(200);

    await page.goto(`/pricelists/${id}/edit`);
    const grid = page.getByRole('grid', { name: 'Fare group 1' });
    await grid.locator('[data-row="0"][data-field="minimum_amount"]').click();
    await grid.locator('[data-row="0"][data-col="1"]').click({ modifiers: ['Shift'] });
    // The copy the browser sends for Ctrl+C, caught with what the grid put on the clipboard.
    const copied = await page.evaluate(() => {
      const clipboardData = new DataTransfer();
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new ClipboardEvent('copy', { clipboardData, bubbles: true, cancelable: true }));
      return clipboardData.getData('text/plain');
    });
    expect(copied.split('\t')).toEqual(['2,5', '', '19,5', '1234,25']);
  });

  test('a try on a period without requests says so in a sentence', async ({ page }) => {
    // Two pricelists and a try in the heavy-work pool: more than 30 s on a busy machine.
    test.slow();
    const id = await createPricelist(page.request, `Empty ${Date.now()}`);
    await createPricelist(page.request, `Draft ${Date.now()}`);
    await page.goto(`/pricelists/${id}`);
    await page.getByRole('tab', { name: 'Try on past requests' }).click();
    const panel = page.getByRole('region', { name: 'Try on past requests' });
    await panel.getByLabel('Draft: another pricelist of this service').click();
    await page
      .getByRole('option', { name: /^Draft / })
      .first()
      .click();
    await panel.getByRole('button', { name: 'Try it' }).click();
    // The try runs in the heavy-work pool: slow on a busy machine.
    await expect(panel.getByText('No requests in this period were priced by this pricelist: nothing to compare.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(panel.getByText('0 of 0')).toHaveCount(0);
    await shot(page, 'backtest-empty');
  });
});

test('the quick search asks for 2 characters instead of showing nothing', async ({ page }) => {
  await loginThroughApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/quick_search?q=a');
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  await page.goto('/admin/quick_search?q=de');
  await expect(page.getByText('Type at least 2 characters')).toHaveCount(0);
});
