import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../constants/limits';
import { parsePricelistQuery, searchTooShort } from './pricelist-query';

describe('parsePricelistQuery', () => {
  it('reads an id with or without #, and only ids a row can have', () => {
    expect(parsePricelistQuery(' 12 ')).toEqual({ id: 12, text: '12' });
    expect(parsePricelistQuery('#7')).toEqual({ id: 7, text: '#7' });
    expect(parsePricelistQuery('0')).toBeNull();
    expect(parsePricelistQuery(String(MAX_ID + 1))).toBeNull();
    expect(parsePricelistQuery('99999999999999999999')).toBeNull();
  });

  it('searches a name of two characters or more', () => {
    expect(parsePricelistQuery('Ba')).toEqual({ id: null, text: 'Ba' });
    expect(parsePricelistQuery(' B ')).toBeNull();
    expect(parsePricelistQuery('')).toBeNull();
  });
});

describe('searchTooShort', () => {
  it('asks for more below the minimum, and says nothing for an empty box or enough text', () => {
    expect(searchTooShort('a')).toBe('Type at least 2 characters');
    expect(searchTooShort(' a ')).toBe('Type at least 2 characters');
    expect(searchTooShort('')).toBeNull();
    expect(searchTooShort('ab')).toBeNull();
    expect(searchTooShort('ab', 3)).toBe('Type at least 3 characters');
  });
});
