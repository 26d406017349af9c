/**
 * Units and surcharge types in a clerk's words, for what the product writes (workbooks, file
 * names, the rate card): "2 EUR pallets", "up to 100 kg", "Percent of freight"; never the stored
 * keys (eur_pallet, per_100kg, percentage). Each in a language (English unless asked): the words are
 * the catalogs' (i18n/messages/document-words.ts); Estonian and Finnish count with the partitive
 * ("2 EUR-alust", "2 EUR-lavaa"), so a name after a count is a form of its own.
 */
import { translate } from '../i18n/translate';
import type { Language } from '../i18n/languages';
import type { MessageKey } from '../i18n/messages';
import type { SurchargeType } from './pricing';
import { PRICING_UNIT_LABELS, UNIT_CODES, type MinMaxRule, type PricingUnit } from './units';

/** The surcharge types in words (a percentage surcharge is a percent of the freight, docs/pricing.md §8). */
export const SURCHARGE_TYPE_LABELS: Readonly<Record<SurchargeType, string>> = {
  percentage: 'Percent of freight',
  constant: 'Fixed amount',
  pricelist: 'Price grid',
};

const SURCHARGE_TYPE_KEYS: Readonly<Record<SurchargeType, MessageKey>> = {
  percentage: 'words.surchargeType.percentage',
  constant: 'words.surchargeType.constant',
  pricelist: 'words.surchargeType.pricelist',
};

/** A surcharge type in words; an unknown key is not shown. */
export function surchargeTypeLabel(type: string, language: Language = 'en'): string {
  const key = own(SURCHARGE_TYPE_KEYS, type);
  return key ? translate(language, key) : '';
}

type TypeCode = keyof typeof UNIT_CODES;

/** The record's own value of `key` (a text from a file or a body may be "constructor"), or undefined. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Each shipment type's words (`{form}`: name, one, many, other; see TypeForm): the one set the
 * documents and the screens say a type with. A screen says its name by its own `t`:
 * `t(SHIPMENT_TYPE_WORDS.eur_pallet, { form: 'name' })`.
 */
export const SHIPMENT_TYPE_WORDS: Readonly<Record<TypeCode, MessageKey>> = {
  eur_pallet: 'words.type.eurPallet',
  fin_pallet: 'words.type.finPallet',
  half_pallet: 'words.type.halfPallet',
  quarter_pallet: 'words.type.quarterPallet',
  carton: 'words.type.carton',
  envelope: 'words.type.envelope',
  document: 'words.type.document',
  colli: 'words.type.colli',
  roll: 'words.type.roll',
  ibc: 'words.type.ibc',
  pallet: 'words.type.pallet',
  full_load: 'words.type.fullLoad',
  dc20: 'words.type.dc20',
  dc40: 'words.type.dc40',
  hc40: 'words.type.hc40',
  hcpw45: 'words.type.hcpw45',
};

/**
 * A form of a shipment type's name: `name` alone ("EUR pallet", "EUR-lava"), `one` after the
 * count 1, `many` after a larger count ("EUR pallets", "EUR-lavaa"), `other` the plural as a
 * heading ("EUR pallets", "EUR-lavat"). '' for a code that is no type.
 */
export type TypeForm = 'name' | 'one' | 'many' | 'other';

export function shipmentTypeWord(type: string, form: TypeForm, language: Language = 'en'): string {
  const key = own(SHIPMENT_TYPE_WORDS, type);
  return key ? translate(language, key, { form }) : '';
}

/** A shipment type's name for `count` pieces of it: "EUR pallet" (1), "EUR pallets" (2, as a heading: "EUR-lavat"). */
export function shipmentTypeName(type: string, count = 1, language: Language = 'en'): string {
  return shipmentTypeWord(type, count === 1 ? 'name' : 'other', language);
}

/** The word after a count of a type: "EUR pallet" after 1, "EUR pallets" ("EUR-lavaa") after 2. */
export function typeAfterCount(type: string, count: number, language: Language = 'en'): string {
  return shipmentTypeWord(type, count === 1 ? 'one' : 'many', language);
}

/** "1 EUR pallet", "3 EUR pallets" ("3 EUR-lavaa"); `space` between them (a non-breaking one in a heading). */
export function countOfType(type: string, count: number, language: Language = 'en', space = ' '): string {
  return `${count}${space}${typeAfterCount(type, count, language)}`;
}

/**
 * What a pricelist's quantity rows count, as a heading: "Payable weight (kg)", "Real weight (kg)",
 * "EUR pallets", "Pieces of any type".
 */
export function pricelistUnitLabel(unit: string, language: Language = 'en'): string {
  if (unit === 'payable_weight') return translate(language, 'words.unit.payableWeight');
  if (unit === 'real_weight') return translate(language, 'words.unit.realWeight');
  if (unit === 'any') return translate(language, 'words.unit.any');
  return shipmentTypeName(unit, 2, language);
}

/**
 * The word after a quantity of a pricelist unit, after 1 and after more: kg for weights, the
 * type's name for pieces ("up to 100 kg", "up to 1 EUR pallet", "up to 4 EUR pallets").
 */
export function quantityWords(unit: string, language: Language = 'en'): { one: string; many: string } {
  if (unit === 'payable_weight' || unit === 'real_weight') return { one: 'kg', many: 'kg' };
  if (unit === 'any')
    return { one: translate(language, 'words.piece', { form: 'one' }), many: translate(language, 'words.piece', { form: 'many' }) };
  return { one: typeAfterCount(unit, 1, language), many: typeAfterCount(unit, 2, language) };
}

const PRICING_UNIT_KEYS: Readonly<Record<PricingUnit, MessageKey>> = {
  per_shipment: 'words.pricingUnit.perShipment',
  per_unit: 'words.pricingUnit.perUnit',
  per_unit_kg: 'words.pricingUnit.perKg',
  per_100kg: 'words.pricingUnit.per100kg',
  per_ldm: 'words.pricingUnit.perLdm',
  per_km: 'words.pricingUnit.perKm',
};

/** How a break's price is charged, as a heading ("Per 100 kg", "100 kg:lta"); '' for a code that is none. */
export function pricingUnitLabel(unit: string, language: Language = 'en'): string {
  const key = own(PRICING_UNIT_KEYS, unit);
  return key ? translate(language, key, { case: 'title' }) : '';
}

/** The same inside a sentence: "per 100 kg", "per LDM", "lvm:ltä". */
export function pricingUnitInSentence(unit: string, language: Language = 'en'): string {
  const key = own(PRICING_UNIT_KEYS, unit);
  return key ? translate(language, key, { case: 'sentence' }) : '';
}

/** Every language's heading of each pricing unit, to read a workbook's unit row back (any of them names its code). */
export function pricingUnitsByLabel(languages: readonly Language[]): Map<string, PricingUnit> {
  const byLabel = new Map<string, PricingUnit>();
  for (const [code, label] of Object.entries(PRICING_UNIT_LABELS) as [PricingUnit, string][]) {
    byLabel.set(label, code);
    for (const language of languages) byLabel.set(pricingUnitLabel(code, language), code);
  }
  return byLabel;
}

const MIN_MAX_KEYS: Readonly<Record<MinMaxRule, MessageKey>> = {
  none: 'words.minMax.none',
  min: 'words.minMax.min',
  max: 'words.minMax.max',
};

/** The min/max rule in words ("Check next row"); '' for a code that is none. */
export function minMaxRuleLabel(rule: string, language: Language = 'en'): string {
  const key = own(MIN_MAX_KEYS, rule);
  return key ? translate(language, key) : '';
}
