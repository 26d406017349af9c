import { describe, expect, it } from 'vitest';
import { keepConditionFields, presentCondition } from './condition-fields';
import { isPresenceType } from './conditions';

describe('isPresenceType', () => {
  it('adr reads a yes/no, total_weight a number, an unknown type counts as numeric', () => {
    expect(isPresenceType('adr')).toBe(true);
    expect(isPresenceType('total_weight')).toBe(false);
    expect(isPresenceType('colour')).toBe(false);
    expect(isPresenceType('constructor')).toBe(false);
  });
});

describe('keepConditionFields', () => {
  it('a presence type keeps presence and drops bounds sent with it', () => {
    expect(keepConditionFields({ type: 'adr', presence: true, applied_until: 5 })).toEqual({
      type: 'adr',
      presence: true,
      applied_after: null,
      applied_until: null,
    });
  });

  it('a numeric type keeps its bounds and drops presence; a missing bound is null', () => {
    expect(keepConditionFields({ type: 'ldm', presence: true, applied_until: 2.5 })).toEqual({
      type: 'ldm',
      presence: null,
      applied_after: null,
      applied_until: 2.5,
    });
  });
});

describe('presentCondition', () => {
  it('names the type and reads numeric strings from the database as numbers', () => {
    expect(presentCondition({ id: 1, type: 'total_weight', presence: null, applied_after: '0.500', applied_until: '1000.125' })).toEqual({
      id: 1,
      type: 'total_weight',
      label: 'Total real weight (kg)',
      presence: null,
      applied_after: 0.5,
      applied_until: 1000.125,
    });
  });

  it('a presence type shows no bounds even when stored; an unknown type shows its code as label', () => {
    expect(presentCondition({ id: 2, type: 'frigo', presence: false, applied_after: '1', applied_until: null })).toMatchObject({
      label: 'Temperature sensitive',
      presence: false,
      applied_after: null,
    });
    expect(presentCondition({ id: 3, type: 'colour', presence: true, applied_after: null, applied_until: '3' })).toMatchObject({
      label: 'colour',
      presence: null,
      applied_until: 3,
    });
  });
});
