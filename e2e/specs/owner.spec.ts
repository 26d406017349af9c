/**
 * The Owner stays the owner. A clerk with users:write is not offered Delete on
 * the Owner, and a delete sent anyway is refused with the reason on the page (not a silent
 * redirect).
 */
import { ADMIN, BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, PERMISSION_AREAS, test } from '../fixtures';

const origin = { Origin: BASE_URL };

test('a users:write clerk is not offered Delete on the Owner, and is told why a delete is refused', async ({ page }) => {
  // The demo user holds the Owner role: it makes a clerk role, the admin a clerk with a password.
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const me = await (await page.request.get('/fe/user')).json();
  expect(me).toMatchObject({ role: 'Owner', owner: true });
  const levels = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, area === 'users' ? 'write' : 'none']));
  const role = await page.request.post('/fe/roles', {
    data: { name: `Clerk ${Date.now()}`, calculator: false, ...levels },
    headers: origin,
  });
  expect(role.status(), await role.text()).toBe(201);
  await loginThroughApi(page, ADMIN.email, ADMIN.password);
  const clerk = { email: `clerk-${Date.now()}@example.com`, password: 'clerk-pass-1' };
  const created = await page.request.post(`/fe/admin/carriers/${me.carrier_id}/user`, {
    data: { name: 'Cleo Clerk', email: clerk.email, phone: '', role_id: (await role.json()).id, password: clerk.password },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  await loginThroughApi(page, clerk.email, clerk.password);

  await page.goto(`/users/${me.id}`);
  await expect(page.getByRole('heading', { name: me.name })).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Edit' })
      .or(page.getByRole('button', { name: 'Edit' }))
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Delete', exact: true }).or(page.getByRole('button', { name: 'Delete', exact: true })),
  ).toHaveCount(0);

  // The confirmation reached by its address: the refusal is said there, and nothing is deleted.
  await page.goto(`/users/${me.id}/destroy`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Only an Owner can delete an Owner').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/users/${me.id}/destroy$`));
  expect((await page.request.get(`/fe/users/${me.id}`)).status()).toBe(200);
});
