import type { Locator, Page } from '@playwright/test';
import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, partnerWithPricelist, test } from '../fixtures';

/**
 * The keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): signing in, editing a price in the grid and saving
 * it, pricing a shipment in the calculator, and inviting a partner's person. Nothing is clicked or
 * focused by the test: every control is reached with Tab (or Shift+Tab) from the page's start or
 * from the step before, and used with Enter, Space, the arrows and typing. After each step the
 * focus is where it should be and shows (an outline or a ring the reader can see), and the outcome
 * is checked where it lands: the session, the saved price through the API, the price on screen,
 * the invitation in the list.
 */
const origin = { Origin: BASE_URL };

/**
 * The focused element's visible focus indicator, or why there is none: an outline or box-shadow
 * (a ring) of at least 3:1 contrast against the white page (WCAG 1.4.11), on the element itself,
 * on the box a hidden checkbox or switch input draws its state in (its next sibling), or on the
 * field box around a focused input (a multi-select's pills). An editing input's own 2 px border
 * counts as its ring.
 */
async function focusIndicator(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { ok: false, what: 'nothing focused (the body)' };
    const name = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.getAttribute('role') ? `[role=${node.getAttribute('role')}]` : ''} "${(
        node.getAttribute('aria-label') ??
        (node as HTMLInputElement).labels?.[0]?.textContent ??
        node.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    /** An rgb()/rgba() colour's contrast against white, 0 when transparent. */
    const contrast = (colour: string) => {
      const parts = /rgba?\(([^)]+)\)/
        .exec(colour)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      if (!parts || parts.length < 3 || (parts.length > 3 && parts[3] === 0)) return 0;
      const linear = parts.slice(0, 3).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      const luminance = 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
      return 1.05 / (luminance + 0.05);
    };
    const ringOf = (node: Element): string | null => {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1 && contrast(style.outlineColor) >= 3) {
        return `outline ${style.outlineWidth} ${style.outlineColor}`;
      }
      if (style.boxShadow !== 'none') {
        const colours = style.boxShadow.match(/rgba?\([^)]+\)/g) ?? [];
        if (colours.some((colour) => contrast(colour) >= 3)) return `box-shadow ${style.boxShadow}`;
      }
      const editing = node instanceof HTMLInputElement && node.closest('[role="grid"]');
      if (editing && Number.parseFloat(style.borderTopWidth) >= 2 && contrast(style.borderTopColor) >= 3) {
        return `border ${style.borderTopWidth} ${style.borderTopColor}`;
      }
      return null;
    };
    const candidates: Element[] = [element];
    const box = element.getBoundingClientRect();
    const invisible = getComputedStyle(element).opacity === '0' || box.width < 2 || box.height < 2;
    if (invisible && element.nextElementSibling) candidates.push(element.nextElementSibling);
    const field = element.parentElement?.closest('.mantine-Input-input');
    if (field) candidates.push(field);
    for (const candidate of candidates) {
      const ring = ringOf(candidate);
      if (ring) return { ok: true, what: `${name(element)}: ${ring}` };
    }
    const style = getComputedStyle(element);
    return {
      ok: false,
      what: `${name(element)} shows no focus: outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, box-shadow ${style.boxShadow}`,
    };
  });
}

/** The focused element shows its focus. */
async function expectFocusVisible(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const indicator = await focusIndicator(page);
        last = indicator.what;
        return indicator.ok;
      },
      { message: 'a visible focus indicator' },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${last}\n${error.message}`);
    });
}

/** What has the focus, for a failure's message. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
  });
}

/**
 * Tab (Shift+Tab with `back`) until `target` has the focus, at most `within` presses (1: the very
 * next stop must be it). Every stop on the way shows its focus; the stops passed are named when
 * the target is not reached.
 */
async function tabTo(page: Page, target: Locator, { within = 1, back = false }: { within?: number; back?: boolean } = {}) {
  const passed: string[] = [];
  for (let step = 0; step < within; step++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    const reached = await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 }).catch(() => false);
    if (reached) break;
    passed.push(await focusedName(page));
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'}; passed ${passed.join(', ')}`).toBeFocused();
}

/** Types into the focused field, the field keeping the focus. */
async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
});

test('signing in by keyboard: the e-mail field has the focus, Tab goes to the password and on to Log in', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password', { exact: true });
  // The page starts in the e-mail field (autofocus), its focus shown.
  await expect(email).toBeFocused();
  await expectFocusVisible(page);
  await typeInto(page, email, DEMO.email);
  await tabTo(page, password);
  await typeInto(page, password, DEMO.password);
  await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
  const logIn = page.getByRole('button', { name: 'Log in' });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE_URL}/`);
  const me = await page.request.get('/fe/user');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(DEMO.email);
});

test('editing a price by keyboard: Edit, into the grid, to the cell, type, Enter, out of the grid and Update', async ({ page }) => {
  test.slow();
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const { pricelistId: pricelist } = await partnerWithPricelist(page.request, `Keyboard Partner ${Date.now()}`);

  await page.goto(`/pricelists/${pricelist}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const edit = page.getByRole('main').getByRole('link', { name: 'Edit', exact: true });
  await tabTo(page, edit, { within: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pricelists/${pricelist}/edit$`));
  // The form replaced the view: the next Tab starts from the page's start.
  const grid = page.getByRole('grid', { name: 'Fare group 1' });
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await expect(grid).toBeVisible();

  // The grid is one stop; inside it the arrows move (its own keys, grid-keyboard.ts).
  await tabTo(page, grid, { within: 60 });
  const active = () => grid.evaluate((element) => element.getAttribute('aria-activedescendant') ?? '');
  await expect.poll(active).toMatch(/-r0-c0$/); // zone from of the first row
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight'); // to, transit, minimum, maximum, then the prices
  await expect.poll(active).toMatch(/-r0-c6$/); // the second price, up to 200 kg
  const price = grid.locator('[data-row="0"][data-col="1"]');
  await expect(price).toHaveAttribute('data-value', '8');
  await expect(price).toHaveAttribute('aria-selected', 'true');

  // Typing replaces the cell in an editor that shows its focus; Enter keeps it and moves down.
  await page.keyboard.type('12,75');
  const editor = grid.getByRole('textbox', { name: 'Price, row 1, quantity 2' });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('12,75');
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(grid).toBeFocused();
  await expectFocusVisible(page);
  await expect(price).toHaveAttribute('data-value', '12.75');

  // Ctrl+End goes to the last cell, from where Tab leaves the grid; on to Update.
  await page.keyboard.press('Control+End');
  const update = page.getByRole('button', { name: 'Update', exact: true });
  await tabTo(page, update, { within: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pricelists/${pricelist}$`));

  const saved = (await (await page.request.get(`/fe/pricelists/${pricelist}`)).json()) as {
    fare_groups: { zones: { prices: number[] }[] }[];
  };
  expect(saved.fare_groups[0]!.zones[0]!.prices).toEqual([5, 12.75]);

  // The way out of the grid used here is on the help page, with the grid's other keys.
  await page.goto('/help');
  const keys = page.getByRole('region', { name: 'Working in the grid' });
  await expect(keys).toContainText('Ctrl+End');
  await expect(keys).toContainText('Tab from the last cell goes on to the quantities in the header and the buttons after the grid');
});

test('pricing a shipment by keyboard: the row, the route and Calculate, the price on screen as the API gives it', async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
  await page.goto('/tool');
  const row = page.getByRole('group', { name: 'Shipment row 1' });
  await expect(row.getByLabel('Type')).toHaveValue(/EUR pallet/);

  // The row: quantity 1 and the EUR pallet are set; the weight is typed.
  const quantity = row.getByRole('textbox', { name: 'Quantity' });
  await tabTo(page, quantity, { within: 40 });
  const type = row.getByRole('textbox', { name: 'Type' });
  await tabTo(page, type);
  const weight = row.getByRole('textbox', { name: 'Weight' });
  await tabTo(page, weight);
  await typeInto(page, weight, '480');

  // The route: Estonia is the collection country; the delivery country is typed and picked with Enter.
  const collectionPostcode = page.getByRole('textbox', { name: 'Collection postcode', exact: true });
  await tabTo(page, collectionPostcode, { within: 20 });
  await typeInto(page, collectionPostcode, '10115');
  const deliveryCountry = page.getByRole('textbox', { name: 'Delivery country', exact: true });
  await tabTo(page, deliveryCountry);
  await typeInto(page, deliveryCountry, 'Latvia');
  await page.keyboard.press('Enter');
  await expect(deliveryCountry).toHaveValue('Latvia');
  const deliveryPostcode = page.getByRole('textbox', { name: 'Delivery postcode', exact: true });
  await tabTo(page, deliveryPostcode);
  await typeInto(page, deliveryPostcode, '1001');

  // The flags are checkboxes: Space ticks one and unticks it again, its focus shown.
  const adr = page.getByRole('checkbox', { name: 'ADR' });
  await tabTo(page, adr);
  await page.keyboard.press('Space');
  await expect(adr).toBeChecked();
  await page.keyboard.press('Space');
  await expect(adr).not.toBeChecked();

  const calculate = page.getByRole('button', { name: 'Calculate' });
  await tabTo(page, calculate, { within: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^\d+ prices? found$/)).toBeVisible();

  const api = await page.request.post('/api/v1/service_price', {
    data: {
      customer: null,
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
    },
    headers: origin,
  });
  expect(api.status(), await api.text()).toBe(200);
  const groupage = ((await api.json()) as { service: { name: string }; total: number; currency: string }[]).find(
    (result) => result.service.name === 'Groupage',
  )!;
  const total = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: groupage.currency }).format(groupage.total);
  await expect(page.getByRole('region', { name: 'Groupage' }).getByTestId('total')).toHaveText(total);
  // The focus stays on Calculate, still shown, for the next calculation.
  await expect(calculate).toBeFocused();
  await expectFocusVisible(page);
});

test("inviting a partner's person by keyboard: Invite, the dialog's fields, Send, the focus back on Invite", async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const { partnerId: partner } = await partnerWithPricelist(page.request, `Keyboard Partner ${Date.now()}`);
  const email = `kai-${Date.now()}@keyboard.example`;

  await page.goto(`/customers/${partner}`);
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByText('No one invited yet.')).toBeVisible();
  const invite = people.getByRole('button', { name: 'Invite', exact: true });
  await tabTo(page, invite, { within: 60 });
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Invite a person of the partner' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  // The dialog opens in its first field.
  await expect(name).toBeFocused();
  await expectFocusVisible(page);
  await typeInto(page, name, 'Kai Keyboard');
  const mail = dialog.getByRole('textbox', { name: 'E-mail' });
  await tabTo(page, mail);
  await typeInto(page, mail, email);
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');

  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(people.getByTestId(`person-${email}`)).toContainText('Kai Keyboard');
  // Closed, the dialog gives the focus back to the button that opened it.
  await expect(invite).toBeFocused();
  await expectFocusVisible(page);

  const listed = (await (await page.request.get(`/fe/customers/${partner}/users`)).json()) as { email: string; name: string }[];
  expect(listed.map((person) => [person.name, person.email])).toContainEqual(['Kai Keyboard', email]);
});
