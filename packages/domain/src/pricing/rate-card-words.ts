/**
 * A pricelist in a partner's words, for the rate card (its PDF and the portal's read view): the
 * break columns with their units ("0–100 kg"), each surcharge as a sentence ("Fuel 12 % of freight
 * and road toll") and the pricelist's conditions ("Prices only: Total real weight (kg) <= 2 500").
 * Numbers as a person reads them (glossary/display.ts: decimal comma).
 */
import { PRICING_UNIT_LABELS, type PricingUnit } from '../constants/units';
import { quantityWords } from '../constants/unit-words';
import { displayNumber } from '../glossary/display';
import { formatMonth, type FuelPick } from './fuel-index';

/** A surcharge as the sentence needs it (the surcharge answer's fields, names instead of ids). */
export interface SurchargeWordsInput {
  name: string;
  type: 'percentage' | 'constant' | 'pricelist' | (string & {});
  amount: number | null;
  amount_source?: 'fixed' | 'fuel_index' | (string & {}) | null;
  /** The currency of its amounts. */
  currency: string;
  minimum_amount: number | null;
  maximum_amount: number | null;
  /** The surcharges whose amounts add to a percentage's base, by name. */
  dependencies: readonly string[];
  /** Its conditions, each described (describeCondition); none: always. */
  conditions: readonly string[];
  all_conditions_needed: boolean;
  /** Its amounts per route: zone names (null: any zone). */
  zone_conditions: readonly { from: string | null; to: string | null; amount: number }[];
}

/** Money in words: "4,50 EUR". */
export function moneyWords(amount: number, currency: string): string {
  return `${displayNumber(amount, 2, 2)}\u00a0${currency}`;
}

/** A percent in words: "12,5 %". */
export function percentWords(percent: number): string {
  return `${displayNumber(percent, 4)}\u00a0%`;
}

/** "a, b and c". */
function listWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** A name inside a sentence: lower-cased unless it reads as an abbreviation ("road toll", "ADR"). */
function nameInSentence(name: string): string {
  return /^[A-ZÅÄÖ][a-zåäöõšž]/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/**
 * A surcharge in one sentence for a partner:
 * - percentage: "Fuel 12 % of freight and road toll, at least 5,00 EUR, at most 90,00 EUR"
 * - fuel index: "Fuel 14,5 % of freight (fuel index: diesel of the collection month; 11/2026)"
 * - constant: "Road toll 4,50 EUR per shipment"
 * - pricelist: "Tail lift priced by its own grid on the same route"
 * then " when <conditions>" and "; from Helsinki to Tallinn 15 %" per zone condition. `fuelPick` is the
 * index's pick for this month (a fuel-indexed percent is shown with it when there is one).
 */
export function surchargeSentence(s: SurchargeWordsInput, fuelPick: FuelPick | null = null): string {
  const isPercent = s.type === 'percentage';
  const amountWords = (amount: number) => (isPercent ? percentWords(amount) : moneyWords(amount, s.currency));
  let text: string;
  if (isPercent) {
    const base = listWords(['freight', ...s.dependencies.map(nameInSentence)]);
    if (s.amount_source === 'fuel_index') {
      const now =
        fuelPick && fuelPick.ok
          ? `${percentWords(fuelPick.percent)} of ${base} (fuel index: diesel price of the collection month; ${formatMonth(fuelPick.month)})`
          : `a percent of ${base} from the fuel index (diesel price of the collection month)`;
      text = `${s.name} ${now}`;
    } else {
      text = `${s.name} ${s.amount === null ? 'a percent' : percentWords(s.amount)} of ${base}`;
    }
    const bounds = [
      s.minimum_amount !== null ? `at least ${moneyWords(s.minimum_amount, s.currency)}` : '',
      s.maximum_amount !== null ? `at most ${moneyWords(s.maximum_amount, s.currency)}` : '',
    ].filter(Boolean);
    if (bounds.length) text += `, ${bounds.join(', ')}`;
  } else if (s.type === 'constant') {
    text = `${s.name} ${s.amount === null ? 'a fixed amount' : moneyWords(s.amount, s.currency)} per shipment`;
  } else if (s.type === 'pricelist') {
    text = `${s.name} priced by its own grid on the same route`;
  } else {
    text = s.name;
  }
  if (s.conditions.length) text += ` when ${listWords(s.conditions, s.all_conditions_needed ? 'and' : 'or')}`;
  for (const z of s.zone_conditions) {
    text += `; from ${z.from ?? 'any zone'} to ${z.to ?? 'any zone'} ${amountWords(z.amount)}`;
  }
  return text;
}

/**
 * The pricelist's conditions in words: its limits ("Prices only: Total real weight (kg) <= 2 500")
 * and when loading metres count ("Loading metres count in the payable weight only when: ...").
 * Each condition described already (describeCondition).
 */
export function pricelistConditionSentences(limits: readonly string[], ldmConditions: readonly string[]): string[] {
  const sentences: string[] = [];
  if (limits.length) sentences.push(`Prices only: ${listWords(limits)}`);
  if (ldmConditions.length) sentences.push(`Loading metres count in the payable weight only when: ${listWords(ldmConditions, 'or')}`);
  return sentences;
}

/**
 * A break column's heading: the range from the break before (exclusive) up to this one, with the
 * grid unit's words: "0–100 kg", "100–500 kg"; for pieces the whole counts: "1 EUR pallet",
 * "2–4 EUR pallets".
 */
export function breakColumnLabel(unit: string, before: number | null, quantity: number): string {
  const words = quantityWords(unit);
  const n = (v: number) => displayNumber(v, 2);
  if (words.one === 'kg') return `${n(before ?? 0)}–${n(quantity)}\u00a0kg`;
  const first = Math.floor(before ?? 0) + 1;
  const last = Math.floor(quantity);
  if (first >= last) return `${n(last)}\u00a0${last === 1 ? words.one : words.many}`;
  return `${n(first)}–${n(last)}\u00a0${words.many}`;
}

/** What a break's price is per, in words: "per 100 kg", "per shipment". */
export function pricingUnitWords(unit: string): string {
  const label = PRICING_UNIT_LABELS[unit as PricingUnit];
  return label ? label.charAt(0).toLowerCase() + label.slice(1) : '';
}
