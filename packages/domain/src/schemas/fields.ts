/** Field schemas shared by the record and request schemas. */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { DEFAULT_COUNTRY, MAX_ID, MAX_YEAR, MIN_YEAR, VALIDITY_MAX_YEAR, VALIDITY_MIN_YEAR } from '../constants/limits';
import { isValidDay } from '../dates/calendar';
import { ambiguousMeasureMessage } from '../helpers/measure-number';
import { REASONS } from './reasons';

/** A NUL character, or a UTF-16 surrogate without its pair (the `u` flag reads a proper pair as one code point). */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** What a request hears when a string carries a NUL or ill-formed Unicode. */
export const UNSTORABLE_TEXT_MESSAGE = REASONS.storable;

/** True when PostgreSQL can store `text` as it is: no NUL character and no unpaired UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Every string a request carries: a string without NUL characters or unpaired surrogates (PostgreSQL
 * refuses the first, and JSON in the change log the second). Chains like z.string(): textField().trim().max(200).
 */
export function textField(params?: { error?: string }) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/**
 * What a one-line field refuses: the control characters (Unicode's Cc: C0 with tab, line feed and
 * carriage return, DEL, and C1 with U+0085 next line) and the line and paragraph separators U+2028
 * and U+2029. In a name or an address they would break the line of a mail header or body, a CSV
 * row or a log line they are written into.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** What a request hears when a one-line field carries a line break or another control character. */
export const ONE_LINE_MESSAGE = REASONS.oneLine;

/** True when `text` has no control character, line break or line separator (see NOT_ONE_LINE). */
export function isOneLineText(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/**
 * A cell's text as one line: its line breaks and tabs (Alt+Enter in a spreadsheet cell, a wrapped
 * paste) become single spaces, so a reference typed over two lines reads as it looks. Other control
 * characters stay, for lineField to refuse.
 */
export function asOneLine(text: string): string {
  return text.replace(/[ ]*[\r\n\t\u2028\u2029]+[ \r\n\t\u2028\u2029]*/g, ' ');
}

/**
 * A one-line text: a name, an e-mail address, a phone number, a code, a reference, a title. Trimmed
 * (so a line break at either end, as a pasted cell brings, is dropped), then refused with
 * ONE_LINE_MESSAGE if a control character is left inside. Multi-line texts (comments, terms) use
 * textField. Chains like z.string(): lineField().min(1, REASONS.required).max(200).
 */
export function lineField(params?: { error?: string }) {
  return textField(params).trim().refine(isOneLineText, ONE_LINE_MESSAGE);
}

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A decimal from JSON (number) or a form or PostgreSQL (string, "1,5" accepted): a finite number
 * with at most `digits` decimals. With `measure` (a shipment's weight, sides, LDM, CBM, in that
 * unit) a text the measure rule cannot read one way ("1,200": 1.2 or 1200?) is refused, naming both
 * readings (helpers/measure-number), never read as 1.2.
 */
export function decimalField(options: { min?: number; max?: number; digits?: number; measure?: string } = {}) {
  const { min = 0, max = 1e9, digits = 4, measure } = options;
  return z
    .union([z.number(), z.string().trim()])
    .superRefine((v, ctx) => {
      const ambiguous = typeof v === 'string' && measure !== undefined ? ambiguousMeasureMessage(v, measure) : null;
      if (ambiguous) ctx.addIssue({ code: 'custom', message: ambiguous, continue: false });
    })
    .transform((v) => (typeof v === 'string' ? v.replace(',', '.') : v))
    .refine((v) => typeof v === 'number' || DECIMAL_TEXT.test(v), REASONS.number)
    .transform((v) => (typeof v === 'number' ? v : Number(v)))
    .refine((v) => Number.isFinite(v), REASONS.number)
    .refine((v) => v >= min, REASONS.atLeast(min))
    .refine((v) => v <= max, REASONS.atMost(max))
    .refine((v) => decimalsOf(v) <= digits, REASONS.maxDecimals(digits));
}

/** A decimal field that may be empty (null, undefined or ''): empty reads as null. */
export function optionalDecimalField(options: { min?: number; max?: number; digits?: number; measure?: string } = {}) {
  return z.preprocess(
    (v: number | string | null | undefined) => (v === '' || v === undefined ? null : v),
    decimalField(options).nullable(),
  );
}

/** How many decimals a number has as written (1e-7: 7). */
export function decimalsOf(n: number): number {
  // Whole numbers (most weights and sides) need no text: this runs on every number of a price request.
  if (Number.isInteger(n)) return 0;
  const s = String(n);
  const e = s.indexOf('e-');
  if (e >= 0) return Number(s.slice(e + 2)) + (s.slice(0, e).split('.')[1]?.length ?? 0);
  return s.split('.')[1]?.length ?? 0;
}

/** A real calendar date 'yyyy-mm-dd' in the years `minYear` to `maxYear`. */
function dateInYears(minYear: number, maxYear: number) {
  return lineField()
    .refine(isValidDay, REASONS.date)
    .refine(
      (day) => {
        const year = Number(day.slice(0, 4));
        return year >= minYear && year <= maxYear;
      },
      REASONS.dateYears(minYear, maxYear),
    );
}

/** A real calendar date 'yyyy-mm-dd' in the years MIN_YEAR to MAX_YEAR. */
export const dateField = dateInYears(MIN_YEAR, MAX_YEAR);

/** A pricelist's validity day: a real date in the years VALIDITY_MIN_YEAR to VALIDITY_MAX_YEAR (3112 is a typo). */
export const validityDateField = dateInYears(VALIDITY_MIN_YEAR, VALIDITY_MAX_YEAR);

/** A database id: a whole number from 1 to MAX_ID (a PostgreSQL integer). */
export const idField = z.number().int(REASONS.id).positive(REASONS.id).max(MAX_ID, REASONS.id);

/**
 * An id from a form or JSON, a number or its digits, 1 to MAX_ID. `invalid` is said of a fraction
 * or a number too large, `missing` of what is not a number or is 0 (an empty select sends '').
 */
export function idInputField(options: { invalid?: string; missing?: string } = {}) {
  const { invalid = REASONS.id, missing = invalid } = options;
  return z.coerce.number<number | string>({ error: missing }).int(invalid).positive(missing).max(MAX_ID, invalid);
}

/** An instant as a JSON answer carries it: ISO 8601 in UTC ('2026-03-01T09:30:00.000Z'). */
export const timestampField = z.iso.datetime();

/** A calendar day in an answer: 'yyyy-mm-dd'. */
export const dayField = z.iso.date();

/**
 * The version of a record the client loaded (docs/api.md "Concurrent edits"). A save of an existing
 * record (PUT, restore) must send it: without it 422, older or newer than the stored one 409
 * (apps/server edit-conflicts.ts). Optional here because a create sends none and the forms'
 * values carry none (the web app adds it to the body of an edit).
 */
export const editVersionField = z.number().int(REASONS.wholeNumber).positive(REASONS.version).optional();

/** What a phone field says of a number libphonenumber-js does not know as one. */
export const PHONE_INVALID_MESSAGE = REASONS.phone;

/**
 * True for a phone number libphonenumber-js holds valid: international ('+358 40 123 4567'), or
 * national in DEFAULT_COUNTRY ('5123 4567'). Web and server use this one check (sign-up
 * once took "abc").
 */
export function isPhoneNumber(text: string): boolean {
  return isValidPhoneNumber(text) || isValidPhoneNumber(text, DEFAULT_COUNTRY);
}

/** An optional phone number: '' (none) or a valid number, at most 50 characters. */
export function phoneField() {
  return lineField()
    .max(50)
    .refine((v) => v === '' || isPhoneNumber(v), PHONE_INVALID_MESSAGE);
}
