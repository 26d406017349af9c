/**
 * A date as a clerk types or pastes it: 'yyyy-mm-dd' (the product's own form) or 'dd.mm.yyyy' /
 * 'd.m.yyyy' (how every screen shows a date). Read as that date or refused with the reason, never
 * moved to a neighbouring date ('31.12.2027' was once stored as 3112-02-02).
 */
import { MAX_YEAR, MIN_YEAR } from '../constants/limits';
import { daysInMonth } from './calendar';

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What `readDate` makes of a text: the day 'yyyy-mm-dd', or why the text is not one. */
export type DateReading = { ok: true; day: string } | { ok: false; reason: string };

/** Options of `readDate`. */
export interface ReadDateOptions {
  /** The earliest year accepted (default MIN_YEAR). */
  minYear?: number;
  /** The latest year accepted (default MAX_YEAR). */
  maxYear?: number;
}

/**
 * Reads a typed or pasted date: 'yyyy-mm-dd' (one-digit month and day accepted), 'dd.mm.yyyy' or
 * 'd.m.yyyy', spaces around it ignored. A text of neither form, a month or day that does not exist
 * (31.02.2027, 2026-13-45) or a year outside the bounds is refused with a reason a clerk can act on.
 */
export function readDate(text: string, options: ReadDateOptions = {}): DateReading {
  const { minYear = MIN_YEAR, maxYear = MAX_YEAR } = options;
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const dotted = iso ? null : DOTTED.exec(trimmed);
  if (!iso && !dotted) return { ok: false, reason: `"${trimmed}" is not a date: type yyyy-mm-dd or dd.mm.yyyy` };
  const [yearText, monthText, dayText] = iso ? [iso[1], iso[2], iso[3]] : [dotted![3], dotted![2], dotted![1]];
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (month < 1 || month > 12) return { ok: false, reason: `${trimmed} is not a date: there is no month ${month}` };
  const length = daysInMonth(year, month);
  if (day < 1 || day > length) {
    return { ok: false, reason: `${trimmed} is not a date: ${MONTHS[month - 1]} ${year} has ${length} days` };
  }
  if (year < minYear || year > maxYear) return { ok: false, reason: `${trimmed}: the year must be from ${minYear} to ${maxYear}` };
  return { ok: true, day: `${year}-${pad(month)}-${pad(day)}` };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Why a date field's `text` is not a date it takes, or null: empty (for the form to require) or a date. */
export function dateProblem(text: string, options: ReadDateOptions = {}): string | null {
  if (text.trim() === '') return null;
  const reading = readDate(text, options);
  return reading.ok ? null : reading.reason;
}
