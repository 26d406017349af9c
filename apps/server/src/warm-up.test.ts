import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD } from '../test/factories';
import { describeEachDatabase, type TestApp } from '../test/helpers';

/** A carrier with pricing data, not yet compiled in this process; its owner's sign-in. */
async function carrierSigningIn(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  expect(app.app.pricing.cache.has(carrier.carrierId)).toBe(false);
  await app.client().login(carrier.owner.email, PASSWORD);
  return carrier.carrierId;
}

describeEachDatabase(
  'warm-up on sign-in',
  (use) => {
    it("compiles the carrier's pricing in the background, before any price is asked", async () => {
      const carrierId = await carrierSigningIn(use());
      await expect.poll(() => use().app.pricing.cache.has(carrierId), { timeout: 5000, interval: 20 }).toBe(true);
    });
  },
  { config: { warmUp: true } },
);

describeEachDatabase('without warm-up (the tests default)', (use) => {
  it('a sign-in compiles nothing', async () => {
    const carrierId = await carrierSigningIn(use());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(use().app.pricing.cache.has(carrierId)).toBe(false);
  });
});
