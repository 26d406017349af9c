import { describe, expect, it } from 'vitest';
import { conditionSchema } from './condition.schema';
import { DUPLICATE_ZONES_MESSAGE, fareGroupSchema, findDuplicateRoutes, priceGridSchema } from './fare-groups.schema';
import { pruneSurchargeForType, surchargeSchema } from './surcharge.schema';
import { priceRequestSchema, shipmentRowSchema } from './shipment.schema';
import { transitSchema, transitUpdateSchema } from './transit.schema';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('priceRequestSchema', () => {
  const body = {
    service: 3,
    date: '2026-11-23',
    collection: { country: 'ee', postcode: '10115' },
    delivery: { country: 'LV', postcode: '1001' },
    shipments: [{ quantity: 2, type: 'eur_pallet', weight: 800, length: 120, width: 80, height: 150, ldm: null, cbm: null }],
    adr: false,
    frigo: false,
    tail_lift: false,
    private_person: false,
    sideloading: false,
  };

  it('accepts docs/api.md’s example and defaults the missing flags to false', () => {
    const parsed = priceRequestSchema.parse(body);
    expect(parsed.collection.country).toBe('EE');
    expect(parsed.time_promise).toBe(false);
    expect(parsed.shipments[0]?.ldm).toBeNull();
  });

  it('accepts a service code and decimal strings with a comma', () => {
    const parsed = priceRequestSchema.parse({ ...body, service: 'GRP', shipments: [{ quantity: 1, type: 'carton', weight: '12,5' }] });
    expect(parsed.service).toBe('GRP');
    expect(parsed.shipments[0]?.weight).toBe(12.5);
  });

  it('names the fields it refuses', () => {
    const result = priceRequestSchema.safeParse({
      ...body,
      date: '2026-02-30',
      collection: { country: 'XX', postcode: '' },
      shipments: [{ quantity: 0, type: 'box', weight: -1 }],
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        'date: must be a date yyyy-mm-dd',
        'collection.country: must be a country code',
        'collection.postcode: is required',
        'shipments.0.quantity: must be at least 1',
        'shipments.0.type: must be a unit code',
        'shipments.0.weight: must be at least 0',
      ]),
    );
  });

  it('needs at least one shipment row', () => {
    expect(issues(priceRequestSchema.safeParse({ ...body, shipments: [] }))).toEqual(['shipments: must have at least one row']);
  });
});

describe('shipmentRowSchema', () => {
  it('refuses more than 3 decimals of a kilogram and a fractional quantity', () => {
    expect(issues(shipmentRowSchema.safeParse({ quantity: 1.5, type: 'carton', weight: 1.0001 }))).toEqual([
      'quantity: must be a whole number',
      'weight: must have at most 3 decimals',
    ]);
  });
});

describe('conditionSchema', () => {
  it('needs presence for a presence type', () => {
    expect(issues(conditionSchema.safeParse({ type: 'adr' }))).toEqual(['presence: is required']);
    expect(conditionSchema.parse({ type: 'adr', presence: false }).presence).toBe(false);
  });

  it('needs a bound for a numeric type, the lower below the upper', () => {
    expect(issues(conditionSchema.safeParse({ type: 'ldm' }))).toEqual(['applied_until: a lower or upper bound is required']);
    expect(issues(conditionSchema.safeParse({ type: 'ldm', applied_after: 5, applied_until: '2' }))).toEqual([
      'applied_until: must be greater than the lower bound',
    ]);
    expect(conditionSchema.parse({ type: 'total_weight', applied_until: '1000.000' }).applied_until).toBe(1000);
  });

  it('refuses an unknown type', () => {
    expect(issues(conditionSchema.safeParse({ type: 'moon' }))).toEqual(['type: must be a condition type']);
  });
});

describe('transitSchema', () => {
  it('defaults the cutoff to 12:00 and departures to Monday..Friday', () => {
    const t = transitSchema.parse({ name: 'Baltic', transit_time: 2 });
    expect(t).toMatchObject({ cutoff_time: '12:00', monday: true, friday: true, saturday: false, allow_sunday_delivery: false });
  });

  it('skips public holidays on a new transit; a replaced one without the field keeps what is stored', () => {
    expect(transitSchema.parse({ name: 'Baltic', transit_time: 2 }).skip_holidays).toBe(true);
    expect(transitUpdateSchema.parse({ name: 'Baltic', transit_time: 2 }).skip_holidays).toBeUndefined();
    expect(transitUpdateSchema.parse({ name: 'Baltic', transit_time: 2, skip_holidays: false }).skip_holidays).toBe(false);
  });

  it('refuses 24:00 and a negative transit time', () => {
    expect(issues(transitSchema.safeParse({ name: 'x', transit_time: -1, cutoff_time: '24:00' }))).toEqual([
      'transit_time: must be at least 0',
      'cutoff_time: must be a time HH:MM',
    ]);
  });
});

describe('fareGroupSchema', () => {
  const group = {
    quantities: [
      { quantity: 100, unit: 'per_shipment' },
      { quantity: 500, unit: 'per_100kg' },
    ],
    zones: [
      { zone_from: 1, zone_to: 2, transit: 3, prices: ['25.00', 20] },
      { zone_from: 1, zone_to: 2, prices: [1, null] },
    ],
  };

  it('refuses a FROM - TO pair twice in one fare group', () => {
    expect(issues(fareGroupSchema.safeParse(group))).toEqual([`zones.1.zone_to: ${DUPLICATE_ZONES_MESSAGE}`]);
  });

  it('needs ascending quantities and one price per quantity row', () => {
    const bad = { quantities: [{ quantity: 500 }, { quantity: 100 }], zones: [{ zone_from: 1, zone_to: 2, prices: [1] }] };
    expect(issues(fareGroupSchema.safeParse(bad))).toEqual([
      'quantities.1.quantity: must be greater than the row before',
      'zones.0.prices: must have one price per quantity row',
    ]);
  });

  it('defaults the grid settings of a pricelist', () => {
    const grid = priceGridSchema.parse({ fare_groups: [{ ...group, zones: [group.zones[0]] }] });
    expect(grid).toMatchObject({
      unit: 'payable_weight',
      ldm_multiplier: 1850,
      cbm_multiplier: 333,
      payweight_rounding: 'ones',
      ldm_rounding: 'tenths',
      min_max_rule: 'min',
    });
    expect(grid.fare_groups[0]?.zones[0]?.prices).toEqual([25, 20]);
  });
});

describe('findDuplicateRoutes', () => {
  it('maps each repeated FROM - TO route to the first row with it, and skips rows with a zone missing', () => {
    const zones = [
      { zone_from: 1, zone_to: 2 },
      { zone_from: 2, zone_to: 1 },
      { zone_from: 1, zone_to: 2 },
      { zone_from: null, zone_to: 2 },
      { zone_from: null, zone_to: 2 },
      { zone_from: 1, zone_to: 2 },
    ];
    expect([...findDuplicateRoutes(zones)]).toEqual([
      [2, 0],
      [5, 0],
    ]);
  });
});

describe('pruneSurchargeForType', () => {
  const all = {
    type: 'percentage' as const,
    amount: 10,
    minimum_amount: 1,
    maximum_amount: 9,
    dependencies: [4],
    zone_conditions: [{ zone_from: 1 }],
    ldm_blocks: [7],
    pricelist: { fare_groups: [] },
  };

  it('keeps what each type uses and empties the rest', () => {
    expect(pruneSurchargeForType(all)).toEqual({ ...all, ldm_blocks: [], pricelist: null });
    expect(pruneSurchargeForType({ ...all, type: 'constant' })).toEqual({
      ...all,
      type: 'constant',
      minimum_amount: null,
      maximum_amount: null,
      dependencies: [],
      ldm_blocks: [],
      pricelist: null,
    });
    expect(pruneSurchargeForType({ ...all, type: 'pricelist' })).toEqual({
      ...all,
      type: 'pricelist',
      amount: null,
      minimum_amount: null,
      maximum_amount: null,
      dependencies: [],
      zone_conditions: [],
    });
  });

  it('is what surchargeSchema answers', () => {
    const parsed = surchargeSchema.parse({ name: 'Fuel', type: 'constant', amount: 5, minimum_amount: 1, dependencies: [3] });
    expect(parsed).toMatchObject({ amount: 5, minimum_amount: null, dependencies: [], pricelist: null });
  });
});
