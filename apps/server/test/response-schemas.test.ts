/**
 * The answers the web app reads and partners receive, parsed with the response schemas of
 * packages/domain. The schemas are strict objects: a field the server adds, drops or retypes fails
 * here, so the schemas (and the web types and the OpenAPI document made from them) cannot drift
 * from the server.
 */
import {
  ADMIN_SURCHARGE_ROUTES,
  ALL_ROUTES,
  AUTH_ROUTES,
  apiErrorSchema,
  CONDITION_ROUTES,
  PARTNER_PEOPLE_ROUTES,
  PARTNER_NOTIFICATION_ROUTES,
  PARTNER_ROUTES,
  PORTAL_ROUTES,
  SERVICE_ROUTES,
  STATISTICS_ROUTES,
  ZONE_ROUTES,
  PRICELIST_ROUTES,
  priceResultSchema,
  PRICE_ROUTES,
  quoteAnswerSchema,
  QUOTE_ROUTES,
  DASHBOARD_ROUTES,
  RATE_CARD_ROUTES,
  RATE_INCREASE_ROUTES,
  servicePriceSchema,
  SURCHARGE_ROUTES,
  type Answer,
  type RouteDescriptor,
} from '@freight/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdmin, createCarrier, createPricingSetup, PASSWORD } from './factories';
import { describeEachDatabase, tokenFromMail, type TestApp } from './helpers';
import { multipartBody } from './route-table';
import type { AppDeps } from '../src/deps';
import { priceOn, pricingSnapshot } from '../src/modules/pricing/price.service';

/** The descriptors of ALL_ROUTES with a JSON answer, each with the pattern its path matches. */
const JSON_ROUTES = ALL_ROUTES.flatMap((route) => {
  if (typeof route.answer === 'string') return [];
  const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return [{ route, schema: route.answer, pattern: new RegExp(`^${pattern}$`), params: route.path.split(':').length - 1 }];
});

/** The descriptors whose answers the tests below parsed. */
const exercised = new Set<RouteDescriptor>();

/** The JSON route a request reached: the descriptor of its method whose path matches, a literal segment before a parameter. */
function routeOf(response: LightMyRequestResponse) {
  const { method, url } = response.raw.req;
  const path = (url ?? '').split('?')[0]!;
  const matches = JSON_ROUTES.filter((r) => r.route.method === method && r.pattern.test(path)).sort((a, b) => a.params - b.params);
  if (!matches[0]) throw new Error(`${method} ${path}: no descriptor of ALL_ROUTES with a JSON answer matches`);
  return matches[0];
}

/**
 * The body of a 2xx answer parsed with the answer schema of the descriptor the request reached; a
 * mismatch fails with every issue named. Given `expected`, the descriptor must be that one, and the
 * answer is typed by it.
 */
function parsed(response: LightMyRequestResponse): unknown;
function parsed<R extends RouteDescriptor>(response: LightMyRequestResponse, expected: R): Answer<R>;
function parsed(response: LightMyRequestResponse, expected?: RouteDescriptor): unknown {
  expect(response.statusCode, response.body).toBeLessThan(300);
  const { route, schema } = routeOf(response);
  if (expected) expect(`${route.method} ${route.path}`).toBe(`${expected.method} ${expected.path}`);
  exercised.add(route);
  const result = schema.safeParse(response.json());
  if (!result.success) throw new Error(`${response.raw.req.url}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * The JSON routes this file must parse: the areas it covers. A route of these areas without a
 * call below fails; the others are listed (their areas' answers are parsed in their own tests).
 */
const COVERED = [
  '/fe/pricelists',
  '/fe/surcharges',
  '/fe/admin/carriers/:carrierId/surcharges',
  '/fe/quotes',
  '/fe/jobs',
  '/fe/rate_increases',
  '/fe/customers/:id/users',
  '/fe/customers/:id/invitations',
  // The portal's own answers (its rate card, /fe/portal/pricelists/:id, is the rate cards').
  '/fe/portal/services',
  '/fe/portal/quotes',
  '/fe/portal/jobs',
  '/fe/portal/token',
  '/fe/customers/:id/webhooks',
  '/fe/customers/:id/notifications',
  '/fe/customers/:id/webhook_deliveries',
  '/fe/openapi.json',
  '/api/',
];

afterAll(() => {
  const missed = JSON_ROUTES.filter(({ route }) => !exercised.has(route)).map(({ route }) => `${route.method} ${route.path}`);
  if (missed.length) console.info(`JSON routes whose answers no test here parsed:\n  ${missed.join('\n  ')}`);
  const covered = missed.filter((name) => COVERED.some((prefix) => name.split(' ')[1]!.startsWith(prefix)));
  expect(covered, 'JSON routes of the areas this file covers, never parsed').toEqual([]);
});

/** A carrier with every kind of record the answers carry: all three surcharge types, limits, a partner pricelist. */
async function pricedCarrier(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const [from, to] = setup.zones as [number, number];
  const post = async (url: string, body: unknown) => {
    const response = await client.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const weightLimit = await post('/fe/conditions', { type: 'total_weight', applied_until: 5000 });
  const constant = await post('/fe/surcharges', {
    name: 'Toll',
    type: 'constant',
    amount: 5,
    zone_conditions: [{ zone_from: from, zone_to: null, amount: 7 }],
  });
  const percentage = await post('/fe/surcharges', {
    name: 'Fuel',
    type: 'percentage',
    amount: 10,
    minimum_amount: 2,
    maximum_amount: 50,
    dependencies: [constant],
    blocks: [weightLimit],
  });
  const ownGrid = await post('/fe/surcharges', {
    name: 'Pallet fee',
    type: 'pricelist',
    pricelist: {
      unit: 'colli',
      fare_groups: [{ quantities: [{ quantity: 10, unit: 'per_unit' }], zones: [{ zone_from: from, zone_to: to, prices: [1.5] }] }],
    },
  });
  const grid = {
    fare_groups: [
      {
        quantities: [
          { quantity: 100, unit: 'per_shipment' },
          { quantity: 500, unit: 'per_100kg' },
        ],
        zones: [
          { zone_from: from, zone_to: to, transit: setup.transitId, minimum_amount: 15, prices: [25, 20] },
          { zone_from: to, zone_to: from, prices: [30, null] },
        ],
      },
    ],
  };
  const pricelist = {
    name: 'General',
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    surcharges: [constant, percentage, ownGrid],
    blocks: [weightLimit],
    ldm_blocks: [setup.conditionId],
    comment: 'Baltic groupage',
    ...grid,
  };
  const general = await post('/fe/pricelists', pricelist);
  const partnerList = await post('/fe/pricelists', { ...pricelist, name: 'Own', customer_id: setup.partnerId, surcharges: [] });
  return {
    client,
    setup,
    general,
    partnerList,
    pricelist,
    surcharges: { constant, percentage, ownGrid },
    carrierId: carrier.carrierId,
    ownerEmail: carrier.owner.email,
  };
}

/** A create's new id (201). */
async function post(client: ReturnType<TestApp['client']>, url: string, body: unknown): Promise<number> {
  const response = await client.post(url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const priceRequest = (weight: number, extra: Record<string, unknown> = {}) => ({
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 2, type: 'colli', weight, length: 40, width: 30, height: 20 }],
  ...extra,
});

describeEachDatabase('response schemas', (use) => {
  it('parse the pricelist answers: list, defaults, record, PUT, change log', async () => {
    const { client, general, partnerList, pricelist } = await pricedCarrier(use());
    const list = parsed(await client.get('/fe/pricelists'), PRICELIST_ROUTES.list);
    expect(list.items.map((p) => p.id).sort()).toEqual([general, partnerList].sort());
    parsed(await client.get('/fe/pricelists/defaults'));
    const record = parsed(await client.get(`/fe/pricelists/${general}`), PRICELIST_ROUTES.get);
    expect(record.surcharges).toHaveLength(3);
    expect(record.fare_groups[0]?.zones[1]?.transit).toBeNull();
    parsed(await client.put(`/fe/pricelists/${general}`, { ...pricelist, comment: 'Changed', version: 1 }));
    parsed(await client.put(`/fe/pricelists/${general}?check=true`, { ...pricelist, comment: 'Checked', version: 2 }));
    parsed(await client.post('/fe/pricelists?check=true', pricelist));
    // The archive and the way back, on a pricelist of its own.
    const toArchive = await post(client, '/fe/pricelists', { ...pricelist, name: 'Archived', active: false });
    expect((await client.delete(`/fe/pricelists/${toArchive}/archive`)).statusCode).toBe(204);
    expect(parsed(await client.get('/fe/pricelists/archived'), PRICELIST_ROUTES.archived).count).toBe(1);
    parsed(await client.post(`/fe/pricelists/${toArchive}/unarchive?check=true`, { version: 1 }));
    parsed(await client.post(`/fe/pricelists/${toArchive}/unarchive`, { version: 1 }));
    const created = parsed(await client.post('/fe/pricelists', { ...pricelist, valid_from: '2026-06-01' }), PRICELIST_ROUTES.create);
    expect(created.takes_over.map((t) => t.pricelist_id)).toEqual([general]);
    const logs = parsed(await client.get(`/fe/pricelists/${general}/logs`), PRICELIST_ROUTES.logs);
    expect(logs.map((l) => Object.keys(l.changes)[0])).toEqual(['updates', 'created']);
    parsed(await client.get(`/fe/pricelists/${general}/health`));
  });

  it('parse the rate card of a pricelist with every surcharge type and limits, as stored and in pallets', async () => {
    const { client, general } = await pricedCarrier(use());
    const stored = parsed(await client.get(`/fe/pricelists/${general}/rate_card`), RATE_CARD_ROUTES.rateCard);
    expect(stored.surcharges).toHaveLength(3);
    const pallets = parsed(await client.get(`/fe/pricelists/${general}/rate_card?unit=eur_pallet`), RATE_CARD_ROUTES.rateCard);
    expect(pallets.unit.code).toBe('eur_pallet');
  });

  it('parse the surcharge answers of every type, their list, options and log', async () => {
    const { client, surcharges } = await pricedCarrier(use());
    parsed(await client.get('/fe/surcharges'));
    parsed(await client.get('/fe/surcharges/form'));
    for (const id of Object.values(surcharges)) {
      const record = parsed(await client.get(`/fe/surcharges/${id}`), SURCHARGE_ROUTES.get);
      expect(record.pricelist === null).toBe(record.type !== 'pricelist');
      parsed(await client.get(`/fe/surcharges/${id}/health`));
    }
    const fuel = parsed(await client.get(`/fe/surcharges/${surcharges.percentage}`), SURCHARGE_ROUTES.get);
    const body = { ...fuel, dependencies: fuel.dependencies.map((d) => d.id), amount: 12 };
    parsed(await client.put(`/fe/surcharges/${surcharges.percentage}`, body));
    parsed(await client.get(`/fe/surcharges/${surcharges.percentage}/logs`));
    expect(parsed(await client.post('/fe/surcharges', { name: 'Ferry', type: 'constant', amount: 3 }))).toMatchObject({
      id: expect.any(Number),
    });
  });

  it("parse an admin's view of a carrier's surcharges and their versions", async () => {
    const app = use();
    const { surcharges, carrierId } = await pricedCarrier(app);
    const admin = await createAdmin(app.database.db);
    const client = await app.client().login(admin.email, PASSWORD);
    const base = `/fe/admin/carriers/${carrierId}/surcharges`;
    parsed(await client.get(base));
    parsed(await client.get(`${base}/form`));
    const toll = parsed(await client.get(`${base}/${surcharges.constant}`), ADMIN_SURCHARGE_ROUTES.get);
    parsed(await client.get(`${base}/${surcharges.constant}/health`));
    parsed(await client.get(`${base}/${surcharges.constant}/logs`));
    const created = await client.post(base, { name: 'Ferry', type: 'constant', amount: 3 });
    expect(parsed(created)).toMatchObject({ id: expect.any(Number) });
    parsed(await client.put(`${base}/${surcharges.constant}`, { ...toll, dependencies: [], amount: 6 }));
    parsed(await client.get(`${base}/${surcharges.constant}/versions`));
    parsed(await client.get(`${base}/${surcharges.constant}/versions/1`));
    parsed(await client.get(`${base}/${surcharges.constant}/versions/2/diff`));
    parsed(await client.post(`${base}/${surcharges.constant}/versions/1/restore`, { version: 2 }));
  });

  it('parse the zone answers: list, record with the pricelists and surcharges using it, areas', async () => {
    const { client, setup } = await pricedCarrier(use());
    parsed(await client.get('/fe/zones'), ZONE_ROUTES.list);
    const zone = parsed(await client.get(`/fe/zones/${setup.zones[0]}`), ZONE_ROUTES.get);
    expect(zone.pricelists.some((p) => 'surcharge_id' in p)).toBe(true);
    expect(zone.pricelists.some((p) => 'price_list_id' in p)).toBe(true);
    parsed(await client.get(`/fe/zones/${setup.zones[0]}/areas`), ZONE_ROUTES.areas);
  });

  it('parse the option lists the pricelist form reads', async () => {
    const { client, setup } = await pricedCarrier(use());
    parsed(await client.get('/fe/services/form'), SERVICE_ROUTES.options);
    expect(parsed(await client.get(`/fe/pricelists/form?service=${setup.serviceId}`), PRICELIST_ROUTES.options)).not.toHaveLength(0);
    parsed(await client.get('/fe/customers/form'), PARTNER_ROUTES.options);
    parsed(await client.get('/fe/conditions/form'), CONDITION_ROUTES.options);
  });

  it('parse price results with their traces, priced and not, a booking and the statistics', async () => {
    const { client, general } = await pricedCarrier(use());
    const results = parsed(await client.post('/api/v1/service_price', priceRequest(480, { explain: true })), PRICE_ROUTES.servicePrice);
    const [priced] = results;
    expect(priced?.total).not.toBeNull();
    expect(priced?.trace?.surcharges.map((s) => s.type)).toEqual(['constant', 'percentage', 'pricelist']);
    expect(priced?.trace?.surcharges.find((s) => s.type === 'pricelist')?.grid).not.toBeNull();
    // Over the weight limit: no pricelist, a trace that stops early.
    const refused = parsed(await client.post('/api/v1/service_price', priceRequest(6000, { explain: true })), PRICE_ROUTES.servicePrice);
    expect(refused[0]?.total).toBeNull();
    // Without explain there is no trace at all.
    const plain = parsed(await client.post('/api/v1/service_price', priceRequest(480)), PRICE_ROUTES.servicePrice);
    expect(plain[0]).not.toHaveProperty('trace');
    parsed(await client.post('/api/v1/bookings', { quote_id: priced?.quote_id }));
    const stats = parsed(await client.get(`/fe/pricelists/${general}/statistics`), STATISTICS_ROUTES.pricelist);
    expect(stats.total_bookings).toBe(1);
  });

  it('parse the versions, their diff, a restore, a quote with its reprice and a backtest', async () => {
    const { client, general, pricelist, surcharges, setup } = await pricedCarrier(use());
    const [priced] = parsed(await client.post('/api/v1/service_price', priceRequest(120)), PRICE_ROUTES.servicePrice);
    parsed(await client.put(`/fe/pricelists/${general}`, { ...pricelist, comment: 'Changed', version: 1 }));
    expect(parsed(await client.get(`/fe/pricelists/${general}/versions`))).toHaveLength(2);
    parsed(await client.get(`/fe/pricelists/${general}/versions/1`));
    parsed(await client.get(`/fe/pricelists/${general}/versions/2/diff`));
    parsed(await client.post(`/fe/pricelists/${general}/versions/1/restore`, { version: 2 }));
    parsed(await client.get(`/fe/surcharges/${surcharges.ownGrid}/versions`));
    parsed(await client.get(`/fe/surcharges/${surcharges.ownGrid}/versions/1`));
    parsed(await client.post(`/fe/surcharges/${surcharges.percentage}/versions/1/restore`, { version: 1 }));
    parsed(await client.get(`/fe/surcharges/${surcharges.percentage}/versions/2/diff`));
    const quote = parsed(await client.get(`/api/v1/quotes/${priced?.quote_id}?reprice=true`), QUOTE_ROUTES.partnerQuote);
    expect(quote.identical).toBe(true);
    // The web app's lookup of the same quote.
    expect(parsed(await client.get(`/fe/quotes?quote=${priced?.quote_id}`), QUOTE_ROUTES.search).count).toBe(1);
    parsed(await client.get(`/fe/quotes/${priced?.quote_id}`));
    // Staff book a partner's quote for them; the quote then names who booked it, found by its short id.
    const [forPartner] = parsed(
      await client.post('/api/v1/service_price', priceRequest(120, { customer: setup.partnerId })),
      PRICE_ROUTES.servicePrice,
    );
    parsed(await client.post(`/fe/quotes/${forPartner?.quote_id}/booking`), QUOTE_ROUTES.book);
    expect(parsed(await client.get(`/fe/quotes/${forPartner?.quote_id?.slice(-8)}`), QUOTE_ROUTES.get).booked_by).not.toBeNull();
    // The home page's counts count it.
    expect(parsed(await client.get('/fe/dashboard'), DASHBOARD_ROUTES.get).bookings_today).toBe(1);
    parsed(await client.post(`/fe/pricelists/${general}/backtest`, { days: 7, draft: pricelist }));
  });

  it('parse the rate increase answers: preview, apply, the list, a job queued and done', async () => {
    const { client, general, partnerList, carrierId } = await pricedCarrier(use());
    parsed(await client.post('/api/v1/service_price', priceRequest(120)), PRICE_ROUTES.servicePrice);
    const effective_from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      pricelists: [general, partnerList],
      change: { rules: [{ percent: 3 }] },
      rounding: 0.1,
      include_min_max: true,
      effective_from,
    };
    const preview = parsed(await client.post('/fe/rate_increases?dry_run=true', body), RATE_INCREASE_ROUTES.apply);
    expect('backtest' in preview && preview.backtest.requests).toBe(1);
    const applied = parsed(await client.post('/fe/rate_increases', body), RATE_INCREASE_ROUTES.apply);
    expect('successors' in applied && applied.successors).toHaveLength(2);
    expect(parsed(await client.get('/fe/rate_increases'), RATE_INCREASE_ROUTES.list).count).toBe(1);
    // A job's answer queued and done: its rows written as the queue would (a large increase takes 21 pricelists).
    const db = use().database.db;
    const [queued, done] = [crypto.randomUUID(), crypto.randomUUID()];
    const increaseId = 'id' in applied ? applied.id : 0;
    await db.insertInto('rate_increase_jobs').values({ id: queued, carrier_id: carrierId, user_id: null, request: '{}' }).execute();
    await db
      .insertInto('rate_increase_jobs')
      .values({ id: done, carrier_id: carrierId, user_id: null, request: '{}', status: 'done', progress: 1, increase_id: increaseId })
      .execute();
    expect(parsed(await client.get(`/fe/rate_increases/jobs/${queued}`), RATE_INCREASE_ROUTES.job).status).toBe('queued');
    expect(parsed(await client.get(`/fe/rate_increases/jobs/${done}`), RATE_INCREASE_ROUTES.job).result?.id).toBe(increaseId);
  });

  it('parse the file round trips: JSON import with its zones, a workbook read back, a mailed job, the documents', async () => {
    const { client, general, setup, ownerEmail } = await pricedCarrier(use());
    // The pricelist's own file, imported again as a new pricelist; its zones matched, and created anew.
    const file = (await client.get(`/fe/pricelists/${general}/json`)).body;
    const zones = (JSON.parse(file) as { zones_to_create: unknown[] }).zones_to_create;
    parsed(await client.post('/fe/pricelists/import/zones/match', { zones }));
    parsed(
      await client.post('/fe/pricelists/import/zones', {
        zones: [{ name: 'Imported', areas: [{ country: 'FI', postcode_from: '00', postcode_to: '09' }] }],
      }),
    );
    parsed(await client.post('/fe/pricelists/import', { file, create_missing_zones: true }));
    // The workbook as exported, read back: a dry run answers the diff, the import the pricelist.
    const workbook = (await client.get(`/fe/pricelists/${general}/xlsx?unit=as_is`)).rawPayload;
    const upload = (query: string) => {
      const { payload, contentType } = multipartBody({ name: 'pricelist.xlsx', content: workbook });
      return client.request({
        method: 'POST',
        url: `/fe/pricelists/${general}/xlsx${query}`,
        payload,
        headers: { 'content-type': contentType },
      });
    };
    parsed(await upload('?dry_run=true'));
    parsed(await upload(''));
    // A mailed budget: its job for the partner API and in the web app's list.
    const mass = {
      shipments: [
        {
          collection: { country: 'EE', postcode: '10115' },
          delivery: { country: 'EE', postcode: '11415' },
          quantity: 1,
          type: 'colli',
          weight: 5,
        },
      ],
      // The calculator mails to the carrier's own people.
      email: ownerEmail,
      service: setup.serviceId,
    };
    const queued = await client.post('/api/v1/mass_price', mass);
    expect(queued.statusCode, queued.body).toBe(202);
    parsed(await client.get(`/api/v1/jobs/${queued.json().job_id}`));
    parsed(await client.get('/fe/jobs'));
    parsed(await client.get('/api/v1/openapi.json'));
    parsed(await client.get('/fe/openapi.json'));
  });

  it('send every field of the answer through the compiled serialisers, with and without explain', async () => {
    const { client, carrierId } = await pricedCarrier(use());
    const deps = { pricing: use().app.pricing } as AppDeps;
    const caller = { carrierId, partner: null, viaTms: false, userId: null };
    for (const body of [priceRequest(480), priceRequest(480, { explain: true }), priceRequest(6000, { explain: true })]) {
      const sent = await client.post('/api/v1/service_price', body);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
      // The engine's results written by JSON.stringify (quote ids are new on every call), less the
      // internal hit, payable weight and distance source.
      const parsedBody = servicePriceSchema.parse(body);
      const results = priceOn(await pricingSnapshot(deps, caller), parsedBody, parsedBody.explain === true);
      const expected = results.map(({ hit, payable_weight: _payableWeight, distance_source: _source, trace, ...result }) => ({
        ...JSON.parse(JSON.stringify(result)),
        quote_id: hit && result.total !== null ? expect.any(String) : null,
        ...(parsedBody.explain ? { trace: JSON.parse(JSON.stringify(trace)) } : {}),
      }));
      expect(sent.json()).toEqual(expected);
      expect(Object.keys(sent.json()[0])).toEqual(Object.keys(priceResultSchema.shape).filter((k) => parsedBody.explain || k !== 'trace'));
    }
  });

  it("parse the partner people's and the portal's answers, as the carrier and as a partner user", async () => {
    const app = use();
    const { client, setup, partnerList } = await pricedCarrier(app);
    const email = `portal${Date.now()}@partner.example`;
    const invited = parsed(
      await client.post(`/fe/customers/${setup.partnerId}/invitations`, { email, name: 'Pat Partner' }),
      PARTNER_PEOPLE_ROUTES.invite,
    );
    const person = app.client();
    const link = tokenFromMail(app.mails, email);
    expect(
      parsed(await person.post(`/fe/verification?confirmation_token=${link}`, { password: PASSWORD, password_confirmation: PASSWORD })),
    ).toMatchObject({ partner: { id: setup.partnerId } });
    const people = parsed(await client.get(`/fe/customers/${setup.partnerId}/users`), PARTNER_PEOPLE_ROUTES.list);
    expect(people.map((p) => p.id)).toEqual([invited.id]);
    expect(parsed(await person.get('/fe/user'), AUTH_ROUTES.user).partner?.id).toBe(setup.partnerId);
    parsed(await person.get('/fe/portal'), PORTAL_ROUTES.home);
    const lists = parsed(await person.get('/fe/portal/pricelists'), PORTAL_ROUTES.pricelists);
    expect(lists.map((p) => p.id)).toContain(partnerList);
    expect(parsed(await person.get('/fe/portal/services'), PORTAL_ROUTES.services)).toHaveLength(1);
    const [priced] = parsed(await person.post('/api/v1/service_price', priceRequest(480, { explain: true })), PRICE_ROUTES.servicePrice);
    expect(priced?.trace).toBeDefined();
    const quotes = parsed(await person.get('/fe/portal/quotes'), PORTAL_ROUTES.quotes);
    expect(quotes.items.map((q) => q.quote_id)).toEqual([priced?.quote_id]);
    parsed(await person.get(`/fe/portal/quotes/${priced?.quote_id}`), PORTAL_ROUTES.quote);
    parsed(await person.get('/fe/portal/jobs'), PORTAL_ROUTES.jobs);
    parsed(await person.get('/fe/portal/token'), PORTAL_ROUTES.token);
    parsed(await person.post('/fe/portal/token'), PORTAL_ROUTES.rotateToken);
    expect((await client.delete(`/fe/customers/${setup.partnerId}/users/${invited.id}`)).statusCode).toBe(204);
    const revoked = parsed(await client.get(`/fe/customers/${setup.partnerId}/users/revoked`), PARTNER_PEOPLE_ROUTES.revoked);
    expect(revoked.map((p) => p.email)).toEqual([email]);
  });

  it('parse the partner notification answers: webhooks, recipients, the delivery log and a resend', async () => {
    const { client, setup } = await pricedCarrier(use());
    const base = `/fe/customers/${setup.partnerId}`;
    const made = parsed(
      await client.post(`${base}/webhooks`, { url: 'http://receiver.invalid:9/parse', events: ['pricelist.changed'] }),
      PARTNER_NOTIFICATION_ROUTES.addWebhook,
    );
    parsed(await client.get(`${base}/webhooks`), PARTNER_NOTIFICATION_ROUTES.webhooks);
    parsed(
      await client.put(`${base}/notifications`, { emails: ['buyer@example.com'], events: ['pricelist.changed'] }),
      PARTNER_NOTIFICATION_ROUTES.setRecipients,
    );
    parsed(await client.get(`${base}/notifications`), PARTNER_NOTIFICATION_ROUTES.recipients);
    // A pricelist of the partner: an event with a delivery to the webhook and one to the address.
    const saved = await client.post('/fe/pricelists', {
      name: 'Told',
      service_id: setup.serviceId,
      customer_id: setup.partnerId,
      valid_from: '2020-01-01',
      valid_to: '2099-12-31',
      fare_groups: [{ quantities: [{ quantity: 100 }], zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], prices: [10] }] }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const log = parsed(await client.get(`${base}/webhook_deliveries`), PARTNER_NOTIFICATION_ROUTES.deliveries);
    expect(log.items.map((d) => d.channel).sort()).toEqual(['email', 'webhook']);
    const hook = log.items.find((d) => d.channel === 'webhook')!;
    parsed(await client.post(`${base}/webhook_deliveries/${hook.id}/resend`), PARTNER_NOTIFICATION_ROUTES.resend);
    expect((await client.delete(`${base}/webhooks/${made.id}`)).statusCode).toBe(204);
  });

  it('parse error answers', async () => {
    const { client } = await pricedCarrier(use());
    const missing = await client.get('/fe/pricelists/999999999');
    expect(apiErrorSchema.parse(missing.json()).code).toBe('NOT_FOUND');
    const invalid = await client.post('/api/v1/service_price', { shipments: [] });
    expect(apiErrorSchema.parse(invalid.json())).toMatchObject({ code: 'VALIDATION', errors: expect.any(Object) });
  });

  it('describes in the OpenAPI document the fields of the schemas it validates and answers with', async () => {
    const doc = (await use().app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    // A request is a request body (its defaults optional to generated clients), an answer a schema.
    const PriceRequest = doc.components.requestBodies.PriceRequest.content['application/json'].schema;
    const { PriceResult } = doc.components.schemas;
    expect(Object.keys(PriceRequest.properties)).toEqual(Object.keys(servicePriceSchema.shape));
    expect(PriceRequest.required).toEqual(['collection', 'delivery', 'shipments']);
    expect(PriceRequest.properties.collection.$ref).toBe('#/components/schemas/Address');
    expect(Object.keys(PriceResult.properties)).toEqual(Object.keys(priceResultSchema.shape));
    expect(PriceResult.properties.trace.$ref).toBe('#/components/schemas/PriceTrace');
    expect(doc.paths['/api/v1/service_price'].post.requestBody.$ref).toBe('#/components/requestBodies/PriceRequest');
    expect(Object.keys(doc.components.schemas.Quote.properties)).toEqual(Object.keys(quoteAnswerSchema.shape));
    expect(doc.paths['/api/v1/quotes/{id}'].get.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Quote',
    );
  });
});
