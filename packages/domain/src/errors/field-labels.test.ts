import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

describe('fieldLabel', () => {
  it('names a known field by its label', () => {
    expect(fieldLabel('valid_from')).toBe('Valid from');
    expect(fieldLabel('service_id')).toBe('Service');
  });
  it('turns an unknown key into words', () => {
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('some_new_field')).toBe('Some new field');
  });
  it('numbers list items from 1', () => {
    expect(fieldLabel('fare_groups.0.zones.12.prices.3')).toBe('Fare group 1, zone row 13, price 4');
    expect(fieldLabel('zone_conditions.1.amount')).toBe('Zone condition 2, amount');
    expect(fieldLabel('blocks.0')).toBe('Condition 1');
    expect(fieldLabel('fare_groups.0.quantities.1.quantity')).toBe('Fare group 1, quantity row 2, quantity');
  });
});
