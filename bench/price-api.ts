/**
 * The price API under load: the bench carrier of bench/pricing.ts stored in a real database,
 * a load generator (load-generator.mjs, its own process) against POST /api/v1/service_price with a
 * partner token, and in
 * the same run against two ceilings on the same server: a trivial GET and an "echo" POST that
 * parses the same body and answers a JSON of the same size with no work; and a "pricing only"
 * route, the price API less its partner guard and its quote records, measured in turns with the
 * price API so that both see the same neighbours. Goals: the
 * price API at >= 80% of the echo and >= 50% of the GET, p99 under 20 ms. Then a soak: price
 * requests for BENCH_SOAK_SECONDS (default 60), every answer's quote recorded, resident memory
 * before and after. Listens on BENCH_PORT, or a free port. With BENCH_CPU_PROF=<dir>, a CPU profile
 * of the server during the echo, the pricing-only and the price runs is written there
 * (echo.cpuprofile, pricing-only.cpuprofile, price-api.cpuprofile).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import type { CarrierRecords, Currency, PriceRequest } from '@freight/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema';
import { replaceExchangeRates } from '../apps/server/src/modules/exchange-rates/exchange-rates.repository';
import { makeCarrier } from './pricing';
import { parseServicePriceFast, servicePriceSchema } from '@freight/domain';
import type { AppDeps } from '../apps/server/src/deps';
import { answerJson, resultJson } from '../apps/server/src/modules/pricing/price-answer';
import { priceOn, pricingSnapshotNow, type Caller } from '../apps/server/src/modules/pricing/price.service';
import { memoryOfProcess } from './process-memory';
import { startBenchApp } from './server-app';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const SOAK_S = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 20;
const ECHO_URL = '/bench/echo';
const PRICING_ONLY_URL = '/bench/pricing-only';
// Goal: a priced request costs at most 25% more than pricing alone (its quote recorded off the request path).
const GOALS = { ofEcho: 0.8, ofGet: 0.5, ofPricingOnly: 0.8, p99Ms: 20 };

export async function benchPriceApi(): Promise<void> {
  // The echo's answer: the price API's own answer to the bench request, taken from the probe below.
  let echoAnswer: unknown = null;
  // Priced answers as the server sent them (the generator does not count those it stopped waiting for).
  let priced = 0;
  // The pricing-only route prices on the bench carrier (a public route has no caller to tell it).
  const pricingOnlyCaller: Caller = { carrierId: 0, partner: null, viaTms: true, userId: null };
  const bench = await startBenchApp((app) => {
    app.post(ECHO_URL, { config: { access: 'public' } }, async (request) => (request.body ? echoAnswer : null));
    // Pricing alone: the same parse, engine and answer, without the partner guard and without
    // recording quotes; how far the price API could go if those two cost nothing.
    app.post(PRICING_ONLY_URL, { config: { access: 'public' } }, async (request, reply) => {
      const body = parseServicePriceFast(request.body) ?? servicePriceSchema.parse(request.body);
      const taken = pricingSnapshotNow({ pricing: app.pricing } as AppDeps, pricingOnlyCaller);
      const snapshot = taken instanceof Promise ? await taken : taken;
      const results = priceOn(snapshot, body, false).map((result) => resultJson(answerJson(result), null, null));
      return reply.type('application/json; charset=utf-8').send(`[${results.join(',')}]`);
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.url === '/api/v1/service_price' && reply.statusCode === 200) priced++;
    });
  });
  try {
    const { records, requests } = makeCarrier();
    pricingOnlyCaller.carrierId = bench.carrierId;
    const request = await storeCarrier(bench.database.db, bench.carrierId, records, requests);
    const partner = (await bench.call('POST', '/fe/customers', { name: 'Bench partner', country: 'EE' })).json().id;
    const token = (await bench.call('PATCH', `/fe/customers/${partner}/token`)).json().token;
    const address = await bench.app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });

    const body = JSON.stringify(request);
    const post = { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body };
    const probe = await fetch(`${address}/api/v1/service_price`, post);
    const answerText = await probe.text();
    const answer = JSON.parse(answerText) as { total: number | null }[];
    if (probe.status !== 200 || answer[0]?.total === null) throw new Error(`the bench request does not price: ${answerText.slice(0, 300)}`);
    echoAnswer = answer;

    const trivial = await generateLoad({ url: `${address}/fe/live`, method: 'GET' });
    const echo = await profiled('echo', () => generateLoad({ url: `${address}${ECHO_URL}`, ...post }));
    // Pricing only and the price API in turns of 2 s (one turn each when profiling), so a
    // neighbour's load on a shared machine falls on both alike and their ratio holds.
    const turns = process.env.BENCH_CPU_PROF || process.env.BENCH_ONE_TURN ? 1 : Math.max(1, Math.round(DURATION_S / 2));
    const pricingOnlyTurns: Measured[] = [];
    const priceTurns: Measured[] = [];
    const seconds = Math.max(1, Math.round(DURATION_S / turns));
    for (let turn = 0; turn < turns; turn++) {
      pricingOnlyTurns.push(await profiled('pricing-only', () => generateLoad({ url: `${address}${PRICING_ONLY_URL}`, ...post, seconds })));
      priceTurns.push(await profiled('price-api', () => generateLoad({ url: `${address}/api/v1/service_price`, ...post, seconds })));
    }
    const pricingOnly = together(pricingOnlyTurns);
    const price = together(priceTurns);
    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\nprice API under load (${bench.kind}, ${CONNECTIONS} connections, ${DURATION_S} s each (pricing only and price in ${turns} turns), the load generator in its own process)`,
    );
    const cpu = (r: Measured) => `${r.cpuUs.toFixed(0)} µs server CPU per request (${r.mainUs.toFixed(0)} µs on the event loop)`;
    console.log(`  GET /fe/live (trivial):       ${trivial.rps.toFixed(0)} req/s, p99 ${trivial.p99} ms, ${cpu(trivial)}`);
    console.log(
      `  POST ${ECHO_URL} (ceiling):    ${echo.rps.toFixed(0)} req/s, p99 ${echo.p99} ms, ${cpu(echo)} (parses the body, answers ${answerText.length} bytes, no work)`,
    );
    console.log(
      `  POST ${PRICING_ONLY_URL}:   ${pricingOnly.rps.toFixed(0)} req/s, p99 ${pricingOnly.p99} ms, ${cpu(pricingOnly)} (the same pricing and answer; no guard, no quote recorded)`,
    );
    console.log(
      `  POST /api/v1/service_price:   ${price.rps.toFixed(0)} req/s, p99 ${price.p99} ms, ${cpu(price)}, non-2xx ${price.errors}`,
    );
    console.log(
      `  price / echo: ${pct(price.rps / echo.rps)} (goal >= ${pct(GOALS.ofEcho)}: ${met(price.rps >= GOALS.ofEcho * echo.rps)})`,
    );
    console.log(
      `  price / GET:  ${pct(price.rps / trivial.rps)} (goal >= ${pct(GOALS.ofGet)}: ${met(price.rps >= GOALS.ofGet * trivial.rps)})`,
    );
    console.log(
      `  pricing only / echo: ${pct(pricingOnly.rps / echo.rps)}; price / pricing only: ${pct(price.rps / pricingOnly.rps)} (goal >= ${pct(GOALS.ofPricingOnly)}: ${met(price.rps >= GOALS.ofPricingOnly * pricingOnly.rps)})`,
    );
    // The load generator shares the machine's cores: a priced request's database work (its own
    // thread on the embedded database, the server's processes on PostgreSQL) then competes with the
    // event loop and the generator, and the loop waits for a core (docs/decisions/0008, seventh pass).
    console.log(
      `    shared cores: the load generator's own CPU ${pricingOnly.generatorUs.toFixed(0)} µs per request (pricing only), ${price.generatorUs.toFixed(0)} µs (price); the event loop waited for a core ${pct(pricingOnly.loopWaited)} of the time (pricing only), ${pct(price.loopWaited)} (price)`,
    );
    console.log(`  price p99:    ${price.p99} ms (goal < ${GOALS.p99Ms} ms: ${met(price.p99 < GOALS.p99Ms)})`);

    if (SOAK_S > 0) {
      const quotes = async () => {
        await bench.app.quotes.flush();
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from quotes where carrier_id = ${bench.carrierId}`.execute(
          bench.database.db,
        );
        return rows[0]!.n;
      };
      const recordedBefore = await quotes();
      const pricedBefore = priced;
      const before = memoryOfProcess();
      const soak = await generateLoad({ url: `${address}/api/v1/service_price`, ...post, seconds: SOAK_S });
      const after = memoryOfProcess();
      const recorded = (await quotes()) - recordedBefore;
      const answered = priced - pricedBefore;
      console.log(
        `  soak, ${SOAK_S} s at ${CONNECTIONS} connections: ${soak.rps.toFixed(0)} req/s, p99 ${soak.p99} ms, errors ${soak.errors}`,
      );
      console.log(
        `    ${answered.toLocaleString('en')} priced answers sent (the generator received ${soak.answered.toLocaleString('en')}), ${recorded.toLocaleString('en')} quotes recorded: ${recorded === answered ? 'every answer recorded' : 'MISMATCH'}`,
      );
      console.log(
        `    server resident memory: ${before.rssMb.toFixed(0)} MB before, ${after.rssMb.toFixed(0)} MB after (peak ${after.peakMb.toFixed(0)} MB)`,
      );
    }
  } finally {
    await bench.close();
  }
}

/** With BENCH_CPU_PROF=<dir>: `run` under V8's sampling profiler, the profile written there. */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** What one run of the load generator measured. */
interface Measured {
  rps: number;
  p99: number;
  errors: number;
  answered: number;
  cpuUs: number;
  /** Of cpuUs, the event loop's thread (the rest: the database's or COPY thread, the garbage collector's helpers). */
  mainUs: number;
  /** Share of the run's wall time the event loop was ready to run but waited for a core (Linux; NaN elsewhere). */
  loopWaited: number;
  /** The load generator's own CPU per request (its process, on the same machine's cores). */
  generatorUs: number;
  requests: number;
}

/** Runs of equal length as one: their mean rate and CPU per request, their worst p99. */
function together(runs: Measured[]): Measured {
  const sum = (f: (r: Measured) => number) => runs.reduce((total, r) => total + f(r), 0);
  const requests = sum((r) => r.requests);
  return {
    rps: sum((r) => r.rps) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    answered: sum((r) => r.answered),
    cpuUs: sum((r) => r.cpuUs * r.requests) / Math.max(1, requests),
    mainUs: sum((r) => r.mainUs * r.requests) / Math.max(1, requests),
    loopWaited: sum((r) => r.loopWaited) / runs.length,
    generatorUs: sum((r) => r.generatorUs * r.requests) / Math.max(1, requests),
    requests,
  };
}

/**
 * The event loop's thread so far, from Linux's schedstat (in ns): time on a core, and time ready to
 * run but waiting for one; NaN elsewhere.
 */
function mainThreadSchedNs(): { ran: number; waited: number } {
  try {
    const [ran, waited] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { ran: ran!, waited: waited! };
  } catch {
    return { ran: Number.NaN, waited: Number.NaN };
  }
}

/**
 * Runs the load generator (load-generator.mjs) in a child process, so it does not share the
 * server's event loop: `CONNECTIONS` connections for `seconds`, one request in flight on each. It
 * replaced autocannon, which took 33-41 µs of CPU per request on the cores it shares with the
 * server here, against its 21 µs (docs/decisions/0008, eighth pass).
 */
export function generateLoad(options: { url: string; method: string; headers?: Record<string, string>; body?: string; seconds?: number }) {
  const args = [
    join(import.meta.dirname, 'load-generator.mjs'),
    JSON.stringify({ ...options, connections: CONNECTIONS, seconds: options.seconds ?? DURATION_S }),
  ];
  // CPU of this process (the server: its event loop and the embedded database's thread) per answer:
  // steadier than req/s on a shared machine, where the generator and the neighbours take cores too.
  const cpu = process.cpuUsage();
  const loop = mainThreadSchedNs();
  const started = process.hrtime.bigint();
  return new Promise<Measured>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const result = JSON.parse(output) as LoadResult;
        const answers = Math.max(1, result.requests);
        const used = process.cpuUsage(cpu);
        const loopNow = mainThreadSchedNs();
        resolve({
          cpuUs: (used.user + used.system) / answers,
          mainUs: (loopNow.ran - loop.ran) / 1000 / answers,
          loopWaited: (loopNow.waited - loop.waited) / Number(process.hrtime.bigint() - started),
          generatorUs: result.cpuUs / answers,
          rps: result.rps,
          p99: result.p99,
          errors: result.other + result.errors,
          answered: result.ok,
          requests: result.requests,
        });
      } catch (error) {
        reject(new Error(`the load generator gave no result: ${String(error)} ${errors.slice(0, 300)}`));
      }
    });
  });
}

/** What load-generator.mjs prints. */
interface LoadResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  errors: number;
  cpuUs: number;
}

/**
 * Writes the in-memory bench carrier into the database (ids mapped to the database's own) and
 * answers the first bench request with the service id rewritten.
 */
export async function storeCarrier(db: Kysely<DB>, carrierId: number, records: CarrierRecords, requests: PriceRequest[]) {
  const { insertGrid } = await import('../apps/server/src/modules/grids/grids.repository');
  const { priceGridSchema, surchargeSchema } = await import('@freight/domain');
  const map = <T>(rows: readonly T[], ids: number[], key: (row: T) => number) => new Map(rows.map((row, i) => [key(row), ids[i]!]));
  const insertAll = async (table: 'areas' | 'zones' | 'transits' | 'conditions', rows: Record<string, unknown>[]) => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await db
        .insertInto(table)
        .values(rows.slice(i, i + 1000) as never)
        .returning('id')
        .execute();
      ids.push(...inserted.map((r) => r.id));
    }
    return ids;
  };
  const areaIds = map(
    records.areas,
    await insertAll(
      'areas',
      records.areas.map((a) => ({
        carrier_id: carrierId,
        name: a.name ?? a.postcode_from,
        country: a.country,
        postcode_from: a.postcode_from,
        postcode_to: a.postcode_to,
      })),
    ),
    (a) => a.id,
  );
  const zoneIds = map(
    records.zones,
    await insertAll(
      'zones',
      records.zones.map((z) => ({ carrier_id: carrierId, name: z.name ?? `Zone ${z.id}` })),
    ),
    (z) => z.id,
  );
  const links = records.zones.flatMap((z) =>
    z.areas.map((a, position) => ({ zone_id: zoneIds.get(z.id)!, area_id: areaIds.get(typeof a === 'number' ? a : a.id)!, position })),
  );
  for (let i = 0; i < links.length; i += 1000)
    await db
      .insertInto('zone_areas')
      .values(links.slice(i, i + 1000))
      .execute();
  const transitIds = map(
    records.transits ?? [],
    await insertAll(
      'transits',
      (records.transits ?? []).map((t) => ({
        carrier_id: carrierId,
        name: t.name ?? 'Transit',
        transit_time: t.transit_time,
        cutoff_time: t.cutoff_time ?? '12:00',
      })),
    ),
    (t) => t.id,
  );
  const conditionIds = map(
    records.conditions ?? [],
    await insertAll(
      'conditions',
      (records.conditions ?? []).map((c) => ({
        carrier_id: carrierId,
        type: c.type,
        presence: c.presence ?? null,
        applied_after: c.applied_after ?? null,
        applied_until: c.applied_until ?? null,
      })),
    ),
    (c) => c.id!,
  );
  const remapGrid = (grid: NonNullable<CarrierRecords['pricelists'][number]>) =>
    priceGridSchema.parse({
      ...grid,
      fare_groups: (grid.fare_groups ?? []).map((g) => ({
        quantities: g.quantities,
        zones: g.zones.map((z) => ({
          ...z,
          zone_from: zoneIds.get(z.zone_from),
          zone_to: zoneIds.get(z.zone_to),
          transit: z.transit ? transitIds.get(z.transit) : null,
          prices: z.prices.map((p) => (p === null ? null : Number(p))),
        })),
      })),
    });
  const surchargeIds = new Map<number, number>();
  for (const s of records.surcharges ?? []) {
    const body = surchargeSchema.parse({
      ...s,
      blocks: (s.blocks ?? []).map((b) => conditionIds.get(typeof b === 'number' ? b : b.id!)),
      dependencies: [],
      zone_conditions: (s.zone_conditions ?? []).map((zc) => ({
        ...zc,
        zone_from: zc.zone_from ? zoneIds.get(zc.zone_from) : null,
        zone_to: zc.zone_to ? zoneIds.get(zc.zone_to) : null,
      })),
      pricelist: s.pricelist ? remapGrid({ ...s.pricelist, id: 0, service_id: 0 }) : null,
    });
    const gridId = body.pricelist ? await insertGrid(db, carrierId, body.pricelist) : null;
    const row = await db
      .insertInto('surcharges')
      .values({
        carrier_id: carrierId,
        grid_id: gridId,
        name: body.name,
        type: body.type,
        currency: body.currency,
        hidden: body.hidden,
        amount: body.amount,
        minimum_amount: body.minimum_amount,
        maximum_amount: body.maximum_amount,
        all_conditions_needed: body.all_conditions_needed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    surchargeIds.set(s.id, row.id);
    const blocks = body.blocks.map((condition_id) => ({ surcharge_id: row.id, condition_id, kind: 'block' as const }));
    if (blocks.length) await db.insertInto('surcharge_conditions').values(blocks).execute();
    const zcs = body.zone_conditions.map((zc, position) => ({ surcharge_id: row.id, position, ...zc }));
    if (zcs.length) await db.insertInto('surcharge_zone_conditions').values(zcs).execute();
  }
  for (const s of records.surcharges ?? []) {
    const deps = (s.dependencies ?? []).map((d) => ({
      surcharge_id: surchargeIds.get(s.id)!,
      depends_on_id: surchargeIds.get(typeof d === 'number' ? d : d.id)!,
    }));
    if (deps.length) await db.insertInto('surcharge_dependencies').values(deps).execute();
  }
  const serviceIds = new Map<number, number>();
  for (const s of records.services) {
    const row = await db
      .insertInto('services')
      .values({ carrier_id: carrierId, name: s.name, code: s.code, cargoson_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    serviceIds.set(s.id, row.id);
  }
  for (const p of records.pricelists) {
    const gridId = await insertGrid(db, carrierId, remapGrid(p));
    const row = await db
      .insertInto('pricelists')
      .values({
        carrier_id: carrierId,
        grid_id: gridId,
        name: p.name ?? '',
        service_id: serviceIds.get(p.service_id)!,
        currency: (p.currency ?? 'EUR') as Currency,
        valid_from: '2000-01-01',
        valid_to: '2099-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const surcharges = (p.surcharges ?? []).map((s, position) => ({
      pricelist_id: row.id,
      surcharge_id: surchargeIds.get(typeof s === 'number' ? s : s.id)!,
      position,
    }));
    if (surcharges.length) await db.insertInto('pricelist_surcharges').values(surcharges).execute();
  }
  // Through the repository: pricing reads the kept set of rates it writes with the table.
  await replaceExchangeRates(db, { SEK: 11.2, USD: 1.08 }, '2026-11-25');
  const first = requests[0]!;
  return { ...first, service: serviceIds.get(first.service as number) };
}
