/**
 * Where a postcode is (docs/emissions.md "Where a postcode is"): its own point from the platform's
 * postcode points (GeoNames), else the centroid of the area that holds it, else none and why.
 * Pure: the caller passes the lookups (the server reads them from its tables).
 */
import { readPostcode } from '../zones/postcode-format';
import { normaliseCountry, normalisePostcode } from '../zones/postcode';
import { isValidPoint, type GeoPoint } from './geo';

/** The area holding the address (its most specific match), as far as its point is concerned. */
export interface CentroidArea {
  id: number;
  /** The area's centroid, or null when the carrier has not set one. */
  centroid: GeoPoint | null;
}

/** Options of postcodePoint. */
export interface PostcodePointInput {
  /** ISO country code as the address carries it (normalised here: trimmed, upper case). */
  country: string;
  /** Postcode as the address carries it; looked up by postcodePointKey(country, postcode). */
  postcode: string;
  /** The platform's postcode points by country and key (postcodePointKey); undefined or null: none. */
  lookup: (country: string, key: string) => GeoPoint | null | undefined;
  /** The area holding the address, or null when no area of the carrier holds it. */
  area: CentroidArea | null;
}

/** A postcode's point and where it came from, or why it has none. */
export type PostcodePoint =
  | { point: GeoPoint; source: 'postcode' }
  | { point: GeoPoint; source: 'area_centroid'; area_id: number }
  | {
      point: null;
      /** no_area: no postcode point and no area holds the address; no_centroid: its area has no (valid) centroid. */
      reason: 'no_area' | 'no_centroid';
      area_id: number | null;
    };

/**
 * The key a postcode point is stored and looked up under: the postcode as the engine reads a
 * request's (readPostcode: upper case, no spaces or hyphens, a written country prefix dropped, so
 * GeoNames' `LV-1050` and a request's `LV 1050` are both `1050`); a postcode its country's format
 * refuses (a partial one, GeoNames' `AB10` for Great Britain) keeps its normalised form.
 */
export function postcodePointKey(country: string, postcode: string): string {
  const reading = readPostcode(normaliseCountry(country), postcode);
  return reading.ok ? reading.postcode : normalisePostcode(postcode.trim());
}

/** A postcode to look up among the platform's points: its country (normalised) and its key (postcodePointKey). */
export interface PointLookup {
  country: string;
  key: string;
}

/** The lookup of an address's postcode point. */
export function pointLookupOf(country: string, postcode: string): PointLookup {
  const normalised = normaliseCountry(country);
  return { country: normalised, key: postcodePointKey(normalised, postcode) };
}

/** A lookup's id in a map of points, `EE:10115`: the server's cache and the price path key points by it. */
export const pointLookupId = (lookup: PointLookup): string => `${lookup.country}:${lookup.key}`;

/**
 * A postcode's point: its own (the lookup's) when it has a valid one, else its area's centroid when
 * valid, else none with the reason. An invalid point (latitude outside -90..90, longitude outside
 * -180..180) counts as none, so a bad row falls through to the next source rather than to a wrong km.
 */
export function postcodePoint(input: PostcodePointInput): PostcodePoint {
  const country = normaliseCountry(input.country);
  const own = input.lookup(country, postcodePointKey(country, input.postcode));
  if (own && isValidPoint(own)) return { point: own, source: 'postcode' };
  const area = input.area;
  if (area === null) return { point: null, reason: 'no_area', area_id: null };
  if (area.centroid && isValidPoint(area.centroid)) return { point: area.centroid, source: 'area_centroid', area_id: area.id };
  return { point: null, reason: 'no_centroid', area_id: area.id };
}
