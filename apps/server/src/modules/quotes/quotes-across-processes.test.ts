import { PARTNER_ROUTES, pathOf, PRICE_ROUTES, QUOTE_ROUTES, type RouteDescriptor, STATISTICS_ROUTES } from '@freight/domain';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { Called, createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/helpers';
import { newQuoteId } from './quote-id';

const request = {
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 1, type: 'colli' as const, weight: 120 }],
};

/**
 * Two server processes on one PostgreSQL: two apps on one database, each with its own quote writer
 * (its own buffer, its own LISTEN connection), as behind a load balancer. Skipped on PGlite, which
 * one process owns (its data folder is locked), so there is no other process's buffer to miss.
 */
describe.runIf(DATABASE_KINDS.includes('postgres'))('quotes answered by another process', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('postgres');
    second = await createTestApp('postgres', { databaseUrl: first.databaseUrl!, secretKey: first.secretKey });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A carrier with one pricelist cell (EE 10xxx to 11xxx, 42.50) and a partner token. */
  async function quotedCarrier() {
    const carrier = await createCarrier(first.database.db);
    const setup = await createPricingSetup(first.database.db, carrier.carrierId, { zones: 2 });
    const client = await first.client().login(carrier.owner.email, PASSWORD);
    const pricelistId = await postOneCellPricelist(client, setup, { name: 'Across processes', unit: 'per_shipment' as const, price: 42.5 });
    const token = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer.token;
    /** Calls a partner API route of `app` with the partner's Bearer token (no session), answered as a typed call. */
    const call = <R extends RouteDescriptor>(
      app: TestApp,
      route: R,
      input: { params?: Record<string, string>; query?: string; payload?: object } = {},
    ) => {
      const { params, query = '', payload } = input;
      const url = `${pathOf(route, params)}${query}`;
      const sent = app.app.inject({
        method: route.method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${token}` },
      });
      return sent.then((response) => new Called(route, response));
    };
    /** Prices in the first process; answers the quote id. */
    const priceInFirst = async () => {
      const answer = await call(first, PRICE_ROUTES.servicePrice, { payload: request });
      expect(answer.status, answer.response.body).toBe(200);
      return answer.answer[0]!.quote_id!;
    };
    // Signed in through the second process (sessions are in the database).
    const secondClient = await second.client().login(carrier.owner.email, PASSWORD);
    return { call, priceInFirst, secondClient, pricelistId };
  }

  const storedQuotes = async (id: string) =>
    (await second.database.db.selectFrom('quotes').select('id').where('id', '=', id).execute()).length;

  it('books in the second a quote priced in the first a millisecond ago (201), reprices it there, and counts it in its statistics', async () => {
    const { call, priceInFirst, secondClient, pricelistId } = await quotedCarrier();

    // Still in the first process's buffer (written every 200 ms), so a plain read misses it...
    const buffered = await priceInFirst();
    expect(await storedQuotes(buffered)).toBe(0);
    // ...and the booking in the second has the first write it, then books it.
    const bookedBuffered = await call(second, PRICE_ROUTES.book, { payload: { quote_id: buffered } });
    expect(bookedBuffered.status, bookedBuffered.response.body).toBe(201);

    // Booked within a millisecond of the answer.
    const quoteId = await priceInFirst();
    const answeredAt = performance.now();
    const booking = call(second, PRICE_ROUTES.book, { payload: { quote_id: quoteId } });
    expect(performance.now() - answeredAt).toBeLessThan(1);
    const booked = await booking;
    expect(booked.status, booked.response.body).toBe(201);
    expect(booked.answer).toMatchObject({ quote_id: quoteId, booked: true, total: 42.5, currency: 'EUR' });

    // Reprice in the second: the quote a moment old, priced again to the same answer.
    const repricedId = await priceInFirst();
    const repriced = await call(second, QUOTE_ROUTES.partnerQuote, { params: { id: repricedId }, query: '?reprice=true' });
    expect(repriced.status, repriced.response.body).toBe(200);
    expect(repriced.answer).toMatchObject({ quote_id: repricedId, identical: true });

    // Statistics in the second count a quote the first answered a moment ago: 4 requests, 2 bookings.
    await priceInFirst();
    const stats = await secondClient.call(STATISTICS_ROUTES.pricelist, { params: { id: pricelistId } });
    expect(stats.status, stats.response.body).toBe(200);
    expect(stats.answer).toMatchObject({ total_hits: 4, total_bookings: 2, total_potential_cost: 170, total_cost: 85 });
  });

  it('answers 404 for an id no process has, young or old', async () => {
    const { call } = await quotedCarrier();
    for (const id of [newQuoteId(Date.now()), newQuoteId(Date.now() - 3_600_000), '00000000-0000-4000-8000-000000000000']) {
      expect((await call(second, PRICE_ROUTES.book, { payload: { quote_id: id } })).status).toBe(404);
      expect((await call(second, QUOTE_ROUTES.partnerQuote, { params: { id } })).status).toBe(404);
    }
  });
});
