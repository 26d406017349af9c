import { describe, expect, it } from 'vitest';
import { comparePrices } from './best-price';

describe('comparePrices', () => {
  it('puts the cheaper EUR total first, EUR before other currencies, and keeps the order of a tie', () => {
    const prices = [
      { name: 'SEK cheap', total: 10, currency: 'SEK' },
      { name: 'EUR dear', total: 90, currency: 'EUR' },
      { name: 'EUR cheap', total: 60, currency: 'EUR' },
      { name: 'EUR cheap too', total: 60, currency: 'EUR' },
    ];
    expect([...prices].sort(comparePrices).map((p) => p.name)).toEqual(['EUR cheap', 'EUR cheap too', 'EUR dear', 'SEK cheap']);
  });
});
