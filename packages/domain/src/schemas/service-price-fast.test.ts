import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPMENT_TYPES } from '../constants/units';
import { parseServicePriceFast } from './service-price-fast';
import { servicePriceSchema } from './shipment.schema';

/** Key order and absent-versus-undefined count: the fast path must give the schema's very object. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, shapeOf(v)]);
  return value === undefined ? '<undefined>' : Object.is(value, -0) ? '<-0>' : value;
}

const body = {
  service: 1,
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'lv ', postcode: ' 1001' },
  shipments: [{ quantity: 2, type: 'eur_pallet', weight: 800, length: 120, width: 80, height: 150 }],
  adr: true,
};

// Values of each kind, valid and not, so both paths are walked.
const anyScalar = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 1.25, 12.3456, 1e-7, 2 ** 31, 2 ** 31 - 1, 1e12, -0, 100_001, 10_000_000, 10_000_001),
  fc.constantFrom(
    '',
    ' ',
    'GRP',
    ' GRP ',
    '12,5',
    '7',
    'EE',
    'ee',
    'XX',
    '2026-03-10',
    ' 2026-03-10',
    '2026-02-30',
    '1899-12-31',
    'a\0b',
    '\ud800',
    'ee\0',
    'box',
    '123456789012345678901',
    '9999-12-31',
    '10000-01-01',
    // Control characters: inside a one-line field refused, at its ends trimmed away.
    'PO\n1',
    ' PO-3\r\n',
    'a\u2028b',
    'b\u0085',
    'c\u007f',
    'EE\t',
  ),
);
/** Mostly a usual value, sometimes anything: a good share of the requests are whole and valid. */
const usually = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: arb, weight: 40 }, { arbitrary: anyScalar, weight: 1 });
const number = (max: number) =>
  usually(
    fc.oneof(
      { arbitrary: fc.integer({ min: 1, max }), weight: 4 },
      { arbitrary: fc.integer({ min: 1, max: 99_999 }).map((n) => n / 1000), weight: 4 },
      { arbitrary: fc.double({ min: 0, max, noNaN: true }), weight: 1 },
    ),
  );
// Addresses: mostly valid ones written with prefixes and separators, else anything (a postcode
// valid only for other countries, a bad country): the two must agree on the format check too.
const address = usually(
  fc.oneof(
    {
      arbitrary: fc.constantFrom(
        { country: 'EE', postcode: '10115' },
        { country: 'lv', postcode: 'LV-1001' },
        { country: ' FI ', postcode: 'FI 10115' },
        { country: 'PL', postcode: ' 00-950 ' },
        { country: 'GB', postcode: 'SW1A 1AA' },
      ),
      weight: 4,
    },
    {
      arbitrary: fc.record(
        {
          country: usually(fc.constantFrom('EE', 'lv', ' FI ', 'XX', 'ee\0')),
          postcode: usually(fc.constantFrom('10115', ' 1001 ', 'FI 2100', ' 00-950 ', 'SW1A 1AA', '12345678901234567890')),
        },
        { requiredKeys: ['country', 'postcode'] },
      ),
      weight: 1,
    },
  ),
);
const row = usually(
  fc.record(
    {
      quantity: usually(fc.integer({ min: 1, max: 100_000 })),
      type: usually(fc.constantFrom(...SHIPMENT_TYPES)),
      weight: number(10_000_000),
      length: number(100_000),
      width: number(100_000),
      height: number(100_000),
      ldm: number(100_000),
      cbm: number(1_000_000),
    },
    { requiredKeys: ['quantity', 'type', 'weight'] },
  ),
);
const flag = usually(fc.boolean());
const request = fc.record(
  {
    service: usually(fc.oneof(fc.integer({ min: 1, max: 2 ** 31 }), fc.constantFrom('GRP', ' X '))),
    customer: usually(fc.integer({ min: 1, max: 2 ** 31 })),
    date: usually(fc.constantFrom('2026-03-10', ' 2026-03-10 ', '2024-02-29')),
    reference: usually(
      fc.oneof(fc.constantFrom('PO-1', ' po 2 ', '', 'x'.repeat(100), 'x'.repeat(101), 'PO\r\nX', '\tPO-4\n'), fc.string({ maxLength: 5 })),
    ),
    collection: address,
    delivery: address,
    shipments: usually(fc.array(row, { minLength: 1, maxLength: 3 })),
    adr: flag,
    frigo: flag,
    tail_lift: flag,
    private_person: flag,
    sideloading: flag,
    time_promise: flag,
    prenotification: flag,
    returnable_items: flag,
    explain: flag,
  },
  { requiredKeys: ['collection', 'delivery', 'shipments'] },
);

describe('parseServicePriceFast', () => {
  it('takes the common well-formed request and answers what the schema answers', () => {
    const fast = parseServicePriceFast(body);
    expect(fast).toBeDefined();
    expect(shapeOf(fast)).toEqual(shapeOf(servicePriceSchema.parse(body)));
    const full = {
      ...body,
      service: ' GRP ',
      customer: 9,
      date: '2026-03-10',
      shipments: [{ quantity: 1, type: 'carton', weight: 12.5, length: null, width: 30.125, height: 20, ldm: 0.4, cbm: null }],
      explain: true,
    };
    expect(parseServicePriceFast(full)).toBeDefined();
    expect(shapeOf(parseServicePriceFast(full))).toEqual(shapeOf(servicePriceSchema.parse(full)));
  });

  it('leaves to the schema what it is not sure of', () => {
    expect(parseServicePriceFast({ ...body, shipments: [{ quantity: 1, type: 'carton', weight: '12,5' }] })).toBeUndefined();
    expect(parseServicePriceFast({ ...body, shipments: [] })).toBeUndefined();
    expect(parseServicePriceFast({ ...body, unknown: 1 })).toBeUndefined();
    expect(parseServicePriceFast(null)).toBeUndefined();
  });

  it('never answers other than the schema', () => {
    let taken = 0;
    let valid = 0;
    fc.assert(
      fc.property(request, (input) => {
        if (servicePriceSchema.safeParse(input).success) valid++;
        const fast = parseServicePriceFast(input);
        if (fast === undefined) return;
        taken++;
        const parsed = servicePriceSchema.safeParse(input);
        expect(parsed.success).toBe(true);
        expect(shapeOf(fast)).toEqual(shapeOf(parsed.data));
      }),
      { numRuns: 5000 },
    );
    // The comparison above ran on a good share of the requests, and the fast path takes most valid ones.
    expect(taken).toBeGreaterThan(200);
    expect(taken).toBeGreaterThan(valid * 0.8);
    // 5,000 requests through both parsers: 7.0 s on a loaded 2-core machine (load average 20, two
    // busy loops beside it); 30 s is about 4x that.
  }, 30_000);
});
