import { describe, expect, it } from 'vitest';
import { NumberColumn, TextTable } from './compact-columns';

describe('compact columns', () => {
  it('keeps numbers and nulls exactly, past its first capacity', () => {
    const column = new NumberColumn();
    const values = Array.from({ length: 3000 }, (_, i) => (i % 7 === 0 ? null : i % 3 === 0 ? -0 : i / 3 + 0.1));
    for (const value of values) column.push(value);
    expect(column.length).toBe(3000);
    values.forEach((value, i) => expect(Object.is(column.at(i), value)).toBe(true));
  });

  it('numbers each distinct text once', () => {
    const texts = new TextTable();
    const a = texts.numberOf('EE 10115');
    expect(texts.numberOf('LV 1001')).not.toBe(a);
    expect(texts.numberOf('EE 10115')).toBe(a);
    expect(texts.numberOf(null)).toBeNull();
    expect(texts.text(a)).toBe('EE 10115');
    expect(texts.text(texts.numberOf(''))).toBe('');
    expect(texts.text(null)).toBeNull();
  });
});
