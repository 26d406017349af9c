import { describe, expect, it } from 'vitest';
import { readDate } from './date-input';

describe('readDate', () => {
  it('reads yyyy-mm-dd as that date', () => {
    expect(readDate('2027-12-31')).toEqual({ ok: true, day: '2027-12-31' });
    expect(readDate(' 2026-3-5 ')).toEqual({ ok: true, day: '2026-03-05' });
    expect(readDate('2024-02-29')).toEqual({ ok: true, day: '2024-02-29' });
  });

  it('reads dd.mm.yyyy and d.m.yyyy as that date, not as a year 3112', () => {
    expect(readDate('31.12.2027')).toEqual({ ok: true, day: '2027-12-31' });
    expect(readDate('01.12.2026')).toEqual({ ok: true, day: '2026-12-01' });
    expect(readDate('1.2.2026')).toEqual({ ok: true, day: '2026-02-01' });
    expect(readDate('29.02.2000')).toEqual({ ok: true, day: '2000-02-29' });
  });

  it('refuses a day the month does not have, naming the month', () => {
    expect(readDate('31.02.2027')).toEqual({ ok: false, reason: '31.02.2027 is not a date: February 2027 has 28 days' });
    expect(readDate('2026-04-31')).toEqual({ ok: false, reason: '2026-04-31 is not a date: April 2026 has 30 days' });
    expect(readDate('29.02.1900').ok).toBe(false);
    expect(readDate('00.01.2026').ok).toBe(false);
  });

  it('refuses a month that does not exist instead of clamping it', () => {
    expect(readDate('2026-13-45')).toEqual({ ok: false, reason: '2026-13-45 is not a date: there is no month 13' });
    expect(readDate('01.00.2026')).toEqual({ ok: false, reason: '01.00.2026 is not a date: there is no month 0' });
  });

  it('refuses what is no date at all', () => {
    expect(readDate('banana')).toEqual({ ok: false, reason: '"banana" is not a date: type yyyy-mm-dd or dd.mm.yyyy' });
    for (const text of ['', '2026-12', '31.12.27', '31/12/2027', '2027-12-31T00:00', '20271231', '31.12.2027.']) {
      expect(readDate(text).ok, text).toBe(false);
    }
  });

  it('refuses a year outside the bounds (default 1900 to 9999)', () => {
    expect(readDate('1899-12-31')).toEqual({ ok: false, reason: '1899-12-31: the year must be from 1900 to 9999' });
    expect(readDate('01.01.2201', { maxYear: 2200 })).toEqual({ ok: false, reason: '01.01.2201: the year must be from 1900 to 2200' });
    expect(readDate('31.12.2200', { maxYear: 2200 })).toEqual({ ok: true, day: '2200-12-31' });
  });
});
