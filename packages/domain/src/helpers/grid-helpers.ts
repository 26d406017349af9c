/** Price grid editing helpers (docs/product/domain.md §9), in exact decimals. */
import { mulDiv } from '../money/arithmetic';
import { MONEY_DIGITS, parseScaled, parseScaledOrNull, scaledToNumber } from '../money/decimal';

type Decimal = number | string;
const CENTS_PER_UNIT = 10 ** (MONEY_DIGITS - 2);

/** Money units (4 decimals) rounded half away from zero to 2 decimals, as a number. */
function toTwoDecimals(units: number): number {
  return mulDiv(units, 1, 1, CENTS_PER_UNIT, 'half_away') / 100;
}

/**
 * The next quantity row to suggest: double the last minus the one before (100, 500 -> 900), or
 * the last plus 1 when there is only one; null when there are none.
 */
export function suggestNextQuantity(quantities: readonly Decimal[]): number | null {
  const n = quantities.length;
  if (n === 0) return null;
  const last = parseScaled(quantities[n - 1]!, MONEY_DIGITS);
  if (n === 1) return toTwoDecimals(last + 10 ** MONEY_DIGITS);
  const before = parseScaled(quantities[n - 2]!, MONEY_DIGITS);
  return toTwoDecimals(2 * last - before);
}

/**
 * A new row extrapolated linearly from the previous two, cell by cell: last + (last - before),
 * to 2 decimals. With one previous row it is copied. A cell empty in either row stays empty.
 */
export function extrapolateRow(rows: readonly (readonly (Decimal | null)[])[]): (number | null)[] {
  const last = rows[rows.length - 1];
  if (!last) return [];
  const before = rows.length > 1 ? rows[rows.length - 2]! : null;
  return last.map((cell, i) => {
    const l = parseScaledOrNull(cell, MONEY_DIGITS);
    if (l === null) return null;
    if (!before) return toTwoDecimals(l);
    const b = parseScaledOrNull(before[i], MONEY_DIGITS);
    return b === null ? null : toTwoDecimals(2 * l - b);
  });
}

/** price x (1 + percent / 100), rounded half away from zero to 2 decimals (percent may be negative). */
export function adjustPrice(price: Decimal, percent: Decimal): number {
  const p = parseScaled(price, MONEY_DIGITS);
  const pct = parseScaled(percent, MONEY_DIGITS);
  // p x (100 + pct) / 100 with pct in 1e-4 units: p x (100e4 + pct) / 100e4.
  const hundred = 100 * 10 ** MONEY_DIGITS;
  return scaledToNumber(mulDiv(p, hundred + pct, 1, hundred * CENTS_PER_UNIT, 'half_away'), 2);
}

/** adjustPrice over a row of cells; empty cells stay empty. */
export function adjustPrices(prices: readonly (Decimal | null)[], percent: Decimal): (number | null)[] {
  return prices.map((p) => (p === null || p === '' ? null : adjustPrice(p, percent)));
}
