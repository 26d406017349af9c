import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { ADMIN, BASE_URL } from './constants';

export { DEMO } from './constants';
export { expect };

/** A console message or page error that reports a Content-Security-Policy violation. */
const CSP_VIOLATION = /Content[- ]Security[- ]Policy/i;

/**
 * Watches every page of `context` (those opened later too) for Content-Security-Policy violations
 * and collects them in `violations`: Chromium's own console report ("Refused to load..."), an error
 * it throws (an eval refused) and the document's `securitypolicyviolation` event, which a script
 * added before the page's own reports to the console (Playwright's init scripts are not subject to
 * the page's policy).
 */
export async function watchForCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
    });
  });
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (CSP_VIOLATION.test(error.message)) violations.push(`${page.url()}: ${error.message}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * Playwright's `test` with every browser context of a test (its own `context` and `page`, and any
 * made by `newContext`) watched for Content-Security-Policy violations: one fails the test at its
 * end, naming the page and what was blocked. Every spec imports `test` from here (the lint refuses
 * @playwright/test's in e2e/specs).
 */
export const test = base.extend<{
  /** A further browser context (a second person), watched like the test's own and closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** The violations seen in the test's contexts so far. */
  cspViolations: string[];
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none
  cspViolations: async ({}, use) => {
    const violations: string[] = [];
    await use(violations);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
  context: async ({ context, cspViolations }, use) => {
    await watchForCspViolations(context, cspViolations);
    await use(context);
  },
  newContext: async ({ browser, cspViolations }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      await watchForCspViolations(context, cspViolations);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
});

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
 * The newest mail to `to` that holds `pattern` (decoded), from the server's outbox (DATA_DIR/outbox,
 * the .eml files written without SMTP_URL); waits for it up to 10 s.
 */
export async function mailTo(to: string, pattern: RegExp): Promise<{ text: string; match: RegExpExecArray }> {
  const { readdir, readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const text = decodeQuotedPrintable(await readFile(join(outbox, name), 'utf8'));
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      const match = pattern.exec(text);
      if (match) return { text, match };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${pattern} in ${outbox}`);
}

/** The path and query of the newest mailed link to `to` starting with `pathPrefix` ('/verify'). */
export async function mailedLink(to: string, pathPrefix: string): Promise<string> {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const { match } = await mailTo(to, new RegExp(`https?://[^\\s"<>]+?(${escaped}\\?[^\\s"<>]+)`));
  return match[1]!;
}

/** One EUR pallet of 480 kg Tallinn (10115) -> Riga (1001) in the calculator form (the demo's general pricelist prices it). */
export async function fillDemoShipment(page: Page) {
  const row = page.getByRole('group', { name: 'Shipment row 1' });
  await expect(row.getByLabel('Type')).toHaveValue(/EUR pallet/);
  await row.getByLabel('Weight').fill('480');
  await page.getByLabel('Collection postcode', { exact: true }).fill('10115');
  await chooseOption(page, 'Delivery country', 'Latvia');
  await page.getByLabel('Delivery postcode', { exact: true }).fill('1001');
}

/**
 * Types `name` into the searchable select labelled `label` and clicks its option, until the field
 * shows it. The field is first scrolled to the middle of the screen, so its list has room below;
 * on a loaded 390 px phone the list once opened hidden (its field counted as off screen) and once
 * under the next field's box, and a single click then waited out the test (CI, phone.spec).
 */
export async function chooseOption(page: Page, label: string, name: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(async () => {
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await field.fill(name);
    await page.getByRole('option', { name, exact: true }).click({ timeout: 5_000 });
    await expect(field).toHaveValue(name, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
}

/** The text of a PDF file (non-breaking spaces as spaces). */
export async function pdfText(path: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text.replace(/\u00a0/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/**
 * A new partner of the signed-in carrier (`request` is its session) with one person invited by
 * e-mail; `language` is the partner's (null: the carrier's). The invitation is in the outbox.
 */
export async function invitePartnerPerson(
  request: APIRequestContext,
  options: { email: string; name: string; country?: string; language?: 'en' | 'et' | 'fi' | null },
): Promise<{ partnerId: number }> {
  const { email, name, country = 'FI', language = null } = options;
  const created = await request.post('/fe/customers', {
    data: { name: `Partner of ${name} ${Date.now()}`, country, general_hidden: false, language },
    headers: json,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const invited = await request.post(`/fe/customers/${id}/invitations`, { data: { name, email }, headers: json });
  expect(invited.ok(), await invited.text()).toBe(true);
  return { partnerId: id };
}

/** The invited person signs up by the mailed link in a browser of their own (English, Tallinn time) and lands in the portal. */
export async function signUpInPortal(context: BrowserContext, email: string): Promise<Page> {
  const portal = await context.newPage();
  await portal.goto(await mailedLink(email, '/verify'));
  await portal.getByLabel('Password', { exact: true }).fill('partner-pass-1');
  await portal.getByLabel('Password confirmation').fill('partner-pass-1');
  await portal.getByRole('button', { name: 'Create account' }).click();
  await expect(portal).toHaveURL(/\/portal\/pricelists$/);
  return portal;
}

/**
 * A pricelist of the demo's service 2 from zone 1 to zone 2, prices 5 and 8 up to 100 and 200 kg,
 * valid from 2026 to `validTo`; for `customerId` (a partner) or general. Its id.
 */
export async function createPricelist(
  request: APIRequestContext,
  name: string,
  { customerId = null, validTo = '2026-12-31' }: { customerId?: number | null; validTo?: string } = {},
): Promise<number> {
  const created = await request.post('/fe/pricelists', {
    data: {
      name,
      service_id: 2,
      customer_id: customerId,
      active: true,
      valid_from: '2026-01-01',
      valid_to: validTo,
      fare_groups: [
        {
          quantities: [100, 200].map((quantity) => ({ quantity, unit: 'per_shipment' })),
          zones: [{ zone_from: 1, zone_to: 2, prices: [5, 8] }],
        },
      ],
    },
    headers: json,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A new partner (so the demo's lanes and prices stay as other specs read them) with a pricelist of its own; the ids. */
export async function partnerWithPricelist(request: APIRequestContext, name: string): Promise<{ partnerId: number; pricelistId: number }> {
  const partner = await request.post('/fe/customers', { data: { name, country: 'EE', general_hidden: false }, headers: json });
  expect(partner.status(), await partner.text()).toBe(201);
  const partnerId = ((await partner.json()) as { id: number }).id;
  return { partnerId, pricelistId: await createPricelist(request, `${name} prices`, { customerId: partnerId, validTo: '2030-12-31' }) };
}

/**
 * The permission areas of a role, as the API takes a role's body (domain PERMISSION_AREAS; the e2e
 * package does not import the domain): a spec making a role names each.
 */
export const PERMISSION_AREAS = [
  'pricelists',
  'services',
  'surcharges',
  'zones',
  'areas',
  'transits',
  'conditions',
  'partners',
  'users',
  'roles',
  'approvals',
] as const;
