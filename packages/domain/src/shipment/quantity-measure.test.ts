import { describe, expect, it } from 'vitest';
import { compileMeasureUnit, measureCount } from './quantity-measure';
import { measureShipment } from './shipment';

describe('compileMeasureUnit', () => {
  it('defaults to payable_weight', () => {
    expect(compileMeasureUnit(null).kind).toBe('payable_weight');
    expect(compileMeasureUnit('').kind).toBe('payable_weight');
  });

  it('knows pallet units by footprint area and other unit codes as pieces', () => {
    expect(compileMeasureUnit('eur_pallet')).toEqual({ kind: 'pallet', code: 'eur_pallet', area: 9600 });
    expect(compileMeasureUnit('full_load')).toEqual({ kind: 'pallet', code: 'full_load', area: 326400 });
    expect(compileMeasureUnit('carton')).toEqual({ kind: 'pieces', code: 'carton' });
    expect(compileMeasureUnit('any').kind).toBe('any');
  });

  it('refuses an unknown unit', () => {
    expect(() => compileMeasureUnit('per_kg')).toThrow(RangeError);
  });
});

describe('measureCount', () => {
  it('counts one fin pallet as 1.25 eur pallet places', () => {
    const m = measureCount(compileMeasureUnit('eur_pallet'), measureShipment([{ quantity: 1, type: 'fin_pallet', weight: 1 }]));
    expect(m).toEqual({ num: 12000, den: 9600 });
  });

  it('counts half and quarter pallets and ibc by area in eur places: 2 half + 2 quarter + 1 ibc = 2.5', () => {
    const facts = measureShipment([
      { quantity: 2, type: 'half_pallet', weight: 1 },
      { quantity: 2, type: 'quarter_pallet', weight: 1 },
      { quantity: 1, type: 'ibc', weight: 1 },
    ]);
    const m = measureCount(compileMeasureUnit('eur_pallet'), facts) as { num: number; den: number };
    expect(m.num / m.den).toBe(2.5);
  });

  it('refuses a type without footprint in a pallet pricelist', () => {
    const facts = measureShipment([
      { quantity: 1, type: 'carton', weight: 1 },
      { quantity: 1, type: 'pallet', weight: 1 },
      { quantity: 2, type: 'carton', weight: 1 },
    ]);
    expect(measureCount(compileMeasureUnit('eur_pallet'), facts)).toEqual({
      errors: ['Cannot price carton in a eur_pallet pricelist', 'Cannot price pallet in a eur_pallet pricelist'],
    });
  });

  it('counts pieces of exactly the unit type, and refuses other types', () => {
    const unit = compileMeasureUnit('carton');
    expect(measureCount(unit, measureShipment([{ quantity: 4, type: 'carton', weight: 1 }]))).toEqual({ num: 4, den: 1 });
    expect(measureCount(unit, measureShipment([{ quantity: 1, type: 'envelope', weight: 1 }]))).toEqual({
      errors: ['Cannot price envelope in a carton pricelist'],
    });
  });

  it('counts every piece with `any`', () => {
    const facts = measureShipment([
      { quantity: 4, type: 'carton', weight: 1 },
      { quantity: 2, type: 'dc20', weight: 1 },
    ]);
    expect(measureCount(compileMeasureUnit('any'), facts)).toEqual({ num: 6, den: 1 });
  });
});
