/**
 * A shipment's validation issues in a clerk's words, one line each ("Quantity must be a number",
 * "Delivery country must be a country code", "Collection postcode: FI postcodes have 5 digits"),
 * never the validator's ("quantity Invalid input: expected number, received string"). Budgets'
 * Errors column, the paste preview and tender lanes read these.
 */
import type { z } from 'zod';
import { FIELD_LABELS, fieldLabel } from '../errors/field-labels';

/** Zod's own messages (ours are "must be ..." or a sentence): these are said again in words. */
const VALIDATOR_WORDING = /^(Invalid|Too (small|big)|Unrecognized)/;

/** What an expected type means to a clerk. */
const EXPECTED: Readonly<Record<string, string>> = {
  number: 'must be a number',
  int: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be yes or no',
  array: 'must be a list',
};

/** A field path in words: 'delivery.country' -> "Delivery country"; list items as fieldLabel says. */
export function issueFieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.map(String);
  if (keys.some((key) => /^\d+$/.test(key))) return fieldLabel(keys.join('.'));
  const words = keys.map((key) => FIELD_LABELS[key] ?? key.replace(/_/g, ' '));
  const text = words.map((word, i) => (i === 0 ? word : /^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One issue's message in words, without the field. */
function issueMessage(issue: z.core.$ZodIssue): string {
  // The API's "must be a unit code" speaks to programs; a clerk knows the types by their names.
  if (issue.code === 'invalid_value' && issue.path[issue.path.length - 1] === 'type')
    return 'must be a shipment type (EUR pallet, Carton, Colli ...)';
  if (!VALIDATOR_WORDING.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined/.test(issue.message)) return 'is missing';
      const last = String(issue.path[issue.path.length - 1] ?? '');
      if (issue.expected === 'object' && (last === 'collection' || last === 'delivery')) return 'must be a country and a postcode';
      return EXPECTED[issue.expected] ?? 'is not valid';
    }
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' ? `must be at most ${String(issue.maximum)} characters` : `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return 'is not one of the values it can have';
    case 'unrecognized_keys':
      return `has fields it cannot have: ${issue.keys.join(', ')}`;
    default:
      return 'is not valid';
  }
}

/** The field's words before its message: "Weight must be a number", "Collection postcode: FI postcodes have 5 digits". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const message = issueMessage(issue);
  if (!issue.path.length) return message;
  const label = issueFieldLabel(issue.path);
  return /^(must|is|has|cannot)\b/.test(message) ? `${label} ${message}` : `${label}: ${message}`;
}
