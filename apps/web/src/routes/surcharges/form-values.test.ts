import { describe, expect, it } from 'vitest';
import type { SurchargeAnswer } from '@freight/domain';
import { createGridStore } from '../../components/price-grid/FareGroupsEditor';
import { RECORD } from '../../test/grid-fixtures';
import { highPercents, initialValues, toPayload, validateSurcharge, type SurchargeValues } from './form-values';
import type { GridDefaults } from './loaders';

const DEFAULTS: GridDefaults = {
  unit: 'payable_weight',
  ldm_multiplier: 1850,
  cbm_multiplier: 333,
  payweight_rounding: 'ones',
  ldm_rounding: 'tenths',
  min_max_rule: 'max',
};

function values(over: Partial<SurchargeValues>): SurchargeValues {
  return { ...initialValues({}, DEFAULTS), name: 'Fuel', amount: '12,5', ...over };
}

describe('the surcharge form: values to body', () => {
  it('sends decimal commas as dots, empty amounts as null, ids as numbers, the name trimmed', () => {
    const body = toPayload(
      values({ name: ' Fuel ', minimum_amount: '', maximum_amount: '1000,5', blocks: ['4'], dependencies: ['9'] }),
      createGridStore(undefined),
    );
    expect(body).toMatchObject({
      name: 'Fuel',
      type: 'percentage',
      amount: '12.5',
      minimum_amount: null,
      maximum_amount: '1000.5',
      blocks: [4],
      dependencies: [9],
      pricelist: null,
    });
  });

  it('sends a fuel-indexed percentage without its amount and zone conditions, and asks nothing of a high amount it drops', () => {
    const v = values({ amount_source: 'fuel_index', amount: '500', zone_conditions: [] });
    const body = toPayload(v, createGridStore(undefined));
    expect(body).toMatchObject({ type: 'percentage', amount_source: 'fuel_index', amount: null, zone_conditions: [] });
    expect(highPercents(v)).toEqual([]);
    expect(validateSurcharge(v, createGridStore(undefined))).toEqual({});
  });

  it('sends a constant surcharge as fixed whatever the hidden choice held', () => {
    const body = toPayload(values({ type: 'constant', amount_source: 'fuel_index' }), createGridStore(undefined));
    expect(body.amount_source).toBe('fixed');
  });

  it('empties the fields a constant surcharge does not use, as the server does', () => {
    const body = toPayload(values({ type: 'constant', minimum_amount: '5', dependencies: ['9'] }), createGridStore(undefined));
    expect(body).toMatchObject({ type: 'constant', amount: '12.5', minimum_amount: null, dependencies: [], pricelist: null });
  });

  it('sends a pricelist surcharge with its grid from the store, and no amount', () => {
    const store = createGridStore([RECORD]);
    const body = toPayload(
      values({ type: 'pricelist', pricelist: { ...initialValues({}, DEFAULTS).pricelist, cbm_multiplier: '' } }),
      store,
    );
    expect(body.amount).toBeNull();
    expect(body.pricelist).toMatchObject({ ldm_multiplier: 1850 });
    // A blank multiplier is left out: the server fills in the default.
    expect(body.pricelist).not.toHaveProperty('cbm_multiplier');
    expect(body.pricelist?.fare_groups[0]).toEqual({
      quantities: [
        { quantity: 100, unit: 'per_shipment' },
        { quantity: 500, unit: 'per_100kg' },
      ],
      zones: [
        { zone_from: 1, zone_to: 2, transit: 7, minimum_amount: 15, maximum_amount: null, prices: [19.5, 1234.5] },
        { zone_from: 1, zone_to: 3, transit: null, minimum_amount: null, maximum_amount: 900, prices: [21, null] },
      ],
    });
  });

  it('starts from the record: ids as texts for the pickers, amounts as text', () => {
    const record = {
      name: 'Toll',
      type: 'constant',
      amount: 7.5,
      blocks: [3],
      dependencies: [{ id: 2, name: 'Fuel' }],
    } as Partial<SurchargeAnswer>;
    const v = initialValues(record, DEFAULTS);
    expect(v).toMatchObject({ name: 'Toll', type: 'constant', amount: '7.5', blocks: ['3'], dependencies: ['2'], minimum_amount: '' });
    expect(v.pricelist.ldm_multiplier).toBe(1850);
  });
});

describe('the surcharge form: validation', () => {
  it("names the schema's fields and the grid's own errors under pricelist.", () => {
    const store = createGridStore(undefined);
    const errors = validateSurcharge(values({ name: '  ', type: 'pricelist', amount: '' }), store);
    expect(errors.name).toBe('Is required');
    expect(errors['pricelist.fare_groups.0.zones.0.zone_from']).toBe('Is required');
    expect(errors['pricelist.fare_groups.0.quantities.0.quantity']).toBe('Is required');
  });

  it('takes a complete percentage surcharge', () => {
    expect(validateSurcharge(values({}), createGridStore(undefined))).toEqual({});
  });

  it('asks about percents above 100 (a 500 % fuel surcharge was more likely 5,00 %)', () => {
    expect(highPercents(values({ amount: '500' }))).toEqual([500]);
    expect(highPercents(values({ amount: '5,00' }))).toEqual([]);
    expect(highPercents(values({ type: 'constant', amount: '500' }))).toEqual([]);
  });
});
