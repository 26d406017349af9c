/**
 * The price API while budgets run: a server in its own process (bench/mass-server.ts,
 * the bench carrier, PGlite or BENCH_DATABASE_URL), a probe in another (bench/price-probe.ts: a
 * few connections sending service_price one after the other), and this process sending
 * 100,000-shipment budgets (POST /api/v1/mass_price). The probe's p50 and p99 alone
 * (BENCH_SECONDS), then during 1 and during 3 parallel budgets (from their first byte sent to
 * their last byte received), printed beside each other. Goal: p99 during the budgets within 2x of
 * the idle p99 (alone is measured before and after the budgets). The budgets run in the
 * server's worker pool (HEAVY_WORK_THREADS; the bench lets the carrier run 3 at once).
 * BENCH_MASS_SHIPMENTS changes the budget's size.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchShipments } from './mass-price';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SHIPMENTS = Number(process.env.BENCH_MASS_SHIPMENTS ?? 100_000);
const PROBE = { connections: 4, pauseMs: 5 };
const GOAL = 2;
const here = fileURLToPath(new URL('.', import.meta.url));

type Latency = { count: number; errors: number; p50: number; p99: number; max: number };

export async function benchPriceUnderLoad(): Promise<void> {
  const server = fork(join(here, 'mass-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'silent', HEAVY_TASKS_PER_CARRIER: '3' },
  });
  try {
    const { address, token, kind, request } = await new Promise<{ address: string; token: string; kind: string; request: unknown }>(
      (resolve) => server.once('message', (m) => resolve(m as never)),
    );
    const body = JSON.stringify({ shipments: benchShipments(SHIPMENTS) });
    const budget = async () => {
      const response = await fetch(`${address}/api/v1/mass_price`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      let bytes = 0;
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
      if (response.status !== 200) throw new Error(`mass_price answered ${response.status}`);
      return bytes;
    };
    // The pool's thread is started by a first small budget, as on a server that has run one.
    await fetch(`${address}/api/v1/mass_price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shipments: benchShipments(10) }),
    }).then((r) => r.arrayBuffer());

    const probe = async (during: () => Promise<unknown>) => {
      const child = fork(
        join(here, 'price-probe.ts'),
        [JSON.stringify({ url: `${address}/api/v1/service_price`, token, body: JSON.stringify(request), ...PROBE })],
        { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
      );
      const result = new Promise<Latency>((resolve) => child.once('message', (m) => resolve(m as Latency)));
      // Two seconds of requests first, so the probe's own start is not measured as the server's.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const started = performance.now();
      await during();
      const seconds = (performance.now() - started) / 1000;
      child.send('stop');
      return { ...(await result), seconds };
    };
    const idle = await probe(() => new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)));
    const one = await probe(() => budget());
    const three = await probe(() => Promise.all([budget(), budget(), budget()]));
    // Alone again: on a shared machine the neighbours' load moves between the runs.
    const after = await probe(() => new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)));

    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const line = (name: string, r: Latency & { seconds: number }) =>
      `  ${name.padEnd(22)} p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  max ${ms(r.max).padStart(9)}  ` +
      `(${r.count.toLocaleString('en')} requests in ${r.seconds.toFixed(1)} s, non-200 ${r.errors})`;
    console.log(
      `\nprice API under load (${kind}, ${SHIPMENTS.toLocaleString('en')}-shipment budgets, probe: ${PROBE.connections} connections, ${PROBE.pauseMs} ms between requests)`,
    );
    console.log(line('alone', idle));
    console.log(line('during 1 budget', one));
    console.log(line('during 3 budgets', three));
    console.log(line('alone, after', after));
    // Against the quieter of the two alone runs (the first may still be warming up).
    const alone = Math.min(idle.p99, after.p99);
    const verdict = (r: Latency) => `${(r.p99 / alone).toFixed(2)}x, ${r.p99 <= GOAL * alone ? 'met' : 'NOT met'}`;
    console.log(`  goal: p99 within ${GOAL}x of alone (${ms(alone)}): during 1 budget ${verdict(one)}; during 3 budgets ${verdict(three)}`);
  } finally {
    server.send('stop');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
