import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../constants/countries';
import { rankCountries } from './country-search';

const options = COUNTRIES.map(([code, name]) => ({ value: code as string, label: name as string })).sort((a, b) =>
  a.label.localeCompare(b.label, 'en'),
);
const labels = (search: string, limit?: number) => rankCountries(options, search, limit).map((o) => o.label);

describe('rankCountries', () => {
  it('puts an exact code match first: "LV" is Latvia, not El Salvador', () => {
    expect(labels('LV')[0]).toBe('Latvia');
    expect(labels('lv')).toContain('El Salvador');
    expect(labels('ee')[0]).toBe('Estonia');
    expect(labels('FI')[0]).toBe('Finland');
  });

  it('ranks names starting with the text, then a word starting with it, then containing it', () => {
    const ger = labels('ger');
    expect(ger[0]).toBe('Germany');
    expect(ger).toEqual(expect.arrayContaining(['Algeria', 'Niger', 'Nigeria']));
    const newer = labels('new');
    expect(newer.indexOf('New Zealand')).toBeLessThan(newer.indexOf('Papua New Guinea'));
    expect(labels('fin')[0]).toBe('Finland');
  });

  it('keeps the order by name within a rank', () => {
    const found = labels('po');
    expect(found[0]).toBe('Poland');
    expect(found.slice(0, 2)).toEqual(['Poland', 'Portugal']);
  });

  it('answers every option for an empty search, and cuts at the limit', () => {
    expect(rankCountries(options, '  ')).toHaveLength(options.length);
    expect(labels('a', 5)).toHaveLength(5);
  });

  it('finds nothing for text no name or code holds', () => {
    expect(labels('zzzz')).toEqual([]);
  });
});
