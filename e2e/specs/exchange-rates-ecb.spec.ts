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

  // A 3-day history older than the current rates: its days listed, kept as past rates, the current set stays.
  const history = {
    name: 'eurofxref-hist-90d.xml',
    mimeType: 'application/xml',
    buffer: historyFile(['2025-03-05', '2025-03-04', '2025-03-03']),
  };
  await upload(history);
  const days = page.getByRole('table', { name: 'Days of the file' });
  await expect(days.getByRole('row')).toHaveCount(4);
  await expect(days.getByRole('row', { name: /05\.03\.2025/ })).toContainText('New');
  await expect(page.getByText(/The current rates \(of 25\.11\.2026\) stay/)).toBeVisible();
  await page.getByRole('button', { name: 'Keep 3 new days' }).click();
  await expect(page.getByText('Kept the rates of 3 days')).toBeVisible();
  await expect(page.getByText(/Current: the rates of 25\.11\.2026/)).toBeVisible();
  // The same history again: every day kept already.
  await upload(history);
  await expect(page.getByText('Every day of the file is kept already: nothing to save.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nothing new to keep' })).toBeDisabled();
});

/** An ECB history file (eurofxref-hist-90d.xml's layout: a dated Cube a day, newest first) of `dates`. */
function historyFile(dates: string[]): Buffer {
  const cubes = dates.map((date, i) => `\t\t<Cube time="${date}">\n\t\t\t<Cube currency="USD" rate="1.0${700 + i}"/>\n\t\t</Cube>`);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<Cube>
${cubes.join('\n')}
\t</Cube>
</gesmes:Envelope>
`);
}
