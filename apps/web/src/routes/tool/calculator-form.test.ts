import { afterEach, describe, expect, it } from 'vitest';
import { quoteReference, shortQuoteId } from '../quotes/quote-text';
import { translator } from '@freight/domain';
import { initialValues, toRequest, validateCalculator, type CalculatorValues } from './calculator-form';
import { typeOptions } from './calculator-words';

function filled(overrides: Partial<CalculatorValues> = {}): CalculatorValues {
  const values = initialValues();
  values.shipments[0]!.weight = 500;
  return {
    ...values,
    collection: { country: 'EE', postcode: '10115' },
    delivery: { country: 'LV', postcode: '1001' },
    ...overrides,
  };
}

describe('the calculator reference', () => {
  it('is sent trimmed when filled', () => {
    expect(toRequest(filled({ reference: '  PO-4711 ' })).reference).toBe('PO-4711');
  });

  it('is left out when empty or only spaces', () => {
    expect(toRequest(filled({ reference: '' }))).not.toHaveProperty('reference');
    expect(toRequest(filled({ reference: '   ' }))).not.toHaveProperty('reference');
  });

  it('starts empty and passes the checks when empty', () => {
    expect(initialValues().reference).toBe('');
    expect(validateCalculator(filled())).toEqual({});
  });

  it('over 100 characters is an error on the field', () => {
    expect(validateCalculator(filled({ reference: 'x'.repeat(100) }))).toEqual({});
    expect(validateCalculator(filled({ reference: 'x'.repeat(101) }))).toEqual({ reference: 'Must be at most 100 characters' });
  });
});

describe("the calculator's own checks", () => {
  afterEach(() => localStorage.clear());

  it('say a missing weight and a date that is none in English as before', () => {
    const values = filled({ date: '2026-02-30' });
    values.shipments[0]!.weight = '';
    expect(validateCalculator(values)).toMatchObject({
      date: '2026-02-30 is not a date: February 2026 has 28 days',
      'shipments.0.weight': 'Is required',
    });
  });

  it("say them in the reader's language", () => {
    localStorage.setItem('language', 'fi');
    const values = filled({ date: '2026-13-01' });
    values.shipments[0]!.quantity = '';
    const errors = validateCalculator(values);
    expect(errors['shipments.0.quantity']).toBe('On pakollinen');
    expect(errors.date).toMatch(/^2026-13-01 /);
    expect(errors.date).not.toMatch(/is not a date/);
  });
});

describe('typeOptions', () => {
  it('lists the types in the language of the moment, not that of the module’s loading', () => {
    expect(typeOptions(translator('en'))[0]).toEqual({ value: 'eur_pallet', label: 'EUR pallet (EUR)' });
    expect(typeOptions(translator('fi'))[0]!.label).not.toBe('EUR pallet (EUR)');
    expect(typeOptions(translator('fi'))[0]!.label).toMatch(/\(EUR\)$/);
  });
});

describe('quoteReference', () => {
  it("reads the recorded request's reference", () => {
    expect(quoteReference({ reference: ' PO-1 ' })).toBe('PO-1');
  });

  it('is null without one', () => {
    expect(quoteReference(null)).toBeNull();
    expect(quoteReference({})).toBeNull();
    expect(quoteReference({ reference: '  ' })).toBeNull();
    expect(quoteReference({ reference: 7 })).toBeNull();
  });
});

describe('shortQuoteId', () => {
  it('tells apart two quotes of the same minute (UUIDv7s share their first 8 characters)', () => {
    const a = '01a2179d-f4fc-7f1c-85b7-c510355b76e9';
    const b = '01a2179d-f503-7a01-9c3e-0b4e2d11aa07';
    expect(shortQuoteId(a)).toBe('355b76e9');
    expect(shortQuoteId(a)).not.toBe(shortQuoteId(b));
  });
});
