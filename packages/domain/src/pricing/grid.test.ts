import { describe, expect, it } from 'vitest';
import { EXAMPLE_PRICES, EXAMPLE_ROWS, cartons, carrier, fareGroup, pricelist, quote, request, type Row } from '../test-support/fixtures';
import type { PricelistRecord } from './records';

/** Prices a request on one pricelist built from the overrides. */
function price(over: Partial<PricelistRecord>, shipments = cartons(480), req = {}) {
  return quote(carrier({ pricelists: [pricelist(over)] }), request(shipments, req));
}
const freight = (r: ReturnType<typeof price>) => r.charges.find((c) => c.charge === 'Freight')?.amount;

describe('docs/pricing.md §5 worked examples', () => {
  it('480 kg charges the next break when cheaper (min rule): 96.00 at row 500, 90.00 at 500 kg of row 1000', () => {
    const r = price({ min_max_rule: 'min' }, cartons(480));
    expect(r.errors).toBe('');
    expect(r.charges).toEqual([{ charge: 'Freight', amount: 90 }]);
    expect(r.trace.rule).toMatchObject({ outcome: 'next_break', row_amount: 96, compared_amount: 90, compared_row: 2 });
  });

  it('510 kg charges the previous break when dearer (max rule): 91.80 at row 1000, 100.00 at 500 kg of row 500', () => {
    const r = price({ min_max_rule: 'max' }, cartons(510));
    expect(r.charges).toEqual([{ charge: 'Freight', amount: 100 }]);
    expect(r.trace.rule).toMatchObject({ outcome: 'previous_break', row_amount: 91.8, compared_amount: 100, compared_row: 1 });
  });
});

describe('min_max_rule', () => {
  it('none: 480 kg charges its own row, 96.00', () => {
    expect(freight(price({ min_max_rule: 'none' }))).toBe(96);
  });

  it('min keeps the row when the next break is dearer: 90 kg at 15.00 per shipment vs 20.00 at 100 kg', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, ['15.00', '20.00', '18.00'])];
    const r = price({ min_max_rule: 'min', fare_groups: grid }, cartons(90));
    expect(freight(r)).toBe(15);
    expect(r.trace.rule?.outcome).toBe('row');
  });

  it('min skips the check when the next cell is empty: 480 kg stays 96.00', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, ['25.00', '20.00', null])];
    expect(freight(price({ min_max_rule: 'min', fare_groups: grid }))).toBe(96);
  });

  it('min has no next row at the last row: 900 kg at 18.00 per 100 kg is 162.00', () => {
    expect(freight(price({ min_max_rule: 'min' }, cartons(900)))).toBe(162);
  });

  it('max has no previous row at the first row: 50 kg is 25.00', () => {
    expect(freight(price({ min_max_rule: 'max' }, cartons(50)))).toBe(25);
  });

  it('max keeps the row when the previous break is cheaper: 600 kg is 108.00 (>= 100.00)', () => {
    expect(freight(price({ min_max_rule: 'max' }, cartons(600)))).toBe(108);
  });

  it('max skips the check when the previous cell is empty', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, ['25.00', null, '18.00'])];
    expect(freight(price({ min_max_rule: 'max', fare_groups: grid }, cartons(510)))).toBe(91.8);
  });
});

describe('quantity rows', () => {
  it('a measure equal to a bound takes that row: 500 kg is row 500', () => {
    const r = price({ min_max_rule: 'none' }, cartons(500));
    expect(r.trace.quantity).toMatchObject({ row: 1, quantity: 500 });
    expect(freight(r)).toBe(100);
  });

  it('500.1 kg is paid as 501 kg and takes row 1000', () => {
    const r = price({ min_max_rule: 'none' }, cartons(500.1));
    expect(r.trace.quantity?.row).toBe(2);
    expect(freight(r)).toBe(90.18);
  });

  it('a measure above the last row is refused: 1001 kg', () => {
    const r = price({}, cartons(1001));
    expect(r.errors).toBe('Shipment exceeds the largest quantity of the pricelist');
    expect(r.charges).toEqual([]);
    expect(r.total).toBeNull();
  });

  it('an empty cell is refused: No price for this quantity', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, ['25.00', null, '18.00'])];
    expect(price({ fare_groups: grid }, cartons(480)).errors).toBe('No price for this quantity');
  });

  it('rows stored out of order are sorted; the trace names the stored row', () => {
    const rows: Row[] = [
      [1000, 'per_100kg'],
      [100, 'per_shipment'],
      [500, 'per_100kg'],
    ];
    const r = price({ min_max_rule: 'none', fare_groups: [fareGroup(rows, ['18.00', '25.00', '20.00'])] }, cartons(480));
    expect(freight(r)).toBe(96);
    expect(r.trace.quantity?.row).toBe(2);
  });

  it('accepts decimal bounds (step 0.01): 2.5 eur places fall in row 2.5', () => {
    const rows: Row[] = [
      [2.49, 'per_shipment'],
      [2.5, 'per_shipment'],
    ];
    const r = price({ unit: 'eur_pallet', min_max_rule: 'none', fare_groups: [fareGroup(rows, [10, 20])] }, [
      { quantity: 5, type: 'half_pallet', weight: 100 },
    ]);
    expect(freight(r)).toBe(20);
  });
});

describe('pricing units', () => {
  const one = (unit: Row[1], priceValue: string, over: Partial<PricelistRecord> = {}) => ({
    min_max_rule: 'none',
    fare_groups: [fareGroup([[10_000, unit]], [priceValue])],
    ...over,
  });

  it('per_shipment charges the price once', () => {
    expect(freight(price(one('per_shipment', '25.00')))).toBe(25);
  });

  it('per_unit multiplies by the measure: 480 kg x 0.20 = 96.00', () => {
    expect(freight(price(one('per_unit', '0.20')))).toBe(96);
  });

  it('per_unit_kg multiplies by the payable weight: 2 eur pallets of 300 kg pay 1480 kg x 0.05 = 74.00', () => {
    expect(freight(price(one('per_unit_kg', '0.05'), [{ quantity: 2, type: 'eur_pallet', weight: 300 }]))).toBe(74);
  });

  it('per_100kg multiplies by PW / 100: 480 kg x 20.00 = 96.00', () => {
    expect(freight(price(one('per_100kg', '20.00')))).toBe(96);
  });

  it('per_ldm multiplies by the rounded LDM: 0.8 x 100.00 = 80.00', () => {
    expect(freight(price(one('per_ldm', '100.00'), [{ quantity: 2, type: 'eur_pallet', weight: 300 }]))).toBe(80);
  });

  it('per_ldm uses LDM rounded up: 1.23 LDM is 1.3 x 100.00 = 130.00 (tenths)', () => {
    expect(freight(price(one('per_ldm', '100.00'), [{ quantity: 1, type: 'colli', weight: 10, ldm: 1.23 }]))).toBe(130);
    expect(
      freight(price(one('per_ldm', '100.00', { ldm_rounding: 'hundredths' }), [{ quantity: 1, type: 'colli', weight: 10, ldm: 1.23 }])),
    ).toBe(123);
    expect(
      freight(price(one('per_ldm', '100.00', { ldm_rounding: 'ones' }), [{ quantity: 1, type: 'colli', weight: 10, ldm: 1.23 }])),
    ).toBe(200);
  });

  it('per_unit counts pallet places in a pallet pricelist: 1 fin pallet is 1.25 x 40.00 = 50.00', () => {
    expect(freight(price(one('per_unit', '40.00', { unit: 'eur_pallet' }), [{ quantity: 1, type: 'fin_pallet', weight: 100 }]))).toBe(50);
  });

  it('per_unit counts full loads by area: 1 eur pallet is 9600/326400 of a full load', () => {
    // 3264.00 x 9600 / 326400 = 96.00
    expect(freight(price(one('per_unit', '3264.00', { unit: 'full_load' }), [{ quantity: 1, type: 'eur_pallet', weight: 100 }]))).toBe(96);
  });

  it('per_unit counts pieces of the unit type: 4 cartons x 2.50 = 10.00', () => {
    expect(freight(price(one('per_unit', '2.50', { unit: 'carton' }), [{ quantity: 4, type: 'carton', weight: 10 }]))).toBe(10);
  });

  it('per_unit counts every piece with `any`: 4 cartons + 1 roll x 2.50 = 12.50', () => {
    const rows = [
      { quantity: 4, type: 'carton', weight: 10 },
      { quantity: 1, type: 'roll', weight: 10 },
    ];
    expect(freight(price(one('per_unit', '2.50', { unit: 'any' }), rows))).toBe(12.5);
  });

  it('real_weight counts W rounded up, not the payable weight: 2 eur pallets of 300.2 kg are 310 kg with tens', () => {
    const r = price(one('per_unit', '0.10', { unit: 'real_weight', payweight_rounding: 'tens' }), [
      { quantity: 2, type: 'eur_pallet', weight: 300.2 },
    ]);
    expect(r.trace.measure).toEqual({ unit: 'real_weight', value: 310 });
    expect(freight(r)).toBe(31);
  });

  it('a missing pricing unit means per_shipment', () => {
    const grid = [{ quantities: [{ quantity: 1000 }], zones: [{ zone_from: 11, zone_to: 13, prices: ['42.00'] }] }];
    expect(freight(price({ fare_groups: grid }))).toBe(42);
  });
});

describe('a weight bound stands in for PW at the neighbour row', () => {
  it('per_unit_kg at the next break of a weight pricelist uses the bound: 480 kg vs 500 kg x 0.18', () => {
    const rows: Row[] = [
      [500, 'per_unit_kg'],
      [1000, 'per_unit_kg'],
    ];
    const r = price({ min_max_rule: 'min', fare_groups: [fareGroup(rows, ['0.20', '0.18'])] }, cartons(480));
    expect(freight(r)).toBe(90); // min(96.00, 500 x 0.18)
  });

  it('per_unit_kg at the next break of a pallet pricelist keeps the real PW: 740 kg x 0.05 = 37.00', () => {
    const rows: Row[] = [
      [1, 'per_unit_kg'],
      [2, 'per_unit_kg'],
    ];
    const r = price({ unit: 'eur_pallet', min_max_rule: 'min', fare_groups: [fareGroup(rows, ['0.10', '0.05'])] }, [
      { quantity: 1, type: 'eur_pallet', weight: 500 },
    ]);
    expect(freight(r)).toBe(37); // row 1: 740 x 0.10 = 74.00; next row at 1 place: 740 x 0.05
  });

  it('per_unit at the next break of a pallet pricelist uses the bound as places: 1.25 places x 40 vs 2 x 24', () => {
    const rows: Row[] = [
      [1.5, 'per_unit'],
      [10, 'per_unit'],
    ];
    const r = price({ unit: 'eur_pallet', min_max_rule: 'min', fare_groups: [fareGroup(rows, ['40.00', '30.00'])] }, [
      { quantity: 1, type: 'fin_pallet', weight: 100 },
    ]);
    expect(freight(r)).toBe(45); // row 1.5: 1.25 x 40 = 50.00; next at 1.5: 1.5 x 30 = 45.00
  });
});

describe('rounding', () => {
  it('rounds the line half away from zero: 500 kg x 19.311 per 100 kg = 96.555 -> 96.56', () => {
    const grid = [fareGroup([[1000, 'per_100kg']], ['19.311'])];
    expect(freight(price({ min_max_rule: 'none', fare_groups: grid }, cartons(500)))).toBe(96.56);
  });

  it('rounds 96.5549 down to 96.55', () => {
    const grid = [fareGroup([[100_000, 'per_unit_kg']], ['0.0013'])];
    // 74273 kg x 0.0013 = 96.5549
    expect(freight(price({ min_max_rule: 'none', fare_groups: grid }, cartons(74273)))).toBe(96.55);
  });

  it('prices sub-cent per-kg rates exactly: 1234 kg x 0.045 = 55.53', () => {
    const grid = [fareGroup([[10_000, 'per_unit_kg']], ['0.045'])];
    expect(freight(price({ min_max_rule: 'none', fare_groups: grid }, cartons(1234)))).toBe(55.53);
  });
});

describe('zone row minimum and maximum', () => {
  it('minimum_amount raises the freight: 96.00 -> 120.00', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, EXAMPLE_PRICES, { minimum_amount: '120.00' })];
    const r = price({ min_max_rule: 'none', fare_groups: grid });
    expect(freight(r)).toBe(120);
    expect(r.trace.rule).toMatchObject({ minimum_applied: true, maximum_applied: false });
  });

  it('maximum_amount caps the freight: 96.00 -> 80.00', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, EXAMPLE_PRICES, { maximum_amount: 80 })];
    expect(freight(price({ min_max_rule: 'none', fare_groups: grid }))).toBe(80);
  });

  it('applies after the min rule: next break 90.00 is raised to a minimum of 95.00', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, EXAMPLE_PRICES, { minimum_amount: '95.00' })];
    expect(freight(price({ min_max_rule: 'min', fare_groups: grid }))).toBe(95);
  });

  it('the maximum wins when it is below the minimum', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, EXAMPLE_PRICES, { minimum_amount: 150, maximum_amount: 120 })];
    expect(freight(price({ min_max_rule: 'none', fare_groups: grid }))).toBe(120);
  });
});

describe('the zone row', () => {
  it('is refused when no row matches: No price for this route', () => {
    const r = price({}, cartons(480), { delivery: { country: 'LT', postcode: '01100' } });
    expect(r.errors).toBe('No price for this route\nNo area holds the delivery address LT 01100');
    expect(r.trace.zone).toBeNull();
  });

  it('the most specific wins by bound length: Tallinn -> Riga over Estonia -> Latvia', () => {
    const broad = fareGroup(EXAMPLE_ROWS, ['1.00', '1.00', '1.00'], { zone_from: 12, zone_to: 14 });
    const narrow = fareGroup(EXAMPLE_ROWS, ['25.00', '20.00', '18.00'], { zone_from: 11, zone_to: 13 });
    const r = price({ min_max_rule: 'none', fare_groups: [broad, narrow] });
    expect(freight(r)).toBe(96);
    expect(r.trace.zone).toMatchObject({ fare_group: 1, row: 0, candidates: 2, decided_by: 'bound_length', bound_length: 6 });
    expect(r.trace.zone?.collection_area).toMatchObject({ id: 1, postcode_from: '10', postcode_to: '19' });
  });

  it('falls back to the broader row outside the narrow areas (Tartu 50xxx)', () => {
    const broad = fareGroup(EXAMPLE_ROWS, ['1.00', '1.00', '1.00'], { zone_from: 12, zone_to: 14 });
    const narrow = fareGroup(EXAMPLE_ROWS, ['25.00', '20.00', '18.00'], { zone_from: 11, zone_to: 13 });
    const r = price({ min_max_rule: 'none', fare_groups: [broad, narrow] }, cartons(480), {
      collection: { country: 'EE', postcode: '50090' },
    });
    expect(freight(r)).toBe(4.8);
    expect(r.trace.zone?.decided_by).toBe('only_match');
  });

  it('with equal bound lengths the smaller span wins', () => {
    const records = carrier({
      areas: [
        { id: 1, country: 'EE', postcode_from: '10000', postcode_to: '19999' },
        { id: 2, country: 'EE', postcode_from: '10100', postcode_to: '10199' },
        { id: 3, country: 'LV', postcode_from: '1000', postcode_to: '1099' },
      ],
      zones: [
        { id: 11, name: 'Wide', areas: [1] },
        { id: 12, name: 'Narrow', areas: [2] },
        { id: 13, name: 'Riga', areas: [3] },
      ],
      pricelists: [
        pricelist({
          min_max_rule: 'none',
          fare_groups: [
            fareGroup(EXAMPLE_ROWS, ['1', '1', '1'], { zone_from: 11 }),
            fareGroup(EXAMPLE_ROWS, ['2', '2', '2'], { zone_from: 12 }),
          ],
        }),
      ],
    });
    const r = quote(records, request(cartons(50), { collection: { country: 'EE', postcode: '10150' } }));
    expect(freight(r)).toBe(2);
    expect(r.trace.zone).toMatchObject({ fare_group: 1, decided_by: 'span' });
  });

  it('with equal specificity the earlier fare group wins', () => {
    const first = fareGroup(EXAMPLE_ROWS, ['7.00', '7.00', '7.00']);
    const second = fareGroup(EXAMPLE_ROWS, ['8.00', '8.00', '8.00']);
    const r = price({ min_max_rule: 'none', fare_groups: [first, second] }, cartons(50));
    expect(freight(r)).toBe(7);
    expect(r.trace.zone).toMatchObject({ fare_group: 0, decided_by: 'order' });
  });

  it('matches alphanumeric routes: Westminster SW1A 1AA -> Amsterdam 1012 AB', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, EXAMPLE_PRICES, { zone_from: 15, zone_to: 16 })];
    const r = price({ min_max_rule: 'none', fare_groups: grid }, cartons(480), {
      collection: { country: 'GB', postcode: 'sw1a 1aa' },
      delivery: { country: 'NL', postcode: '1012 AB' },
    });
    expect(freight(r)).toBe(96);
  });

  it('matches a Polish postcode with a hyphen: 00-950 Warsaw -> Riga', () => {
    const grid = [fareGroup(EXAMPLE_ROWS, EXAMPLE_PRICES, { zone_from: 17, zone_to: 13 })];
    const r = price({ min_max_rule: 'none', fare_groups: grid }, cartons(480), { collection: { country: 'PL', postcode: '00-950' } });
    expect(freight(r)).toBe(96);
  });
});

describe('the measure unit', () => {
  it('refuses a carton in a eur_pallet pricelist', () => {
    const r = price({ unit: 'eur_pallet' }, cartons(10));
    expect(r.errors).toBe('Cannot price carton in a eur_pallet pricelist');
  });

  it('names every unpriceable type, one per line', () => {
    const r = price({ unit: 'carton' }, [
      { quantity: 1, type: 'envelope', weight: 1 },
      { quantity: 1, type: 'roll', weight: 1 },
    ]);
    expect(r.errors).toBe('Cannot price envelope in a carton pricelist\nCannot price roll in a carton pricelist');
  });
});

describe('the weight trace', () => {
  it('shows which basis won and the numbers it beat', () => {
    const r = price({ min_max_rule: 'none', fare_groups: [fareGroup([[5000, 'per_shipment']], ['1'])] }, [
      { quantity: 2, type: 'eur_pallet', weight: 300, height: 100 },
    ]);
    expect(r.trace.weight).toEqual({
      basis: 'ldm',
      payable_weight: 1480,
      real_weight: 300,
      ldm: 0.8,
      ldm_rounded: 0.8,
      ldm_counts: true,
      ldm_weight: 1480,
      cbm: 1.92,
      cbm_weight: 639.36,
    });
  });

  it('shows LDM not counting when an ldm_block fails', () => {
    const records = carrier({
      conditions: [{ id: 5, type: 'ldm', applied_after: 1 }],
      pricelists: [pricelist({ ldm_blocks: [5], min_max_rule: 'none', fare_groups: [fareGroup([[5000, 'per_unit_kg']], ['0.10'])] })],
    });
    const r = quote(records, request([{ quantity: 2, type: 'eur_pallet', weight: 300 }]));
    expect(r.trace.weight).toMatchObject({ basis: 'real', ldm_counts: false, payable_weight: 300 });
    expect(freight(r)).toBe(30);
  });
});
