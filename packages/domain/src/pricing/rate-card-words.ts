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

/** What every price of a rate card and of a partner's workbook includes, said once and the same in both. */
export const PRICES_INCLUDE = 'Prices are freight only: the surcharges listed are added to them when they apply.';

/** The grid settings the chargeable-weight rules are written from (a pricelist's, or a grid surcharge's). */
export interface WeightRuleSettings {
  ldm_multiplier: number;
  cbm_multiplier: number;
  payweight_rounding: 'ones' | 'tens' | 'hundreds' | (string & {});
  ldm_rounding: 'hundredths' | 'tenths' | 'ones' | (string & {});
  min_max_rule: 'none' | 'min' | 'max' | (string & {});
}

const PAYWEIGHT_STEP_KG: Readonly<Record<string, number>> = { ones: 1, tens: 10, hundreds: 100 };
const LDM_STEP: Readonly<Record<string, number>> = { hundredths: 0.01, tenths: 0.1, ones: 1 };

/**
 * The chargeable-weight rules of a grid in words (docs/pricing.md §2 and §5), from its own
 * settings: "1 LDM = 1 850 kg and 1 m³ = 333 kg", the roundings, and the min/max rule.
 */
export function weightRuleSentences(s: WeightRuleSettings): string[] {
  const kg = (v: number) => `${displayNumber(v, 3)}\u00a0kg`;
  const ldmStep = LDM_STEP[s.ldm_rounding] ?? 0.1;
  const weightStep = PAYWEIGHT_STEP_KG[s.payweight_rounding] ?? 1;
  const rule =
    s.min_max_rule === 'min'
      ? 'When the next break, charged at its lowest quantity, costs less, that lower price is charged.'
      : s.min_max_rule === 'max'
        ? 'A shipment never costs less than the largest shipment of the break before it, at that break’s price.'
        : 'Each break is charged at its own price, without comparing the breaks before or after it.';
  return [
    `Chargeable weight is the highest of the real weight, the loading metres at 1\u00a0LDM = ${kg(s.ldm_multiplier)} and the volume at 1\u00a0m³ = ${kg(s.cbm_multiplier)}.`,
    `Loading metres are rounded up to the next ${displayNumber(ldmStep, 2)}\u00a0LDM; the chargeable weight is rounded up ${weightStep > 1 ? `to the next ${kg(weightStep)} (every started ${kg(weightStep)} is paid)` : 'to the next whole kilogram'}.`,
    rule,
    'A route’s minimum raises and its maximum caps the freight.',
  ];
}

/**
 * Whether a grid's prices depend on the chargeable weight: its breaks count weight, or a break is
 * priced per kg, per 100 kg or per LDM. A grid of pallets or pieces priced per shipment or per
 * unit has no weight rules to print.
 */
export function gridCountsWeight(grid: { unit: string; fare_groups: readonly { quantities: readonly { unit: string }[] }[] }): boolean {
  return (
    grid.unit === 'payable_weight' ||
    grid.unit === 'real_weight' ||
    grid.fare_groups.some((g) => g.quantities.some((q) => q.unit === 'per_unit_kg' || q.unit === 'per_100kg' || q.unit === 'per_ldm'))
  );
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * The departure days in words, Monday first: runs of three or more days joined ("Mon–Fri"), the
 * others listed ("Mon, Wed, Fri"); every day: "daily"; none: "no departures".
 */
export function departureDayWords(departs: readonly boolean[]): string {
  if (departs.length === 7 && departs.every(Boolean)) return 'daily';
  const parts: string[] = [];
  for (let d = 0; d < 7; d++) {
    if (!departs[d]) continue;
    let end = d;
    while (end + 1 < 7 && departs[end + 1]) end++;
    if (end - d >= 2) parts.push(`${WEEKDAYS[d]}–${WEEKDAYS[end]}`);
    else for (let k = d; k <= end; k++) parts.push(WEEKDAYS[k]!);
    d = end;
  }
  return parts.length ? parts.join(', ') : 'no departures';
}

/** A transit in words: "3 days, Mon, Wed, Fri" (days in transit, then the departure days). */
export function transitWords(transitDays: number, departs: readonly boolean[]): string {
  return `${transitDays}\u00a0${transitDays === 1 ? 'day' : 'days'}, ${departureDayWords(departs)}`;
}

/**
 * How the zone key's ranges read: an area's bounds are postcode beginnings (docs/pricing.md), so "EE 10-15"
 * is not two postcodes but every one that begins with 10 to 15. Printed once under every zone key.
 */
export const ZONE_KEY_NOTE =
  'Postcodes are named by their beginning: "EE 10-15" is every Estonian postcode beginning with 10 to 15 (10000 to 15999), "FI 1" every Finnish one beginning with 1.';

/**
 * A zone's postcode areas, compactly, by country in the order they first come: "FI 00100-00990,
 * 02100-02990; EE 10000-19999" (an area of one postcode shows it once).
 */
export function zonePostcodeWords(areas: readonly { country: string; postcode_from: string; postcode_to: string }[]): string {
  const byCountry = new Map<string, string[]>();
  for (const a of areas) {
    const range = a.postcode_from === a.postcode_to ? a.postcode_from : `${a.postcode_from}-${a.postcode_to}`;
    const list = byCountry.get(a.country) ?? [];
    list.push(range);
    byCountry.set(a.country, list);
  }
  return [...byCountry].map(([country, ranges]) => `${country} ${ranges.join(', ')}`).join('; ');
}

/**
 * A rate card's document number, the same on the PDF and the partner's workbook: the service code,
 * the pricelist, its version and the issue day ("GRP-12-v3-20261129"); `day` is ISO (yyyy-mm-dd).
 */
export function rateCardNumber(serviceCode: string, pricelistId: number, version: number, day: string): string {
  return [serviceCode, pricelistId, `v${version}`, day.replaceAll('-', '')].filter(Boolean).join('-');
}
