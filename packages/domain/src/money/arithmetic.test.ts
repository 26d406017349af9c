import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareProducts, divRound, mulDiv } from './arithmetic';

/** Reference: exact rounding on BigInt. */
function reference(a: number, b: number, c: number, d: number, rounding: 'half_away' | 'ceil' | 'floor'): number {
  let n = BigInt(a) * BigInt(b) * BigInt(c);
  let den = BigInt(d);
  if (den < 0n) {
    n = -n;
    den = -den;
  }
  const negative = n < 0n;
  const m = negative ? -n : n;
  let q = m / den;
  const r = m - q * den;
  if (r !== 0n) {
    if (rounding === 'half_away') {
      if (2n * r >= den) q += 1n;
    } else if (rounding === 'ceil' ? !negative : negative) q += 1n;
  }
  return Number(negative ? -q : q);
}

describe('mulDiv', () => {
  it('rounds a half cent away from zero: 96.555 -> 96.56 and -96.555 -> -96.56', () => {
    expect(divRound(96555, 10, 'half_away')).toBe(9656);
    expect(divRound(-96555, 10, 'half_away')).toBe(-9656);
  });

  it('rounds just below a half cent down: 96.5549 -> 96.55', () => {
    expect(divRound(965549, 100, 'half_away')).toBe(9655);
  });

  it('ceil rounds up positive values and towards zero negative ones', () => {
    expect(divRound(1001, 1000, 'ceil')).toBe(2);
    expect(divRound(-1001, 1000, 'ceil')).toBe(-1);
    expect(divRound(1000, 1000, 'ceil')).toBe(1);
  });

  it('floor rounds towards minus infinity', () => {
    expect(divRound(1999, 1000, 'floor')).toBe(1);
    expect(divRound(-1001, 1000, 'floor')).toBe(-2);
  });

  it('stays exact when the product leaves the safe integer range (BigInt fallback)', () => {
    const a = 2 ** 40 + 7;
    const b = 2 ** 30 + 3;
    expect(mulDiv(a, b, 1, 2 ** 20 + 1, 'half_away')).toBe(reference(a, b, 1, 2 ** 20 + 1, 'half_away'));
  });

  it('equals the BigInt reference for any integers', () => {
    const int = fc.integer({ min: -1e9, max: 1e9 });
    const divisor = fc.integer({ min: 1, max: 1e9 }).chain((d) => fc.constantFrom(d, -d));
    fc.assert(
      fc.property(
        int,
        int,
        fc.integer({ min: -1000, max: 1000 }),
        divisor,
        fc.constantFrom('half_away', 'ceil', 'floor'),
        (a, b, c, d, r) => {
          const expected = reference(a, b, c, d, r as 'half_away');
          fc.pre(Number.isSafeInteger(expected));
          expect(mulDiv(a, b, c, d, r as 'half_away')).toBe(expected);
        },
      ),
    );
  });
});

describe('compareProducts', () => {
  it('compares products exactly beyond 2^53', () => {
    // 2^60 + 2^0 vs 2^60: float products would be equal.
    expect(compareProducts(2 ** 30, 2 ** 30, 1, 2 ** 30, 2 ** 30, 1)).toBe(0);
    expect(compareProducts(2 ** 30 + 1, 2 ** 30 - 1, 1, 2 ** 30, 2 ** 30, 1)).toBe(-1);
    expect(compareProducts(3, 5, 7, 7, 5, 3)).toBe(0);
    expect(compareProducts(3, 5, 8, 7, 5, 3)).toBe(1);
  });
});
