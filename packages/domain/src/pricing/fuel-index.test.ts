import { describe, expect, it } from 'vitest';
import { fuelIndexSchema } from '../schemas/fuel-index.schema';
import { surchargeSchema } from '../schemas/surcharge.schema';
import { EXAMPLE_ROWS, cartons, carrier, fareGroup, pricelist, quote, request, surcharge } from '../test-support/fixtures';
import { compileFuelIndex, fuelPickText, monthNumber, pickFuelPercent, type FuelIndexRecord } from './fuel-index';
import type { SurchargeRecord } from './records';

const INDEX: FuelIndexRecord = {
  values: [
    { month: '2026-10', price: '1.55' },
    { month: '2026-11', price: '1.62' },
    { month: '2027-01', price: 1.7 },
  ],
  bands: [
    { from: '1.50', to: '1.60', percent: '12' },
    { from: 1.6, to: 1.7, percent: '14.5' },
    { from: '1.70', to: '1.80', percent: 17 },
  ],
};
const month = (text: string) => monthNumber(text)!;
const pick = (m: string, index = INDEX) => pickFuelPercent(compileFuelIndex(index), month(m));

describe('pickFuelPercent', () => {
  it("takes the month's own value and the band [from, to) holding it", () => {
    expect(pick('2026-11')).toMatchObject({ ok: true, price: 1.62, band: { from: 1.6, to: 1.7 }, percent: 14.5 });
    expect(pick('2026-10')).toMatchObject({ ok: true, price: 1.55, percent: 12 });
  });
  it('puts a price on a band bound into the band it starts: 1.70 is 1.70-1.80, not 1.60-1.70', () => {
    expect(pick('2027-01')).toMatchObject({ ok: true, price: 1.7, band: { from: 1.7, to: 1.8 }, percent: 17 });
  });
  it('falls back to the latest earlier month when the month has no value', () => {
    const p = pick('2026-12');
    expect(p).toMatchObject({ ok: true, valueMonth: month('2026-11'), price: 1.62, percent: 14.5 });
    expect(fuelPickText(p)).toBe('Diesel 1.62 €/l in 11/2026: band 1.60–1.70 → 14.5 % (no value for 12/2026: latest 11/2026)');
  });
  it('finds no value before the first month', () => {
    const p = pick('2026-09');
    expect(p).toEqual({ ok: false, reason: 'no_value', month: month('2026-09') });
    expect(fuelPickText(p)).toBe('No fuel index value for 9/2026 or an earlier month');
  });
  it('finds no band for a price outside every band', () => {
    const p = pick('2026-11', { ...INDEX, bands: [{ from: '1.00', to: '1.50', percent: '5' }] });
    expect(p).toMatchObject({ ok: false, reason: 'no_band', price: 1.62 });
    expect(fuelPickText(p)).toBe('No fuel band holds diesel 1.62 €/l (11/2026)');
  });
  it('words the trace as the clerk reads it', () => {
    expect(fuelPickText(pick('2026-11'))).toBe('Diesel 1.62 €/l in 11/2026: band 1.60–1.70 → 14.5 %');
  });
  it('words it with decimal commas for a screen', () => {
    expect(fuelPickText(pick('2026-11'), 'display')).toBe('Diesel 1,62 €/l in 11/2026: band 1,60–1,70 → 14,5 %');
  });
});

describe('fuelIndexSchema', () => {
  const errors = (body: unknown) => {
    const r = fuelIndexSchema.safeParse(body);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('takes an index and keeps the months ascending', () => {
    const r = fuelIndexSchema.parse({ ...INDEX, values: [...INDEX.values].reverse(), version: 0 });
    expect(r.values.map((v) => v.month)).toEqual(['2026-10', '2026-11', '2027-01']);
  });
  it('names bad months, repeated months and prices that are not above 0 or have 4 decimals', () => {
    expect(
      errors({
        values: [
          { month: '2026-13', price: 1 },
          { month: '2026-11', price: 0 },
          { month: '2026-11', price: 1.6255 },
        ],
        bands: [],
      }),
    ).toEqual({
      'values.0.month': 'must be a month yyyy-mm',
      'values.1.price': 'must be above 0',
      'values.2.price': 'must have at most 3 decimals',
      'values.2.month': 'is already in row 2',
    });
  });
  it('names overlapping, descending and empty bands and a percent out of bounds', () => {
    expect(
      errors({
        values: [],
        bands: [
          { from: 1.5, to: 1.6, percent: 10 },
          { from: 1.55, to: 1.7, percent: 12 },
          { from: 1.4, to: 1.45, percent: 1 },
          { from: 2, to: 2, percent: 2000 },
        ],
      }),
    ).toEqual({
      'bands.1.from': 'overlaps the band above it (to 1,6)',
      'bands.2.from': 'must not be below the band above it',
      'bands.3.to': 'must be above from',
      'bands.3.percent': 'must be at most 1000 %',
    });
  });
});

describe('surchargeSchema amount_source', () => {
  const base = { name: 'Fuel', type: 'percentage' };
  it('defaults to fixed and needs no amount with fuel_index (amount and zone conditions emptied)', () => {
    expect(surchargeSchema.parse({ ...base, amount: 5 }).amount_source).toBe('fixed');
    const indexed = surchargeSchema.parse({ ...base, amount_source: 'fuel_index', amount: 5, zone_conditions: [{ amount: 3 }] });
    expect(indexed).toMatchObject({ amount_source: 'fuel_index', amount: null, zone_conditions: [] });
  });
  it('refuses fuel_index on a constant surcharge', () => {
    const r = surchargeSchema.safeParse({ name: 'Toll', type: 'constant', amount: 5, amount_source: 'fuel_index' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['amount_source'] });
  });
});

describe('a fuel-indexed percentage surcharge', () => {
  const FUEL: SurchargeRecord = surcharge({ id: 1, name: 'Fuel', type: 'percentage', amount: null, amount_source: 'fuel_index' });
  // 480 kg at 20.00 per 100 kg: 96.00 freight; no transit, so the collection date is the requested one.
  const priced = (date: string, index: FuelIndexRecord | null = INDEX, list: SurchargeRecord[] = [FUEL]) =>
    quote(
      carrier({
        surcharges: list,
        fuel_index: index,
        pricelists: [
          pricelist({ min_max_rule: 'none', fare_groups: [fareGroup(EXAMPLE_ROWS, ['25.00', '20.00', '18.00'])], surcharges: [1] }),
        ],
      }),
      request(cartons(480), { date }),
    );

  it("takes each collection month's band: 14.5 % in 11/2026, 12 % in 10/2026", () => {
    const nov = priced('2026-11-20');
    expect(nov.charges).toEqual([
      { charge: 'Freight', amount: 96 },
      { charge: 'Fuel', amount: 13.92 },
    ]);
    expect(nov.trace.surcharges[0]).toMatchObject({ rate: 14.5, fuel: { month: '2026-11', value_month: '2026-11', percent: 14.5 } });
    expect(nov.trace.surcharges[0]!.fuel!.text).toBe('Diesel 1.62 €/l in 11/2026: band 1.60–1.70 → 14.5 %');
    expect(priced('2026-10-05').charges[1]).toEqual({ charge: 'Fuel', amount: 11.52 });
  });
  it('uses the latest earlier month and says so', () => {
    const dec = priced('2026-12-01');
    expect(dec.charges[1]).toEqual({ charge: 'Fuel', amount: 13.92 });
    expect(dec.trace.surcharges[0]!.fuel!.text).toContain('(no value for 12/2026: latest 11/2026)');
  });
  it('cannot be priced without a value at or before the month, or without an index: the error says why', () => {
    const early = priced('2026-09-30');
    expect(early.total).toBeNull();
    expect(early.errors).toBe('No fuel index value for 9/2026 or an earlier month');
    expect(early.trace.surcharges[0]).toMatchObject({ applied: false, reason: 'no_fuel_index' });
    expect(priced('2026-11-20', null).errors).toBe('No fuel index value for 11/2026 or an earlier month');
  });
  it('keeps a fixed percentage surcharge as it was beside an index', () => {
    const fixed = surcharge({ id: 1, name: 'Fuel', type: 'percentage', amount: '10' });
    expect(priced('2026-11-20', INDEX, [fixed]).charges[1]).toEqual({ charge: 'Fuel', amount: 9.6 });
  });
});
