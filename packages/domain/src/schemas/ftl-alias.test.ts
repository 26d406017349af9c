import { describe, expect, it } from 'vitest';
import { priceRequestSchema } from './shipment.schema';

describe('a shipment row of type ftl', () => {
  it('is read as a full load', () => {
    const body = {
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'LT', postcode: '01001' },
      shipments: [{ quantity: 1, type: 'ftl', weight: 12000 }],
    };
    expect(priceRequestSchema.parse(body).shipments[0]!.type).toBe('full_load');
  });
});
