/**
 * The answers the web app reads and partners receive, parsed with the response schemas of
 * packages/domain. The schemas are strict objects: a field the server adds, drops or retypes fails
 * here, so the schemas (and the web types and the OpenAPI document made from them) cannot drift
 * from the server.
 */
import {
  apiErrorSchema,
  archivedPricelistListSchema,
  quoteListSchema,
  quoteViewSchema,
  unarchiveAnswerSchema,
  backtestAnswerSchema,
  bookingAnswerSchema,
  changeLogEntrySchema,
  conditionAnswerSchema,
  healthReportSchema,
  listAnswerSchema,
  partnerOptionSchema,
  priceResultSchema,
  priceResultsSchema,
  pricelistAnswerSchema,
  pricelistCheckAnswerSchema,
  pricelistCreateAnswerSchema,
  pricelistDefaultsSchema,
  pricelistListItemSchema,
  quoteAnswerSchema,
  pricelistOptionSchema,
  pricelistUpdateAnswerSchema,
  serviceOptionSchema,
  servicePriceSchema,
  statisticsAnswerSchema,
  surchargeAnswerSchema,
  surchargeListItemSchema,
  surchargeOptionSchema,
  versionAnswerSchema,
  versionDiffSchema,
  versionListSchema,
  zoneAnswerSchema,
  zoneAreaAnswerSchema,
  zoneListItemSchema,
} from '@freight/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { createCarrier, createPricingSetup, PASSWORD } from './factories';
import { describeEachDatabase, type TestApp } from './helpers';
import type { AppDeps } from '../src/deps';
import { priceOn, pricingSnapshot } from '../src/modules/pricing/price.service';

/** The body of a 2xx answer parsed with `schema`; a mismatch fails with every issue named. */
function parsed<S extends z.ZodType>(schema: S, response: LightMyRequestResponse): z.output<S> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  const result = schema.safeParse(response.json());
  if (!result.success) throw new Error(`${response.raw.req.url}: ${z.prettifyError(result.error)}`);
  return result.data;
}

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
  return { client, setup, general, partnerList, pricelist, surcharges: { constant, percentage, ownGrid }, carrierId: carrier.carrierId };
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
    const list = parsed(listAnswerSchema(pricelistListItemSchema), await client.get('/fe/pricelists'));
    expect(list.items.map((p) => p.id).sort()).toEqual([general, partnerList].sort());
    parsed(pricelistDefaultsSchema, await client.get('/fe/pricelists/defaults'));
    const record = parsed(pricelistAnswerSchema, await client.get(`/fe/pricelists/${general}`));
    expect(record.surcharges).toHaveLength(3);
    expect(record.fare_groups[0]?.zones[1]?.transit).toBeNull();
    parsed(pricelistUpdateAnswerSchema, await client.put(`/fe/pricelists/${general}`, { ...pricelist, comment: 'Changed', version: 1 }));
    parsed(
      pricelistCheckAnswerSchema,
      await client.put(`/fe/pricelists/${general}?check=true`, { ...pricelist, comment: 'Checked', version: 2 }),
    );
    parsed(pricelistCheckAnswerSchema, await client.post('/fe/pricelists?check=true', pricelist));
    // The archive and the way back (issue 25), on a pricelist of its own.
    const toArchive = parsed(
      pricelistCreateAnswerSchema,
      await client.post('/fe/pricelists', { ...pricelist, name: 'Archived', active: false }),
    );
    expect((await client.delete(`/fe/pricelists/${toArchive.id}/archive`)).statusCode).toBe(204);
    expect(parsed(archivedPricelistListSchema, await client.get('/fe/pricelists/archived')).count).toBe(1);
    parsed(pricelistCheckAnswerSchema, await client.post(`/fe/pricelists/${toArchive.id}/unarchive?check=true`, { version: 1 }));
    parsed(unarchiveAnswerSchema, await client.post(`/fe/pricelists/${toArchive.id}/unarchive`, { version: 1 }));
    const created = parsed(pricelistCreateAnswerSchema, await client.post('/fe/pricelists', { ...pricelist, valid_from: '2026-06-01' }));
    expect(created.takes_over.map((t) => t.pricelist_id)).toEqual([general]);
    const logs = parsed(z.array(changeLogEntrySchema), await client.get(`/fe/pricelists/${general}/logs`));
    expect(logs.map((l) => Object.keys(l.changes)[0])).toEqual(['updates', 'created']);
    parsed(healthReportSchema, await client.get(`/fe/pricelists/${general}/health`));
  });

  it('parse the surcharge answers of every type, their list, options and log', async () => {
    const { client, surcharges } = await pricedCarrier(use());
    parsed(listAnswerSchema(surchargeListItemSchema), await client.get('/fe/surcharges'));
    parsed(z.array(surchargeOptionSchema), await client.get('/fe/surcharges/form'));
    for (const id of Object.values(surcharges)) {
      const record = parsed(surchargeAnswerSchema, await client.get(`/fe/surcharges/${id}`));
      expect(record.pricelist === null).toBe(record.type !== 'pricelist');
      parsed(healthReportSchema, await client.get(`/fe/surcharges/${id}/health`));
    }
    const fuel = parsed(surchargeAnswerSchema, await client.get(`/fe/surcharges/${surcharges.percentage}`));
    const body = { ...fuel, dependencies: fuel.dependencies.map((d) => d.id), amount: 12 };
    parsed(surchargeAnswerSchema, await client.put(`/fe/surcharges/${surcharges.percentage}`, body));
    parsed(z.array(changeLogEntrySchema), await client.get(`/fe/surcharges/${surcharges.percentage}/logs`));
  });

  it('parse the zone answers: list, record with the pricelists and surcharges using it, areas', async () => {
    const { client, setup } = await pricedCarrier(use());
    parsed(listAnswerSchema(zoneListItemSchema), await client.get('/fe/zones'));
    const zone = parsed(zoneAnswerSchema, await client.get(`/fe/zones/${setup.zones[0]}`));
    expect(zone.pricelists.some((p) => 'surcharge_id' in p)).toBe(true);
    expect(zone.pricelists.some((p) => 'price_list_id' in p)).toBe(true);
    parsed(z.array(zoneAreaAnswerSchema), await client.get(`/fe/zones/${setup.zones[0]}/areas`));
  });

  it('parse the option lists the pricelist form reads', async () => {
    const { client, setup } = await pricedCarrier(use());
    parsed(z.array(serviceOptionSchema), await client.get('/fe/services/form'));
    expect(parsed(z.array(pricelistOptionSchema), await client.get(`/fe/pricelists/form?service=${setup.serviceId}`))).not.toHaveLength(0);
    parsed(z.array(partnerOptionSchema), await client.get('/fe/customers/form'));
    parsed(z.array(conditionAnswerSchema), await client.get('/fe/conditions/form'));
  });

  it('parse price results with their traces, priced and not, a booking and the statistics', async () => {
    const { client, general } = await pricedCarrier(use());
    const results = parsed(priceResultsSchema, await client.post('/api/v1/service_price', priceRequest(480, { explain: true })));
    const [priced] = results;
    expect(priced?.total).not.toBeNull();
    expect(priced?.trace?.surcharges.map((s) => s.type)).toEqual(['constant', 'percentage', 'pricelist']);
    expect(priced?.trace?.surcharges.find((s) => s.type === 'pricelist')?.grid).not.toBeNull();
    // Over the weight limit: no pricelist, a trace that stops early.
    const refused = parsed(priceResultsSchema, await client.post('/api/v1/service_price', priceRequest(6000, { explain: true })));
    expect(refused[0]?.total).toBeNull();
    // Without explain there is no trace at all.
    const plain = parsed(priceResultsSchema, await client.post('/api/v1/service_price', priceRequest(480)));
    expect(plain[0]).not.toHaveProperty('trace');
    parsed(bookingAnswerSchema, await client.post('/api/v1/bookings', { quote_id: priced?.quote_id }));
    const stats = parsed(statisticsAnswerSchema, await client.get(`/fe/pricelists/${general}/statistics`));
    expect(stats.total_bookings).toBe(1);
  });

  it('parse the versions, their diff, a restore, a quote with its reprice and a backtest', async () => {
    const { client, general, pricelist, surcharges } = await pricedCarrier(use());
    const [priced] = parsed(priceResultsSchema, await client.post('/api/v1/service_price', priceRequest(120)));
    parsed(pricelistUpdateAnswerSchema, await client.put(`/fe/pricelists/${general}`, { ...pricelist, comment: 'Changed', version: 1 }));
    expect(parsed(versionListSchema, await client.get(`/fe/pricelists/${general}/versions`))).toHaveLength(2);
    parsed(versionAnswerSchema, await client.get(`/fe/pricelists/${general}/versions/1`));
    parsed(versionDiffSchema, await client.get(`/fe/pricelists/${general}/versions/2/diff`));
    parsed(pricelistAnswerSchema, await client.post(`/fe/pricelists/${general}/versions/1/restore`, { version: 2 }));
    parsed(versionAnswerSchema, await client.get(`/fe/surcharges/${surcharges.ownGrid}/versions/1`));
    parsed(surchargeAnswerSchema, await client.post(`/fe/surcharges/${surcharges.percentage}/versions/1/restore`, { version: 1 }));
    const quote = parsed(quoteAnswerSchema, await client.get(`/api/v1/quotes/${priced?.quote_id}?reprice=true`));
    expect(quote.identical).toBe(true);
    // The web app's lookup of the same quote (issue 25).
    expect(parsed(quoteListSchema, await client.get(`/fe/quotes?quote=${priced?.quote_id}`)).count).toBe(1);
    parsed(quoteViewSchema, await client.get(`/fe/quotes/${priced?.quote_id}`));
    parsed(backtestAnswerSchema, await client.post(`/fe/pricelists/${general}/backtest`, { days: 7, draft: pricelist }));
  });

  it('send every field of the answer through the compiled serialisers, with and without explain', async () => {
    const { client, carrierId } = await pricedCarrier(use());
    const deps = { pricing: use().app.pricing } as AppDeps;
    const caller = { carrierId, partner: null, viaTms: false, userId: null };
    for (const body of [priceRequest(480), priceRequest(480, { explain: true }), priceRequest(6000, { explain: true })]) {
      const sent = await client.post('/api/v1/service_price', body);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
      // The engine's results written by JSON.stringify (quote ids are new on every call).
      const parsedBody = servicePriceSchema.parse(body);
      const results = priceOn(await pricingSnapshot(deps, caller), parsedBody, parsedBody.explain === true);
      const expected = results.map(({ hit, trace, ...result }) => ({
        ...JSON.parse(JSON.stringify(result)),
        quote_id: hit && result.total !== null ? expect.any(String) : null,
        ...(parsedBody.explain ? { trace: JSON.parse(JSON.stringify(trace)) } : {}),
      }));
      expect(sent.json()).toEqual(expected);
      expect(Object.keys(sent.json()[0])).toEqual(Object.keys(priceResultSchema.shape).filter((k) => parsedBody.explain || k !== 'trace'));
    }
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
