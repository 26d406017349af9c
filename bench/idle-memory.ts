/**
 * The server's resident memory when idle just after start, with the demo data, as a newcomer runs
 * it: the server compiled as `npm start` builds it (scripts/build.mjs, skipped when nothing changed), run
 * by `npm run start -w apps/server`'s own command in a process of its own on a new data directory
 * (PGlite: initdb, migrations and the demo seeded by this start), then started again on the same
 * files; on PostgreSQL too when BENCH_DATABASE_URL is set (its schemas are replaced). Goal:
 * PGlite under 300 MB. Listens on BENCH_PORT, or a free port.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { memoryOfProcess } from './process-memory';

const CEILING_MB = 300;
const SETTLE_MS = 3000;
const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const buildScript = fileURLToPath(new URL('../scripts/build.mjs', import.meta.url));

export async function benchIdleMemory(): Promise<void> {
  execFileSync(process.execPath, [buildScript], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-idle-'));
  try {
    const fresh = await idleRss({ DATA_DIR: dataDir });
    const again = await idleRss({ DATA_DIR: dataDir });
    const url = process.env.BENCH_DATABASE_URL;
    let postgres: number | null = null;
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('drop schema if exists pgboss cascade; drop schema public cascade; create schema public;');
      await client.end();
      postgres = await idleRss({ DATA_DIR: dataDir, DATABASE_URL: url });
    }
    const verdict = fresh < CEILING_MB && again < CEILING_MB ? 'met' : 'NOT met';
    console.log(`\nidle server memory just after start with the demo data (resident, ${SETTLE_MS / 1000} s after listening)`);
    console.log(
      `  PGlite, first start (initdb, migrations, demo): ${fresh.toFixed(0)} MB; started again: ${again.toFixed(0)} MB (ceiling ${CEILING_MB} MB: ${verdict})`,
    );
    console.log(`  PostgreSQL: ${postgres === null ? 'not measured (set BENCH_DATABASE_URL)' : `${postgres.toFixed(0)} MB`}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the server with `env`, waits until it listens and settles, reads its RSS, stops it. */
function idleRss(env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
    cwd: serverDir,
    env: { ...process.env, PORT: process.env.BENCH_PORT ?? '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let measured = false;
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!measured) reject(new Error(`the server stopped before listening (exit ${code}): ${output.slice(-500)}`));
    });
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (measured || !output.includes('Server listening')) return;
      measured = true;
      setTimeout(() => {
        const { rssMb } = memoryOfProcess(child.pid!);
        child.once('exit', () => resolve(rssMb));
        child.kill('SIGTERM');
      }, SETTLE_MS);
    });
  });
}
