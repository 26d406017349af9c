import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo/seed-demo';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = 4751;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const QUOTES = 25;

/** Whether anything accepts a connection on PORT. */
const portTaken = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(PORT, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm start` as an operator's supervisor runs it, on the embedded database: SIGTERM to the npm
 * process reaches the server (exec in the start scripts, npm forwards the signal), which shuts down
 * gracefully: the quotes still buffered are written, the port and DATA_DIR are let go, no process stays.
 */
describe('SIGTERM to npm start', () => {
  it('stops the server gracefully: every quote answered is written, nothing left running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: ORIGIN,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_CONCURRENCY: '1',
        DEMO: '1',
        SECRET_KEY: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const until = Date.now() + 150_000;
      while (!/"msg":"open /.test(output)) {
        if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}): ${output.slice(-2000)}`);
        if (Date.now() > until) throw new Error(`not started: ${output.slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const serverPid = (JSON.parse(output.split('\n').find((line) => line.includes('"msg":"open '))!) as { pid: number }).pid;
      expect(serverPid).not.toBe(child.pid);

      const signIn = await fetch(`${ORIGIN}/fe/login`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      for (let i = 0; i < QUOTES; i++) {
        const answer = await fetch(`${ORIGIN}/api/v1/service_price`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            collection: { country: 'EE', postcode: '10115' },
            delivery: { country: 'LV', postcode: '1001' },
            shipments: [{ quantity: 1, type: 'colli', weight: 100 + i }],
          }),
        });
        expect(answer.status, await answer.clone().text()).toBe(200);
      }
      // At once: the last quotes are still in the writer's buffer (written every 200 ms).
      child.kill('SIGTERM');
      expect(await exited, output.slice(-2000)).toBe(0);
      expect(output).toMatch(new RegExp(`"pid":${serverPid},[^\\n]*"msg":"shutting down"`));
      expect(alive(serverPid)).toBe(false);
      expect(await portTaken()).toBe(false);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

      const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      try {
        const { rows } = await sql<{ count: number }>`select count(*)::int as count from quotes`.execute(database.db);
        expect(rows[0]!.count).toBe(QUOTES);
      } finally {
        await database.close();
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
