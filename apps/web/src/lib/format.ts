/** Numbers, money and dates as the product shows them: the Finnish locale (1 234,50 €). */
import { civilFromDays, DEFAULT_CURRENCY, localTime } from '@freight/domain';

const LOCALE = 'fi-FI';

/** An amount in a currency: `formatCurrency(1234.5)` -> '1 234,50 €'. */
export function formatCurrency(amount: number | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(amount);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with up to `maxDecimals` decimals: `formatNumber(1.08)` -> '1,08'. */
export function formatNumber(value: number | null | undefined, maxDecimals = 2, minDecimals = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  // Building a formatter costs far more than formatting: grids format thousands of cells.
  const key = `${minDecimals}-${maxDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    numberFormats.set(key, format);
  }
  return format.format(value);
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
 * A moment as every screen shows it (issue 14): dd.mm.yyyy hh:mm in `timeZone`, the zone named,
 * '12.11.2026 14:03 (Europe/Tallinn)'. Times are shown in the carrier's zone (`useTimeZone`), the
 * zone pricing and cutoffs use (the domain's `localTime`), so a change log and a cutoff never disagree silently.
 */
export function formatMoment(value: string | number | Date | null | undefined, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, minutes } = localTime(date, timeZone);
  const civil = civilFromDays(day);
  return `${pad(civil.day)}.${pad(civil.month)}.${civil.year} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)} (${timeZone})`;
}

/** A text cut to `max` characters with an ellipsis: list cells (zone names 25, area names 35...). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}…` : value;
}
