import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { APP_REQUEST_HEADER } from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, createCarrier, createPricingSetup, PASSWORD } from '../../test/factories';
import { describeEachDatabase, ORIGIN, type TestApp, type TestClient } from '../../test/helpers';
import { changedTables, fingerprint } from '../../test/route-table';
import { createApp } from '../app';
import { handleError } from '../errors';
import type { AppConfig } from '../deps';

/** An app on the test database with one more route that tells what the server believes of the request. */
async function probeApp(testApp: TestApp, config: Partial<AppConfig> = {}) {
  const app = await createApp({
    db: testApp.database.db,
    mailer: { send: async () => undefined },
    executeSql: testApp.database.executeSql,
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
      ...config,
    },
  });
  app.get('/fe/probe', { config: { access: 'public' } }, async (request) => ({
    ip: request.ip,
    host: request.host,
    protocol: request.protocol,
  }));
  await app.ready();
  return app;
}

/** A GET as a browser would send it with `client`'s cookie and only the headers given (a GET has no Origin). */
function browserGet(testApp: TestApp, client: TestClient, url: string, headers: Record<string, string>) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return testApp.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
}

describeEachDatabase('state-changing GETs', (use) => {
  it('lists exactly sign-out, pretend and two-factor set-up as state-changing GETs', () => {
    const marked = use()
      .app.routeTable.filter((r) => r.method === 'GET' && r.config.stateChanging)
      .map((r) => r.url);
    expect(marked.sort()).toEqual(['/fe/admin/carriers/:id/pretend', '/fe/logout', '/fe/two_factor']);
  });

  it('refuses a cross-site or same-site GET /fe/logout and keeps the session; same-origin signs out', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    for (const site of ['cross-site', 'same-site']) {
      const refused = await browserGet(use(), client, '/fe/logout', { 'sec-fetch-site': site });
      expect(refused.statusCode).toBe(403);
      expect((await client.get('/fe/user')).statusCode).toBe(200);
    }
    // Fastify answers HEAD with the GET's handler: its twin carries the same declaration.
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const head = await use().app.inject({ method: 'HEAD', url: '/fe/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(head.statusCode).toBe(403);
    expect((await client.get('/fe/user')).statusCode).toBe(200);
    // A link opened from a mail program: no Fetch metadata of a page, no Origin, no app header.
    expect((await browserGet(use(), client, '/fe/logout', { 'sec-fetch-site': 'none' })).statusCode).toBe(403);
    expect((await browserGet(use(), client, '/fe/logout', {})).statusCode).toBe(403);
    expect((await client.get('/fe/user')).statusCode).toBe(200);
    expect((await browserGet(use(), client, '/fe/logout', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await client.get('/fe/user')).statusCode).toBe(401);
  });

  it('refuses a cross-site GET /fe/admin/carriers/{id}/pretend: the admin stays themselves', async () => {
    const { carrierId } = await createCarrier(use().database.db);
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    const before = await fingerprint(use());
    const refused = await browserGet(use(), admin, `/fe/admin/carriers/${carrierId}/pretend`, { 'sec-fetch-site': 'cross-site' });
    expect(refused.statusCode).toBe(403);
    expect(changedTables(before, await fingerprint(use()))).toEqual([]);
    expect((await admin.get('/fe/user')).json().pretending).toBe(false);
    // The web app's own call: its header, no Fetch metadata (plain http on a LAN address sends none).
    const fromApp = await browserGet(use(), admin, `/fe/admin/carriers/${carrierId}/pretend`, {
      [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
    });
    expect(fromApp.statusCode, fromApp.body).toBe(200);
    expect((await admin.get('/fe/user')).json().pretending).toBe(true);
  });

  it('refuses a cross-site GET /fe/two_factor; the secret being set up stays the same until it expires', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const pending = () =>
      use().database.db.selectFrom('users').select(['totp_pending_secret']).where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect((await browserGet(use(), client, '/fe/two_factor', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await pending()).totp_pending_secret).toBeNull();

    const first = await browserGet(use(), client, '/fe/two_factor', { 'sec-fetch-site': 'same-origin' });
    expect(first.statusCode).toBe(200);
    const [again, parallel] = await Promise.all([client.get('/fe/two_factor'), client.get('/fe/two_factor')]);
    expect(again.json().secret).toBe(first.json().secret);
    expect(parallel.json().secret).toBe(first.json().secret);
    expect(again.json().image).toBe(first.json().image);

    // 16 minutes later the set-up has expired: a new secret, and the old one cannot be confirmed.
    await use()
      .database.db.updateTable('users')
      .set({ totp_pending_at: new Date(Date.now() - 16 * 60_000) })
      .where('id', '=', owner.id)
      .execute();
    const expired = await client.post('/fe/two_factor', { secret: first.json().secret, code: '123456' });
    expect(expired.json().errors).toEqual({ secret: 'does not match' });
    const fresh = (await client.get('/fe/two_factor')).json().secret;
    expect(fresh).not.toBe(first.json().secret);
    expect((await pending()).totp_pending_secret).toBe(fresh);
  });
});

describeEachDatabase('forwarded headers and the same-origin check', (use) => {
  it('ignores X-Forwarded-For, -Host and -Proto without TRUST_PROXY', async () => {
    const app = await probeApp(use());
    const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const seen = (await app.inject({ method: 'GET', url: '/fe/probe', headers: forwarded, remoteAddress: '198.51.100.7' })).json();
    expect(seen).toEqual({ ip: '198.51.100.7', host: 'localhost:80', protocol: 'http' });
    await app.close();
  });

  it('believes them from the proxies TRUST_PROXY names, and only those', async () => {
    const byHops = await probeApp(use(), { trustProxy: 1 });
    const headers = { 'x-forwarded-for': '10.9.9.9, 203.0.113.9' };
    expect((await byHops.inject({ method: 'GET', url: '/fe/probe', headers, remoteAddress: '198.51.100.7' })).json().ip).toBe(
      '203.0.113.9',
    );
    await byHops.close();
    const byAddress = await probeApp(use(), { trustProxy: ['10.0.0.0/8'] });
    const fromProxy = await byAddress.inject({ method: 'GET', url: '/fe/probe', headers, remoteAddress: '10.1.2.3' });
    expect(fromProxy.json().ip).toBe('203.0.113.9');
    const fromStranger = await byAddress.inject({ method: 'GET', url: '/fe/probe', headers, remoteAddress: '198.51.100.7' });
    expect(fromStranger.json().ip).toBe('198.51.100.7');
    await byAddress.close();
  });

  it('compares Origin with PUBLIC_URL only: a forged Host or X-Forwarded-Host does not make a foreign page same-origin', async () => {
    const { owner } = await createCarrier(use().database.db);
    const trusting = await probeApp(use(), { trustProxy: true });
    const login = await trusting.inject({
      method: 'POST',
      url: '/fe/login',
      payload: { email: owner.email, password: PASSWORD },
      headers: { origin: ORIGIN },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const before = await fingerprint(use());
    for (const headers of [
      { host: 'evil.example', origin: 'http://evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', origin: 'http://evil.example' },
    ]) {
      const response = await trusting.inject({
        method: 'POST',
        url: '/fe/transits',
        payload: { name: 'Forged', transit_time: 1 },
        headers: { cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(changedTables(before, await fingerprint(use()))).toEqual([]);
    const own = await trusting.inject({
      method: 'POST',
      url: '/fe/transits',
      payload: { name: 'Own', transit_time: 1 },
      headers: { cookie, origin: ORIGIN },
    });
    expect(own.statusCode).toBe(201);
    await trusting.close();
  });
});

describeEachDatabase('partner API: 401 before the body', (use) => {
  const garbled = { payload: '{"collection": ', headers: { 'content-type': 'application/json' } };

  it('answers 401 to a call with no token, or a bad one, whatever the body, on every partner-API route', async () => {
    const { app } = use();
    // Driven by the route table, so a new partner call is covered without being named here.
    const partnerRoutes = app.routeTable.filter((route) => route.config.access === 'partner' && route.method !== 'HEAD');
    expect(partnerRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/v1/service_price', '/api/v1/bookings', '/api/v1/mass_price', '/api/v1/tender_price']),
    );
    for (const { method, url } of partnerRoutes) {
      for (const authorization of [undefined, 'Bearer pt_not-a-token', 'Basic abc']) {
        const headers = authorization ? { ...garbled.headers, authorization } : garbled.headers;
        if (method === 'GET') {
          expect((await app.inject({ method, url, headers: authorization ? { authorization } : {} })).statusCode).toBe(401);
          continue;
        }
        const malformed = await app.inject({ method: method as 'POST', url, payload: garbled.payload, headers });
        expect(malformed.statusCode, `${url} ${authorization}: ${malformed.body}`).toBe(401);
        const invalid = await app.inject({
          method: method as 'POST',
          url,
          payload: { shipments: 'x' },
          headers: authorization ? { authorization } : {},
        });
        expect(invalid.statusCode).toBe(401);
      }
    }
  });

  it('still reads the body of a valid token or a calculator session (400/422 then)', async () => {
    const { carrierId, owner } = await createCarrier(use().database.db);
    const { partnerId } = await createPricingSetup(use().database.db, carrierId, { zones: 1 });
    const client = await use().client().login(owner.email, PASSWORD);
    const token = (await client.request({ method: 'PATCH', url: `/fe/customers/${partnerId}/token` })).json().token;
    const withToken = await use().app.inject({
      method: 'POST',
      url: '/api/v1/service_price',
      payload: garbled.payload,
      headers: { ...garbled.headers, authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(400);
    const calculator = await client.post('/api/v1/service_price', { shipments: 'x' });
    expect(calculator.statusCode).toBe(422);
    // The calculator's session from another site is refused before the body.
    const crossSite = await client.request({
      method: 'POST',
      url: '/api/v1/service_price',
      payload: { shipments: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describeEachDatabase('database data errors', (use) => {
  it('answers 422, not 500, when the database refuses a value (SQLSTATE class 22)', async () => {
    const db = use().database.db;
    const probe = Fastify();
    probe.setErrorHandler(handleError);
    const cases: Record<string, () => Promise<unknown>> = {
      nul: () => sql`select ${'a\u0000b'}::text`.execute(db),
      year0: () => sql`select ${'0000-01-01'}::date`.execute(db),
      int: () => sql`select ${'2147483648'}::int`.execute(db),
      json: () => sql`select ${'"\\ud800"'}::jsonb`.execute(db),
      // Not a data error: a fault of ours stays a 500.
      missing: () => sql`select * from no_such_table`.execute(db),
    };
    for (const [name, run] of Object.entries(cases)) probe.get(`/${name}`, async () => run());
    const status = async (name: string) => (await probe.inject({ method: 'GET', url: `/${name}` })).statusCode;
    for (const name of ['nul', 'year0', 'int', 'json']) expect(await status(name), name).toBe(422);
    expect((await probe.inject({ method: 'GET', url: '/nul' })).json()).toMatchObject({ code: 'VALIDATION' });
    expect(await status('missing')).toBe(500);
    await probe.close();
  });

  it('refuses a repeated or NUL query parameter, which some routes read as they come, with 422', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.get('/fe/users?name=a&name=b')).json()).toMatchObject({
      code: 'VALIDATION',
      errors: { name: 'is given more than once' },
    });
    expect((await client.get('/fe/users?name=a%00')).statusCode).toBe(422);
    expect((await client.get('/fe/users?name=a')).statusCode).toBe(200);
  });
});
