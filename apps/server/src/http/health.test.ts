import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, ORIGIN, type TestApp } from '../../test/helpers';
import { createApp } from '../app';
import type { SqlExecutor } from '../db/client';

/** A second app on the test database whose raw SQL fails while `down` is true: the database unreachable. */
async function flakyApp(testApp: TestApp) {
  const state = { down: false };
  const executeSql: SqlExecutor = (text, values) =>
    state.down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) : testApp.database.executeSql(text, values);
  const app = await createApp({
    db: testApp.database.db,
    mailer: { send: async () => undefined },
    executeSql,
    copyRows: testApp.database.copyRows,
    databaseKind: testApp.database.kind,
    poolUse: testApp.database.poolUse,
    config: {
      publicUrl: ORIGIN,
      trustProxy: false,
      sessionIdleMinutes: 60,
      sessionMaxDays: 1,
      supportEmail: '',
      secretKey: randomBytes(32),
    },
  });
  await app.ready();
  return { app, state };
}

describeEachDatabase('the probes', (use) => {
  let flaky: Awaited<ReturnType<typeof flakyApp>>;
  beforeAll(async () => {
    flaky = await flakyApp(use());
  });
  afterAll(async () => {
    flaky.state.down = false;
    await flaky?.app.close();
  });
  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  it('answers readiness 200 while the database answers, 503 naming it while it does not; liveness 200 throughout', async () => {
    expect((await get(flaky.app, '/fe/health')).json()).toEqual({ ok: true });
    flaky.state.down = true;
    try {
      const down = await get(flaky.app, '/fe/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false, failed: 'database', message: 'The database cannot be reached' });
      const live = await get(flaky.app, '/fe/live');
      expect([live.statusCode, live.json()]).toEqual([200, { ok: true }]);
    } finally {
      flaky.state.down = false;
    }
    expect((await get(flaky.app, '/fe/health')).statusCode).toBe(200);
  });

  /** Runs `check` while the database also holds `version` (breaking or not), as a newer server would have left it. */
  async function withApplied(version: string, breaking: boolean, check: () => Promise<void>) {
    const { db } = use().database;
    await sql`insert into schema_migrations (version, breaking) values (${version}, ${breaking})`.execute(db);
    try {
      await check();
    } finally {
      await sql`delete from schema_migrations where version = ${version}`.execute(db);
    }
  }

  it("stays ready beside a newer server's additive migration (a rolling deploy keeps it in rotation)", async () => {
    await withApplied('9999_from_a_newer_server.sql', false, async () => {
      const ready = await get(use().app, '/fe/health');
      expect([ready.statusCode, ready.json()]).toEqual([200, { ok: true }]);
    });
  });

  it('answers readiness 503 naming the migrations beside a newer migration marked breaking', async () => {
    await withApplied('9998_additive.sql', false, async () => {
      await withApplied('9999_drops_a_column.sql', true, async () => {
        const unready = await get(use().app, '/fe/health');
        expect([unready.statusCode, unready.json()]).toEqual([
          503,
          { ok: false, failed: 'migrations', message: '1 newer migration(s) marked breaking: this server cannot serve beside them' },
        ]);
      });
    });
    expect((await get(use().app, '/fe/health')).statusCode).toBe(200);
  });

  it('answers readiness 503 beside an unknown migration older than its newest (another line of history)', async () => {
    await withApplied('0001a_from_another_branch.sql', false, async () => {
      const unready = await get(use().app, '/fe/health');
      expect([unready.statusCode, unready.json()]).toEqual([
        503,
        { ok: false, failed: 'migrations', message: '1 applied migration(s) unknown to this server and older than its newest' },
      ]);
    });
  });

  it('answers readiness 503 naming the migrations while one of this server is not applied', async () => {
    const { db } = use().database;
    const [last] = (await sql<{ version: string }>`select max(version) as version from schema_migrations`.execute(db)).rows;
    await sql`delete from schema_migrations where version = ${last!.version}`.execute(db);
    try {
      const unready = await get(use().app, '/fe/health');
      expect([unready.statusCode, unready.json()]).toEqual([
        503,
        { ok: false, failed: 'migrations', message: '1 migration(s) of this server not applied' },
      ]);
    } finally {
      await sql`insert into schema_migrations (version) values (${last!.version})`.execute(db);
    }
  });

  it('keeps /metrics off (404) when no METRICS_TOKEN is set', async () => {
    expect((await get(use().app, '/metrics')).statusCode).toBe(404);
  });
});
