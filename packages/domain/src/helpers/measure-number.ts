/**
 * The one rule for a measure typed as text (a weight, a side, LDM, CBM) in a budget or a tender:
 * the readers of pastes and uploads (bulk-paste), the shipment schema the server checks with, and
 * so the web app and the server alike.
 *
 * Finnish and Estonian clerks write a decimal comma and a space between thousands; others write a
 * decimal point and a comma between thousands. So:
 * - "1,2" and "1.5" are 1.2 and 1.5 (a mark followed by one, two or four and more digits);
 * - "1 200" and "1200" are 1200 (a space is always a thousands separator);
 * - "1.234,5" and "1,234.5" are 1234.5 (both marks: the last is the decimal one);
 * - "0,500" is 0.5 (a thousands group never follows a lone 0);
 * - "1,200" and "1.200", one mark followed by exactly three digits after one to three digits, are
 *   AMBIGUOUS: 1.2 or 1200. They are never read: the cell is refused with both readings named and
 *   the two ways to write it without doubt ("write 1200 or 1,2").
 * Numbers that arrive as numbers (a spreadsheet's number cell, a JSON number) are never ambiguous.
 */
import { displayNumber } from '../glossary/display';
import { parseCellNumber } from './paste-helpers';
import { REASONS } from '../schemas/reasons';

/** One mark, then exactly three digits, after a whole part that could be a first thousands group. */
const AMBIGUOUS = /^([+-]?)([1-9]\d{0,2})[.,](\d{3})$/;

/** A measure text read by the rule: its canonical decimal ('1200', '1.2'), null when empty; or why not. */
export type MeasureReading =
  { ok: true; value: string | null } | { ok: false; ambiguous: { decimal: string; thousands: string } } | { ok: false; ambiguous: null };

/**
 * A measure from its text by the rule above: `readMeasureText('1,2')` is 1.2, `'1 200'` 1200,
 * `'1,200'` ambiguous (1.2 or 1200), `'abc'` not a number. Currency signs and units are not read
 * here (bulk-paste reads units around this).
 */
export function readMeasureText(text: string): MeasureReading {
  const match = AMBIGUOUS.exec(text.trim());
  if (match) {
    const [, sign = '', whole = '', group = ''] = match;
    const fraction = group.replace(/0+$/, '');
    return {
      ok: false,
      ambiguous: { decimal: `${sign}${whole}${fraction ? `.${fraction}` : ''}`, thousands: `${sign}${whole}${group}` },
    };
  }
  const parsed = parseCellNumber(text);
  return parsed.ok ? parsed : { ok: false, ambiguous: null };
}

/** True when `text` is a measure the rule cannot read one way only ("1,200", "1.200"). */
export function isAmbiguousMeasure(text: string): boolean {
  const reading = readMeasureText(text);
  return !reading.ok && reading.ambiguous !== null;
}

/**
 * Why an ambiguous measure is refused, in a clerk's words, the unit after both readings:
 * "1,200 could be 1,2 or 1 200 kg; write 1200 or 1,2". When the decimal reading written with a comma
 * is itself three decimals ("1,125"), a trailing zero makes it plain ("1,1250"). Null when `text`
 * is not ambiguous.
 */
export function ambiguousMeasureMessage(text: string, unit?: string): string | null {
  const reading = readMeasureText(text);
  if (reading.ok || reading.ambiguous === null) return null;
  const { decimal, thousands } = reading.ambiguous;
  const after = unit ? ` ${unit}` : '';
  const decimalShown = displayNumber(Number(decimal), 3);
  const decimalTyped = decimal.replace('.', ',') + (isAmbiguousMeasure(decimal.replace('.', ',')) ? '0' : '');
  return REASONS.ambiguousMeasure({
    text: text.trim(),
    decimal: `${decimalShown}${after}`,
    thousands: `${displayNumber(Number(thousands))}${after}`,
    plain: thousands,
    comma: decimalTyped,
  });
}
