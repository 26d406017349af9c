import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../constants/limits';
import { exchangeRatesSchema } from './admin.schema';
import { dateField, idField, idInputField, isStorableText, textField, UNSTORABLE_TEXT_MESSAGE } from './fields';
import { pricelistFiltersSchema } from './list.schema';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('isStorableText', () => {
  it('accepts any well-formed text, a surrogate pair (emoji) included', () => {
    expect(isStorableText('Tallinn – Rīga 🚚')).toBe(true);
  });

  it('refuses a NUL character and an unpaired surrogate, high or low', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD800')).toBe(false);
    expect(isStorableText('\uDC00a')).toBe(false);
    expect(isStorableText('\uDE00\uD83D')).toBe(false);
  });
});

describe('textField', () => {
  it('says why a NUL is refused, and still chains like z.string()', () => {
    const name = textField().trim().min(1, 'is required');
    expect(messageOf(name.safeParse('x\u0000'))).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(messageOf(name.safeParse('  '))).toBe('is required');
    expect(name.parse(' Fuel ')).toBe('Fuel');
  });
});

describe('idField and idInputField', () => {
  it('accept 1 to 2^31 - 1 and refuse 2^31 (not a PostgreSQL integer)', () => {
    expect(idField.safeParse(MAX_ID).success).toBe(true);
    expect(idField.safeParse(MAX_ID + 1).success).toBe(false);
    expect(idInputField().safeParse(String(MAX_ID)).success).toBe(true);
    expect(messageOf(idInputField({ invalid: 'must be a zone' }).safeParse(2 ** 31))).toBe('must be a zone');
  });

  it('say "missing" of an empty select (coerced to 0)', () => {
    expect(messageOf(idInputField({ missing: 'is required' }).safeParse(''))).toBe('is required');
  });
});

describe('dateField', () => {
  it('accepts 1900-01-01 and 9999-12-31, refuses 1899-12-31 and the year 0000', () => {
    expect(dateField.safeParse('1900-01-01').success).toBe(true);
    expect(dateField.safeParse('9999-12-31').success).toBe(true);
    expect(messageOf(dateField.safeParse('1899-12-31'))).toBe('must be a date in the years 1900 to 9999');
    expect(dateField.safeParse('0000-01-01').success).toBe(false);
  });
});

describe('exchangeRatesSchema', () => {
  it('accepts 0.000001 to 1000000 and refuses a rate that would round to 0 or overflow', () => {
    expect(exchangeRatesSchema.safeParse({ rates: { USD: 1e-6, IDR: 1e6 } }).success).toBe(true);
    expect(messageOf(exchangeRatesSchema.safeParse({ rates: { USD: 1e-300 } }))).toBe('must be at least 0.000001');
    expect(exchangeRatesSchema.safeParse({ rates: { USD: 1e7 } }).success).toBe(false);
  });
});

describe('pricelistFiltersSchema', () => {
  it('refuses an id filter above 2^31 - 1 and a NUL in the comment search', () => {
    expect(pricelistFiltersSchema.safeParse({ customer: '2147483647' }).success).toBe(true);
    expect(pricelistFiltersSchema.safeParse({ customer: '2147483648' }).success).toBe(false);
    expect(pricelistFiltersSchema.safeParse({ comment: 'a\u0000' }).success).toBe(false);
  });
});
