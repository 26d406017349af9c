import { describe, expect, it } from 'vitest';
import { detectHeaderRow, readBreak } from './paste-header';
import { parseTabularText } from './paste-helpers';

const sheet = (text: string) => parseTabularText(text);

describe('readBreak', () => {
  it('reads numbers as spreadsheets write them', () => {
    expect(readBreak('1 500')).toBe('1500');
    expect(readBreak('0,5')).toBe('0.5');
  });
  it('drops a unit, a "≤" or "up to", and takes the upper bound of a range', () => {
    expect(readBreak('500 kg')).toBe('500');
    expect(readBreak('≤ 300')).toBe('300');
    expect(readBreak('up to 2 pll')).toBe('2');
    expect(readBreak('301-500')).toBe('500');
    expect(readBreak('301 – 500 kg')).toBe('500');
  });
  it('is null for words, empty cells and negative numbers', () => {
    expect(readBreak('Helsinki')).toBeNull();
    expect(readBreak('')).toBeNull();
    expect(readBreak('−5')).toBeNull();
  });
});

describe('detectHeaderRow', () => {
  it('reads a titled header: words to fields, breaks to quantities', () => {
    const columns = detectHeaderRow(sheet('From\tTo\tTransit\tMin\tMax\t100\t300\t500 kg\nHEL\tTKU\t\t10\t\t20\t30\t40\n'));
    expect(columns).toEqual([
      { kind: 'field', field: 'zone_from' },
      { kind: 'field', field: 'zone_to' },
      { kind: 'field', field: 'transit' },
      { kind: 'field', field: 'minimum_amount' },
      { kind: 'field', field: 'maximum_amount' },
      { kind: 'quantity', quantity: '100' },
      { kind: 'quantity', quantity: '300' },
      { kind: 'quantity', quantity: '500' },
    ]);
  });

  it('maps titles wherever they stand, in any case and spelling', () => {
    expect(detectHeaderRow(sheet('Zone to\tZONE FROM\t1 000\t2 000'))).toEqual([
      { kind: 'field', field: 'zone_to' },
      { kind: 'field', field: 'zone_from' },
      { kind: 'quantity', quantity: '1000' },
      { kind: 'quantity', quantity: '2000' },
    ]);
  });

  it('gives an untitled cell before the breaks the field at its position, unless a title took it', () => {
    expect(detectHeaderRow(sheet('From\t\tMin\t100'))).toEqual([
      { kind: 'field', field: 'zone_from' },
      { kind: 'field', field: 'zone_to' },
      { kind: 'field', field: 'minimum_amount' },
      { kind: 'quantity', quantity: '100' },
    ]);
    expect(detectHeaderRow(sheet('#\tFrom\tTo\t100\t\t200'))).toEqual([
      { kind: 'skip' },
      { kind: 'field', field: 'zone_from' },
      { kind: 'field', field: 'zone_to' },
      { kind: 'quantity', quantity: '100' },
      { kind: 'skip' },
      { kind: 'quantity', quantity: '200' },
    ]);
  });

  it('reads an untitled corner over zone names as a header (a block copied with the quantity row)', () => {
    const columns = detectHeaderRow(sheet('\t\t\t\t\t100\t200\nHEL\tTKU\t\t\t\t10\t20'));
    expect(columns?.map((c) => c.kind)).toEqual(['field', 'field', 'field', 'field', 'field', 'quantity', 'quantity']);
  });

  it('is null for a zone row: names are not titles', () => {
    expect(detectHeaderRow(sheet('HEL\tTKU\t\t10\t\t20\t30\nHEL\tOUL\t\t10\t\t25\t35'))).toBeNull();
  });

  it('is null for a block of prices only, and for numbers under an empty corner with no names below', () => {
    expect(detectHeaderRow(sheet('10\t20\t30\n11\t21\t31'))).toBeNull();
    expect(detectHeaderRow(sheet('\t100\t200\n\t10\t20'))).toBeNull();
  });

  it('is null without a break, or with a word that is no title', () => {
    expect(detectHeaderRow(sheet('From\tTo\tTransit'))).toBeNull();
    expect(detectHeaderRow(sheet('From\tTo\tNotes\t100'))).toBeNull();
    expect(detectHeaderRow([])).toBeNull();
  });
});
