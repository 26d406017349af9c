import { describe, expect, it } from 'vitest';
import { clipboardCellText } from './clipboard-text';
import { parseCellNumber, parseTabularText } from './paste-helpers';

describe('clipboardCellText', () => {
  it('writes a decimal with the decimal comma', () => {
    expect(clipboardCellText('19.5')).toBe('19,5');
    expect(clipboardCellText('-0.25')).toBe('-0,25');
    expect(clipboardCellText('1234.5')).toBe('1234,5');
  });

  it('leaves whole numbers, names, empty cells and typos as they are', () => {
    expect(clipboardCellText('100')).toBe('100');
    expect(clipboardCellText('EE1')).toBe('EE1');
    expect(clipboardCellText('')).toBe('');
    expect(clipboardCellText('12.5.2026')).toBe('12.5.2026');
    expect(clipboardCellText('1.2.3')).toBe('1.2.3');
  });

  it('takes another mark when given one', () => {
    expect(clipboardCellText('19.5', '.')).toBe('19.5');
  });

  it('pastes back to the same number (paste reads both marks)', () => {
    for (const value of ['19.5', '1234.5', '0.01', '100']) {
      expect(parseCellNumber(clipboardCellText(value))).toEqual({ ok: true, value });
      expect(parseCellNumber(value)).toEqual({ ok: true, value });
    }
  });
});

describe('a copied block pasted back', () => {
  it('reads the comma decimals as the same numbers', () => {
    const text = [
      ['EE1', 'LV1', '19.5'],
      ['EE2', 'LV2', '7'],
    ]
      .map((row) => row.map((cell, c) => (c < 2 ? cell : clipboardCellText(cell))).join('\t'))
      .join('\n');
    expect(text).toBe('EE1\tLV1\t19,5\nEE2\tLV2\t7');
    const pasted = parseTabularText(text);
    expect(pasted.map((row) => parseCellNumber(row[2]!))).toEqual([
      { ok: true, value: '19.5' },
      { ok: true, value: '7' },
    ]);
  });
});
