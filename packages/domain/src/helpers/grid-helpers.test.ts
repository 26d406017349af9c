import { describe, expect, it } from 'vitest';
import { adjustPrice, adjustPrices, extrapolateRow, suggestNextQuantity } from './grid-helpers';

describe('suggestNextQuantity', () => {
  it('doubles the last minus the one before: 100, 500 -> 900', () => {
    expect(suggestNextQuantity([100, 500])).toBe(900);
  });

  it('adds 1 to a single row: 100 -> 101', () => {
    expect(suggestNextQuantity([100])).toBe(101);
  });

  it('works in exact decimals: 0.1, 0.3 -> 0.5 (not 0.49999999999999994)', () => {
    expect(suggestNextQuantity([0.1, 0.3])).toBe(0.5);
    expect(suggestNextQuantity(['1.25', '2.5'])).toBe(3.75);
  });

  it('suggests nothing without rows', () => {
    expect(suggestNextQuantity([])).toBeNull();
  });
});

describe('extrapolateRow', () => {
  it('extends each cell linearly from the previous two rows: 25, 20 and 30, 22 -> 35, 24', () => {
    expect(
      extrapolateRow([
        [25, 20],
        [30, 22],
      ]),
    ).toEqual([35, 24]);
  });

  it('copies a single row', () => {
    expect(extrapolateRow([[25, '20.50', null]])).toEqual([25, 20.5, null]);
  });

  it('keeps a cell empty when either row has it empty', () => {
    expect(
      extrapolateRow([
        [null, 1],
        [2, null],
      ]),
    ).toEqual([null, null]);
  });

  it('rounds to 2 decimals half away from zero: 0.105 after 0.105 extends to 0.105 -> 0.11', () => {
    expect(extrapolateRow([['0.105'], ['0.105']])).toEqual([0.11]);
  });

  it('gives an empty row without rows', () => {
    expect(extrapolateRow([])).toEqual([]);
  });
});

describe('adjustPrice', () => {
  it('multiplies by 1 + percent: 20.00 + 5 % = 21.00', () => {
    expect(adjustPrice(20, 5)).toBe(21);
  });

  it('rounds half away from zero: 33.33 + 50 % = 49.995 -> 50.00', () => {
    expect(adjustPrice('33.33', 50)).toBe(50);
  });

  it('lowers with a negative percent: 18.00 - 2.5 % = 17.55', () => {
    expect(adjustPrice(18, -2.5)).toBe(17.55);
  });

  it('adjusts a row, leaving empty cells empty', () => {
    expect(adjustPrices([10, null, '', '0.99'], 10)).toEqual([11, null, null, 1.09]);
  });
});
