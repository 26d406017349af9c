/**
 * POST /api/v1/mass_price with 100,000 shipments (about 15 MB of JSON) against a real server in its
 * own process (the bench carrier of bench/pricing.ts, on PGlite or BENCH_DATABASE_URL): seconds to
 * the last byte of bulk_calculation.xlsx and the server's peak memory, beside a bare ExcelJS
 * streaming write of the same rows in a process of its own, from the same run. Goal (issue 13):
 * within 1.5x of the bare write, under 300 MB. Prints the figures; asserts nothing.
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

export async function benchMassPrice(): Promise<void> {
  const { requests } = makeCarrier();
  const shipments = Array.from({ length: SHIPMENTS }, (_, i) => {
    const r = requests[i % requests.length]!;
    return {
      reference: `S-${i + 1}`,
      collection: r.collection,
      delivery: r.delivery,
      ...r.shipments[0]!,
      weight: 50 + ((i * 37) % 2400),
    };
  });
  const body = JSON.stringify({ shipments });
  const dir = mkdtempSync(join(tmpdir(), 'bench-mass-'));
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, body);

  const server = fork(join(here, 'mass-server.ts'), [], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const next = <T>() => new Promise<T>((resolve) => server.once('message', (m) => resolve(m as T)));
  try {
    const { address, token, kind } = await next<{ address: string; token: string; kind: string }>();
    const ask = async (message: string) => {
      const answer = next<{ memory: Memory }>();
      server.send(message);
      return (await answer).memory;
    };
    const idle = await ask('reset');
    const started = performance.now();
    const response = await fetch(`${address}/api/v1/mass_price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 200) throw new Error(`mass_price answered ${response.status}`);
    const during = await ask('peak');

    const bare = await runBare(bodyFile);
    console.log(
      `\nmass_price, ${SHIPMENTS.toLocaleString('en')} shipments (${(body.length / 1e6).toFixed(1)} MB of JSON), server on ${kind}`,
    );
    console.log(
      `  server:      ${seconds.toFixed(1)} s to the last byte, ${(bytes / 1e6).toFixed(1)} MB xlsx, peak RSS ${during.peakMb.toFixed(0)} MB (${idle.rssMb.toFixed(0)} MB idle before)`,
    );
    console.log(
      `  bare ExcelJS: ${bare.seconds.toFixed(1)} s (parse the same JSON, stream the same rows), peak RSS ${bare.memory.peakMb.toFixed(0)} MB`,
    );
    console.log(
      `  ratio: ${(seconds / bare.seconds).toFixed(2)}x the time, ${(during.peakMb / bare.memory.peakMb).toFixed(2)}x the peak memory ` +
        `(${((during.peakMb - idle.rssMb) / bare.memory.peakMb).toFixed(2)}x counting only what the call added); goal <= 1.5x and < 300 MB`,
    );
  } finally {
    server.send('stop');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

function runBare(bodyFile: string): Promise<{ seconds: number; bytes: number; memory: Memory }> {
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
