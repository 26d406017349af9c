import { describe, expect, it, vi } from 'vitest';
import { completeTime, fieldErrors, maskTime, schemaValidator, showFormErrors } from './forms';

/** A stand-in for a zod schema: the issues it is given. */
const schemaWith = (issues: { path: PropertyKey[]; message: string }[]) => ({
  safeParse: () => (issues.length ? { success: false as const, error: { issues } } : { success: true as const }),
});

describe('schemaValidator', () => {
  it('maps each issue to its field path, capitalised, keeping the first issue of a field', () => {
    const validate = schemaValidator<object>(
      schemaWith([
        { path: ['name'], message: 'is required' },
        { path: ['name'], message: 'is too long' },
        { path: ['fare_groups', 0, 'zones', 3, 'prices', 1], message: 'must be a number' },
      ]),
    );
    expect(validate({})).toEqual({ name: 'Is required', 'fare_groups.0.zones.3.prices.1': 'Must be a number' });
  });

  it("says the schema's reasons in the reader's language, a reason it does not know as it came", () => {
    localStorage.setItem('language', 'fi');
    try {
      const validate = schemaValidator<object>(
        schemaWith([
          { path: ['name'], message: 'is required' },
          { path: ['code'], message: 'must be at most 30 characters' },
          { path: ['note'], message: 'is taken' },
        ]),
      );
      expect(validate({})).toEqual({ name: 'On pakollinen', code: 'Saa olla enintään 30 merkkiä', note: 'Is taken' });
      expect(fieldErrors({ name: 'must be a whole number' })).toEqual({ name: 'On oltava kokonaisluku' });
    } finally {
      localStorage.removeItem('language');
    }
  });

  it('gives no errors for values the schema takes', () => {
    expect(schemaValidator<object>(schemaWith([]))({})).toEqual({});
  });
});

describe('server errors on the form', () => {
  it('puts the field errors of a refused write under their fields, capitalised, and warns once', () => {
    const form = { setErrors: vi.fn() };
    showFormErrors(form, { message: 'The request is not valid', errors: { name: 'is taken', 'zones.0.zone_to': 'must be a zone' } });
    expect(form.setErrors).toHaveBeenCalledWith({ name: 'Is taken', 'zones.0.zone_to': 'Must be a zone' });
  });

  it('clears the old errors when the answer has none', () => {
    expect(fieldErrors(undefined)).toEqual({});
  });
});

describe('time of day', () => {
  it('masks typing into HH:MM, clamping hours and minutes', () => {
    expect(['7', '23', '24', '123', '2999', '12:61', '127', 'ab1c2'].map(maskTime)).toEqual([
      '7',
      '23',
      '23',
      '12:3',
      '23:59',
      '12:59',
      '12:07',
      '12',
    ]);
  });

  it('completes a masked value, and leaves an empty one empty', () => {
    expect(['9', '12:3', '0815', ''].map(completeTime)).toEqual(['09:00', '12:30', '08:15', '']);
  });
});
