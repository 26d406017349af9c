import { describe, expect, it } from 'vitest';
import { CONDITION_TYPES, CONDITION_TYPE_CODES } from './conditions';
import { COUNTRIES, COUNTRY_CODES, countryName } from './countries';
import { CURRENCIES } from './currencies';
import { PRICELIST_UNITS, SHIPMENT_TYPES, UNIT_CODES } from './units';

describe('constants', () => {
  it('lists about 250 countries with unique two-letter codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(COUNTRY_CODES.size).toBe(COUNTRIES.length);
    for (const [code] of COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(countryName('ee')).toBe('Estonia');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName(null)).toBe('');
  });

  it('has the product documents’ 19 condition types with their labels', () => {
    expect(CONDITION_TYPE_CODES).toHaveLength(19);
    expect(CONDITION_TYPES.total_weight.label).toBe('Total real weight (kg)');
    expect(CONDITION_TYPES.frigo).toEqual({ label: 'Temperature sensitive', presence: true });
  });

  it('has the ten currencies and every shipment type with a short code', () => {
    expect(CURRENCIES).toEqual(['EUR', 'USD', 'DKK', 'NOK', 'SEK', 'BGN', 'GBP', 'CHF', 'PLN', 'CZK']);
    for (const t of SHIPMENT_TYPES) expect(UNIT_CODES[t]).toBeTruthy();
    expect(PRICELIST_UNITS).toContain('payable_weight');
    expect(PRICELIST_UNITS).toContain('any');
  });
});
