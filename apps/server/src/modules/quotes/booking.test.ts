import { PARTNER_ROUTES, PRICE_ROUTES, QUOTE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { Called, describeEachDatabase, type TestApp } from '../../../test/helpers';
import { bookQuote, isShipmentBooked } from './quotes.repository';

/**
 * A carrier with two services on one lane (EE 10xxx to EE 11xxx), so a request priced for no
 * service in particular gives two quotes of one shipment; its owner signed in and its partner's token.
 */
async function twoServiceCarrier(app: TestApp) {
  const db = app.database.db;
  const carrier = await createCarrier(db);
  const setup = await createPricingSetup(db, carrier.carrierId, { zones: 2 });
  const express = await db
    .insertInto('services')
    .values({ carrier_id: carrier.carrierId, name: 'Express', code: `EXP${carrier.carrierId}`, cargoson_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  await postOneCellPricelist(client, setup, { name: 'Groupage list', unit: 'per_shipment', price: 40 });
  await postOneCellPricelist(client, { ...setup, serviceId: express.id }, { name: 'Express list', unit: 'per_shipment', price: 65 });
  const { token } = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer;
  /** Books `quote_id` with the partner's token, which the typed client cannot send (no headers); the answer read by the route's schema. */
  const bookWithToken = async (quote_id: string) =>
    new Called(
      PRICE_ROUTES.book,
      await app.app.inject({
        method: PRICE_ROUTES.book.method,
        url: PRICE_ROUTES.book.path,
        payload: { quote_id },
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  /** Prices one shipment (for the partner by default) on every service: its quotes' ids, one per service. */
  const quoteShipment = async (customer: number | null = setup.partnerId): Promise<[string, string]> => {
    const answer = await client.call(PRICE_ROUTES.servicePrice, {
      body: {
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli', weight: 120 }],
        ...(customer === null ? {} : { customer }),
      },
    });
    expect(answer.status, answer.response.body).toBe(200);
    const ids = answer.answer.map((r) => r.quote_id);
    expect(ids).toHaveLength(2);
    const [first, second] = ids;
    if (!first || !second) throw new Error(`not priced on both services: ${answer.response.body}`);
    return [first, second];
  };
  /** Books a quote as the signed-in `user` (staff booking for the partner). */
  const book = (user: typeof client, id: string) => user.call(QUOTE_ROUTES.book, { params: { id } });
  const view = async (id: string) => (await client.call(QUOTE_ROUTES.get, { params: { id } })).answer;
  return { ...carrier, setup, client, bookWithToken, book, view, quoteShipment };
}

describeEachDatabase('bookings', (use) => {
  it('staff book a quote for its partner: its quoted price, who booked it on the quote and in the list', async () => {
    const mine = await twoServiceCarrier(use());
    const [groupage] = await mine.quoteShipment();
    const booked = await mine.book(mine.client, groupage);
    expect(booked.status, booked.response.body).toBe(201);
    expect(booked.answer).toEqual({ quote_id: groupage, booked: true, total: 40, currency: 'EUR' });

    const view = await mine.view(groupage);
    expect(view.booked_at).not.toBeNull();
    expect(view.booked_by).toEqual({ id: mine.owner.id, name: mine.owner.name });
    const row = await use()
      .database.db.selectFrom('quotes')
      .select(['booked_by', 'booked_by_name', 'booked_at'])
      .where('id', '=', groupage)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ booked_by: mine.owner.id, booked_by_name: mine.owner.name });
    const list = (await mine.client.call(QUOTE_ROUTES.search, { query: { quote: groupage } })).answer;
    expect(list.items[0]?.booked_by).toEqual({ id: mine.owner.id, name: mine.owner.name });
    // The list's Booked filter (the home page's "Bookings today" opens it): booked only, or not booked only.
    const ids = async (booked: 'true' | 'false') =>
      (await mine.client.call(QUOTE_ROUTES.search, { query: { booked } })).answer.items.map((q) => q.quote_id);
    expect(await ids('true')).toEqual([groupage]);
    expect(await ids('false')).not.toContain(groupage);
    expect((await ids('false')).length).toBeGreaterThan(0);
    // A flag its type forbids goes out untyped.
    const wrong = await mine.client.get('/fe/quotes?booked=maybe');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ booked: 'must be true or false' });

    // Booked once: the same quote again is refused.
    const again = await mine.book(mine.client, groupage);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('The quote is already booked');
  });

  it("a partner's own booking keeps no user; a quote priced without a partner cannot be booked for one", async () => {
    const mine = await twoServiceCarrier(use());
    const [byToken] = await mine.quoteShipment();
    expect((await mine.bookWithToken(byToken)).status).toBe(201);
    expect((await mine.view(byToken)).booked_by).toBeNull();

    const [general] = await mine.quoteShipment(null);
    const refused = await mine.book(mine.client, general);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(
      'This quote was priced without a partner, so it cannot be booked for one: price it for the partner first',
    );
    expect((await mine.view(general)).booked_at).toBeNull();
  });

  it("needs write on partners; another carrier's quote is 404 and stays unbooked", async () => {
    const mine = await twoServiceCarrier(use());
    const [quote] = await mine.quoteShipment();
    const reader = await createUser(use().database.db, {
      carrierId: mine.carrierId,
      roleId: await createRole(use().database.db, mine.carrierId, { level: 'write', levels: { partners: 'read' } }),
    });
    const readerClient = await use().client().login(reader.email, PASSWORD);
    expect((await mine.book(readerClient, quote)).status).toBe(403);

    const other = await twoServiceCarrier(use());
    const foreign = await other.book(other.client, quote);
    expect(foreign.status).toBe(404);
    expect((await other.book(other.client, 'not-a-quote')).status).toBe(404);
    expect((await mine.view(quote)).booked_at).toBeNull();
  });

  it("books one quote of a shipment: another service's quote is refused, naming the booked one, for staff and partner alike", async () => {
    const mine = await twoServiceCarrier(use());
    const [groupage, express] = await mine.quoteShipment();
    expect((await mine.bookWithToken(express)).status).toBe(201);
    // The other quote's page says so before anyone tries; the booked one names no other.
    expect((await mine.view(groupage)).shipment_booked_as).toBe(express);
    expect((await mine.view(express)).shipment_booked_as).toBeNull();

    const byStaff = await mine.book(mine.client, groupage);
    expect(byStaff.status).toBe(409);
    expect(byStaff.error).toMatchObject({
      code: 'CONFLICT',
      message: `This shipment is already booked as quote ${express.slice(-8)} (another service of the same request): a shipment is booked once`,
      booked_quote_id: express,
    });
    const byPartner = await mine.bookWithToken(groupage);
    expect(byPartner.status).toBe(409);
    expect(byPartner.error.booked_quote_id).toBe(express);
    expect((await mine.view(groupage)).booked_at).toBeNull();

    // Another shipment of the same lane, a moment later, is a shipment of its own.
    const [next] = await mine.quoteShipment();
    expect((await mine.book(mine.client, next)).status).toBe(201);
  });

  it('two bookings of one shipment at once: one wins, the other is refused, whoever books', async () => {
    const mine = await twoServiceCarrier(use());
    for (let round = 0; round < 4; round++) {
      const [groupage, express] = await mine.quoteShipment();
      // Written before the race, so both bookings go straight to the database.
      await use().app.quotes.flush();
      const answers = await Promise.all([mine.book(mine.client, groupage), mine.bookWithToken(express)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const booked = await use()
        .database.db.selectFrom('quotes')
        .select('id')
        .where('id', 'in', [groupage, express])
        .where('booked_at', 'is not', null)
        .execute();
      expect(booked).toHaveLength(1);
    }
    // The database itself refuses a second booking of a shipment, not only the service's check.
    const [first, second] = await mine.quoteShipment();
    await use().app.quotes.flush();
    const db = use().database.db;
    expect(await bookQuote(db, mine.carrierId, first, null, null)).toBeDefined();
    const failure = await bookQuote(db, mine.carrierId, second, null, null).catch((error: unknown) => error);
    expect(isShipmentBooked(failure)).toBe(true);
  });
});
