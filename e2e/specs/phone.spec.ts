import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, fillDemoShipment, invitePartnerPerson, loginThroughApi, signUpInPortal, test } from '../fixtures';

/**
 * A partner's buyer on a phone (390 x 844): every portal page, and the staff calculator, fit the
 * screen. The page never scrolls sideways, and no text of the main content is cut (a badge, a table
 * cell, a label clipped by its box); a table too wide for the screen scrolls in its own box with its
 * first column fixed, or becomes cards. A screenshot of each page lands in test-results/phone/.
 */
const PHONE = { width: 390, height: 844 };
const SHOTS = resolve(import.meta.dirname, '../test-results/phone');

/** What does not fit on the page as it is now: the page's own sideways scroll, and each cut text. */
interface Fit {
  page: { scrollWidth: number; clientWidth: number };
  /** Texts clipped by their own box (scrollWidth beyond clientWidth) or running past the screen's or their clipping box's edge. */
  cut: string[];
  /** Boxes scrolling sideways whose first column is not fixed in place, or fixed but too wide to see past. */
  scrollers: string[];
}

/** Measures the page in the browser (see Fit). */
async function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const main = document.querySelector('main') ?? document.body;
    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const classes = Array.from(element.classList)
        .filter((name) => name.startsWith('mantine-'))
        .slice(0, 2)
        .join('.');
      return `${tag}${classes ? `.${classes}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const isHidden = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') return true;
        if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return true; // visually hidden
      }
      return false;
    };
    /** A box that scrolls sideways on purpose: overflow-x auto or scroll, and wider content than itself. */
    const scrollsSideways = (element: Element) => {
      const overflow = getComputedStyle(element).overflowX;
      return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    };
    /**
     * What is wrong with a box scrolling sideways, null when nothing: its first column (a table's
     * first cells) must stay in place, sticky at the left, and leave at least 40 % of the box for the
     * columns that scroll past it.
     */
    const scrollerProblem = (box: Element): string | null => {
      const firsts = Array.from(box.querySelectorAll('tr > :first-child'));
      const loose = firsts.filter((cell) => getComputedStyle(cell).position !== 'sticky');
      if (firsts.length === 0 || loose.length > 0) return `${describe(box)}: its first column is not fixed`;
      const widest = Math.max(...firsts.map((cell) => cell.getBoundingClientRect().width));
      if (widest > box.clientWidth * 0.6)
        return `${describe(box)}: its fixed first column takes ${Math.round(widest)} of ${box.clientWidth} px`;
      return null;
    };
    const scrollers = Array.from(main.querySelectorAll('*')).filter(scrollsSideways);
    const scrollerOf = (element: Element) => scrollers.find((box) => box.contains(element));

    const texts = Array.from(main.querySelectorAll('*')).filter((element) => {
      if (element.closest('svg, script, style, [aria-hidden="true"]')) return false;
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      return ownText || element.matches('td, th, .mantine-Badge-root, .mantine-Badge-label');
    });
    const cut: string[] = [];
    for (const element of texts) {
      if (isHidden(element)) continue;
      const rect = element.getBoundingClientRect();
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).display !== 'inline') {
        // Clipped by its own box (an ellipsis): cut wherever it stands, a scrolling table's cell or badge too.
        cut.push(`${describe(element)}: ${element.scrollWidth} > ${element.clientWidth}`);
      } else if (scrollerOf(element)) {
        // Past the screen's edge inside a box that scrolls sideways: reached by scrolling it (the box is checked below).
        continue;
      } else if (rect.right > root.clientWidth + 1 || rect.left < -1) {
        cut.push(`${describe(element)}: ${Math.round(rect.left)}..${Math.round(rect.right)} beyond the screen's 0..${root.clientWidth}`);
      } else {
        // Clipped by a box around it that hides what overflows (a card, a cell).
        for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          const edge = box.getBoundingClientRect();
          if (rect.right > edge.right + 1 && !scrollsSideways(box)) {
            cut.push(`${describe(element)}: right edge ${Math.round(rect.right)} clipped at ${Math.round(edge.right)} by ${describe(box)}`);
            break;
          }
        }
      }
    }
    return {
      page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
      cut,
      scrollers: scrollers.map(scrollerProblem).filter((problem): problem is string => problem !== null),
    };
  });
}

/** The page fits the phone (see Fit); its screenshot is saved as `name`. */
async function expectFits(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // From the top: a full-page shot of a scrolled page draws the fixed header in its middle.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        return window.scrollY;
      }),
    )
    .toBe(0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  const fit = await measure(page);
  // Soft: one run names every page that does not fit.
  expect.soft(fit.page.scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(fit.page.clientWidth);
  expect.soft(fit.cut, `${name}: cut texts`).toEqual([]);
  expect.soft(fit.scrollers, `${name}: boxes scrolling sideways`).toEqual([]);
}

async function openPage(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFits(page, name);
}

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

test('every portal page fits a 390 px phone: no sideways scroll, no cut text', async ({ page, newContext }) => {
  test.setTimeout(180_000);
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const stamp = Date.now();
  const email = `phone-${stamp}@partner.example`;
  await invitePartnerPerson(page.request, { email, name: 'Pia Phone' });
  const context = await newContext({ baseURL: BASE_URL, timezoneId: 'Europe/Tallinn', locale: 'en-GB', viewport: PHONE });
  const portal = await signUpInPortal(context, email);

  await openPage(portal, '/portal/pricelists', 'portal-pricelists');
  const pricelists = (await (await portal.request.get('/fe/portal/pricelists')).json()) as { id: number }[];
  expect(pricelists.length).toBeGreaterThan(0);
  await openPage(portal, `/portal/pricelists/${pricelists[0]!.id}`, 'portal-rate-card');

  await portal.goto('/portal/calculator');
  await fillDemoShipment(portal);
  await portal.getByRole('button', { name: 'Calculate' }).click();
  await expect(portal.getByText(/^\d+ prices? found$/)).toBeVisible();
  await expect(portal.getByTestId('total').first()).toBeVisible();
  await expectFits(portal, 'portal-calculator');

  await openPage(portal, '/portal/budget', 'portal-budget');
  // A budget mailed to the buyer: a job in the jobs' list, its table on the phone too.
  const shipments = ['Reference\tCollection\tDelivery\tQuantity\tType\tWeight', 'P-1\tEE 10115\tLV 1001\t1\tEUR\t480'].join('\n');
  await portal.getByLabel('Shipments').fill(shipments);
  await portal.getByLabel('Send by e-mail').check();
  await portal.getByLabel('E-mail address').fill(email);
  await portal.getByRole('button', { name: 'Calculate' }).click();
  await expect(portal.getByRole('table', { name: 'Calculation jobs' }).getByRole('row').filter({ hasText: email })).toContainText('Done', {
    timeout: 20_000,
  });
  await expectFits(portal, 'portal-budget-job');
  await openPage(portal, '/portal/tender', 'portal-tender');
  await openPage(portal, '/portal/quotes', 'portal-quotes');
  // A quote of the calculation above, on its own page.
  const quotes = (await (await portal.request.get('/fe/portal/quotes')).json()) as { items: { quote_id: string }[] };
  expect(quotes.items.length, "the calculator's quotes").toBeGreaterThan(0);
  await openPage(portal, `/portal/quotes/${quotes.items[0]!.quote_id}`, 'portal-quote');
  await openPage(portal, '/portal/jobs', 'portal-jobs');
  await openPage(portal, '/portal/token', 'portal-token');
  await openPage(portal, '/portal/account', 'portal-account');
  await openPage(portal, '/portal/two_factor', 'portal-two-factor');
});

test('the staff calculator fits a 390 px phone with a price calculated', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginThroughApi(page, DEMO.email, DEMO.password);
  await page.goto('/tool');
  await expectFits(page, 'staff-calculator');
  await fillDemoShipment(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText(/^\d+ prices? found$/)).toBeVisible();
  await expect(page.getByTestId('total').first()).toBeVisible();
  await expectFits(page, 'staff-calculator-priced');
});

/** The top and bottom of the field labelled `label` and of the fixed header bar, on screen. */
async function fieldUnderHeader(page: Page, label: string): Promise<{ field: number; fieldBottom: number; header: number }> {
  const field = (await page.getByLabel(label, { exact: true }).boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  return { field: field.y, fieldBottom: field.y + field.height, header: header.y + header.height };
}

test('a field reached by Shift+Tab on a phone shows below the fixed header, and its list opens on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The results come into view at once, not by a smooth scroll that could still run below.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginThroughApi(page, DEMO.email, DEMO.password);
  await page.goto('/tool');
  await fillDemoShipment(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  // The results make the page long enough to scroll the form under the header.
  await expect(page.getByTestId('total').first()).toBeVisible();
  const country = page.getByLabel('Delivery country', { exact: true });
  // The field under the header bar (its top at the screen's top): scrolled past, then reached back by the keyboard.
  await expect
    .poll(async () => {
      await country.evaluate((element) => window.scrollBy({ top: element.getBoundingClientRect().top, behavior: 'instant' }));
      return Math.abs((await fieldUnderHeader(page, 'Delivery country')).field);
    })
    .toBeLessThan(1);
  await page.getByLabel('Delivery postcode', { exact: true }).evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  await page.keyboard.press('Shift+Tab');
  await expect(country).toBeFocused();
  // WCAG 2.4.11: the browser scrolled the focused field out from under the bar (scroll-padding-top).
  await expect
    .poll(async () => {
      const { field, header } = await fieldUnderHeader(page, 'Delivery country');
      return field - header;
    })
    .toBeGreaterThanOrEqual(0);
  // Typed into, its list opens on screen, under nothing: the option takes a tap where it shows.
  await page.keyboard.type('Lat');
  const option = page.getByRole('option', { name: 'Latvia', exact: true });
  await expect(option).toBeInViewport();
  await option.click({ trial: true });
});
