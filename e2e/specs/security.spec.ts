/**
 * The Owner's security log (who signed in, who failed to, who changed what) and a
 * person's own sessions, where signing out the others ends them at once in the other browser.
 */
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, BASE_URL } from '../constants';
import { expect, loginThroughForm, test } from '../fixtures';

const origin = { Origin: BASE_URL };

/** A new person of the demo carrier holding its Owner role, made by the platform admin with a password. */
async function createOwner(request: APIRequestContext, name: string): Promise<{ email: string; password: string; name: string }> {
  expect((await request.post('/fe/login', { data: ADMIN, headers: origin })).status()).toBe(200);
  const carriers = await (await request.get('/fe/admin/carriers?carrier=Demo')).json();
  const carrierId = carriers.items[0].id;
  const roles: { id: number; name: string }[] = await (await request.get(`/fe/admin/carriers/${carrierId}/roles`)).json();
  const owner = roles.find((r) => r.name === 'Owner')!;
  const user = { email: `owner-${Date.now()}@example.com`, password: 'owner-pass-1', name };
  const created = await request.post(`/fe/admin/carriers/${carrierId}/user`, {
    data: { name, email: user.email, phone: '', role_id: owner.id, password: user.password },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  // Signed out again: the admin's session must not be the page's when the person signs in.
  expect((await request.get('/fe/logout', { headers: origin })).status()).toBe(200);
  return user;
}

test('the security log shows a failed and a good sign-in, by event and by person', async ({ page }) => {
  const owner = await createOwner(page.request, 'Olga Owner');
  // Someone tries a wrong password on Olga's account first.
  const wrong = await page.request.post('/fe/login', { data: { email: owner.email, password: 'not-her-password' }, headers: origin });
  expect(wrong.status()).toBe(401);
  await loginThroughForm(page, owner.email, owner.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/users');
  await page.getByRole('link', { name: 'Security log' }).click();
  await expect(page.getByRole('heading', { name: 'Security log' })).toBeVisible();
  const failed = page.getByRole('row').filter({ hasText: 'Sign-in failed' }).filter({ hasText: owner.email }).first();
  await expect(failed).toContainText('wrong password');
  await expect(failed).toContainText('Not signed in');

  await page.getByLabel('Event').click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await expect(page).toHaveURL(/kind=sign_in(&|$)/);
  await expect(page.getByRole('row').filter({ hasText: 'Sign-in failed' })).toHaveCount(0);
  await page.getByRole('table').getByRole('link', { name: owner.name, exact: true }).first().click();
  await expect(page.getByText(`Events of ${owner.name}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Signed in' }).first()).toContainText(owner.name);
  await page.screenshot({ path: test.info().outputPath('security-log.png'), fullPage: true });
});

test('signing out the other sessions ends them at once in the other browser', async ({ page, newContext }) => {
  const owner = await createOwner(page.request, 'Sven Sessions');
  const other = await newContext({ baseURL: BASE_URL });
  const laptop = await other.newPage();
  await loginThroughForm(laptop, owner.email, owner.password);
  await expect(laptop).not.toHaveURL(/\/login/);
  await loginThroughForm(page, owner.email, owner.password);
  await expect(page).not.toHaveURL(/\/login/);

  // The name in the bar leads to the account page (on a wide screen).
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('link', { name: `Your account: ${owner.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await expect(page.locator('[data-testid="session-row"][data-current]')).toContainText('This browser');
  await page.screenshot({ path: test.info().outputPath('account.png'), fullPage: true });

  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out others' }).click();
  await expect(page.getByText('Signed out 1 other session')).toBeVisible();
  await expect(page.getByTestId('session-row')).toHaveCount(1);

  // The other browser is signed out: its next call is 401 and its next page the sign-in.
  expect((await laptop.request.get('/fe/user')).status()).toBe(401);
  await laptop.goto('/pricelists');
  await expect(laptop).toHaveURL(/\/login/);

  await page.goto('/users/security_log?kind=sessions_ended');
  await expect(page.getByRole('row').filter({ hasText: 'Sessions ended' }).first()).toContainText('the 1 other session');
});
