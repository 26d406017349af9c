import { describe, expect, it } from 'vitest';
import { isQuoteId, isQuoteKey, shortQuoteId } from './quote-text';

const ID = '0193a1b2-7c3d-7e4f-8a5b-2a7d5e0c4b13';

describe('isQuoteKey', () => {
  it('takes a whole id or the short id a list shows (its last 8 characters), any case, spaces around', () => {
    expect(isQuoteKey(ID)).toBe(true);
    expect(isQuoteKey(shortQuoteId(ID))).toBe(true);
    expect(isQuoteKey(' 5E0C4B13 ')).toBe(true);
    expect(isQuoteId('5e0c4b13')).toBe(false);
  });

  it('refuses 7 or 9 characters, and anything that is not hexadecimal', () => {
    expect(isQuoteKey('5e0c4b1')).toBe(false);
    expect(isQuoteKey('5e0c4b133')).toBe(false);
    expect(isQuoteKey('5e0c4b1g')).toBe(false);
    expect(isQuoteKey('')).toBe(false);
  });
});
