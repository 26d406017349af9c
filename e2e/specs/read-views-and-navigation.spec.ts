/**
 * Read views as read views, errors in words and shown once, and the
 * navigation a clerk expects (scroll to top, toasts clear of buttons, Cancel, required markers,
 * names and zones in the change log, the deep link kept through sign-in, the product documents' leftovers).
 */
import type { Page } from '@playwright/test';
import { ADMIN, BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, loginThroughForm, test } from '../fixtures';

const origin = { Origin: BASE_URL };

async function firstId(page: Page, resource: string): Promise<number> {
  const list = await (await page.request.get(`/fe/${resource}`)).json();
  const items: { id: number }[] = Array.isArray(list) ? list : list.items;
  expect(items.length, `${resource} has records`).toBeGreaterThan(0);
  return items[0]!.id;
}

/** Inputs that look editable: a read view must have none (the grid's cells are not inputs). */
/** Inputs showing a record's values; the versions tabs' pickers (which versions to compare) are real controls. */
function editableLooking(page: Page) {
  const outsideTabs = ':not([role=tabpanel] *)';
  return page
    .locator('main')
    .locator(['input:not([type=hidden])', 'textarea', '[role=switch]', 'input[type=checkbox]'].map((s) => s + outsideTabs).join(', '));
}

test.describe('signed in as the demo user', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginThroughApi(page, DEMO.email, DEMO.password);
  });

  test('the pricelist view: a summary header with badges, the grid first, its actions, one back control', async ({ page }) => {
    const id = await firstId(page, 'pricelists');
    const record = await (await page.request.get(`/fe/pricelists/${id}`)).json();
    await page.goto(`/pricelists/${id}`);

    const summary = page.getByRole('group', { name: 'Pricelist summary' });
    await expect(summary).toContainText(record.active ? 'Active' : 'Disabled');
    await expect(summary).toContainText(`Service: ${record.service_name}`);
    await expect(summary).toContainText(`Partner: ${record.customer_name ?? 'General'}`);
    await expect(summary).toContainText(/Valid: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);

    // The prices come before the settings, and show a price.
    const grid = page.getByRole('grid', { name: 'Fare group 1' });
    await expect(grid.locator('[data-col="0"]').first()).toBeVisible();
    const settings = page.getByRole('heading', { name: 'Settings' });
    expect((await grid.boundingBox())!.y).toBeLessThan((await settings.boundingBox())!.y);

    // Values are plain text: no disabled or read-only inputs, Active not a greyed switch.
    await expect(page.getByRole('group', { name: 'Currency' })).toHaveText(/Currency\s*EUR/);
    await expect(editableLooking(page)).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import from Excel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to list' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(new RegExp(`/pricelists/${id}/statistics$`));
  });

  test('every record view shows its values as text, not as disabled inputs', async ({ page }) => {
    for (const resource of ['services', 'transits', 'conditions', 'customers', 'zones', 'areas', 'surcharges', 'users', 'roles']) {
      const id = await firstId(page, resource);
      await page.goto(`/${resource}/${id}`);
      await expect(page.getByRole('link', { name: 'Edit' }), resource).toBeVisible();
      await expect(page.locator('[data-readonly-field]').first(), resource).toBeVisible();
      await expect(editableLooking(page), resource).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to list' }), resource).toHaveCount(1);
    }
    // A yes/no value is a badge: the transit's Saturday delivery reads Yes or No.
    await page.goto(`/transits/${await firstId(page, 'transits')}`);
    await expect(page.getByRole('group', { name: 'Allow Saturday delivery' })).toHaveText(/(Yes|No)$/);
    await expect(page.getByRole('group', { name: 'Cutoff time' })).toHaveText(/\d{2}:\d{2} \(Europe\/Tallinn\)/);
  });

  test('a validation message names the field by its label', async ({ page }) => {
    await page.goto('/areas/new');
    await page.getByLabel('Postcode from').fill('20000');
    await page.getByLabel('Postcode to').fill('10000');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Must not be before Postcode from')).toBeVisible();
    await expect(page.getByText(/postcode_from/)).toHaveCount(0);
  });

  test('a wrong two-factor code is said once, in words', async ({ page }) => {
    await page.goto('/users/two_factor');
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Is not the code your authenticator app shows now')).toHaveCount(1);
    await expect(page.getByText(/is not the current code|code:/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Invalid code')).toHaveCount(0);
  });

  test('after Create the next page starts at its top, the toast clear of the buttons; New forms have Cancel', async ({ page }) => {
    // A phone held sideways: the form is taller than the screen.
    await page.setViewportSize({ width: 390, height: 480 });
    await page.goto('/transits/new');
    // Required markers: every required field of the form carries the asterisk.
    for (const label of ['Name', 'Transit time (days)', 'Cutoff time']) {
      await expect(page.locator('label', { hasText: label }).locator('.mantine-InputWrapper-required')).toHaveCount(1);
    }
    const transitName = `Scroll ${Date.now()}`;
    await page.getByLabel('Name').fill(transitName);
    await page.getByLabel('Transit time (days)').fill('2');
    const create = page.getByRole('button', { name: 'Create' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await create.click();
    await expect(page).toHaveURL(/\/transits\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const toast = page.getByText(`Transit ${transitName} created`);
    await expect(toast).toBeVisible();
    // The toast sits below the header bar and covers no button of the page.
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(60);
    for (const button of await page
      .locator('main')
      .getByRole('link', { name: /^(Edit|Copy\b.*)$/ })
      .all()) {
      const b = (await button.boundingBox())!;
      const overlaps = box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }

    await page.goto('/services');
    await page.getByRole('link', { name: 'New service' }).click();
    await expect(page.getByRole('heading', { name: 'New service' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the change log names surcharges and says which time zone its times are in', async ({ page }) => {
    const id = await firstId(page, 'pricelists');
    const surcharges: { id: number; name: string }[] = await (await page.request.get('/fe/surcharges/form')).json();
    const picked = surcharges.slice(0, 2);
    expect(picked).toHaveLength(2);
    const record = await (await page.request.get(`/fe/pricelists/${id}`)).json();
    const saved = await page.request.put(`/fe/pricelists/${id}`, {
      data: { ...record, surcharges: picked.map((s) => s.id) },
      headers: origin,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/pricelists/${id}`);
    const log = page.getByRole('table', { name: 'Change log' });
    // Old → new: "Surcharges: — → Fuel, ADR".
    await expect(log.getByText(`→ ${picked.map((s) => s.name).join(', ')}`).first()).toContainText('Surcharges: ');
    // The zone is named once, in the column header (docs/writing.md); the cells carry the time only.
    await expect(log.getByRole('columnheader', { name: 'Date (Europe/Tallinn)' })).toBeVisible();
    await expect(log.getByRole('row').nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });

  test('the roles list offers New role', async ({ page }) => {
    await page.goto('/roles');
    await expect(page.getByRole('link', { name: 'New role', exact: true })).toBeVisible();
  });

  test('when refreshing the user fails the app goes to /login, keeping the page', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
    // The session ends elsewhere (another tab signed out); coming back to this tab refreshes the user.
    expect((await page.request.get('/fe/logout', { headers: origin })).ok()).toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(/\/login\?next=%2Fservices$/);
  });
});

test('a deep link opened signed out is kept through sign-in; another site is never followed', async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const id = await firstId(page, 'pricelists');
  await page.request.get('/fe/logout', { headers: origin });

  await page.goto(`/pricelists/${id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fpricelists%2F${id}$`));
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}$`));
  await page.request.get('/fe/logout', { headers: origin });

  await page.goto('/login?next=//evil.example/x');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
});

test('an old login error goes when the form shows new field errors', async ({ page }) => {
  await loginThroughForm(page, DEMO.email, 'wrong-password');
  const banner = page.getByRole('alert');
  await expect(banner).toBeVisible();
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(banner).toHaveCount(0);
});

test('admin quick search finds a pricelist of any carrier and opens it as that carrier', async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const id = await firstId(page, 'pricelists');
  await page.request.get('/fe/logout', { headers: origin });
  await loginThroughApi(page, ADMIN.email, ADMIN.password);

  await page.goto('/admin/quick_search');
  await page.getByLabel('Pricelist', { exact: true }).fill(`#${id}`);
  await page.getByRole('button', { name: 'Search pricelists' }).click();
  const hits = page.getByRole('table', { name: 'Pricelists found' });
  await expect(hits.getByRole('row')).toHaveCount(2);
  await expect(hits).toContainText(DEMO.company);
  await hits.getByRole('button', { name: new RegExp(`Open pricelist ${id} as`) }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}$`));
  await expect(page.getByRole('group', { name: 'Pricelist summary' })).toBeVisible();
});
