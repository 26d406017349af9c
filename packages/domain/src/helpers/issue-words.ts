/**
 * A shipment's validation issues in a clerk's words, one line each ("Quantity must be a number",
 * "Delivery country must be a country code", "Collection postcode: FI postcodes have 5 digits"),
 * never the validator's ("quantity Invalid input: expected number, received string"). Budgets'
 * Errors column, the paste preview and tender lanes read these, in their reader's language: the
 * field by fieldLabel, the reason from the catalogs (a schema's own by localizeReason).
 */
import type { z } from 'zod';
import { SHIPMENT_TYPE_NAMES } from '../constants/units';
import { shipmentTypeName } from '../constants/unit-words';
import { FIELD_LABELS, fieldLabel } from '../errors/field-labels';
import type { Language } from '../i18n/languages';
import type { MessageKey } from '../i18n/messages';
import { localizeReason } from '../i18n/reasons';
import { translate, type MessageValues } from '../i18n/translate';

/** Zod's own messages (ours are "must be ..." or a sentence): these are said again in words. */
const VALIDATOR_WORDING = /^(Invalid|Too (small|big)|Unrecognized)/;

/** What an expected type means to a clerk. */
const EXPECTED: Readonly<Record<string, MessageKey>> = {
  number: 'validation.number',
  int: 'validation.wholeNumber',
  string: 'errors.bulk.issue.text',
  boolean: 'validation.yesNo',
  array: 'errors.bulk.issue.list',
};

/** A field path in words: 'delivery.country' -> "Delivery country"; list items as fieldLabel says; in `language`. */
export function issueFieldLabel(path: readonly PropertyKey[], language: Language = 'en'): string {
  const keys = path.map(String);
  if (language !== 'en' || keys.some((key) => /^\d+$/.test(key))) return fieldLabel(keys.join('.'), language);
  const words = keys.map((key) => FIELD_LABELS[key] ?? key.replace(/_/g, ' '));
  const text = words.map((word, i) => (i === 0 ? word : /^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The types a message gives as examples ("EUR pallet, Carton, Colli"), in `language`. */
export function shipmentTypeExamples(language: Language = 'en'): string {
  const types = ['eur_pallet', 'carton', 'colli'] as const;
  return types.map((type) => (language === 'en' ? SHIPMENT_TYPE_NAMES[type] : shipmentTypeName(type, 1, language))).join(', ');
}

/** One issue's message, without the field: a catalog message, or the schema's own reason (its English). */
function issueMessage(issue: z.core.$ZodIssue): { key: MessageKey; values?: MessageValues } | { reason: string } {
  // The API's "must be a unit code" speaks to programs; a clerk knows the types by their names.
  if (issue.code === 'invalid_value' && issue.path[issue.path.length - 1] === 'type') return { key: 'errors.bulk.issue.shipmentType' };
  if (!VALIDATOR_WORDING.test(issue.message)) return { reason: issue.message };
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined/.test(issue.message)) return { key: 'errors.bulk.issue.missing' };
      const last = String(issue.path[issue.path.length - 1] ?? '');
      if (issue.expected === 'object' && (last === 'collection' || last === 'delivery')) return { key: 'errors.bulk.issue.address' };
      return { key: EXPECTED[issue.expected] ?? 'validation.notValid' };
    }
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? { key: 'validation.notEmpty' }
        : { key: 'validation.atLeast', values: { min: String(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.maxChars', values: { max: String(issue.maximum) } }
        : { key: 'validation.atMost', values: { max: String(issue.maximum) } };
    case 'invalid_value':
      return { key: 'errors.bulk.issue.notOneOf' };
    case 'unrecognized_keys':
      return { key: 'errors.bulk.issue.unknownFields', values: { fields: issue.keys.join(', ') } };
    default:
      return { key: 'validation.notValid' };
  }
}

/** A message of issueMessage in `language`. */
function said(message: ReturnType<typeof issueMessage>, language: Language): string {
  if ('reason' in message) return localizeReason(language, message.reason);
  const values = message.key === 'errors.bulk.issue.shipmentType' ? { examples: shipmentTypeExamples(language) } : message.values;
  return translate(language, message.key, values);
}

/**
 * The field's words before its message: "Weight must be a number", "Collection postcode: FI postcodes
 * have 5 digits"; in `language` ("Paino on oltava numero"), the workbooks' and the readers' own.
 */
export function describeIssue(issue: z.core.$ZodIssue, language: Language = 'en'): string {
  const message = issueMessage(issue);
  const english = said(message, 'en');
  const text = language === 'en' ? english : said(message, language);
  if (!issue.path.length) return text;
  const label = issueFieldLabel(issue.path, language);
  return /^(must|is|has|cannot)\b/.test(english) ? `${label} ${text}` : `${label}: ${text}`;
}
