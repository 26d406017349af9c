import { describe, expect, it } from 'vitest';
import { parseCellNumber, parseTabularText } from './paste-helpers';

describe('parseTabularText', () => {
  it('splits lines and tabs and drops the final line break a spreadsheet adds', () => {
    expect(parseTabularText('1\t2\t3\r\n4\t5\t6\r\n')).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
    expect(parseTabularText('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty cells and empty lines inside the block', () => {
    expect(parseTabularText('1\t\t3\n\n4')).toEqual([['1', '', '3'], [''], ['4']]);
    expect(parseTabularText('\t2')).toEqual([['', '2']]);
  });

  it('unquotes cells a spreadsheet quoted', () => {
    expect(parseTabularText('"Tallinn, old town"\t"say ""hi"""\n"two\nlines"\t5')).toEqual([
      ['Tallinn, old town', 'say "hi"'],
      ['two\nlines', '5'],
    ]);
  });

  it('keeps a stray quote as text', () => {
    expect(parseTabularText('12" pipe\t3')).toEqual([['12" pipe', '3']]);
  });

  it('reads a single value and nothing', () => {
    expect(parseTabularText('42')).toEqual([['42']]);
    expect(parseTabularText('')).toEqual([]);
  });
});

describe('parseCellNumber', () => {
  const value = (text: string) => {
    const result = parseCellNumber(text);
    return result.ok ? result.value : 'invalid';
  };

  it('turns decimal commas into dots', () => {
    expect(value('12,5')).toBe('12.5');
    expect(value('0,05')).toBe('0.05');
    expect(value(',5')).toBe('0.5');
  });

  it('removes thousands separators: spaces, no-break spaces, apostrophes', () => {
    expect(value('1 234,50')).toBe('1234.5');
    expect(value('1\u00a0234\u00a0567,25')).toBe('1234567.25');
    expect(value('1\u202f234')).toBe('1234');
    expect(value("12'345.6")).toBe('12345.6');
  });

  it('takes the last of commas and dots as the decimal mark', () => {
    expect(value('1.234,56')).toBe('1234.56');
    expect(value('1,234.56')).toBe('1234.56');
    expect(value('1,234,567')).toBe('1234567');
    expect(value('1.234.567')).toBe('1234567');
  });

  it('ignores a currency sign or code and canonicalises', () => {
    expect(value('€ 25,00')).toBe('25');
    expect(value('25,00 €')).toBe('25');
    expect(value('EUR 7.10')).toBe('7.1');
    expect(value('+007.50')).toBe('7.5');
    expect(value('-3,20')).toBe('-3.2');
    expect(value('\u22123,2')).toBe('-3.2');
    expect(value('-0')).toBe('0');
  });

  it.each([
    ['12,50', '12.5'],
    ['1 250,50', '1250.5'],
    ['1.250,50', '1250.5'],
    ['12,50 €', '12.5'],
    ['1,250.50', '1250.5'],
    // One documented reading: a lone comma (or dot) is the decimal mark.
    ['1,250', '1.25'],
    ['1.250', '1.25'],
    ['1 250', '1250'],
  ])('reads %s as %s (fi-FI and en formats)', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it('reads an empty cell as null', () => {
    expect(value('')).toBeNull();
    expect(value('   ')).toBeNull();
  });

  it('refuses text that is not a number', () => {
    expect(value('abc')).toBe('invalid');
    expect(value('12a')).toBe('invalid');
    expect(value('1-2')).toBe('invalid');
    expect(value('.')).toBe('invalid');
    expect(value('-')).toBe('invalid');
  });
});
