import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

/** A tag that makes this run's records unique: the demo carrier may hold others. */
function uniqueTag(): string {
  return `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Pastes text into a field the way a browser does (a paste event carrying the clipboard text). */
async function paste(field: Locator, text: string) {
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
}

test('areas pasted into the mass upload become a zone whose area badges show a tooltip', async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const names = [`${tag} North`, `${tag} South`, `${tag} Riga`] as const;

  // Mass upload: four columns, a row without a name, and a malformed row that is skipped.
  await page.goto('/areas');
  await page.getByRole('link', { name: 'Mass upload' }).click();
  await expect(page).toHaveURL(/\/areas\/mass$/);
  const rows = [
    `EE\t10001\t10999\t${names[0]}`,
    `EE\t50001\t50999\t${names[1]}`,
    `LV\tLV-1001\tLV-1099\t${names[2]}`,
    `EE\t60100\t60199`,
    `not a row`,
  ].join('\n');
  await page.getByLabel('Rows from a spreadsheet').fill(rows);

  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(5); // the header and four rows
  await expect(preview.getByRole('cell', { name: names[0], exact: true })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'LV1001', exact: true })).toBeVisible(); // normalised
  await expect(preview.getByRole('cell', { name: 'EE601-601', exact: true })).toBeVisible(); // generated name
  await expect(page.getByText('Skipped 1 row')).toBeVisible();
  await expect(page.locator('code', { hasText: 'not a row' })).toBeVisible();

  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/areas(\?.*)?$/);
  await expect(page.getByText(/^\d+ areas saved$/)).toBeVisible();

  // The list finds them by name (the search waits for 2+ characters and a pause).
  await page.getByLabel('Search by name').fill(tag);
  await expect(page).toHaveURL(new RegExp(`name=${tag}`));
  for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // A zone from them. The picker searches on the server as the clerk types: type, then pick.
  const zoneName = `Zone ${tag}`;
  await page.goto('/zones/new');
  await page.getByLabel('Zone name').fill(zoneName);
  const picker = page.getByRole('textbox', { name: 'Areas' });
  await picker.click();
  const searched = page.waitForRequest((request) => /\/fe\/areas\/form\?q=.*ri/i.test(decodeURIComponent(request.url())));
  await picker.pressSequentially(`${tag} ri`);
  await searched;
  const option = page.getByRole('option', { name: new RegExp(names[2]) });
  await expect(option).toContainText('LV LV1001 - LV1099');
  await expect(page.getByRole('option')).toHaveCount(1);
  await option.click();
  await expect(picker).toHaveValue('');
  // Then paste the names (one chosen already, one twice, one unknown): the server resolves them.
  await paste(picker, [...names, names[0], `${tag} nowhere`].join('\n'));
  await expect(page.getByText(`Not found: ${tag} nowhere`)).toBeVisible();
  await picker.press('Escape');
  const form = page.locator('form');
  for (const name of names) await expect(form.getByText(name, { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/zones\/\d+$/);
  await expect(page.getByText(`Zone ${zoneName} created`)).toBeVisible();
  await expect(page.getByRole('heading', { name: zoneName })).toBeVisible();
  await expect(page.getByText('No pricelists use this zone')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a postcode area' })).toHaveAttribute('href', '/areas/new');

  // The tooltip loads the area when it opens: 'Loading...' first, then name, country and range.
  await page.route(/\/fe\/areas\/\d+$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByText(names[0], { exact: true }).hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Loading...');
  await expect(tooltip).toContainText(names[0]);
  await expect(tooltip).toContainText('Estonia');
  await expect(tooltip).toContainText('10001 - 10999');

  // The zone list shows it with its countries.
  await page.goto(`/zones?name=${encodeURIComponent(tag)}`);
  const row = page.getByRole('row', { name: new RegExp(zoneName) });
  await expect(row).toContainText('EE, LV');
});

test('a pasted row with a problem is marked and not uploaded', async ({ page }) => {
  await signIn(page);
  await page.goto('/areas/mass');
  await page.getByLabel('Rows from a spreadsheet').fill(`EE\t20001\t20999\tfine ${uniqueTag()}\nEE\t30999\t30001\tbackwards`);
  const problem = page.getByRole('row', { name: /backwards/ });
  await expect(problem).toContainText('Postcode to');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Check the form for errors')).toBeVisible();
  await expect(page).toHaveURL(/\/areas\/mass$/);
});

test('the zone form asks for areas first when there are none', async ({ page }) => {
  await signIn(page);
  await page.route(/\/fe\/areas\/form(\?|$)/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto('/zones/new');
  await expect(page.getByText('You cannot create a zone yet. To get started, you must define some areas.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an area' })).toHaveAttribute('href', '/areas/new');
});

test('a partner token is reset in the browser and the new one is shown', async ({ page, context }) => {
  await signIn(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Partner ${uniqueTag()}`;

  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
  await page.getByRole('link', { name: 'New partner' }).click();
  // The list's own name search must not take the typing: wait for the form.
  await expect(page.getByRole('heading', { name: 'New partner' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();

  // The token is plain text in the read view (no input that looks editable).
  const token = page.getByRole('group', { name: 'API token' }).locator('[data-token]');
  await expect(token).not.toHaveText('');
  const before = (await token.textContent()) ?? '';

  // Two copy actions on the page, each saying what it copies.
  await expect(page.getByRole('link', { name: 'Copy partner' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(before);
  await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible({ timeout: 3000 });

  await page.getByRole('button', { name: 'Reset API token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the partner token' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset token' }).click();
  await expect(token).not.toHaveText(before);
  const after = (await token.textContent()) ?? '';
  expect(after).not.toBe('');
  // Seeds: after a reset the new token is copied and the copy confirmation shows for 1 second.
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(after);
  await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible({ timeout: 2500 });

  // The page shows what the server holds: a reload shows the same new token.
  await page.reload();
  await expect(page.getByRole('group', { name: 'API token' }).locator('[data-token]')).toHaveText(after);
});
