/**
 * The pseudo-locale run (issue 45, "No string left behind"): the demo user with localStorage
 * `language` 'pseudo' reads every message accented, 30 % longer and bracketed (domain
 * pseudoLocalize), as a longer language would. On the main pages at 1400 px and at 1024 px nothing of
 * the screen's own words is cut: no button, badge, nav link, tab, table header, label or title whose
 * text is wider than its box (text-overflow: ellipsis with the full text in a title attribute is a
 * deliberate cut and passes), and the page never scrolls sideways. The list is attached to the
 * report; screenshots of each page land in test-results/pseudo/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pseudoLocalize } from '../../packages/domain/src/i18n/pseudo';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

const SHOTS = 'test-results/pseudo';

/** What is cut on the page now: each cut text, and the page's sideways scroll with what sticks out. */
async function cuts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const OWN_WORDS = [
      'button',
      '[role=button]',
      '.mantine-Badge-root',
      'nav a',
      'header a',
      '[role=tab]',
      '[role=menuitem]',
      'th',
      '[role=columnheader]',
      'label',
      'legend',
      'h1, h2, h3, h4, h5, h6',
    ].join(', ');
    const describe = (element: Element) => {
      const classes = Array.from(element.classList)
        .filter((name) => name.startsWith('mantine-'))
        .slice(0, 2)
        .join('.');
      const text = ((element as HTMLElement).innerText || element.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text.slice(0, 60)}"`;
    };
    /** Cut on purpose: an ellipsis, the full text in a title on it or around it. */
    const deliberate = (element: Element) =>
      getComputedStyle(element).textOverflow === 'ellipsis' && !!element.closest('[title]')?.getAttribute('title')?.trim();
    /** A box holding text of its own (a switch's track or an icon is no text), not visually hidden for screen readers. */
    const holdsText = (element: Element) => element.clientWidth > 1 && !!(element as HTMLElement).innerText?.trim();
    const found: string[] = [];
    for (const candidate of Array.from(document.querySelectorAll(OWN_WORDS))) {
      if (!candidate.checkVisibility({ visibilityProperty: true })) continue;
      const cut = [candidate, ...Array.from(candidate.querySelectorAll('*'))].find(
        (element) => holdsText(element) && element.scrollWidth > element.clientWidth + 1 && !deliberate(element),
      );
      if (cut) found.push(`${describe(candidate)}: ${cut.scrollWidth} px of text in ${cut.clientWidth} px`);
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // What sticks out: the outermost boxes past the right edge, none inside a box that scrolls or clips.
      const edge = root.clientWidth + 1;
      const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
      const out = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        if (element.getBoundingClientRect().right <= edge || !element.checkVisibility()) return false;
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (clips(parent) || parent.getBoundingClientRect().right > edge) return false;
        }
        return true;
      });
      found.push(
        `the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px (${out.slice(0, 5).map(describe).join('; ')})`,
      );
    }
    return found;
  });
}

/** The demo shipment in the pseudo-locale's labels: one EUR pallet of 480 kg Tallinn (10115) -> Riga (1001). */
async function priceDemoShipment(page: Page) {
  const row = page.getByRole('group', { name: pseudoLocalize('calculator.row.legend', { row: 1 }) });
  await row.getByLabel(pseudoLocalize('calculator.row.weight')).fill('480');
  await page.getByLabel(pseudoLocalize('calculator.collection.postcode')).fill('10115');
  // Country names are the domain's, not the catalogs'.
  await page.getByLabel(pseudoLocalize('calculator.delivery.country')).fill('Latvia');
  await page.getByRole('option', { name: 'Latvia', exact: true }).click();
  await page.getByLabel(pseudoLocalize('calculator.delivery.postcode')).fill('1001');
  await page.getByRole('button', { name: pseudoLocalize('calculator.calculate') }).click();
  await expect(page.getByRole('cell', { name: pseudoLocalize('calculator.result.freight') })).toBeVisible();
}

for (const width of [1400, 1024]) {
  test(`in the pseudo-locale nothing is cut and no page scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await page.context().addInitScript(() => localStorage.setItem('language', 'pseudo'));
    await loginThroughApi(page, DEMO.email, DEMO.password);
    const pricelists: { items: { id: number }[] } = await (await page.request.get('/fe/pricelists')).json();
    const partners: { id: number }[] = await (await page.request.get('/fe/customers/form')).json();
    const pages: [name: string, path: string][] = [
      ['dashboard', '/'],
      ['calculator', '/tool'],
      ['quotes', '/quotes'],
      ['pricelists', '/pricelists'],
      ['pricelist', `/pricelists/${pricelists.items[0]!.id}`],
      ['services', '/services'],
      ['surcharges', '/surcharges'],
      ['zones', '/zones'],
      ['areas', '/areas'],
      ['transits', '/transits'],
      ['conditions', '/conditions'],
      ['partners', '/customers'],
      ['partner', `/customers/${partners[0]!.id}`],
      ['rate-card', '/settings/rate-card'],
      ['users', '/users'],
      ['help', '/help'],
      ['account', '/account'],
    ];

    const found: string[] = [];
    mkdirSync(SHOTS, { recursive: true });
    for (const [index, [name, path]] of pages.entries()) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The pseudo-locale is on: the screen's own words are accented, padded and bracketed.
      await expect(page.getByText(/·\]$/).filter({ visible: true }).first()).toBeVisible();
      if (name === 'calculator') await priceDemoShipment(page);
      await page.waitForLoadState('networkidle');
      await page.mouse.move(0, 899);
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/${width}-${String(index + 1).padStart(2, '0')}-${name}.png`, fullPage: true });
      found.push(...(await cuts(page)).map((cut) => `${path} at ${width} px: ${cut}`));
    }
    await test.info().attach(`cut at ${width} px`, { body: found.join('\n') || 'nothing', contentType: 'text/plain' });
    expect(found, 'texts cut, pages scrolling sideways').toEqual([]);
  });
}
