import { PARTNER_ROUTES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD, postOneCellPricelist } from '../../../test/factories';
import { createTestApp, DATABASE_KINDS, describeEachDatabase, type TestApp } from '../../../test/helpers';

/**
 * A partner token found by the price API is remembered (token-cache.ts) until its carrier's
 * partners change: a pricing change, the carrier's own or another's, keeps it; a token drawn again
 * or a partner saved forgets it, in this process at once and in the others by their notice.
 */

const shipment = {
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 1, type: 'colli', weight: 480 }],
};

/** A carrier priced from Zone 0 to Zone 1, its owner signed in, and its partner's token issued. */
async function carrierWithToken(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const savePricelist = async () => {
    await postOneCellPricelist(client, setup, { name: `General ${Math.random()}` });
  };
  const resetToken = async () => {
    const reset = await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } });
    expect(reset.status, reset.response.body).toBe(200);
    return reset.answer.token;
  };
  await savePricelist();
  return { ...carrier, setup, client, savePricelist, resetToken, token: await resetToken() };
}

/** Prices once with the partner's token on `app`: the status (401 for a token no longer valid). */
async function priceWith(app: TestApp, token: string) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/v1/service_price',
    payload: shipment,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

describeEachDatabase('partner token cache', (use) => {
  it('keeps a token through pricing changes, its carrier’s and another carrier’s, and another carrier’s partner write', async () => {
    const mine = await carrierWithToken(use());
    const other = await carrierWithToken(use());
    expect(use().app.partnerTokens.recall(mine.token)).toBeUndefined();
    expect(await priceWith(use(), mine.token)).toBe(200);
    expect(use().app.partnerTokens.recall(mine.token)).toEqual({
      carrierId: mine.carrierId,
      partner: expect.objectContaining({ id: mine.setup.partnerId }),
    });

    await other.savePricelist();
    await other.resetToken();
    await mine.savePricelist();
    expect(use().app.pricing.cache.has(mine.carrierId)).toBe(false);
    expect(use().app.partnerTokens.recall(mine.token)).toMatchObject({ carrierId: mine.carrierId });
    expect(await priceWith(use(), mine.token)).toBe(200);
  });

  it('forgets a token at once when it is drawn again or its partner is saved', async () => {
    const mine = await carrierWithToken(use());
    expect(await priceWith(use(), mine.token)).toBe(200);
    const fresh = await mine.resetToken();
    expect(use().app.partnerTokens.recall(mine.token)).toBeUndefined();
    expect(await priceWith(use(), mine.token)).toBe(401);

    expect(await priceWith(use(), fresh)).toBe(200);
    const params = { id: mine.setup.partnerId };
    const { token: _token, id: _id, ...partner } = (await mine.client.call(PARTNER_ROUTES.get, { params })).answer;
    const saved = await mine.client.call(PARTNER_ROUTES.update, { params, body: { ...partner, name: 'Renamed' } });
    expect(saved.status, saved.response.body).toBe(200);
    expect(use().app.partnerTokens.recall(fresh)).toBeUndefined();
    expect(await priceWith(use(), fresh)).toBe(200);
    expect(use().app.partnerTokens.recall(fresh)?.partner.name).toBe('Renamed');
  });
});

// Several processes share one database only on PostgreSQL; the embedded database is one process.
describe.runIf(DATABASE_KINDS.includes('postgres'))('partner token cache, two server processes on one PostgreSQL', () => {
  it('a pricing change through one keeps the token remembered in the other; a token drawn again through one is forgotten by the other', async () => {
    const first = await createTestApp('postgres');
    const second = await createTestApp('postgres', { databaseUrl: first.databaseUrl!, secretKey: first.secretKey });
    try {
      const mine = await carrierWithToken(first);
      expect(await priceWith(second, mine.token)).toBe(200);
      expect(second.app.pricing.cache.has(mine.carrierId)).toBe(true);

      // The pricing notice reaches the second (its compiled carrier goes), the token stays.
      await mine.savePricelist();
      await expect.poll(() => second.app.pricing.cache.has(mine.carrierId), { timeout: 3000, interval: 20 }).toBe(false);
      expect(second.app.partnerTokens.recall(mine.token)).toMatchObject({ carrierId: mine.carrierId });

      const fresh = await mine.resetToken();
      await expect.poll(() => second.app.partnerTokens.recall(mine.token), { timeout: 3000, interval: 20 }).toBeUndefined();
      expect(await priceWith(second, mine.token)).toBe(401);
      expect(await priceWith(second, fresh)).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
