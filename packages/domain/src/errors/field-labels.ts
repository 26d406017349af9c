/**
 * Field keys in words: messages name a field by its label, never by its key
 * ("Valid to must not be before Valid from", not "valid_to must not be before valid_from"). The
 * server's 422 messages, the web app's issue banner and the change log all read these, so a field
 * is called the same everywhere. The names of the product's things come from the glossary.
 */
import { termTitle } from '../glossary/glossary';
import type { Language } from '../i18n/languages';
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/translate';

/**
 * The English label of each field key the forms and bodies use (the server's messages, issue-words);
 * other keys are turned into words. In other languages the catalogs' `field.*` (FIELD_KEYS).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  all_conditions_needed: 'All conditions needed',
  amount_source: 'Amount from',
  applied_after: 'Applied after',
  applied_until: 'Applied until',
  calculator: 'Calculator',
  cargoson_id: 'Cargoson ID',
  cbm: 'CBM',
  cbm_multiplier: 'CBM multiplier',
  code: 'Code',
  comment: 'Comment',
  currency: 'Currency',
  customer: termTitle('partner'),
  customer_id: termTitle('partner'),
  cutoff_time: 'Cutoff time',
  email: 'Email',
  general_hidden: 'Block general pricelist',
  ldm: 'LDM',
  // "Blocks" are conditions (the glossary's word); the keys keep the API's name.
  blocks: termTitle('condition', true),
  ldm_blocks: 'LDM conditions',
  ldm_multiplier: 'LDM multiplier',
  ldm_rounding: 'LDM rounding',
  maximum_amount: 'Maximum',
  min_max_rule: 'Min/max rule',
  minimum_amount: 'Minimum',
  password_confirmation: 'Password confirmation',
  payweight_rounding: 'Payable weight rounding',
  postcode_from: 'Postcode from',
  postcode_to: 'Postcode to',
  role_id: 'Role',
  service_id: termTitle('service'),
  skip_holidays: 'Skip public holidays',
  timezone: 'Timezone',
  transit: 'Transit',
  transit_time: 'Transit time',
  valid_from: 'Valid from',
  valid_to: 'Valid to',
  zone_from: 'Zone from',
  zone_to: 'Zone to',
};

/** The message of each field key the web app names (common.*'s where the word is the same); other keys are turned into words. */
export const FIELD_KEYS: Readonly<Record<string, MessageKey>> = {
  active: 'common.active',
  code: 'common.code',
  country: 'common.country',
  currency: 'common.currency',
  customer: 'common.partner',
  customer_id: 'common.partner',
  date: 'common.date',
  name: 'common.name',
  price: 'common.price',
  service: 'common.service',
  service_id: 'common.service',
  status: 'common.status',
  type: 'common.type',
  unit: 'common.unit',
  valid_from: 'common.validFrom',
  valid_to: 'common.validTo',
  weight: 'common.weight',
  all_conditions_needed: 'field.allConditionsNeeded',
  amount_source: 'field.amountSource',
  applied_after: 'field.appliedAfter',
  applied_until: 'field.appliedUntil',
  calculator: 'field.calculator',
  cargoson_id: 'field.cargosonId',
  cbm: 'field.cbm',
  cbm_multiplier: 'field.cbmMultiplier',
  comment: 'field.comment',
  cutoff_time: 'field.cutoffTime',
  email: 'field.email',
  general_hidden: 'field.generalHidden',
  ldm: 'field.ldm',
  blocks: 'field.blocks',
  ldm_blocks: 'field.ldmBlocks',
  ldm_multiplier: 'field.ldmMultiplier',
  ldm_rounding: 'field.ldmRounding',
  maximum_amount: 'field.maximumAmount',
  min_max_rule: 'field.minMaxRule',
  minimum_amount: 'field.minimumAmount',
  password_confirmation: 'field.passwordConfirmation',
  payweight_rounding: 'field.payweightRounding',
  postcode_from: 'field.postcodeFrom',
  postcode_to: 'field.postcodeTo',
  role_id: 'field.role',
  skip_holidays: 'field.skipHolidays',
  timezone: 'field.timezone',
  transit: 'field.transit',
  transit_time: 'field.transitTime',
  zone_from: 'field.zoneFrom',
  zone_to: 'field.zoneTo',
  latitude: 'field.latitude',
  longitude: 'field.longitude',
  areas: 'field.areas',
  zones: 'field.zones',
  countries: 'field.countries',
  zone_name: 'field.zoneName',
  fare_groups: 'field.fareGroups',
  quantities: 'field.quantities',
  prices: 'field.prices',
  surcharges: 'field.surcharges',
  dependencies: 'field.dependencies',
  zone_conditions: 'field.zoneConditions',
  charges: 'field.charges',
  shipments: 'field.shipments',
  quantity: 'field.quantity',
  length: 'field.length',
  width: 'field.width',
  height: 'field.height',
  collection: 'field.collection',
  delivery: 'field.delivery',
  postcode: 'field.postcode',
  reference: 'field.reference',
  adr: 'field.adr',
  frigo: 'field.frigo',
  tail_lift: 'field.tailLift',
  private_person: 'field.privatePerson',
  sideloading: 'field.sideloading',
  prenotification: 'field.prenotification',
  returnable_items: 'field.returnableItems',
  time_promise: 'field.timePromise',
  amount: 'field.amount',
  hidden: 'field.hidden',
  presence: 'field.presence',
  pricelist: 'field.pricelist',
  pricelists: 'field.pricelists',
  language: 'field.language',
  phone: 'field.phone',
  company: 'field.company',
  password: 'field.password',
  address: 'field.address',
  terms: 'field.terms',
  vat_id: 'field.vatId',
  quote_retention_months: 'field.quoteRetentionMonths',
  url: 'field.url',
  events: 'field.events',
  emails: 'field.emails',
  month: 'field.month',
  percent: 'field.percent',
  from: 'field.from',
  to: 'field.to',
  values: 'field.values',
  bands: 'field.bands',
  effective_from: 'field.effectiveFrom',
  rounding: 'field.rounding',
  change: 'field.change',
  rules: 'field.rules',
  quantity_from: 'field.quantityFrom',
  quantity_to: 'field.quantityTo',
  backtest_days: 'field.backtestDays',
  include_min_max: 'field.includeMinMax',
  days: 'field.days',
  version: 'field.version',
  file: 'field.file',
  monday: 'field.monday',
  tuesday: 'field.tuesday',
  wednesday: 'field.wednesday',
  thursday: 'field.thursday',
  friday: 'field.friday',
  saturday: 'field.saturday',
  sunday: 'field.sunday',
  allow_saturday_delivery: 'field.allowSaturdayDelivery',
  allow_sunday_delivery: 'field.allowSundayDelivery',
};

/** What one item of a list field is called, `{n}` its position from 1: 'fare_groups.0' is "Fare group 1". */
export const ITEM_KEYS: Readonly<Record<string, MessageKey>> = {
  areas: 'field.item.areas',
  blocks: 'field.item.blocks',
  charges: 'field.item.charges',
  dependencies: 'field.item.dependencies',
  fare_groups: 'field.item.fareGroups',
  ldm_blocks: 'field.item.ldmBlocks',
  prices: 'field.item.prices',
  quantities: 'field.item.quantities',
  shipments: 'field.item.shipments',
  surcharges: 'field.item.surcharges',
  zone_conditions: 'field.item.zoneConditions',
  zones: 'field.item.zones',
  values: 'field.item.values',
  bands: 'field.item.bands',
  rules: 'field.item.rules',
  emails: 'field.item.emails',
  pricelists: 'field.item.pricelists',
  countries: 'field.item.countries',
};

/** An unknown key in words: 'some_new_field' -> "Some new field" (English whatever the language: no message names it). */
export function fieldKeyWords(key: string): string {
  const text = key.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The key's own entry of `record` (a field named "constructor" is no entry), or undefined. */
function own(record: Readonly<Record<string, MessageKey>>, key: string): MessageKey | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** One field by its key in `language`: "Valid to", "Kehtib kuni", "Voimassa asti". */
function fieldName(key: string, language: Language): string {
  const message = own(FIELD_KEYS, key);
  return message ? translate(language, message) : fieldKeyWords(key);
}

/**
 * A field path in words, in `language` (English unless asked: the API's messages and the server
 * say their fields in English; the web app in the reader's): 'valid_to' -> "Valid to",
 * 'fare_groups.0.zones.12.prices.3' -> "Fare group 1, zone row 13, price 4" ("Hintataulukko 1,
 * vyöhykerivi 13, hinta 4"), 'zone_conditions.1.amount' -> "Zone condition 2, amount".
 */
export function fieldLabel(path: string, language: Language = 'en'): string {
  const segments = path.split('.').filter(Boolean);
  if (!segments.length) return translate(language, 'field.form');
  const parts: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i]!;
    const next = segments[i + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      // The position as digits, never grouped: "Zone row 1250".
      const n = String(Number(next) + 1);
      const item = own(ITEM_KEYS, key);
      parts.push(item ? translate(language, item, { n }) : `${fieldName(key, language)} ${n}`);
      i++;
    } else if (/^\d+$/.test(key)) {
      parts.push(translate(language, 'field.listItem', { n: String(Number(key) + 1) }));
    } else {
      parts.push(fieldName(key, language));
    }
  }
  return parts.map((part, i) => (i === 0 ? part : lowerFirst(part))).join(', ');
}

/** 'Zone row 13' -> 'zone row 13', but 'LDM blocks' and 'CBM' keep their capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
