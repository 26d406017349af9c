import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, BASE_URL } from './constants';

export { DEMO } from './constants';

const json = { Origin: BASE_URL };

/** Signs the page's browser context in through the API (the cookie lands in the context). */
export async function loginThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/fe/login', { data: { email, password }, headers: json });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the form, as a person does. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A user of the demo carrier with the demo's restricted "Sales" role (conditions, users and roles
 * none; everything else read), created by the platform admin through the API.
 */
export async function createSalesUser(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const login = await request.post('/fe/login', { data: ADMIN, headers: json });
  expect(login.status()).toBe(200);
  const carriers = await (await request.get('/fe/admin/carriers?carrier=Demo')).json();
  const carrierId = carriers.items[0].id;
  const roles: { id: number; name: string }[] = await (await request.get(`/fe/admin/carriers/${carrierId}/roles`)).json();
  const sales = roles.find((r) => r.name === 'Sales')!;
  const user = { email: `sales-${Date.now()}@example.com`, password: 'sales-pass-1' };
  const created = await request.post(`/fe/admin/carriers/${carrierId}/user`, {
    data: { name: 'Sam Sales', email: user.email, phone: '', role_id: sales.id, password: user.password },
    headers: json,
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.get('/fe/logout');
  return user;
}

/** Dispatches a paste of `text` on an element, as a browser does for Ctrl+V with a spreadsheet block. */
export async function paste(target: Locator, text: string) {
  await target.evaluate((element, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', data);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}
