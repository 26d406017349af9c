import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, loginThroughApi, paste, test } from '../fixtures';

async function demoPricelistId(page: Page): Promise<number> {
  const list = await (await page.request.get('/fe/pricelists?page=1')).json();
  return (list.items as { id: number; name: string }[]).find((p) => p.name === 'Groupage Baltics')!.id;
}

async function newPricelist(page: Page) {
  await page.goto('/pricelists/new');
  await page.getByLabel('Service').click();
  await page.getByRole('option', { name: 'Groupage' }).click();
  return page.getByRole('grid', { name: 'Fare group 1' });
}

const cell = (grid: Locator, r: number, c: number) => grid.locator(`[data-row="${r}"][data-col="${c}"]`);
const field = (grid: Locator, r: number, name: string) => grid.locator(`[data-row="${r}"][data-field="${name}"]`);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginThroughApi(page, DEMO.email, DEMO.password);
});

test('at 390 px wide only the zone columns stay frozen and the grid opens on its prices', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await demoPricelistId(page);
  for (const path of [`/pricelists/${id}/edit`, `/pricelists/${id}`]) {
    await page.goto(path);
    const grid = page.getByRole('grid', { name: 'Fare group 1' });
    const price = cell(grid, 0, 0);
    await expect(price).toBeVisible();
    const box = (await grid.boundingBox())!;
    const zoneTo = (await field(grid, 0, 'zone_to').boundingBox())!;
    const priceBox = (await price.boundingBox())!;
    // The whole price cell is inside the grid box, right of the frozen zone columns.
    expect(priceBox.x + priceBox.width, path).toBeLessThanOrEqual(box.x + box.width);
    expect(priceBox.x, path).toBeGreaterThanOrEqual(zoneTo.x + zoneTo.width - 1);
    // Transit, minimum and maximum scroll: they wait left of the prices, under the frozen zone columns.
    const transit = field(grid, 0, 'transit');
    expect((await transit.boundingBox())!.x + 1, path).toBeLessThan(zoneTo.x + zoneTo.width);
    await grid.evaluate((element) => {
      element.scrollLeft = 0;
    });
    await expect.poll(async () => (await transit.boundingBox())!.x, { message: path }).toBeGreaterThanOrEqual(zoneTo.x + zoneTo.width - 1);
    expect((await field(grid, 0, 'zone_to').boundingBox())!.x).toBe(zoneTo.x);
  }
});

test('a sheet pasted with its header row makes quantities of the breaks and zone rows of the lines below', async ({ page }) => {
  const grid = await newPricelist(page);
  await field(grid, 0, 'zone_from').click();
  await paste(grid, 'From\tTo\t100 kg\t300 kg\t500 kg\r\nTallinn\tRiga\t10\t20\t30,5\r\nTallinn\tTartu\t11\t21\t31\r\n');

  await expect(page.getByLabel('Quantity 1')).toHaveValue('100');
  await expect(page.getByLabel('Quantity 2')).toHaveValue('300');
  await expect(page.getByLabel('Quantity 3')).toHaveValue('500');
  await expect(page.getByText('2 zone rows × 3 quantities')).toBeVisible();
  await expect(field(grid, 0, 'zone_from')).toHaveText('Tallinn');
  await expect(field(grid, 0, 'zone_to')).toHaveText('Riga');
  await expect(cell(grid, 0, 2)).toHaveAttribute('data-value', '30.5');
  await expect(field(grid, 1, 'zone_to')).toHaveText('Tartu');
  // Not a zone row "From -> To" priced 100, 300, 500.
  await expect(grid.locator('[data-value="From"]')).toHaveCount(0);
  await expect(grid.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText('The first line was read as the header: 3 quantities, 2 zone rows')).toBeVisible();
});

test('Ctrl+Z undoes and Ctrl+Y redoes typing, a paste, a percent adjustment and removing a row', async ({ page }) => {
  const grid = await newPricelist(page);
  await page.getByLabel('Quantity 1').fill('100');
  await field(grid, 0, 'zone_from').click();
  await paste(grid, 'Tallinn\tRiga\t\t\t\t10\r\nTallinn\tTartu\t\t\t\t20\r\n');
  await expect(cell(grid, 1, 0)).toHaveAttribute('data-value', '20');

  // Typing over a price, then undo and redo.
  await cell(grid, 0, 0).click();
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');
  await expect(cell(grid, 0, 0)).toHaveAttribute('data-value', '42');
  await page.keyboard.press('Control+Z');
  await expect(cell(grid, 0, 0)).toHaveAttribute('data-value', '10');
  await page.keyboard.press('Control+Y');
  await expect(cell(grid, 0, 0)).toHaveAttribute('data-value', '42');
  await page.keyboard.press('Control+Shift+Z'); // nothing left to redo
  await expect(cell(grid, 0, 0)).toHaveAttribute('data-value', '42');

  // A percent adjustment of the selected block.
  await cell(grid, 0, 0).click();
  await cell(grid, 1, 0).click({ modifiers: ['Shift'] });
  await page.getByLabel('Percent').fill('10');
  await page.getByRole('button', { name: 'Adjust prices' }).click();
  await expect(cell(grid, 1, 0)).toHaveAttribute('data-value', '22');
  await cell(grid, 1, 0).click();
  await page.keyboard.press('Control+Z');
  await expect(cell(grid, 1, 0)).toHaveAttribute('data-value', '20');
  await expect(cell(grid, 0, 0)).toHaveAttribute('data-value', '42');

  // Removing a row comes back with its cells; the toolbar's Undo does the same as the key.
  await cell(grid, 0, 0).click();
  await page.getByRole('button', { name: 'Remove row' }).click();
  await expect(page.getByText('1 zone row × 1 quantity')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 zone rows × 1 quantity')).toBeVisible();
  await expect(field(grid, 0, 'zone_to')).toHaveText('Riga');

  // Back to before the paste: the rows it made go again.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('1 zone row × 1 quantity')).toBeVisible();
  await expect(field(grid, 0, 'zone_from')).toHaveText('');
});

test('the selected cell says its error in words, a header break out of order is marked, and the unit is a menu', async ({ page }) => {
  const grid = await newPricelist(page);
  await page.getByLabel('Quantity 1').fill('100');
  await cell(grid, 0, 0).click();
  await page.keyboard.type('12x');
  await page.keyboard.press('Enter');
  await cell(grid, 0, 0).click();
  await expect(page.getByTestId('cell-error')).toHaveText('Row 1, quantity 100: Must be a number');

  await page.getByRole('button', { name: 'Add quantity' }).click();
  await page.getByLabel('Quantity 2').fill('50');
  await page.getByLabel('Quantity 2').press('Tab');
  await expect(page.getByLabel('Quantity 2')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('cell-error')).toContainText('Quantity 2 (50): Must be greater than the quantity before it (100)');

  await page.getByRole('button', { name: 'Priced per, column 2: Per shipment' }).click();
  await page.getByRole('menuitem', { name: 'Per 100 kg' }).click();
  await expect(page.getByRole('button', { name: 'Priced per, column 2: Per 100 kg' })).toBeVisible();
});
