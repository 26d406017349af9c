/**
 * Calendar days as integers (days since 1970-01-01), so date arithmetic is plain addition and
 * weekdays a modulo; no Date object or Intl call is involved.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a civil date (proleptic Gregorian). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date of a day number. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Day number of 'yyyy-mm-dd', or null when it is not a real date (2026-02-30). */
export function parseDay(text: string): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

/** True for a real 'yyyy-mm-dd' date. */
export function isValidDay(text: string): boolean {
  return parseDay(text) !== null;
}

/** Days in a month (1..12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const formatted = new Map<number, string>();

/** 'yyyy-mm-dd' of a day number (memoised: quotes reuse a handful of days). */
export function formatDay(days: number): string {
  let text = formatted.get(days);
  if (text === undefined) {
    const { year, month, day } = civilFromDays(days);
    text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (formatted.size > 20000) formatted.clear();
    formatted.set(days, text);
  }
  return text;
}

/** Weekday of a day number: 0 Monday .. 6 Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}
