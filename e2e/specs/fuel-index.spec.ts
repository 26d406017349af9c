import type { Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

const origin = { Origin: BASE_URL };

/** FUEL_SHOTS=dir keeps screenshots of the pages checked, to look at. */
async function shot(page: Page, name: string) {
  if (process.env.FUEL_SHOTS) await page.screenshot({ path: `${process.env.FUEL_SHOTS}/${name}.png`, fullPage: true });
}

/** 'yyyy-mm' of the month `ahead` months after this one, in the carrier's time zone (playwright.config.ts sets the run's TZ to Tallinn's). */
function month(ahead: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + ahead);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

test('a fuel index entered in the browser prices the demo fuel surcharge, and the explanation names the band', async ({ page }) => {
  // The index, the surcharge's form and the calculator: more than the default 30 s on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const surcharges: { id: number; name: string }[] = await (await page.request.get('/fe/surcharges/form')).json();
  const fuel = surcharges.find((s) => s.name === 'Fuel surcharge')!;
  const stored = await (await page.request.get(`/fe/surcharges/${fuel.id}`)).json();

  try {
    // The fuel index page, from the surcharge list.
    await page.goto('/surcharges');
    await page.getByRole('link', { name: 'Fuel index' }).click();
    await expect(page).toHaveURL(/\/surcharges\/fuel-index$/);
    await expect(page.getByRole('heading', { name: 'Fuel index' })).toBeVisible();

    // Months from a CSV fill the table (the file's month replaces the same month's row); nothing is saved yet.
    const csv = `month;price\n${month(0)};1,62\n${month(1)};1,62\n${month(2)};1,62\n`;
    await page.locator('input[type="file"]').setInputFiles({ name: 'diesel.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText(/^3 months read from diesel\.csv/)).toBeVisible();
    const prices = page.getByRole('table', { name: 'Diesel prices' });
    const months = () =>
      prices.getByRole('textbox', { name: /^Month \d+$/ }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const priceOf = async (m: string) => page.getByLabel(`Price ${(await months()).indexOf(m) + 1}`, { exact: true });
    await expect(await priceOf(month(0))).toHaveValue('1,62');
    await expect(await priceOf(month(2))).toHaveValue('1,62');

    // A month typed by hand, then deleted again.
    await page.getByRole('button', { name: 'Add month' }).click();
    const added = prices.getByRole('row').last();
    await expect(added.getByRole('textbox').first()).toHaveValue(month(3));
    await added.getByRole('textbox').nth(1).fill('1,7');
    await added.getByRole('button', { name: /^Delete month/ }).click();
    expect(await months()).not.toContain(month(3));

    // The bands: the demo's replaced by two; an empty band is refused at its field first.
    const bands = page.getByRole('table', { name: 'Bands' });
    while ((await bands.getByRole('button', { name: /^Delete band/ }).count()) > 0)
      await bands
        .getByRole('button', { name: /^Delete band/ })
        .first()
        .click();
    await page.getByRole('button', { name: 'Add band' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Band 1 from')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Band 1 from').fill('1,50');
    await page.getByLabel('Band 1 to').fill('1,60');
    await page.getByLabel('Band 1 percent').fill('12');
    await page.getByRole('button', { name: 'Add band' }).click();
    await expect(page.getByLabel('Band 2 from')).toHaveValue('1,60');
    await page.getByLabel('Band 2 to').fill('1,70');
    await page.getByLabel('Band 2 percent').fill('14,5');
    await shot(page, 'fuel-index-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Fuel index saved as version \d+$/)).toBeVisible();
    await expect(page.getByText(/^Version \d+, saved by Demo User on/)).toBeVisible();

    // The demo fuel surcharge takes its percent from the index: the form hides the amount and shows this month's band.
    await page.goto(`/surcharges/${fuel.id}/edit`);
    await page.getByLabel('Amount from', { exact: true }).click();
    await page.getByRole('option', { name: 'Fuel index (diesel)', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveCount(0);
    await expect(
      page.getByText(`This month: Diesel 1,62 €/l in ${Number(month(0).slice(5))}/${month(0).slice(0, 4)}: band 1,60–1,70 → 14,5 %`),
    ).toBeVisible();
    await shot(page, 'fuel-surcharge-form');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(new RegExp(`/surcharges/${fuel.id}$`));
    await expect(page.getByRole('group', { name: 'Amount from', exact: true })).toContainText('Fuel index (diesel)');

    // The calculator: the demo shipment Tallinn -> Riga, explained.
    await page.goto('/tool');
    const row = page.getByRole('group', { name: 'Shipment row 1' });
    await expect(row.getByLabel('Type')).toHaveValue(/EUR pallet/);
    await row.getByLabel('Weight').fill('480');
    await page.getByLabel('Collection postcode', { exact: true }).fill('10115');
    await page.getByLabel('Delivery country', { exact: true }).fill('Latvia');
    await page.getByRole('option', { name: 'Latvia', exact: true }).click();
    await page.getByLabel('Delivery postcode', { exact: true }).fill('1001');
    await page.getByLabel('Explain prices').check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    const card = page.getByRole('region', { name: 'Groupage' });
    await expect(card.getByRole('heading', { name: 'Why this price' })).toBeVisible();
    // Collected this month or the next (both 1,62 €/l): the band 1,60–1,70 gives 14,5 %.
    await expect(
      card.getByText(/14,5 % of .* from the fuel index \(Diesel 1,62 €\/l in \d+\/\d{4}: band 1,60–1,70 → 14,5 %\)/),
    ).toBeVisible();
    await expect(card.getByRole('cell', { name: 'Fuel surcharge', exact: true })).toBeVisible();
    await shot(page, 'calculator-explanation');
  } finally {
    // The demo surcharge back as it was (12 %, minimum 3, on the road toll): the other specs price with it.
    const now = await (await page.request.get(`/fe/surcharges/${fuel.id}`)).json();
    const restored = await page.request.put(`/fe/surcharges/${fuel.id}`, {
      data: {
        name: stored.name,
        type: stored.type,
        amount_source: 'fixed',
        amount: stored.amount,
        minimum_amount: stored.minimum_amount,
        dependencies: stored.dependencies.map((d: { id: number }) => d.id),
        version: now.version,
      },
      headers: origin,
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
