/**
 * Issue 46 in the browser: a full trailer's pricelist made in the grid with a per-km row, an FTL
 * priced in the calculator with its distance and CO2e shown and explained.
 */
import type { Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, pdfText, test } from '../fixtures';

const cell = (page: Page, r: number, c: number) =>
  page.getByRole('grid', { name: 'Fare group 1' }).locator(`[data-row="${r}"][data-col="${c}"]`);
const field = (page: Page, r: number, name: string) =>
  page.getByRole('grid', { name: 'Fare group 1' }).locator(`[data-row="${r}"][data-field="${name}"]`);

/** FTL_SHOTS=dir keeps screenshots of the pages checked, to look at. */
async function shot(page: Page, name: string) {
  if (process.env.FTL_SHOTS) await page.screenshot({ path: `${process.env.FTL_SHOTS}/${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test('a per-km pricelist made in the grid prices a full trailer Tallinn -> Vilnius in the calculator with its km and CO2e', async ({
  page,
}) => {
  test.slow();
  const name = `Trailer ${Date.now()}`;
  let created: string | null = null;
  try {
    await page.goto('/pricelists/new');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Service').click();
    await page.getByRole('option', { name: 'Full trailer' }).click();
    await page.getByLabel('Unit', { exact: true }).click();
    await page.getByRole('option', { name: 'Full load (FTL)' }).click();
    await page.getByLabel('Quantity 1').fill('1');
    await page.getByRole('button', { name: 'Priced per, column 1: Per shipment' }).click();
    await page.getByRole('menuitem', { name: 'Per km' }).click();
    await expect(page.getByRole('button', { name: 'Priced per, column 1: Per km' })).toBeVisible();
    await field(page, 0, 'zone_from').click();
    await page.keyboard.type('Tallinn');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Vilnius');
    await page.keyboard.press('Enter');
    await cell(page, 0, 0).click();
    await page.keyboard.type('1,4');
    await page.keyboard.press('Enter');
    await shot(page, 'per-km-grid');
    await page.getByRole('button', { name: 'Create' }).click();
    // A general Full trailer pricelist from today replaces the demo's: the save asks first.
    const takeover = page.getByRole('dialog');
    await expect(page.getByRole('dialog').or(page.getByText(/^Pricelist .+ created$/))).toBeVisible();
    if (await takeover.isVisible()) await takeover.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/pricelists\/\d+$/);
    created = page.url().split('/').pop()!;
    await expect(page.getByRole('columnheader', { name: /Per km/ })).toBeVisible();

    // The calculator: one full load of 18 t, Tallinn 10115 -> Vilnius 01001.
    await page.goto('/tool');
    const row = page.getByRole('group', { name: 'Shipment row 1' });
    await row.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Full load (FTL)', exact: true }).click();
    await row.getByLabel('Weight').fill('18000');
    await page.getByLabel('Collection postcode', { exact: true }).fill('10115');
    await page.getByLabel('Delivery country', { exact: true }).fill('Lithuania');
    await page.getByRole('option', { name: 'Lithuania', exact: true }).click();
    await page.getByLabel('Delivery postcode', { exact: true }).fill('01001');
    await page.getByLabel('Explain prices').check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    const card = page.getByRole('region', { name: 'Full trailer' });
    // The demo's distance table has Tallinn -> Vilnius at 603 km: 603 x 1,40 €.
    await expect(card.getByTestId('distance')).toContainText('603 km');
    await expect(card.getByTestId('distance')).toContainText('by the carrier’s distance table');
    await expect(card).toContainText('844,20');
    // A full load's payable weight, 25,16 t x 603 km x the demo carrier's 64,8 g/tkm.
    await expect(card.getByTestId('emissions')).toContainText('983,11 kg CO2e');
    await expect(card.getByTestId('emissions')).toContainText('the carrier’s measured factor');
    await expect(card.getByRole('heading', { name: 'Why this price' })).toBeVisible();
    await shot(page, 'ftl-calculator');
  } finally {
    // Archived, the demo's own Full trailer pricelist prices again for the specs after this one.
    if (created)
      expect((await page.request.delete(`/fe/pricelists/${created}/archive`, { headers: { Origin: BASE_URL } })).status()).toBe(204);
  }
});

test("the PDF rate card of the demo's Full trailer pricelist prints its per-km rows in words", async ({ page }) => {
  const list = await (await page.request.get('/fe/pricelists?page=1')).json();
  const id = (list.items as { id: number; name: string }[]).find((p) => p.name === 'Full trailer Baltics')!.id;
  await page.goto(`/pricelists/${id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'PDF rate card: as stored' }).click(),
  ]);
  const text = (await pdfText((await download.path())!)).replace(/\s+/g, ' ');
  expect(text).toContain('Full trailer Baltics');
  expect(text).toContain('Estonia – Latvia: 1,35 EUR per km, at least 350,00 EUR');
  expect(text).toContain('Estonia – Lithuania: 1,25 EUR per km, at least 450,00 EUR');
});
