import { describe, expect, it } from 'vitest';
import { copyField, copyJson } from './client';

describe('copyField', () => {
  it('leaves text without COPY escapes as it is', () => {
    const text = '{"name":"Fuel","amount":12.5}';
    expect(copyField(text)).toBe(text);
  });

  it('escapes the backslash, tab, newline and carriage return, and only those', () => {
    expect(copyField('a\\b\tc\nd\re "f" \\N')).toBe('a\\\\b\\tc\\nd\\re "f" \\\\N');
  });

  it('escapes a JSON text as copyField does: its only special characters are backslashes', () => {
    for (const value of [{ name: 'a\\b\tc\nd\re' }, ['\\N', '"q"'], { plain: 'text', n: 1.5 }]) {
      const json = JSON.stringify(value);
      expect(copyJson(json)).toBe(copyField(json));
    }
  });
});
