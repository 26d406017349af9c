import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDayIn, formatMeasure, formatMoment, formatMomentIn, formatNumber, timeHeader } from './format';

const NBSP = '\u00a0';

describe('formatCurrency', () => {
  it('writes money in the Finnish locale: comma decimals, two of them, a no-break space before the sign and between thousands', () => {
    expect(formatCurrency(6.5, 'EUR')).toBe(`6,50${NBSP}€`);
    expect(formatCurrency(1234.5)).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatCurrency(12, 'SEK')).toBe(`12,00${NBSP}SEK`);
  });

  it('is empty for no amount', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe('formatNumber and formatMeasure', () => {
  it('write numbers as the domain does: "0,10", "1 250,5", a unit after a no-break space', () => {
    expect(formatNumber(0.1, 2, 2)).toBe('0,10');
    expect(formatNumber(1250.5)).toBe(`1${NBSP}250,5`);
    expect(formatNumber(100_000)).toBe(`100${NBSP}000`);
    expect(formatMeasure(2.5, 'LDM')).toBe(`2,5${NBSP}LDM`);
  });
});

describe('formatDate, formatDayIn, formatMoment', () => {
  it('writes a calendar day as dd.mm.yyyy, never as ISO', () => {
    expect(formatDate('2026-11-12')).toBe('12.11.2026');
    expect(formatDayIn('2026-11-12', 'Europe/Helsinki')).toBe('12.11.2026');
  });

  it("gives a moment's day and time in the carrier's time zone, not UTC's", () => {
    // 23:30 UTC on 11 November is already the 12th in Helsinki (UTC+2 in winter).
    const late = '2026-11-11T23:30:00Z';
    expect(formatDayIn(late, 'Europe/Helsinki')).toBe('12.11.2026');
    expect(formatDayIn(late, 'UTC')).toBe('11.11.2026');
    expect(formatMoment(late, 'Europe/Helsinki')).toBe('12.11.2026 01:30');
    expect(formatMomentIn(late, 'Europe/Tallinn')).toBe('12.11.2026 01:30 (Europe/Tallinn)');
    expect(formatMoment('2026-07-01T10:05:00Z', 'Europe/Helsinki')).toBe('01.07.2026 13:05');
  });

  it('names the zone once in a column header, and is empty for nothing', () => {
    expect(timeHeader('Date', 'Europe/Tallinn')).toBe('Date (Europe/Tallinn)');
    expect(formatDayIn(null, 'Europe/Helsinki')).toBe('');
    expect(formatMoment('', 'Europe/Helsinki')).toBe('');
  });
});
