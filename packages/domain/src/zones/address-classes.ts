/**
 * The postcodes of a carrier cut into classes: between two consecutive area ends every postcode of
 * a country is held by the same zones through the same areas, so one representative postcode per
 * stretch answers for all of them. The health check walks these classes instead of postcodes.
 */
import type { IndexedArea } from './area-index';
import type { ZoneLocator, ZoneMatch } from './zone-locator';

/** A stretch of postcodes and what holds them. */
export interface AddressClass {
  readonly country: string;
  /** A postcode of the stretch (the first one, padded with zeros to the country's longest bound). */
  readonly postcode: string;
  /** The zones holding it, each through its most specific area (as ZoneLocator.locate answers). */
  readonly matches: readonly ZoneMatch[];
}

const DIGITS = '0123456789';
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS_ONLY = /^\d+$/;

/**
 * The smallest postcode above every one whose prefix of `bound`'s length is <= bound, in the
 * country's alphabet (digits where every bound is digits, else digits and letters): "19" -> "2",
 * "1Z" -> "2", "99" -> null (nothing above).
 */
function successor(bound: string, alphabet: string): string | null {
  for (let i = bound.length - 1; i >= 0; i--) {
    const c = bound[i]!;
    const k = alphabet.indexOf(c);
    if (k >= 0 && k < alphabet.length - 1) return bound.slice(0, i) + alphabet[k + 1];
    // Another character: the next character code (only its side of the letters matters).
    if (k < 0) return bound.slice(0, i) + String.fromCharCode(c.charCodeAt(0) + 1);
  }
  return null;
}

const memo = new WeakMap<ZoneLocator, readonly AddressClass[]>();

/**
 * Every stretch of postcodes some area holds, in each country: the representatives are each area's
 * start and the postcode just past each area's end, padded to the country's longest bound, and
 * every stretch between two of them is held alike. Remembered per locator (it is immutable).
 */
export function addressClasses(locator: ZoneLocator): readonly AddressClass[] {
  const known = memo.get(locator);
  if (known) return known;
  const byCountry = new Map<string, IndexedArea[]>();
  for (const a of locator.index.areas) {
    let list = byCountry.get(a.country);
    if (!list) byCountry.set(a.country, (list = []));
    list.push(a);
  }
  const classes: AddressClass[] = [];
  for (const [country, areas] of byCountry) {
    let length = 0;
    for (const a of areas) length = Math.max(length, a.from.length, a.to.length);
    const pad = (s: string) => s + '0'.repeat(Math.max(0, length - s.length));
    const alphabet = areas.every((a) => DIGITS_ONLY.test(a.from) && DIGITS_ONLY.test(a.to)) ? DIGITS : ALPHANUMERIC;
    const points = new Set<string>();
    for (const a of areas) {
      points.add(pad(a.from));
      const next = successor(a.to, alphabet);
      if (next !== null) points.add(pad(next));
    }
    for (const postcode of [...points].sort()) {
      const matches = locator.locate({ country, postcode });
      if (matches.length > 0) classes.push(Object.freeze({ country, postcode, matches }));
    }
  }
  const frozen = Object.freeze(classes);
  memo.set(locator, frozen);
  return frozen;
}

const overlapMemo = new WeakMap<ZoneLocator, ReadonlySet<number>>();

/**
 * Pairs of zones (dense indices) that hold a postcode in common, as `a * zoneCount + b` (both
 * orders, and every zone with areas paired with itself). Remembered per locator.
 */
export function overlappingZones(locator: ZoneLocator): ReadonlySet<number> {
  const known = overlapMemo.get(locator);
  if (known) return known;
  const n = locator.zoneCount;
  const pairs = new Set<number>();
  for (const c of addressClasses(locator)) {
    for (const a of c.matches) for (const b of c.matches) pairs.add(a.zone * n + b.zone);
  }
  overlapMemo.set(locator, pairs);
  return pairs;
}
