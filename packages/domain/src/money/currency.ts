import { mulDiv, mulDivBig, toSafeNumber, type Rounding } from './arithmetic';

/** Exchange rates as the admin screen stores them: units of each currency per one `base`. */
export interface ExchangeRates {
  base: string;
  rates: Readonly<Record<string, number | string>>;
}

/** An exact conversion factor num/den from one currency into another. */
export interface ConversionRatio {
  num: bigint;
  den: bigint;
  /** The same as safe integers when they fit (the usual case), for the fast path. */
  smallNum: number | null;
  smallDen: number | null;
}

const RATE = /^(\d*)(?:\.(\d*))?$/;
const ratioCache = new WeakMap<ExchangeRates, Map<string, Map<string, ConversionRatio | null>>>();
const IDENTITY = ratio(1n, 1n);

function ratio(num: bigint, den: bigint): ConversionRatio {
  const small = num <= BigInt(Number.MAX_SAFE_INTEGER) && den <= BigInt(Number.MAX_SAFE_INTEGER);
  return { num, den, smallNum: small ? Number(num) : null, smallDen: small ? Number(den) : null };
}

/** Exact rate of `currency` against the base as num/den, or null when unknown or not positive. */
function readRate(rates: ExchangeRates, currency: string): { num: bigint; den: bigint } | null {
  if (currency === rates.base) return { num: 1n, den: 1n };
  const raw = rates.rates[currency];
  if (raw === undefined || raw === null) return null;
  const text = typeof raw === 'number' ? (Number.isFinite(raw) && raw > 0 ? expandNumber(raw) : '') : raw.trim();
  const match = RATE.exec(text);
  if (!match || text === '' || text === '.') return null;
  const [, int = '', frac = ''] = match;
  const num = BigInt(int + frac || '0');
  if (num === 0n) return null;
  return { num, den: 10n ** BigInt(frac.length) };
}

function expandNumber(n: number): string {
  const s = String(n);
  // Rates are never tiny enough to print in exponent form; toFixed covers the odd one that is.
  return /e/i.test(s) ? n.toFixed(20).replace(/0+$/, '') : s;
}

/**
 * The exact factor converting an amount in `from` into `to` (to-rate / from-rate), or null when a
 * rate is missing. Cached per rates object, so pass the same object until the rates change.
 */
export function conversionRatio(rates: ExchangeRates | null | undefined, from: string, to: string): ConversionRatio | null {
  if (from === to) return IDENTITY;
  if (!rates) return null;
  let cache = ratioCache.get(rates);
  if (!cache) {
    cache = new Map();
    ratioCache.set(rates, cache);
  }
  let byTo = cache.get(from);
  if (!byTo) cache.set(from, (byTo = new Map()));
  const cached = byTo.get(to);
  if (cached !== undefined) return cached;
  const f = readRate(rates, from);
  const t = readRate(rates, to);
  const result = f && t ? ratio(t.num * f.den, t.den * f.num) : null;
  byTo.set(to, result);
  return result;
}

/** Exact `a * b / d` units of one currency converted by `ratio` and rounded once to `unitDivisor`. */
export function convertExact(
  a: number,
  b: number,
  d: number,
  ratio: ConversionRatio,
  unitDivisor: number,
  rounding: Rounding = 'half_away',
): number {
  if (ratio.smallNum !== null && ratio.smallDen !== null) {
    const den = d * unitDivisor * ratio.smallDen;
    if (Number.isSafeInteger(den)) return mulDiv(a, b, ratio.smallNum, den, rounding);
  }
  return toSafeNumber(mulDivBig(BigInt(a) * BigInt(b), ratio.num, BigInt(d) * BigInt(unitDivisor) * ratio.den, rounding));
}
