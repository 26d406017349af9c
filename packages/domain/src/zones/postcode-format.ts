/**
 * The postcode of a shipment's address, checked against its country's format.
 * The formats are postcode-validator's (MIT, a table of one regular expression per country, kept
 * up to date there rather than by hand here). Only request postcodes (price API, calculator,
 * budgets, tenders) are checked: area bounds are prefixes and stay free (postcode.ts).
 */
// The table itself (the package's entry only answers yes/no for a written form, and its forms
// carry separators: PL `00-950`); the CommonJS build loads in Node and in the web app's bundle.
import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js';
import { normalisePostcode } from './postcode';
import { REASONS } from '../schemas/reasons';
import { translate } from '../i18n/translate';

/** A country's format, compiled once for the normalised form (no spaces, no hyphens, upper case). */
interface PostcodeFormat {
  /** Tests a normalised postcode without its country prefix. */
  test: RegExp;
  /** Prefixes written before the postcode that are not part of it: the country code, `FI-`, `L-`. */
  prefixes: readonly string[];
  /** The number of digits when every postcode of the country is that many digits, else null. */
  digits: number | null;
}

/** A request postcode read: the normalised postcode (and a warning when it was padded), or why not. */
export type PostcodeReading = { ok: true; postcode: string; warning?: string } | { ok: false; reason: string };

/** How the postcode arrived: a workbook cell holding a number lost its leading zeros. */
export interface PostcodeSource {
  /** True when the value was a number in a workbook cell (Excel drops leading zeros). */
  fromNumber?: boolean;
}

const formats = new Map<string, PostcodeFormat | null>();

/** The country's compiled format, or null when the library has none (any postcode is accepted). */
function formatOf(country: string): PostcodeFormat | null {
  let format = formats.get(country);
  if (format === undefined) {
    const regex = POSTCODE_REGEXES.get(country);
    format = regex ? compileFormat(country, regex) : null;
    formats.set(country, format);
  }
  return format;
}

// An optional leading group of letters only, `(FI-|AX-)?` or `(?:AI-)?`: prefixes, not the postcode.
const PREFIX_GROUP = /^\^\((?:\?:)?([A-Z]+(?:\|[A-Z]+)*)\)\?/;
// The whole format is digits only: `^\d{3}\d{2}$` -> 5.
const DIGITS_ONLY = /^\^((?:\\d(?:\{\d+\})?)+)\$$/;

/**
 * The library's expression made to test the normalised form: separators (a space, a hyphen, `\s`,
 * a class of only those) are dropped with their quantifier, outside character classes only (a
 * hyphen inside `[AC-F]` is a range).
 */
export function compileFormat(country: string, regex: RegExp): PostcodeFormat {
  const src = regex.source;
  let out = '';
  const skipQuantifier = (i: number) => (src[i] === '?' || src[i] === '*' || src[i] === '+' ? i + 1 : i);
  for (let i = 0; i < src.length;) {
    const ch = src[i]!;
    if (ch === '\\') {
      const pair = src.slice(i, i + 2);
      if (pair === '\\s' || pair === '\\-' || pair === '\\ ') i = skipQuantifier(i + 2);
      else {
        out += pair;
        i += 2;
      }
    } else if (ch === '[') {
      let end = i + 1;
      while (end < src.length && src[end] !== ']') end += src[end] === '\\' ? 2 : 1;
      const body = src.slice(i + 1, end);
      if (/^(?:\\?[ -]|\\s)+$/.test(body)) i = skipQuantifier(end + 1);
      else {
        out += src.slice(i, end + 1);
        i = end + 1;
      }
    } else if (ch === ' ' || ch === '-') i = skipQuantifier(i + 1);
    else {
      out += ch;
      i += 1;
    }
  }
  const prefixes = [country];
  const group = PREFIX_GROUP.exec(out);
  if (group) {
    for (const p of group[1]!.split('|')) if (!prefixes.includes(p)) prefixes.push(p);
    out = `^${out.slice(group[0].length)}`;
  }
  const digitsOnly = DIGITS_ONLY.exec(out);
  let digits: number | null = null;
  if (digitsOnly) {
    digits = 0;
    for (const m of digitsOnly[1]!.matchAll(/\\d(?:\{(\d+)\})?/g)) digits += m[1] ? Number(m[1]) : 1;
  }
  return { test: new RegExp(out, regex.flags), prefixes, digits };
}

/** Whether the library knows the country's postcodes (otherwise any postcode is accepted). */
export function hasPostcodeFormat(country: string): boolean {
  return formatOf(country) !== null;
}

/** The reason a postcode is not one of the country's: `FI postcodes have 5 digits`. */
function refusal(country: string, format: PostcodeFormat): string {
  return format.digits !== null ? REASONS.postcodeDigits(country, format.digits) : REASONS.postcodeInvalid(country);
}

// A country code written before the postcode with a separator: `LV-1001`, `SE 111 22`.
const WRITTEN_PREFIX = /^([A-Za-z]{1,3})[\s-]+(?=\S)/;

/**
 * A shipment's postcode as pricing reads it: spaces and hyphens stripped, upper case, a leading
 * country prefix dropped (`LV-1001` -> `1001`, `FI-00100` -> `00100`, `SE 111 22` -> `11122`), and
 * checked against the country's format (`FI 2100`: "FI postcodes have 5 digits"). A number from a
 * workbook cell shorter than the country's fixed length gets its leading zeros back, with a warning.
 * `country` is an upper-case ISO code; a country the library has no format for accepts any postcode.
 */
export function readPostcode(country: string, written: string, source?: PostcodeSource): PostcodeReading {
  const postcode = normalisePostcode(written.trim());
  const format = formatOf(country);
  if (!format) {
    // No format to tell a prefix from the postcode: only a country code written apart is dropped.
    const m = WRITTEN_PREFIX.exec(written.trim());
    const rest = m && m[1]!.toUpperCase() === country ? normalisePostcode(written.trim().slice(m[0].length)) : postcode;
    return { ok: true, postcode: rest };
  }
  // Most requests: a clean postcode of the right form, one test.
  if (format.test.test(postcode)) return { ok: true, postcode };
  const stripped = withoutPrefix(postcode, format);
  if (stripped !== null) return { ok: true, postcode: stripped };
  if (source?.fromNumber && format.digits !== null && /^\d+$/.test(postcode) && postcode.length < format.digits) {
    const padded = postcode.padStart(format.digits, '0');
    if (format.test.test(padded)) {
      return {
        ok: true,
        postcode: padded,
        // The catalog's English: a reader says it in its language by localizeReason.
        warning: translate('en', 'errors.bulk.reader.paddedPostcode', { postcode, padded }),
      };
    }
  }
  return { ok: false, reason: refusal(country, format) };
}

/** The postcode after a country prefix when what follows is a postcode of the format, else null. */
function withoutPrefix(postcode: string, format: PostcodeFormat): string | null {
  for (const prefix of format.prefixes) {
    if (postcode.length > prefix.length && postcode.startsWith(prefix)) {
      const rest = postcode.slice(prefix.length);
      if (format.test.test(rest)) return rest;
    }
  }
  return null;
}
