import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageField, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first of ours by its primary tag', () => {
    expect(pickLanguage(['fi-FI', 'en-US'])).toBe('fi');
    expect(pickLanguage(['de-DE', 'ET'])).toBe('et');
    expect(pickLanguage(['en_GB'])).toBe('en');
  });
  it('falls back when none is ours', () => {
    expect(pickLanguage(['de', 'sv-FI'])).toBe('en');
    expect(pickLanguage([], 'et')).toBe('et');
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by q, best first, the written order among equals, q=0 dropped', () => {
    expect(acceptedLanguages('en;q=0.5, fi-FI, et;q=0.9, de;q=0')).toEqual(['fi-FI', 'et', 'en']);
    expect(pickLanguage(acceptedLanguages('de-DE,de;q=0.9,et;q=0.8'))).toBe('et');
  });
  it('reads nothing from no header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('languageField', () => {
  it('takes en, et and fi, and names them when refused', () => {
    expect(languageField.parse('et')).toBe('et');
    const refused = languageField.safeParse('sv');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('must be en, et or fi');
  });
});
