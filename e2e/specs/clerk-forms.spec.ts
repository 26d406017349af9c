/**
 * Forms as a clerk expects: a double-click on Create makes one record on every create
 * form, a form asks before its unsaved edits are lost (and not after a save), and a record in use
 * is not deleted, the refusal naming what uses it; a surcharge or a partner is archived and restored instead.
 */
import type { Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

/** A tag that makes this run's records unique: the demo carrier holds others. */
function uniqueTag(): string {
  return `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
}

/** How many records of `resource` the carrier has (its list's count, or the length of a plain list). */
async function countOf(page: Page, resource: string): Promise<number> {
  const response = await page.request.get(`/fe/${resource}?page=1`);
  expect(response.status(), `GET /fe/${resource}`).toBe(200);
  const body = (await response.json()) as { count?: number } | unknown[];
  return Array.isArray(body) ? body.length : Number(body.count);
}

/** A create form: its path and what a clerk fills in before Create. */
interface CreateForm {
  resource: string;
  fill: (page: Page, tag: string) => Promise<void>;
}

const CREATE_FORMS: CreateForm[] = [
  {
    resource: 'areas',
    fill: async (page, tag) => {
      await page.getByLabel('Postcode from').fill('91000');
      await page.getByLabel('Postcode to').fill('91999');
      await page.getByLabel('Name').fill(`Area ${tag}`);
    },
  },
  { resource: 'zones', fill: async (page, tag) => void (await page.getByLabel('Zone name').fill(`Zone ${tag}`)) },
  {
    resource: 'transits',
    fill: async (page, tag) => {
      await page.getByLabel('Name').fill(`Transit ${tag}`);
      await page.getByLabel('Transit time (days)').fill('3');
    },
  },
  { resource: 'conditions', fill: async (page) => void (await page.getByLabel('Applied after').fill('2')) },
  {
    resource: 'services',
    fill: async (page, tag) => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Service ${tag}`);
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(tag.slice(-8).toUpperCase());
    },
  },
  {
    resource: 'customers',
    fill: async (page, tag) => void (await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Partner ${tag}`)),
  },
  {
    resource: 'roles',
    fill: async (page, tag) => void (await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Role ${tag}`)),
  },
  {
    resource: 'users',
    fill: async (page, tag) => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`User ${tag}`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${tag}@example.com`);
      await page.getByRole('textbox', { name: 'Role', exact: true }).click();
      await page.getByRole('option').first().click();
    },
  },
  {
    resource: 'surcharges',
    fill: async (page, tag) => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Surcharge ${tag}`);
      await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('5');
    },
  },
];

// One test per form, so each has its own time budget on a loaded machine.
for (const form of CREATE_FORMS) {
  test(`a double-click on Create makes one record: ${form.resource}`, async ({ page }) => {
    await signIn(page);
    const tag = uniqueTag();
    const before = await countOf(page, form.resource);
    await page.goto(`/${form.resource}/new`);
    await form.fill(page, tag);
    await page.getByRole('button', { name: 'Create' }).dblclick();
    await expect(page).toHaveURL(new RegExp(`/${form.resource}/\\d+$`));
    // A second request would have been sent with the second click: give it the time to land.
    await page.waitForTimeout(800);
    expect(await countOf(page, form.resource)).toBe(before + 1);
  });
}

test('a form asks before its unsaved edits are lost, and not after a save', async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });

  // A new transit time: Cancel with a name typed in asks; Stay keeps the edit; Create then leaves freely.
  await page.goto('/transits/new');
  await page.getByLabel('Name').fill(`Transit ${tag}`);
  await page.getByLabel('Transit time (days)').fill('2');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('The transit has changes that are not saved');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/transits\/new$/);
  await expect(page.getByLabel('Name')).toHaveValue(`Transit ${tag}`);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/transits\/\d+$/);
  await expect(leave).toBeHidden();
  const transitPath = new URL(page.url()).pathname;

  // Its edit page: nothing changed, nothing asked; a change asks, and Leave goes.
  await page.goto(`${transitPath}/edit`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/transits(\?.*)?$/);
  await expect(leave).toBeHidden();
  await page.goto(`${transitPath}/edit`);
  await page.getByLabel('Transit time (days)').fill('5');
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/services(\?.*)?$/);

  // A partner: an edit asks; after Update the page leaves without asking.
  await page.goto('/customers/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Partner ${tag}`);
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services(\?.*)?$/);
  await expect(leave).toBeHidden();

  // A zone's edit: renamed, then Update: no question on the way to its page.
  await page.goto('/zones/new');
  await page.getByLabel('Zone name').fill(`Zone ${tag}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('The zone has changes that are not saved');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/zones\/\d+$/);
  await expect(leave).toBeHidden();
});

test('a transit time in use is not deleted, the refusal naming the pricelists; an unused one is', async ({ page }) => {
  await signIn(page);
  const transits = (await (await page.request.get('/fe/transits?page=1')).json()) as {
    items: { id: number; name: string; traffic_count: number }[];
  };
  const used = transits.items.find((t) => t.traffic_count > 0);
  expect(used, 'a demo transit time that a pricelist uses').toBeTruthy();

  await page.goto(`/transits/${used!.id}`);
  await page.getByRole('link', { name: 'Delete transit time' }).click();
  await expect(page).toHaveURL(new RegExp(`/transits/${used!.id}/destroy$`));
  await page.getByRole('button', { name: 'Delete transit time' }).click();
  await expect(page.getByRole('alert', { name: 'There were some issues:' })).toContainText(
    /Used by \d+ pricelists? \(.+\), so it cannot be deleted/,
  );
  expect((await page.request.get(`/fe/transits/${used!.id}`)).status()).toBe(200);

  // An unused one goes, with its name in the toast.
  const tag = uniqueTag();
  const created = await page.request.post('/fe/transits', {
    data: { name: `Spare ${tag}`, transit_time: 4 },
    headers: { Origin: BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/transits/${id}`);
  await page.getByRole('link', { name: 'Delete transit time' }).click();
  await page.getByRole('button', { name: 'Delete transit time' }).click();
  await expect(page).toHaveURL(/\/transits(\?.*)?$/);
  await expect(page.getByText(`Transit Spare ${tag} deleted`)).toBeVisible();
  expect((await page.request.get(`/fe/transits/${id}`)).status()).toBe(404);
});

test('a zone and a condition in use are not deleted, the refusal in words; unused ones are', async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const headers = { Origin: BASE_URL };
  const zone = (await (await page.request.post('/fe/zones', { data: { name: `Zone ${tag}`, areas: [] }, headers })).json()) as {
    id: number;
  };
  const condition = (await (await page.request.post('/fe/conditions', { data: { type: 'adr', presence: true }, headers })).json()) as {
    id: number;
  };
  const surcharge = await page.request.post('/fe/surcharges', {
    data: {
      name: `Toll ${tag}`,
      type: 'constant',
      amount: 5,
      blocks: [condition.id],
      zone_conditions: [{ zone_from: zone.id, zone_to: null, amount: 10, minimum_amount: null, maximum_amount: null }],
    },
    headers,
  });
  expect(surcharge.status(), await surcharge.text()).toBe(201);
  const surchargeId = ((await surcharge.json()) as { id: number }).id;

  for (const [path, label] of [
    [`/zones/${zone.id}`, 'Delete zone'],
    [`/conditions/${condition.id}`, 'Delete condition'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('link', { name: label }).click();
    await page.getByRole('button', { name: label }).click();
    await expect(page.getByRole('alert', { name: 'There were some issues:' })).toContainText(
      `Used by 1 surcharge ("Toll ${tag}"), so it cannot be deleted`,
    );
  }

  // Once the surcharge no longer uses them, both go.
  const saved = (await (await page.request.get(`/fe/surcharges/${surchargeId}`)).json()) as Record<string, unknown>;
  const cleared = await page.request.put(`/fe/surcharges/${surchargeId}`, { data: { ...saved, blocks: [], zone_conditions: [] }, headers });
  expect(cleared.status(), await cleared.text()).toBe(200);
  for (const [path, label, list] of [
    [`/zones/${zone.id}`, 'Delete zone', /\/zones(\?.*)?$/],
    [`/conditions/${condition.id}`, 'Delete condition', /\/conditions(\?.*)?$/],
  ] as const) {
    await page.goto(path);
    await page.getByRole('link', { name: label }).click();
    await page.getByRole('button', { name: label }).click();
    await expect(page).toHaveURL(list);
  }
  expect((await page.request.get(`/fe/zones/${zone.id}`)).status()).toBe(404);
  expect((await page.request.get(`/fe/conditions/${condition.id}`)).status()).toBe(404);
});

test('a service a pricelist names is not deleted, the refusal naming it; an unused one is', async ({ page }) => {
  await signIn(page);
  const services = (await (await page.request.get('/fe/services?page=1')).json()) as { items: { id: number; pricelist_count: number }[] };
  const used = services.items.find((s) => s.pricelist_count > 0);
  expect(used, 'a demo service with pricelists').toBeTruthy();
  await page.goto(`/services/${used!.id}`);
  await page.getByRole('link', { name: 'Delete service' }).click();
  await page.getByRole('button', { name: 'Delete service' }).click();
  await expect(page.getByRole('alert', { name: 'There were some issues:' })).toContainText(
    /Used by \d+ pricelists? \(.+, so it cannot be deleted/,
  );

  const tag = uniqueTag();
  const created = await page.request.post('/fe/services', {
    data: { name: `Spare ${tag}`, code: tag.slice(-8).toUpperCase(), cargoson_id: null, blocks: [] },
    headers: { Origin: BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/services/${id}`);
  await page.getByRole('link', { name: 'Delete service' }).click();
  await page.getByRole('button', { name: 'Delete service' }).click();
  await expect(page).toHaveURL(/\/services(\?.*)?$/);
  await expect(page.getByText(`Service Spare ${tag} deleted`)).toBeVisible();
});

test('a surcharge is archived after a question, listed only under Show archived, and restored from its page', async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const name = `Toll ${tag}`;
  const created = await page.request.post('/fe/surcharges', {
    data: { name, type: 'constant', amount: 7.5 },
    headers: { Origin: BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/surcharges/${id}`);
  await page.getByRole('link', { name: 'Archive' }).click();
  await expect(page).toHaveURL(new RegExp(`/surcharges/${id}/archive$`));
  await expect(page.getByText(`Archive the surcharge ${name}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/surcharges(\?.*)?$/);
  await expect(page.getByText(`Surcharge ${name} archived`)).toBeVisible();

  // Gone from the list; "Show archived" lists it.
  await page.getByLabel('Search by name').fill(tag);
  await expect(page.getByText('No surcharges')).toBeVisible();
  // The box follows the address: ticked once the archived ones are loaded.
  await page.getByLabel('Show archived').click();
  await expect(page).toHaveURL(/archived=true/);
  await expect(page.getByLabel('Show archived')).toBeChecked();
  await page.getByRole('link', { name }).click();

  await expect(page).toHaveURL(new RegExp(`/surcharges/${id}$`));
  await expect(page.getByTitle(/^Archived on /)).toHaveText('Archived');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Surcharge ${name} restored`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Archive' })).toBeVisible();
  const restored = (await (await page.request.get(`/fe/surcharges/${id}`)).json()) as { archived_at: string | null };
  expect(restored.archived_at).toBeNull();
});

test('a partner is archived after a question, its token refused, and restored from its page', async ({ page, request }) => {
  await signIn(page);
  const tag = uniqueTag();
  const name = `Acme ${tag}`;
  const created = await page.request.post('/fe/customers', {
    data: { name, country: 'EE', general_hidden: false },
    headers: { Origin: BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const { token } = (await (await page.request.get(`/fe/customers/${id}`)).json()) as { token: string };
  // Without the clerk's session: the token alone (a partner's system).
  const withToken = () => request.get(`${BASE_URL}/api/v1/quotes/1`, { headers: { Authorization: `Bearer ${token}` } });

  await page.goto(`/customers/${id}`);
  await page.getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByText(`Archive the partner ${name}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/customers(\?.*)?$/);
  await expect(page.getByText(`Partner ${name} archived`)).toBeVisible();
  expect((await withToken()).status()).toBe(401);

  await page.getByLabel('Show archived').click();
  await expect(page.getByLabel('Show archived')).toBeChecked();
  await page.getByLabel('Search by name').fill(tag);
  // The search reloads the list: click its row once the list shows the search's result alone.
  await expect(page).toHaveURL(new RegExp(`customer=${tag}`));
  await expect(page.getByRole('link', { name: /^Acme / })).toHaveCount(1);
  await page.getByRole('link', { name }).click();
  await expect(page.getByTitle(/^Archived on /)).toHaveText('Archived');
  // The page says what archived means, and offers no token to copy nor "Available" general prices.
  await expect(page.getByText('Its API token is refused, its people cannot sign in')).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset API token' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Partner ${name} restored`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Archive' })).toBeVisible();
  expect((await withToken()).status()).not.toBe(401);
});
