import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, fillDemoShipment, loginThroughApi, mailedLink, test } from '../fixtures';

/** Screenshots of each portal page, for a person to look at (test-results/ is not committed). */
const SHOTS = 'test-results/partner-portal';
const PARTNER = 'Nordic Trade Oy';

/** A solid-colour PNG of `width` x `height` (the carrier's logo in the portal's header). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
});

async function partnerId(page: Page): Promise<number> {
  const partners: { id: number; name: string }[] = await (await page.request.get('/fe/customers/form')).json();
  return partners.find((p) => p.name === PARTNER)!.id;
}

test('a partner user: invited on the partner page, signs up by the mailed link, prices, downloads the PDF, books; the carrier sees the sign-in', async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  const email = `pekka-${Date.now()}@nordic.example`;

  // ---- the carrier invites -------------------------------------------------------------------
  await loginThroughApi(page, DEMO.email, DEMO.password);
  // A logo, which the portal's header shows.
  const logo = await page.request.put('/fe/carrier_settings/logo', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(96, 32, [25, 113, 194]) } },
    headers: { Origin: BASE_URL },
  });
  expect(logo.status(), await logo.text()).toBe(200);
  const id = await partnerId(page);
  await page.goto(`/customers/${id}`);
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByText('No one invited yet.')).toBeVisible();
  await people.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person of the partner' });
  await dialog.getByLabel('Name').fill('Pekka Virtanen');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const row = people.getByTestId(`person-${email}`);
  await expect(row).toContainText('Pekka Virtanen');
  await expect(row).toContainText('Not yet');
  await expect(row.getByTestId('signed-in-at')).toHaveText('Never');
  await page.screenshot({ path: `${SHOTS}/01-partner-page-people.png`, fullPage: true });

  // ---- the partner user signs up by the link and lands in the portal -------------------------
  const link = await mailedLink(email, '/verify');
  const context = await newContext({ baseURL: BASE_URL, timezoneId: 'Europe/Tallinn', locale: 'en-GB' });
  const portal = await context.newPage();
  await portal.setViewportSize({ width: 1400, height: 1000 });
  await portal.goto(link);
  await expect(portal.getByLabel('Email')).toHaveValue(email);
  await portal.getByLabel('Password', { exact: true }).fill('partner-pass-1');
  await portal.getByLabel('Password confirmation').fill('partner-pass-1');
  await portal.getByRole('button', { name: 'Create account' }).click();
  await expect(portal).toHaveURL(/\/portal\/pricelists$/);
  const header = portal.getByRole('banner');
  await expect(header.getByText(DEMO.company)).toBeVisible();
  await expect(header.getByTestId('portal-partner')).toHaveText(PARTNER);
  await expect(header.getByRole('img', { name: `${DEMO.company} logo` })).toBeVisible();
  // Never the carrier's navigation.
  await expect(portal.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Zones' })).toHaveCount(0);
  await expect(portal.getByRole('link', { name: 'Groupage Baltics' })).toBeVisible();
  await portal.screenshot({ path: `${SHOTS}/02-pricelists.png`, fullPage: true });

  // A carrier's page sends them back to the portal, before any call of the carrier's (no 403 in the console).
  const calls: string[] = [];
  const errors: string[] = [];
  const onRequest = (request: Request) => void calls.push(new URL(request.url()).pathname);
  const onConsole = (message: ConsoleMessage) => void (message.type() === 'error' && errors.push(message.text()));
  portal.on('request', onRequest);
  portal.on('console', onConsole);
  await portal.goto('/pricelists');
  await expect(portal).toHaveURL(/\/portal\/pricelists$/);
  await expect(portal.getByRole('link', { name: 'Groupage Baltics' })).toBeVisible();
  portal.off('request', onRequest);
  portal.off('console', onConsole);
  expect(calls.filter((path) => path.startsWith('/fe/') && path !== '/fe/session' && !path.startsWith('/fe/portal'))).toEqual([]);
  expect(errors).toEqual([]);

  // ---- the rate card and its PDF ---------------------------------------------------------------
  await portal.getByRole('link', { name: 'Groupage Baltics' }).click();
  await expect(portal.getByRole('heading', { level: 1 })).toContainText('Groupage Baltics');
  await expect(portal.getByRole('table').first()).toContainText('Tallinn');
  await expect(portal.getByRole('region', { name: 'Surcharges' })).toBeVisible();
  // Each column says what its price is per: the demo's first breaks per shipment, the later per 100 kg.
  await expect(portal.getByTestId('column-unit').first()).toHaveText('per shipment');
  await expect(portal.getByTestId('column-unit').last()).toHaveText('per 100 kg');
  await portal.screenshot({ path: `${SHOTS}/03-rate-card.png`, fullPage: true });
  const pdfDownload = portal.waitForEvent('download');
  await portal.getByRole('button', { name: 'PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await portal.locator('label', { hasText: /^EUR pallets$/ }).click();
  await expect(portal).toHaveURL(/unit=eur_pallet/);
  await portal.screenshot({ path: `${SHOTS}/04-rate-card-pallets.png`, fullPage: true });
  const xlsxDownload = portal.waitForEvent('download');
  await portal.getByRole('button', { name: 'Excel' }).click();
  expect((await xlsxDownload).suggestedFilename()).toMatch(/\.xlsx$/);

  // ---- the calculator: price, see why, book -------------------------------------------------------
  await portal.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Calculator' }).click();
  await expect(portal.getByLabel('Partner', { exact: true })).toHaveCount(0);
  await fillDemoShipment(portal);
  // The partner's own reference, kept with the quote and searchable.
  const reference = `PO-${Date.now()}`;
  await portal.getByLabel('Reference').fill(reference);
  await portal.getByLabel('Explain prices').check();
  await portal.getByRole('button', { name: 'Calculate' }).click();
  await expect(portal.getByText(/^\d+ prices? found$/)).toBeVisible();
  const card = portal.getByRole('region', { name: 'Groupage' });
  await expect(card.getByRole('heading', { name: 'Why this price' })).toBeVisible();
  await expect(card.getByText(/Tallinn → Riga/).first()).toBeVisible();
  await portal.screenshot({ path: `${SHOTS}/05-calculator.png`, fullPage: true });
  const quoteLink = card.getByRole('link', { name: /^Quote / });
  const quoteId = ((await quoteLink.textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'Book' }).click();
  await expect(card.getByTestId('booked')).toContainText('Booked at');

  // ---- quotes and bookings --------------------------------------------------------------------------
  await portal.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Quotes and bookings' }).click();
  await expect(portal).toHaveURL(/\/portal\/quotes$/);
  await expect(portal.getByRole('row').filter({ hasText: quoteId.slice(-8) })).toBeVisible();
  await portal.getByRole('textbox', { name: 'Delivery', exact: true }).fill('lv');
  await portal.getByRole('textbox', { name: 'Booked', exact: true }).click();
  await portal.getByRole('option', { name: 'Booked', exact: true }).click();
  await portal.getByRole('button', { name: 'Search' }).click();
  await expect(portal).toHaveURL(/delivery=LV&booked=true/);
  const bookedRow = portal.getByRole('row').filter({ hasText: quoteId.slice(-8) });
  await expect(bookedRow).toContainText('Booked');
  await expect(bookedRow).toContainText(reference);
  await portal.screenshot({ path: `${SHOTS}/06-quotes.png`, fullPage: true });
  // Found by its reference alone (the search's other fields cleared).
  await portal.goto('/portal/quotes');
  await portal.getByRole('textbox', { name: 'Reference', exact: true }).fill(reference);
  await portal.getByRole('button', { name: 'Search' }).click();
  await expect(portal).toHaveURL(new RegExp(`reference=${reference}`));
  const found = portal.getByRole('table').getByRole('row');
  await expect(found).toHaveCount(2);
  await expect(found.nth(1)).toContainText(quoteId.slice(-8));
  await found.nth(1).getByRole('link').first().click();
  await expect(portal.getByRole('heading', { level: 1 })).toContainText('Quote');
  await expect(portal.getByText(reference, { exact: true })).toBeVisible();
  await expect(portal.getByText(/^Booked \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Book' })).toHaveCount(0);
  await portal.screenshot({ path: `${SHOTS}/07-quote.png`, fullPage: true });

  // ---- the other pages -------------------------------------------------------------------------
  await portal.goto('/portal/budget');
  // The budget template, now the portal's too.
  const templateDownload = portal.waitForEvent('download');
  await portal.getByRole('link', { name: 'Download template' }).click();
  expect((await templateDownload).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(portal.getByLabel('Partner', { exact: true })).toHaveCount(0);
  await portal
    .getByLabel('Shipments')
    .fill('Reference\tCollection\tDelivery\tQuantity\tType\tWeight\tLDM\tCBM\nB-1\tEE 10115\tLV 1001\t1\tEUR\t480\t\t');
  await expect(portal.getByRole('table', { name: 'Preview' })).toContainText('B-1');
  await portal.screenshot({ path: `${SHOTS}/08-budget.png`, fullPage: true });
  const budgetDownload = portal.waitForEvent('download');
  await portal.getByRole('button', { name: 'Calculate' }).click();
  expect((await budgetDownload).suggestedFilename()).toMatch(/\.xlsx$/);
  // Mailed to themselves: a job, listed with its progress and its file.
  await portal.getByLabel('Send by e-mail').check();
  await portal.getByLabel('E-mail address').fill(email);
  await portal.getByRole('button', { name: 'Calculate' }).click();
  await expect(portal.getByText('Generated email will be delivered soon')).toBeVisible();
  await portal.goto('/portal/jobs');
  const job = portal.getByRole('table', { name: 'Calculation jobs' }).getByRole('row').nth(1);
  await expect(job).toContainText('Done', { timeout: 20_000 });
  const jobDownload = portal.waitForEvent('download');
  await job.getByRole('button', { name: 'Download' }).click();
  expect((await jobDownload).suggestedFilename()).toMatch(/\.xlsx$/);
  await portal.screenshot({ path: `${SHOTS}/09-jobs.png`, fullPage: true });
  await portal.goto('/portal/token');
  await expect(portal.getByTestId('token-ending')).toHaveText(/^….{4}$/);
  await portal.getByRole('button', { name: 'Make a new token' }).click();
  await portal.getByRole('dialog').getByRole('button', { name: 'Make a new token' }).click();
  await expect(portal.getByTestId('new-token')).toBeVisible();
  await expect(portal.getByText('It will not be shown again.', { exact: false })).toBeVisible();
  await portal.screenshot({ path: `${SHOTS}/10-token.png`, fullPage: true });
  await portal.goto('/portal/two_factor');
  await expect(portal.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await portal.screenshot({ path: `${SHOTS}/11-two-factor.png`, fullPage: true });
  await context.close();

  // ---- back as the carrier: the sign-in shows, and /portal is not theirs ------------------------------
  await page.goto(`/customers/${id}`);
  await expect(people.getByTestId(`person-${email}`).getByTestId('signed-in-at')).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  await page.screenshot({ path: `${SHOTS}/12-partner-page-signed-in.png`, fullPage: true });
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/$/);

  // Revoked (after a confirmation), the person is gone from the list.
  await page.goto(`/customers/${id}`);
  await people.getByRole('button', { name: 'Revoke Pekka Virtanen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Pekka Virtanen revoked')).toBeVisible();
  await expect(people.getByTestId(`person-${email}`)).toHaveCount(0);
});
