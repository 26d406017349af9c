/**
 * Reading decimals (numbers, or strings such as "25.00" from PostgreSQL numeric columns) into
 * scaled integers, and writing scaled integers back out. No binary-float arithmetic touches a value.
 */
import { toSafeNumber } from './arithmetic';

/** Scales used across the engine: digits after the decimal point. */
export const MONEY_DIGITS = 4; // prices and amounts: 0.045 EUR/kg is a real price
export const MEASURE_DIGITS = 3; // kg, cm, LDM, CBM, condition bounds (step 0.001)
export const QUANTITY_DIGITS = 2; // quantity row bounds (step 0.01)
export const CENT_DIGITS = 2;

export const MONEY_SCALE = 10 ** MONEY_DIGITS;
export const MEASURE_SCALE = 10 ** MEASURE_DIGITS;
export const QUANTITY_SCALE = 10 ** QUANTITY_DIGITS;

const POWERS_OF_TEN = [1, 10, 100, 1000, 10000, 100000, 1000000];
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A value that is not a decimal number. */
export class DecimalError extends Error {
  constructor(value: unknown) {
    super(`Not a decimal number: ${String(value)}`);
    this.name = 'DecimalError';
  }
}

/**
 * The value times 10^digits as an exact integer. Extra digits round half away from zero
 * (or up, with `ceil`). Throws DecimalError for anything that is not a finite decimal.
 */
export function parseScaled(value: number | string, digits: number, rounding: 'half_away' | 'ceil' = 'half_away'): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new DecimalError(value);
    const scale = POWERS_OF_TEN[digits] ?? 10 ** digits;
    const scaled = value * scale;
    if (Number.isInteger(value) && Number.isSafeInteger(scaled)) return scaled;
    // A value of at most `digits` decimals (every stored price): the nearest integer, when dividing
    // it back gives the value exactly, is what the decimal text would give (doubles below 1e8 are
    // far closer together than 10^-6, so no other decimal of that many places prints as it). The
    // string path below, with BigInt, costs ~30x this; a large carrier compiles millions of prices.
    if (digits <= 6 && Math.abs(value) < 1e8) {
      const nearest = Math.round(scaled);
      if (nearest / scale === value) return nearest;
    }
    return parseDecimalString(String(value), digits, rounding, value);
  }
  return parseDecimalString(value.trim(), digits, rounding, value);
}

/** Like parseScaled, but null, undefined and '' give null. */
export function parseScaledOrNull(
  value: number | string | null | undefined,
  digits: number,
  rounding: 'half_away' | 'ceil' = 'half_away',
): number | null {
  if (value === null || value === undefined || value === '') return null;
  return parseScaled(value, digits, rounding);
}

function parseDecimalString(text: string, digits: number, rounding: 'half_away' | 'ceil', original: unknown): number {
  const match = DECIMAL.exec(text);
  if (!match) throw new DecimalError(original);
  const [, sign, intPart = '', fracPart = '', exponent] = match;
  if (intPart === '' && fracPart === '') throw new DecimalError(original);
  let all = intPart + fracPart;
  // Position of the decimal point in `all`, after the exponent and the scale shift it.
  let point = intPart.length + (exponent ? Number(exponent) : 0) + digits;
  if (point < 0) {
    all = '0'.repeat(-point) + all;
    point = 0;
  }
  if (point > all.length) all = all + '0'.repeat(point - all.length);
  const kept = all.slice(0, point);
  const dropped = all.slice(point);
  let n = BigInt(kept === '' ? '0' : kept);
  if (dropped !== '') {
    const up = rounding === 'ceil' ? sign !== '-' && /[1-9]/.test(dropped) : dropped.charCodeAt(0) >= 53; // '5'
    if (up) n += 1n;
  }
  const result = toSafeNumber(sign === '-' ? -n : n);
  return result === 0 ? 0 : result; // never -0
}

/** A scaled integer as a plain decimal string without trailing zeros ("1000", "0.5"). */
export function formatScaled(n: number, digits: number): string {
  if (digits === 0) return String(n);
  const negative = n < 0;
  const s = String(negative ? -n : n).padStart(digits + 1, '0');
  const int = s.slice(0, s.length - digits);
  const frac = s.slice(s.length - digits).replace(/0+$/, '');
  return (negative ? '-' : '') + (frac ? `${int}.${frac}` : int);
}

/**
 * A scaled integer as a JSON number. Division by a power of ten gives the double nearest to the
 * decimal, which prints as exactly that decimal, so 9056 cents become 90.56, never 90.5600001.
 */
export function scaledToNumber(n: number, digits: number): number {
  return n / (POWERS_OF_TEN[digits] ?? 10 ** digits);
}

/** Cents as a JSON amount with at most 2 decimals. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}
