/**
 * A pricelist in a partner's words, for the rate card (its PDF and the portal's read view): the
 * break columns with their units ("0–100 kg"), each surcharge as a sentence ("Fuel 12 % of freight
 * and road toll") and the pricelist's conditions ("Prices only: Total real weight (kg) <= 2 500").
 * Numbers as a person reads them (glossary/display.ts: decimal comma) in every language; the words
 * in the language asked (English unless asked: the catalogs' rateCard and words areas).
 */
import { pricingUnitInSentence, quantityWords } from '../constants/unit-words';
import { displayNumber } from '../glossary/display';
import type { Language } from '../i18n/languages';
import type { MessageKey } from '../i18n/messages';
import { TERMS } from '../i18n/terms';
import { translate, translator } from '../i18n/translate';
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

/** "a, b and c" ("a, b ja c"); `or`: "a, b or c". */
export function listWords(items: readonly string[], joiner: 'and' | 'or' = 'and', language: Language = 'en'): string {
  if (items.length <= 1) return items.join('');
  return translate(language, joiner === 'and' ? 'words.and' : 'words.or', {
    first: items.slice(0, -1).join(', '),
    last: items[items.length - 1],
  });
}

/** A name inside a sentence: lower-cased unless it reads as an abbreviation ("road toll", "ADR"). */
function nameInSentence(name: string): string {
  return /^[A-ZÅÄÖ][a-zåäöõšž]/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/**
 * A surcharge in one sentence for a partner, in `language` (English unless asked):
 * - percentage: "Fuel 12 % of freight and road toll, at least 5,00 EUR, at most 90,00 EUR"
 * - fuel index: "Fuel 14,5 % of freight (fuel index: diesel of the collection month; 11/2026)"
 * - constant: "Road toll 4,50 EUR per shipment"
 * - pricelist: "Tail lift priced by its own grid on the same route"
 * then " when <conditions>" and "; from Helsinki to Tallinn 15 %" per zone condition. `fuelPick` is the
 * index's pick for this month (a fuel-indexed percent is shown with it when there is one).
 */
export function surchargeSentence(s: SurchargeWordsInput, fuelPick: FuelPick | null = null, language: Language = 'en'): string {
  const t = translator(language);
  const isPercent = s.type === 'percentage';
  const amountWords = (amount: number) => (isPercent ? percentWords(amount) : moneyWords(amount, s.currency));
  const name = s.name;
  let text: string;
  if (isPercent) {
    const base = listWords([t('rateCard.freight'), ...s.dependencies.map(nameInSentence)], 'and', language);
    if (s.amount_source === 'fuel_index') {
      text =
        fuelPick && fuelPick.ok
          ? t('rateCard.surcharge.fuel', { name, percent: percentWords(fuelPick.percent), base, month: formatMonth(fuelPick.month) })
          : t('rateCard.surcharge.fuelUnset', { name, base });
    } else {
      text =
        s.amount === null
          ? t('rateCard.surcharge.percentUnset', { name, base })
          : t('rateCard.surcharge.percent', { name, percent: percentWords(s.amount), base });
    }
    if (s.minimum_amount !== null)
      text = t('rateCard.surcharge.atLeast', { sentence: text, amount: moneyWords(s.minimum_amount, s.currency) });
    if (s.maximum_amount !== null)
      text = t('rateCard.surcharge.atMost', { sentence: text, amount: moneyWords(s.maximum_amount, s.currency) });
  } else if (s.type === 'constant') {
    text =
      s.amount === null
        ? t('rateCard.surcharge.constantUnset', { name })
        : t('rateCard.surcharge.constant', { name, amount: moneyWords(s.amount, s.currency) });
  } else if (s.type === 'pricelist') {
    text = t('rateCard.surcharge.grid', { name });
  } else {
    text = name;
  }
  if (s.conditions.length) {
    text = t('rateCard.surcharge.when', {
      sentence: text,
      list: listWords(s.conditions, s.all_conditions_needed ? 'and' : 'or', language),
    });
  }
  const anyZone = t('rateCard.surcharge.anyZone');
  for (const z of s.zone_conditions) {
    text = t('rateCard.surcharge.zone', { sentence: text, from: z.from ?? anyZone, to: z.to ?? anyZone, amount: amountWords(z.amount) });
  }
  return text;
}

/**
 * The pricelist's conditions in words: its limits ("Prices only: Total real weight (kg) <= 2 500")
 * and when loading metres count ("Loading metres count in the payable weight only when: ...").
 * Each condition described already (describeCondition).
 */
export function pricelistConditionSentences(
  limits: readonly string[],
  ldmConditions: readonly string[],
  language: Language = 'en',
): string[] {
  const sentences: string[] = [];
  if (limits.length) sentences.push(translate(language, 'rateCard.conditions.limits', { limits: listWords(limits, 'and', language) }));
  if (ldmConditions.length) {
    sentences.push(translate(language, 'rateCard.conditions.ldm', { list: listWords(ldmConditions, 'or', language) }));
  }
  return sentences;
}

/**
 * A break column's heading: the range from the break before (exclusive) up to this one, with the
 * grid unit's words: "0–100 kg", "100–500 kg"; for pieces the whole counts: "1 EUR pallet",
 * "2–4 EUR pallets".
 */
export function breakColumnLabel(unit: string, before: number | null, quantity: number, language: Language = 'en'): string {
  const words = quantityWords(unit, language);
  const n = (v: number) => displayNumber(v, 2);
  if (words.one === 'kg') return `${n(before ?? 0)}–${n(quantity)}\u00a0kg`;
  const first = Math.floor(before ?? 0) + 1;
  const last = Math.floor(quantity);
  if (first >= last) return `${n(last)}\u00a0${last === 1 ? words.one : words.many}`;
  return `${n(first)}–${n(last)}\u00a0${words.many}`;
}

/** What a break's price is per, in words: "per 100 kg", "per shipment" ("lähetykseltä"). */
export function pricingUnitWords(unit: string, language: Language = 'en'): string {
  return pricingUnitInSentence(unit, language);
}

/** What every price of a rate card and of a partner's workbook includes, said once and the same in both. */
export const PRICES_INCLUDE = translate('en', 'rateCard.pricesInclude');

/** PRICES_INCLUDE in `language`. */
export function pricesInclude(language: Language = 'en'): string {
  return translate(language, 'rateCard.pricesInclude');
}

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
export function weightRuleSentences(s: WeightRuleSettings, language: Language = 'en'): string[] {
  const t = translator(language);
  const kg = (v: number) => `${displayNumber(v, 3)}\u00a0kg`;
  const ldmStep = displayNumber(LDM_STEP[s.ldm_rounding] ?? 0.1, 2);
  const weightStep = PAYWEIGHT_STEP_KG[s.payweight_rounding] ?? 1;
  const rule: MessageKey =
    s.min_max_rule === 'min'
      ? 'rateCard.weight.ruleMin'
      : s.min_max_rule === 'max'
        ? 'rateCard.weight.ruleMax'
        : 'rateCard.weight.ruleNone';
  return [
    t('rateCard.weight.basis', { ldm: kg(s.ldm_multiplier), cbm: kg(s.cbm_multiplier) }),
    weightStep > 1 ? t('rateCard.weight.roundedStep', { ldmStep, kg: kg(weightStep) }) : t('rateCard.weight.roundedKilo', { ldmStep }),
    t(rule),
    t('rateCard.weight.minMax'),
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

const WEEKDAYS: readonly MessageKey[] = [
  'words.day.mon',
  'words.day.tue',
  'words.day.wed',
  'words.day.thu',
  'words.day.fri',
  'words.day.sat',
  'words.day.sun',
];

/**
 * The departure days in words, Monday first: runs of three or more days joined ("Mon–Fri"), the
 * others listed ("Mon, Wed, Fri"); every day: "daily"; none: "no departures".
 */
export function departureDayWords(departs: readonly boolean[], language: Language = 'en'): string {
  const t = translator(language);
  if (departs.length === 7 && departs.every(Boolean)) return t('words.daily');
  const parts: string[] = [];
  for (let d = 0; d < 7; d++) {
    if (!departs[d]) continue;
    let end = d;
    while (end + 1 < 7 && departs[end + 1]) end++;
    if (end - d >= 2) parts.push(`${t(WEEKDAYS[d]!)}–${t(WEEKDAYS[end]!)}`);
    else for (let k = d; k <= end; k++) parts.push(t(WEEKDAYS[k]!));
    d = end;
  }
  return parts.length ? parts.join(', ') : t('words.noDepartures');
}

/** A transit in words: "3 days, Mon, Wed, Fri" ("3 päivää, ma, ke, pe"): days in transit, then the departure days. */
export function transitWords(transitDays: number, departs: readonly boolean[], language: Language = 'en'): string {
  return translate(language, 'words.transit', { days: transitDays, departures: departureDayWords(departs, language) });
}

/**
 * How the zone key's ranges read: an area's bounds are postcode beginnings (docs/pricing.md), so "EE 10-15"
 * is not two postcodes but every one that begins with 10 to 15. Printed once under every zone key.
 */
export const ZONE_KEY_NOTE = translate('en', 'rateCard.zoneKeyNote');

/** ZONE_KEY_NOTE in `language`. */
export function zoneKeyNote(language: Language = 'en'): string {
  return translate(language, 'rateCard.zoneKeyNote');
}

/** The glossary's LDM in `language`: 'LDM', Finnish 'lvm' (a unit after a number: "2,4 lvm"). */
export function ldmWord(language: Language = 'en'): string {
  return language === 'en' ? 'LDM' : TERMS[language].ldm.singular;
}

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

/**
 * A per-km price in words, in `language`: "1,25 EUR per km, at least 350,00 EUR" ("1,25 EUR
 * kilometriltä, vähintään 350,00 EUR"): the rate, then the zone row's minimum and maximum.
 */
export function perKmPriceWords(
  price: number,
  currency: string,
  bounds: { minimum?: number | null; maximum?: number | null } = {},
  language: Language = 'en',
): string {
  const t = translator(language);
  let text = `${moneyWords(price, currency)} ${pricingUnitInSentence('per_km', language)}`;
  if (bounds.minimum !== null && bounds.minimum !== undefined)
    text = t('rateCard.surcharge.atLeast', { sentence: text, amount: moneyWords(bounds.minimum, currency) });
  if (bounds.maximum !== null && bounds.maximum !== undefined)
    text = t('rateCard.surcharge.atMost', { sentence: text, amount: moneyWords(bounds.maximum, currency) });
  return text;
}

/** A fare group as perKmSentences reads it (a stored group: its breaks and zone rows with names). */
export interface PerKmGroupInput {
  quantities: readonly { quantity: number; unit: string }[];
  zones: readonly {
    zone_from_name: string | null;
    zone_to_name: string | null;
    prices: readonly (number | null)[];
    minimum_amount: number | null;
    maximum_amount: number | null;
  }[];
}

/**
 * Every per-km price of a grid in words, a line per zone row and per-km break: "Tallinn – Riga:
 * 1,25 EUR per km, at least 350,00 EUR" (with the break's heading when the group has several:
 * "Tallinn – Riga, 0–100 kg: ..."); none when no break is priced per km. `unit` is the grid's.
 */
export function perKmSentences(unit: string, groups: readonly PerKmGroupInput[], currency: string, language: Language = 'en'): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    const breaks = group.quantities.flatMap((q, i) => (q.unit === 'per_km' ? [i] : []));
    for (const row of group.zones) {
      // An en dash, not an arrow: the PDF's font has no arrow (it printed "Tallinn  Riga").
      const lane = `${row.zone_from_name ?? ''} – ${row.zone_to_name ?? ''}`;
      for (const i of breaks) {
        const price = row.prices[i];
        if (price === null || price === undefined) continue;
        const heading =
          group.quantities.length > 1
            ? `, ${breakColumnLabel(unit, i === 0 ? null : group.quantities[i - 1]!.quantity, group.quantities[i]!.quantity, language)}`
            : '';
        const words = perKmPriceWords(price, currency, { minimum: row.minimum_amount, maximum: row.maximum_amount }, language);
        lines.push(`${lane}${heading}: ${words}`);
      }
    }
  }
  return lines;
}

/** The rate card's per-km conditions: how a per-km price is reached, then each per-km price in words (perKmSentences); none without one. */
export function perKmConditionSentences(
  unit: string,
  groups: readonly PerKmGroupInput[],
  currency: string,
  language: Language = 'en',
): string[] {
  const lines = perKmSentences(unit, groups, currency, language);
  return lines.length ? [translate(language, 'rateCard.conditions.perKm'), ...lines] : [];
}
