import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, formatDay, isValidDay, parseDay, weekdayOf } from './calendar';

describe('parseDay / formatDay', () => {
  it('reads 1970-01-01 as day 0 and 2026-03-10 as day 20522', () => {
    expect(parseDay('1970-01-01')).toBe(0);
    expect(parseDay('2026-03-10')).toBe(20522);
    expect(formatDay(20522)).toBe('2026-03-10');
  });

  it('refuses dates that do not exist: 2026-02-29, 2026-13-01, 2026-04-31', () => {
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('2026-04-31')).toBeNull();
    expect(parseDay('2026-3-1')).toBeNull();
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(isValidDay('2100-02-29')).toBe(false);
  });

  it('round-trips every day from 1900 to 2200 and agrees with Date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25567, max: 84000 }), (day) => {
        const { year, month, day: d } = civilFromDays(day);
        expect(daysFromCivil(year, month, d)).toBe(day);
        expect(formatDay(day)).toBe(new Date(day * 86400000).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('weekdayOf', () => {
  it('gives 0 for Monday 2026-03-09 and 6 for Sunday 2026-03-15', () => {
    expect(weekdayOf(parseDay('2026-03-09')!)).toBe(0);
    expect(weekdayOf(parseDay('2026-03-15')!)).toBe(6);
    expect(weekdayOf(0)).toBe(3); // Thursday
  });
});
