import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressFieldsSchema,
  parseServicePriceFast,
  priceRequestSchema,
  servicePriceSchema,
  shipmentRowSchema,
  SHIPMENT_FLAGS,
  SHIPMENT_TYPES,
  type ServicePriceBody,
} from '@freight/domain';
import { recordRequest, type RecordedRequest, WRITTEN_FIELDS } from './quote-record';

/** What the writer's JSON must equal: the body less its false, null and absent fields, the caller's own and those kept in columns, as JSON.stringify writes it. */
function compactRequest(body: ServicePriceBody): Record<string, unknown> {
  const inColumns: readonly string[] = WRITTEN_FIELDS.columns;
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) =>
        key !== 'explain' && key !== 'customer' && !inColumns.includes(key) && value !== false && value !== null && value !== undefined,
    ),
  );
}

/** The request put back together as readers do (quotes.repository `wholeRequest` in SQL, held to it by the server's quote tests). */
function whole(recorded: RecordedRequest): Record<string, unknown> {
  const place = (text: string) => ({ country: text.slice(0, 2), postcode: text.slice(2) });
  return {
    collection: place(recorded.collection),
    delivery: place(recorded.delivery),
    ...(recorded.reference === null ? {} : { reference: recorded.reference }),
    ...JSON.parse(recorded.request),
  };
}

const decimal = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max }),
    fc.integer({ min: 1, max: 99_999 }).map((n) => n / 1000),
    fc.constant(null),
  );
const row = fc.record(
  {
    quantity: fc.integer({ min: 1, max: 1000 }),
    type: fc.constantFrom(...SHIPMENT_TYPES),
    weight: fc.integer({ min: 1, max: 99_999 }).map((n) => n / 10),
    length: decimal(1000),
    width: decimal(1000),
    height: decimal(1000),
    ldm: decimal(13),
    cbm: decimal(100),
  },
  { requiredKeys: ['quantity', 'type', 'weight'] },
);
const flags = Object.fromEntries(SHIPMENT_FLAGS.map((flag) => [flag, fc.boolean()]));
// Valid requests as partners write them: codes or ids, free text with quotes, backslashes and
// non-Latin letters, postcodes in other spellings, and every optional field present or not.
const request = fc.record(
  {
    service: fc.oneof(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom('GRP', ' x "y" ', 'ÕÜ\\1'), fc.constant(null)),
    customer: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constant(null)),
    date: fc.constantFrom('2026-03-10', ' 2026-03-10 ', null),
    reference: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('PO "7"\\b', 'Łódź\\ttab', '€ 5'), fc.constant(null)),
    collection: fc.constantFrom(
      { country: 'ee', postcode: '10115' },
      { country: 'LV', postcode: 'LV-1001' },
      { country: 'GB', postcode: 'sw1a 1aa' },
    ),
    delivery: fc.constantFrom({ country: 'PL', postcode: ' 00-950 ' }, { country: 'FI', postcode: 'FI 00100' }),
    shipments: fc.array(row, { minLength: 1, maxLength: 3 }),
    explain: fc.boolean(),
    ...flags,
  },
  { requiredKeys: ['collection', 'delivery', 'shipments'] },
);

describe('recordRequest', () => {
  it('writes the text JSON.stringify writes of the compact request, and the lane and reference beside it, from either parser', () => {
    let fast = 0;
    fc.assert(
      fc.property(request, (input) => {
        const parsed = servicePriceSchema.safeParse(input);
        if (!parsed.success) return;
        const bodies: ServicePriceBody[] = [parsed.data];
        const quick = parseServicePriceFast(input);
        if (quick) {
          bodies.push(quick);
          fast++;
        }
        for (const body of bodies) {
          const recorded = recordRequest(body);
          expect(recorded.request).toBe(JSON.stringify(compactRequest(body)));
          expect(recorded.collection).toBe(body.collection.country + body.collection.postcode);
          expect(recorded.delivery).toBe(body.delivery.country + body.delivery.postcode);
          expect(recorded.reference).toBe(body.reference ?? null);
          // What a quote's reprice reads back: the request as parsed, less the caller's fields (and
          // an optional field given as null, which means absent).
          const asked = Object.fromEntries(
            Object.entries(body).filter(([key, value]) => key !== 'explain' && key !== 'customer' && value !== null),
          );
          expect(priceRequestSchema.parse(whole(recorded))).toEqual(priceRequestSchema.parse(asked));
        }
      }),
      { numRuns: 2000 },
    );
    expect(fast).toBeGreaterThan(500);
  });

  it('writes every field the request schema has (a field added there fails here until it is written)', () => {
    const sorted = (keys: readonly string[]) => [...keys].sort();
    expect(sorted(Object.keys(servicePriceSchema.shape))).toEqual(
      sorted([...WRITTEN_FIELDS.body, ...WRITTEN_FIELDS.columns, ...WRITTEN_FIELDS.callers]),
    );
    expect(sorted(Object.keys(addressFieldsSchema.shape))).toEqual(sorted(WRITTEN_FIELDS.address));
    expect(sorted(Object.keys(shipmentRowSchema.shape))).toEqual(sorted(WRITTEN_FIELDS.row));
  });
});
