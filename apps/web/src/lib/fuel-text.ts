/**
 * A fuel-indexed percent in words, in the product's display format ("Diesel 1,62 €/l in 11/2026:
 * band 1,60–1,70 → 14,5 %"): the surcharge form's hint and the calculator's explanation. The
 * sentence is the domain's (`fuelPickText`); the trace's own `text` has decimal points, as the API
 * answers it.
 */
import { fuelPickText, monthNumber, type FuelPick, type PriceTrace } from '@freight/domain';

/** What the sentence is made of: the trace's fuel part ('yyyy-mm' months). */
type FuelParts = Pick<
  NonNullable<PriceTrace['surcharges'][number]['fuel']>,
  'month' | 'value_month' | 'price' | 'band' | 'percent' | 'text'
>;

/** The fuel part of a trace in words; what the parts cannot say (no collection month) keeps the trace's text. */
export function fuelText(fuel: FuelParts): string {
  const month = fuel.month === null ? null : monthNumber(fuel.month);
  if (month === null) return fuel.text;
  const valueMonth = fuel.value_month === null ? null : monthNumber(fuel.value_month);
  if (fuel.price === null || valueMonth === null) return fuelPickText({ ok: false, reason: 'no_value', month }, 'display');
  const pick: FuelPick =
    fuel.band === null || fuel.percent === null
      ? { ok: false, reason: 'no_band', month, valueMonth, price: fuel.price }
      : { ok: true, month, valueMonth, price: fuel.price, band: fuel.band, percent: fuel.percent, scaledPercent: 0 };
  return fuelPickText(pick, 'display');
}
