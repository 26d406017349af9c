import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, BASE_URL } from './constants';

export { DEMO } from './constants';

const json = { Origin: BASE_URL };

/** Signs the page's browser context in through the API (the cookie lands in the context). */
export async function loginThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/fe/login', { data: { email, password }, headers: json });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the form, as a person does. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A user of the demo carrier with the demo's restricted "Sales" role (conditions, users and roles
 * none; everything else read), created by the platform admin through the API.
 */
export async function createSalesUser(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const login = await request.post('/fe/login', { data: ADMIN, headers: json });
  expect(login.status()).toBe(200);
  const carriers = await (await request.get('/fe/admin/carriers?carrier=Demo')).json();
  const carrierId = carriers.items[0].id;
  const roles: { id: number; name: string }[] = await (await request.get(`/fe/admin/carriers/${carrierId}/roles`)).json();
  const sales = roles.find((r) => r.name === 'Sales')!;
  const user = { email: `sales-${Date.now()}@example.com`, password: 'sales-pass-1' };
  const created = await request.post(`/fe/admin/carriers/${carrierId}/user`, {
    data: { name: 'Sam Sales', email: user.email, phone: '', role_id: sales.id, password: user.password },
    headers: json,
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.get('/fe/logout');
  return user;
}

/** Dispatches a paste of `text` on an element, as a browser does for Ctrl+V with a spreadsheet block. */
export async function paste(target: Locator, text: string) {
  await target.evaluate((element, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', data);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

/** Quoted-printable undone: soft line breaks joined, =XX bytes decoded (a mail's text part). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The path of the first link to `pathPrefix` (e.g. '/verify') in the newest mail to `to`, read
 * from the server's outbox (DATA_DIR/outbox, the .eml files written without SMTP_URL); waits for
 * the mail up to 10 s.
 */
export async function mailedLink(to: string, pathPrefix: string): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const mail = decodeQuotedPrintable(await readFile(join(outbox, name), 'utf8'));
      if (!mail.toLowerCase().includes(to.toLowerCase())) continue;
      const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const link = new RegExp(`https?://[^\\s"<>]+?(${escaped}\\?[^\\s"<>]+)`).exec(mail);
      if (link) return link[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with a ${pathPrefix} link in ${outbox}`);
}

/** One EUR pallet of 480 kg Tallinn (10115) -> Riga (1001) in the calculator form (the demo's general pricelist prices it). */
export async function fillDemoShipment(page: Page) {
  const row = page.getByRole('group', { name: 'Shipment row 1' });
  await expect(row.getByLabel('Type')).toHaveValue(/EUR pallet/);
  await row.getByLabel('Weight').fill('480');
  await page.getByLabel('Collection postcode', { exact: true }).fill('10115');
  await page.getByLabel('Delivery country', { exact: true }).fill('Latvia');
  await page.getByRole('option', { name: 'Latvia', exact: true }).click();
  await page.getByLabel('Delivery postcode', { exact: true }).fill('1001');
}
