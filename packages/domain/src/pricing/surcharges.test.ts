import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROWS, cartons, carrier, fareGroup, pricelist, quote, request, surcharge } from '../test-support/fixtures';
import type { PriceOptions } from './carrier';
import { findSurchargeCycle } from './surcharges';
import type { SurchargeRecord } from './records';

const RATES = { base: 'EUR', rates: { USD: '1.08', SEK: 11.2345 } };

/** Rows up to 10 t, so pallets weighing by LDM still price. */
const MAIN_GRID = [fareGroup([...EXAMPLE_ROWS, [10_000, 'per_100kg']], ['25.00', '20.00', '18.00', '18.00'])];

/** 480 kg Tallinn -> Riga at 96.00 freight (rule none), with these surcharges listed in order. */
function withSurcharges(list: SurchargeRecord[], shipments = cartons(480), options: Partial<PriceOptions> = {}, extra = {}) {
  const records = carrier({
    surcharges: list,
    conditions: [
      { id: 1, type: 'adr', presence: true },
      { id: 2, type: 'total_weight', applied_after: 400 },
      { id: 3, type: 'tail_lift', presence: true },
    ],
    pricelists: [pricelist({ min_max_rule: 'none', fare_groups: MAIN_GRID, surcharges: list.map((s) => s.id) })],
  });
  return quote(records, request(shipments, extra), { rates: RATES, ...options });
}
const line = (r: ReturnType<typeof withSurcharges>, name: string) => r.charges.find((c) => c.charge === name)?.amount;

describe('constant surcharges', () => {
  it('add their amount once per shipment', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'Toll', amount: '12.50' })]);
    expect(r.charges).toEqual([
      { charge: 'Freight', amount: 96 },
      { charge: 'Toll', amount: 12.5 },
    ]);
    expect(r.total).toBe(108.5);
    expect(r.trace.surcharges[0]).toMatchObject({ applied: true, reason: 'applied', rate: 12.5, amount: 12.5 });
  });
});

describe('percentage surcharges', () => {
  it('take a percent of the freight: 12.5 % of 96.00 = 12.00', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'Fuel', type: 'percentage', amount: '12.5' })]);
    expect(line(r, 'Fuel')).toBe(12);
    expect(r.trace.surcharges[0]).toMatchObject({ base: 96, rate: 12.5 });
  });

  it('round half away from zero: 0.5 % of 96.00 = 0.48; 3.3333 % of 96.00 = 3.199968 -> 3.20', () => {
    const r = withSurcharges([
      surcharge({ id: 1, name: 'A', type: 'percentage', amount: '0.5' }),
      surcharge({ id: 2, name: 'B', type: 'percentage', amount: '3.3333' }),
    ]);
    expect([line(r, 'A'), line(r, 'B')]).toEqual([0.48, 3.2]);
  });

  it('add the amounts of their applied dependencies to the base: 10 % of (96.00 + 12.00 fuel + 20.00 toll)', () => {
    const r = withSurcharges([
      surcharge({ id: 3, name: 'Insurance', type: 'percentage', amount: '10', dependencies: [1, 2, 4] }),
      surcharge({ id: 1, name: 'Fuel', type: 'percentage', amount: '12.5' }),
      surcharge({ id: 2, name: 'Toll', amount: '20.00' }),
      surcharge({ id: 4, name: 'ADR', amount: '30.00', blocks: [1] }),
    ]);
    expect(line(r, 'Insurance')).toBe(12.8);
    expect(r.trace.surcharges[0]).toMatchObject({ base: 128, dependencies: [1, 2] });
    expect(r.charges.map((c) => c.charge)).toEqual(['Freight', 'Insurance', 'Fuel', 'Toll']);
  });

  it('are raised to minimum_amount: 1 % of 96.00 = 0.96 -> 5.00', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'Min', type: 'percentage', amount: '1', minimum_amount: '5.00' })]);
    expect(line(r, 'Min')).toBe(5);
    expect(r.trace.surcharges[0]?.minimum_applied).toBe(true);
  });

  it('are capped at maximum_amount: 50 % of 96.00 = 48.00 -> 30.00', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'Max', type: 'percentage', amount: '50', maximum_amount: 30 })]);
    expect(line(r, 'Max')).toBe(30);
    expect(r.trace.surcharges[0]?.maximum_applied).toBe(true);
  });

  it('may be negative (a discount): -5 % of 96.00 = -4.80', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'Discount', type: 'percentage', amount: '-5' })]);
    expect(line(r, 'Discount')).toBe(-4.8);
    expect(r.total).toBe(91.2);
  });
});

describe('surcharge conditions', () => {
  it('apply with none listed', () => {
    expect(line(withSurcharges([surcharge({ id: 1, name: 'S', blocks: [] })]), 'S')).toBe(10);
  });

  it('need one holding condition by default: ADR (no) or weight > 400 (yes)', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'S', blocks: [1, 2] })]);
    expect(line(r, 'S')).toBe(10);
  });

  it('need every condition with all_conditions_needed', () => {
    const list = [surcharge({ id: 1, name: 'S', blocks: [1, 2], all_conditions_needed: true })];
    const without = withSurcharges(list);
    expect(line(without, 'S')).toBeUndefined();
    expect(without.trace.surcharges[0]).toMatchObject({ applied: false, reason: 'conditions_not_met', amount: null });
    expect(line(withSurcharges(list, cartons(480), {}, { adr: true }), 'S')).toBe(10);
  });

  it('do not apply when none holds', () => {
    expect(line(withSurcharges([surcharge({ id: 1, name: 'S', blocks: [1, 3] })]), 'S')).toBeUndefined();
  });
});

describe('zone conditions', () => {
  it('replace the amount on a matching route', () => {
    const r = withSurcharges([
      surcharge({ id: 1, name: 'S', amount: '10.00', zone_conditions: [{ zone_from: 11, zone_to: 13, amount: '15.00' }] }),
    ]);
    expect(line(r, 'S')).toBe(15);
    expect(r.trace.surcharges[0]?.zone_condition).toBe(0);
  });

  it('stop the surcharge on another route', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'S', zone_conditions: [{ zone_from: 13, zone_to: 11, amount: '15.00' }] })]);
    expect(line(r, 'S')).toBeUndefined();
    expect(r.trace.surcharges[0]?.reason).toBe('no_zone_condition');
  });

  it('match anything on an empty side', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'S', zone_conditions: [{ zone_from: null, zone_to: 13, amount: '7.00' }] })]);
    expect(line(r, 'S')).toBe(7);
  });

  it('pick the most specific match: Tallinn -> any over Estonia -> Latvia', () => {
    const r = withSurcharges([
      surcharge({
        id: 1,
        name: 'S',
        zone_conditions: [
          { zone_from: 12, zone_to: 14, amount: '5.00' },
          { zone_from: 11, zone_to: 13, amount: '9.00' },
          { zone_from: null, zone_to: null, amount: '1.00' },
        ],
      }),
    ]);
    expect(line(r, 'S')).toBe(9);
    expect(r.trace.surcharges[0]?.zone_condition).toBe(1);
  });

  it('bring their own minimum and maximum to a percentage', () => {
    const r = withSurcharges([
      surcharge({
        id: 1,
        name: 'S',
        type: 'percentage',
        amount: '1',
        minimum_amount: '50',
        zone_conditions: [{ zone_from: 11, zone_to: null, amount: '2', minimum_amount: '3.00', maximum_amount: null }],
      }),
    ]);
    expect(line(r, 'S')).toBe(3); // 2 % of 96.00 = 1.92, raised to the zone condition's 3.00
  });
});

describe('pricelist surcharges', () => {
  const grid = {
    unit: 'eur_pallet',
    min_max_rule: 'none',
    fare_groups: [fareGroup([[10, 'per_unit']], ['6.50'])],
  };

  it('price their own grid on the same route: 3 eur pallets x 6.50 = 19.50', () => {
    const r = withSurcharges(
      [surcharge({ id: 1, name: 'Pallets', type: 'pricelist', pricelist: grid })],
      [{ quantity: 3, type: 'eur_pallet', weight: 480 }],
    );
    expect(line(r, 'Pallets')).toBe(19.5);
    expect(r.trace.surcharges[0]?.grid).toMatchObject({ measure: { unit: 'eur_pallet', value: 3 }, quantity: { row: 0 } });
  });

  it('do not apply, without an error, when their grid has no row for the route', () => {
    const r = withSurcharges(
      [
        surcharge({
          id: 1,
          name: 'Pallets',
          type: 'pricelist',
          pricelist: { ...grid, fare_groups: [fareGroup([[10, 'per_unit']], ['6.50'], { zone_from: 13, zone_to: 11 })] },
        }),
      ],
      [{ quantity: 3, type: 'eur_pallet', weight: 480 }],
    );
    expect(r.errors).toBe('');
    expect(line(r, 'Pallets')).toBeUndefined();
    expect(r.trace.surcharges[0]?.reason).toBe('no_route');
  });

  it('do not apply above their largest quantity or for a type they cannot count', () => {
    const over = withSurcharges(
      [surcharge({ id: 1, name: 'Pallets', type: 'pricelist', pricelist: grid })],
      [{ quantity: 11, type: 'eur_pallet', weight: 480 }],
    );
    expect(over.trace.surcharges[0]?.reason).toBe('exceeds');
    const unit = withSurcharges([surcharge({ id: 1, name: 'Pallets', type: 'pricelist', pricelist: grid })]);
    expect(unit.trace.surcharges[0]?.reason).toBe('unit');
    expect(unit.errors).toBe('');
  });

  it('apply their own ldm_blocks to their payable weight', () => {
    const kgGrid = { min_max_rule: 'none', fare_groups: [fareGroup([[5000, 'per_unit_kg']], ['0.01'])] };
    const shipment = [{ quantity: 2, type: 'eur_pallet', weight: 300 }];
    const counted = withSurcharges([surcharge({ id: 1, name: 'Kg', type: 'pricelist', pricelist: kgGrid })], shipment);
    const blocked = withSurcharges([surcharge({ id: 1, name: 'Kg', type: 'pricelist', pricelist: kgGrid, ldm_blocks: [1] })], shipment);
    expect(line(counted, 'Kg')).toBe(14.8);
    expect(line(blocked, 'Kg')).toBe(3);
  });
});

describe('currency conversion', () => {
  it('converts a constant in USD into EUR by the rates: 10.00 USD = 9.26 EUR', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'S', currency: 'USD', amount: '10.00' })]);
    expect(line(r, 'S')).toBe(9.26);
    expect(r.trace.surcharges[0]).toMatchObject({ currency: 'USD', rate: 10, amount: 9.26 });
  });

  it('converts a percentage minimum in SEK: 100 SEK = 8.90 EUR', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'S', type: 'percentage', amount: '1', currency: 'SEK', minimum_amount: '100' })]);
    expect(line(r, 'S')).toBe(8.9);
  });

  it('converts a pricelist surcharge once, from its exact amount: 3 x 6.33 USD = 18.99 USD = 17.58 EUR', () => {
    const grid = { unit: 'eur_pallet', min_max_rule: 'none', fare_groups: [fareGroup([[10, 'per_unit']], ['6.33'])] };
    const r = withSurcharges(
      [surcharge({ id: 1, name: 'P', type: 'pricelist', currency: 'USD', pricelist: grid })],
      [{ quantity: 3, type: 'eur_pallet', weight: 480 }],
    );
    expect(line(r, 'P')).toBe(17.58); // 18.99 / 1.08 = 17.5833
  });

  it('converts into a pricelist in another currency: 10.00 EUR on a USD pricelist = 10.80', () => {
    const records = carrier({
      surcharges: [surcharge({ id: 1, name: 'S', currency: 'EUR', amount: '10.00' })],
      pricelists: [pricelist({ currency: 'USD', surcharges: [1] })],
    });
    const r = quote(records, request(cartons(480)), { rates: RATES });
    expect(r.currency).toBe('USD');
    expect(line(r, 'S')).toBe(10.8);
  });

  it('refuses to price without the rate: No exchange rate for GBP', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'S', currency: 'GBP', amount: '10.00' })]);
    expect(r.errors).toBe('No exchange rate for GBP');
    expect(r.charges).toEqual([]);
    expect(r.total).toBeNull();
  });

  it('needs no rate for a surcharge that does not apply', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'S', currency: 'GBP', amount: '10.00', blocks: [1] })]);
    expect(r.errors).toBe('');
  });

  it('defaults a surcharge without currency to the pricelist’s', () => {
    const r = withSurcharges([surcharge({ id: 1, name: 'S', currency: null, amount: '10.00' })], cartons(480), { rates: null });
    expect(line(r, 'S')).toBe(10);
  });
});

describe('hidden surcharges', () => {
  it('are folded into the Freight line, still in the total and in dependents’ bases', () => {
    const r = withSurcharges([
      surcharge({ id: 1, name: 'Security', amount: '4.40', hidden: true }),
      surcharge({ id: 2, name: 'Fuel', type: 'percentage', amount: '10', dependencies: [1] }),
    ]);
    expect(r.charges).toEqual([
      { charge: 'Freight', amount: 100.4 },
      { charge: 'Fuel', amount: 10.04 },
    ]);
    expect(r.total).toBe(110.44);
    expect(r.trace.hidden_amount).toBe(4.4);
  });

  it('do not raise a percentage that does not depend on them', () => {
    const r = withSurcharges([
      surcharge({ id: 1, name: 'Security', amount: '4.40', hidden: true }),
      surcharge({ id: 2, name: 'Fuel', type: 'percentage', amount: '10' }),
    ]);
    expect(line(r, 'Fuel')).toBe(9.6);
  });
});

describe('dependency order', () => {
  it('evaluates a dependency listed later first, and keeps the listed order of lines', () => {
    const r = withSurcharges([
      surcharge({ id: 1, name: 'Outer', type: 'percentage', amount: '10', dependencies: [2] }),
      surcharge({ id: 2, name: 'Middle', type: 'percentage', amount: '10', dependencies: [3] }),
      surcharge({ id: 3, name: 'Inner', amount: '4.00' }),
    ]);
    // Inner 4.00; Middle 10 % of 100.00 = 10.00; Outer 10 % of 106.00 = 10.60
    expect(r.charges).toEqual([
      { charge: 'Freight', amount: 96 },
      { charge: 'Outer', amount: 10.6 },
      { charge: 'Middle', amount: 10 },
      { charge: 'Inner', amount: 4 },
    ]);
  });

  it('ignores a dependency on a surcharge the pricelist does not list', () => {
    const records = carrier({
      surcharges: [
        surcharge({ id: 1, name: 'Fuel', type: 'percentage', amount: '10', dependencies: [2] }),
        surcharge({ id: 2, name: 'Other', amount: '50.00' }),
      ],
      pricelists: [pricelist({ min_max_rule: 'none', surcharges: [1] })],
    });
    expect(quote(records, request(cartons(480))).charges).toEqual([
      { charge: 'Freight', amount: 96 },
      { charge: 'Fuel', amount: 9.6 },
    ]);
  });

  it('refuses to price a pricelist whose surcharges form a cycle', () => {
    const r = withSurcharges([
      surcharge({ id: 1, name: 'A', type: 'percentage', amount: '1', dependencies: [2] }),
      surcharge({ id: 2, name: 'B', type: 'percentage', amount: '1', dependencies: [1] }),
    ]);
    expect(r.errors).toBe('Possible cycle in surcharge dependencies');
    expect(r.total).toBeNull();
  });
});

describe('findSurchargeCycle', () => {
  it('names a two-surcharge cycle: A -> B -> A', () => {
    const cycle = findSurchargeCycle([
      { id: 1, name: 'A', dependencies: [2] },
      { id: 2, name: 'B', dependencies: [{ id: 1 }] },
    ]);
    expect(cycle).toEqual({ ids: [1, 2, 1], names: ['A', 'B', 'A'], message: 'Surcharge dependencies form a cycle: A -> B -> A' });
  });

  it('names a longer cycle reached through a chain, starting where it closes', () => {
    const cycle = findSurchargeCycle([
      { id: 1, name: 'Start', dependencies: [2] },
      { id: 2, name: 'B', dependencies: [3] },
      { id: 3, name: 'C', dependencies: [4] },
      { id: 4, name: 'D', dependencies: [2] },
    ]);
    expect(cycle?.message).toBe('Surcharge dependencies form a cycle: B -> C -> D -> B');
  });

  it('names a surcharge depending on itself', () => {
    expect(findSurchargeCycle([{ id: 1, name: 'Self', dependencies: [1] }])?.message).toBe(
      'Surcharge dependencies form a cycle: Self -> Self',
    );
  });

  it('finds none in a diamond (shared dependencies are not a cycle)', () => {
    expect(
      findSurchargeCycle([
        { id: 1, name: 'Top', dependencies: [2, 3] },
        { id: 2, name: 'Left', dependencies: [4] },
        { id: 3, name: 'Right', dependencies: [4] },
        { id: 4, name: 'Bottom', dependencies: [] },
      ]),
    ).toBeNull();
  });

  it('ignores dependencies on unknown surcharges', () => {
    expect(findSurchargeCycle([{ id: 1, name: 'A', dependencies: [99] }])).toBeNull();
  });
});

describe('surcharge data', () => {
  it('refuses an unknown surcharge type when compiling', () => {
    expect(() => withSurcharges([surcharge({ id: 9, name: 'X', type: 'weird' })])).toThrow('Surcharge 9: unknown type weird');
  });

  it('refuses a pricelist surcharge without its grid', () => {
    expect(() => withSurcharges([surcharge({ id: 9, name: 'X', type: 'pricelist', pricelist: null })])).toThrow(
      'Surcharge 9: a pricelist surcharge needs its pricelist',
    );
  });

  it('reads a zone row price written as a number or a string alike', () => {
    const grid = { min_max_rule: 'none', fare_groups: [fareGroup(EXAMPLE_ROWS, [25, '20', 18.0])] };
    const r = withSurcharges([surcharge({ id: 1, name: 'G', type: 'pricelist', pricelist: grid })]);
    expect(line(r, 'G')).toBe(96);
  });
});
