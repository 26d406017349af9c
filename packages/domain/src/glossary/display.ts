/**
 * Numbers and days as the product shows them to a person, in the Finnish locale (docs/product/domain.md §9): comma
 * decimals, a non-breaking space between thousands ("1 250,5"), days as dd.mm.yyyy. Screens (the
 * web's lib/format.ts builds on these) and the domain's own sentences (health findings, condition
 * summaries) use the same functions. API answers and error texts meant for programs keep plain
 * numbers and ISO dates.
 */
import { civilFromDays, parseDay } from '../dates/calendar';

/** The locale of every number a person reads. */
export const DISPLAY_LOCALE = 'fi-FI';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with up to `maxDecimals` decimals (at least `minDecimals`): `displayNumber(0.1, 2, 2)`
 * -> "0,10", `displayNumber(1250.5)` -> "1 250,5" (U+00A0 between thousands). '' for nothing.
 */
export function displayNumber(value: number | null | undefined, maxDecimals = 2, minDecimals = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  // Building a formatter costs far more than formatting: grids format thousands of cells.
  const key = `${minDecimals}-${maxDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(DISPLAY_LOCALE, { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A decimal text as the API carries it ("0.4", "1000.000") for a person: "0,4", "1 000". */
export function displayDecimal(text: string, maxDecimals = 3): string {
  const value = Number(text);
  return Number.isFinite(value) ? displayNumber(value, maxDecimals) : text;
}

/** A measure with its unit, a non-breaking space between: `withUnit(1, 'kg')` -> "1 kg". */
export function withUnit(value: number, unit: string, maxDecimals = 3): string {
  return `${displayNumber(value, maxDecimals)}\u00a0${unit}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day for a person: a day number or 'yyyy-mm-dd' -> "23.11.2026"; other text as it is. */
export function displayDay(day: number | string | null | undefined): string {
  if (day === null || day === undefined || day === '') return '';
  const days = typeof day === 'number' ? day : parseDay(day);
  if (days === null) return String(day);
  const { year, month, day: d } = civilFromDays(days);
  return `${pad(d)}.${pad(month)}.${year}`;
}
