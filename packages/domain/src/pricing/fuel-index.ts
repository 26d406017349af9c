/**
 * The fuel index: a carrier's diesel price per month (€/l) and a band table
 * (price band -> percent). A percentage surcharge with `amount_source: 'fuel_index'` takes its
 * percent from the band holding the index value of the shipment's collection month, or of the
 * latest earlier month with a value (the trace says so). Pure: compiled once with the carrier.
 */
import { PricingDataError } from '../data-error';
import { civilFromDays } from '../dates/calendar';
import { displayNumber } from '../glossary/display';
import { MONEY_DIGITS, parseScaled, scaledToNumber } from '../money/decimal';
import type { Decimal } from './records';

/** Diesel prices and band bounds have at most this many decimals (1.625 €/l). */
export const FUEL_PRICE_DIGITS = 3;

/** A fuel index as stored and as GET /fe/fuel_index answers it (plus its version). */
export interface FuelIndexRecord {
  /** Month 'yyyy-mm' -> diesel price in €/l. */
  values: ReadonlyArray<{ month: string; price: Decimal }>;
  /** [from, to) in €/l -> percent of the base. */
  bands: ReadonlyArray<{ from: Decimal; to: Decimal; percent: Decimal }>;
}

/** A band with its bounds in 1e-3 €/l and its percent in 1e-4 %. */
export interface CompiledFuelBand {
  readonly from: number;
  readonly to: number;
  readonly percent: number;
}

/** A fuel index ready for pricing: months ascending (as month numbers), prices in 1e-3 €/l. */
export interface CompiledFuelIndex {
  readonly months: readonly number[];
  readonly prices: readonly number[];
  readonly bands: readonly CompiledFuelBand[];
}

/** A month as a number (year x 12 + month - 1), so months compare and step as integers. */
export function monthNumber(text: string): number | null {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return Number(m[1]) * 12 + month - 1;
}

/** The month of a day number (days since 1970-01-01). */
export function monthOfDay(day: number): number {
  const { year, month } = civilFromDays(day);
  return year * 12 + month - 1;
}

/** `11/2026`: how the trace and the messages name a month. */
export function formatMonth(month: number): string {
  return `${(month % 12) + 1}/${Math.floor(month / 12)}`;
}

/** Compiles a fuel index; throws PricingDataError on a malformed month or number. */
export function compileFuelIndex(record: FuelIndexRecord): CompiledFuelIndex {
  const values = record.values.map((v) => {
    const month = monthNumber(v.month);
    if (month === null) throw new PricingDataError(`Fuel index: ${v.month} is not a month`);
    return { month, price: scaled(v.price, 'price') };
  });
  values.sort((a, b) => a.month - b.month);
  const bands = record.bands
    .map((b) => Object.freeze({ from: scaled(b.from, 'band from'), to: scaled(b.to, 'band to'), percent: percentOf(b.percent) }))
    .sort((a, b) => a.from - b.from);
  return Object.freeze({
    months: Object.freeze(values.map((v) => v.month)),
    prices: Object.freeze(values.map((v) => v.price)),
    bands: Object.freeze(bands),
  });
}

function scaled(value: Decimal, field: string): number {
  try {
    return parseScaled(value, FUEL_PRICE_DIGITS);
  } catch {
    throw new PricingDataError(`Fuel index: ${field} is not a number: ${String(value)}`);
  }
}

function percentOf(value: Decimal): number {
  try {
    return parseScaled(value, MONEY_DIGITS);
  } catch {
    throw new PricingDataError(`Fuel index: band percent is not a number: ${String(value)}`);
  }
}

/** The band percent of a month, or why there is none. Prices €/l, percent %, as numbers. */
export type FuelPick =
  | {
      ok: true;
      /** The collection month asked for. */
      month: number;
      /** The month whose value was used: `month`, or the latest earlier one with a value. */
      valueMonth: number;
      price: number;
      band: { from: number; to: number };
      percent: number;
      /** The percent in 1e-4 % (what the surcharge's arithmetic takes). */
      scaledPercent: number;
    }
  | { ok: false; reason: 'no_value'; month: number }
  | { ok: false; reason: 'no_band'; month: number; valueMonth: number; price: number };

/**
 * The index value of `month` (or of the latest earlier month with one) and the band [from, to)
 * holding it. No value at or before the month, or no band for the value: not ok, with the reason.
 */
export function pickFuelPercent(index: CompiledFuelIndex, month: number): FuelPick {
  // The last month at or before `month` (months ascending; a short list, a binary search anyway).
  let lo = 0;
  let hi = index.months.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.months[mid]! <= month) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return { ok: false, reason: 'no_value', month };
  const valueMonth = index.months[lo - 1]!;
  const value = index.prices[lo - 1]!;
  const price = scaledToNumber(value, FUEL_PRICE_DIGITS);
  const band = index.bands.find((b) => b.from <= value && value < b.to);
  if (!band) return { ok: false, reason: 'no_band', month, valueMonth, price };
  return {
    ok: true,
    month,
    valueMonth,
    price,
    band: { from: scaledToNumber(band.from, FUEL_PRICE_DIGITS), to: scaledToNumber(band.to, FUEL_PRICE_DIGITS) },
    percent: scaledToNumber(band.percent, MONEY_DIGITS),
    scaledPercent: band.percent,
  };
}

/** How the sentence writes its numbers: 'api' as the trace answers them (1.62), 'display' as a screen shows them (1,62). */
export type FuelTextFormat = 'api' | 'display';

/** A price or bound with at least two decimals: 1.6 -> "1.60" ("1,60"), 1.625 -> "1.625". */
function litres(n: number, format: FuelTextFormat): string {
  if (format === 'display') return displayNumber(n, FUEL_PRICE_DIGITS, 2);
  const text = String(n);
  const decimals = text.split('.')[1]?.length ?? 0;
  return decimals >= 2 ? text : n.toFixed(2);
}

/**
 * What the trace and the errors say of a pick: `Diesel 1.62 €/l in 11/2026: band 1.60–1.70 →
 * 14.5 %`, with ` (no value for 12/2026: latest 11/2026)` after a fallback; when there is no
 * percent, why. The web shows the same sentence with `format` 'display'.
 */
export function fuelPickText(pick: FuelPick, format: FuelTextFormat = 'api'): string {
  if (!pick.ok && pick.reason === 'no_value') return `No fuel index value for ${formatMonth(pick.month)} or an earlier month`;
  const fallback =
    pick.valueMonth === pick.month ? '' : ` (no value for ${formatMonth(pick.month)}: latest ${formatMonth(pick.valueMonth)})`;
  const diesel = `Diesel ${litres(pick.price, format)} €/l in ${formatMonth(pick.valueMonth)}`;
  if (!pick.ok) return `No fuel band holds diesel ${litres(pick.price, format)} €/l (${formatMonth(pick.valueMonth)})${fallback}`;
  const percent = format === 'display' ? displayNumber(pick.percent, MONEY_DIGITS) : String(pick.percent);
  return `${diesel}: band ${litres(pick.band.from, format)}–${litres(pick.band.to, format)} → ${percent} %${fallback}`;
}
