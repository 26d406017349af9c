import type { Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

const origin = { Origin: BASE_URL };
/** Screenshots of each step, for a person to look at (test-results/ is not committed). */
const SHOTS = 'test-results/rate-increase';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

interface ListItem {
  id: number;
  name: string;
  customer_id: number | null;
}

/** The demo's general pricelist, and a copy of it for the demo partner: the two the increase raises. */
async function twoDemoPricelists(page: Page, name: string) {
  const list = await (await page.request.get('/fe/pricelists?customer=general')).json();
  const demo = (list.items as ListItem[]).find((p) => p.name === 'Groupage Baltics')!;
  const partners: { id: number; name: string }[] = await (await page.request.get('/fe/customers/form')).json();
  const partner = partners.find((p) => p.name === 'Nordic Trade Oy')!;
  const record = await (await page.request.get(`/fe/pricelists/${demo.id}`)).json();
  const created = await page.request.post('/fe/pricelists', {
    data: {
      name,
      service_id: record.service_id,
      customer_id: partner.id,
      valid_from: record.valid_from,
      valid_to: record.valid_to,
      active: true,
      unit: record.unit,
      currency: record.currency,
      fare_groups: record.fare_groups,
    },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  return { demo, copy: { id: (await created.json()).id as number, validTo: record.valid_to as string }, partner };
}

/** One EUR pallet Tallinn -> Riga, priced for `customer` (null: the general prices) and recorded as a quote. */
async function priceOnce(page: Page, customer: number | null) {
  const priced = await page.request.post('/api/v1/service_price', {
    data: {
      customer,
      service: null,
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'LV', postcode: '1001' },
      shipments: [{ quantity: 1, type: 'eur_pallet', weight: 480, length: 120, width: 80, height: null, ldm: 0.4, cbm: null }],
    },
    headers: origin,
  });
  expect(priced.status(), await priced.text()).toBe(200);
}

test('a rate increase on two demo pricelists: preview, apply, see it scheduled, cancel it', async ({ page }) => {
  // A preview, an apply and a cancel, each a pricing transaction or a backtest: more than 30 s on a busy machine.
  test.slow();
  const name = `Nordic ${Date.now()} increase`;
  const { demo, copy, partner } = await twoDemoPricelists(page, name);
  await priceOnce(page, null);
  await priceOnce(page, partner.id);

  // From the pricelists list.
  await page.goto('/pricelists');
  await page.getByRole('link', { name: 'Rate increase' }).click();
  await expect(page.getByRole('heading', { name: 'Rate increase' })).toBeVisible();

  // Step 1: picked one by one, the filter narrowing the table (the picks stay when it changes).
  const step1 = page.getByRole('region', { name: 'Pricelists' });
  await step1.getByText('Pick one by one').click();
  await step1.getByLabel('Partner', { exact: true }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await step1.getByRole('checkbox', { name: 'Pick Groupage Baltics' }).first().check();
  await step1.getByLabel('Partner', { exact: true }).click();
  await page.getByRole('option', { name: 'Nordic Trade Oy' }).click();
  await step1.getByRole('checkbox', { name: `Pick ${name}` }).check();
  await expect(step1.getByTestId('chosen-count')).toHaveText('2 pricelists picked');
  await expect(step1.getByLabel('Picked pricelists')).toContainText('Groupage Baltics');
  await expect(step1.getByLabel('Picked pricelists')).toContainText(name);

  // Step 2: +4,5 % from the default day, the first of January.
  const step2 = page.getByRole('region', { name: 'The change' });
  await expect(step2.getByRole('textbox', { name: 'Takes effect on' })).toHaveValue(`${new Date().getFullYear() + 1}-01-01`);
  // Preview without a percent: the field says it is required, nothing is sent.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(step2.getByText('Is required')).toBeVisible();
  await step2.getByRole('textbox', { name: 'Percent' }).fill('4,5');
  // A day already past is refused at its field, before any preview.
  const effective = step2.getByRole('textbox', { name: 'Takes effect on' });
  await effective.fill('2020-01-01');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(effective).toHaveAccessibleDescription(/^Must be after \d\d\.\d\d\.\d{4}$/);
  await effective.fill(`${new Date().getFullYear() + 1}-01-01`);
  await step2.getByLabel('Round new prices to', { exact: true }).click();
  await page.getByRole('option', { name: '0,05' }).click();
  await page.screenshot({ path: `${SHOTS}/1-form.png`, fullPage: true });

  // The preview: the revenue effect on the recorded requests, and per pricelist the cells that change.
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.getByRole('button', { name: 'Preview' }).click();
  const headline = page.getByTestId('effect-headline');
  await expect(headline).toHaveText(/^\+\d+(,\d+)? % on \d+ requests?, [\d\s]+,\d\d\s€ more over 90 days$/, { timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'By partner' })).toContainText('Nordic Trade Oy');
  await expect(page.getByTestId('changes-summary')).toHaveText(/^2 pricelists, \d+ cells change\.$/);
  const largest = page.getByRole('table', { name: `Largest changes of ${name}` });
  await expect(largest.getByRole('row').nth(1)).toContainText('€');
  await expect(page.getByText(`${name} → ${name} ${new Date().getFullYear() + 1}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/2-preview.png`, fullPage: true });

  // A changed form must be previewed again before it is applied.
  await step2.getByRole('textbox', { name: 'Percent' }).fill('5');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(page.getByText('The form has changed since the preview')).toBeVisible();
  await step2.getByRole('textbox', { name: 'Percent' }).fill('4,5');

  // Apply, after a confirmation naming the count and the day.
  const day = `01.01.${new Date().getFullYear() + 1}`;
  await page.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply the increase to 2 pricelists from ${day}?` });
  await expect(dialog).toContainText(`the current one ends on 31.12.${new Date().getFullYear()}`);
  await page.screenshot({ path: `${SHOTS}/3-confirm.png` });
  await dialog.getByRole('button', { name: 'Apply to 2 pricelists' }).click();
  await expect(page.getByText(`Rate increase saved: 2 pricelists change on ${day}`)).toBeVisible();

  // The scheduled change, predecessors -> successors.
  await expect(page).toHaveURL(/\/pricelists\/increases$/);
  const increases = page.getByRole('table', { name: 'Rate increases' });
  const row = increases.getByRole('row').filter({ hasText: name }).first();
  await expect(row).toContainText(day);
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(/\+4[,.]5 %/);
  await expect(row.getByRole('link', { name: `${name} ${new Date().getFullYear() + 1}` })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Groupage Baltics', exact: true })).toHaveAttribute('href', `/pricelists/${demo.id}`);
  await page.screenshot({ path: `${SHOTS}/4-scheduled.png`, fullPage: true });
  const copyAfter = await (await page.request.get(`/fe/pricelists/${copy.id}`)).json();
  expect(copyAfter.valid_to).toBe(`${new Date().getFullYear()}-12-31`);

  // Cancelled: asked first, then Cancelled, the successors struck through and the validity restored.
  await row.getByRole('button', { name: `Cancel the increase of ${day}` }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel the increase of ${day}?` });
  await expect(cancel).toContainText('Its 2 successors are removed');
  await cancel.getByRole('button', { name: 'Cancel increase' }).click();
  await expect(page.getByText(`Rate increase of ${day} cancelled`)).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /Cancel the increase/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/5-cancelled.png`, fullPage: true });
  const copyRestored = await (await page.request.get(`/fe/pricelists/${copy.id}`)).json();
  expect(copyRestored.valid_to).toBe(copy.validTo);
  // The partner's copy archived: the specs after this one price the partner on the demo's prices.
  expect((await page.request.delete(`/fe/pricelists/${copy.id}/archive`, { headers: origin })).status()).toBe(204);
});

test('an increase over more than a few pricelists is applied as a job, its progress shown until it is done', async ({ page }) => {
  // 21 pricelists written before, and 21 successors by the job.
  test.slow();
  const year = new Date().getFullYear();
  // Named to sort after the demo's partner, which other specs take as the first.
  const partnerName = `Rate increase job ${Date.now()}`;
  const partner = await page.request.post('/fe/customers', { data: { name: partnerName, country: 'EE' }, headers: origin });
  expect(partner.status(), await partner.text()).toBe(201);
  const partnerId = (await partner.json()).id as number;
  const ids: number[] = [];
  for (let i = 1; i <= 21; i++) {
    const created = await page.request.post('/fe/pricelists', {
      data: {
        name: `Job ${i}`,
        service_id: 1,
        customer_id: partnerId,
        valid_from: `${year}-01-01`,
        valid_to: `${year + 1}-12-31`,
        fare_groups: [
          {
            quantities: [100, 200].map((quantity) => ({ quantity, unit: 'per_shipment' })),
            zones: [{ zone_from: 1, zone_to: 2, prices: [5 + i, 8 + i] }],
          },
        ],
      },
      headers: origin,
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push((await created.json()).id);
  }

  await page.goto('/pricelists/increase');
  const step1 = page.getByRole('region', { name: 'Pricelists' });
  await step1.getByLabel('Partner', { exact: true }).click();
  await page.getByRole('option', { name: partnerName }).click();
  await expect(step1.getByTestId('chosen-count')).toHaveText('21 pricelists chosen');
  await page.getByRole('region', { name: 'The change' }).getByRole('textbox', { name: 'Percent' }).fill('3');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('changes-summary')).toHaveText('21 pricelists, 42 cells change.', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Apply' }).click();
  const polled = page.waitForResponse((response) => /\/fe\/rate_increases\/jobs\//.test(response.url()));
  await page.getByRole('dialog').getByRole('button', { name: 'Apply to 21 pricelists' }).click();
  expect((await polled).status()).toBe(200);
  await expect(page.getByText(`Rate increase saved: 21 pricelists change on 01.01.${year + 1}`)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/pricelists\/increases$/);
  const row = page.getByRole('table', { name: 'Rate increases' }).getByRole('row').filter({ hasText: 'Job 1 →' });
  await expect(row).toContainText('21 pricelists');
  await expect(row).toContainText('and 16 more');

  // Cleaned up: the next specs see the pricelists as they were.
  const increases = await (await page.request.get('/fe/rate_increases')).json();
  const ours = (increases.items as { id: number; successors: { name: string }[] }[]).find((i) =>
    i.successors.some((s) => s.name === `Job 1 ${year + 1}`),
  )!;
  expect((await page.request.delete(`/fe/rate_increases/${ours.id}`, { headers: origin })).status()).toBe(204);
  for (const id of ids) expect((await page.request.delete(`/fe/pricelists/${id}/archive`, { headers: origin })).status()).toBe(204);
});
