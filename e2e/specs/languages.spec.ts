import { createSalesUser, expect, loginThroughApi, loginThroughForm, test } from '../fixtures';

test.describe('a visitor whose browser reads Finnish', () => {
  test.use({ locale: 'fi-FI' });

  test('gets the sign-in page in Finnish, and chooses Estonian from the language menu', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
    await expect(page.getByLabel('Sähköposti')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

    await page.getByRole('button', { name: 'Kieli: Suomi' }).click();
    await page.getByRole('menuitem', { name: 'Eesti' }).click();
    await expect(page.getByRole('heading', { name: 'Logi sisse' })).toBeVisible();
    await expect(page.getByLabel('Parool', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    // The choice is this browser's: it holds after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Logi sisse' })).toBeVisible();
  });
});

test("a clerk's language is kept on the user: chosen once, every browser they sign in on follows", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  // Made by the admin through this page's requests, then signed in as the clerk in their place.
  const sales = await createSalesUser(page.request);
  await loginThroughApi(page, sales.email, sales.password);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pricelists', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Eesti' }).click();
  const estonianNav = page.getByRole('navigation', { name: 'Peamenüü' });
  for (const entry of ['Hinnakirjad', 'Teenused', 'Lisatasud', 'Partnerid']) {
    await expect(estonianNav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Logi välja' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  expect((await (await page.request.get('/fe/user')).json()).language).toBe('et');

  // Another browser, nothing kept in it: signed in, the screens are Estonian.
  const { baseURL } = test.info().project.use;
  const elsewhere = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 1400, height: 900 } });
  const other = await elsewhere.newPage();
  await loginThroughForm(other, sales.email, sales.password);
  await expect(other.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Hinnakirjad', exact: true })).toBeVisible();
  await elsewhere.close();
});
