import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../constants/limits';
import { exchangeRatesSchema } from './admin.schema';
import {
  dateField,
  idField,
  idInputField,
  isOneLineText,
  isStorableText,
  lineField,
  ONE_LINE_MESSAGE,
  phoneField,
  textField,
  UNSTORABLE_TEXT_MESSAGE,
} from './fields';
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

describe('isOneLineText', () => {
  it('accepts any one-line text: letters of any script, emoji, no-break and other spaces', () => {
    expect(isOneLineText('Tallinn – Rīga 🚚 Ōsaka\u00a0Ltd\u2003"quoted" <x@y.ee>')).toBe(true);
  });

  it('refuses every C0 control (tab, LF, CR, NUL included), DEL, every C1 control, and U+2028 and U+2029', () => {
    const refused = [
      ...Array.from({ length: 0x20 }, (_, c) => c),
      0x7f,
      ...Array.from({ length: 0x20 }, (_, c) => 0x80 + c),
      0x2028,
      0x2029,
    ];
    for (const code of refused) expect(isOneLineText(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(false);
    // The neighbours of each range are ordinary characters.
    for (const code of [0x20, 0x7e, 0xa0, 0x2027, 0x202a]) expect(isOneLineText(`a${String.fromCharCode(code)}b`)).toBe(true);
  });
});

describe('lineField', () => {
  const name = lineField().min(1, 'is required').max(10);

  it('says why a line break inside is refused, and still chains like z.string()', () => {
    for (const text of ['Pat\r\nBcc: x@y.ee', 'Pat\nP', 'Pat\tP', 'Pat\u2028P', 'Pat\u0085']) {
      expect(messageOf(name.safeParse(text)), JSON.stringify(text)).toBe(ONE_LINE_MESSAGE);
    }
    expect(messageOf(name.safeParse('   '))).toBe('is required');
    expect(name.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it('trims first: a line break or tab at either end (a pasted cell) is dropped, not refused', () => {
    expect(name.parse('\t Pat \r\n')).toBe('Pat');
    expect(messageOf(name.safeParse('\n\n'))).toBe('is required');
  });

  it('refuses NUL and broken Unicode as textField does', () => {
    expect(
      lineField()
        .safeParse('a\uD800')
        .error?.issues.map((i) => i.message),
    ).toContain(UNSTORABLE_TEXT_MESSAGE);
  });

  it('holds in the shared fields built on it: phone numbers and dates', () => {
    expect(messageOf(phoneField().safeParse('+372 5123\n4567'))).toBe(ONE_LINE_MESSAGE);
    expect(dateField.safeParse('2026-03-01\n').success).toBe(true);
    expect(dateField.safeParse('2026-03\n-01').success).toBe(false);
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
