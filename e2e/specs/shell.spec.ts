import { createSalesUser, DEMO, expect, loginThroughApi, loginThroughForm, test } from '../fixtures';

test('a visitor sees the landing page with its four features and the way in', async ({ page }) => {
  await page.goto('/');
  for (const feature of [/zones and areas/i, /partners/i, /surcharges/i, /price list/i]) {
    await expect(page.getByRole('heading', { name: feature }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
});

test('a visitor signs up and sees the success', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Company').fill('Test Cargo AS');
  await page.getByLabel('Name').fill('Tess Tester');
  await page.getByLabel('Email').fill(`tess-${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('+372 5000 0001');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(/thank you|we will be in touch|registration (has been )?received/i).first()).toBeVisible();
});

test('the demo user logs in and sees the company bar with name and company; logout returns to the landing page', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginThroughForm(page, DEMO.email, DEMO.password);
  const nav = page.getByRole('navigation').first();
  for (const entry of ['Calculator', 'Pricelists', 'Services', 'Surcharges', 'Conditions', 'Partners', 'Users']) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(page.getByText(DEMO.name).first()).toBeVisible();
  await expect(page.getByText(DEMO.company).first()).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect((await page.request.get('/fe/user')).status()).toBe(401);
});

test('a user with a restricted role sees the disabled entries and no Users link', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const sales = await createSalesUser(page.request);
  await loginThroughApi(page, sales.email, sales.password);
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Pricelists', exact: true })).toBeVisible();
  const conditions = nav.getByText('Conditions', { exact: true });
  await expect(conditions).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Conditions', exact: true })).toHaveCount(0);
  await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Conditions' })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
});

test('an unknown page shows "Page not found"', async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('a wrong password keeps the visitor on the login page with the error', async ({ page }) => {
  await loginThroughForm(page, DEMO.email, 'wrong-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
