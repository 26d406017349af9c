import { describe, expect, it } from 'vitest';
import { quoteReference, shortQuoteId } from '../quotes/quote-text';
import { initialValues, toRequest, validateCalculator, type CalculatorValues } from './calculator-form';

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
