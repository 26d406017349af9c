import { describe, expect, it } from 'vitest';
import { isUnfinishedDate, maskDate, typeDate } from './input-masks';

describe('maskDate', () => {
  it('adds the hyphens while typing', () => {
    expect(maskDate('2')).toBe('2');
    expect(maskDate('2026')).toBe('2026');
    expect(maskDate('20261')).toBe('2026-1');
    expect(maskDate('202611')).toBe('2026-11');
    expect(maskDate('2026112')).toBe('2026-11-2');
    expect(maskDate('20261124')).toBe('2026-11-24');
    expect(maskDate('2026-11-24')).toBe('2026-11-24');
  });

  it('drops what is not a digit and what is too long', () => {
    expect(maskDate('2026/11/24')).toBe('2026-11-24');
    expect(maskDate('2026-11-249')).toBe('2026-11-24');
    expect(maskDate('abc')).toBe('');
  });

  it('clamps the month to 01-12, padding a first digit above 1', () => {
    expect(maskDate('202613')).toBe('2026-12');
    expect(maskDate('202600')).toBe('2026-01');
    expect(maskDate('20263')).toBe('2026-03');
    expect(maskDate('2026315')).toBe('2026-03-15');
  });

  it('clamps the day to the length of the month', () => {
    expect(maskDate('20260431')).toBe('2026-04-30');
    expect(maskDate('20260132')).toBe('2026-01-31');
    expect(maskDate('20260100')).toBe('2026-01-01');
    expect(maskDate('2026014')).toBe('2026-01-04');
    expect(maskDate('2026024')).toBe('2026-02-04');
    expect(maskDate('2026023')).toBe('2026-02-3');
  });

  it('knows leap years', () => {
    expect(maskDate('20240230')).toBe('2024-02-29');
    expect(maskDate('20230229')).toBe('2023-02-28');
    expect(maskDate('20000229')).toBe('2000-02-29');
    expect(maskDate('19000229')).toBe('1900-02-28');
  });

  it('is stable on its own output', () => {
    for (const text of ['2026-03', '2024-02-29', '2026-12-31', '2026-1']) expect(maskDate(maskDate(text))).toBe(maskDate(text));
  });
});

/** Types `text` one key at a time into an empty field. */
function typeKeys(text: string, start = ''): string {
  let shown = start;
  for (const key of text) shown = typeDate(shown, shown + key);
  return shown;
}

describe('isUnfinishedDate', () => {
  it('is what the mask shows while a date is typed', () => {
    for (const text of ['', '2', '2026', '2026-', '2026-1', '2026-11-', '2026-11-2']) expect(isUnfinishedDate(text), text).toBe(true);
    for (const text of ['2026-13', '2026-02-31', '31.', 'banana', '2026--']) expect(isUnfinishedDate(text), text).toBe(false);
  });
});

describe('typeDate', () => {
  it('masks keys typed in yyyy-mm-dd order, as the product documents do', () => {
    expect(typeKeys('20261124')).toBe('2026-11-24');
    expect(typeKeys('2026-11-24')).toBe('2026-11-24');
    expect(typeKeys('20263')).toBe('2026-03');
    expect(typeKeys('2026-1-5')).toBe('2026-01-05');
    expect(typeKeys('202611249')).toBe('2026-11-24');
  });

  it('keeps a key past month 12 or the last day as typed instead of clamping it to another date', () => {
    expect(typeKeys('202613')).toBe('2026-13');
    expect(typeKeys('2026-13-45')).toBe('2026-13-45');
    expect(typeKeys('2026-02-31')).toBe('2026-02-31');
    expect(typeKeys('20240229')).toBe('2024-02-29');
    expect(typeKeys('2026-01-00')).toBe('2026-01-00');
  });

  it('reads a typed or pasted dd.mm.yyyy as that date', () => {
    expect(typeKeys('31.12.2027')).toBe('2027-12-31');
    expect(typeKeys('1.2.2026')).toBe('2026-02-01');
    expect(typeDate('', '31.12.2027')).toBe('2027-12-31');
    expect(typeDate('2026-01-01', '01.12.2026')).toBe('2026-12-01');
    expect(typeKeys('31.12.20')).toBe('31.12.20');
  });

  it('keeps what is not a date as typed, for the field to say so', () => {
    expect(typeDate('', '2026-13-45')).toBe('2026-13-45');
    expect(typeDate('', '31.02.2027')).toBe('31.02.2027');
    expect(typeKeys('banana')).toBe('banana');
    expect(typeDate('2026-13-45', '2026-13-4')).toBe('2026-13-4');
    expect(typeDate('2026-11-24', '')).toBe('');
  });
});
