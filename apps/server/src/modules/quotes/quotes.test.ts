import {
  CARRIER_SETTINGS_ROUTES,
  EXCHANGE_RATE_ROUTES,
  PARTNER_ROUTES,
  pathOf,
  PRICE_ROUTES,
  PRICELIST_ROUTES,
  QUOTE_ROUTES,
  SURCHARGE_ROUTES,
  TRANSIT_ROUTES,
  type Answer,
  type BodyInput,
  type RouteDescriptor,
} from '@freight/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { createAdmin, createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { Called, describeEachDatabase, type TestApp, type TestClient } from '../../../test/helpers';
import { maintainQuotes, monthStart } from './quote-retention';
import { ensureQuotePartition, flushQuoteSearchEntries } from './quotes.repository';
import { repricePaths } from './quotes.service';

type PricelistBody = BodyInput<typeof PRICELIST_ROUTES.create>;
type PriceRequest = BodyInput<typeof PRICE_ROUTES.servicePrice>;

/** The new pricelist's id: a create without ?check=true answers it. */
function createdId(answer: Answer<typeof PRICELIST_ROUTES.create>): number {
  if (!('id' in answer)) throw new Error('the create answered a check, not a new pricelist');
  return answer.id;
}

/** Saves surcharge `id` with the version a GET answers now, as the web app sends the version it loaded. */
async function saveSurcharge(client: TestClient, id: number, body: BodyInput<typeof SURCHARGE_ROUTES.update>) {
  const { version } = (await client.call(SURCHARGE_ROUTES.get, { params: { id } })).answer;
  return client.call(SURCHARGE_ROUTES.update, { params: { id }, body: { ...body, version } });
}

/**
 * A carrier with two zones (EE 10xxx, EE 11xxx), a pricelist with a percentage and a constant
 * surcharge in SEK (so the exchange rates count), and a partner token.
 */
async function quotedCarrier(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const admin = await app.client().login((await createAdmin(app.database.db)).email, PASSWORD);
  expect((await admin.call(EXCHANGE_RATE_ROUTES.set, { body: { rates: { SEK: 11.2 } } })).status).toBe(200);
  const fuel = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', type: 'percentage', amount: 12.5 } })).answer.id;
  const toll = (await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Toll', type: 'constant', amount: 55, currency: 'SEK' } }))
    .answer.id;
  const pricelist = (prices: number[], extra: Partial<PricelistBody> = {}): PricelistBody => ({
    name: 'General',
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    min_max_rule: 'min',
    surcharges: [fuel, toll],
    fare_groups: [
      {
        quantities: [
          { quantity: 100, unit: 'per_shipment' },
          { quantity: 500, unit: 'per_100kg' },
          { quantity: 1000, unit: 'per_100kg' },
          { quantity: 5000, unit: 'per_100kg' },
        ],
        zones: [
          { zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: setup.transitId, prices },
          { zone_from: setup.zones[1]!, zone_to: setup.zones[0]!, transit: null, minimum_amount: 40, prices: prices.map((p) => p * 2) },
        ],
      },
    ],
    ...extra,
  });
  const pricelistId = createdId((await client.call(PRICELIST_ROUTES.create, { body: pricelist([25, 20, 18, 16.35]) })).answer);
  const { token } = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer;
  /**
   * A call with the partner's token, which the typed client cannot send (no headers): a raw
   * request to `route`'s path, its answer read by `route`'s schema.
   */
  const bearer = async <R extends RouteDescriptor>(
    route: R,
    input: { params?: Record<string, string>; query?: Record<string, string>; body?: BodyInput<R> } = {},
  ) => {
    const search = new URLSearchParams(input.query).toString();
    const response = await app.app.inject({
      method: route.method,
      url: pathOf(route, input.params) + (search ? `?${search}` : ''),
      ...(input.body ? { payload: JSON.stringify(input.body) } : {}),
      headers: { authorization: `Bearer ${token}`, ...(input.body ? { 'content-type': 'application/json' } : {}) },
    });
    return new Called(route, response);
  };
  const priceWithToken = (body: PriceRequest) => bearer(PRICE_ROUTES.servicePrice, { body });
  const quoteWithToken = (id: string | null, reprice?: 'true') =>
    bearer(QUOTE_ROUTES.partnerQuote, { params: { id: String(id) }, query: reprice ? { reprice } : {} });
  /** Every save moves what a new price would be: prices, surcharges and rates. */
  const changeEverything = async (step: number) => {
    const params = { id: pricelistId };
    const { version } = (await client.call(PRICELIST_ROUTES.get, { params })).answer;
    const saved = await client.call(PRICELIST_ROUTES.update, { params, body: { ...pricelist([30 + step, 21, 19, 17.5]), version } });
    expect(saved.status, saved.response.body).toBe(200);
    expect((await saveSurcharge(client, fuel, { name: 'Fuel', type: 'percentage', amount: 14 + step })).status).toBe(200);
    expect((await saveSurcharge(client, toll, { name: 'Toll', type: 'constant', amount: 60, currency: 'SEK' })).status).toBe(200);
    expect((await admin.call(EXCHANGE_RATE_ROUTES.set, { body: { rates: { SEK: 10.9 + step / 10 } } })).status).toBe(200);
  };
  return { ...carrier, setup, client, bearer, priceWithToken, quoteWithToken, pricelistId, fuel, changeEverything };
}

const request = (weight: number, extra: Partial<PriceRequest> = {}): PriceRequest => ({
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 1, type: 'colli', weight }],
  ...extra,
});

describeEachDatabase('quotes', (use) => {
  // A name is one line, so no tab or line break of its own; the answer's JSON still
  // escapes them, and copy-rows.test.ts sends raw ones through COPY.
  it('records an answer whose names hold what COPY gives a meaning to (backslash, \\N, escapes) as it was sent', async () => {
    const { client, priceWithToken, quoteWithToken, pricelistId } = await quotedCarrier(use());
    const params = { id: pricelistId };
    const pricelist = (await client.call(PRICELIST_ROUTES.get, { params })).answer;
    const odd = await client.call(SURCHARGE_ROUTES.create, { body: { name: 'Odd \\N \\t "q" \\n line\\', type: 'constant', amount: 3 } });
    expect(odd.answer.id, odd.response.body).toBeTypeOf('number');
    const saved = await client.call(PRICELIST_ROUTES.update, {
      params,
      body: { ...pricelist, surcharges: [...pricelist.surcharges, odd.answer.id] },
    });
    expect(saved.status, saved.response.body).toBe(200);
    const [given] = (await priceWithToken(request(480))).answer;
    expect(given?.charges.map((c) => c.charge)).toContain('Odd \\N \\t "q" \\n line\\');
    const quote = (await quoteWithToken(given!.quote_id, 'true')).answer;
    expect(quote.answer).toEqual(given);
    expect(quote.identical).toBe(true);
  });

  it('keeps no answer but its figures, and gives it back priced again: the pricelist named as at its version, none once it gives another', async () => {
    const { client, priceWithToken, quoteWithToken, pricelistId, setup } = await quotedCarrier(use());
    const [given] = (await priceWithToken(request(480))).answer;
    if (!given?.quote_id) throw new Error('no quote given');
    await use().app.quotes.flush();
    const columns = await use().database.executeSql(
      `select attname from pg_attribute where attrelid = 'quotes'::regclass and attnum > 0 and not attisdropped and attname = 'answer'`,
    );
    expect(columns.rows).toEqual([]);
    const [kept] = (
      await sql<{ request: string; total: string; freight: string; delivery_date: string }>`select request, total, freight,
        to_char(delivery_date, 'YYYY-MM-DD') as delivery_date from quotes where id = ${given.quote_id}`.execute(use().database.db)
    ).rows;
    expect(JSON.parse(kept!.request)).toEqual({ shipments: [{ quantity: 1, type: 'colli', weight: 480 }] });
    expect({ total: Number(kept!.total), freight: Number(kept!.freight), delivery_date: kept!.delivery_date }).toEqual({
      total: given.total,
      freight: given.charges[0]?.amount,
      delivery_date: given.delivery_date,
    });

    // Renamed since: the answer names the pricelist as at the quote's version.
    const pricelist = (await client.call(PRICELIST_ROUTES.get, { params: { id: pricelistId } })).answer;
    expect(
      (await client.call(PRICELIST_ROUTES.update, { params: { id: pricelistId }, body: { ...pricelist, name: 'Renamed' } })).status,
    ).toBe(200);
    for (const reprice of [undefined, 'true' as const]) {
      const quote = (await quoteWithToken(given.quote_id, reprice)).answer;
      expect(quote.answer).toEqual(given);
      expect(quote).toMatchObject({ total: given.total, currency: given.currency });
    }
    expect((await quoteWithToken(given.quote_id, 'true')).answer.identical).toBe(true);
    expect((await client.call(QUOTE_ROUTES.get, { params: { id: given.quote_id } })).answer).toMatchObject({
      answer: given,
      answer_missing: null,
    });

    // Transit times are not versioned (decision 7): longer since, the quote priced again gives
    // another delivery date, so its answer is not known; its total as given stands.
    // (A transit has no version: the save sends none, as the loaded one had none.)
    const transit = await client.call(TRANSIT_ROUTES.update, {
      params: { id: setup.transitId },
      body: { name: '5 days', transit_time: 5 },
    });
    expect(transit.status, transit.response.body).toBe(200);
    const changed = (await quoteWithToken(given.quote_id, 'true')).answer;
    expect(changed).toMatchObject({ answer: null, total: given.total, identical: false, repriced: { total: given.total } });
    expect(changed.repriced?.delivery_date).not.toBe(given.delivery_date);
    const view = (await client.call(QUOTE_ROUTES.get, { params: { id: given.quote_id } })).answer;
    expect(view).toMatchObject({ answer: null, total: given.total });
    expect(view.answer_missing).toMatch(/gives another price or delivery date: zones, areas, transit times or conditions/);
  });

  it('answers a quote as given, with its request and versions; a reprice after every kind of change gives it to the cent', async () => {
    const { priceWithToken, quoteWithToken, pricelistId, changeEverything } = await quotedCarrier(use());
    const priced = await priceWithToken(request(480, { adr: true }));
    expect(priced.status, priced.response.body).toBe(200);
    const [given] = priced.answer;
    expect(given?.total).not.toBeNull();

    const quote = await quoteWithToken(given!.quote_id);
    expect(quote.status, quote.response.body).toBe(200);
    expect(quote.answer.answer).toEqual(given);
    expect(quote.answer.request).toMatchObject({ adr: true, frigo: false, shipments: [{ weight: 480 }] });
    expect(quote.answer.versions).toMatchObject({
      pricelist: { id: pricelistId, version: 1 },
      surcharges: [{ version: 1 }, { version: 1 }],
    });

    await changeEverything(1);
    const today = (await priceWithToken(request(480, { adr: true }))).answer[0];
    expect(today?.total).not.toBe(given?.total);
    const again = (await quoteWithToken(given!.quote_id, 'true')).answer;
    expect({ ...again.repriced, quote_id: given?.quote_id }).toEqual(given);
    expect(again.identical).toBe(true);
  });

  it("reprices on the pricing cache's compiled data: as it is for the quote's surcharge versions, else with them compiled on it", async () => {
    const app = use();
    const { client, priceWithToken, quoteWithToken, pricelistId, fuel } = await quotedCarrier(app);
    const [before] = (await priceWithToken(request(480))).answer;
    if (!before?.quote_id) throw new Error('no quote given');
    const reprice = async (quoteId: string | null) => {
      const start = { ...repricePaths };
      const quote = (await quoteWithToken(quoteId, 'true')).answer;
      const paths = Object.fromEntries(Object.entries(repricePaths).map(([path, n]) => [path, n - start[path as keyof typeof start]]));
      return { quote, paths };
    };
    // Nothing changed: the held reference data, only the pricelist's version compiled.
    expect(await reprice(before.quote_id)).toMatchObject({ quote: { identical: true }, paths: { held: 1, surcharges: 0, full: 0 } });

    // A new pricelist version alone: still the held reference data, the quote's own version compiled.
    const loaded = (await client.call(PRICELIST_ROUTES.get, { params: { id: pricelistId } })).answer;
    const fare = loaded.fare_groups[0]!;
    const saved = await client.call(PRICELIST_ROUTES.update, {
      params: { id: pricelistId },
      body: {
        ...loaded,
        // (p ?? 0) + 3 is p + 3 as JavaScript adds a null; the grid has none.
        fare_groups: [{ ...fare, zones: fare.zones.map((z) => ({ ...z, prices: z.prices.map((p) => (p ?? 0) + 3) })) }],
      },
    });
    expect(saved.status, saved.response.body).toBe(200);
    const onOlderPricelist = await reprice(before.quote_id);
    expect(onOlderPricelist).toMatchObject({ quote: { identical: true }, paths: { held: 1, surcharges: 0, full: 0 } });
    expect({ ...onOlderPricelist.quote.repriced, quote_id: before.quote_id }).toEqual(before);

    // A surcharge changed since: the quote's version of it compiled on the held areas and zones.
    expect((await saveSurcharge(client, fuel, { name: 'Fuel', type: 'percentage', amount: 20 })).status).toBe(200);
    const [after] = (await priceWithToken(request(480))).answer;
    expect(after?.total).not.toBe(before.total);
    const onOlderSurcharge = await reprice(before.quote_id);
    expect(onOlderSurcharge).toMatchObject({ quote: { identical: true }, paths: { held: 0, surcharges: 1, full: 0 } });
    expect({ ...onOlderSurcharge.quote.repriced, quote_id: before.quote_id }).toEqual(before);
    // A quote priced after it is on the compiled versions again.
    expect(await reprice(after!.quote_id)).toMatchObject({ quote: { identical: true }, paths: { held: 1, surcharges: 0, full: 0 } });

    // The cache not the latest (a change in another process a moment ago): the records read, the same answer.
    vi.spyOn(app.app.pricing.cache, 'current').mockResolvedValueOnce(null);
    const read = await reprice(before.quote_id);
    expect(read).toMatchObject({ quote: { identical: true }, paths: { held: 0, surcharges: 0, full: 1 } });
    expect(read.quote.repriced).toEqual(onOlderSurcharge.quote.repriced);
  });

  // 13 s on a loaded 2-core machine (load average 20 to 30, two busy loops beside it): 3x that.
  it('reprices any recorded request on its stored versions to the same answer (property)', async () => {
    const { priceWithToken, quoteWithToken, changeEverything } = await quotedCarrier(use());
    const requests = fc.record({
      weight: fc.integer({ min: 1, max: 2_000_000 }).map((g) => g / 1000),
      quantity: fc.integer({ min: 1, max: 4 }),
      type: fc.constantFrom('colli', 'eur_pallet', 'fin_pallet'),
      reverse: fc.boolean(),
      adr: fc.boolean(),
      tail_lift: fc.boolean(),
      date: fc.option(fc.constantFrom('2026-12-24', '2027-03-01', '2027-06-19'), { nil: undefined }),
    });
    const samples = fc.sample(requests, { numRuns: 30, seed: 17 });
    const quoteIds: { id: string; given: unknown }[] = [];
    const unpriced: string[] = [];
    for (const [i, r] of samples.entries()) {
      const [from, to] = r.reverse ? ['11415', '10115'] : ['10115', '11415'];
      const body: PriceRequest = {
        collection: { country: 'EE', postcode: from },
        delivery: { country: 'EE', postcode: to },
        shipments: [{ quantity: r.quantity, type: r.type, weight: r.weight }],
        adr: r.adr,
        tail_lift: r.tail_lift,
        ...(r.date ? { date: r.date } : {}),
      };
      const [given] = (await priceWithToken(body)).answer;
      if (given?.quote_id) quoteIds.push({ id: given.quote_id, given });
      else unpriced.push(given!.errors);
      // The data moves between requests, so the quotes span several versions.
      if (i % 10 === 9) await changeEverything(i);
    }
    expect(quoteIds.length, unpriced.join('; ')).toBeGreaterThan(20);
    for (const { id, given } of quoteIds) {
      const again = (await quoteWithToken(id, 'true')).answer;
      expect({ ...again.repriced, quote_id: id }).toEqual(given);
      expect(again.identical).toBe(true);
    }
  }, 40_000);

  it("a booking confirms the quoted price, not today's", async () => {
    const { bearer, priceWithToken, quoteWithToken, changeEverything } = await quotedCarrier(use());
    const [given] = (await priceWithToken(request(300))).answer;
    if (!given?.quote_id) throw new Error('no quote given');
    await changeEverything(2);
    const booked = await bearer(PRICE_ROUTES.book, { body: { quote_id: given.quote_id } });
    expect(booked.status, booked.response.body).toBe(201);
    expect(booked.answer).toEqual({ quote_id: given.quote_id, booked: true, total: given.total, currency: given.currency });
    expect((await quoteWithToken(given.quote_id)).answer.booked_at).not.toBeNull();
  });

  it("404 for another partner's quote, a malformed id, 422 for a bad reprice flag", async () => {
    const mine = await quotedCarrier(use());
    const [given] = (await mine.client.call(PRICE_ROUTES.servicePrice, { body: request(300) })).answer;
    if (!given?.quote_id) throw new Error('no quote given');
    // The calculator priced it for no partner: the partner's token does not see it; the calculator does.
    expect((await mine.quoteWithToken(given.quote_id)).status).toBe(404);
    expect((await mine.client.call(QUOTE_ROUTES.partnerQuote, { params: { id: given.quote_id } })).status).toBe(200);
    expect((await mine.client.call(QUOTE_ROUTES.partnerQuote, { params: { id: 'not-a-uuid' } })).status).toBe(404);
    // A flag its type forbids goes out untyped.
    expect((await mine.client.get(`/api/v1/quotes/${given.quote_id}?reprice=yes`)).statusCode).toBe(422);
  });

  it('reads a quote recorded before one-line fields refused control characters', async () => {
    const { priceWithToken, quoteWithToken } = await quotedCarrier(use());
    const [given] = (await priceWithToken(request(480, { reference: 'PO-1' }))).answer;
    if (!given?.quote_id) throw new Error('no quote given');
    // A reference with a line break, as a request could carry before references became one line.
    expect((await priceWithToken(request(480, { reference: 'PO\n1' }))).status).toBe(422);
    await use().app.quotes.flush();
    const { db } = use().database;
    await db.updateTable('quotes').set({ reference: 'PO\n1' }).where('id', '=', given.quote_id).execute();
    const quote = await quoteWithToken(given.quote_id, 'true');
    expect(quote.status, quote.response.body).toBe(200);
    expect(quote.answer.request?.reference).toBe('PO\n1');
    expect(quote.answer.identical).toBe(true);
  });

  it("the daily job moves the reference search's pending entries into its indexes; the search finds the same", async () => {
    const { client, priceWithToken } = await quotedCarrier(use());
    const { db } = use().database;
    const search = async () =>
      (await client.call(QUOTE_ROUTES.search, { query: { reference: 'po-77' } })).answer.items.map((q) => q.quote_id);
    const first = (await priceWithToken(request(100, { reference: 'PO-771' }))).answer[0]?.quote_id;
    await use().app.quotes.flush();
    expect(await flushQuoteSearchEntries(db)).toBeGreaterThan(0);
    expect(await flushQuoteSearchEntries(db)).toBe(0);
    const second = (await priceWithToken(request(200, { reference: 'PO-772' }))).answer[0]?.quote_id;
    await use().app.quotes.flush();
    await maintainQuotes(db);
    expect(await flushQuoteSearchEntries(db)).toBe(0);
    expect((await search()).sort()).toEqual([first, second].sort());
  });

  it("drops months older than every carrier's retention, deletes a shorter one's older quotes, keeps the rest repricing identically", async () => {
    const long = await quotedCarrier(use());
    const short = await quotedCarrier(use());
    const saved = await short.client.call(CARRIER_SETTINGS_ROUTES.set, { body: { quote_retention_months: 12 } });
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.answer.quote_retention_months).toBe(12);
    expect((await long.client.call(CARRIER_SETTINGS_ROUTES.get)).answer.quote_retention_months).toBe(36);
    expect((await short.client.call(CARRIER_SETTINGS_ROUTES.set, { body: { quote_retention_months: 121 } })).error).toMatchObject({
      errors: { quote_retention_months: 'must be at most 120 months' },
    });
    const price = async (carrier: typeof long, weight: number) => {
      const [given] = (await carrier.priceWithToken(request(weight))).answer;
      if (!given?.quote_id) throw new Error('no quote given');
      return { ...given, quote_id: given.quote_id };
    };
    type Quoted = Awaited<ReturnType<typeof price>>;
    const longQuotes: [Quoted, Quoted, Quoted] = [await price(long, 100), await price(long, 200), await price(long, 300)];
    const shortQuotes: [Quoted, Quoted] = [await price(short, 100), await price(short, 200)];
    await use().app.quotes.flush();
    const { db } = use().database;
    const now = new Date();
    const monthsAgo = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15, 12));
    const move = (quoteId: string, at: Date) => db.updateTable('quotes').set({ created_at: at }).where('id', '=', quoteId).execute();
    // 40 months back has a partition (made here, as the job made it then); 20 and 11 months back
    // have none, so those rows wait in the default partition until the job makes their months.
    await ensureQuotePartition(db, monthStart(now, -40));
    await move(longQuotes[0].quote_id, monthsAgo(40));
    await move(longQuotes[1].quote_id, monthsAgo(20));
    await move(shortQuotes[0].quote_id, monthsAgo(20));
    await move(shortQuotes[1].quote_id, monthsAgo(11));
    const partitionOf = async (quoteId: string) =>
      (await sql<{ part: string }>`select tableoid::regclass::text as part from quotes where id = ${quoteId}`.execute(db)).rows[0]?.part;
    expect(await partitionOf(longQuotes[1].quote_id)).toBe('quotes_default');

    const done = await maintainQuotes(db, now);
    const partName = (months: number) => `quotes_p${monthStart(now, -months).toISOString().slice(0, 7).replace('-', '')}`;
    expect(done.dropped).toContain(partName(40));
    expect(done.made).toEqual(
      expect.arrayContaining([monthStart(now, -20), monthStart(now, -11)].map((m) => m.toISOString().slice(0, 10))),
    );
    expect(done.deleted).toBeGreaterThanOrEqual(1);
    const left = async (carrierId: number) =>
      (await db.selectFrom('quotes').select('id').where('carrier_id', '=', carrierId).execute()).map((q) => q.id).sort();
    expect(await left(long.carrierId)).toEqual([longQuotes[1].quote_id, longQuotes[2].quote_id].sort());
    expect(await left(short.carrierId)).toEqual([shortQuotes[1].quote_id]);
    expect(await partitionOf(longQuotes[1].quote_id)).toBe(partName(20));
    expect(await partitionOf(shortQuotes[1].quote_id)).toBe(partName(11));
    expect((await long.quoteWithToken(longQuotes[0].quote_id)).status).toBe(404);
    expect((await short.quoteWithToken(shortQuotes[0].quote_id)).status).toBe(404);
    // The roll-ups went with the quotes: what is left of them is what the kept quotes count.
    const rolled = async (carrierId: number) =>
      (
        await db
          .selectFrom('quote_daily_cells')
          .select(['day', sql<number>`sum(hits)::int`.as('hits')])
          .where('carrier_id', '=', carrierId)
          .groupBy('day')
          .having(sql<number>`sum(hits)`, '>', 0)
          .orderBy('day')
          .execute()
      ).map((r) => [r.day, r.hits]);
    const dayOf = (at: Date) => at.toISOString().slice(0, 10);
    expect(await rolled(short.carrierId)).toEqual([[dayOf(monthsAgo(11)), 1]]);
    expect(await rolled(long.carrierId)).toEqual([
      [dayOf(monthsAgo(20)), 1],
      [dayOf(now), 1],
    ]);
    // A kept quote reprices to the cent on the versions it recorded, after the job; one moved 20
    // months back (its dates would follow its moved day) is read from its new month's partition.
    const kept = (await long.quoteWithToken(longQuotes[2].quote_id, 'true')).answer;
    expect({ ...kept.repriced, quote_id: longQuotes[2].quote_id }).toEqual(longQuotes[2]);
    expect(kept.identical).toBe(true);
    const moved = await long.quoteWithToken(longQuotes[1].quote_id);
    expect([moved.status, moved.answer.total]).toEqual([200, longQuotes[1].total]);
    // A second run finds nothing more to do.
    expect(await maintainQuotes(db, now)).toEqual({ made: [], dropped: [], deleted: 0 });
  });

  it('records a quote of a month without a partition (the default one keeps it), and its month moves out when made', async () => {
    const { priceWithToken, quoteWithToken, carrierId } = await quotedCarrier(use());
    const [given] = (await priceWithToken(request(250))).answer;
    if (!given?.quote_id) throw new Error('no quote given');
    await use().app.quotes.flush();
    const { db } = use().database;
    // Far ahead: beyond the months the job makes.
    const far = new Date(Date.UTC(new Date().getUTCFullYear() + 5, 6, 4, 9));
    await db.updateTable('quotes').set({ created_at: far }).where('id', '=', given.quote_id).execute();
    const where = async () =>
      (await sql<{ part: string }>`select tableoid::regclass::text as part from quotes where id = ${given.quote_id}`.execute(db)).rows[0]
        ?.part;
    expect(await where()).toBe('quotes_default');
    expect((await maintainQuotes(db)).made).not.toContain(far.toISOString().slice(0, 8) + '01');
    expect((await quoteWithToken(given.quote_id)).status).toBe(200);
    // Its month is made (as the job does once it is near), and its row moves into it, counted once.
    expect(await ensureQuotePartition(db, monthStart(far))).toBe(true);
    expect(await where()).toBe(`quotes_p${far.toISOString().slice(0, 7).replace('-', '')}`);
    // (Moving a row by an update leaves its old day's roll-up at zero: counted nowhere.)
    const cells = await db
      .selectFrom('quote_daily_cells')
      .select(['day', 'hits'])
      .where('carrier_id', '=', carrierId)
      .where('hits', '>', 0)
      .execute();
    expect(cells).toEqual([{ day: far.toISOString().slice(0, 10), hits: 1 }]);
  });
});
