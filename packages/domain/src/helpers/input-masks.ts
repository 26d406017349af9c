/** Masks of typed form inputs (seeds §5 "Dates"). */
import { daysInMonth } from '../dates/calendar';

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
