/**
 * A per-km row's freight through the engine (docs/emissions.md "Priced by distance"): rate x the
 * lane's km, the zone row's minimum raising and maximum capping, one rounding to cents half away
 * from zero; exact comparisons before rounding. The lane's km comes from the distance table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, carrier, fareGroup, pricelist, request } from '../test-support/fixtures';
import { compileCarrier, priceRequest } from './carrier';

type Bound = number | string | null;

/** The freight of one full trailer Tallinn -> Riga at `rate` per km over `km` (the table's lane), in cents; null when not priced. */
function freight(rate: number | string, km: number | string, minimum: Bound = null, maximum: Bound = null): number | null {
  const records = carrier({
    pricelists: [
      pricelist({
        unit: 'full_load',
        min_max_rule: 'none',
        fare_groups: [fareGroup([[1, 'per_km']], [rate], { minimum_amount: minimum, maximum_amount: maximum })],
      }),
    ],
    distances: [{ zone_from: 11, zone_to: 13, km }],
  });
  const [result] = priceRequest(compileCarrier(records), request([{ quantity: 1, type: 'full_load', weight: 0 }]), {
    now: NOW,
    explain: false,
  });
  return result!.total === null ? null : Math.round(result!.charges[0]!.amount * 100);
}

describe('a per-km row', () => {
  it('is rate x km: 1.25 per km over 349.0 km is 436.25', () => {
    expect(freight('1.25', 349)).toBe(43625);
  });

  it('is raised to the minimum and capped by the maximum', () => {
    expect(freight(1.25, '100.0', '350.00')).toBe(35000);
    expect(freight(1.25, 1000, 350, 900)).toBe(90000);
    // At the bounds exactly: the amount itself.
    expect(freight(1.25, 280, 350, 350)).toBe(35000);
  });

  it('compares with the minimum before rounding: 1.1111 x 315.0 km = 349.9965 is below 350.00', () => {
    expect(freight('1.1111', 315, 350)).toBe(35000);
    expect(freight('1.1111', 315)).toBe(35000);
  });

  it('rounds once, half away from zero, to cents', () => {
    expect(freight('0.0005', 10)).toBe(1);
    expect(freight('1.2345', 0.1)).toBe(12);
    // The table's km are read to 0.1 km, half up: 10.05 -> 10.1 km.
    expect(freight(1, 10.05)).toBe(1010);
  });

  it('caps last when a maximum below the minimum slipped past the schema (min raises, then max caps, as every zone row)', () => {
    expect(freight(1, 100, 500, 400)).toBe(40000);
  });
});

describe('every per-km price (property)', () => {
  const cents = fc.integer({ min: 0, max: 100_000_000 });
  const rate = fc.integer({ min: 0, max: 1_000_000 }).map((units) => (units / 10_000).toFixed(4)); // 0.0000 .. 100.0000 per km
  const tenths = fc.integer({ min: 1, max: 100_000 }); // 0.1 .. 10 000.0 km
  const money = (c: number | null) => (c === null ? null : (c / 100).toFixed(2));
  const bounds = fc
    .tuple(fc.option(cents, { nil: null }), fc.option(cents, { nil: null }))
    .filter(([min, max]) => min === null || max === null || max >= min);

  it('never goes below its minimum nor above its maximum, and never falls as the lane grows', () => {
    fc.assert(
      fc.property(rate, tenths, tenths, bounds, (r, t1, t2, [min, max]) => {
        const [near, far] = t1 <= t2 ? [t1, t2] : [t2, t1];
        const a = freight(r, near / 10, money(min), money(max))!;
        const b = freight(r, far / 10, money(min), money(max))!;
        if (min !== null) expect(a).toBeGreaterThanOrEqual(min);
        if (max !== null) expect(b).toBeLessThanOrEqual(max);
        expect(a).toBeLessThanOrEqual(b);
      }),
      { numRuns: 500 },
    );
  });

  it('equals rate x km rounded half away from zero when neither bound applies (a BigInt reference)', () => {
    fc.assert(
      fc.property(rate, tenths, (r, t) => {
        // rate in 1e-4, km in 1e-1: cents = rate x km x 100 = units x tenths / 1000.
        const n = BigInt(Math.round(Number(r) * 10_000)) * BigInt(t);
        const q = n / 1000n;
        expect(freight(r, t / 10)).toBe(Number(2n * (n - q * 1000n) >= 1000n ? q + 1n : q));
      }),
      { numRuns: 500 },
    );
  });
});
