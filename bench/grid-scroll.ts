/**
 * The price grid under steady wheel scrolling: a 300 zone rows x 30 quantities pricelist opened
 * in Chromium, the grid wheel-scrolled down and then right, frame times read from
 * requestAnimationFrame. Not part of `npm run bench` (it needs a browser and a running app):
 *
 *   npm run build && PORT=3000 DEMO=1 npm run start -w apps/server     # any empty data dir
 *   node --import tsx bench/grid-scroll.ts                             # BENCH_URL, CHROMIUM_PATH
 *
 * Prints figures, asserts nothing.
 */
import { chromium, type Page } from 'playwright-core';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const ROWS = 300;
const QUANTITIES = 30;
const headers = { Origin: BASE };

async function createGrid(page: Page): Promise<number> {
  const login = await page.request.post(`${BASE}/fe/login`, { data: { email: 'demo@example.com', password: 'demo12345' }, headers });
  if (login.status() !== 200) throw new Error(`sign-in: ${login.status()} (start the app with DEMO=1)`);
  const areas = Array.from({ length: 20 }, (_, i) => ({
    country: 'PL',
    postcode_from: String(10 + i),
    postcode_to: String(10 + i),
    zone_name: `Bench zone ${i}`,
  }));
  await page.request.post(`${BASE}/fe/areas/mass_zone`, { data: { areas }, headers });
  const zones = ((await (await page.request.get(`${BASE}/fe/zones/form`)).json()) as { id: number; name: string }[]).filter((z) =>
    z.name.startsWith('Bench zone'),
  );
  const services = (await (await page.request.get(`${BASE}/fe/services/form`)).json()) as { id: number }[];
  const created = await page.request.post(`${BASE}/fe/pricelists`, {
    headers,
    data: {
      name: `Scroll bench ${Date.now()}`,
      service_id: services[0]!.id,
      valid_from: '2026-01-01',
      valid_to: '2099-12-31',
      fare_groups: [
        {
          quantities: Array.from({ length: QUANTITIES }, (_, q) => ({ quantity: (q + 1) * 100, unit: 'per_100kg' })),
          zones: Array.from({ length: ROWS }, (_, r) => ({
            zone_from: zones[r % 20]!.id,
            zone_to: zones[Math.floor(r / 20) % 20]!.id,
            prices: Array.from({ length: QUANTITIES }, (_, q) => Number((10 + r * 0.01 + q * 0.5).toFixed(2))),
          })),
        },
      ],
    },
  });
  if (created.status() !== 201) throw new Error(`pricelist: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: number }).id;
}

/** Wheel steps of `dx`, `dy` every animation frame for `frames` frames; the frame times in ms. */
async function scroll(page: Page, frames: number, dx: number, dy: number): Promise<number[]> {
  const times: number[] = [];
  // A string, not a function: tsx's name helpers do not exist in the page.
  await page.evaluate(`(() => {
    window.frameTimes = [];
    window.stopFrames = false;
    const tick = (t) => {
      window.frameTimes.push(t);
      if (!window.stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  for (let i = 0; i < frames; i++) {
    await page.mouse.wheel(dx, dy);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))');
  }
  const stamps = (await page.evaluate('window.stopFrames = true; window.frameTimes')) as number[];
  for (let i = 1; i < stamps.length; i++) times.push(stamps[i]! - stamps[i - 1]!);
  return times;
}

function report(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  const long = times.filter((t) => t > 1000 / 50).length;
  console.log(
    `  ${label}: ${times.length} frames, mean ${mean.toFixed(1)} ms (${(1000 / mean).toFixed(0)} fps), p95 ${p95.toFixed(1)} ms, ${long} over 20 ms`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const page = await browser.newPage({ viewport });
    const id = await createGrid(page);
    await page.goto(`${BASE}/pricelists/${id}/edit`);
    const grid = page.getByRole('grid', { name: 'Fare group 1' });
    await grid.scrollIntoViewIfNeeded();
    const box = (await grid.boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
    console.log(`\nprice grid wheel scroll, ${ROWS} x ${QUANTITIES}, ${viewport.width} x ${viewport.height}`);
    report('down (60 px a frame)', await scroll(page, 120, 0, 60));
    report('right (60 px a frame)', await scroll(page, 60, 60, 0));
    const rendered = await grid.evaluate((element) => element.querySelectorAll('[role="gridcell"]').length);
    console.log(`  cells in the DOM: ${rendered} of ${ROWS * (QUANTITIES + 5)}`);
    await page.close();
  }
} finally {
  await browser.close();
}
