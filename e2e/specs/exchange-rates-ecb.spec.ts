import { resolve } from 'node:path';
import { ADMIN, BASE_URL } from '../constants';
import { expect, loginThroughApi, test } from '../fixtures';

/** The ECB's daily reference rates of 25.11.2026, as the server tests use them. */
const ECB_FILE = resolve(import.meta.dirname, '../../apps/server/test/fixtures/eurofxref-daily.xml');

test('the admin uploads the ECB file, reads the difference and saves it as the rates of its date', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await loginThroughApi(page, ADMIN.email, ADMIN.password);
  // Rates typed today: the file of 25.11. is older than them, and differs.
  const typed = await page.request.put('/fe/admin/exchange_rates', {
    data: { rates: { USD: 1.05, SEK: 11.3, BGN: 1.95583 } },
    headers: { Origin: BASE_URL },
  });
  expect(typed.status()).toBe(200);
  await page.goto('/admin/exchange_rates');

  const upload = async (file: string | { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload ECB file' }).click();
    await (await chooser).setFiles(file);
  };

  await upload({ name: 'rates.xml', mimeType: 'application/xml', buffer: Buffer.from('<rates><USD>1.08</USD></rates>') });
  await expect(page.getByText("the root element is <rates>, not the ECB's <gesmes:Envelope>")).toBeVisible();

  await upload(ECB_FILE);
  const table = page.getByRole('table', { name: 'Rates of the file' });
  await expect(table.getByRole('row', { name: /USD/ })).toContainText('1,05');
  await expect(table.getByRole('row', { name: /USD/ })).toContainText('1,0812');
  await expect(table.getByRole('row', { name: /USD/ })).toContainText('+2,97 %');
  await expect(table.getByRole('row', { name: /BGN/ })).toContainText('Not in the file: kept');
  await expect(page.getByText('This file is older than the current rates')).toBeVisible();

  await page.getByRole('button', { name: 'Save as rates of 25.11.2026' }).click();
  await expect(page.getByText('Saved as the rates of 25.11.2026')).toBeVisible();
  await expect(page.getByText(/Current: the rates of 25\.11\.2026/)).toBeVisible();
  await expect(page.getByLabel('USD rate')).toHaveValue('1,0812');
  await expect(page.getByLabel('BGN rate')).toHaveValue('1,95583');

  // The same file again: nothing to save.
  await upload(ECB_FILE);
  await expect(page.getByText(/These are the current rates already/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as rates of 25.11.2026' })).toBeDisabled();
});
