/**
 * Exact integer arithmetic for money and measures. Every quantity in the engine is a safe integer
 * at a fixed decimal scale; products that would leave the safe range fall back to BigInt, so the
 * fast path stays on plain numbers without ever losing a unit.
 */

export type Rounding = 'half_away' | 'ceil' | 'floor';

const MAX = Number.MAX_SAFE_INTEGER;

/** Exact `a * b * c / d` rounded as asked; all arguments integers, d non-zero. */
export function mulDiv(a: number, b: number, c: number, d: number, rounding: Rounding): number {
  const ab = a * b;
  if (Number.isSafeInteger(ab)) {
    const abc = ab * c;
    if (Number.isSafeInteger(abc) && Math.abs(abc) + Math.abs(d) <= MAX) return divide(abc, d, rounding);
  }
  return toSafeNumber(divideBig(BigInt(a) * BigInt(b) * BigInt(c), BigInt(d), rounding));
}

/** Exact `n / d` rounded as asked; n and d integers, d non-zero. */
export function divRound(n: number, d: number, rounding: Rounding): number {
  return mulDiv(n, 1, 1, d, rounding);
}

/** Sign of `a*b*c - x*y*z`, exactly. */
export function compareProducts(a: number, b: number, c: number, x: number, y: number, z: number): -1 | 0 | 1 {
  const left = a * b * c;
  const right = x * y * z;
  if (Number.isSafeInteger(a * b) && Number.isSafeInteger(left) && Number.isSafeInteger(x * y) && Number.isSafeInteger(right)) {
    return left < right ? -1 : left > right ? 1 : 0;
  }
  const l = BigInt(a) * BigInt(b) * BigInt(c);
  const r = BigInt(x) * BigInt(y) * BigInt(z);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Exact product of integers; throws when it leaves the safe range (measures are physical). */
export function mulSafe(a: number, b: number): number {
  const p = a * b;
  if (!Number.isSafeInteger(p)) throw new RangeError('Number out of range');
  return p;
}

function divide(n: number, d: number, rounding: Rounding): number {
  if (n === 0) return 0; // also turns -0 into 0
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const negative = n < 0;
  const m = negative ? -n : n;
  let q = Math.floor(m / d);
  let r = m - q * d;
  // The float quotient may be one off; the remainder settles it exactly.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (r !== 0) {
    if (rounding === 'half_away') {
      if (2 * r >= d) q += 1;
    } else if (rounding === 'ceil' ? !negative : negative) {
      q += 1;
    }
  }
  return negative && q !== 0 ? -q : q;
}

function divideBig(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const negative = n < 0n;
  const m = negative ? -n : n;
  let q = m / d;
  const r = m - q * d;
  if (r !== 0n) {
    if (rounding === 'half_away') {
      if (2n * r >= d) q += 1n;
    } else if (rounding === 'ceil' ? !negative : negative) {
      q += 1n;
    }
  }
  return negative ? -q : q;
}

/** A BigInt result that must fit a safe integer (an amount beyond 90 trillion is a data error). */
export function toSafeNumber(n: bigint): number {
  if (n > BigInt(MAX) || n < -BigInt(MAX)) throw new RangeError('Number out of range');
  return Number(n);
}

/** Exact `n * num / den` on BigInt, rounded as asked (used for currency conversion). */
export function mulDivBig(n: bigint, num: bigint, den: bigint, rounding: Rounding): bigint {
  return divideBig(n * num, den, rounding);
}
