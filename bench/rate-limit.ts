/**
 * The partner API's rate limit (docs/decisions/0016): one partner's token flooding the price API
 * (the load generator, load-generator.mjs: 20 connections, each sending its next call as soon as
 * its answer is in) while a second partner of the same carrier prices at its own pace (price-probe.ts:
 * 4 connections, 30 ms between calls, about 120 a second, under its limit), each in a process of its
 * own, the server in this one (the bench carrier of bench/pricing.ts; PGlite or BENCH_DATABASE_URL).
 *
 * The second partner's p50 and p99 alone (before and after: the ceiling), then during a flood with
 * the limit at its default (API_RATE_LIMIT=200: bursts of 400, refusals held 50-150 ms), with the
 * refusals answered at once (no hold), and with no limit (API_RATE_LIMIT=0, what one token did
 * before). A flood's first second (the flooder's burst of 400, priced at once) is shown apart from
 * the rest (the flooder refused), each with the flood's priced and refused calls a second and the
 * server's CPU. Goal: p99 while the flooder is refused within 2x of alone. BENCH_SECONDS sets each
 * run (default 8), BENCH_PORT the port.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_RATE_LIMIT, type ApiRateLimitSettings } from '../apps/server/src/http/rate-limit';
import { generateLoad, storeCarrier } from './price-api';
import { makeCarrier } from './pricing';
import { startBenchApp } from './server-app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PROBE = { connections: 4, pauseMs: 30 };
const GOAL = 2;
const here = fileURLToPath(new URL('.', import.meta.url));

type Latency = { count: number; errors: number; p50: number; p99: number; max: number };
/** The second partner's latencies over a window, and the server's CPU (share of a core) in it. */
type Window = Latency & { cpu: number };
type Run = { burst?: Window; steady: Window; flood?: { pricedPerS: number; refusedPerS: number } };

export async function benchRateLimit(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const { records, requests } = makeCarrier();
    const request = await storeCarrier(bench.database.db, bench.carrierId, records, requests);
    const tokenOf = async (name: string) => {
      const partner = (await bench.call('POST', '/fe/customers', { name, country: 'EE' })).json().id as number;
      return (await bench.call('PATCH', `/fe/customers/${partner}/token`)).json().token as string;
    };
    const flooder = await tokenOf('Flooding partner');
    const partner = await tokenOf('Second partner');
    const address = await bench.app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
    const url = `${address}/api/v1/service_price`;
    const body = JSON.stringify(request);
    await bench.app.pricing.cache.get(bench.carrierId);
    const limit = (settings: Partial<ApiRateLimitSettings>) => bench.app.apiRateLimit.configure({ ...DEFAULT_API_RATE_LIMIT, ...settings });
    const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

    /** The second partner's calls: alone for SECONDS, or during a flood (its first second apart). */
    const run = async (withFlood: boolean): Promise<Run> => {
      const probe = fork(join(here, 'price-probe.ts'), [JSON.stringify({ url, token: partner, body, ...PROBE })], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      const next = () => new Promise<Latency>((resolve) => probe.once('message', (m) => resolve(m as Latency)));
      let cpu = process.cpuUsage();
      let started = performance.now();
      /** The probe's latencies since the last mark (or 'stop'), with the server's CPU over the same time. */
      const mark = async (message: 'mark' | 'stop'): Promise<Window> => {
        const answer = next();
        probe.send(message);
        const used = process.cpuUsage(cpu);
        const window = { ...(await answer), cpu: (used.user + used.system) / 1000 / (performance.now() - started) };
        cpu = process.cpuUsage();
        started = performance.now();
        return window;
      };
      // Two seconds of calls first, not counted: the probe's own start is not the server's latency.
      await wait(2);
      await mark('mark');
      if (!withFlood) {
        await wait(SECONDS);
        return { steady: await mark('stop') };
      }
      const flooding = generateLoad({
        url,
        method: 'POST',
        headers: { authorization: `Bearer ${flooder}`, 'content-type': 'application/json' },
        body,
        seconds: SECONDS + 1,
      });
      await wait(1);
      const burst = await mark('mark');
      const load = await flooding;
      const steady = await mark('stop');
      const floodSeconds = load.requests / Math.max(1, load.rps);
      return {
        burst,
        steady,
        flood: { pricedPerS: load.answered / floodSeconds, refusedPerS: (load.requests - load.answered) / floodSeconds },
      };
    };

    // The limit at its default (200 a second) for both partners, in every run but "no limit".
    limit({});
    const alone = await run(false);
    const limited = await run(true);
    limit({ holdMs: [0, 0] });
    const noHold = await run(true);
    limit({ perSecond: 0 });
    const unlimited = await run(true);
    limit({});
    const after = await run(false);
    limit({ perSecond: 0 });

    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const line = (name: string, w: Window, flood?: Run['flood']) =>
      `  ${name.padEnd(44)} p50 ${ms(w.p50).padStart(8)}  p99 ${ms(w.p99).padStart(8)}  max ${ms(w.max).padStart(8)}  ` +
      `(${w.count.toLocaleString('en')} calls, non-200 ${w.errors}; server CPU ${(w.cpu * 100).toFixed(0)}% of a core` +
      `${flood ? `; the flood: ${flood.pricedPerS.toFixed(0)} priced/s, ${flood.refusedPerS.toFixed(0)} refused/s over the run` : ''})`;
    console.log(
      `\nrate limit (${bench.kind}; a second partner's price calls, ${PROBE.connections} connections ${PROBE.pauseMs} ms apart, ` +
        `while one token floods on 20 connections for 1 + ${SECONDS} s)`,
    );
    console.log(line('alone', alone.steady));
    for (const [name, r] of [
      ['limit 200/s, hold 50-150 ms', limited],
      ['limit 200/s, no hold', noHold],
      ['no limit (API_RATE_LIMIT=0)', unlimited],
    ] as const) {
      console.log(line(`${name}: first second`, r.burst!));
      console.log(line(`${name}: then`, r.steady, r.flood));
    }
    console.log(line('alone, after', after.steady));
    // Against the quieter of the two alone runs (the first may still be warming up).
    const ceiling = Math.min(alone.steady.p99, after.steady.p99);
    const ratio = (w: Window) => `${(w.p99 / ceiling).toFixed(2)}x${w.errors ? ` (${w.errors} refused)` : ''}`;
    const met = limited.steady.p99 <= GOAL * ceiling && limited.steady.errors === 0;
    console.log(
      `  p99 against alone (${ms(ceiling)}): limited ${ratio(limited.steady)} (goal within ${GOAL}x: ${met ? 'met' : 'NOT met'}), ` +
        `its first second ${ratio(limited.burst!)}; no hold ${ratio(noHold.steady)}; no limit ${ratio(unlimited.steady)}`,
    );
  } finally {
    await bench.close();
  }
}
