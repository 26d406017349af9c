import { describe, expect, it } from 'vitest';
import { monthNumber } from '@freight/domain';
import {
  fuelHint,
  fuelIndexPayload,
  fuelIndexValues,
  mergeFileValues,
  nextBandRow,
  nextMonthRow,
  validateFuelIndex,
} from './fuel-index-values';

const INDEX = {
  version: 2,
  values: [
    { month: '2026-10', price: 1.58 },
    { month: '2026-11', price: 1.62 },
  ],
  bands: [
    { from: 1.5, to: 1.6, percent: 12 },
    { from: 1.6, to: 1.7, percent: 14.5 },
  ],
};
/** A day number in the month. */
const dayIn = (month: string) => {
  const m = monthNumber(month)!;
  return Date.UTC(Math.floor(m / 12), m % 12, 15) / 86_400_000;
};

describe('the fuel index form', () => {
  it('shows numbers with a decimal comma, prices with two decimals at least', () => {
    const v = fuelIndexValues({ ...INDEX, values: [{ month: '2026-10', price: 1.625 }] });
    expect(v.values.map((r) => r.price)).toEqual(['1,625']);
    expect(v.bands.map((b) => [b.from, b.to, b.percent])).toEqual([
      ['1,50', '1,60', '12'],
      ['1,60', '1,70', '14,5'],
    ]);
    expect(fuelIndexValues({ ...INDEX, bands: [{ from: 2, to: 10, percent: 1 }] }).bands[0]).toMatchObject({ from: '2,00', to: '10,00' });
  });

  it('sends decimal commas as dots and the version loaded', () => {
    const v = fuelIndexValues(INDEX);
    v.values[0]!.price = '1,585';
    expect(fuelIndexPayload(v, 2)).toEqual({
      values: [
        { month: '2026-10', price: '1.585' },
        { month: '2026-11', price: '1.62' },
      ],
      bands: [
        { from: '1.50', to: '1.60', percent: '12' },
        { from: '1.60', to: '1.70', percent: '14.5' },
      ],
      version: 2,
    });
  });

  it("shows the schema's errors at their rows: a bad month, an empty price (required), an overlapping band", () => {
    const v = fuelIndexValues(INDEX);
    v.values[0]!.month = '10/2026';
    v.values[1]!.price = '';
    v.bands[1]!.from = '1,55';
    expect(validateFuelIndex(v)).toEqual({
      'values.0.month': 'Must be a month yyyy-mm',
      'values.1.price': 'Is required',
      'bands.1.from': 'Overlaps the band above it (to 1,6)',
    });
  });

  it('says a typed price that is no number is not a number', () => {
    const v = fuelIndexValues(INDEX);
    v.values[1]!.price = 'lots';
    expect(validateFuelIndex(v)).toEqual({ 'values.1.price': 'Must be a number' });
  });

  it('adds the month after the last and a band from where the last ends', () => {
    const v = fuelIndexValues({ ...INDEX, values: [{ month: '2026-12', price: 1.6 }] });
    expect(nextMonthRow(v.values)).toMatchObject({ month: '2027-01', price: '' });
    expect(nextBandRow(v.bands)).toMatchObject({ from: '1,70', to: '' });
    expect(nextMonthRow([])).toMatchObject({ month: '' });
  });

  it("merges a file's months into the table: the file's price wins, months ascending", () => {
    const rows = mergeFileValues(fuelIndexValues(INDEX).values, [
      { month: '2026-12', price: 1.66 },
      { month: '2026-10', price: 1.57 },
    ]);
    expect(rows.map((r) => [r.month, r.price])).toEqual([
      ['2026-10', '1,57'],
      ['2026-11', '1,62'],
      ['2026-12', '1,66'],
    ]);
  });

  it("hints this month's band, the fallback month, or nothing without an index", () => {
    expect(fuelHint(INDEX, dayIn('2026-11'))).toBe('Diesel 1,62 €/l in 11/2026: band 1,60–1,70 → 14,5 %');
    expect(fuelHint(INDEX, dayIn('2027-01'))).toContain('(no value for 1/2027: latest 11/2026)');
    expect(fuelHint({ ...INDEX, version: 0 }, dayIn('2026-11'))).toBeNull();
    expect(fuelHint(null, dayIn('2026-11'))).toBeNull();
  });
});
