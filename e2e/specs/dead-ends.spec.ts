/**
 * No dead ends: a quote found again by its id, the way back from pretending, the way
 * back from the archive, the calculator's results brought into view on a phone, public pages
 * without console errors, and Back restoring the scroll position.
 */
import type { Page } from '@playwright/test';
import { ADMIN, BASE_URL } from '../constants';
import { DEMO, expect, fillDemoShipment, loginThroughApi, test } from '../fixtures';

const SHOTS = process.env.E2E_SHOTS;
const origin = { Origin: BASE_URL };

/** A screenshot for a person to look at, when E2E_SHOTS names a folder. */
async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Collects console errors and uncaught exceptions of the page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The demo shipment in the calculator: one EUR pallet of 480 kg from Tallinn (10115) to Riga (1001). */
async function priceDemoShipment(page: Page) {
  await fillDemoShipment(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
}

test('public pages log no console errors (the session probe is not a 401)', async ({ page }) => {
  const errors = consoleErrors(page);
  for (const path of ['/', '/login', '/signup', '/forgot_password', '/terms']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
  // The real calls keep their 401 (docs/product/shell.md §8).
  expect((await page.request.get('/fe/user')).status()).toBe(401);
});

test('a quote priced in the calculator is found again by its id, on a phone-sized screen too', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const errors = consoleErrors(page);
  await page.goto('/tool');
  await priceDemoShipment(page);

  // The results come into view by themselves, below the long form.
  const results = page.getByRole('heading', { name: 'Results' });
  await expect(results).toBeInViewport();
  const card = page.getByRole('region', { name: 'Groupage' });
  const badge = card.getByText('Priced', { exact: true });
  await badge.scrollIntoViewIfNeeded();
  // The PRICED badge is whole, inside its card, on a 390 px screen.
  const [badgeBox, cardBox] = [await badge.boundingBox(), await card.boundingBox()];
  expect(badgeBox && cardBox).toBeTruthy();
  expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(390);
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'calculator-390');

  const quoteLink = card.getByRole('link', { name: /^Quote / });
  const quoteId = (await quoteLink.textContent())!.trim();
  expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);
  const total = (await card.getByTestId('total').textContent())!.trim();

  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes', exact: true }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  // The newest quote heads the list.
  await expect(page.getByRole('row').nth(1)).toContainText(quoteId.slice(-8));
  await shot(page, 'quotes-search');

  await page.getByLabel('Quote id').fill('not-an-id');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('A quote id has 36 characters')).toBeVisible();
  await page.getByLabel('Quote id').fill(quoteId);
  await page.getByLabel('Quote id').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/quotes/${quoteId}$`));
  await expect(page.getByRole('heading', { name: `Quote ${quoteId.slice(-8)}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quote id' })).toContainText(quoteId);
  await expect(page.getByRole('group', { name: 'Collection' })).toContainText('EE 10115');
  await expect(page.getByRole('group', { name: 'Delivery' })).toContainText('LV 1001');
  await expect(page.getByRole('group', { name: 'Shipment' })).toContainText('480 kg');
  await expect(page.getByRole('group', { name: 'Pricelist' })).toContainText('version');
  await expect(page.getByRole('group', { name: 'Total' })).toHaveText(new RegExp(total.replace(/\s/g, '\\s')));
  await expect(page.getByText('Not booked')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Charges of Groupage' })).toBeVisible();
  await shot(page, 'quote-page', true);
  expect(errors).toEqual([]);
});

test('an admin pretending as a carrier exits the pretend back to the admin pages, still signed in', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, ADMIN.email, ADMIN.password);
  const carriers = await (await page.request.get('/fe/admin/carriers?carrier=Demo')).json();
  const carrierId = carriers.items[0].id as number;
  await page.goto(`/admin/carriers/${carrierId}`);
  await page.getByRole('button', { name: 'Pretend', exact: true }).first().click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  const banner = page.getByRole('region', { name: 'Pretending' });
  await expect(banner).toContainText(`Pretending as ${DEMO.company}`);

  await page.waitForTimeout(300);
  await shot(page, 'pretend-banner');
  await banner.getByRole('button', { name: 'Exit pretend' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/carriers/${carrierId}$`));
  await expect(page.getByRole('region', { name: 'Pretending' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Registrations' })).toBeVisible();
  const me = await (await page.request.get('/fe/user')).json();
  expect(me).toMatchObject({ role: 'admin', pretending: false });
});

test('an archived pricelist comes back from the archive, after saying which live pricelist it takes lanes from', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const list = await (await page.request.get('/fe/pricelists?active=true')).json();
  const demo = await (await page.request.get(`/fe/pricelists/${list.items[0].id}`)).json();
  const name = `Archive round trip ${Date.now()}`;
  // An active copy of a live pricelist: back from the archive, it would answer the live one's lanes.
  const copy = await page.request.post('/fe/pricelists', { data: { ...demo, name, surcharges: [] }, headers: origin });
  expect(copy.status(), await copy.text()).toBe(201);
  const id = (await copy.json()).id as number;
  try {
    await page.goto(`/pricelists/${id}/destroy`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page).toHaveURL(/\/pricelists$/);
    await page.getByRole('link', { name: 'Archived' }).click();
    await expect(page.getByRole('heading', { name: 'Archived pricelists' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await shot(page, 'archived-list');

    await row.getByRole('button', { name: `Unarchive ${name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Un-archiving replaces a live pricelist' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('list', { name: 'Pricelists taken over' })).toContainText(demo.name);
    // The modal fades in; the picture waits for it.
    await page.waitForTimeout(500);
    await shot(page, 'unarchive-takeover');
    // Cancel keeps it archived.
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    expect(await (await page.request.get(`/fe/pricelists/${id}`)).status()).toBe(404);

    await row.getByRole('button', { name: `Unarchive ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Pricelist ${name} is back in the list`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    expect((await page.request.get(`/fe/pricelists/${id}`)).status()).toBe(200);
  } finally {
    // The other specs price on the demo's own pricelist.
    await page.request.delete(`/fe/pricelists/${id}/archive`, { headers: origin });
  }
});

test('Back returns to where the user was on a long list', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 400 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
  await page.goto('/areas');
  const rows = page.getByRole('row');
  await expect(rows.nth(10)).toBeVisible();
  const target = rows
    .nth((await rows.count()) - 1)
    .getByRole('link')
    .first();
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await target.click();
  await expect(page).toHaveURL(/\/areas\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/areas$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});
