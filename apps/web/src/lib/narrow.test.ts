import { describe, expect, it } from 'vitest';
import { fieldsOf, isKeyOf, isOneOf, keysOf, stateNumber, stateText } from './narrow';

describe('the checks in place of casts', () => {
  it('find a value in its list and a key in its table, never an inherited one', () => {
    expect(isOneOf(['filter', 'pick'] as const, 'pick')).toBe(true);
    expect(isOneOf(['filter', 'pick'] as const, null)).toBe(false);
    const labels = { prepared: 'Prepared', completed: 'Completed' };
    expect(isKeyOf(labels, 'prepared')).toBe(true);
    expect(isKeyOf(labels, 'toString')).toBe(false);
    expect(isKeyOf(labels, 7)).toBe(false);
    expect(keysOf(labels)).toEqual(['prepared', 'completed']);
  });

  it('read the fields of a plain object only, and a navigation state by the type of each field', () => {
    expect(fieldsOf({ intent: 'pretend' })).toEqual({ intent: 'pretend' });
    expect(fieldsOf(['pretend'])).toBeNull();
    expect(fieldsOf(null)).toBeNull();
    expect(stateText({ message: 'Saved', reload: 3 }, 'message')).toBe('Saved');
    expect(stateText({ message: 3 }, 'message')).toBeUndefined();
    expect(stateNumber({ reload: 3 }, 'reload')).toBe(3);
    expect(stateNumber(null, 'reload')).toBeUndefined();
  });
});
