/**
 * The price API on more cores: the real server entry (`apps/server/src/main.ts`, as `npm start`
 * runs it) at WEB_CONCURRENCY=1 and then 2 on PostgreSQL, each driven by the load generator in its own
 * process with the price request of bench/price-api.ts (the bench carrier, a partner token), in one
 * run. Needs BENCH_DATABASE_URL: it makes its own database `bench_cores` on that server (dropped
 * after). The issue sets no number for the ratio N=2 / N=1: it is printed beside the machine's
 * cores and its load, since the workers, the load generator and PostgreSQL share them. Listens on
 * BENCH_PORT, or 4432.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateLoad, storeCarrier } from './price-api';
import { makeCarrier } from './pricing';
import { startBenchApp } from './server-app';

const DATABASE = 'bench_cores';
const PORT = Number(process.env.BENCH_PORT ?? 4432);
const WARM_UP_S = 2;
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

export async function benchPriceApiCores(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  console.log('\nprice API on 1 and 2 server processes (WEB_CONCURRENCY, PostgreSQL, the load generator in its own process)');
  if (!serverUrl) {
    console.log('  not measured: set BENCH_DATABASE_URL (several processes need PostgreSQL)');
    return;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cores-'));
  try {
    // The data and the token, made in this process; the servers below read them with the same secret.
    const secretKey = randomBytes(32);
    const bench = await startBenchApp(undefined, { databaseUrl, secretKey });
    const { records, requests } = makeCarrier();
    const request = await storeCarrier(bench.database.db, bench.carrierId, records, requests);
    const partner = (await bench.call('POST', '/fe/customers', { name: 'Bench partner', country: 'EE' })).json().id;
    const token = (await bench.call('PATCH', `/fe/customers/${partner}/token`)).json().token as string;
    await bench.close();

    const post = {
      url: `http://127.0.0.1:${PORT}/api/v1/service_price`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    };
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SECRET_KEY: secretKey.toString('hex') };
    const results = [];
    for (const processes of [1, 2]) {
      const server = await startServer({ ...env, WEB_CONCURRENCY: String(processes) });
      try {
        // Every worker compiles the carrier on its first request (seconds on a busy machine): not measured.
        for (let i = 0; i < 2 * processes; i++) await priceOnce(post);
        await generateLoad({ ...post, seconds: WARM_UP_S });
        const cpuBefore = cpuSecondsOfTree(server.pid);
        const run = await generateLoad(post);
        const cpuUs = ((cpuSecondsOfTree(server.pid) - cpuBefore) * 1e6) / Math.max(1, run.answered);
        results.push({ processes, ...run });
        console.log(
          `  WEB_CONCURRENCY=${processes}: ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms, non-2xx ${run.errors}, ` +
            `${cpuUs.toFixed(0)} µs server CPU per request (every process)`,
        );
      } finally {
        await server.stop();
      }
    }
    const [one, two] = results;
    const cores = availableParallelism();
    console.log(
      `  N=2 / N=1: ${(two!.rps / one!.rps).toFixed(2)}x (goal: none set; at most 2x, reached only with a free core for each ` +
        `worker beside the load generator's and PostgreSQL's; this machine: ${cores} cores, load average ${loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}

/** One price request on a connection of its own (the primary hands each new connection to the next worker). */
function priceOnce(post: { url: string; headers: Record<string, string>; body: string }) {
  return new Promise<void>((resolve, reject) => {
    const req = request(post.url, { method: 'POST', headers: post.headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`the price request answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(post.body);
  });
}

/** CPU seconds (user and system) used so far by the process `pid` and its children (Linux /proc; 100 ticks a second). */
function cpuSecondsOfTree(pid: number): number {
  const ticks = (p: number) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
  return (ticks(pid) + children.reduce((sum, child) => sum + ticks(child), 0)) / 100;
}

/** The server with `env`, once it says it is open; `stop` ends it with SIGTERM, as a service manager does. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // API_RATE_LIMIT=0: the load generator's one token would otherwise be capped at 200 calls a second.
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      API_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('"msg":"open ')) {
        clearInterval(check);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(check);
        reject(new Error(`the server stopped before listening (exit ${child.exitCode}): ${output.slice(-1000)}`));
      }
    }, 100);
  });
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
