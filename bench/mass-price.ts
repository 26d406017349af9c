/**
 * POST /api/v1/mass_price with 100,000 shipments (about 20 MB of JSON) against a real server in its
 * own process (the bench carrier of bench/pricing.ts, on PGlite or BENCH_DATABASE_URL), warm (a
 * budget of 10 has started its worker thread, timed apart): seconds to
 * the last byte of bulk_calculation.xlsx and the server's peak memory, beside a bare ExcelJS
 * streaming write of the same rows in a process of its own, from the same run. Goal:
 * within 1.5x of the bare write, under 300 MB. Prints the figures; asserts nothing. CPU seconds
 * (every thread of the process) are printed beside: on a shared machine they vary less than wall
 * time. `BENCH_ONLY=mass npm run bench` runs this one alone; BENCH_MASS_SHIPMENTS changes the count.
 */
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCarrier } from './pricing';

const SHIPMENTS = Number(process.env.BENCH_MASS_SHIPMENTS ?? 100_000);
const here = fileURLToPath(new URL('.', import.meta.url));

type Memory = { rssMb: number; peakMb: number };

/** The shipments of the bench budget: the bench carrier's requests, repeated with varied weights. */
export function benchShipments(count: number) {
  const { requests } = makeCarrier();
  return Array.from({ length: count }, (_, i) => {
    const r = requests[i % requests.length]!;
    return {
      reference: `S-${i + 1}`,
      collection: r.collection,
      delivery: r.delivery,
      ...r.shipments[0]!,
      weight: 50 + ((i * 37) % 2400),
    };
  });
}

export async function benchMassPrice(): Promise<void> {
  const body = JSON.stringify({ shipments: benchShipments(SHIPMENTS) });
  const dir = mkdtempSync(join(tmpdir(), 'bench-mass-'));
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, body);

  const server = fork(join(here, 'mass-server.ts'), [], {
    // With BENCH_CPU_PROF every thread also writes its whole life's profile there (CPU.*.cpuprofile):
    // the budget's work is in the worker thread's.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const next = <T>() => new Promise<T>((resolve) => server.once('message', (m) => resolve(m as T)));
  try {
    const { address, token, kind } = await next<{ address: string; token: string; kind: string }>();
    const ask = async (message: string) => {
      const answer = next<{ memory: Memory; cpuSeconds?: number }>();
      server.send(message);
      return answer;
    };
    const budget = (json: string) =>
      fetch(`${address}/api/v1/mass_price`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: json,
      });
    // A warm server has its worker thread started (the pool keeps one): a small budget first, timed apart.
    const warmStarted = performance.now();
    await (await budget(JSON.stringify({ shipments: benchShipments(10) }))).arrayBuffer();
    const warmUp = (performance.now() - warmStarted) / 1000;
    const { memory: idle } = await ask('reset');
    const started = performance.now();
    const response = await budget(body);
    const headersAfter = (performance.now() - started) / 1000;
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 200) throw new Error(`mass_price answered ${response.status}`);
    const { memory: during, cpuSeconds = 0 } = await ask('peak');

    const bare = await runBare(bodyFile);
    const ratio = seconds / bare.seconds;
    const cpuRatio = cpuSeconds / bare.cpuSeconds;
    const added = during.peakMb - idle.rssMb;
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\nmass_price, ${SHIPMENTS.toLocaleString('en')} shipments (${(body.length / 1e6).toFixed(1)} MB of JSON), server on ${kind}`,
    );
    console.log(
      `  server:       ${seconds.toFixed(1)} s to the last byte (the status after ${headersAfter.toFixed(1)} s; ${cpuSeconds.toFixed(1)} s CPU), ${(bytes / 1e6).toFixed(1)} MB xlsx; ` +
        `peak RSS ${during.peakMb.toFixed(0)} MB, ${idle.rssMb.toFixed(0)} MB idle before: the call added ${added.toFixed(0)} MB ` +
        `(after a budget of 10 that started the worker thread: ${warmUp.toFixed(1)} s)`,
    );
    console.log(
      `  bare ExcelJS: ${bare.seconds.toFixed(1)} s (${bare.cpuSeconds.toFixed(1)} s CPU) to parse the same JSON and stream the same rows; ` +
        `peak RSS ${bare.memory.peakMb.toFixed(0)} MB`,
    );
    console.log(
      `  goal: within 1.5x of the bare write: ${ratio.toFixed(2)}x the time (${cpuRatio.toFixed(2)}x the CPU), ${verdict(ratio <= 1.5)}; ` +
        `under 300 MB: the call added ${added.toFixed(0)} MB, ${verdict(added < 300)} (the whole process peaked at ${during.peakMb.toFixed(0)} MB)`,
    );
  } finally {
    server.send('stop');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

function runBare(bodyFile: string): Promise<{ seconds: number; cpuSeconds: number; bytes: number; memory: Memory }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'bare-excel.ts'), bodyFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1)!));
      } catch (error) {
        reject(new Error(`the bare ExcelJS write gave no result: ${String(error)}`));
      }
    });
  });
}
