import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_DOWN_MESSAGE } from '../errors';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/helpers';

/**
 * A TCP relay in front of PostgreSQL: the app's connections go through it, and `down()` cuts them
 * all and refuses new ones, as a database server that stopped.
 */
async function relayTo(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(databaseUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as { port: number }).port);
  return {
    url: relayed.toString(),
    down: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** An app on `kind` and a way to take its database away under it. */
async function appWithDatabaseToStop(
  kind: 'pglite' | 'postgres',
): Promise<{ testApp: TestApp; stop: () => Promise<void>; close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const testApp = await createTestApp('pglite');
    // The embedded database closed under the app (its thread gone, or the process stopping).
    return { testApp, stop: () => testApp.database.close(), close: () => testApp.app.close() };
  }
  const owner = await createTestApp('postgres');
  await owner.app.close();
  const relay = await relayTo(owner.databaseUrl!);
  const testApp = await createTestApp('postgres', { databaseUrl: relay.url, secretKey: owner.secretKey });
  return {
    testApp,
    stop: relay.down,
    close: async () => {
      await testApp.app.close().catch(() => undefined);
      await testApp.database.close().catch(() => undefined);
      await owner.close();
    },
  };
}

describe.each(DATABASE_KINDS)('a request while the database is down [%s]', (kind) => {
  it('is answered 503 with what happened and Retry-After, not 500', async () => {
    const { testApp, stop, close } = await appWithDatabaseToStop(kind);
    try {
      const client = testApp.client();
      const before = await client.post('/fe/login', { email: 'nobody@example.com', password: 'not-a-password' });
      expect(before.statusCode).toBe(401);
      await stop();
      const signIn = await client.post('/fe/login', { email: 'nobody@example.com', password: 'not-a-password' });
      expect(signIn.statusCode, signIn.body).toBe(503);
      expect(signIn.json()).toMatchObject({ code: 'UNAVAILABLE', message: DATABASE_DOWN_MESSAGE });
      expect(signIn.headers['retry-after']).toBe('5');
      const again = await client.post('/fe/login', { email: 'nobody@example.com', password: 'not-a-password' });
      expect(again.statusCode, again.body).toBe(503);
    } finally {
      await close();
    }
  }, 60_000);
});

describe('a missing file of the web app', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'freight-web-missing-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Freight</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
  let testApp: TestApp | undefined;
  afterAll(async () => {
    await testApp?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("is a 404, not the app's page; a client route and a file that is there are served", async () => {
    testApp = await createTestApp(DATABASE_KINDS[0]!, undefined, { config: { webDist } });
    const get = (url: string) => testApp!.app.inject({ method: 'GET', url });
    for (const url of ['/assets/app-0000.js', '/assets/index-old.css', '/assets/font', '/favicon.png', '/pricelists/robots.txt']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
      expect(answer.body, url).not.toContain('<div id="root">');
    }
    const script = await get('/assets/app-1234.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    for (const url of ['/', '/pricelists/12', '/quotes?from=2026-01-01']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
    }
  });
});
