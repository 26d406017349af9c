import { BASE_URL } from '../constants';
import { DEMO, expect, loginThroughApi, test } from '../fixtures';

const origin = { Origin: BASE_URL };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test("a new pricelist's partner picker starts empty, its placeholder saying blank is General, with General among the options", async ({
  page,
}) => {
  await page.goto('/pricelists/new');
  const partner = page.getByRole('textbox', { name: 'Partner', exact: true });
  await expect(partner).toHaveValue('');
  await expect(partner).toHaveAttribute('placeholder', 'General, or pick a partner');
  // Typing searches the partners at once: nothing to erase first.
  await partner.click();
  await expect(page.getByRole('option', { name: 'General', exact: true })).toBeVisible();
  await partner.pressSequentially('Nordic');
  await expect(page.getByRole('option', { name: 'Nordic Trade Oy' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'General', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Nordic Trade Oy' }).click();
  await expect(partner).toHaveValue('Nordic Trade Oy');
});

test('a revoked person of a partner is listed under Revoked with when and by whom, not gone without a trace', async ({ page }) => {
  const name = `Trace Partner ${Date.now()}`;
  const created = await page.request.post('/fe/customers', { data: { name, country: 'EE', general_hidden: false }, headers: origin });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const email = `kati-${Date.now()}@trace.example`;
  const invited = await page.request.post(`/fe/customers/${id}/invitations`, { data: { name: 'Kati Karu', email }, headers: origin });
  expect(invited.status(), await invited.text()).toBe(201);
  const me = (await (await page.request.get('/fe/user')).json()) as { name: string };

  await page.goto(`/customers/${id}`);
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByTestId(`person-${email}`)).toContainText('Kati Karu');
  await expect(people.getByRole('table', { name: 'Revoked' })).toHaveCount(0);
  await people.getByRole('button', { name: 'Revoke Kati Karu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Kati Karu revoked')).toBeVisible();
  await expect(people.getByTestId(`person-${email}`)).toHaveCount(0);

  const trace = people.getByRole('table', { name: 'Revoked' }).getByTestId(`revoked-${email}`);
  await expect(trace).toContainText('Kati Karu');
  await expect(trace).toContainText(email);
  await expect(trace).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(trace).toContainText(me.name);
  // Still there after a reload: read from the security trail, not kept by the page.
  await page.reload();
  await expect(people.getByRole('table', { name: 'Revoked' }).getByTestId(`revoked-${email}`)).toContainText(me.name);
});
