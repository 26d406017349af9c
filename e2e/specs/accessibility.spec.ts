import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, invitePartnerPerson, loginThroughApi, mailedLink, signUpInPortal, test } from '../fixtures';

/**
 * axe (WCAG 2.0-2.2 A and AA rules) on every page of the staff app, the partner portal and the
 * public pages: none may have a serious or critical violation. A failure names the page, the rule
 * and the first elements it found, so the fix is findable from the report alone.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe saw at the first of them (the colours and their ratio, the missing name). */
  why: string;
}

/**
 * Lets every transition and finite animation on the page end: axe measures the colours of an
 * element caught mid fade-in at its passing opacity, a contrast failure a slower machine (CI) met
 * and a faster one never does. A spinner's endless animation is not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function serious(page: Page, path: string): Promise<Finding[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: path,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      why: violation.nodes[0]?.failureSummary ?? '',
    }));
}

/** Opens each path, waits for the page to settle (its main heading), and collects what axe finds. */
async function audit(page: Page, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading').first(), `${path} shows its page`).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    findings.push(...(await serious(page, path)));
  }
  return findings;
}

const origin = { Origin: BASE_URL };

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const answer = (await (await request.get(`/fe/${path}`)).json()) as { items?: { id: number }[] } | { id: number }[];
  const items = Array.isArray(answer) ? answer : (answer.items ?? []);
  expect(items.length, `a record at /fe/${path}`).toBeGreaterThan(0);
  return items[0]!.id;
}

/**
 * The quote of a priced calculation (one EUR pallet Tallinn -> Riga, which the demo's general
 * pricelist prices) by `request`'s session: staff price for `customer`, a partner's person for its own.
 */
async function pricedQuote(request: APIRequestContext, customer?: number): Promise<string> {
  const priced = await request.post('/api/v1/service_price', {
    data: {
      ...(customer === undefined ? {} : { customer }),
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'LV', postcode: '1001' },
      shipments: [{ quantity: 1, type: 'eur_pallet', weight: 480 }],
    },
    headers: origin,
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const quote = ((await priced.json()) as { quote_id: string | null }[]).find((result) => result.quote_id)?.quote_id;
  expect(quote, 'a priced result with a quote').toBeTruthy();
  return quote!;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
});

test('the public pages have no serious or critical accessibility violation', async ({ page }) => {
  const paths = ['/login', '/signup', '/forgot_password', '/verification', '/terms', '/privacy', '/cookies'];
  expect(await audit(page, paths)).toEqual([]);
});

test("the mailed links' pages (a new person's password, a password reset) have no serious or critical accessibility violation", async ({
  page,
  request,
}) => {
  // `request` is a session of its own (the demo's staff): the audited page stays signed out.
  const login = await request.post('/fe/login', { data: { email: DEMO.email, password: DEMO.password }, headers: origin });
  expect(login.status(), await login.text()).toBe(200);
  const email = `axe-mail-${Date.now()}@partner.example`;
  await invitePartnerPerson(request, { email, name: 'Aada Mail' });
  const findings = await audit(page, [await mailedLink(email, '/verify')]);
  await expect(page.getByRole('textbox', { name: 'Email' }), 'the link is good').toHaveValue(email);
  // The same person's reset link: asked for after /verify was audited (a new link may end the old one).
  expect((await request.post('/fe/forgot_password', { data: { email }, headers: origin })).ok()).toBe(true);
  findings.push(...(await audit(page, [await mailedLink(email, '/reset_password')])));
  expect(findings).toEqual([]);
});

const RECORDS = ['pricelists', 'services', 'zones', 'areas', 'transits', 'conditions', 'customers', 'users', 'roles', 'surcharges'];
/** The records whose /{id}/destroy asks before a delete (a pricelist's: before its archive); all of them are DestroyConfirm. */
const DESTROYED = ['pricelists', 'services', 'zones', 'areas', 'transits', 'conditions', 'users', 'roles'];

/** The ids the staff pages open: each record's first, and a quote of a priced calculation. */
type StaffIds = Record<string, number> & { quote: string };

/** The staff app in four parts (a part's pages are audited one after another: about 4 s each on a loaded machine). */
const STAFF_PAGES: Record<string, (ids: StaffIds) => string[]> = {
  'records (lists, new, view, edit), first half': (ids) =>
    RECORDS.slice(0, 5).flatMap((path) => [`/${path}`, `/${path}/new`, `/${path}/${ids[path]}`, `/${path}/${ids[path]}/edit`]),
  'records (lists, new, view, edit), second half': (ids) =>
    RECORDS.slice(5).flatMap((path) => [`/${path}`, `/${path}/new`, `/${path}/${ids[path]}`, `/${path}/${ids[path]}/edit`]),
  'tools, quotes, statistics, settings, help': (ids) => [
    '/',
    `/pricelists/${ids.pricelists}/statistics`,
    '/pricelists/archived',
    '/pricelists/increase',
    '/pricelists/increases',
    '/surcharges/fuel-index',
    '/distances',
    '/areas/mass',
    '/tool',
    '/tool/mass',
    '/tool/tender',
    '/quotes',
    '/statistics',
    '/settings/rate-card',
    '/changes',
    '/users/security_log',
    '/help',
    '/account',
  ],
  'a quote, confirmations (destroy, archive), mass zones, two-factor set-up': (ids) => [
    `/quotes/${ids.quote}`,
    ...DESTROYED.map((path) => `/${path}/${ids[path]}/destroy`),
    `/customers/${ids.customers}/archive`,
    `/surcharges/${ids.surcharges}/archive`,
    '/areas/mass_zone',
    '/users/two_factor',
  ],
};

for (const [part, pagesOf] of Object.entries(STAFF_PAGES)) {
  test(`the staff app's pages have no serious or critical accessibility violation: ${part}`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginThroughApi(page, DEMO.email, DEMO.password);
    const records = Object.fromEntries(await Promise.all(RECORDS.map(async (path) => [path, await firstId(page.request, path)] as const)));
    const ids = { ...records, quote: await pricedQuote(page.request, records.customers) } as StaffIds;
    expect(await audit(page, pagesOf(ids))).toEqual([]);
  });
}

test("a change's page, waiting for a second person, has no serious or critical accessibility violation", async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const approvals = (approvals: string) => page.request.put('/fe/carrier_settings', { data: { approvals }, headers: origin });
  const transit = (await (await page.request.get(`/fe/transits/${await firstId(page.request, 'transits')}`)).json()) as {
    id: number;
    name: string;
    transit_time: number;
  };
  expect((await approvals('pricing')).status()).toBe(200);
  try {
    const held = await page.request.put(`/fe/transits/${transit.id}`, {
      data: { name: transit.name, transit_time: transit.transit_time + 1 },
      headers: origin,
    });
    expect(held.status(), await held.text()).toBe(202);
    const { change_id: id } = (await held.json()) as { change_id: number };
    expect(await audit(page, [`/changes/${id}`, `/transits/${transit.id}`])).toEqual([]);
    const rejected = await page.request.post(`/fe/changes/${id}/reject`, {
      data: { reason: 'Only an accessibility check' },
      headers: origin,
    });
    expect(rejected.status()).toBe(200);
  } finally {
    expect((await approvals('off')).status()).toBe(200);
  }
});

test("the platform admin's pages have no serious or critical accessibility violation", async ({ page }) => {
  await loginThroughApi(page, 'admin@example.com', 'admin-e2e-pass');
  const carrier = await firstId(page.request, 'admin/carriers');
  const paths = [
    '/admin/carriers',
    '/admin/carriers/new',
    `/admin/carriers/${carrier}`,
    `/admin/carriers/${carrier}/edit`,
    '/admin/registrations',
    '/admin/exchange_rates',
    '/admin/quick_search',
    '/admin/postcode_points',
  ];
  expect(await audit(page, paths)).toEqual([]);
});

test("the partner portal's pages have no serious or critical accessibility violation", async ({ page, newContext }) => {
  test.setTimeout(120_000);
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const email = `axe-${Date.now()}@partner.example`;
  await invitePartnerPerson(page.request, { email, name: 'Aino Axe' });
  const context = await newContext({
    baseURL: BASE_URL,
    timezoneId: 'Europe/Tallinn',
    locale: 'en-GB',
    viewport: { width: 1400, height: 1000 },
  });
  const portal = await signUpInPortal(context, email);
  const pricelist = await firstId(portal.request, 'portal/pricelists');
  const quote = await pricedQuote(portal.request);
  const paths = [
    '/portal/pricelists',
    `/portal/pricelists/${pricelist}`,
    '/portal/calculator',
    '/portal/budget',
    '/portal/tender',
    '/portal/quotes',
    `/portal/quotes/${quote}`,
    '/portal/jobs',
    '/portal/token',
    '/portal/account',
    '/portal/two_factor',
  ];
  expect(await audit(portal, paths)).toEqual([]);
});
