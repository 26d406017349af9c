/**
 * Issue 45's walk in Estonian and in Finnish: a clerk whose language is set on the user signs in
 * through the form (their browser reads the language too, so the form is in it) and goes through
 * the pricelists, a pricelist with its price grid, a service, the calculator (the demo shipment
 * priced), the quotes, the help and their account. At each step the page's heading and a few labels
 * are the language's, no English word of TELLTALES is on the screen's own words (headings, buttons,
 * labels, table headers, tabs, the bars' links, the fields' placeholders), the demo's record names
 * (English) left aside, and a full-page screenshot is kept in test-results/languages/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createSalesUser, expect, test } from '../fixtures';

const SHOTS = 'test-results/languages';

/** English words that show a text left untranslated (whole words, case as written). */
const TELLTALES = [
  'Save',
  'Cancel',
  'Pricelists',
  'Pricelist',
  'Delete',
  'Search',
  'Loading',
  'Name',
  'Valid from',
  'Valid to',
  'Service',
  'Services',
  'Calculator',
  'Calculate',
  'Quotes',
  'Quote',
  'Help',
  'Edit',
  'Open',
  'Close',
  'Export',
  'Active',
  'Comment',
  'Weight',
  'Type',
  'Price',
  'Prices',
  'Zones',
  'Surcharges',
  'Account',
  'Log out',
  'Language',
  'Back',
  'Show',
  'Download',
  'Date',
  'Total',
  'Add',
  'New',
  'Version',
  'History',
  'Status',
  'Unit',
  'Country',
  'Postcode',
  'Length',
  'Width',
  'Height',
  'Quantity',
];
const TELLTALE = new RegExp(`(?<![\\p{L}\\d])(${TELLTALES.map((w) => w.replace(' ', '\\s+')).join('|')})(?![\\p{L}\\d])`, 'u');

interface Words {
  locale: string;
  login: { title: string; email: string; password: string; submit: string; refused: string };
  nav: { main: string; pricelists: string; services: string; calculator: string; quotes: string };
  pricelists: { activeDisabled: string; name: string; lastActivity: string; help: string };
  changeLog: { title: string; created: string };
  service: { code: string; conditions: string };
  calculator: {
    row: string;
    type: string;
    eurPallet: RegExp;
    weight: string;
    collectionPostcode: string;
    deliveryCountry: string;
    latvia: string;
    deliveryPostcode: string;
    calculate: string;
    addRow: string;
    found: RegExp;
    freight: string;
    noPricelist: string;
  };
  help: string;
  account: string;
  logOut: string;
}

const WORDS: Record<'et' | 'fi', Words> = {
  et: {
    locale: 'et-EE',
    login: { title: 'Logi sisse', email: 'E-post', password: 'Parool', submit: 'Logi sisse', refused: 'Vale e-posti aadress või parool' },
    nav: { main: 'Peamenüü', pricelists: 'Hinnakirjad', services: 'Teenused', calculator: 'Kalkulaator', quotes: 'Hinnapakkumised' },
    pricelists: { activeDisabled: 'Aktiivne / keelatud', name: 'Nimi', lastActivity: 'Viimane tegevus', help: 'Abi' },
    changeLog: { title: 'Muudatuste logi', created: 'Loodud' },
    service: { code: 'Kood', conditions: 'Tingimused' },
    calculator: {
      row: 'Saadetise rida 1',
      type: 'Tüüp',
      eurPallet: /EUR-alus/,
      weight: 'Kaal',
      collectionPostcode: 'Pealelaadimise sihtnumber',
      deliveryCountry: 'Kohaletoimetamise riik',
      latvia: 'Läti',
      deliveryPostcode: 'Kohaletoimetamise sihtnumber',
      calculate: 'Arvuta',
      addRow: 'Lisa rida',
      found: /^Leiti \d+ hinda?$/,
      freight: 'Veotasu',
      noPricelist: 'Selle teenuse jaoks hinnakirja pole',
    },
    help: 'Abi: kuidas hinnakirjad töötavad',
    account: 'Minu konto',
    logOut: 'Logi välja',
  },
  fi: {
    locale: 'fi-FI',
    login: {
      title: 'Kirjaudu sisään',
      email: 'Sähköposti',
      password: 'Salasana',
      submit: 'Kirjaudu',
      refused: 'Virheellinen sähköposti tai salasana',
    },
    nav: { main: 'Päävalikko', pricelists: 'Hinnastot', services: 'Palvelut', calculator: 'Laskuri', quotes: 'Tarjoukset' },
    pricelists: { activeDisabled: 'Käytössä / pois käytöstä', name: 'Nimi', lastActivity: 'Viimeisin tapahtuma', help: 'Ohje' },
    changeLog: { title: 'Muutoshistoria', created: 'Luotu' },
    service: { code: 'Koodi', conditions: 'Ehdot' },
    calculator: {
      row: 'Lähetysrivi 1',
      type: 'Tyyppi',
      eurPallet: /EUR-lava/,
      weight: 'Paino',
      collectionPostcode: 'Noudon postinumero',
      deliveryCountry: 'Toimitusmaa',
      latvia: 'Latvia',
      deliveryPostcode: 'Toimituksen postinumero',
      calculate: 'Laske',
      addRow: 'Lisää rivi',
      found: /^Löytyi \d+ hintaa?$/,
      freight: 'Rahti',
      noPricelist: 'Tälle palvelulle ei ole hinnastoa',
    },
    help: 'Ohje: näin hinnastot toimivat',
    account: 'Oma tili',
    logOut: 'Kirjaudu ulos',
  },
};

/** The demo's record names the clerk can read (English, the carrier's own data): left out of the check. */
async function recordNames(page: Page): Promise<string[]> {
  const names = new Set<string>();
  for (const path of ['/fe/pricelists', '/fe/services', '/fe/zones', '/fe/surcharges', '/fe/customers/form']) {
    const response = await page.request.get(path);
    if (!response.ok()) continue;
    const body: unknown = await response.json();
    const items = Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? []);
    for (const item of items as { name?: unknown }[]) if (typeof item.name === 'string' && item.name) names.add(item.name);
  }
  // The longest first, so a name inside another is not taken out of it first.
  return [...names].sort((a, b) => b.length - a.length);
}

/** The screen's own words now: headings, buttons, labels, table headers, tabs, the bars' links, placeholders. */
async function screenWords(page: Page): Promise<string[]> {
  const own = page
    .getByRole('heading')
    .or(page.getByRole('button'))
    .or(page.getByRole('columnheader'))
    .or(page.getByRole('tab'))
    .or(page.getByRole('navigation').getByRole('link'))
    .or(page.locator('label, legend'))
    .or(page.locator('input[placeholder]'));
  return own.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).checkVisibility())
      .flatMap((element) => {
        const html = element as HTMLElement;
        return [html.innerText, html.getAttribute('aria-label'), html.getAttribute('title'), html.getAttribute('placeholder')];
      })
      .filter((text): text is string => !!text && !!text.trim())
      .map((text) => text.replace(/\s+/g, ' ').trim()),
  );
}

/** One step of the walk: the heading, no English on the screen's own words, the screenshot. */
async function step(page: Page, language: string, number: number, name: string, heading: string, records: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Nothing still loading (a skeleton's words, a spinner's label), no toast over the page (the pointer off it).
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, (page.viewportSize()?.height ?? 900) - 1);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${language}-${String(number).padStart(2, '0')}-${name}.png`, fullPage: true });
  const english = (await screenWords(page))
    .map((text) => records.reduce((left, record) => left.split(record).join(' '), text))
    .filter((text) => TELLTALE.test(text));
  expect([...new Set(english)], `English on the ${name} page in ${language}`).toEqual([]);
}

for (const language of ['et', 'fi'] as const) {
  const words = WORDS[language];

  test(`${language === 'et' ? 'an Estonian' : 'a Finnish'} clerk's walk is in ${language}: sign-in, pricelists, a pricelist, a service, the calculator, quotes, help, account`, async ({
    page,
    newContext,
  }) => {
    // Made by the admin; their language set on the user (as the language menu sets it) through this
    // test's own page, then the walk in a browser of their own, nothing kept in it.
    const clerk = await createSalesUser(page.request);
    const { baseURL } = test.info().project.use;
    expect((await page.request.post('/fe/login', { data: clerk, headers: { Origin: baseURL! } })).status()).toBe(200);
    const chosen = await page.request.put('/fe/user', { data: { language }, headers: { Origin: baseURL! } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    const records = await recordNames(page);
    const context = await newContext({ baseURL, locale: words.locale, viewport: { width: 1400, height: 900 } });
    const walk = await context.newPage();

    // 1. The sign-in form, in the browser's language.
    await walk.goto('/login');
    await step(walk, language, 1, 'login', words.login.title, records);
    await walk.getByLabel(words.login.email).fill(clerk.email);
    // A wrong password first: the server's refusal is said in the browser's language too.
    await walk.getByLabel(words.login.password, { exact: true }).fill(`${clerk.password}-wrong`);
    await walk.getByRole('button', { name: words.login.submit, exact: true }).click();
    await expect(walk.getByText(words.login.refused, { exact: true })).toBeVisible();
    await walk.getByLabel(words.login.password, { exact: true }).fill(clerk.password);
    await walk.getByRole('button', { name: words.login.submit, exact: true }).click();
    const nav = walk.getByRole('navigation', { name: words.nav.main });
    await expect(nav.getByRole('link', { name: words.nav.pricelists, exact: true })).toBeVisible();
    await expect(walk.getByRole('button', { name: words.logOut })).toBeVisible();

    // 2. The pricelists.
    await nav.getByRole('link', { name: words.nav.pricelists, exact: true }).click();
    await step(walk, language, 2, 'pricelists', words.nav.pricelists, records);
    await expect(walk.getByLabel(words.pricelists.activeDisabled)).toBeVisible();
    await expect(walk.getByRole('columnheader', { name: words.pricelists.name, exact: true })).toBeVisible();
    await expect(walk.getByRole('columnheader', { name: words.pricelists.lastActivity, exact: true })).toBeVisible();

    // 3. A pricelist with its price grid.
    await walk.getByRole('link', { name: 'Groupage Baltics', exact: true }).click();
    await step(walk, language, 3, 'pricelist', 'Groupage Baltics', records);
    // The change log's lines are the server's English: its fixed ones in the language.
    await expect(
      walk.getByRole('table', { name: words.changeLog.title }).getByRole('cell', { name: words.changeLog.created, exact: true }),
    ).toBeVisible();

    // 4. A service.
    await nav.getByRole('link', { name: words.nav.services, exact: true }).click();
    await step(walk, language, 4, 'services', words.nav.services, records);
    await expect(walk.getByRole('columnheader', { name: words.service.code, exact: true })).toBeVisible();
    await walk.getByRole('link', { name: 'Groupage', exact: true }).click();
    await step(walk, language, 5, 'service', 'Groupage', records);
    // Its condition said in the language, not the domain's English.
    await expect(walk.getByRole('main').getByText(words.service.conditions, { exact: true })).toBeVisible();
    await expect(walk.getByText(/real weight/i)).toHaveCount(0);

    // 5. The calculator: the demo shipment (one EUR pallet of 480 kg Tallinn -> Riga) priced.
    await nav.getByRole('link', { name: words.nav.calculator, exact: true }).click();
    await expect(walk.getByRole('button', { name: words.calculator.addRow })).toBeVisible();
    const row = walk.getByRole('group', { name: words.calculator.row });
    await expect(row.getByLabel(words.calculator.type)).toHaveValue(words.calculator.eurPallet);
    await row.getByLabel(words.calculator.weight).fill('480');
    await walk.getByLabel(words.calculator.collectionPostcode, { exact: true }).fill('10115');
    await walk.getByLabel(words.calculator.deliveryCountry, { exact: true }).fill(words.calculator.latvia);
    await walk.getByRole('option', { name: words.calculator.latvia, exact: true }).click();
    await walk.getByLabel(words.calculator.deliveryPostcode, { exact: true }).fill('1001');
    await walk.getByRole('button', { name: words.calculator.calculate, exact: true }).click();
    await expect(walk.getByText(words.calculator.found)).toBeVisible();
    // The pricing's words (the freight line, why a service has no price) in the language; the first
    // of each (services other specs made may add cards).
    await expect(walk.getByRole('cell', { name: words.calculator.freight, exact: true }).first()).toBeVisible();
    await expect(walk.getByText(words.calculator.noPricelist, { exact: true }).first()).toBeVisible();
    await step(walk, language, 6, 'calculator', words.nav.calculator, records);

    // 6. The quotes (the calculation just made is one).
    await nav.getByRole('link', { name: words.nav.quotes, exact: true }).click();
    await step(walk, language, 7, 'quotes', words.nav.quotes, records);

    // 7. The help, from the pricelists' Help.
    await nav.getByRole('link', { name: words.nav.pricelists, exact: true }).click();
    await walk
      .getByRole('link', { name: words.pricelists.help })
      .or(walk.getByRole('button', { name: words.pricelists.help }))
      .click();
    await step(walk, language, 8, 'help', words.help, records);

    // 8. Their account.
    await walk.goto('/account');
    await step(walk, language, 9, 'account', words.account, records);
  });
}
