/**
 * A clerk's quotes: a phone order booked for the partner from the quote's page, the
 * shipment's other service then refused, and a quote opened by the short id the list shows.
 */
import type { Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

const origin = { Origin: BASE_URL };

interface Priced {
  quote_id: string | null;
  service: { name: string };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

/**
 * A new partner with an Express pricelist of its own (the demo prices Groupage only, for everyone),
 * so one shipment of it is priced on two services. Its own, so no other spec's prices change.
 */
async function partnerOnTwoServices(page: Page): Promise<number> {
  const name = `Phone order ${Date.now()}`;
  const partner = await page.request.post('/fe/customers', { data: { name, country: 'EE', general_hidden: false }, headers: origin });
  expect(partner.status(), await partner.text()).toBe(201);
  const partnerId = (await partner.json()).id as number;
  const services: { id: number; name: string }[] = await (await page.request.get('/fe/services/form')).json();
  // The demo's Groupage prices on its lanes, as the partner's own Express pricelist.
  const list = await (await page.request.get('/fe/pricelists?active=true')).json();
  const groupage = list.items.find((p: { name: string }) => p.name === 'Groupage Baltics');
  const demo = await (await page.request.get(`/fe/pricelists/${groupage.id}`)).json();
  const pricelist = await page.request.post('/fe/pricelists', {
    data: {
      ...demo,
      name: `${name} Express`,
      service_id: services.find((s) => s.name === 'Express')!.id,
      customer_id: partnerId,
      surcharges: [],
    },
    headers: origin,
  });
  expect(pricelist.status(), await pricelist.text()).toBe(201);
  return partnerId;
}

/** Prices one EUR pallet Tallinn -> Riga on every service for the partner: the quote ids of the priced results. */
async function quoteShipment(page: Page, partnerId: number): Promise<string[]> {
  const priced = await page.request.post('/api/v1/service_price', {
    data: {
      customer: partnerId,
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'LV', postcode: '1001' },
      shipments: [{ quantity: 1, type: 'eur_pallet', weight: 480 }],
    },
    headers: origin,
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const results: Priced[] = await priced.json();
  return results.flatMap((r) => (r.quote_id ? [r.quote_id] : []));
}

test("staff book a partner's quote on the phone: Booked by shows who; another service's quote of the shipment is refused", async ({
  page,
}) => {
  const [first, second] = await quoteShipment(page, await partnerOnTwoServices(page));
  expect(second, 'the shipment is priced on two services').toBeDefined();

  await page.goto(`/quotes/${first}`);
  await expect(page.getByRole('heading', { name: `Quote ${first!.slice(-8)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Book for the partner' }).click();
  // The page is read again at once (the button's own "Booked at" may be gone before it is seen):
  // booked, by whom, and no button left.
  await expect(page.getByText('Quote booked')).toBeVisible();
  await expect(page.getByText(/^Booked \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Booked by' })).toHaveText(/Booked by\s*Demo User/);
  await expect(page.getByRole('button', { name: 'Book for the partner' })).toHaveCount(0);

  // The same shipment's quote of another service: one booking per shipment, said on its page (no Book).
  await page.goto(`/quotes/${second}`);
  await expect(page.getByText('Not booked')).toBeVisible();
  await expect(page.getByText(/The shipment is booked as quote .* \(another service\), so this one cannot be booked/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book for the partner' })).toHaveCount(0);
  await page.getByRole('link', { name: first!.slice(-8) }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${first}$`));
});

test('the quote lookup opens a quote by the short id the list shows; the list exports as a workbook', async ({ page }) => {
  const partners: { id: number }[] = await (await page.request.get('/fe/customers/form')).json();
  const [quoteId] = await quoteShipment(page, partners[0]!.id);
  const short = quoteId!.slice(-8);
  await page.goto('/quotes');
  await expect(page.getByRole('row').filter({ hasText: short })).toBeVisible();
  await page.getByRole('textbox', { name: 'Quote id' }).fill(short.toUpperCase());
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quoteId}$`));
  await expect(page.getByRole('heading', { name: `Quote ${short}` })).toBeVisible();
  // An address with the short id opens it too.
  await page.goto(`/quotes/${short}`);
  await expect(page.getByRole('group', { name: 'Quote id' })).toContainText(quoteId!);

  // The list's quotes as a workbook, under its filters (none here).
  await page.goto('/quotes');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel workbook' }).click();
  expect((await download).suggestedFilename()).toMatch(/^quotes-\d{4}-\d\d-\d\d\.xlsx$/);

  // What is no id says what one looks like.
  await page.goto('/quotes');
  await page.getByRole('textbox', { name: 'Quote id' }).fill('1234567');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText(/or its last 8 as the list shows them/)).toBeVisible();
});

test("the home page is the day's dashboard: today's quotes and bookings count a new booked quote, each count links to its list", async ({
  page,
}) => {
  const counts = async () => (await (await page.request.get('/fe/dashboard')).json()) as { quotes_today: number; bookings_today: number };
  const before = await counts();
  const partners: { id: number }[] = await (await page.request.get('/fe/customers/form')).json();
  const [quoteId] = await quoteShipment(page, partners[0]!.id);
  expect((await page.request.post(`/fe/quotes/${quoteId}/booking`, { headers: origin })).status()).toBe(201);
  const after = await counts();
  expect(after.quotes_today).toBeGreaterThanOrEqual(before.quotes_today + 1);
  expect(after.bookings_today).toBe(before.bookings_today + 1);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  const tile = (name: string) => page.getByRole('region', { name });
  // A count as the page writes it: "1 234" (a space between thousands).
  const shown = (n: number) => new RegExp(`^${String(n).replace(/\B(?=(\d{3})+$)/g, '\\s')}$`);
  await expect(tile('Quotes today').getByTestId('count')).toHaveText(shown(after.quotes_today));
  await expect(tile('Bookings today').getByTestId('count')).toHaveText(shown(after.bookings_today));
  for (const name of ['Pricelists ending soon', 'Scheduled rate increases', 'Failed deliveries']) await expect(tile(name)).toBeVisible();
  await tile('Quotes today').getByRole('link', { name: "Open today's quotes" }).click();
  await expect(page).toHaveURL(/\/quotes\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole('row').filter({ hasText: quoteId!.slice(-8) })).toBeVisible();
  // Bookings today opens the booked quotes: the one just booked among them, the list filtered by Booked.
  await page.goto('/');
  await tile('Bookings today').getByRole('link', { name: 'Open the booked quotes' }).click();
  await expect(page).toHaveURL(/\/quotes\?booked=true$/);
  await expect(page.getByRole('textbox', { name: 'Booked' })).toHaveValue('Booked');
  await expect(page.getByRole('row').filter({ hasText: quoteId!.slice(-8) })).toBeVisible();
});
