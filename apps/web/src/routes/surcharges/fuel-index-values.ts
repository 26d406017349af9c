/**
 * The fuel index form's values: rows of months and prices and rows of bands as
 * the clerk types them, the PUT body made of them, the file's months merged in, and the hint a
 * fuel-indexed surcharge's form shows (this month's band).
 */
import { randomId } from '@mantine/hooks';
import {
  FUEL_PRICE_DIGITS,
  MONEY_DIGITS,
  compileFuelIndex,
  fuelIndexSchema,
  fuelPickText,
  monthOfDay,
  pickFuelPercent,
  type FuelIndexAnswer,
  type FuelIndexFileAnswer,
} from '@freight/domain';
import { schemaValidator } from '../../lib/forms';
import { t } from '../../lib/i18n';
import { decimalText, formatNumber } from '../../lib/format';

/** One month's row. */
export interface FuelRow {
  /** A React key. */
  key: string;
  /** 'yyyy-mm'. */
  month: string;
  /** €/l as typed ('1,62' as good as '1.62'). */
  price: string;
}

/** One band's row: [from, to) -> percent. */
export interface BandRow {
  key: string;
  from: string;
  to: string;
  percent: string;
}

export interface FuelIndexValues extends Record<string, unknown> {
  values: FuelRow[];
  bands: BandRow[];
}

/** A price or band bound in €/l as the clerk reads it, with at least two decimals ('1,60', '1,625'). */
const litres = (n: number) => formatNumber(n, FUEL_PRICE_DIGITS, 2);

/** The form's rows of a saved index. */
export function fuelIndexValues(index: Pick<FuelIndexAnswer, 'values' | 'bands'>): FuelIndexValues {
  return {
    values: index.values.map((v) => ({ key: randomId(), month: v.month, price: litres(v.price) })),
    bands: index.bands.map((b) => ({
      key: randomId(),
      from: litres(b.from),
      to: litres(b.to),
      percent: formatNumber(b.percent, MONEY_DIGITS),
    })),
  };
}

/** A decimal field for the body: a decimal comma as a dot; empty stays '' (the schema names it). */
const decimal = (value: string) => decimalText(value);

/** The PUT body of the form's rows, with the version the page loaded. */
export function fuelIndexPayload(v: FuelIndexValues, version: number) {
  return {
    values: v.values.map((r) => ({ month: r.month.trim(), price: decimal(r.price) })),
    bands: v.bands.map((b) => ({ from: decimal(b.from), to: decimal(b.to), percent: decimal(b.percent) })),
    version,
  };
}

const checkFuelIndex = schemaValidator(fuelIndexSchema);

/** The schema's errors at the rows' fields ('values.2.price', 'bands.1.from'); a blank field is required, not "not a number". */
export function validateFuelIndex(v: FuelIndexValues): Record<string, string> {
  const errors = checkFuelIndex(fuelIndexPayload(v, 0));
  const blank = (at: string, value: string) => {
    if (!value.trim()) errors[at] = t('surcharges.required');
  };
  v.values.forEach((r, i) => (['month', 'price'] as const).forEach((f) => blank(`values.${i}.${f}`, r[f])));
  v.bands.forEach((b, i) => (['from', 'to', 'percent'] as const).forEach((f) => blank(`bands.${i}.${f}`, b[f])));
  return errors;
}

/** A new empty month row: the month after the last one, so adding a month is one price to type. */
export function nextMonthRow(rows: readonly FuelRow[]): FuelRow {
  const last = [...rows]
    .map((r) => r.month)
    .filter((m) => /^\d{4}-\d{2}$/.test(m))
    .sort()
    .at(-1);
  if (!last) return { key: randomId(), month: '', price: '' };
  const [year = 0, month = 0] = last.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { key: randomId(), month: next, price: '' };
}

/** A new band row starting where the last one ends. */
export function nextBandRow(rows: readonly BandRow[]): BandRow {
  return { key: randomId(), from: rows.at(-1)?.to ?? '', to: '', percent: '' };
}

/** The table's rows with a file's months merged in: a month in the file replaces the row of that month; months ascending. */
export function mergeFileValues(rows: readonly FuelRow[], file: FuelIndexFileAnswer['values']): FuelRow[] {
  const byMonth = new Map(rows.map((r) => [r.month.trim(), r]));
  for (const v of file) byMonth.set(v.month, { key: byMonth.get(v.month)?.key ?? randomId(), month: v.month, price: litres(v.price) });
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * What a fuel-indexed surcharge would take on `day` (a day number, today): "Diesel 1,71 €/l in
 * 11/2026: band 1,65–1,75 → 14,5 %", or why it has no percent; null without an index.
 */
export function fuelHint(index: Pick<FuelIndexAnswer, 'values' | 'bands' | 'version'> | null, day: number): string | null {
  if (!index || index.version === 0) return null;
  return fuelPickText(pickFuelPercent(compileFuelIndex(index), monthOfDay(day)), 'display');
}
