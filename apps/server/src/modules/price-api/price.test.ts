import {
  CONDITION_ROUTES,
  PARTNER_ROUTES,
  pathOf,
  PRICE_ROUTES,
  PRICELIST_ROUTES,
  SERVICE_ROUTES,
  STATISTICS_ROUTES,
} from '@freight/domain';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import {
  Called,
  createdId,
  createTestApp,
  DATABASE_KINDS,
  describeEachDatabase,
  type PricelistInput,
  saveLoaded,
  type TestApp,
} from '../../../test/helpers';

/**
 * A carrier priced like docs/pricing.md §5's example: Zone 0 -> Zone 1 (EE 10xxx -> EE 11xxx),
 * rows 100 per_shipment 25.00; 500 per_100kg 20.00; 1000 per_100kg 18.00; min rule.
 */
async function pricedCarrier(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const pricelist = (extra: Partial<PricelistInput> = {}, prices = [25, 20, 18]): PricelistInput => ({
    name: 'General',
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    fare_groups: [
      {
        quantities: [
          { quantity: 100, unit: 'per_shipment' as const },
          { quantity: 500, unit: 'per_100kg' as const },
          { quantity: 1000, unit: 'per_100kg' as const },
        ],
        zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: setup.transitId, prices }],
      },
    ],
    ...extra,
  });
  const general = createdId((await client.call(PRICELIST_ROUTES.create, { body: pricelist() })).answer);
  // The factory's partner has no usable token yet: issue one as the carrier would.
  const token = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer.token;
  return { ...carrier, setup, client, pricelist, general, token };
}

const request = (weight: number, extra: Record<string, unknown> = {}) => ({
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'ee', postcode: '11 415' },
  shipments: [{ quantity: 1, type: 'colli' as const, weight }],
  ...extra,
});

/** POSTs `payload` to a partner API route with a partner's Bearer token (no session), answered as a typed call. */
async function bearer<R extends typeof PRICE_ROUTES.servicePrice | typeof PRICE_ROUTES.book>(
  app: TestApp,
  token: string,
  route: R,
  payload: unknown,
): Promise<Called<R>> {
  const response = await app.app.inject({
    method: 'POST',
    url: pathOf(route),
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
  return new Called(route, response);
}

describeEachDatabase('price API', (use) => {
  it('prices through a partner token: the worked example, a quote id, dates, and 401 without a valid token', async () => {
    const { token, general, setup } = await pricedCarrier(use());
    const response = await bearer(use(), token, PRICE_ROUTES.servicePrice, request(480, { explain: true }));
    expect(response.status, response.response.body).toBe(200);
    const result = response.answer[0]!;
    expect(result).toMatchObject({
      service: { id: setup.serviceId, name: 'Groupage' },
      pricelist: { id: general, name: 'General' },
      general: true,
      charges: [{ charge: 'Freight', amount: 90 }],
      total: 90,
      currency: 'EUR',
      errors: '',
    });
    expect(result.quote_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.delivery_date! > result.collection_date!).toBe(true);
    expect(result.trace).toBeDefined();
    expect((await bearer(use(), 'pt_wrong', PRICE_ROUTES.servicePrice, request(480))).status).toBe(401);
    expect((await use().app.inject({ method: 'POST', url: pathOf(PRICE_ROUTES.servicePrice), payload: request(480) })).statusCode).toBe(
      401,
    );
  });

  it('prices through the session with the calculator permission; 403 No access without it', async () => {
    const { client, setup, carrierId } = await pricedCarrier(use());
    const priced = await client.call(PRICE_ROUTES.servicePrice, { body: { ...request(510), customer: setup.partnerId } });
    expect(priced.status, priced.response.body).toBe(200);
    expect(priced.answer[0]).toMatchObject({ total: 91.8, general: true });
    expect(priced.answer[0]).not.toHaveProperty('trace');
    const noCalc = await use()
      .client()
      .login(
        (
          await createUser(use().database.db, {
            carrierId,
            roleId: await createRole(use().database.db, carrierId, { level: 'write', calculator: false }),
          })
        ).email,
        PASSWORD,
      );
    const refused = await noCalc.call(PRICE_ROUTES.servicePrice, { body: request(480) });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('No access');
    // The calculator's option lists are open to a calculator-only role.
    const calcOnly = await use()
      .client()
      .login(
        (
          await createUser(use().database.db, {
            carrierId,
            roleId: await createRole(use().database.db, carrierId, { level: 'none', calculator: true }),
          })
        ).email,
        PASSWORD,
      );
    expect((await calcOnly.call(PARTNER_ROUTES.options)).status).toBe(200);
    expect((await calcOnly.call(SERVICE_ROUTES.options)).status).toBe(200);
    expect((await calcOnly.call(PARTNER_ROUTES.list)).status).toBe(403);
    expect((await calcOnly.call(PRICE_ROUTES.servicePrice, { body: request(480) })).status).toBe(200);
    const foreign = await pricedCarrier(use());
    expect(
      (await client.call(PRICE_ROUTES.servicePrice, { body: { ...request(480), customer: foreign.setup.partnerId } })).error.errors,
    ).toEqual({
      customer: 'is not a partner of this carrier',
    });
  });

  it('answers bad bodies 422 naming the field', async () => {
    const { token } = await pricedCarrier(use());
    const bad = await bearer(use(), token, PRICE_ROUTES.servicePrice, {
      collection: { country: 'EE' },
      delivery: { country: 'EE', postcode: '1' },
      shipments: [{ quantity: 0, type: 'box', weight: -1 }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {})).toEqual(
      expect.arrayContaining(['collection.postcode', 'shipments.0.quantity', 'shipments.0.type']),
    );
    expect((await bearer(use(), token, PRICE_ROUTES.servicePrice, request(100, { service: 'NOPE' }))).error.errors).toEqual({
      service: 'is not a service of this carrier',
    });
  });

  it('reads a postcode as its country writes it: LV-1001 prices as 1001, FI 2100 is 422 naming the postcode', async () => {
    const { token, carrierId, setup } = await pricedCarrier(use());
    // Riga (LV 10xx) joins Zone 1 before anything is priced (written past the API: no cache yet).
    const db = use().database.db;
    const area = await db
      .insertInto('areas')
      .values({ carrier_id: carrierId, name: 'Riga', country: 'LV', postcode_from: '10', postcode_to: '10' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('zone_areas').values({ zone_id: setup.zones[1]!, area_id: area.id, position: 1 }).execute();
    for (const postcode of ['LV-1001', 'lv 1001', '1001']) {
      const priced = await bearer(use(), token, PRICE_ROUTES.servicePrice, request(480, { delivery: { country: 'LV', postcode } }));
      expect(priced.status, priced.response.body).toBe(200);
      expect(priced.answer[0], postcode).toMatchObject({ total: 90, errors: '' });
    }
    const refused = await bearer(
      use(),
      token,
      PRICE_ROUTES.servicePrice,
      request(480, { collection: { country: 'FI', postcode: 'FI 2100' } }),
    );
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ 'collection.postcode': 'FI postcodes have 5 digits' });
    // The full form of the same postcode is a postcode (here in no area).
    const full = await bearer(
      use(),
      token,
      PRICE_ROUTES.servicePrice,
      request(480, { collection: { country: 'FI', postcode: 'FI-02100' } }),
    );
    expect(full.status).toBe(200);
    expect(full.answer[0]!.errors).toContain('FI 02100');
  });

  it("prefers the partner's own pricelist, falls back to the general one, general_hidden blocks it; no partner: general", async () => {
    const { client, token, pricelist, setup } = await pricedCarrier(use());
    // min rule: 50 kg pays min(25.00, the next break at 100 kg: 20.00 per 100 kg) = 20.00
    expect((await bearer(use(), token, PRICE_ROUTES.servicePrice, request(50))).answer[0]).toMatchObject({ total: 20, general: true });
    const own = createdId(
      (await client.call(PRICELIST_ROUTES.create, { body: pricelist({ name: 'Own', customer_id: setup.partnerId }, [30, 22, 19]) })).answer,
    );
    expect((await bearer(use(), token, PRICE_ROUTES.servicePrice, request(50))).answer[0]).toMatchObject({
      total: 22,
      general: false,
      pricelist: { id: own },
    });
    // The calculator (session) without a partner asks for the general prices; naming one gives its own.
    expect((await client.call(PRICE_ROUTES.servicePrice, { body: request(50) })).answer[0]).toMatchObject({ total: 20, general: true });
    expect((await client.call(PRICE_ROUTES.servicePrice, { body: { ...request(50), customer: null } })).answer[0]).toMatchObject({
      general: true,
    });
    expect((await client.call(PRICE_ROUTES.servicePrice, { body: { ...request(50), customer: setup.partnerId } })).answer[0]).toMatchObject(
      {
        total: 22,
        general: false,
      },
    );
    await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
      params: { id: own },
      body: pricelist({ name: 'Own', customer_id: setup.partnerId, active: false }, [30, 22, 19]),
    });
    const partner = (await client.call(PARTNER_ROUTES.get, { params: { id: setup.partnerId } })).answer;
    await client.call(PARTNER_ROUTES.update, { params: { id: setup.partnerId }, body: { ...partner, general_hidden: true } });
    const blocked = (await bearer(use(), token, PRICE_ROUTES.servicePrice, request(50))).answer[0]!;
    expect(blocked.total).toBeNull();
    expect(blocked.errors).not.toBe('');
  });

  it('applies service limits with the failed limit named, and the docs/pricing.md §4 errors for routes and sizes', async () => {
    const { client, token, setup } = await pricedCarrier(use());
    const limit = (await client.call(CONDITION_ROUTES.create, { body: { type: 'total_weight', applied_until: 800 } })).answer.id;
    const service = (await client.call(SERVICE_ROUTES.get, { params: { id: setup.serviceId } })).answer;
    await client.call(SERVICE_ROUTES.update, { params: { id: setup.serviceId }, body: { ...service, blocks: [limit] } });
    expect((await bearer(use(), token, PRICE_ROUTES.servicePrice, request(900))).answer[0]!.errors).toBe(
      'Total real weight (kg) must be <= 800',
    );
    expect(
      (await bearer(use(), token, PRICE_ROUTES.servicePrice, request(700, { delivery: { country: 'LV', postcode: '1001' } }))).answer[0]!
        .errors,
    ).toBe('No price for this route\nNo area holds the delivery address LV 1001');
  });

  it('names the nearest pricelist when none is valid on the day, to the partner API and the calculator alike', async () => {
    const { client, token, pricelist, general, setup } = await pricedCarrier(use());
    await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
      params: { id: general },
      body: pricelist({ name: 'Standard 2098', valid_from: '2098-01-01' }),
    });
    const expected =
      'No pricelist for this service\nNo pricelist of this service is valid on 01.06.2097; "Standard 2098" is valid from 01.01.2098';
    const api = (await bearer(use(), token, PRICE_ROUTES.servicePrice, request(50, { date: '2097-06-01' }))).answer[0];
    expect(api).toMatchObject({ pricelist: null, total: null, errors: expected });
    const calculator = (
      await client.call(PRICE_ROUTES.servicePrice, { body: { ...request(50, { date: '2097-06-01' }), customer: setup.partnerId } })
    ).answer;
    expect(calculator[0]!.errors).toBe(expected);
    expect((await client.call(PRICE_ROUTES.servicePrice, { body: request(50, { date: '2098-01-01' }) })).answer[0]!.total).toBe(20);
  });

  it('prices from edited data at once: the cache is dropped on every change', async () => {
    const { client, token, pricelist, general } = await pricedCarrier(use());
    expect((await bearer(use(), token, PRICE_ROUTES.servicePrice, request(50))).answer[0]!.total).toBe(20);
    await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
      params: { id: general },
      body: pricelist({}, [27.5, 30, 18]),
    });
    expect((await bearer(use(), token, PRICE_ROUTES.servicePrice, request(50))).answer[0]!.total).toBe(27.5);
  });

  it('makes the old token 401 at once after a reset', async () => {
    const { client, token, setup } = await pricedCarrier(use());
    expect((await bearer(use(), token, PRICE_ROUTES.servicePrice, request(50))).status).toBe(200);
    const fresh = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer.token;
    expect((await bearer(use(), token, PRICE_ROUTES.servicePrice, request(50))).status).toBe(401);
    expect((await bearer(use(), fresh, PRICE_ROUTES.servicePrice, request(50))).status).toBe(200);
  });

  it('books a quote once, counts it in the statistics, and keeps the totals', async () => {
    const { client, token, general } = await pricedCarrier(use());
    const first = (await bearer(use(), token, PRICE_ROUTES.servicePrice, request(480))).answer[0]!;
    await bearer(use(), token, PRICE_ROUTES.servicePrice, request(480));
    await client.call(PRICE_ROUTES.servicePrice, { body: request(50) });
    const booked = await bearer(use(), token, PRICE_ROUTES.book, { quote_id: first.quote_id });
    expect(booked.status).toBe(201);
    expect((await bearer(use(), token, PRICE_ROUTES.book, { quote_id: first.quote_id })).status).toBe(409);
    expect((await bearer(use(), token, PRICE_ROUTES.book, { quote_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await bearer(use(), token, PRICE_ROUTES.book, { quote_id: 'x' })).status).toBe(422);

    const stats = (await client.call(STATISTICS_ROUTES.pricelist, { params: { id: general } })).answer;
    expect(stats).toMatchObject({
      pricelist_name: 'General',
      service_name: 'Groupage',
      total_hits: 3,
      total_bookings: 1,
      total_potential_cost: 200,
      total_cost: 90,
    });
    expect(stats.fare_groups[0]!.zones[0]!.prices.map((p: { hits: number; bookings: number }) => [p.hits, p.bookings])).toEqual([
      [1, 0],
      [2, 1],
      [0, 0],
    ]);
    const viaTms = (
      await client.call(STATISTICS_ROUTES.pricelist, { params: { id: general }, query: { via_tms: 'true', range: 'last_24' } })
    ).answer;
    expect(viaTms).toMatchObject({ total_hits: 2, total_bookings: 1 });
    // A range its type forbids goes out untyped.
    expect(
      new Called(STATISTICS_ROUTES.pricelist, await client.get(`${pathOf(STATISTICS_ROUTES.pricelist, { id: general })}?range=ever`))
        .status,
    ).toBe(422);
    const listed = (await client.call(PRICELIST_ROUTES.list)).answer.items.find((p: { id: number }) => p.id === general)!;
    expect(listed.last_activity).not.toBeNull();
  });

  it('describes itself in OpenAPI', async () => {
    const doc = (await use().app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual([
      '/api/v1/service_price',
      '/api/v1/bookings',
      '/api/v1/quotes/{id}',
      '/api/v1/mass_price',
      '/api/v1/tender_price',
      '/api/v1/jobs/{id}',
      '/api/v1/jobs/{id}/file',
    ]);
    const page = await use().app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.body).toContain('swagger-ui-bundle.js');
    const bundle = await use().app.inject({ method: 'GET', url: '/docs-assets/swagger/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });
});

// Several processes share one database only on PostgreSQL; the embedded database is one process.
describe.runIf(DATABASE_KINDS.includes('postgres'))('two server processes on one PostgreSQL', () => {
  it('prices through one the edit made through the other (LISTEN/NOTIFY)', async () => {
    const first = await createTestApp('postgres');
    const second = await createTestApp('postgres', { databaseUrl: first.databaseUrl!, secretKey: first.secretKey });
    try {
      const { client, token, pricelist, general } = await pricedCarrier(first);
      const viaSecond = () => bearer(second, token, PRICE_ROUTES.servicePrice, request(50)).then((r) => r.answer[0]!.total);
      expect(await viaSecond()).toBe(20);
      await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
        params: { id: general },
        body: pricelist({}, [27.5, 30, 18]),
      });
      // The notice crosses processes asynchronously: "stale for no more than a moment".
      await expect.poll(viaSecond, { timeout: 3000, interval: 50 }).toBe(27.5);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('after its LISTEN connection is killed while the database refuses connections, a process prices fresh data within 2 s', async () => {
    const first = await createTestApp('postgres', undefined, { applicationName: 'first' });
    const second = await createTestApp(
      'postgres',
      { databaseUrl: first.databaseUrl!, secretKey: first.secretKey },
      { applicationName: 'second' },
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const database = new URL(first.databaseUrl!).pathname.slice(1);
    const listeners = async () =>
      Number(
        (await admin.query(`select count(*) from pg_stat_activity where datname = $1 and application_name = 'second-listen'`, [database]))
          .rows[0].count,
      );
    try {
      const { client, token, pricelist, general, setup } = await pricedCarrier(first);
      const viaSecond = (withToken = token) => bearer(second, withToken, PRICE_ROUTES.servicePrice, request(50));
      expect((await viaSecond()).answer[0]!.total).toBe(20);
      await expect.poll(listeners, { timeout: 5000 }).toBe(1);

      // The database refuses new connections for 3 s and the second process loses its listener.
      await admin.query(`alter database ${database} allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'second-listen'`,
        [database],
      );
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await admin.query(`alter database ${database} allow_connections true`);

      // An edit and a token reset through the first: the second's notices may well be lost.
      expect(
        (
          await saveLoaded(client, PRICELIST_ROUTES.get, PRICELIST_ROUTES.update, {
            params: { id: general },
            body: pricelist({}, [27.5, 30, 18]),
          })
        ).status,
      ).toBe(200);
      // The once-a-second version check catches what the lost notices did not say (bounded by the
      // polls, generous for a loaded machine: without the check it would never come).
      await expect.poll(async () => (await viaSecond()).answer[0]?.total, { timeout: 10_000, interval: 50 }).toBe(27.5);
      const reset = await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } });
      expect(reset.status).toBe(200);
      await expect.poll(async () => (await viaSecond()).status, { timeout: 10_000, interval: 50 }).toBe(401);
      expect((await viaSecond(reset.answer.token)).status).toBe(200);

      // It listens again, on one connection: a reconnect never doubles them.
      await expect.poll(listeners, { timeout: 10_000, interval: 200 }).toBe(1);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'second-listen'`,
        [database],
      );
      await expect.poll(listeners, { timeout: 10_000, interval: 200 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await listeners()).toBe(1);
    } finally {
      await admin.query(`alter database ${database} allow_connections true`).catch(() => undefined);
      await admin.end();
      await second.close();
      await first.close();
    }
  });
});
