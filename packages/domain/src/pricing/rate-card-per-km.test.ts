import { describe, expect, it } from 'vitest';
import { perKmConditionSentences, perKmPriceWords, perKmSentences, type PerKmGroupInput } from './rate-card-words';

const NBSP = '\u00a0';

const row = (from: string, to: string, prices: (number | null)[], minimum: number | null = null, maximum: number | null = null) => ({
  zone_from_name: from,
  zone_to_name: to,
  prices,
  minimum_amount: minimum,
  maximum_amount: maximum,
});

describe('perKmPriceWords', () => {
  it('says the rate per km and the zone row’s minimum and maximum, in the Finnish number format', () => {
    expect(perKmPriceWords(1.25, 'EUR', { minimum: 350 })).toBe(`1,25${NBSP}EUR per km, at least 350,00${NBSP}EUR`);
    expect(perKmPriceWords(1.25, 'EUR', { maximum: 1200 })).toBe(`1,25${NBSP}EUR per km, at most 1${NBSP}200,00${NBSP}EUR`);
    expect(perKmPriceWords(1.25, 'EUR', { minimum: 350, maximum: 1200 })).toBe(
      `1,25${NBSP}EUR per km, at least 350,00${NBSP}EUR, at most 1${NBSP}200,00${NBSP}EUR`,
    );
    expect(perKmPriceWords(0.9, 'SEK')).toBe(`0,90${NBSP}SEK per km`);
  });

  it('says it in Estonian and Finnish', () => {
    expect(perKmPriceWords(1.25, 'EUR', { minimum: 350 }, 'et')).toBe(`1,25${NBSP}EUR km kohta, vähemalt 350,00${NBSP}EUR`);
    expect(perKmPriceWords(1.25, 'EUR', { maximum: 900 }, 'et')).toBe(`1,25${NBSP}EUR km kohta, kuni 900,00${NBSP}EUR`);
    expect(perKmPriceWords(1.25, 'EUR', { minimum: 350 }, 'fi')).toBe(`1,25${NBSP}EUR kilometriltä, vähintään 350,00${NBSP}EUR`);
    expect(perKmPriceWords(1.25, 'EUR', { minimum: 350, maximum: 900 }, 'fi')).toBe(
      `1,25${NBSP}EUR kilometriltä, vähintään 350,00${NBSP}EUR, enintään 900,00${NBSP}EUR`,
    );
  });
});

describe('perKmSentences', () => {
  const ftl: PerKmGroupInput = {
    quantities: [{ quantity: 24000, unit: 'per_km' }],
    zones: [row('Tallinn', 'Riga', [1.25], 350), row('Tallinn', 'Vilnius', [null])],
  };

  it('words every per-km price of a grid by its lane, a lane without a price left out', () => {
    expect(perKmSentences('payable_weight', [ftl], 'EUR')).toEqual([`Tallinn – Riga: 1,25${NBSP}EUR per km, at least 350,00${NBSP}EUR`]);
    expect(perKmSentences('payable_weight', [ftl], 'EUR', 'fi')).toEqual([
      `Tallinn – Riga: 1,25${NBSP}EUR kilometriltä, vähintään 350,00${NBSP}EUR`,
    ]);
  });

  it('names the break when the group has others, and says nothing of breaks not priced per km', () => {
    const mixed: PerKmGroupInput = {
      quantities: [
        { quantity: 1000, unit: 'per_100kg' },
        { quantity: 24000, unit: 'per_km' },
      ],
      zones: [row('Tallinn', 'Riga', [12, 1.1], null, 900)],
    };
    expect(perKmSentences('payable_weight', [mixed], 'EUR', 'et')).toEqual([
      `Tallinn – Riga, 1${NBSP}000–24${NBSP}000${NBSP}kg: 1,10${NBSP}EUR km kohta, kuni 900,00${NBSP}EUR`,
    ]);
    expect(
      perKmSentences('payable_weight', [{ ...mixed, quantities: [mixed.quantities[0]!, { quantity: 24000, unit: 'per_100kg' }] }], 'EUR'),
    ).toEqual([]);
  });

  it('puts how a per-km price is reached before the prices on the rate card; nothing for a grid without one', () => {
    const lines = perKmConditionSentences('payable_weight', [ftl], 'EUR', 'en');
    expect(lines[0]).toMatch(/^Prices per km are the rate times the lane’s road km/);
    expect(lines.slice(1)).toEqual([`Tallinn – Riga: 1,25${NBSP}EUR per km, at least 350,00${NBSP}EUR`]);
    expect(perKmConditionSentences('payable_weight', [{ ...ftl, quantities: [{ quantity: 100, unit: 'per_shipment' }] }], 'EUR')).toEqual(
      [],
    );
  });
});
