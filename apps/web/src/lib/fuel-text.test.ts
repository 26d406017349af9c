import { describe, expect, it } from 'vitest';
import { fuelText } from './fuel-text';

const BASE = { month: '2026-11', value_month: '2026-11', price: 1.62, band: { from: 1.6, to: 1.7 }, percent: 14.5, text: 'server' };

describe('fuelText', () => {
  it('says the band in the display format (decimal comma, two decimals for €/l)', () => {
    expect(fuelText(BASE)).toBe('Diesel 1,62 €/l in 11/2026: band 1,60–1,70 → 14,5 %');
  });
  it('names the earlier month used when the collection month has no value', () => {
    expect(fuelText({ ...BASE, month: '2027-01' })).toBe(
      'Diesel 1,62 €/l in 11/2026: band 1,60–1,70 → 14,5 % (no value for 1/2027: latest 11/2026)',
    );
  });
  it('says when no band holds the price, or no month has a value', () => {
    expect(fuelText({ ...BASE, price: 1.625, band: null, percent: null })).toBe('No fuel band holds diesel 1,625 €/l (11/2026)');
    expect(fuelText({ ...BASE, value_month: null, price: null, band: null, percent: null })).toBe(
      'No fuel index value for 11/2026 or an earlier month',
    );
  });
  it("keeps the trace's own text without a collection month", () => {
    expect(fuelText({ ...BASE, month: null })).toBe('server');
  });
});
