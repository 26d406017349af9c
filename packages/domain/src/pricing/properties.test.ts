import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carrier, cartons, fareGroup, NOW, pricelist, quote, request, type Row } from '../test-support/fixtures';
import { compileCarrier, priceRequest } from './carrier';
import type { PricingUnit } from '../constants/units';
import type { SurchargeRecord } from './records';

const UNITS: PricingUnit[] = ['per_shipment', 'per_unit', 'per_unit_kg', 'per_100kg'];
const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;
const cents = (amount: number) => Math.round(amount * 100);

/** Ascending bounds (kg) with pricing units and prices in cents. */
const gridArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 8 })
  .map((bounds) => bounds.sort((a, b) => a - b))
  .chain((bounds) =>
    fc.tuple(
      fc.constant(bounds),
      fc.array(fc.constantFrom(...UNITS), { minLength: bounds.length, maxLength: bounds.length }),
      fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: bounds.length, maxLength: bounds.length }),
    ),
  );

const money = (c: number) => (c / 100).toFixed(2);

describe('every priced result', () => {
  const surchargesArb = fc.array(
    fc.record({
      type: fc.constantFrom('constant', 'percentage'),
      amount: fc.integer({ min: -2000, max: 50_000 }),
      hidden: fc.boolean(),
      dependsOnEarlier: fc.array(fc.boolean(), { maxLength: 6 }),
      minimum: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
    }),
    { maxLength: 6 },
  );

  // 2.2 s on a loaded 2-core machine (load average 20, two busy loops beside it): 3x that.
  it('has a total equal to the sum of its lines, every amount with at most 2 decimals', { timeout: 7_000 }, () => {
    fc.assert(
      fc.property(
        gridArb,
        surchargesArb,
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom('none', 'min', 'max'),
        ([bounds, units, prices], specs, grams, rule) => {
          const weight = grams / 100;
          fc.pre(Math.ceil(weight) <= bounds[bounds.length - 1]!);
          const surcharges: SurchargeRecord[] = specs.map((s, i) => ({
            id: i + 1,
            name: `S${i + 1}`,
            type: s.type,
            // percentages as percent with 3 decimals, constants as money
            amount: s.type === 'percentage' ? (s.amount / 1000).toFixed(3) : money(s.amount),
            hidden: s.hidden,
            minimum_amount: s.type === 'percentage' && s.minimum !== null ? money(s.minimum) : null,
            dependencies: s.dependsOnEarlier.slice(0, i).flatMap((yes, j) => (yes ? [j + 1] : [])),
          }));
          const rows: Row[] = bounds.map((b, i) => [b, units[i]!]);
          const records = carrier({
            surcharges,
            pricelists: [
              pricelist({ min_max_rule: rule, fare_groups: [fareGroup(rows, prices.map(money))], surcharges: surcharges.map((s) => s.id) }),
            ],
          });
          const r = quote(records, request(cartons(weight)));
          expect(r.errors).toBe('');
          for (const c of r.charges) expect(String(c.amount)).toMatch(TWO_DECIMALS);
          expect(String(r.total)).toMatch(TWO_DECIMALS);
          expect(cents(r.total!)).toBe(r.charges.reduce((sum, c) => sum + cents(c.amount), 0));
          // Without the trace (the price API unless explain): the same answer, the trace null.
          const [untraced] = priceRequest(compileCarrier(records), request(cartons(weight)), { now: NOW, explain: false });
          expect(untraced).toEqual({ ...r, trace: null });
          expect(r.payable_weight).toBe(r.trace.weight!.payable_weight);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('with the max rule', () => {
  /**
   * Prices raised where needed so that each row's cost at its own bound is at least the previous
   * row's at its bound: the grids the rule is meant for (a heavier break never tops out lower).
   */
  const monotoneGridArb = gridArb.map(([bounds, units, prices]) => {
    let prevNum = 0; // previous cost at its bound = prevNum / prevDen cents
    let prevDen = 1;
    const raised = bounds.map((q, i) => {
      const unit = units[i]!;
      const [fNum, fDen] = unit === 'per_shipment' ? [1, 1] : unit === 'per_100kg' ? [q, 100] : [q, 1];
      const needed = Math.ceil((prevNum * fDen) / (prevDen * fNum));
      const price = Math.max(prices[i]!, needed);
      prevNum = price * fNum;
      prevDen = fDen;
      return price;
    });
    return [bounds, units, raised] as const;
  });

  // 1.9 s on a loaded 2-core machine (load average 20, two busy loops beside it): 3x that.
  it('never charges less freight as the weight rises', { timeout: 6_000 }, () => {
    fc.assert(
      fc.property(
        monotoneGridArb,
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        fc.constantFrom('ones', 'tens', 'hundreds'),
        ([bounds, units, prices], a, b, minimum, payweight) => {
          const [light, heavy] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
          const step = payweight === 'ones' ? 1 : payweight === 'tens' ? 10 : 100;
          fc.pre(Math.ceil(heavy / step) * step <= bounds[bounds.length - 1]!);
          const rows: Row[] = bounds.map((q, i) => [q, units[i]!]);
          const records = carrier({
            pricelists: [
              pricelist({
                min_max_rule: 'max',
                payweight_rounding: payweight,
                fare_groups: [fareGroup(rows, prices.map(money), { minimum_amount: minimum === null ? null : money(minimum) })],
              }),
            ],
          });
          const lighter = quote(records, request(cartons(light)));
          const heavier = quote(records, request(cartons(heavy)));
          expect(cents(heavier.total!)).toBeGreaterThanOrEqual(cents(lighter.total!));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('with the min rule', () => {
  it('never charges more than the row the measure falls in', () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: 0, max: 500_000 }), ([bounds, units, prices], grams) => {
        const weight = grams / 100;
        fc.pre(Math.ceil(weight) <= bounds[bounds.length - 1]!);
        const rows: Row[] = bounds.map((q, i) => [q, units[i]!]);
        const r = quote(
          carrier({ pricelists: [pricelist({ min_max_rule: 'min', fare_groups: [fareGroup(rows, prices.map(money))] })] }),
          request(cartons(weight)),
        );
        expect(r.total!).toBeLessThanOrEqual(r.trace.rule!.row_amount);
      }),
      { numRuns: 200 },
    );
  });
});
