import { describe, expect, it } from 'vitest';
import { maskDate } from './input-masks';

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
