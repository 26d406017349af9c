import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../test/helpers';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PORT = 4431;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-password' };
// Generous: on the loaded 2-core machine a worker took 17 s from fork to listening.
const START_TIMEOUT_MS = 180_000;

/** The server (main.ts) in a process of its own with `env`: its output, and its exit. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', DEMO: '0', SECRET_KEY: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  /** Waits until the output passes `shows`, failing if the server exits first. */
  const waitFor = async (shows: (output: string) => boolean, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (!shows(output)) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output.slice(-2000)}`);
      if (Date.now() > until) throw new Error(`not yet in the server's output: ${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

/** One request on a connection of its own (the cluster's primary hands each connection to the next worker). */
function call(method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; cookie: string | undefined }>((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent: false,
        headers: {
          origin: ORIGIN,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const sid = res.headers['set-cookie']?.map((c) => c.split(';')[0]!).find((c) => c.startsWith('sid='));
          resolve({ status: res.statusCode!, cookie: sid });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const METRICS_TOKEN = 'cluster-metrics-token';
/** Series that only go up: counters, and a histogram's buckets, sum and count. */
const COUNTER_SERIES = /^freight_\w+(_total|_bucket|_sum|_count)[{ ]/;

/** GET /metrics on a connection of its own: each series (`name{labels}`) and its value. */
function scrape() {
  return new Promise<Map<string, number>>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, path: '/metrics', agent: false, headers: { authorization: `Bearer ${METRICS_TOKEN}` } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`GET /metrics answered ${res.statusCode}: ${text}`));
          const series = new Map<string, number>();
          for (const line of text.split('\n')) {
            if (!line || line.startsWith('#')) continue;
            const at = line.lastIndexOf(' ');
            series.set(line.slice(0, at), Number(line.slice(at + 1)));
          }
          resolve(series);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The pids of the processes that logged an answer to `url` with `status` (the app logs every answer >= 400). */
function answeredBy(output: string, url: string, status: number): number[] {
  return output
    .split('\n')
    .slice(0, -1) // the last line may be half written
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; url?: string; status?: number; pid: number })
    .filter((entry) => entry.msg === 'request' && entry.url === url && entry.status === status)
    .map((entry) => entry.pid);
}

/**
 * `WEB_CONCURRENCY=2` on PostgreSQL: the real entry, a primary and two workers on one port. What
 * they must agree on is in the database, so a session made by one is honoured by the other and
 * failed sign-ins counted by one throttle the other. Which worker answered is read from the log
 * lines of the answers (pino stamps each with its process's pid).
 */
describe.runIf(DATABASE_KINDS.includes('postgres'))('two cluster workers on one PostgreSQL', () => {
  it('share a session and a sign-in throttle, answer the metrics of both, and stop on SIGTERM', async () => {
    const database = await createTestApp('postgres');
    await database.app.close();
    const dataDir = mkdtempSync(join(tmpdir(), 'cluster-'));
    const server = startServer({
      DATABASE_URL: database.databaseUrl!,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      WEB_CONCURRENCY: '2',
      DATABASE_POOL_SIZE: '2',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
    });
    try {
      await server.waitFor((output) => /"msg":"open [^"]*2 processes\)"/.test(output), START_TIMEOUT_MS);
      // Each worker writes its own line to the shared pipe: under load one may land after the primary's.
      await server.waitFor((output) => (output.match(/"msg":"worker listening"/g) ?? []).length >= 2, START_TIMEOUT_MS);
      const workers = new Set(
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"worker listening"'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
      expect(workers.size).toBe(2);

      const signedIn = await call('POST', '/fe/login', { body: ADMIN });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.cookie!;
      // A carrier that does not exist: 404 to a signed-in admin, 401 to anyone else (and both are logged).
      const missing = '/fe/admin/carriers/999999';
      expect((await call('GET', missing)).status).toBe(401);
      // In a row: the primary hands each new connection to the next worker, so alternate calls would each stay on one.
      for (let i = 0; i < 6; i++) expect((await call('GET', '/fe/user', { cookie })).status).toBe(200);
      for (let i = 0; i < 6; i++) expect((await call('GET', missing, { cookie })).status).toBe(404);
      await server.waitFor((output) => answeredBy(output, missing, 404).length === 6);
      expect(new Set(answeredBy(server.output(), missing, 404))).toEqual(workers);

      // Five wrong passwords from this address on the e-mail, spread over both workers; then 429 from either.
      const wrong = { email: ADMIN.email, password: 'not-the-password' };
      for (let i = 0; i < 5; i++) expect((await call('POST', '/fe/login', { body: wrong })).status).toBe(401);
      for (let i = 0; i < 4; i++) expect((await call('POST', '/fe/login', { body: wrong })).status).toBe(429);
      await server.waitFor((output) => answeredBy(output, '/fe/login', 429).length === 4);
      expect(new Set(answeredBy(server.output(), '/fe/login', 401))).toEqual(workers);
      expect(new Set(answeredBy(server.output(), '/fe/login', 429))).toEqual(workers);

      // /metrics answers both workers' series added up, whichever takes the scrape: the six calls of
      // /fe/user (answered by both) are all counted, and no counter goes down between scrapes in a row.
      const scrapes: Map<string, number>[] = [];
      for (let i = 0; i < 4; i++) scrapes.push(await scrape());
      const userCalls = 'freight_http_request_duration_seconds_count{route="/fe/user",method="GET",status="2xx"}';
      expect(scrapes[0]!.get(userCalls)).toBe(6);
      expect(scrapes[0]!.get('freight_http_request_duration_seconds_count{route="/fe/login",method="POST",status="4xx"}')).toBe(9);
      for (let i = 1; i < scrapes.length; i++) {
        for (const [series, value] of scrapes[i - 1]!) {
          if (COUNTER_SERIES.test(series)) expect(scrapes[i]!.get(series), series).toBeGreaterThanOrEqual(value);
        }
      }
      // The scrapes themselves, each counted once, by whichever worker took it.
      const scraped = 'freight_http_request_duration_seconds_count{route="/metrics",method="GET",status="2xx"}';
      expect(scrapes.map((s) => s.get(scraped) ?? 0)).toEqual([0, 1, 2, 3]);

      server.child.kill('SIGTERM');
      expect(await server.exited, server.output().slice(-2000)).toBe(0);
      for (const pid of workers) expect(server.output()).toMatch(new RegExp(`"pid":${pid},[^\\n]*"msg":"shutting down"`));
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
      await database.close();
    }
  }, 300_000);
});

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('refuses more than one process, naming DATABASE_URL, before touching DATA_DIR', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'cluster-embedded-'));
    const dataDir = join(parent, 'data');
    try {
      const server = startServer({ DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(PORT), WEB_CONCURRENCY: '2' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('WEB_CONCURRENCY=2 runs 2 server processes, which need a PostgreSQL server: set DATABASE_URL');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 60_000);
});
