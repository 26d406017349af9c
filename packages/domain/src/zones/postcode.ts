/** Postcodes and areas (docs/pricing.md §7). */

const STRIP = /[\s-]+/g;
const DIGITS = /^\d+$/;

/** Upper-cases and removes spaces and hyphens: "sw1a 1aa" -> "SW1A1AA", "00-950" -> "00950". */
export function normalisePostcode(postcode: string): string {
  // Most postcodes arrive clean: skip the regex unless a character needs it.
  for (let i = 0; i < postcode.length; i++) {
    const c = postcode.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return postcode.toUpperCase().replace(STRIP, '');
  }
  return postcode;
}

/** Country codes compare upper-cased and trimmed. */
export function normaliseCountry(country: string): string {
  if (country.length === 2) {
    const a = country.charCodeAt(0);
    const b = country.charCodeAt(1);
    if (a >= 65 && a <= 90 && b >= 65 && b <= 90) return country;
  }
  return country.trim().toUpperCase();
}

/**
 * Numeric span of an area: to - from when both are digits. Alphanumeric bounds (UK, NL) read as
 * base-36 numbers, so a narrower range is still the more specific one; only ties use the span.
 */
export function boundSpan(from: string, to: string): number {
  if (DIGITS.test(from) && DIGITS.test(to)) return Number(to) - Number(from);
  return base36(to) - base36(from);
}

function base36(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const digit = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : 0;
    n = n * 36 + digit;
  }
  return n;
}

/**
 * True when the normalised postcode lies in [from, to]: its prefix of from's length is >= from and
 * its prefix of to's length is <= to (string order of the prefixes).
 */
export function postcodeInRange(postcode: string, from: string, to: string): boolean {
  return postcode.slice(0, from.length) >= from && postcode.slice(0, to.length) <= to;
}

/**
 * Postcodes as numbers: each character becomes a base-40 digit that keeps string order (digits and
 * letters exactly; any other character only by which side of them it sorts), and a missing
 * character (a shorter postcode) becomes 0, below all. Keys of equal length then compare like the
 * strings, and the index compares floats instead of strings.
 */
export const KEY_BASE = 40;
/** 40^9 < 2^53: bounds up to 9 characters have exact keys. */
export const MAX_KEY_LENGTH = 9;
const PLAIN_BOUND = /^[0-9A-Z]+$/;

function charValue(c: number): number {
  if (c < 48) return 1;
  if (c <= 57) return c - 46; // '0'..'9' -> 2..11
  if (c < 65) return 12;
  if (c <= 90) return c - 52; // 'A'..'Z' -> 13..38
  return 39;
}

/** The key of the first `length` characters of a normalised postcode, padded with 0. */
export function postcodeKey(postcode: string, length: number): number {
  let v = 0;
  for (let i = 0; i < length; i++) v = v * KEY_BASE + (i < postcode.length ? charValue(postcode.charCodeAt(i)) : 0);
  return v;
}

/** True for an area bound the index can key: digits and letters, at most 9 characters. */
export function isKeyedBound(bound: string): boolean {
  return bound.length <= MAX_KEY_LENGTH && PLAIN_BOUND.test(bound);
}
