import { describe, expect, it } from 'vitest';
import { automaticCbm, automaticLdm } from './shipment-helpers';

describe('automaticLdm', () => {
  it('is quantity x length x width / 24000 to 2 decimals: 3 x 120 x 100 -> 1.5', () => {
    expect(automaticLdm({ quantity: 3, type: 'carton', length: 120, width: 100 })).toBe(1.5);
  });

  it('uses the footprint of a pallet without dimensions: 2 eur pallets -> 0.8', () => {
    expect(automaticLdm({ quantity: 2, type: 'eur_pallet' })).toBe(0.8);
  });

  it('is null below 0.1', () => {
    expect(automaticLdm({ quantity: 1, type: 'carton', length: 40, width: 30 })).toBeNull();
  });
});

describe('automaticCbm', () => {
  it('is quantity x l x w x h x 1e-6 rounded up to 3 decimals: 33 cm cube -> 0.036', () => {
    expect(automaticCbm({ quantity: 1, length: 33, width: 33, height: 33 })).toBe(0.036);
  });

  it('reads strings as the form gives them: 2 x 120 x 80 x 150 -> 2.88', () => {
    expect(automaticCbm({ quantity: 2, length: '120', width: '80', height: '150' })).toBe(2.88);
  });

  it('is null without all three sides', () => {
    expect(automaticCbm({ quantity: 1, length: 10, width: 10, height: null })).toBeNull();
  });
});
