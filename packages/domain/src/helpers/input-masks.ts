/** Masks of typed form inputs (docs/product/domain.md §5 "Dates"). */
import { daysInMonth } from '../dates/calendar';
import { readDate } from '../dates/date-input';

/**
 * Masks typing into a date yyyy-mm-dd: digits only, the hyphens added, the month clamped to 01-12
 * and the day to the length of that month, leap years included. A first digit that cannot start a
 * month (2-9) or a day (4-9) is zero-padded ('20263' -> '2026-03', '2026035' -> '2026-03-05'). '2024-02-31' -> '2024-02-29';
 * '2023-02-29' -> '2023-02-28'; '2026-13' -> '2026-12'; '2026-00' -> '2026-01'.
 */
export function maskDate(input: string): string {
  const digits = input.replace(/\D/g, '');
  let year = '';
  let month = '';
  let day = '';
  for (const ch of digits) {
    if (year.length < 4) {
      year += ch;
    } else if (month.length < 2) {
      if (month === '') {
        month = Number(ch) > 1 ? `0${ch}` : ch;
      } else {
        const m = Number(month + ch);
        month = m === 0 ? '01' : m > 12 ? '12' : month + ch;
      }
    } else if (day.length < 2) {
      const max = daysInMonth(Number(year), Number(month));
      if (day === '') {
        day = Number(ch) > 3 ? `0${ch}` : ch;
      } else {
        const d = Number(day + ch);
        day = d === 0 ? '01' : d > max ? String(max) : day + ch;
      }
    } else {
      break;
    }
  }
  if (!month) return year;
  if (!day) return `${year}-${month}`;
  return `${year}-${month}-${day}`;
}

/**
 * What a date field shows after an edit from `previous` to `next`. Whatever reads as a
 * whole date (`readDate`: yyyy-mm-dd, dd.mm.yyyy, d.m.yyyy), typed or pasted, becomes that date
 * 'yyyy-mm-dd'. One key typed at the end of an unfinished date the mask shows is masked
 * (`maskDate`: hyphens added, a first digit that cannot start a month or a day zero-padded; a
 * hyphen after a one-digit month pads it). Where the mask would clamp ('2026-13' -> '2026-12'),
 * and for anything else (letters, a dotted date under way, a paste that is no date, a deletion),
 * the text stays as typed for the field to say what is wrong: a value never turns into another date.
 */
export function typeDate(previous: string, next: string): string {
  if (next.trim() === '') return '';
  const key = next.slice(-1);
  const isMaskKey = next.length === previous.length + 1 && next.startsWith(previous) && /[\d-]/.test(key);
  if (isMaskKey && isUnfinishedDate(previous)) {
    if (key === '-') return hyphenAfter(previous);
    const masked = maskDate(next);
    return isClamped(next, masked) ? next : masked;
  }
  const reading = readDate(next, { minYear: 0, maxYear: 9999 });
  return reading.ok ? reading.day : next;
}

/**
 * True for what the mask shows while a date yyyy-mm-dd is typed ('', '2026-', '2026-1', '2026-11-2'):
 * the mask would show it the same, so nothing in it was clamped.
 */
export function isUnfinishedDate(text: string): boolean {
  const digits = text.endsWith('-') ? text.slice(0, -1) : text;
  return /^\d{0,4}(-\d{0,2}(-\d{0,2})?)?$/.test(text) && maskDate(digits) === digits;
}

/** True when `maskDate` changed a digit of `next` (beyond the zero-padding of a first digit). */
function isClamped(next: string, masked: string): boolean {
  const typed = next.replace(/\D/g, '');
  const shown = masked.split('-');
  const [year = '', month = '', day = ''] = shown;
  let rest = typed.slice(year.length);
  const takes = (part: string) => {
    // A zero-padded first digit ('3' shown as '03') came from one typed digit.
    if (part.length === 2 && part[0] === '0' && rest[0] !== '0') {
      const ok = rest[0] === part[1];
      rest = rest.slice(1);
      return ok;
    }
    const ok = rest.startsWith(part);
    rest = rest.slice(part.length);
    return ok;
  };
  return !(takes(month) && takes(day));
}

/** A hyphen typed after a year or a month: shown when it fits ('2026-1' + '-' -> '2026-01-'). */
function hyphenAfter(previous: string): string {
  const [year = '', month, day] = previous.split('-');
  if (day !== undefined || year.length !== 4) return previous;
  if (month === undefined) return `${year}-`;
  if (month === '' || month === '0') return previous;
  return `${year}-${month.padStart(2, '0')}-`;
}
