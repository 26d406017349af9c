/**
 * A fuel-indexed percent in words, in the product's display format ("Diesel 1,62 €/l in 11/2026:
 * band 1,60–1,70 → 14,5 %"): the surcharge form's hint and the calculator's explanation. The
 * domain's own sentence (trace `text`) has decimal points, as the API answers it.
 */
import type { FuelPick, PriceTrace } from '@freight/domain';
import { formatNumber } from './format';

/** What the sentence is made of: the trace's fuel part ('yyyy-mm' months). */
type FuelParts = Pick<
  NonNullable<PriceTrace['surcharges'][number]['fuel']>,
  'month' | 'value_month' | 'price' | 'band' | 'percent' | 'text'
>;

/** 'yyyy-mm' -> '11/2026'. */
function monthText(month: string): string {
  const [year, m] = month.split('-');
  return `${Number(m)}/${year}`;
}

/** €/l with two or three decimals: '1,60', '1,625'. */
const litres = (n: number) => `${formatNumber(n, 3, 2)} €/l`;

/** The fuel part of a trace in words; what the parts cannot say (no collection month) keeps the trace's text. */
export function fuelText(fuel: FuelParts): string {
  const { month, value_month: valueMonth, price, band, percent } = fuel;
  if (month === null) return fuel.text;
  if (price === null || valueMonth === null) return `No fuel index value for ${monthText(month)} or an earlier month`;
  const fallback = valueMonth === month ? '' : ` (no value for ${monthText(month)}: latest ${monthText(valueMonth)})`;
  if (band === null || percent === null) return `No fuel band holds diesel ${litres(price)} (${monthText(valueMonth)})${fallback}`;
  return `Diesel ${litres(price)} in ${monthText(valueMonth)}: band ${formatNumber(band.from, 3, 2)}–${formatNumber(band.to, 3, 2)} → ${formatNumber(percent, 4)} %${fallback}`;
}

/** A month number of the domain (year × 12 + month − 1) as 'yyyy-mm'. */
function isoMonth(month: number): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
}

/** The domain's pick (the form's hint) in the same words. */
export function fuelPickText(pick: FuelPick): string {
  return fuelText({
    month: isoMonth(pick.month),
    value_month: 'valueMonth' in pick ? isoMonth(pick.valueMonth) : null,
    price: 'price' in pick ? pick.price : null,
    band: pick.ok ? pick.band : null,
    percent: pick.ok ? pick.percent : null,
    text: '',
  });
}
