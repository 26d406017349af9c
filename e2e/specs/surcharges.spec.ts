import type { Page } from '@playwright/test';
import { ADMIN, BASE_URL } from '../constants';
import { createSalesUser, DEMO, expect, loginThroughApi, test } from '../fixtures';

const origin = { Origin: BASE_URL };

/** A suffix that keeps the names of one run apart from the others'. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks options of a multi-select and closes its dropdown. */
async function pickMany(page: Page, label: string, options: string[]) {
  await page.getByLabel(label, { exact: true }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('as the demo carrier', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await loginThroughApi(page, DEMO.email, DEMO.password);
  });

  test('a percentage surcharge depending on a constant one, both attached to a pricelist', async ({ page }) => {
    const u = unique();
    const toll = `E2E toll ${u}`;
    const fuel = `E2E fuel ${u}`;

    // The constant surcharge, with a zone condition.
    await page.goto('/surcharges');
    await page.getByRole('link', { name: 'New surcharge' }).click();
    await expect(page.getByRole('heading', { name: 'New surcharge' })).toBeVisible();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Percent of freight');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(toll);
    await pick(page, 'Type', 'Fixed amount');
    // A constant has neither minimum, maximum nor dependencies.
    await expect(page.getByLabel('Minimum', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Dependencies', { exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('7,5');
    await page.getByRole('button', { name: 'Add zone condition' }).click();
    await page.getByLabel('Zone condition 1 zone from').click();
    await page.getByRole('option', { name: 'Estonia', exact: true }).click();
    await page.getByLabel('Zone condition 1 value').fill('9');
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/surcharges\/\d+$/);
    await expect(page.getByRole('heading', { name: toll })).toBeVisible();
    // The view shows the values as text.
    await expect(page.getByRole('group', { name: 'Amount', exact: true })).toContainText('7,5 EUR');
    await expect(page.getByLabel('Zone condition 1 zone from')).toHaveText('Estonia');
    await expect(page.getByLabel('Zone condition 1 zone to')).toHaveText('Any');
    const log = page.getByRole('table', { name: 'Change log' });
    await expect(log.getByRole('row').nth(1)).toContainText(DEMO.name);
    await expect(log.getByRole('row').nth(1)).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    await expect(log.getByRole('row').nth(1)).toContainText('Created');

    // The percentage surcharge depending on it.
    await page.goto('/surcharges/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(fuel);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('12');
    await page.getByLabel('Minimum', { exact: true }).fill('3');
    await pickMany(page, 'Dependencies', [toll]);
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/surcharges\/\d+$/);
    await expect(page.getByRole('heading', { name: fuel })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Type', exact: true })).toContainText('Percent of freight');
    await expect(page.getByText(toll, { exact: true })).toBeVisible();

    // Both in the list, with their amount badges.
    await page.goto(`/surcharges?name=${encodeURIComponent(`E2E`)}&sort_by=updated_at&dir=desc`);
    const tollRow = page.getByRole('row').filter({ hasText: toll });
    await expect(tollRow).toContainText('Fixed amount');
    await expect(tollRow).toContainText('7,50 €');
    const fuelRow = page.getByRole('row').filter({ hasText: fuel });
    await expect(fuelRow).toContainText('Percent of freight');
    await expect(fuelRow).toContainText('12 %');

    // Attached to a pricelist: a disabled copy of the demo 'Groupage Baltics' (so that the
    // calculator keeps pricing with the original).
    const list = await (await page.request.get('/fe/pricelists')).json();
    const groupage = (list.items as { id: number; name: string }[]).find((p) => p.name === 'Groupage Baltics');
    expect(groupage, 'the demo pricelist').toBeTruthy();
    await page.goto(`/pricelists/new?base=${groupage!.id}`);
    await expect(page.getByRole('heading', { name: 'New pricelist' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E surcharged ${u}`);
    await page.getByRole('switch', { name: 'Active' }).uncheck({ force: true });
    await pickMany(page, 'Surcharges', [toll, fuel]);
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/pricelists\/\d+$/);
    const pricelistId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: new RegExp(`E2E surcharged ${u}`) })).toBeVisible();
    // The view's surcharge field shows both as pills.
    await expect(page.getByText(toll, { exact: true })).toBeVisible();
    await expect(page.getByText(fuel, { exact: true })).toBeVisible();

    const saved = await (await page.request.get(`/fe/pricelists/${pricelistId}`)).json();
    const names = (saved.surcharges as { name: string }[]).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining([toll, fuel]));
    expect(saved.active).toBe(false);
  });

  test('a dependency cycle is refused with the cycle named', async ({ page }) => {
    const u = unique();
    const a = `E2E cycle A ${u}`;
    const b = `E2E cycle B ${u}`;
    const created = await page.request.post('/fe/surcharges', { data: { name: a, type: 'percentage', amount: 5 }, headers: origin });
    expect(created.status(), await created.text()).toBe(201);
    const aId = (await created.json()).id as number;

    // A has no dependencies yet.
    await page.goto(`/surcharges/${aId}`);
    await expect(page.getByRole('group', { name: 'Dependencies' })).toContainText('No dependencies');

    // B depends on A, made in the browser.
    await page.goto('/surcharges/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(b);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2');
    await pickMany(page, 'Dependencies', [a]);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/surcharges\/\d+$/);

    // A may not depend on B now; and A is not offered as its own dependency.
    await page.goto(`/surcharges/${aId}/edit`);
    await page.getByLabel('Dependencies', { exact: true }).click();
    await expect(page.getByRole('option', { name: a, exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: b, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Update' }).click();

    const message = `Surcharge dependencies form a cycle: ${a} -> ${b} -> ${a}`;
    await expect(page.getByRole('alert').filter({ hasText: 'There were some issues:' })).toContainText(message);
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/surcharges/${aId}/edit$`));
    const saved = await (await page.request.get(`/fe/surcharges/${aId}`)).json();
    expect(saved.dependencies).toEqual([]);
  });

  test('the pricelist type edits its own price grid', async ({ page }) => {
    const u = unique();
    const name = `E2E grid ${u}`;
    await page.goto('/surcharges/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await pick(page, 'Type', 'Price grid');
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add zone condition' })).toHaveCount(0);
    await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('EUR pallet (EUR)');
    // An empty grid is refused on its cells before anything is sent.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(/cells? of this fare group ha(s|ve) an error/)).toBeVisible();
    await expect(page).toHaveURL(/\/surcharges\/new$/);
  });
});

test('a percentage surcharge above 100 % is saved only once confirmed; above 1000 % the server refuses it', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const name = `E2E fuel 500 ${unique()}`;
  await page.goto('/surcharges/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('500');
  await page.getByRole('button', { name: 'Create' }).click();

  // Asked first: Cancel stays on the form and saves nothing.
  const dialog = page.getByRole('dialog', { name: 'Save a surcharge of 500 %?' });
  await expect(dialog).toContainText('more than doubles the freight');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/surcharges\/new$/);
  await page.getByRole('button', { name: 'Create' }).click();
  await dialog.getByRole('button', { name: 'Save 500 %' }).click();
  await expect(page).toHaveURL(/\/surcharges\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const refused = await page.request.post('/fe/surcharges', {
    data: { name: `${name} x`, type: 'percentage', amount: 1500 },
    headers: origin,
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toEqual({ amount: 'must be at most 1000 %' });
});

test('a platform admin reaches a carrier’s surcharges under the carrier', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, ADMIN.email, ADMIN.password);
  const carriers = await (await page.request.get('/fe/admin/carriers?carrier=Demo')).json();
  const carrierId = carriers.items[0].id as number;
  await page.goto(`/admin/carriers/${carrierId}`);
  await page.getByRole('link', { name: 'Surcharges' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/carriers/${carrierId}/surcharges$`));
  await page.getByRole('link', { name: 'Road toll', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/carriers/${carrierId}/surcharges/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Road toll' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to list' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/carriers/${carrierId}/surcharges$`));
});

test('without surcharges write, New surcharge and Edit are disabled', async ({ page }) => {
  const sales = await createSalesUser(page.request);
  await loginThroughApi(page, sales.email, sales.password);
  await page.goto('/surcharges');
  await expect(page.getByRole('button', { name: 'New surcharge' })).toBeDisabled();
  await page.getByRole('link', { name: 'Road toll', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Road toll' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
});
