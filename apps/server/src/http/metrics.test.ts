import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD } from '../../test/factories';
import { describeEachDatabase, type TestApp } from '../../test/helpers';

const TOKEN = 'metrics-token-of-the-test';

/** The exposition text, scraped with the token. */
async function scrape(app: TestApp): Promise<string> {
  const answer = await app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

/** The value of one series (`name{labels}` as exposed), or 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** A carrier with a pricelist from EE 10xxx to EE 11xxx and a partner token. */
async function pricedCarrier(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const created = await client.post('/fe/pricelists', {
    name: 'General',
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    fare_groups: [
      {
        quantities: [{ quantity: 1000, unit: 'per_100kg' }],
        zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: setup.transitId, prices: [20] }],
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const token = (await client.request({ method: 'PATCH', url: `/fe/customers/${setup.partnerId}/token` })).json().token as string;
  const price = () =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/service_price',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli', weight: 480 }],
      },
    });
  return { ...carrier, client, pricelistId: created.json().id as number, price };
}

describeEachDatabase(
  'GET /metrics',
  (use) => {
    it('answers 401 without the token or with another, and the exposition with it', async () => {
      const { app } = use();
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.statusCode).toBe(401);
      const basic = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
      expect(basic.statusCode).toBe(401);
      const text = await scrape(use());
      for (const series of [
        '# TYPE freight_http_request_duration_seconds histogram',
        '# TYPE freight_priced_requests_total counter',
        '# TYPE freight_quotes_written_total counter',
        '# TYPE freight_pricing_compile_duration_seconds histogram',
        '# TYPE freight_job_duration_seconds histogram',
        'freight_job_queue_depth{queue="calculations"} 0',
        'freight_job_queue_depth{queue="calculation-mails"} 0',
        'freight_job_queue_depth{queue="rate-increases"} 0',
        'freight_job_queue_depth{queue="partner-notifications"} 0',
        '# TYPE freight_db_pool_connections gauge',
        '# TYPE freight_db_pool_idle_connections gauge',
        '# TYPE freight_db_pool_waiting gauge',
        '# TYPE process_cpu_user_seconds_total counter',
        '# TYPE nodejs_eventloop_lag_seconds gauge',
      ]) {
        expect(text).toContain(series);
      }
      expect(valueOf(text, 'freight_db_pool_connections')).toBeGreaterThanOrEqual(1);
    });

    it('counts a priced request, its quotes once written, the compile, and times requests by route pattern', async () => {
      const app = use();
      const carrier = await pricedCarrier(app);
      expect((await carrier.client.get(`/fe/pricelists/${carrier.pricelistId}`)).statusCode).toBe(200);
      const before = await scrape(app);
      const priced = await carrier.price();
      expect(priced.statusCode, priced.body).toBe(200);
      expect(priced.json()[0].total).not.toBeNull();
      await app.app.quotes.flush();
      const after = await scrape(app);
      const grew = (series: string) => valueOf(after, series) - valueOf(before, series);
      expect(grew('freight_priced_requests_total')).toBe(1);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from quotes where carrier_id = ${carrier.carrierId}`.execute(
        app.database.db,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(grew('freight_quotes_written_total')).toBe(rows[0]!.n);
      // The carrier's first price compiled its pricing data.
      expect(grew('freight_pricing_compile_duration_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(grew('freight_http_request_duration_seconds_count{route="/api/v1/service_price",method="POST",status="2xx"}')).toBe(1);
      // The route's pattern, never the URL asked for.
      expect(
        valueOf(after, 'freight_http_request_duration_seconds_count{route="/fe/pricelists/:id",method="GET",status="2xx"}'),
      ).toBeGreaterThan(0);
      expect(after).not.toContain(`/fe/pricelists/${carrier.pricelistId}"`);
    });

    it('times an unmatched URL under one label', async () => {
      const app = use();
      await app.app.inject({ method: 'GET', url: '/fe/no-such-route-1' });
      await app.app.inject({ method: 'GET', url: '/fe/no-such-route-2' });
      const text = await scrape(app);
      expect(valueOf(text, 'freight_http_request_duration_seconds_count{route="(none)",method="GET",status="4xx"}')).toBeGreaterThanOrEqual(
        2,
      );
      expect(text).not.toContain('no-such-route');
    });
  },
  { config: { metricsToken: TOKEN } },
);
