/**
 * What people wait for: Chromium, through Playwright, against the real server (its own
 * process, bench/ui-server.ts: apps/server/src/main.ts as `npm start` runs it, serving the built web app) on an embedded
 * database in a temporary DATA_DIR with the demo data and a 500 x 40 pricelist stored through the API.
 * Each step is the median of BENCH_UI_ROUNDS (5) after one warm-up; a first export is one sample
 * on a freshly started server. Beside each: the server's own time (the sum of the `Server-Timing:
 * app;dur` of the app's requests the step made). Two passes, each on a freshly started server:
 * idle, then while a separate process sends 100,000-shipment budgets (POST /api/v1/mass_price)
 * one after another for the whole pass; the server's event-loop delay (perf_hooks) is printed for
 * each pass. Prints the goals beside the figures; asserts nothing.
 *
 * "Settled": the step's element visible (a heading, the grid, the results, the download), the
 * navigation bar ('Loading the page') gone, and none of the app's own requests (/fe, /api) in
 * flight, checked in that order as each happens (no fixed network-idle wait). Pages are opened
 * in the app (a router navigation, as a click on a link does) with the bundle already loaded;
 * sign-in is the form, from a loaded login page to the signed-in page.
 *
 * Needs apps/web/dist (built here first when missing) and Chromium (CHROMIUM_PATH, else
 * /usr/bin/chromium). BENCH_UI_PORT (4460) is the server's port.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { storeBigPricelist, type BenchCall } from './pricelist-export';

const ROUNDS = Number(process.env.BENCH_UI_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_UI_PORT ?? 4460);
const ADDRESS = `http://localhost:${PORT}`;
const LOAD_SHIPMENTS = Number(process.env.BENCH_MASS_SHIPMENTS ?? 100_000);
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const DEMO = { email: 'demo@example.com', password: 'demo12345' };
const GOALS = { idle: { page: 300, action: 1000 }, load: { page: 600, action: Infinity }, firstBigExport: 1000 };

type Kind = 'page' | 'action';
type Sample = { ms: number; serverMs: number; requests: number };
/** A step's samples, or why it failed (a timeout: the rest of the pass goes on). */
type Figure = { name: string; kind: Kind; samples: Sample[]; failed?: string };
type LoopDelay = { p50: number; p99: number; max: number };

export async function benchUiLatency(): Promise<void> {
  const built = ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ui-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const idle = await pass(browser, dataDir, false);
    const load = await pass(browser, dataDir, true);
    report(built, idle, load);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** apps/web/dist, built by `npm run build` when missing: answers whether it was built now. */
function ensureWebBuild(): boolean {
  if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) return false;
  console.log('ui-latency: apps/web/dist is missing, running npm run build first');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  return true;
}

// ---- the server, its data and its load ---------------------------------------------------------

function startServer(dataDir: string): Promise<ChildProcess> {
  const server = fork(join(ROOT, 'bench/ui-server.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...withoutDatabaseUrl(),
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO: '1',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-bench-pass',
      LOG_LEVEL: 'warn',
      // As the other benches: a partner's rate limit off, so the load's budgets are never refused for it.
      API_RATE_LIMIT: '0',
    },
  });
  return new Promise((done, fail) => {
    server.once('exit', (code) => fail(new Error(`the server exited (${code}) before answering`)));
    const poll = async () => {
      const ok = await fetch(`${ADDRESS}/fe/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        server.removeAllListeners('exit');
        done(server);
      } else setTimeout(poll, 250);
    };
    void poll();
  });
}

/** The embedded database always: a DATABASE_URL of the caller's is not the bench's. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return env;
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}

function loopDelay(server: ChildProcess, message: 'loop-delay:reset'): void;
function loopDelay(server: ChildProcess, message: 'loop-delay:read'): Promise<LoopDelay>;
function loopDelay(server: ChildProcess, message: string): Promise<LoopDelay> | void {
  if (message === 'loop-delay:reset') {
    server.send(message);
    return;
  }
  const answer = new Promise<LoopDelay>((done) => server.once('message', (m) => done((m as { loopDelay: LoopDelay }).loopDelay)));
  server.send(message);
  return answer;
}

/** The demo user's API session (cookie), as the web app holds it. */
async function apiSession(): Promise<BenchCall> {
  const login = await fetch(`${ADDRESS}/fe/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ADDRESS },
    body: JSON.stringify(DEMO),
  });
  if (!login.ok) throw new Error(`demo sign-in: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, url, payload) => {
    const response = await fetch(`${ADDRESS}${url}`, {
      method,
      headers: { cookie, origin: ADDRESS, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  };
}

type Fixture = { demoId: number; bigId: number; partner: string; token: string };

/** Once per data directory: the 500 x 40 pricelist and a partner with an API token for the load. */
async function prepare(call: BenchCall): Promise<Fixture> {
  const pricelists = ((await call('GET', '/fe/pricelists?comment=')) as { items: { id: number; name: string }[] }).items;
  const demoId = pricelists.find((p) => p.name === 'Groupage Baltics')!.id;
  const existing = pricelists.find((p) => p.name === 'Bench');
  const bigId = existing?.id ?? (await storeBigPricelist(call, 'DE'));
  const partners = (await call('GET', '/fe/customers/form')) as { id: number; name: string }[];
  const partner = partners[0]!;
  const { token } = (await call('PATCH', `/fe/customers/${partner.id}/token`)) as { token: string };
  return { demoId, bigId, partner: partner.name, token };
}

/** 100,000 shipments on the demo's lanes (Estonia to Latvia and Lithuania), as the budget of the load. */
function loadBody(): string {
  const from = ['10115', '50101', '30000'];
  const to = [
    { country: 'LV', postcode: '1001' },
    { country: 'LV', postcode: '3000' },
    { country: 'LT', postcode: '01001' },
  ];
  const shipments = Array.from({ length: LOAD_SHIPMENTS }, (_, i) => ({
    reference: `L-${i + 1}`,
    collection: { country: 'EE', postcode: from[i % 3]! },
    delivery: to[Math.floor(i / 3) % 3]!,
    quantity: 1 + (i % 3),
    type: 'eur_pallet',
    weight: 50 + ((i * 37) % 2400),
    length: 120,
    width: 80,
    height: 100 + (i % 80),
  }));
  return JSON.stringify({ shipments });
}

function startLoad(bodyFile: string, token: string): Promise<{ stop: () => Promise<{ finished: number; failed: number }> }> {
  const load = fork(join(ROOT, 'bench/budget-load.ts'), [ADDRESS, bodyFile, token], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T>() => new Promise<T>((done) => load.once('message', (m) => done(m as T)));
  return next<'started'>().then(() => ({
    stop: async () => {
      const counts = next<{ finished: number; failed: number }>();
      load.send('stop');
      return counts;
    },
  }));
}

// ---- settling and measuring ----------------------------------------------------------------------

/** The app's own requests in flight, and the Server-Timing durations of those that answered. */
class Traffic {
  private pending = new Set<object>();
  private waiters: (() => void)[] = [];
  serverMs = 0;
  requests = 0;
  /** Every answered request of the pass: its method and path, and its Server-Timing. */
  readonly seen: { request: string; ms: number }[] = [];

  constructor(page: Page) {
    const own = (url: string) => /^\/(fe|api)\//.test(new URL(url).pathname);
    page.on('request', (request) => {
      if (own(request.url())) this.pending.add(request);
    });
    const done = (request: object) => {
      if (!this.pending.delete(request)) return;
      if (this.pending.size === 0) for (const wake of this.waiters.splice(0)) wake();
    };
    page.on('requestfailed', done);
    page.on('requestfinished', async (request) => {
      if (this.pending.has(request)) {
        const timing = (await request.response())?.headers()['server-timing'];
        const dur = timing ? /app;dur=([\d.]+)/.exec(timing) : null;
        this.serverMs += dur ? Number(dur[1]) : 0;
        this.requests++;
        if (dur) this.seen.push({ request: `${request.method()} ${new URL(request.url()).pathname}`, ms: Number(dur[1]) });
      }
      done(request);
    });
  }

  reset(): void {
    this.serverMs = 0;
    this.requests = 0;
  }

  idle(): Promise<void> {
    return this.pending.size === 0 ? Promise.resolve() : new Promise((wake) => this.waiters.push(wake));
  }
}

class Steps {
  readonly figures: Figure[] = [];
  constructor(
    private readonly page: Page,
    private readonly traffic: Traffic,
  ) {}

  /** The time from `act` to `settled` (its element) with the bar gone and no request of the app's in flight. */
  async once(act: () => Promise<unknown>, settled: () => Promise<unknown>): Promise<Sample> {
    await this.traffic.idle();
    this.traffic.reset();
    const started = performance.now();
    await act();
    await settled();
    await this.page.getByRole('progressbar', { name: 'Loading the page' }).waitFor({ state: 'detached' });
    await this.traffic.idle();
    const ms = performance.now() - started;
    return { ms, serverMs: this.traffic.serverMs, requests: this.traffic.requests };
  }

  /** One warm-up, then ROUNDS samples; `before` (not timed) puts the page where the step starts. */
  async measure(
    name: string,
    kind: Kind,
    before: () => Promise<unknown>,
    act: () => Promise<unknown>,
    settled: () => Promise<unknown>,
  ): Promise<void> {
    const samples: Sample[] = [];
    try {
      for (let round = 0; round <= ROUNDS; round++) {
        await before();
        const sample = await this.once(act, settled);
        if (round > 0) samples.push(sample);
      }
      this.figures.push({ name, kind, samples });
    } catch (error) {
      this.figures.push({ name, kind, samples, failed: String(error).split('\n')[0] });
    }
  }

  /** One sample: a first use on a freshly started server. */
  async first(name: string, before: () => Promise<unknown>, act: () => Promise<unknown>, settled: () => Promise<unknown>) {
    try {
      await before();
      this.figures.push({ name, kind: 'action', samples: [await this.once(act, settled)] });
    } catch (error) {
      this.figures.push({ name, kind: 'action', samples: [], failed: String(error).split('\n')[0] });
    }
  }
}

/** A router navigation, as a click on a link makes: the bundle stays loaded, the route's loaders run. */
async function navigate(page: Page, path: string): Promise<void> {
  // A string, evaluated in the page: the bench is type-checked without the DOM's names.
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
}

async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 120_000 });
}

// ---- one pass -----------------------------------------------------------------------------------

async function pass(browser: Browser, dataDir: string, underLoad: boolean) {
  const server = await startServer(dataDir);
  const context = await browser.newContext({ baseURL: ADDRESS, viewport: { width: 1400, height: 1000 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const bodyDir = mkdtempSync(join(tmpdir(), 'bench-ui-load-'));
  let load: Awaited<ReturnType<typeof startLoad>> | null = null;
  try {
    const fixture = await prepare(await apiSession());
    if (underLoad) {
      writeFileSync(join(bodyDir, 'body.json'), loadBody());
      load = await startLoad(join(bodyDir, 'body.json'), fixture.token);
      // The first budget's body on its way and its work started before the first step.
      await new Promise((done) => setTimeout(done, 3000));
    }
    loopDelay(server, 'loop-delay:reset');
    const traffic = new Traffic(page);
    const steps = new Steps(page, traffic);
    await run(page, steps, fixture);
    const delay = await loopDelay(server, 'loop-delay:read');
    const budgets = load ? await load.stop() : null;
    load = null;
    return { figures: steps.figures, delay, budgets, slowest: slowestRequests(traffic.seen) };
  } finally {
    if (load) await load.stop().catch(() => undefined);
    await context.close();
    await stopServer(server);
    rmSync(bodyDir, { recursive: true, force: true });
  }
}

async function run(page: Page, steps: Steps, { demoId, bigId, partner }: Fixture): Promise<void> {
  const heading = (name: string | RegExp) => visible(page.getByRole('heading', { name }));
  const grid = () => visible(page.getByRole('grid', { name: 'Fare group 1' }).locator('[data-col="0"]'));
  const view = (id: number) => navigate(page, `/pricelists/${id}`);
  const viewSettled = () => Promise.all([visible(page.getByRole('group', { name: 'Pricelist summary' })), grid()]);

  // Sign in: the form, from the loaded login page to the signed-in shell.
  await steps.measure(
    'sign in',
    'action',
    async () => {
      await page.context().clearCookies();
      await page.goto('/login');
      await visible(page.getByLabel('Email'));
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    },
    () => page.getByRole('button', { name: 'Log in' }).click(),
    () => visible(page.getByRole('navigation').getByRole('link', { name: 'Calculator', exact: true })),
  );

  const exportXlsx = async () => {
    await page.getByRole('button', { name: 'Export' }).click();
    const downloaded = page.waitForEvent('download', { timeout: 300_000 });
    await page.getByRole('menuitem', { name: 'Excel: EUR pallets' }).click();
    await downloaded;
  };
  const onView = (id: number) => async () => {
    await view(id);
    await viewSettled();
  };
  // First exports, before anything else has used the workers: the 500 x 40, then the demo's.
  await steps.first('first export 500 x 40', onView(bigId), exportXlsx, async () => undefined);
  await steps.first('first export demo', onView(demoId), exportXlsx, async () => undefined);

  const toList = () => navigate(page, '/tool');
  await steps.measure(
    'pricelist list',
    'page',
    toList,
    () => navigate(page, '/pricelists'),
    () => visible(page.getByRole('row').filter({ hasText: 'Groupage Baltics' })),
  );

  for (const [label, id] of [
    ['demo', demoId],
    ['500 x 40', bigId],
  ] as const) {
    const toListPage = () => navigate(page, '/pricelists');
    await steps.measure(`view ${label}`, 'page', toListPage, () => view(id), viewSettled);
    await steps.measure(
      `edit ${label}`,
      'page',
      onView(id),
      () => navigate(page, `/pricelists/${id}/edit`),
      () => Promise.all([grid(), visible(page.getByRole('button', { name: 'Update' }))]),
    );
    await steps.measure(
      `save ${label}`,
      'action',
      async () => {
        await navigate(page, `/pricelists/${id}/edit`);
        await grid();
        await visible(page.getByRole('button', { name: 'Update' }));
      },
      () => page.getByRole('button', { name: 'Update' }).click(),
      async () => {
        await page.waitForURL(new RegExp(`/pricelists/${id}$`));
        await viewSettled();
      },
    );
    await steps.measure(
      `statistics ${label}`,
      'page',
      onView(id),
      () => navigate(page, `/pricelists/${id}/statistics`),
      () => heading(/^Statistics: /),
    );
    await steps.measure(`later export ${label}`, 'action', onView(id), exportXlsx, async () => undefined);
  }

  await steps.measure(
    'calculator',
    'page',
    () => navigate(page, '/pricelists'),
    () => navigate(page, '/tool'),
    () => visible(page.getByRole('group', { name: 'Shipment row 1' }).getByLabel('Weight')),
  );
  await steps.measure(
    'calculator result',
    'action',
    async () => {
      await navigate(page, '/pricelists');
      await visible(page.getByRole('row').first());
      await navigate(page, '/tool');
      const row = page.getByRole('group', { name: 'Shipment row 1' });
      await visible(row.getByLabel('Weight'));
      await row.getByLabel('Weight').fill('480');
      await page.getByLabel('Collection postcode', { exact: true }).fill('10115');
      await page.getByLabel('Delivery country', { exact: true }).fill('Latvia');
      await page.getByRole('option', { name: 'Latvia', exact: true }).click();
      await page.getByLabel('Delivery postcode', { exact: true }).fill('1001');
    },
    () => page.getByRole('button', { name: 'Calculate' }).click(),
    () => visible(page.getByText(/^\d+ prices? found$/)),
  );

  const budgetRows = [
    'Reference\tCollection\tDelivery\tQuantity\tType\tWeight',
    ...Array.from({ length: 100 }, (_, i) => `B-${i + 1}\tEE 10115\tLV 1001\t1\tEUR\t${100 + i * 10}`),
  ].join('\n');
  const openBudget = async () => {
    await navigate(page, '/pricelists');
    await visible(page.getByRole('row').first());
    await navigate(page, '/tool/mass');
    await visible(page.getByLabel('Shipments'));
  };
  await steps.measure(
    'budget page',
    'page',
    () => navigate(page, '/pricelists'),
    () => navigate(page, '/tool/mass'),
    () => visible(page.getByLabel('Shipments')),
  );
  await steps.measure(
    'budget 100 rows: preview',
    'action',
    openBudget,
    () => page.getByLabel('Shipments').fill(budgetRows),
    () => visible(page.getByRole('table', { name: 'Preview' }).getByRole('row').nth(100)),
  );
  // The page keeps its partner between visits, and picking the chosen option again clears it
  // (Mantine's Select deselects): pick only when another is shown.
  const choosePartner = async () => {
    const select = page.getByLabel('Partner', { exact: true });
    if ((await select.inputValue()) === partner) return;
    await select.click();
    await page.getByRole('option', { name: partner }).click();
  };
  const calculateDownload = async () => {
    const downloaded = page.waitForEvent('download', { timeout: 300_000 });
    await page.getByRole('button', { name: 'Calculate' }).click();
    await downloaded;
  };
  await steps.measure(
    'budget 100 rows: result',
    'action',
    async () => {
      await openBudget();
      await page.getByLabel('Shipments').fill(budgetRows);
      await visible(page.getByText('100 shipments'));
      await choosePartner();
    },
    calculateDownload,
    async () => undefined,
  );

  const lanes = Array.from({ length: 10 }, (_, i) => `EE 1${String(i).padStart(4, '0')}\t${i % 2 ? 'LT 0100' + i : 'LV 100' + i}`);
  const profiles = Array.from({ length: 5 }, (_, i) => `${1 + i}\tEUR\t${200 + i * 150}`);
  await steps.measure(
    'tender 10 x 5',
    'action',
    async () => {
      await navigate(page, '/pricelists');
      await visible(page.getByRole('row').first());
      await navigate(page, '/tool/tender');
      await visible(page.getByLabel('Lanes'));
      await page.getByLabel('Lanes').fill(['Collection\tDelivery', ...lanes].join('\n'));
      await page.getByLabel('Shipment profiles').fill(['Quantity\tType\tWeight', ...profiles].join('\n'));
      await visible(page.getByText('10 lanes'));
      await choosePartner();
    },
    calculateDownload,
    async () => undefined,
  );
}

/** The requests of the highest median server time (ids in paths as {id}), five. */
function slowestRequests(seen: { request: string; ms: number }[]): string {
  const byRequest = new Map<string, number[]>();
  for (const { request, ms } of seen) {
    const key = request.replace(/\/\d+(?=\/|$)/g, '/{id}');
    byRequest.set(key, [...(byRequest.get(key) ?? []), ms]);
  }
  return [...byRequest]
    .map(([request, times]) => ({ request, ms: median(times), count: times.length }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((r) => `${r.request} ${r.ms.toFixed(0)} ms (x${r.count})`)
    .join('; ');
}

// ---- the report ---------------------------------------------------------------------------------

type Pass = Awaited<ReturnType<typeof pass>>;

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}

function report(built: boolean, idle: Pass, load: Pass): void {
  console.log(
    `\nUI latency (Chromium, real server on PGlite, demo data + a 500 x 40 pricelist${built ? '; the web app was built first' : ''}): ` +
      `median of ${ROUNDS} after a warm-up (a first export: one sample on a fresh server), ms to settled; ` +
      `server: the sum of the server's own time (Server-Timing) over the step's requests`,
  );
  console.log(
    `  ${'step'.padEnd(26)} ${'idle'.padStart(7)} ${'server'.padStart(7)} ${'goal'.padStart(9)}   ${'load'.padStart(7)} ${'server'.padStart(7)} ${'goal'.padStart(9)}`,
  );
  const verdict = (ms: number, goal: number) => (goal === Infinity ? '' : `${ms < goal ? 'met' : 'NOT'} <${goal}`);
  for (const figure of idle.figures) {
    const other = load.figures.find((f) => f.name === figure.name);
    const cells = (f: Figure | undefined, goal: number) => {
      if (!f || f.samples.length === 0) return `${'failed'.padStart(7)} ${''.padStart(7)} ${''.padStart(9)}`;
      const ms = median(f.samples.map((s) => s.ms));
      const server = median(f.samples.map((s) => s.serverMs));
      return `${ms.toFixed(0).padStart(7)} ${server.toFixed(0).padStart(7)} ${verdict(ms, goal).padStart(9)}`;
    };
    const idleGoal = figure.name === 'first export 500 x 40' ? GOALS.firstBigExport : GOALS.idle[figure.kind];
    const loadGoal = figure.name === 'first export 500 x 40' ? GOALS.firstBigExport : GOALS.load[figure.kind];
    console.log(`  ${figure.name.padEnd(26)} ${cells(figure, idleGoal)}   ${cells(other, loadGoal)}`);
  }
  for (const [pass, figures] of [
    ['idle', idle.figures],
    ['under load', load.figures],
  ] as const) {
    for (const f of figures.filter((f) => f.failed))
      console.log(`  ${f.name} ${pass}: failed after ${f.samples.length} samples: ${f.failed}`);
  }
  const delay = (d: LoopDelay) => `p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms`;
  console.log(`  slowest requests by median server time, idle: ${idle.slowest}`);
  console.log(`  under load: ${load.slowest}`);
  console.log(`  server event-loop delay: idle ${delay(idle.delay)}; under load ${delay(load.delay)}`);
  console.log(
    `  load: ${LOAD_SHIPMENTS.toLocaleString('en')}-shipment budgets one after another, ${load.budgets?.finished ?? 0} finished during the pass` +
      `${load.budgets?.failed ? `, ${load.budgets.failed} not 200` : ''}`,
  );
  console.log(
    `  goals: pages < ${GOALS.idle.page} ms and actions < ${GOALS.idle.action} ms idle; pages < ${GOALS.load.page} ms under load; the first export of the 500 x 40 < ${GOALS.firstBigExport} ms`,
  );
}
