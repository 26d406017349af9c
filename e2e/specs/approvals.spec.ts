/**
 * Changes a second person approves (issue 47): the demo Owner turns approvals on for pricelists; a
 * clerk (pricelists write, approvals none) edits a grid cell and saves, which is held as a proposed
 * change ("Waiting for approval"); the Owner sees the count, the diff and the revenue effect on the
 * Changes page and approves; the versions panel names the author and the approver. Under 'pricing'
 * the pricing setup waits too: a clerk's transit time edit, approved from its diff. Approvals are
 * turned off again at the end of each, whatever happens: the suite's other specs share the database.
 */
import type { Page } from '@playwright/test';
import { ADMIN, BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, PERMISSION_AREAS, test } from '../fixtures';

const origin = { Origin: BASE_URL };
/** Where the Changes list and a change's page are photographed, to be looked at after a run. */
const SHOTS = 'test-results/approvals';

/**
 * A clerk of the demo carrier: write on `area` (pricelists by default), nothing else (approvals
 * none); made by the Owner's role and the admin.
 */
async function createClerk(
  page: Page,
  carrierId: number,
  { area = 'pricelists', name = 'Paula Proposer' }: { area?: string; name?: string } = {},
): Promise<{ email: string; password: string; name: string }> {
  const levels = Object.fromEntries(PERMISSION_AREAS.map((a) => [a, a === area ? 'write' : 'none']));
  const role = await page.request.post('/fe/roles', {
    data: { name: `Clerk ${area} ${Date.now()}`, calculator: false, ...levels },
    headers: origin,
  });
  expect(role.status(), await role.text()).toBe(201);
  await loginThroughApi(page, ADMIN.email, ADMIN.password);
  const clerk = { email: `${area}-clerk-${Date.now()}@example.com`, password: 'clerk-pass-1', name };
  const created = await page.request.post(`/fe/admin/carriers/${carrierId}/user`, {
    data: { name: clerk.name, email: clerk.email, phone: '', role_id: (await role.json()).id, password: clerk.password },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  await loginThroughApi(page, DEMO.email, DEMO.password);
  return clerk;
}

/**
 * A new partner with a pricelist of its own (so no other spec's prices move): service 2, Tallinn ->
 * Tartu, 5 up to 200 and 8 up to 1,000 (a 150 kg pallet pays the second); the ids.
 */
async function partnerWithPricelist(page: Page, name: string): Promise<{ partnerId: number; pricelistId: number }> {
  const partner = await page.request.post('/fe/customers', { data: { name, country: 'EE', general_hidden: false }, headers: origin });
  expect(partner.status(), await partner.text()).toBe(201);
  const partnerId = ((await partner.json()) as { id: number }).id;
  const created = await page.request.post('/fe/pricelists', {
    data: {
      name: `${name} prices`,
      service_id: 2,
      customer_id: partnerId,
      active: true,
      valid_from: '2026-01-01',
      valid_to: '2030-12-31',
      fare_groups: [
        {
          quantities: [200, 1000].map((quantity) => ({ quantity, unit: 'per_shipment' })),
          zones: [{ zone_from: 1, zone_to: 2, prices: [5, 8] }],
        },
      ],
    },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  return { partnerId, pricelistId: ((await created.json()) as { id: number }).id };
}

/** One 150 kg request of the partner, Tallinn -> Tartu (zones 1 and 2), priced by its own pricelist (its second column, 8): a quote the backtest reprices. */
async function priceRequest(page: Page, partnerId: number, pricelistId: number) {
  const priced = await page.request.post('/api/v1/service_price', {
    data: {
      customer: partnerId,
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'EE', postcode: '51003' },
      shipments: [{ quantity: 1, type: 'eur_pallet', weight: 150 }],
    },
    headers: origin,
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const results: { pricelist: { id: number } | null; quote_id: string | null }[] = await priced.json();
  expect(
    results.some((r) => r.pricelist?.id === pricelistId && r.quote_id),
    JSON.stringify(results),
  ).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test("a clerk's grid edit waits for the Owner's approval, who sees its diff and revenue effect; the history names both", async ({
  page,
  newContext,
}) => {
  test.slow();
  const me = await (await page.request.get('/fe/user')).json();
  const name = `Approved ${Date.now()}`;
  const { partnerId, pricelistId } = await partnerWithPricelist(page, name);
  await priceRequest(page, partnerId, pricelistId);
  const clerk = await createClerk(page, me.carrier_id);

  try {
    // The Owner turns approvals on for pricelists in the settings.
    await page.goto('/settings/rate-card');
    const section = page.locator('#approvals');
    await section.getByRole('textbox', { name: 'Approvals' }).click();
    await page.getByRole('option', { name: /^Pricelists: a second person approves/ }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Approvals saved')).toBeVisible();
    expect((await (await page.request.get('/fe/carrier_settings')).json()).approvals).toBe('pricelists');

    // The clerk raises a cell by 10 % and saves: held for approval, the record says it waits.
    const context = await newContext({
      baseURL: BASE_URL,
      timezoneId: 'Europe/Tallinn',
      locale: 'en-GB',
      viewport: { width: 1400, height: 1000 },
    });
    const clerkPage = await context.newPage();
    await loginThroughApi(clerkPage, clerk.email, clerk.password);
    await clerkPage.goto(`/pricelists/${pricelistId}/edit`);
    const grid = clerkPage.getByRole('grid', { name: 'Fare group 1' });
    await grid.locator('[data-row="0"][data-col="1"]').click();
    await clerkPage.getByLabel('Percent').fill('10');
    await clerkPage.getByRole('button', { name: 'Adjust prices' }).click();
    await expect(grid.locator('[data-row="0"][data-col="1"]')).toHaveAttribute('data-value', '8.8');
    await clerkPage.getByRole('button', { name: 'Update' }).click();
    await expect(clerkPage.getByText('Saved for approval: nothing prices differently until a second person approves it')).toBeVisible();
    await expect(clerkPage).toHaveURL(new RegExp(`/pricelists/${pricelistId}$`));
    const waiting = clerkPage.getByRole('status').filter({ hasText: 'Waiting for approval' });
    await expect(waiting).toContainText(`${clerk.name} proposed a change on`);
    // Nothing prices differently yet.
    const live = await (await page.request.get(`/fe/pricelists/${pricelistId}`)).json();
    expect(live.fare_groups[0].zones[0].prices).toEqual([5, 8]);

    // The Owner: the count in the top bar, the change in the list, its diff and revenue effect.
    await page.goto('/pricelists');
    const changesLink = page.getByRole('banner').getByRole('link', { name: /^Changes: \d+ changes? waits? for a decision$/ });
    await expect(page.getByRole('banner').getByTestId('pending-changes')).toContainText(/\d+/);
    await changesLink.click();
    await expect(page.getByRole('heading', { name: 'Changes', level: 1 })).toBeVisible();
    const row = page.getByRole('table', { name: 'Changes' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(clerk.name);
    await expect(row).toContainText('edited');
    await page.screenshot({ path: `${SHOTS}/changes-list.png` });
    await row.getByRole('link').click();

    await expect(page.getByRole('heading', { name: `Pricelist ${name} prices`, level: 1 })).toBeVisible();
    await expect(page.getByText('Based on version 1')).toBeVisible();
    const diff = page.getByRole('table', { name: 'What the change does to the record as it is now' });
    await expect(diff.getByRole('row')).toHaveCount(2);
    await expect(diff.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('8');
    await expect(diff.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('8,8');
    const revenue = page.getByRole('region', { name: 'Revenue effect on the last 30 days' });
    await expect(revenue.getByTestId('revenue-effect')).toHaveText(/^1 request: 8,00\s€ → 8,80\s€ \(\+10\s%\)$/);
    // Its lanes, as the versions panel shows a backtest: the one lane of the request, 1 request, 8,00 € → 8,80 €.
    const lanes = revenue.getByRole('table', { name: 'Lanes with the largest change' });
    await expect(lanes.getByRole('row')).toHaveCount(2);
    await expect(lanes.getByRole('row').nth(1)).toHaveText(/^.+ → .+18,00\s€8,80\s€\+10\s%$/);
    await page.screenshot({ path: `${SHOTS}/change-page.png`, fullPage: true });

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved: version 2 is live')).toBeVisible();
    await expect(page.getByText('Approved by Demo User')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    const approved = await (await page.request.get(`/fe/pricelists/${pricelistId}`)).json();
    expect(approved.fare_groups[0].zones[0].prices).toEqual([5, 8.8]);

    // The history: the clerk's version, approved by the Owner.
    await page.goto(`/pricelists/${pricelistId}`);
    await page.getByRole('tab', { name: 'Versions' }).click();
    const versions = page.getByRole('table', { name: 'Version list' });
    await expect(versions.getByRole('row').nth(1)).toContainText(clerk.name);
    await expect(versions.getByRole('row').nth(1)).toContainText(`approved by ${DEMO.name}`);
    // Nothing waits any more on the record.
    await expect(page.getByText('Waiting for approval')).toHaveCount(0);
  } finally {
    await loginThroughApi(page, DEMO.email, DEMO.password);
    const off = await page.request.put('/fe/carrier_settings', { data: { approvals: 'off' }, headers: origin });
    expect(off.status(), await off.text()).toBe(200);
  }
});

/** A transit time of this spec's own (no other spec's delivery dates move): 2 days, Monday to Friday; its id. */
async function createTransit(page: Page, name: string): Promise<number> {
  const weekdays = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: false, sunday: false };
  const created = await page.request.post('/fe/transits', {
    data: {
      name,
      transit_time: 2,
      cutoff_time: '12:00',
      ...weekdays,
      allow_saturday_delivery: false,
      allow_sunday_delivery: false,
      skip_holidays: true,
    },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test("under 'pricing' a clerk's transit time edit waits; the Owner sees its diff on the Changes page and approves it", async ({
  page,
  newContext,
}) => {
  test.slow();
  const me = await (await page.request.get('/fe/user')).json();
  const name = `Held ${Date.now()}`;
  const transitId = await createTransit(page, name);
  const clerk = await createClerk(page, me.carrier_id, { area: 'transits', name: 'Tiina Transit' });
  const days = (p: Page) => p.getByRole('group', { name: 'Transit time (days)' });

  try {
    const on = await page.request.put('/fe/carrier_settings', { data: { approvals: 'pricing' }, headers: origin });
    expect(on.status(), await on.text()).toBe(200);

    // The clerk makes it 3 days and saves: held for approval, the transit time still 2 days and saying it waits.
    const context = await newContext({
      baseURL: BASE_URL,
      timezoneId: 'Europe/Tallinn',
      locale: 'en-GB',
      viewport: { width: 1400, height: 1000 },
    });
    const clerkPage = await context.newPage();
    await loginThroughApi(clerkPage, clerk.email, clerk.password);
    await clerkPage.goto(`/transits/${transitId}/edit`);
    await clerkPage.getByRole('textbox', { name: 'Transit time (days)' }).fill('3');
    await clerkPage.getByRole('button', { name: 'Update' }).click();
    await expect(clerkPage.getByText('Saved for approval: nothing prices differently until a second person approves it')).toBeVisible();
    await expect(clerkPage).toHaveURL(new RegExp(`/transits/${transitId}$`));
    await expect(days(clerkPage)).toHaveText('Transit time (days)2');
    await expect(clerkPage.getByRole('status').filter({ hasText: 'Waiting for approval' })).toContainText(
      `${clerk.name} proposed a change on`,
    );
    expect(((await (await page.request.get(`/fe/transits/${transitId}`)).json()) as { transit_time: number }).transit_time).toBe(2);

    // The Owner: the change in the list by its record's kind, its diff, Approve.
    await page.goto('/changes');
    const row = page
      .getByRole('table', { name: 'Changes' })
      .getByRole('row')
      .filter({ hasText: `Transit time ${name}` });
    await expect(row).toContainText(clerk.name);
    await expect(row).toContainText('edited');
    await page.screenshot({ path: `${SHOTS}/setup-changes-list.png` });
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: `Transit time ${name}`, level: 1 })).toBeVisible();
    const diff = page.getByRole('table', { name: 'What the change does to the record as it was when proposed' });
    await expect(diff.getByRole('row')).toHaveCount(2);
    await expect(diff.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Transit time', '2', '3']);
    await page.screenshot({ path: `${SHOTS}/setup-change-page.png`, fullPage: true });

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved: the change is live')).toBeVisible();
    await expect(page.getByText(`Approved by ${DEMO.name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The transit time is 3 days now, and nothing waits on it.
    await page.getByRole('link', { name: 'Open the record' }).click();
    await expect(page).toHaveURL(new RegExp(`/transits/${transitId}$`));
    await expect(days(page)).toHaveText('Transit time (days)3');
    await expect(page.getByText('Waiting for approval')).toHaveCount(0);
  } finally {
    await loginThroughApi(page, DEMO.email, DEMO.password);
    const off = await page.request.put('/fe/carrier_settings', { data: { approvals: 'off' }, headers: origin });
    expect(off.status(), await off.text()).toBe(200);
  }
});
