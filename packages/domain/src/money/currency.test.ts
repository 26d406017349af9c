import { describe, expect, it } from 'vitest';
import { conversionRatio, convertExact } from './currency';

const rates = { base: 'EUR', rates: { USD: 1.08, SEK: '11.2345', NOK: 0 } };

describe('conversionRatio', () => {
  it('is exact for decimal rates: USD -> EUR is 100/108', () => {
    const r = conversionRatio(rates, 'USD', 'EUR')!;
    expect(Number(r.num) / Number(r.den)).toBeCloseTo(1 / 1.08, 12);
    expect(r.num * 108n).toBe(r.den * 100n);
  });

  it('crosses through the base: USD -> SEK is 11.2345 / 1.08', () => {
    const r = conversionRatio(rates, 'USD', 'SEK')!;
    expect(r.num * 1080000n).toBe(r.den * 11234500n);
  });

  it('is null without a rate, with a zero rate, or without rates at all', () => {
    expect(conversionRatio(rates, 'GBP', 'EUR')).toBeNull();
    expect(conversionRatio(rates, 'NOK', 'EUR')).toBeNull();
    expect(conversionRatio(null, 'USD', 'EUR')).toBeNull();
  });

  it('needs no rates within one currency', () => {
    expect(conversionRatio(null, 'EUR', 'EUR')).toEqual(expect.objectContaining({ num: 1n, den: 1n }));
  });
});

describe('convertExact', () => {
  it('converts 10.00 USD into 9.26 EUR (9.259259... rounded half away from zero once)', () => {
    const r = conversionRatio(rates, 'USD', 'EUR')!;
    // 10.00 in money units (1e-4) is 100000; to cents of EUR.
    expect(convertExact(100000, 1, 1, r, 100)).toBe(926);
  });

  it('converts 54.00 USD into exactly 50.00 EUR', () => {
    const r = conversionRatio(rates, 'USD', 'EUR')!;
    expect(convertExact(540000, 1, 1, r, 100)).toBe(5000);
  });

  it('converts 1.00 EUR into 11.23 SEK (11.2345 rounds down)', () => {
    const r = conversionRatio(rates, 'EUR', 'SEK')!;
    expect(convertExact(10000, 1, 1, r, 100)).toBe(1123);
  });
});
