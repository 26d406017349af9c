import type { Locator, Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, paste, test } from '../fixtures';

const origin = { Origin: BASE_URL };

/** The confirmation a save that takes over another live pricelist's lanes asks for. */
const TAKEOVER_DIALOG = 'This save replaces a live pricelist';

/** The fi-FI display of a price (at least 2 decimals): 1234.5 -> '1 234,50'. */
function shown(value: number): string {
  return new Intl.NumberFormat('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value);
}

/**
 * Every price of a grid as [row][col] from the rendered cells' data-value, scrolling the
 * virtualised grid so that each part gets rendered.
 */
async function readPrices(grid: Locator, rows: number, cols: number): Promise<(string | null)[][]> {
  const values: (string | null)[][] = Array.from({ length: rows }, () => new Array<string | null>(cols).fill(null));
  for (const x of [0, 1, 2, 3]) {
    for (const y of [0, 1, 2, 3]) {
      const cells = await grid.evaluate(
        (element, [fx, fy]: [number, number]) => {
          element.scrollLeft = (element.scrollWidth - element.clientWidth) * fx;
          element.scrollTop = (element.scrollHeight - element.clientHeight) * fy;
          return new Promise<[number, number, string][]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  Array.from(element.querySelectorAll<HTMLElement>('[data-col]')).map((cell): [number, number, string] => [
                    Number(cell.dataset.row),
                    Number(cell.dataset.col),
                    cell.dataset.value ?? '',
                  ]),
                ),
              ),
            ),
          );
        },
        [x / 3, y / 3] as [number, number],
      );
      for (const [r, c, v] of cells) if (r < rows && c < cols) values[r]![c] = v;
    }
  }
  return values;
}

/** Puts text on the system clipboard and presses Ctrl+V, as a clerk does. */
async function pasteWithKeyboard(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.evaluate((data) => navigator.clipboard.writeText(data), text);
  await page.keyboard.press('ControlOrMeta+V');
}

async function zoneNames(page: Page): Promise<string[]> {
  const zones: { name: string }[] = await (await page.request.get('/fe/zones/form')).json();
  return zones.map((z) => z.name);
}

async function pickService(page: Page, name: string) {
  await page.getByLabel('Service').click();
  await page.getByRole('option', { name }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test('a 20 x 10 block pasted from a spreadsheet is saved and shows the same numbers after a reload', async ({ page }) => {
  const zones = await zoneNames(page);
  const pairs = zones.flatMap((from) => zones.map((to) => [from, to])).slice(0, 20);
  expect(pairs).toHaveLength(20);
  // Prices as a Finnish spreadsheet copies them: decimal commas, spaces between thousands.
  const prices = pairs.map((_, r) => Array.from({ length: 10 }, (_, c) => 1000 * (r % 3) + r * 10 + c + (c % 4) * 0.25 + 0.5));
  const block = prices.map((row) =>
    row
      .map((p) =>
        p
          .toFixed(2)
          .replace('.', ',')
          .replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
      )
      .join('\t'),
  );
  const quantities = [100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000];
  const name = `Pasted ${Date.now()}`;

  await page.goto('/pricelists/new');
  await page.getByLabel('Name').fill(name);
  await pickService(page, 'Groupage');
  const grid = page.getByRole('grid', { name: 'Fare group 1' });

  await paste(page.getByLabel('Quantity 1'), `${quantities.join('\t')}\r\n`);
  await grid.locator('[data-row="0"][data-field="zone_from"]').click();
  await paste(grid, `${pairs.map((p) => p.join('\t')).join('\r\n')}\r\n`);
  await grid.locator('[data-row="0"][data-col="0"]').click();
  await paste(grid, `${block.join('\r\n')}\r\n`);

  await expect(page.getByText('20 zone rows × 10 quantities')).toBeVisible();
  await expect(grid.locator('[data-row="0"][data-col="0"]')).toHaveText(shown(prices[0]![0]!));
  await expect(grid.locator('[data-row="2"][data-col="1"]')).toHaveText(shown(prices[2]![1]!));
  await expect(grid.locator('[aria-invalid="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create' }).click();
  // A general Groupage pricelist from today replaces the demo's live one: the save asks first.
  await page.getByRole('dialog', { name: TAKEOVER_DIALOG }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/pricelists\/\d+$/);
  await expect(page.getByText(/^Pricelist .+ created$/)).toBeVisible();
  const id = page.url().split('/').pop();

  await page.reload();
  const view = page.getByRole('grid', { name: 'Fare group 1' });
  await expect(view.locator('[data-row="0"][data-col="0"]')).toHaveText(shown(prices[0]![0]!));
  const expected = prices.map((row) => row.map((p) => String(Number(p.toFixed(2)))));
  expect(await readPrices(view, 20, 10)).toEqual(expected);
  await expect(view.locator('[data-row="19"][data-field="zone_to"]')).toHaveText(pairs[19]![1]!);

  // The server stored exactly those numbers and quantities.
  const record = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect(record.fare_groups[0].quantities.map((q: { quantity: number }) => q.quantity)).toEqual(quantities);
  expect(record.fare_groups[0].zones.map((z: { prices: number[] }) => z.prices)).toEqual(
    prices.map((row) => row.map((p) => Number(p.toFixed(2)))),
  );
});

test('the same FROM - TO zone pair twice in a fare group is shown as an error and not saved', async ({ page }) => {
  await page.goto('/pricelists/new');
  await pickService(page, 'Groupage');
  const grid = page.getByRole('grid', { name: 'Fare group 1' });
  await page.getByLabel('Quantity 1').fill('100');

  // Typed like a spreadsheet: typing replaces the cell, Tab moves right, Enter moves down.
  await grid.locator('[data-row="0"][data-field="zone_from"]').click();
  await page.keyboard.type('Tallinn');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tartu');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add zone row' }).click();
  await grid.locator('[data-row="1"][data-field="zone_from"]').click();
  await pasteWithKeyboard(page, 'Tallinn\tTartu\r\n');
  await grid.locator('[data-row="0"][data-col="0"]').click();
  await paste(grid, '25\n30');

  await expect(page.getByText('Row 2: Duplicate FROM - TO zones (same as row 1)')).toBeVisible();
  const second = grid.locator('[data-row="1"][data-field="zone_to"]');
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toHaveAttribute('title', /Duplicate FROM - TO zones/);
  await expect(grid.locator('[data-row="0"][data-field="zone_to"]')).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Check the form for errors')).toBeVisible();
  await expect(page).toHaveURL(/\/pricelists\/new$/);

  // Changing the second route clears the error.
  await second.click();
  await page.keyboard.type('Riga');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Duplicate FROM - TO zones/)).toHaveCount(0);
  await expect(second).toHaveText('Riga');

  // The server says the same for a body that skips the form.
  const body = {
    service_id: 1,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    fare_groups: [
      { quantities: [{ quantity: 100, unit: 'per_shipment' }], zones: [1, 2].map(() => ({ zone_from: 1, zone_to: 2, prices: [1] })) },
    ],
  };
  const refused = await page.request.post('/fe/pricelists', { data: body, headers: origin });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors['fare_groups.0.zones.1.zone_to']).toBe('Duplicate FROM - TO zones');
});

test('a server error on a price cell is shown on that cell and scrolled into view', async ({ page }) => {
  const zones: { id: number; name: string }[] = await (await page.request.get('/fe/zones/form')).json();
  const rows = zones.flatMap((from) => zones.map((to) => ({ zone_from: from.id, zone_to: to.id, prices: [10, 20, 30] })));
  const created = await page.request.post('/fe/pricelists', {
    data: {
      name: `Errors ${Date.now()}`,
      service_id: 1,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      fare_groups: [{ quantities: [100, 200, 300].map((quantity) => ({ quantity, unit: 'per_shipment' })), zones: rows }],
    },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.route(`**/fe/pricelists/${id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'fare_groups.0.zones.60.prices.2 must be a number',
            errors: { 'fare_groups.0.zones.60.prices.2': 'must be a number' },
          }),
        })
      : route.continue(),
  );
  await page.goto(`/pricelists/${id}/edit`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('There were some issues:')).toBeVisible();
  const cell = page.getByRole('grid', { name: 'Fare group 1' }).locator('[data-row="60"][data-col="2"]');
  await expect(cell).toBeInViewport();
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  await expect(cell).toHaveAttribute('title', 'Must be a number');
});

test('a selected block of prices is adjusted by a percent, to 2 decimals', async ({ page }) => {
  const prices = [
    [10, 20, 30, 40],
    [11.11, 22.22, 33.33, 44.44],
    [12.5, 25, 37.5, 50],
    [99.99, 100, 0.05, 7],
  ];
  const created = await page.request.post('/fe/pricelists', {
    data: {
      name: `Adjust ${Date.now()}`,
      service_id: 1,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      fare_groups: [
        {
          quantities: [100, 200, 300, 400].map((quantity) => ({ quantity, unit: 'per_shipment' })),
          zones: prices.map((row, r) => ({ zone_from: 1, zone_to: r + 2, prices: row })),
        },
      ],
    },
    headers: origin,
  });
  const { id } = await created.json();
  await page.goto(`/pricelists/${id}/edit`);
  const grid = page.getByRole('grid', { name: 'Fare group 1' });

  // Rows 1-3, quantities 1-2 with Shift+click; then one more column with Shift+ArrowRight.
  await grid.locator('[data-row="1"][data-col="1"]').click();
  await grid.locator('[data-row="3"][data-col="1"]').click({ modifiers: ['Shift'] });
  await page.keyboard.press('Shift+ArrowRight');
  await expect(grid.locator('[aria-selected="true"][data-col]')).toHaveCount(6);

  await page.getByLabel('Percent').fill('10');
  await page.getByRole('button', { name: 'Adjust prices' }).click();
  const adjusted = prices.map((row, r) => row.map((p, c) => (r >= 1 && r <= 3 && c >= 1 && c <= 2 ? Math.round(p * 110) / 100 : p)));
  // 22.22 x 1.1 = 24.442 -> 24.44; 33.33 -> 36.663 -> 36.66; 0.05 -> 0.055 -> 0.06 (half away from zero)
  expect(adjusted[1]).toEqual([11.11, 24.44, 36.66, 44.44]);
  expect(adjusted[3]).toEqual([99.99, 110, 0.06, 7]);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      await expect(grid.locator(`[data-row="${r}"][data-col="${c}"]`)).toHaveAttribute('data-value', String(adjusted[r]![c]));
    }
  }

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}$`));
  const record = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect(record.fare_groups[0].zones.map((z: { prices: number[] }) => z.prices)).toEqual(adjusted);
  await expect(page.getByRole('grid', { name: 'Fare group 1' }).locator('[data-row="3"][data-col="2"]')).toHaveText('0,06');
});

test('the list filters by partner, remembers its filters, and the archive leaves the list', async ({ page }) => {
  const name = `Archive me ${Date.now()}`;
  const created = await page.request.post('/fe/pricelists', {
    data: {
      name,
      service_id: 2,
      comment: 'to be archived',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      fare_groups: [{ quantities: [{ quantity: 100, unit: 'per_shipment' }], zones: [{ zone_from: 1, zone_to: 2, prices: [5] }] }],
    },
    headers: origin,
  });
  const { id } = await created.json();

  await page.goto('/pricelists?customer=general&service=2');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.goto('/pricelists?customer=999999');
  await expect(page.getByText('No pricelists')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
  // Leaving and coming back within the app keeps the filters (the memory lives in the page).
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'Pricelist types' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the pricelists' }).click();
  await expect(page).toHaveURL(/customer=999999/);
  await expect(page.getByText('No pricelists')).toBeVisible();

  await page.goto(`/pricelists/${id}`);
  await expect(page.getByRole('table', { name: 'Change log' }).getByText('Created')).toBeVisible();
  await page.getByRole('link', { name: 'Archive' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}/destroy$`));
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/pricelists(\?|$)/);
  await expect(page.getByText(/^Pricelist .+ archived$/)).toBeVisible();
  expect((await page.request.get(`/fe/pricelists/${id}`)).status()).toBe(404);
});

test('a save over a newer version is refused with who and when, and Reload shows their version', async ({ page }) => {
  const name = `Concurrent ${Date.now()}`;
  const body = {
    name,
    service_id: 2,
    comment: 'loaded',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    fare_groups: [{ quantities: [{ quantity: 100, unit: 'per_shipment' }], zones: [{ zone_from: 1, zone_to: 2, prices: [5] }] }],
  };
  const { id } = await (await page.request.post('/fe/pricelists', { data: body, headers: origin })).json();
  await page.goto(`/pricelists/${id}/edit`);
  const comment = page.getByLabel('Comment');
  await expect(comment).toHaveValue('loaded');

  // A colleague saves while this page is open.
  const loaded = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  const theirs = await page.request.put(`/fe/pricelists/${id}`, { data: { ...loaded, comment: 'their change' }, headers: origin });
  expect(theirs.status()).toBe(200);

  await comment.fill('my change');
  await page.getByRole('button', { name: 'Update' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Someone saved this in the meantime' });
  await expect(banner).toContainText(`Changed by ${DEMO.name} at`);
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}/edit$`));
  expect((await (await page.request.get(`/fe/pricelists/${id}`)).json()).comment).toBe('their change');

  await banner.getByRole('button', { name: 'Reload their version' }).click();
  await expect(comment).toHaveValue('their change');
  await expect(banner).toBeHidden();
  await comment.fill('my change, on theirs');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}$`));
  expect((await (await page.request.get(`/fe/pricelists/${id}`)).json()).comment).toBe('my change, on theirs');
});

/** A live general pricelist of service 2 with two lanes, in a year no other test uses (so it competes with its copies only). */
async function livePricelist(page: Page, name: string) {
  const base = {
    name,
    service_id: 2,
    status: 'completed',
    valid_from: '2031-01-01',
    valid_to: '2031-12-31',
    fare_groups: [
      {
        quantities: [{ quantity: 100, unit: 'per_shipment' }],
        zones: [
          { zone_from: 1, zone_to: 2, prices: [5] },
          { zone_from: 2, zone_to: 1, prices: [6] },
        ],
      },
    ],
  };
  const created = await page.request.post('/fe/pricelists', { data: base, headers: origin });
  expect(created.status()).toBe(201);
  return { base, id: ((await created.json()) as { id: number }).id };
}

test('a copy starts Disabled and named "Copy of ...", and saves without a question', async ({ page }) => {
  const name = `Live ${Date.now()}`;
  const { id: baseId } = await livePricelist(page, name);

  await page.goto(`/pricelists/${baseId}`);
  await page.getByRole('link', { name: 'Copy' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/new\\?base=${baseId}$`));
  await expect(page.getByLabel('Name')).toHaveValue(`Copy of ${name}`);
  await expect(page.getByLabel('Active')).not.toBeChecked();
  await expect(page.getByLabel('Status')).toHaveValue('Prepared');
  await page.getByRole('button', { name: 'Create' }).click();
  // Disabled, it takes nothing over: saved at once.
  await expect(page).toHaveURL(/\/pricelists\/\d+$/);
  await expect(page.getByRole('dialog', { name: TAKEOVER_DIALOG })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Copy of ${name}` })).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  const copyId = page.url().split('/').pop();
  expect(await (await page.request.get(`/fe/pricelists/${copyId}`)).json()).toMatchObject({ name: `Copy of ${name}`, active: false });
});

test("a save that takes over a live pricelist's lanes asks first, naming it; Cancel keeps editing, Confirm saves", async ({ page }) => {
  const name = `Live ${Date.now()}`;
  const { base, id: baseId } = await livePricelist(page, name);
  const copy = await page.request.post('/fe/pricelists', { data: { ...base, name: `Copy of ${name}`, active: false }, headers: origin });
  const { id: copyId } = (await copy.json()) as { id: number };

  // Turned on with the base's validity, the higher id takes the base's lanes.
  await page.goto(`/pricelists/${copyId}/edit`);
  await page.getByLabel('Active').check();
  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog', { name: TAKEOVER_DIALOG });
  await expect(dialog.getByRole('link', { name: `${name} (#${baseId})` })).toBeVisible();
  await expect(dialog).toContainText('from 01.01.2031 to 31.12.2031: 2 lanes priced by this pricelist instead.');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${copyId}/edit$`));
  await expect(page.getByLabel('Active')).toBeChecked();
  expect((await (await page.request.get(`/fe/pricelists/${copyId}`)).json()).active).toBe(false);

  await page.getByRole('button', { name: 'Update' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${copyId}$`));
  expect((await (await page.request.get(`/fe/pricelists/${copyId}`)).json()).active).toBe(true);
});

test('a date typed as dd.mm.yyyy is saved as that date; what is no date stays with a reason; the calendar picks one', async ({ page }) => {
  const body = {
    name: `Dates ${Date.now()}`,
    service_id: 2,
    // Disabled: it takes over no live pricelist's lanes, so the save asks nothing.
    active: false,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    fare_groups: [{ quantities: [{ quantity: 100, unit: 'per_shipment' }], zones: [{ zone_from: 1, zone_to: 2, prices: [5] }] }],
  };
  const { id } = await (await page.request.post('/fe/pricelists', { data: body, headers: origin })).json();
  await page.goto(`/pricelists/${id}/edit`);
  const validTo = page.getByRole('textbox', { name: 'Valid to' });
  const validFrom = page.getByRole('textbox', { name: 'Valid from' });
  await expect(validTo).toHaveValue('2026-12-31');

  // Typed key by key as the app shows dates (it once became 3112-02-02).
  await validTo.fill('');
  await validTo.pressSequentially('31.12.2027');
  await expect(validTo).toHaveValue('2027-12-31');

  // A month 13 pasted stays as typed, with the reason, and the form is not saved.
  await validFrom.fill('2026-13-45');
  await expect(validFrom).toHaveValue('2026-13-45');
  await expect(page.getByText('2026-13-45 is not a date: there is no month 13')).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}/edit$`));

  // The calendar next to the field picks a day of the month shown.
  await validFrom.fill('2027-01-01');
  await page.getByRole('button', { name: 'Pick Valid from from a calendar' }).click();
  await page.getByRole('button', { name: '15 January 2027' }).click();
  await expect(validFrom).toHaveValue('2027-01-15');

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${id}$`));
  const saved = await (await page.request.get(`/fe/pricelists/${id}`)).json();
  expect([saved.valid_from, saved.valid_to]).toEqual(['2027-01-15', '2027-12-31']);
});
