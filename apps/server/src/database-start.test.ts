import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../test/helpers';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** A port nothing listens on (taken, then let go). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs main.ts with `env` until it logs that it listens (then stops it: 'listening') or exits (its code). */
function startServer(env: Record<string, string>, onOutput?: (output: string) => void) {
  return new Promise<{ outcome: 'listening' | number | null; output: string }>((resolve) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'database-start-'));
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO: '0', DATA_DIR: dataDir, SECRET_KEY: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listening = false;
    const read = (chunk: Buffer) => {
      output += chunk;
      onOutput?.(output);
      if (!listening && output.includes('"msg":"open ')) {
        listening = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ outcome: listening ? 'listening' : code, output });
    });
  });
}

const tries = (output: string) => output.split('\n').filter((line) => line.includes('cannot be reached') && line.includes('trying again'));

describe('a start with the database unreachable', () => {
  it('tries again with longer waits, naming DATABASE_URL without its password, and gives up after DATABASE_CONNECT_TIMEOUT (exit 1)', async () => {
    const port = await freePort();
    const started = Date.now();
    const { outcome, output } = await startServer({
      DATABASE_URL: `postgres://freight:the-db-password@127.0.0.1:${port}/freight`,
      DATABASE_CONNECT_TIMEOUT: '3',
    });
    expect(outcome, output).toBe(1);
    expect(Date.now() - started).toBeGreaterThan(3000);
    const where = `the PostgreSQL server of DATABASE_URL (127.0.0.1:${port}/freight)`;
    // Waits of 0.5, 1 and 2 s fit in 3 s (the last one shortened to what is left).
    expect(tries(output).length, output).toBeGreaterThanOrEqual(2);
    expect(tries(output)[0]).toContain(`${where} cannot be reached (ECONNREFUSED`);
    expect(tries(output)[0]).toContain('trying again in 0.5 s');
    expect(tries(output)[1]).toContain('trying again in 1.0 s');
    expect(output).toContain(`${where} cannot be reached (ECONNREFUSED`);
    expect(output).toContain(
      'tried for 3 s (DATABASE_CONNECT_TIMEOUT): check that PostgreSQL is running there and that DATABASE_URL names it.',
    );
    expect(output).not.toContain('the-db-password');
  }, 60_000);

  /** PostgreSQL reachable on `port` once `open()` is called: a relay to the test's server. */
  const relayLater = (port: number, databaseUrl: string) => {
    const target = new URL(databaseUrl);
    const sockets = new Set<Socket>();
    let server: Server | undefined;
    const open = () => {
      server ??= createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const [a, b] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(a);
          a.on('error', () => b.destroy());
          a.on('close', () => (sockets.delete(a), b.destroy()));
          a.pipe(b);
        }
      }).listen(port, '127.0.0.1');
    };
    const close = async () => {
      for (const socket of sockets) socket.destroy();
      if (server) await new Promise((resolve) => server!.close(resolve));
    };
    return { open, close };
  };

  it.runIf(DATABASE_KINDS.includes('postgres'))(
    'starts once the server comes up within DATABASE_CONNECT_TIMEOUT',
    async () => {
      const database = await createTestApp('postgres');
      await database.app.close();
      const port = await freePort();
      const relay = relayLater(port, database.databaseUrl!);
      try {
        const relayed = new URL(database.databaseUrl!);
        relayed.hostname = '127.0.0.1';
        relayed.port = String(port);
        // Up after the first try failed, as a PostgreSQL that starts beside the server.
        const { outcome, output } = await startServer({ DATABASE_URL: relayed.toString(), DATABASE_CONNECT_TIMEOUT: '60' }, (text) => {
          if (tries(text).length > 0) relay.open();
        });
        expect(outcome, output).toBe('listening');
        expect(tries(output).length, output).toBeGreaterThanOrEqual(1);
      } finally {
        await relay.close();
        await database.close();
      }
    },
    120_000,
  );
});

describe('a start refused by the database for another reason', () => {
  it.runIf(DATABASE_KINDS.includes('postgres'))(
    'fails at once, naming DATABASE_URL and what PostgreSQL said',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/no_such_database_here';
      const { outcome, output } = await startServer({ DATABASE_URL: url.toString(), DATABASE_CONNECT_TIMEOUT: '60' });
      expect(outcome, output).toBe(1);
      expect(tries(output)).toEqual([]);
      expect(output).toMatch(
        /the PostgreSQL server of DATABASE_URL \([^)]*\/no_such_database_here\) refused the connection: 3D000 database "no_such_database_here" does not exist\. Check DATABASE_URL\./,
      );
    },
    60_000,
  );
});
