import { randomUUID } from 'node:crypto';
import { DASHBOARD_ROUTES, PRICE_ROUTES, PRICELIST_ROUTES, QUOTE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { carrierToday } from '../carriers/carrier-today';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';

/** `day` (yyyy-mm-dd) moved by `n` days. */
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A carrier with something of every count: pricelists ending within 30 days (two) and later (one),
 * an archived one ending soon, increases scheduled (one, one cancelled, one past), quotes priced
 * today (three, one booked) and yesterday (one, booked yesterday), deliveries failed lately (two),
 * long ago (one) and delivered (one).
 */
async function busyCarrier(app: TestApp) {
  const db = app.database.db;
  const carrier = await createCarrier(db);
  const setup = await createPricingSetup(db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const today = await carrierToday(db, carrier.carrierId);
  const pricelist = await postOneCellPricelist(client, setup, { name: 'Priced', unit: 'per_shipment', price: 30 });
  const ends = async (validTo: string, archived = false) => {
    const id = await postOneCellPricelist(client, { ...setup, serviceId: setup.serviceId }, { name: `Ends ${validTo}` });
    await db
      .updateTable('pricelists')
      .set({ valid_to: validTo, archived_at: archived ? new Date() : null, valid_from: '2020-01-01' })
      .where('id', '=', id)
      .execute();
  };
  // The priced one ends in a year; the others' lanes are the same, so they are made after pricing.
  await db
    .updateTable('pricelists')
    .set({ valid_to: plusDays(today, 365) })
    .where('id', '=', pricelist)
    .execute();
  const price = async () => {
    const answer = await client.call(PRICE_ROUTES.servicePrice, {
      body: {
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli', weight: 120 }],
        customer: setup.partnerId,
      },
    });
    expect(answer.status, answer.response.body).toBe(200);
    return answer.answer[0]!.quote_id!;
  };
  const quotes = [await price(), await price(), await price(), await price()];
  expect((await client.call(QUOTE_ROUTES.book, { params: { id: quotes[0]! } })).status).toBe(201);
  await app.app.quotes.flush();
  const yesterday = new Date(Date.now() - 26 * 3_600_000);
  await db.updateTable('quotes').set({ created_at: yesterday, booked_at: yesterday }).where('id', '=', quotes[3]!).execute();

  await db.updateTable('pricelists').set({ active: false }).where('id', '=', pricelist).execute();
  await ends(today);
  await ends(plusDays(today, 30));
  await ends(plusDays(today, 31));
  await ends(plusDays(today, 3), true);

  const increase = (effectiveFrom: string, cancelled = false) =>
    db
      .insertInto('rate_increases')
      .values({
        carrier_id: carrier.carrierId,
        effective_from: effectiveFrom,
        change: JSON.stringify({ percent: 3 }),
        rounding: 0,
        include_min_max: false,
        created_by: null,
        cancelled_at: cancelled ? new Date() : null,
      })
      .execute();
  await increase(plusDays(today, 10));
  await increase(plusDays(today, 5), true);
  await increase(plusDays(today, -5));

  const event = randomUUID();
  await db
    .insertInto('partner_events')
    .values({
      id: event,
      carrier_id: carrier.carrierId,
      partner_id: setup.partnerId,
      type: 'pricelist.changed',
      pricelist_id: null,
      body: '{}',
    })
    .execute();
  const delivery = (status: 'failed' | 'delivered', createdAt: Date) =>
    db
      .insertInto('partner_deliveries')
      .values({
        carrier_id: carrier.carrierId,
        partner_id: setup.partnerId,
        event_id: event,
        channel: 'webhook',
        webhook_id: null,
        target: 'https://partner.example/hook',
        status,
        attempts: '[]',
        next_attempt_at: null,
        queued: true,
        created_at: createdAt,
      })
      .execute();
  await delivery('failed', new Date());
  await delivery('failed', new Date(Date.now() - 3 * 86_400_000));
  await delivery('failed', new Date(Date.now() - 30 * 86_400_000));
  await delivery('delivered', new Date());
  return { ...carrier, setup, client, today };
}

describeEachDatabase('the home page dashboard', (use) => {
  it("counts the carrier's own: pricelists ending within 30 days, increases scheduled, today's quotes and bookings, failed deliveries", async () => {
    const mine = await busyCarrier(use());
    // Another carrier's records count for it alone.
    await busyCarrier(use());
    const answer = await mine.client.call(DASHBOARD_ROUTES.get);
    expect(answer.status, answer.response.body).toBe(200);
    expect(answer.answer).toEqual({
      today: mine.today,
      pricelists_expiring: { count: 2, within_days: 30, next: mine.today },
      rate_increases_scheduled: { count: 1, next: plusDays(mine.today, 10) },
      quotes_today: 3,
      bookings_today: 1,
      failed_deliveries: { count: 2, days: 7 },
    });
    // The tile's link lists exactly those: active pricelists ending from today to 30 days on.
    const ending = await mine.client.call(PRICELIST_ROUTES.list, {
      query: { active: 'true', ends_from: mine.today, ends_to: plusDays(mine.today, 30) },
    });
    expect(ending.status, ending.response.body).toBe(200);
    expect(ending.answer.count).toBe(2);
    expect((await mine.client.call(PRICELIST_ROUTES.list, { query: { ends_to: '31.12.2026' } })).status).toBe(422);
  });

  it("leaves out what the role cannot open; a fresh carrier's counts are 0", async () => {
    const mine = await busyCarrier(use());
    const db = use().database.db;
    const signIn = async (options: Parameters<typeof createRole>[2]) => {
      const user = await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, options) });
      return use().client().login(user.email, PASSWORD);
    };
    const calculatorOnly = await signIn({ level: 'none', calculator: true });
    expect((await calculatorOnly.call(DASHBOARD_ROUTES.get)).answer).toEqual({
      today: mine.today,
      pricelists_expiring: null,
      rate_increases_scheduled: null,
      quotes_today: 3,
      bookings_today: 1,
      failed_deliveries: null,
    });
    const partnersOnly = await signIn({ level: 'none', calculator: false, levels: { partners: 'read' } });
    expect((await partnersOnly.call(DASHBOARD_ROUTES.get)).answer).toMatchObject({
      pricelists_expiring: null,
      quotes_today: null,
      bookings_today: null,
      failed_deliveries: { count: 2 },
    });

    const fresh = await createCarrier(db);
    const client = await use().client().login(fresh.owner.email, PASSWORD);
    expect((await client.call(DASHBOARD_ROUTES.get)).answer).toMatchObject({
      pricelists_expiring: { count: 0, next: null },
      rate_increases_scheduled: { count: 0, next: null },
      quotes_today: 0,
      bookings_today: 0,
      failed_deliveries: { count: 0 },
    });
  });
});
