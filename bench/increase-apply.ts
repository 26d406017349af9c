/**
 * A general rate increase of 2,000 pricelists of 40 zone rows x 30 quantities applied
 * through the real server (PGlite in its thread, or BENCH_DATABASE_URL) while three loops call it:
 * GET /fe/live (no session: a liveness probe), a partner's price call (its Bearer token) and a page
 * (GET /fe/pricelists, signed in). Prints the apply's time and each loop's p99 beside its goal
 * (100 / 50 / 600 ms), and the event loop's longest delay. BENCH_INCREASE_PRICELISTS sets the size.
 * The pricelists are stored straight through the repositories (version 1 each), as the demo is.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { formatDay, localTime } from '@freight/domain';
import { insertGrid } from '../apps/server/src/modules/grids/grids.repository';
import { insertPricelist } from '../apps/server/src/modules/pricelists/pricelists.repository';
import { pricelistContent } from '../apps/server/src/modules/pricelists/pricelist-record';
import { stagingHooks } from '../apps/server/src/modules/rate-increases/rate-increase-staging';
import { insertVersion } from '../apps/server/src/modules/versions/record-versions.repository';
import { ORIGIN, startBenchApp } from './server-app';

const PRICELISTS = Number(process.env.BENCH_INCREASE_PRICELISTS ?? 2000);
const ZONES = 40;
const QUANTITIES = 30;
const PARTNERS = 100;
const GOALS = { live: 100, price: 50, page: 600 };

const percentile = (ms: number[], p: number) =>
  [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor((ms.length * p) / 100))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchIncreaseApply(): Promise<void> {
  const bench = await startBenchApp();
  const { db } = bench.database;
  try {
    const areas = Array.from({ length: ZONES }, (_, i) => ({
      country: 'EE',
      postcode_from: String(10 + i),
      postcode_to: String(10 + i),
      zone_name: `Zone ${i}`,
    }));
    await bench.call('POST', '/fe/areas/mass_zone', { areas });
    // By id: in the order made, Zone i covering postcodes 10 + i.
    const zones: { id: number }[] = (await bench.call('GET', '/fe/zones/form'))
      .json()
      .sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    const services: number[] = [];
    for (let s = 0; s < Math.ceil(PRICELISTS / PARTNERS); s++)
      services.push((await bench.call('POST', '/fe/services', { name: `Service ${s}`, code: `S${s}` })).json().id);
    const partners: number[] = [];
    for (let p = 0; p < Math.min(PARTNERS, PRICELISTS); p++)
      partners.push((await bench.call('POST', '/fe/customers', { name: `Partner ${p}`, country: 'EE', general_hidden: false })).json().id);
    const token = (await bench.call('PATCH', `/fe/customers/${partners[0]}/token`)).json().token as string;

    const quantities = Array.from({ length: QUANTITIES }, (_, q) => ({ quantity: (q + 1) * 100, unit: 'per_100kg' as const }));
    const seeded = performance.now();
    const ids: number[] = [];
    for (let first = 0; first < PRICELISTS; first += 100) {
      await db.transaction().execute(async (tx) => {
        for (let i = first; i < Math.min(PRICELISTS, first + 100); i++) {
          const body = {
            name: `List ${i}`,
            service_id: services[Math.floor(i / PARTNERS)]!,
            customer_id: partners[i % PARTNERS]!,
            currency: 'EUR',
            status: 'completed',
            valid_from: '2026-01-01',
            valid_to: '2099-12-31',
            active: true,
            comment: '',
            unit: 'payable_weight',
            ldm_multiplier: 1850,
            cbm_multiplier: 333,
            payweight_rounding: 'ones',
            ldm_rounding: 'tenths',
            min_max_rule: 'min',
            surcharges: [],
            blocks: [],
            ldm_blocks: [],
            fare_groups: [
              {
                quantities,
                zones: zones.map((z, r) => ({
                  zone_from: z.id,
                  zone_to: zones[(r * 7 + 3) % ZONES]!.id,
                  transit: null,
                  minimum_amount: 30,
                  maximum_amount: null,
                  prices: quantities.map((_, q) => Number((40 + r + q * 0.3 + (i % 10) / 10).toFixed(2))),
                })),
              },
            ],
          } as const;
          // The stored shape of a saved body (the schema's parse is the API's; these fields are already valid).
          const typed = body as unknown as Parameters<typeof insertGrid>[2] & Parameters<typeof insertPricelist>[3];
          const gridId = await insertGrid(tx, bench.carrierId, typed);
          const { id } = await insertPricelist(tx, bench.carrierId, gridId, typed);
          await insertVersion(tx, {
            carrierId: bench.carrierId,
            type: 'pricelist',
            recordId: id,
            version: 1,
            gridId,
            content: pricelistContent(typed),
            author: { id: null, name: 'Bench' },
            changes: { created: true },
          });
          ids.push(id);
        }
      });
    }
    const seedMs = performance.now() - seeded;

    const cookie = await signIn(bench);
    const price = () =>
      bench.app.inject({
        method: 'POST',
        url: '/api/v1/service_price',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          service: services[0],
          collection: { country: 'EE', postcode: '10115' },
          delivery: { country: 'EE', postcode: '13415' },
          shipments: [{ quantity: 1, type: 'colli', weight: 150 }],
        },
      });
    const priced = await price();
    if (priced.statusCode !== 200 || !priced.json().some((r: { total: number | null }) => r.total !== null))
      throw new Error(`the price call prices nothing: ${priced.statusCode} ${priced.body.slice(0, 300)}`);

    const latencies = { live: [] as number[], price: [] as number[], page: [] as number[] };
    const refused: string[] = [];
    let done = false;
    const loopOf = (kind: keyof typeof latencies, call: () => Promise<{ statusCode: number }>, pause: number) =>
      (async () => {
        while (!done) {
          const sent = performance.now();
          const answer = await call();
          latencies[kind].push(performance.now() - sent);
          if (answer.statusCode !== 200) refused.push(`${kind} ${answer.statusCode}`);
          await sleep(pause);
        }
      })();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const loops = [
      loopOf('live', () => bench.app.inject({ method: 'GET', url: '/fe/live' }), 20),
      loopOf('price', price, 20),
      loopOf('page', () => bench.app.inject({ method: 'GET', url: '/fe/pricelists', headers: { origin: ORIGIN, cookie } }), 200),
    ];
    let figures = '';
    stagingHooks.applied = ({ stagingMs, finalMs, chunks, steps }) =>
      (figures = `staged in ${(stagingMs / 1000).toFixed(1)} s (${chunks} chunks), final transaction ${finalMs.toFixed(0)} ms (goal < ${GOALS.page} ms) ${finalMs < GOALS.page ? 'met' : 'NOT'} (${Object.entries(
        steps,
      )
        .map(([name, ms]) => `${name} ${ms}`)
        .join(', ')} ms)`);
    const started = performance.now();
    let applyMs = 0;
    let status = '';
    try {
      const effective = formatDay(localTime(new Date(), 'Europe/Tallinn').day + 30);
      const queued = await bench.call('POST', '/fe/rate_increases', {
        pricelists: ids,
        change: { percent: 4.5 },
        rounding: 0.05,
        include_min_max: true,
        effective_from: effective,
      });
      const jobId = queued.json().job_id as string;
      for (;;) {
        await sleep(500);
        const job = (await bench.call('GET', `/fe/rate_increases/jobs/${jobId}`)).json();
        if (job.status === 'done' || job.status === 'failed') {
          status = job.status === 'done' ? `done, ${job.result.successors.length} successors` : `FAILED: ${job.error}`;
          break;
        }
      }
      applyMs = performance.now() - started;
    } finally {
      done = true;
      await Promise.all(loops);
      delay.disable();
    }
    const line = (kind: keyof typeof latencies) => {
      const p99 = percentile(latencies[kind], 99);
      return `  ${kind.padEnd(6)} p99 ${p99.toFixed(0).padStart(6)} ms (goal < ${GOALS[kind]} ms) ${p99 < GOALS[kind] ? 'met' : 'NOT'}   p50 ${percentile(latencies[kind], 50).toFixed(0)} ms, max ${Math.max(...latencies[kind]).toFixed(0)} ms, ${latencies[kind].length} calls`;
    };
    console.log(
      `\nincrease apply (${bench.kind}): ${PRICELISTS} pricelists of ${ZONES} x ${QUANTITIES} (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  apply: ${(applyMs / 1000).toFixed(1)} s, ${status}; calls refused: ${refused.length ? refused.slice(0, 5).join(', ') : 'none'}`,
    );
    console.log(`  ${figures}`);
    console.log(line('live'));
    console.log(line('price'));
    console.log(line('page'));
    console.log(`  event loop delay: p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`);
  } finally {
    stagingHooks.applied = undefined;
    await bench.close();
  }
}

/** A session of the bench's owner for the page loop (startBenchApp's own call() keeps its cookie to itself). */
async function signIn(bench: Awaited<ReturnType<typeof startBenchApp>>) {
  const me = await bench.database.db
    .selectFrom('users')
    .select('email')
    .where('carrier_id', '=', bench.carrierId)
    .executeTakeFirstOrThrow();
  const login = await bench.app.inject({
    method: 'POST',
    url: '/fe/login',
    payload: { email: me.email, password: 'bench-password' },
    headers: { origin: ORIGIN },
  });
  return `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
}
