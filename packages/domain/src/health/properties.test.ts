import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricingUnit } from '../constants/units';
import { parseDay } from '../dates/calendar';
import { compileCarrier } from '../pricing/carrier';
import { carrier, pricelist } from '../test-support/fixtures';
import { checkPricelistHealth } from './pricelist-health';

/**
 * A grid built monotonic: every row, priced at the bound of the row before it, costs at least what
 * that row costs at its own bound. Prices are in 1e-4 units, costs in 1e-6 units (exact integers).
 * Then every rule keeps the freight from falling (docs/pricing.md), whatever cells are left empty.
 */
const monotonicGridArb = fc
  .record({
    pallets: fc.boolean(),
    rounding: fc.constantFrom('ones', 'tens', 'hundreds'),
    rule: fc.constantFrom('none', 'min', 'max'),
    bounds: fc.uniqueArray(fc.integer({ min: 1, max: 2000 }), { minLength: 1, maxLength: 6 }),
    first: fc.integer({ min: 0, max: 5_000_000 }),
    minimum: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
    maximum: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
  })
  .chain((g) => {
    const units: PricingUnit[] = g.pallets ? ['per_shipment', 'per_unit'] : ['per_shipment', 'per_unit', 'per_100kg'];
    const n = g.bounds.length;
    return fc.record({
      grid: fc.constant({ ...g, bounds: [...g.bounds].sort((a, b) => a - b) }),
      units: fc.array(fc.constantFrom(...units), { minLength: n, maxLength: n }),
      extras: fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: n, maxLength: n }),
      empty: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    });
  });

/** Cost in 1e-6 units of price p (1e-4 units) at x. */
function cost(unit: PricingUnit, p: number, x: number): number {
  if (unit === 'per_unit') return p * x * 100;
  if (unit === 'per_100kg') return p * x;
  return p * 100;
}

/** The smallest price whose cost at x is at least c. */
function priceAtLeast(unit: PricingUnit, c: number, x: number): number {
  if (unit === 'per_unit') return Math.ceil(c / (x * 100));
  if (unit === 'per_100kg') return Math.ceil(c / x);
  return Math.ceil(c / 100);
}

describe('checkGridHealth non-monotonic totals', () => {
  // 3.0 s on a loaded 2-core machine (load average 20, two busy loops beside it): 3x that.
  it('finds nothing on a grid built monotonic, under every min/max rule, rounding and unit', { timeout: 10_000 }, () => {
    fc.assert(
      fc.property(monotonicGridArb, ({ grid, units, extras, empty }) => {
        const prices: number[] = [];
        let top = 0;
        grid.bounds.forEach((q, j) => {
          const p = (j === 0 ? grid.first : priceAtLeast(units[j]!, top, grid.bounds[j - 1]!)) + extras[j]!;
          prices.push(p);
          top = cost(units[j]!, p, q);
        });
        const records = carrier({
          pricelists: [
            pricelist({
              unit: grid.pallets ? 'eur_pallet' : 'payable_weight',
              payweight_rounding: grid.rounding,
              min_max_rule: grid.rule,
              fare_groups: [
                {
                  quantities: grid.bounds.map((quantity, j) => ({ quantity, unit: units[j]! })),
                  zones: [
                    {
                      zone_from: 11,
                      zone_to: 13,
                      minimum_amount: grid.minimum === null ? null : (grid.minimum / 10_000).toFixed(4),
                      maximum_amount: grid.maximum === null ? null : (grid.maximum / 10_000).toFixed(4),
                      prices: prices.map((p, j) => (empty[j] ? null : (p / 10_000).toFixed(4))),
                    },
                  ],
                },
              ],
            }),
          ],
        });
        const compiled = compileCarrier(records);
        const { findings } = checkPricelistHealth(compiled, compiled.pricelists.get(1)!, { today: parseDay('2026-03-10')! });
        expect(findings.filter((f) => f.kind === 'non_monotonic')).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('does find a break built one cent cheaper than the one before', () => {
    const records = carrier({
      pricelists: [
        pricelist({
          min_max_rule: 'none',
          fare_groups: [
            {
              quantities: [
                { quantity: 100, unit: 'per_shipment' },
                { quantity: 200, unit: 'per_shipment' },
              ],
              zones: [{ zone_from: 11, zone_to: 13, prices: ['30.00', '29.99'] }],
            },
          ],
        }),
      ],
    });
    const compiled = compileCarrier(records);
    const { findings } = checkPricelistHealth(compiled, compiled.pricelists.get(1)!, { today: parseDay('2026-03-10')! });
    expect(findings.map((f) => f.kind)).toEqual(['non_monotonic']);
  });
});
