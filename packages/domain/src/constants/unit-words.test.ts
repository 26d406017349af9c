import { describe, expect, it } from 'vitest';
import { SURCHARGE_TYPES } from './pricing';
import { countOfType, pricelistUnitLabel, quantityWords, surchargeTypeLabel } from './unit-words';

describe('countOfType', () => {
  it('names one piece in the singular and more in the plural', () => {
    expect(countOfType('eur_pallet', 1)).toBe('1 EUR pallet');
    expect(countOfType('eur_pallet', 3)).toBe('3 EUR pallets');
    expect(countOfType('colli', 2)).toBe('2 Colli');
  });
});

describe('pricelistUnitLabel', () => {
  it('says what the quantity rows count, never the key', () => {
    expect(pricelistUnitLabel('payable_weight')).toBe('Payable weight (kg)');
    expect(pricelistUnitLabel('half_pallet')).toBe('Half pallets');
    expect(pricelistUnitLabel('any')).toBe('Pieces of any type');
    expect(quantityWords('real_weight')).toEqual({ one: 'kg', many: 'kg' });
    expect(quantityWords('fin_pallet')).toEqual({ one: 'FIN pallet', many: 'FIN pallets' });
  });
});

describe('surchargeTypeLabel', () => {
  it('words every type without its key', () => {
    for (const type of SURCHARGE_TYPES) expect(surchargeTypeLabel(type).toLowerCase()).not.toMatch(/^(percentage|constant|pricelist)$/);
    expect(surchargeTypeLabel('percentage')).toBe('Percent of freight');
  });
});
