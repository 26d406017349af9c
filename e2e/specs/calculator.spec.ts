import type { Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

/** The demo shipment: one EUR pallet of 480 kg from Tallinn to Riga (zone row Tallinn -> Riga). */
const BODY = {
  customer: null as number | null,
  service: null,
  date: null,
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'LV', postcode: '1001' },
  shipments: [{ quantity: 1, type: 'eur_pallet', weight: 480, length: 120, width: 80, height: null, ldm: 0.4, cbm: null }],
  adr: false,
  frigo: false,
  tail_lift: false,
  private_person: false,
  sideloading: false,
  explain: false,
};

interface Result {
  service: { name: string };
  total: number | null;
  currency: string | null;
  errors: string;
}
interface Statistics {
  total_hits: number;
  fare_groups: { zones: { zone_from_name: string; zone_to_name: string; prices: { hits: number; bookings: number }[] }[] }[];
}

const fiCurrency = (amount: number, currency: string) => new Intl.NumberFormat('fi-FI', { style: 'currency', currency }).format(amount);

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
}

/** Fills the form with BODY's route and row, the partner chosen by name (null: none, the general prices). */
async function fillDemoShipment(page: Page, partner: string | null) {
  const row = page.getByRole('group', { name: 'Shipment row 1' });
  await expect(row.getByLabel('Type')).toHaveValue(/EUR pallet/);
  // The EUR pallet's footprint is prefilled and the LDM worked out from it (1 x 120 x 80 / 24000).
  await expect(row.getByLabel('Length')).toHaveValue('120');
  await expect(row.getByLabel('Width')).toHaveValue('80');
  await expect(row.getByLabel('LDM')).toHaveValue('0,4');
  await row.getByLabel('Weight').fill('480');
  if (partner !== null) {
    await page.getByLabel('Partner', { exact: true }).click();
    await page.getByRole('option', { name: partner }).click();
  }
  await page.getByLabel('Collection postcode', { exact: true }).fill('10115');
  await page.getByLabel('Delivery country', { exact: true }).fill('Latvia');
  await page.getByRole('option', { name: 'Latvia', exact: true }).click();
  await page.getByLabel('Delivery postcode', { exact: true }).fill('1001');
}

test('the calculator prices a shipment and its total matches the price API, with the reasons on request', async ({ page }) => {
  await signIn(page);
  const partners: { id: number; name: string }[] = await (await page.request.get('/fe/customers/form')).json();
  const partner = partners[0]!;

  await page.goto('/');
  await page.getByRole('navigation').first().getByRole('link', { name: 'Calculator', exact: true }).click();
  await expect(page).toHaveURL(/\/tool$/);
  await fillDemoShipment(page, partner.name);
  await page.getByLabel('Explain prices').check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText(/^\d+ prices? found$/)).toBeVisible();

  // The same request through the API.
  const api = await page.request.post('/api/v1/service_price', {
    data: { ...BODY, customer: partner.id },
    headers: { Origin: BASE_URL },
  });
  expect(api.status(), await api.text()).toBe(200);
  const results: Result[] = await api.json();
  const groupage = results.find((r) => r.service.name === 'Groupage')!;
  expect(groupage.errors).toBe('');
  expect(groupage.total).toBeGreaterThan(0);

  const card = page.getByRole('region', { name: 'Groupage' });
  await expect(card.getByTestId('total')).toHaveText(fiCurrency(groupage.total!, groupage.currency!));
  await expect(card.getByText('Groupage Baltics')).toBeVisible();
  await expect(card.getByRole('cell', { name: 'Freight', exact: true })).toBeVisible();
  // 'Why this price': the weight basis, the zone row and the break.
  await expect(card.getByRole('heading', { name: 'Why this price' })).toBeVisible();
  await expect(card.getByText(/Weight basis: LDM is the heaviest/)).toBeVisible();
  await expect(card.getByText(/Tallinn → Riga/).first()).toBeVisible();
  await expect(card.getByText(/Zone row \d+ of fare group 1: Tallinn → Riga/)).toBeVisible();
  await expect(card.getByText(/Break \d+: up to/)).toBeVisible();

  // Every service gets a card; one without a pricelist shows its error line instead of charges.
  for (const result of results) {
    const other = page.getByRole('region', { name: result.service.name });
    await expect(other).toBeVisible();
    if (result.errors) await expect(other.getByText(result.errors.split('\n')[0]!)).toBeVisible();
  }
  // Priced services first, cheapest first; then the unpriced.
  const priced = results.filter((r) => !r.errors).sort((a, b) => a.total! - b.total!);
  const expected = [...priced, ...results.filter((r) => r.errors)].map((r) => r.service.name);
  expect(expected.length).toBeGreaterThan(priced.length); // the demo has a service without a pricelist
  await expect(page.getByRole('region').getByRole('heading', { level: 3 })).toHaveText(expected);
});

test('without a partner the calculator gives the general price, and says the EUR pallet footprint sets the LDM', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool');
  await fillDemoShipment(page, null);
  const note = 'EUR pallet footprint (120 × 80 cm) sets 0,4 LDM';
  await expect(page.getByRole('group', { name: 'Shipment row 1' }).getByTestId('footprint-note')).toContainText(note);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText(/^\d+ prices? found$/)).toBeVisible();
  await expect(page.getByTestId('result-footprint-note')).toContainText(`${note}. Each price charges the heavier`);

  const api = await page.request.post('/api/v1/service_price', { data: BODY, headers: { Origin: BASE_URL } });
  const groupage = ((await api.json()) as (Result & { general: boolean })[]).find((r) => r.service.name === 'Groupage')!;
  expect(groupage.general).toBe(true);
  const card = page.getByRole('region', { name: 'Groupage' });
  await expect(card.getByText('(general pricelist)')).toBeVisible();
  await expect(card.getByTestId('total')).toHaveText(fiCurrency(groupage.total!, groupage.currency!));

  // A typed LDM is the clerk's own: no note.
  await page.getByRole('group', { name: 'Shipment row 1' }).getByLabel('LDM').fill('1');
  await expect(page.getByTestId('footprint-note')).toHaveCount(0);
});

test('an address no area holds is named, and nothing priced gives no success toast', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool');
  await fillDemoShipment(page, null);
  await page.getByLabel('Delivery country', { exact: true }).fill('Sweden');
  await page.getByRole('option', { name: 'Sweden', exact: true }).click();
  await page.getByLabel('Delivery postcode', { exact: true }).fill('11122');
  await page.getByRole('button', { name: 'Calculate' }).click();

  const card = page.getByRole('region', { name: 'Groupage' });
  await expect(card.getByText('No price for this route')).toBeVisible();
  await expect(card.getByText('No area holds the delivery address SE 11122')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing priced' })).toBeVisible();
  await expect(page.getByText(/^\d+ prices? found$/)).toHaveCount(0);
});

test('Add row extrapolates from the previous two rows and LDM/CBM follow the dimensions', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool');
  const row1 = page.getByRole('group', { name: 'Shipment row 1' });
  await row1.getByLabel('Weight').fill('400');
  await row1.getByLabel('Height').fill('100');
  await expect(row1.getByLabel('CBM')).toHaveValue('0,96');
  await page.getByRole('button', { name: 'Add row' }).click();
  const row2 = page.getByRole('group', { name: 'Shipment row 2' });
  await expect(row2.getByLabel('Weight')).toHaveValue('400'); // one row before: copied
  await row2.getByLabel('Quantity').fill('2');
  await row2.getByLabel('Weight').fill('700');
  await page.getByRole('button', { name: 'Add row' }).click();
  const row3 = page.getByRole('group', { name: 'Shipment row 3' });
  await expect(row3.getByLabel('Quantity')).toHaveValue('3');
  await expect(row3.getByLabel('Weight')).toHaveValue('1000');
  await expect(row3.getByLabel('LDM')).toHaveValue('1,2');
  // A type without a footprint drops the prefilled one.
  await row3.getByLabel('Type').click();
  await page.getByRole('option', { name: /Carton/ }).click();
  await expect(row3.getByLabel('Length')).toHaveValue('');
  await expect(row3.getByLabel('LDM')).toHaveValue('');
  await row3.getByRole('button', { name: 'Remove row 3' }).click();
  await expect(page.getByRole('group', { name: 'Shipment row 3' })).toHaveCount(0);
});

test('missing fields, server field errors and failures are shown as the product documents word them', async ({ page }) => {
  await signIn(page);
  await page.goto('/tool');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const row1 = page.getByRole('group', { name: 'Shipment row 1' });
  await expect(row1.getByText('Is required')).toBeVisible(); // weight
  await expect(page.getByLabel('Delivery postcode', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const partners: { name: string }[] = await (await page.request.get('/fe/customers/form')).json();
  await fillDemoShipment(page, partners[0]!.name);
  let answer: { status: number; body: { message: string; errors?: Record<string, string> } } = {
    status: 422,
    body: { message: 'shipments.0.weight is too heavy', errors: { 'shipments.0.weight': 'is too heavy' } },
  };
  await page.route('**/api/v1/service_price', (route) =>
    route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
  );
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(row1.getByText('Is too heavy')).toBeVisible();
  await expect(page.getByText('Possible cycle in surcharge dependencies').first()).toBeVisible();

  answer = { status: 403, body: { message: 'No access' } };
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There were some issues' })).toContainText('No access');
});

test('the statistics of the demo pricelist count a new price request', async ({ page }) => {
  await signIn(page);
  const list = await (await page.request.get('/fe/pricelists?page=1')).json();
  const pricelist = (list.items as { id: number; name: string }[]).find((p) => p.name === 'Groupage Baltics')!;
  const statsUrl = `/fe/pricelists/${pricelist.id}/statistics`;
  const before: Statistics = await (await page.request.get(statsUrl)).json();
  const zoneIndex = before.fare_groups[0]!.zones.findIndex((z) => z.zone_from_name === 'Tallinn' && z.zone_to_name === 'Riga');
  const cellBefore = before.fare_groups[0]!.zones[zoneIndex]!.prices[3]!; // 740 kg payable: the row up to 1 000 kg
  // The same cell counting partners' systems' requests of the last 24 hours (other specs price this lane through the API).
  const systems: Statistics = await (await page.request.get(`${statsUrl}?range=last_24&via_tms=true`)).json();
  const systemsBefore = systems.fare_groups[0]!.zones[zoneIndex]!.prices[3]!;

  // One request through the calculator.
  await page.goto('/tool');
  const partners: { name: string }[] = await (await page.request.get('/fe/customers/form')).json();
  await fillDemoShipment(page, partners[0]!.name);
  await page.getByLabel('Service', { exact: true }).click();
  await page.getByRole('option', { name: /^Groupage/ }).click();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('region', { name: 'Groupage' }).getByTestId('total')).toBeVisible();

  await page.goto(`/pricelists/${pricelist.id}/statistics`);
  await expect(page.getByRole('heading', { name: 'Statistics: Groupage Baltics' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total hits' })).toContainText(String(before.total_hits + 1));
  const table = page.getByRole('table', { name: 'Fare group 1' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Tallinn → Riga/ }) });
  await expect(row.getByRole('cell').nth(3)).toContainText(`${cellBefore.bookings} / ${cellBefore.hits + 1}`);

  // The range and Shipment only go to the query string; a calculator request is not a partner system's.
  await page.getByLabel('Date range').click();
  await page.getByRole('option', { name: 'Last 24 hours' }).click();
  await expect(page).toHaveURL(/range=last_24/);
  await page.getByLabel('Shipment only').check();
  await expect(page).toHaveURL(/via_tms=true/);
  await expect(row.getByRole('cell').nth(3)).toContainText(`${systemsBefore.bookings} / ${systemsBefore.hits}`);
  await page.getByRole('link', { name: 'Back to pricelist' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${pricelist.id}$`));
});
