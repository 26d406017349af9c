import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, expect, loginThroughApi, pdfText, test } from '../fixtures';

/** A 1 x 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The demo's priced pricelist (Groupage Baltics). */
async function demoPricelist(page: Page): Promise<number> {
  const list = await (await page.request.get('/fe/pricelists?comment=')).json();
  const found = list.items.find((p: { name: string }) => p.name === 'Groupage Baltics');
  expect(found, 'the demo pricelist').toBeTruthy();
  return found.id;
}

test.beforeEach(async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test('the rate card settings take terms and a logo, and the pricelist view downloads the PDF rate card', async ({ page }) => {
  const terms = `Prices exclude VAT. NSAB 2015 applies. ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rate card' }).click();
  await expect(page).toHaveURL(/\/settings\/rate-card$/);
  await expect(page.getByRole('heading', { name: 'Rate card' })).toBeVisible();

  // The terms.
  await page.getByRole('textbox', { name: 'Terms' }).fill(terms);
  await page.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('Terms saved')).toBeVisible();

  // The contact under the carrier's name.
  const contact = page.getByRole('region', { name: 'Contact' });
  await contact.getByRole('textbox', { name: 'Address' }).fill('Satamakatu 1\n00160 Helsinki');
  await contact.getByRole('textbox', { name: 'VAT ID' }).fill('FI12345678');
  await contact.getByRole('button', { name: 'Save contact' }).click();
  await expect(page.getByText('Contact saved')).toBeVisible();

  // The logo: uploaded, previewed, replaced.
  const logoSection = page.getByRole('region', { name: 'Logo' });
  const remove = logoSection.getByRole('button', { name: 'Remove logo' });
  if (await remove.isVisible()) {
    await remove.click();
    await expect(page.getByText('Logo removed')).toBeVisible();
  }
  const fileInput = logoSection.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await logoSection.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  await expect(logoSection.getByRole('img', { name: "The carrier's logo" })).toBeVisible();
  await expect(logoSection.getByText(/^PNG, /)).toBeVisible();
  // Not an image: refused under the field.
  await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await logoSection.getByRole('button', { name: 'Replace logo' }).click();
  await expect(logoSection.getByText('Must be a PNG or JPEG image')).toBeVisible();

  // Saved: a reload shows the terms.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Terms' })).toHaveValue(terms);
  await expect(page.getByRole('textbox', { name: 'VAT ID' })).toHaveValue('FI12345678');

  // The PDF from the pricelist view.
  const id = await demoPricelist(page);
  await page.goto(`/pricelists/${id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'PDF rate card: EUR pallets' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Groupage Baltics-GRP-EUR pallets-\d{4}-\d\d-\d\d\.pdf$/);
  const path = (await download.path())!;
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(path);
  expect(text).toContain('Groupage Baltics');
  expect(text).toContain(terms);
  expect(text).toContain('1 EUR pallet');
  expect(text).toMatch(/Page 1 of \d+/);
  // What a partner prices with: the contact, the weight rules, the tail lift's grid, the zone key.
  expect(text).toContain('VAT ID FI12345678');
  expect(text).toContain('1 LDM = 1 850 kg');
  expect(text).toContain('Tail lift');
  expect(text).toContain('Zone key');
});
