/** A real app on a fresh database for the server benchmarks: embedded, or BENCH_DATABASE_URL. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIMEZONE } from '@freight/domain';
import { createApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { insertCarrier } from '../apps/server/src/modules/carriers/carriers.repository';
import { hashPassword } from '../apps/server/src/modules/auth/secrets';
import { insertUser } from '../apps/server/src/modules/users/users.repository';

export const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'bench-password';

/**
 * `beforeReady` adds routes of the benchmark's own (the echo ceiling) before the app is ready.
 * `options` give the database (default BENCH_DATABASE_URL, else embedded) and the server secret
 * (default random), for a bench that serves the data with another process afterwards.
 */
export async function startBenchApp(
  beforeReady?: (app: FastifyInstance) => void,
  options: { databaseUrl?: string; secretKey?: Buffer } = {},
) {
  const databaseUrl = options.databaseUrl ?? process.env.BENCH_DATABASE_URL;
  // PGlite on disk, as `npm start` runs it: in memory, every quote written would stay resident.
  const dataDir = databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'freight-bench-'));
  const database = await openDatabase({ databaseUrl, dataDir, embeddedThread: true });
  if (databaseUrl) await database.withConnection((run) => run('drop schema public cascade; create schema public;'));
  await migrate(database);
  const app = await createApp({
    db: database.db,
    mailer: { send: async () => undefined },
    listen: database.listen,
    notify: database.notify,
    executeSql: database.executeSql,
    copyRows: database.copyRows,
    databaseKind: database.kind,
    poolUse: database.poolUse,
    config: {
      publicUrl: ORIGIN,
      trustProxy: false,
      sessionIdleMinutes: 60,
      sessionMaxDays: 1,
      supportEmail: '',
      secretKey: options.secretKey ?? randomBytes(32),
      // The benches store their carrier and rates straight through the repositories after signing in,
      // past the change notices: a sign-in's warm-up would compile (and keep) the pricing before them.
      warmUp: false,
      // The benches measure throughput, which a partner's rate limit would cap: off (API_RATE_LIMIT=0)
      // unless set; bench/rate-limit.ts turns it on itself.
      apiRateLimit: { perSecond: Number(process.env.API_RATE_LIMIT ?? 0) },
      // As npm start reads them (apps/server/src/env.ts).
      heavyWork: {
        perCarrier: Number(process.env.HEAVY_TASKS_PER_CARRIER ?? 2),
        ...(process.env.HEAVY_WORK_THREADS ? { threads: Number(process.env.HEAVY_WORK_THREADS) } : {}),
      },
    },
  });
  beforeReady?.(app);
  await app.ready();
  const { carrierId, ownerRoleId } = await database.db
    .transaction()
    .execute((tx) => insertCarrier(tx, { name: 'Bench', country: 'EE', email: '', phone: '', timezone: DEFAULT_TIMEZONE }));
  const email = `bench-${Date.now()}@example.com`;
  await insertUser(database.db, {
    carrier_id: carrierId,
    role_id: ownerRoleId,
    name: 'Bench',
    email,
    phone: '',
    password_hash: await hashPassword(PASSWORD),
    verified_at: new Date(),
  });
  const login = await app.inject({ method: 'POST', url: '/fe/login', payload: { email, password: PASSWORD }, headers: { origin: ORIGIN } });
  const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url, payload: payload as object, headers: { origin: ORIGIN, cookie } });
    if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  return {
    app,
    database,
    carrierId,
    call,
    kind: databaseUrl ? 'PostgreSQL' : 'PGlite',
    close: async () => {
      await app.close();
      await database.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
