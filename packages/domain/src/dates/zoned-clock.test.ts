import { describe, expect, it } from 'vitest';
import { formatDay } from './calendar';
import { formatLocalDateTime, isValidTimeZone, localTime } from './zoned-clock';

describe('localTime', () => {
  it('gives Tallinn winter time (UTC+2): 2026-03-10T21:59Z is 23:59 the same day', () => {
    const t = localTime(Date.parse('2026-03-10T21:59:00Z'), 'Europe/Tallinn');
    expect(formatDay(t.day)).toBe('2026-03-10');
    expect(t.minutes).toBe(23 * 60 + 59);
  });

  it('turns the day at local midnight, not UTC: 2026-03-10T22:00Z is 00:00 on the 11th in Tallinn', () => {
    const t = localTime(new Date('2026-03-10T22:00:00Z'), 'Europe/Tallinn');
    expect(formatDay(t.day)).toBe('2026-03-11');
    expect(t.minutes).toBe(0);
  });

  it('follows summer time (UTC+3) after the switch on 2026-03-29', () => {
    const t = localTime(Date.parse('2026-03-29T09:00:00Z'), 'Europe/Tallinn');
    expect(t.minutes).toBe(12 * 60);
  });

  it('uses the zone asked for: the same instant is the previous day in New York', () => {
    const t = localTime(Date.parse('2026-03-11T03:00:00Z'), 'America/New_York');
    expect(formatDay(t.day)).toBe('2026-03-10');
    expect(t.minutes).toBe(23 * 60);
  });

  it('answers the same object within a minute (cached), a new one the next minute', () => {
    const a = localTime(Date.parse('2026-05-01T10:00:05Z'), 'Europe/Riga');
    const b = localTime(Date.parse('2026-05-01T10:00:55Z'), 'Europe/Riga');
    const c = localTime(Date.parse('2026-05-01T10:01:00Z'), 'Europe/Riga');
    expect(b).toBe(a);
    expect(c.minutes).toBe(a.minutes + 1);
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isValidTimeZone('Europe/Tallinn')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('formatLocalDateTime', () => {
  it('writes the local day and minute of the zone as dd.mm.yyyy hh:mm', () => {
    expect(formatLocalDateTime(Date.UTC(2026, 10, 23, 22, 5), 'Europe/Tallinn')).toBe('24.11.2026 00:05');
    expect(formatLocalDateTime(Date.UTC(2026, 6, 1, 9, 30), 'UTC')).toBe('01.07.2026 09:30');
  });
});
