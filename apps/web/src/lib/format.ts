/**
 * Numbers, money and times as the product shows them: the Finnish locale (1 234,50 €, "0,10",
 * "1 kg"), the same functions as the domain's own sentences (packages/domain glossary/display.ts).
 * Times are in the carrier's time zone, named once per table or sentence (docs/writing.md).
 */
import { civilFromDays, DEFAULT_CURRENCY, DISPLAY_LOCALE, displayNumber, localTime, withUnit } from '@freight/domain';

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in a currency: `formatCurrency(1234.5)` -> '1 234,50 €'. */
export function formatCurrency(amount: number | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  // Building a formatter costs far more than formatting: the statistics page formats 20,000 cells.
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(DISPLAY_LOCALE, { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** A number with up to `maxDecimals` decimals: `formatNumber(1.08)` -> '1,08', `formatNumber(1250.5)` -> '1 250,5'. */
export function formatNumber(value: number | null | undefined, maxDecimals = 2, minDecimals = 0): string {
  return displayNumber(value, maxDecimals, minDecimals);
}

/** A change in percent with its sign: '+2,97 %', '−0,14 %', '0 %'; `none` without one. */
export function formatChange(value: number | null, none = '—'): string {
  if (value === null) return none;
  return `${value > 0 ? '+' : ''}${formatNumber(value, 2)} %`;
}

/** A measure with its unit after a non-breaking space: `formatMeasure(1, 'kg')` -> '1 kg'. */
export function formatMeasure(value: number, unit: string, maxDecimals = 3): string {
  return withUnit(value, unit, maxDecimals);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar day 'yyyy-mm-dd' is a local date: new Date('2026-11-23') would be UTC midnight,
  // the day before west of Greenwich.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd.mm.yyyy */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * A moment as every table shows it: dd.mm.yyyy hh:mm in `timeZone`, '12.11.2026 14:03'. The zone is
 * named once, in the column's header (`timeHeader`) or by `formatMomentIn` in a sentence. Times are
 * in the carrier's zone (`useTimeZone`), the zone pricing and cutoffs use (the domain's `localTime`),
 * so a change log and a cutoff never disagree silently.
 */
export function formatMoment(value: string | number | Date | null | undefined, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, minutes } = localTime(date, timeZone);
  const civil = civilFromDays(day);
  return `${pad(civil.day)}.${pad(civil.month)}.${civil.year} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The day of a moment in `timeZone`, dd.mm.yyyy: a record's "last updated" day in a list is the
 * carrier's day, never UTC's or the browser's (23:30 UTC on 11.11. is 12.11.2026 in Helsinki). A
 * calendar day ('2026-11-12') is that day as it is.
 */
export function formatDayIn(value: string | number | Date | null | undefined, timeZone: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const date = toDate(value);
  if (!date) return '';
  const civil = civilFromDays(localTime(date, timeZone).day);
  return `${pad(civil.day)}.${pad(civil.month)}.${civil.year}`;
}

/** A lone moment in a sentence, its zone named: '12.11.2026 14:03 (Europe/Tallinn)'. */
export function formatMomentIn(value: string | number | Date | null | undefined, timeZone: string): string {
  const text = formatMoment(value, timeZone);
  return text ? `${text} (${timeZone})` : '';
}

/** A time column's header, naming the zone once for the whole column: 'Date (Europe/Tallinn)'. */
export function timeHeader(label: string, timeZone: string): string {
  return `${label} (${timeZone})`;
}

/** A text cut to `max` characters with an ellipsis: list cells (zone names 25, area names 35...). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

/** A decimal as a clerk types it, for a body: trimmed, a decimal comma as a dot ('1,62' -> '1.62'); '' when blank; a number as it is. */
export function decimalText(value: string): string;
export function decimalText(value: number | string): number | string;
export function decimalText(value: number | string): number | string {
  if (typeof value === 'number') return value;
  return value.trim().replace(',', '.');
}
