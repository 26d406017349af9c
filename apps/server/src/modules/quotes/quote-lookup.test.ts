import { PRICE_ROUTES, QUOTE_ROUTES, type QueryInput } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';
import { countQuotes } from './quotes.repository';

/** A carrier with one general pricelist on two zones (EE 10xxx, EE 11xxx), signed in as its owner. */
async function pricedCarrier(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const pricelistId = await postOneCellPricelist(client, setup, { name: 'Lookup list', unit: 'per_shipment', price: 42.5 });
  /** Prices one colli from 10115 to 11415 in the calculator, for the partner or none; answers the result. */
  const price = async (customer: number | null = null, reference?: string) => {
    const answer = await client.call(PRICE_ROUTES.servicePrice, {
      body: {
        ...(reference === undefined ? {} : { reference }),
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli', weight: 120 }],
        ...(customer === null ? {} : { customer }),
      },
    });
    expect(answer.status, answer.response.body).toBe(200);
    const [result] = answer.answer;
    expect(result?.quote_id, result?.errors).toBeTypeOf('string');
    if (!result?.quote_id) throw new Error('not priced');
    return { ...result, quote_id: result.quote_id };
  };
  return { ...carrier, setup, client, pricelistId, price };
}

type QuoteSearch = Partial<QueryInput<typeof QUOTE_ROUTES.search>>;

describeEachDatabase('quote lookup (/fe/quotes)', (use) => {
  it("shows a quote just priced (still in the writer's buffer) with its lane, names and answer; another carrier's id is 404", async () => {
    const mine = await pricedCarrier(use());
    const given = await mine.price(mine.setup.partnerId);
    // No flush here: the route flushes the buffered quotes itself.
    const read = await mine.client.call(QUOTE_ROUTES.get, { params: { id: given.quote_id } });
    expect(read.status, read.response.body).toBe(200);
    const quote = read.answer;
    expect(quote).toMatchObject({
      quote_id: given.quote_id,
      booked_at: null,
      via_tms: false,
      customer: { id: mine.setup.partnerId },
      service: { id: mine.setup.serviceId },
      pricelist: { id: mine.pricelistId, name: 'Lookup list', version: 1 },
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'EE', postcode: '11415' },
      total: given.total,
      currency: given.currency,
    });
    expect(quote.answer).toEqual(given);

    const other = await pricedCarrier(use());
    expect((await other.client.call(QUOTE_ROUTES.get, { params: { id: given.quote_id } })).status).toBe(404);
    expect((await other.client.call(QUOTE_ROUTES.search, { query: { quote: given.quote_id } })).answer).toEqual({ items: [], count: 0 });
    expect((await mine.client.call(QUOTE_ROUTES.get, { params: { id: 'not-a-quote' } })).status).toBe(404);
    expect((await mine.client.call(QUOTE_ROUTES.get, { params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it("searches the carrier's quotes by id, partner (or none) and days in the carrier's time zone, newest first", async () => {
    const mine = await pricedCarrier(use());
    const general = await mine.price();
    const forPartner = await mine.price(mine.setup.partnerId, 'PO-4711/B');
    const old = await mine.price(mine.setup.partnerId);
    await use().app.quotes.flush();
    await use()
      .database.db.updateTable('quotes')
      .set({ created_at: new Date('2024-03-10T22:30:00Z') }) // 11 March 00:30 in Tallinn
      .where('id', '=', old.quote_id)
      .execute();
    const search = (query: QuoteSearch) => mine.client.call(QUOTE_ROUTES.search, { query });
    const ids = async (query: QuoteSearch) => {
      const answer = await search(query);
      expect(answer.status, answer.response.body).toBe(200);
      return answer.answer.items.map((q) => q.quote_id);
    };
    expect(await ids({})).toEqual([forPartner.quote_id, general.quote_id, old.quote_id]);
    expect(await ids({ quote: general.quote_id })).toEqual([general.quote_id]);
    expect(await ids({ customer: 'general' })).toEqual([general.quote_id]);
    expect(await ids({ customer: String(mine.setup.partnerId) })).toEqual([forPartner.quote_id, old.quote_id]);
    // The request's reference, found by any part of it in any case.
    expect(await ids({ reference: '4711/b' })).toEqual([forPartner.quote_id]);
    expect(await ids({ reference: 'PO-9' })).toEqual([]);
    // The carrier's day (Europe/Tallinn): 22:30 UTC on the 10th is the 11th there.
    expect(await ids({ from: '2024-03-11', to: '2024-03-11' })).toEqual([old.quote_id]);
    expect(await ids({ from: '2024-03-09', to: '2024-03-10' })).toEqual([]);
    expect(await ids({ from: '2025-01-01' })).not.toContain(old.quote_id);
    const list = (await search({ quote: forPartner.quote_id })).answer;
    expect(list.count).toBe(1);
    expect((await search({})).answer.count).toBe(3);
    // A count stops where it is asked to (the list's: 10,000 past its page), not at the last of years of quotes.
    const db = use().database.db;
    expect(await countQuotes(db, mine.carrierId, {}, 'Europe/Tallinn', 2)).toBe(2);
    expect(await countQuotes(db, mine.carrierId, {}, 'Europe/Tallinn')).toBe(3);
    expect(list.items[0]).toMatchObject({
      customer: { id: mine.setup.partnerId },
      pricelist: { name: 'Lookup list' },
      total: forPartner.total,
      reference: 'PO-4711/B',
    });

    for (const [query, field] of [
      [{ from: '2024-03-12', to: '2024-03-11' }, 'to'],
      [{ quote: '123' }, 'quote'],
      [{ customer: 'acme' }, 'customer'],
      [{ from: '11.03.2024' }, 'from'],
    ] as const) {
      const refused = await search(query);
      expect(refused.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(refused.error.errors ?? {})).toContain(field);
    }
  });

  it('pages a search by reference newest first, whether its recent months hold a page or not', async () => {
    const mine = await pricedCarrier(use());
    const priced: string[] = [];
    for (let i = 0; i < 30; i++) priced.push((await mine.price(null, `LANE-${i}`)).quote_id);
    await mine.price(null, 'OTHER');
    await use().app.quotes.flush();
    const db = use().database.db;
    // Quote i priced i days before the newest; from `older` on, a year earlier still.
    const spread = async (older: number) => {
      for (const [i, id] of priced.entries())
        await db
          .updateTable('quotes')
          .set({ created_at: new Date(Date.now() - (i + (i >= older ? 365 : 0)) * 86_400_000) })
          .where('id', '=', id)
          .execute();
    };
    const page = async (n: number) => {
      const answer = await mine.client.call(QUOTE_ROUTES.search, { query: { reference: 'lane-', page: n } });
      expect(answer.status, answer.response.body).toBe(200);
      return answer.answer;
    };
    // The recent days hold the first page and part of the second; then only a few of the first.
    for (const older of [27, 4]) {
      await spread(older);
      const [first, second] = [await page(1), await page(2)];
      expect(
        first.items.map((q) => q.quote_id),
        `older from ${older}`,
      ).toEqual(priced.slice(0, 25));
      expect(
        second.items.map((q) => q.quote_id),
        `older from ${older}`,
      ).toEqual(priced.slice(25));
      expect(first.count).toBe(30);
    }
  });

  it('is open to whoever reads pricelists (statistics) or has the calculator; 403 for anyone else', async () => {
    const mine = await pricedCarrier(use());
    const given = await mine.price();
    const db = use().database.db;
    const signIn = async (options: Parameters<typeof createRole>[2]) => {
      const user = await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, options) });
      return use().client().login(user.email, PASSWORD);
    };
    const calculatorOnly = await signIn({ level: 'none', calculator: true });
    const pricelistsRead = await signIn({ level: 'none', calculator: false, levels: { pricelists: 'read' } });
    const neither = await signIn({ level: 'read', calculator: false, levels: { pricelists: 'none' } });
    const params = { id: given.quote_id };
    expect((await calculatorOnly.call(QUOTE_ROUTES.get, { params })).status).toBe(200);
    expect((await pricelistsRead.call(QUOTE_ROUTES.search)).status).toBe(200);
    expect((await neither.call(QUOTE_ROUTES.get, { params })).status).toBe(403);
    expect((await neither.call(QUOTE_ROUTES.search)).status).toBe(403);
  });

  it("finds a quote by the short id the screens show (its last 8 characters), only among the carrier's; says when two share it", async () => {
    const mine = await pricedCarrier(use());
    const given = await mine.price(mine.setup.partnerId);
    const short = given.quote_id.slice(-8);
    // No flush: a short id finds a quote still in the writer's buffer, as a whole id does.
    const get = (id: string) => mine.client.call(QUOTE_ROUTES.get, { params: { id } });
    const search = (quote: string) => mine.client.call(QUOTE_ROUTES.search, { query: { quote } });
    const read = await get(short);
    expect(read.status, read.response.body).toBe(200);
    expect(read.answer).toMatchObject({ quote_id: given.quote_id, total: given.total });
    expect((await get(short.toUpperCase())).answer.quote_id).toBe(given.quote_id);
    const found = (await search(short)).answer;
    expect(found.items.map((q) => q.quote_id)).toEqual([given.quote_id]);

    // Another carrier's quote: not found by its short id, neither alone nor beside one of mine that shares it.
    const other = await pricedCarrier(use());
    const theirs = await other.price();
    await use().app.quotes.flush();
    expect((await get(theirs.quote_id.slice(-8))).status).toBe(404);
    expect((await search(theirs.quote_id.slice(-8))).answer).toEqual({ items: [], count: 0 });
    const db = use().database.db;
    const sameEnd = (id: string) => id.slice(0, -8) + short;
    await db
      .updateTable('quotes')
      .set({ id: sameEnd(theirs.quote_id) })
      .where('id', '=', theirs.quote_id)
      .execute();
    expect((await get(short)).answer.quote_id).toBe(given.quote_id);

    // Two of mine ending alike: the short id names neither, the search shows both.
    const twin = await mine.price();
    await use().app.quotes.flush();
    await db
      .updateTable('quotes')
      .set({ id: sameEnd(twin.quote_id) })
      .where('id', '=', twin.quote_id)
      .execute();
    const ambiguous = await get(short);
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.error.message).toBe(
      `More than one quote ends in ${short}: open it by its whole id (36 characters, on the quote's page and in the booking), or search the list by partner and days`,
    );
    expect((await search(short)).answer.count).toBe(2);
    // Neither a whole id nor 8 characters: no quote (the path) or refused naming the field (the search).
    expect((await get(short.slice(1))).status).toBe(404);
    expect((await get(`${short.slice(0, 7)}g`)).status).toBe(404);
    const refused = await search(short.slice(1));
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ quote: 'must be a quote id or its last 8 characters' });
  });
});
