import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, invitePartnerPerson, loginThroughApi, signUpInPortal, test } from '../fixtures';

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

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const answer = (await (await request.get(`/fe/${path}`)).json()) as { items?: { id: number }[] } | { id: number }[];
  const items = Array.isArray(answer) ? answer : (answer.items ?? []);
  expect(items.length, `a record at /fe/${path}`).toBeGreaterThan(0);
  return items[0]!.id;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
});

test('the public pages have no serious or critical accessibility violation', async ({ page }) => {
  const paths = ['/login', '/signup', '/forgot_password', '/terms', '/privacy', '/cookies'];
  expect(await audit(page, paths)).toEqual([]);
});

const RECORDS = ['pricelists', 'services', 'zones', 'areas', 'transits', 'conditions', 'customers', 'users', 'roles', 'surcharges'];

/** The staff app in three parts (a part's pages are audited one after another: about 4 s each on a loaded machine). */
const STAFF_PAGES: Record<string, (ids: Record<string, number>) => string[]> = {
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
};

for (const [part, pagesOf] of Object.entries(STAFF_PAGES)) {
  test(`the staff app's pages have no serious or critical accessibility violation: ${part}`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginThroughApi(page, DEMO.email, DEMO.password);
    const ids = Object.fromEntries(await Promise.all(RECORDS.map(async (path) => [path, await firstId(page.request, path)] as const)));
    expect(await audit(page, pagesOf(ids))).toEqual([]);
  });
}

test("the platform admin's pages have no serious or critical accessibility violation", async ({ page }) => {
  await loginThroughApi(page, 'admin@example.com', 'admin-e2e-pass');
  const carrier = await firstId(page.request, 'admin/carriers');
  const paths = [
    '/admin/carriers',
    `/admin/carriers/${carrier}`,
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
  const paths = [
    '/portal/pricelists',
    `/portal/pricelists/${pricelist}`,
    '/portal/calculator',
    '/portal/budget',
    '/portal/tender',
    '/portal/quotes',
    '/portal/jobs',
    '/portal/token',
    '/portal/account',
  ];
  expect(await audit(portal, paths)).toEqual([]);
});
