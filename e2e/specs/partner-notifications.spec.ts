/**
 * Change notifications on the partner page: the demo carrier's staff add a
 * webhook pointing at a receiver this spec runs (on 127.0.0.1, which the e2e server's
 * WEBHOOK_ALLOWED_NETWORKS allows; the cloud metadata address is refused first), a pricelist of
 * the partner's is saved with a changed price, and the delivery shows in the log as delivered, the receiver having got one
 * signed request; then the receiver answers 500, the delivery is sent again, and the failed
 * attempt is logged with its status and answer.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO, expect, loginThroughApi, partnerWithPricelist, test } from '../fixtures';

/** Screenshots of each step, for a person to look at (test-results/ is not committed). */
const SHOTS = 'test-results/partner-notifications';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 and a free port: it keeps what it got and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200, answer: 'ok' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(state.status, { 'Content-Type': 'text/plain' });
      response.end(state.answer);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/prices`,
    received,
    answer(status: number, answer: string) {
      state.status = status;
      state.answer = answer;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** True when the request carries `X-Signature: sha256=<hex HMAC of "<X-Timestamp>.<body>">` under `secret`. */
function isSigned(request: Received, secret: string): boolean {
  const timestamp = String(request.headers['x-timestamp'] ?? '');
  const signature = String(request.headers['x-signature'] ?? '');
  if (!/^\d+$/.test(timestamp)) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
  receiver = await startReceiver();
});

test.afterEach(async () => {
  await receiver.close();
});

test('a webhook added on the partner page gets a signed event when a price is saved; a resend to a failing receiver is logged', async ({
  page,
}) => {
  // A pricelist save, a delivery and a resend, each waited for in the log: more than 30 s on a busy machine.
  test.slow();
  const name = `Notified ${Date.now()}`;
  const { partnerId, pricelistId } = await partnerWithPricelist(page.request, name);

  // The webhook, added on the partner page; its secret shown once.
  await page.goto(`/customers/${partnerId}`);
  const section = page.getByRole('region', { name: 'Change notifications' });
  await expect(section.getByText('No webhooks yet.')).toBeVisible();
  await expect(section.getByText('Nothing sent yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  // The cloud metadata address is refused under the field (only the receiver's 127.0.0.1 is allowed).
  await dialog.getByLabel('URL').fill('http://169.254.169.254/latest/meta-data');
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  await expect(dialog.getByLabel('URL')).toHaveAccessibleDescription(/Webhooks must reach a public address/);
  await dialog.getByLabel('URL').fill(receiver.url);
  // Only "Prices changed": the other two unticked.
  await dialog.getByRole('checkbox', { name: 'Change scheduled' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Change took effect' }).uncheck();
  await page.screenshot({ path: `${SHOTS}/1-add-webhook.png` });
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'The webhook secret' });
  await expect(secretDialog.getByText('it is not shown again')).toBeVisible();
  const secret = (await secretDialog.locator('[data-secret]').textContent())!.trim();
  expect(secret.length).toBeGreaterThanOrEqual(16);
  await expect(secretDialog).toContainText('X-Signature');
  await page.screenshot({ path: `${SHOTS}/2-secret-once.png` });
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  const webhooks = section.getByRole('table', { name: 'Webhook list' });
  await expect(webhooks.getByRole('row')).toHaveCount(2);
  await expect(webhooks.getByRole('row').nth(1)).toContainText(receiver.url);
  await expect(webhooks.getByRole('row').nth(1)).toContainText('Prices changed');

  // A price changed and saved on the partner's pricelist.
  await page.goto(`/pricelists/${pricelistId}/edit`);
  const grid = page.getByRole('grid', { name: 'Fare group 1' });
  await grid.locator('[data-row="0"][data-col="1"]').click();
  await page.getByLabel('Percent').fill('10');
  await page.getByRole('button', { name: 'Adjust prices' }).click();
  await expect(grid.locator('[data-row="0"][data-col="1"]')).toHaveAttribute('data-value', '8.8');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/pricelists/${pricelistId}$`));

  // The receiver got one signed pricelist.changed of that pricelist.
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
  const [first] = receiver.received;
  expect(isSigned(first!, secret), JSON.stringify(first!.headers)).toBe(true);
  const event = JSON.parse(first!.body);
  expect(event.type).toBe('pricelist.changed');
  expect(event.data.pricelist.id).toBe(pricelistId);
  expect(event.data.changes).toEqual({ lanes: 1, cells: 1 });

  // The log shows it delivered (the page reads it again while it is pending).
  await page.goto(`/customers/${partnerId}`);
  const log = section.getByRole('table', { name: 'Deliveries' });
  const row = log.locator('[data-delivery]').first();
  await expect(row).toContainText('Delivered', { timeout: 20_000 });
  await expect(row).toContainText('Prices changed');
  await expect(row).toContainText(`${name} prices`);
  await expect(row).toContainText(receiver.url);
  await expect(row).toContainText('1 attempt');
  await expect(row).toContainText('HTTP 200 · ok');
  await section.getByRole('region', { name: 'Delivery log' }).screenshot({ path: `${SHOTS}/3-delivered.png` });

  // The receiver fails now; the delivery sent again is logged as a failed attempt with its answer.
  receiver.answer(500, 'Internal error: receiver down for maintenance');
  await row.getByRole('button', { name: /^Resend/ }).click();
  await expect(page.getByText(`Prices changed sent again to ${receiver.url}`)).toBeVisible();
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
  // The same event, signed again.
  expect(JSON.parse(receiver.received[1]!.body).id).toBe(event.id);
  expect(isSigned(receiver.received[1]!, secret)).toBe(true);
  await expect(row).toContainText('2 attempts', { timeout: 20_000 });
  await expect(row).toContainText('HTTP 500 · Internal error: receiver down for maintenance');
  await expect(row).not.toContainText('Delivered');
  await row.getByRole('button', { name: '2 attempts' }).click();
  const attempts = log.getByRole('table', { name: /^Attempts of delivery/ });
  await expect(attempts.getByRole('row')).toHaveCount(3);
  await expect(attempts.getByRole('row').nth(1)).toContainText('HTTP 200');
  await expect(attempts.getByRole('row').nth(2)).toContainText('HTTP 500');
  await expect(attempts.getByRole('row').nth(2)).toContainText('receiver down for maintenance');
  await section.getByRole('region', { name: 'Delivery log' }).screenshot({ path: `${SHOTS}/4-failed-attempt.png` });

  // Filtered by status: the pending or failed delivery is not among the delivered.
  await section.getByRole('group', { name: 'Delivery status' }).getByRole('button', { name: 'Delivered' }).click();
  await expect(section.getByText('No deliveries with this status.')).toBeVisible();
  await section.getByRole('group', { name: 'Delivery status' }).getByRole('button', { name: 'All' }).click();
  await expect(log.locator('[data-delivery]')).toHaveCount(1);
});

test('the e-mail recipients are edited on the partner page and read back as text', async ({ page }) => {
  const { partnerId } = await partnerWithPricelist(page.request, `Mailed ${Date.now()}`);
  await page.goto(`/customers/${partnerId}`);
  const recipients = page.getByRole('region', { name: 'E-mail recipients' });
  await recipients.getByRole('button', { name: 'Edit recipients' }).click();
  const field = recipients.getByRole('textbox', { name: "New recipient's e-mail" });
  await field.fill('not an address');
  await field.press('Enter');
  await expect(recipients.getByText('Must be a valid e-mail address')).toBeVisible();
  await field.fill('Pricing@Partner.example');
  await recipients.getByRole('button', { name: 'Add address' }).click();
  await field.fill('anna@partner.example');
  await field.press('Enter');
  // The first address ticked every event; the clerk unticks what the partner does not want.
  await expect(recipients.getByRole('checkbox', { name: 'Change took effect' })).toBeChecked();
  await recipients.getByRole('checkbox', { name: 'Change scheduled' }).uncheck();
  await recipients.getByRole('button', { name: 'Save recipients' }).click();
  await expect(page.getByText('E-mail recipients saved')).toBeVisible();

  await page.reload();
  await expect(recipients.getByRole('group', { name: 'Addresses' })).toHaveText(/pricing@partner\.example\s*anna@partner\.example/);
  await expect(recipients.getByRole('group', { name: 'They are mailed' })).toContainText('Change took effect');
  await expect(recipients.getByRole('group', { name: 'They are mailed' })).not.toContainText('Change scheduled');
  await expect(recipients.getByRole('textbox')).toHaveCount(0);
});
