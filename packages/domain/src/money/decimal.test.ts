import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DecimalError, centsToAmount, formatScaled, parseScaled, parseScaledOrNull } from './decimal';

describe('parseScaled', () => {
  it('reads PostgreSQL numeric strings exactly: "25.00" is 250000 at 4 digits', () => {
    expect(parseScaled('25.00', 4)).toBe(250000);
    expect(parseScaled('0.045', 4)).toBe(450);
    expect(parseScaled(' -3.5 ', 2)).toBe(-350);
  });

  it('reads binary floats by their shortest decimal: 0.1 is 100 thousandths, not 100.00000000000001', () => {
    expect(parseScaled(0.1, 3)).toBe(100);
    expect(parseScaled(1.005, 2)).toBe(101);
    expect(parseScaled(1e-7, 8)).toBe(10);
    expect(parseScaled('2.5e3', 0)).toBe(2500);
  });

  it('rounds extra digits half away from zero: 1.00005 -> 1.0001 and -1.00005 -> -1.0001', () => {
    expect(parseScaled('1.00005', 4)).toBe(10001);
    expect(parseScaled('-1.00005', 4)).toBe(-10001);
    expect(parseScaled('1.00004999', 4)).toBe(10000);
  });

  it('rounds extra digits up with ceil', () => {
    expect(parseScaled('0.0001', 3, 'ceil')).toBe(1);
    expect(parseScaled('0.0010', 3, 'ceil')).toBe(1);
  });

  it('reads a number as its decimal text would read: the fast path of short decimals agrees with the string path', () => {
    // A number of at most `digits` decimals takes the arithmetic path; String() then the string path is the reference.
    const outcome = (read: () => number) => {
      try {
        return read();
      } catch (error) {
        return (error as Error).name;
      }
    };
    const viaText = (n: number, digits: number, rounding: 'half_away' | 'ceil') => outcome(() => parseScaled(String(n), digits, rounding));
    const cents = fc.integer({ min: -(10 ** 12), max: 10 ** 12 });
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom('half_away' as const, 'ceil' as const),
        (n, places, digits, rounding) => {
          const value = n / 10 ** places;
          expect(outcome(() => parseScaled(value, digits, rounding))).toBe(viaText(value, digits, rounding));
        },
      ),
      { numRuns: 20_000 },
    );
    fc.assert(
      // -0 is left out: the integer path keeps its sign, the text "0" has none (as before this path).
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((v) => !Object.is(v, -0)),
        fc.integer({ min: 0, max: 6 }),
        (value, digits) => {
          expect(outcome(() => parseScaled(value, digits))).toBe(viaText(value, digits, 'half_away'));
        },
      ),
      { numRuns: 20_000 },
    );
    expect(parseScaled(99999999.9999, 4)).toBe(999999999999);
    expect(parseScaled(-0.0001, 4)).toBe(-1);
    expect(parseScaled(0.30000000000000004, 4)).toBe(3000);
    expect(parseScaled(2.675, 2)).toBe(268);
  });

  it('refuses what is not a decimal', () => {
    expect(() => parseScaled('12,5', 2)).toThrow(DecimalError);
    expect(() => parseScaled('', 2)).toThrow(DecimalError);
    expect(() => parseScaled(Number.NaN, 2)).toThrow(DecimalError);
    expect(() => parseScaled('abc', 2)).toThrow(DecimalError);
  });

  it('reads empty values as null', () => {
    expect(parseScaledOrNull(null, 2)).toBeNull();
    expect(parseScaledOrNull(undefined, 2)).toBeNull();
    expect(parseScaledOrNull('', 2)).toBeNull();
  });
});

describe('formatScaled', () => {
  it('drops trailing zeros: 1000000 thousandths is "1000", 500 is "0.5"', () => {
    expect(formatScaled(1_000_000, 3)).toBe('1000');
    expect(formatScaled(500, 3)).toBe('0.5');
    expect(formatScaled(-1234, 3)).toBe('-1.234');
    expect(formatScaled(7, 3)).toBe('0.007');
  });
});

describe('centsToAmount', () => {
  it('gives the JSON number with at most 2 decimals', () => {
    expect(String(centsToAmount(9056))).toBe('90.56');
    expect(String(centsToAmount(10))).toBe('0.1');
    expect(String(centsToAmount(-1))).toBe('-0.01');
  });
});
