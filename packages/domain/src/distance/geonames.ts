/**
 * One line of a GeoNames postal code file (https://download.geonames.org/export/zip/, the
 * `allCountries.txt` and per-country files, readme.txt there): UTF-8, tab separated, 12 columns:
 *
 *  1 country code (ISO 3166-1 alpha-2)   5 admin code1   9 admin code3
 *  2 postal code                         6 admin name2  10 latitude (WGS84, decimal degrees)
 *  3 place name                          7 admin code2  11 longitude
 *  4 admin name1 (state)                 8 admin name3  12 accuracy (1 estimated, 4 geonameid, 6 centroid of addresses or shape; may be empty)
 *
 * A line at a time, so the server can stream a file of hundreds of MB through it and stop at the
 * first problem, which names the line.
 */
import { postcodePointKey } from './postcode-point';

/** Columns of a GeoNames postal code line. */
export const GEONAMES_COLUMNS = 12;
/** The longest line taken, characters: 12 columns of names run to a few hundred at most. */
export const MAX_GEONAMES_LINE = 2_000;
/** The longest postal code taken, characters. */
const MAX_POSTCODE = 20;

/** A postcode's point as read from a GeoNames line. */
export interface GeoNamesPostcode {
  /** ISO country code, upper case. */
  country: string;
  /** The postal code as written in the file (`LV-1050`). */
  postcode: string;
  /** The lookup key (postcodePointKey: `1050`). */
  key: string;
  /** The place name (column 3). */
  place: string;
  latitude: number;
  longitude: number;
  /** GeoNames' accuracy (1, 4 or 6), or null when the column is empty. */
  accuracy: number | null;
}

/** Why a line is refused. */
export type GeoNamesProblemReason =
  | 'line_too_long'
  | 'too_few_columns'
  | 'too_many_columns'
  | 'bad_country'
  | 'bad_postcode'
  | 'bad_latitude'
  | 'bad_longitude'
  | 'bad_accuracy';

/** A refused line: its number, why, and the sentence to show (`Line 7: latitude "91.5" is not a number from -90 to 90`). */
export interface GeoNamesProblem {
  line: number;
  reason: GeoNamesProblemReason;
  message: string;
}

/** A line read: a postcode point, a problem, or null for a blank line (the file's last newline). */
export type GeoNamesLine = { ok: true; point: GeoNamesPostcode } | { ok: false; problem: GeoNamesProblem } | null;

const COUNTRY = /^[A-Z]{2}$/;
const DEGREES = /^-?\d{1,3}(\.\d+)?$/;
const ACCURACY = /^\d$/;

/**
 * Reads line `lineNumber` (1-based, for the message) of a GeoNames postal code file. A trailing
 * carriage return (a file saved on Windows) and a byte order mark on the first line are ignored;
 * a blank line gives null.
 */
export function parseGeoNamesLine(text: string, lineNumber: number): GeoNamesLine {
  let line = text.endsWith('\r') ? text.slice(0, -1) : text;
  if (lineNumber === 1 && line.startsWith('\uFEFF')) line = line.slice(1);
  if (line.trim() === '') return null;
  const refuse = (reason: GeoNamesProblemReason, what: string): GeoNamesLine => ({
    ok: false,
    problem: { line: lineNumber, reason, message: `Line ${lineNumber}: ${what}` },
  });
  if (line.length > MAX_GEONAMES_LINE) return refuse('line_too_long', `longer than ${MAX_GEONAMES_LINE} characters`);
  const columns = line.split('\t');
  if (columns.length < GEONAMES_COLUMNS) {
    return refuse('too_few_columns', `${columns.length} columns, expected ${GEONAMES_COLUMNS} separated by tabs`);
  }
  if (columns.length > GEONAMES_COLUMNS) return refuse('too_many_columns', `${columns.length} columns, expected ${GEONAMES_COLUMNS}`);
  // The length is checked above; `?? ''` only satisfies the index type.
  const [countryText = '', postcodeText = '', place = ''] = columns;
  const [latitudeText = '', longitudeText = '', accuracyText = ''] = columns.slice(9);
  const country = countryText.trim();
  if (!COUNTRY.test(country)) return refuse('bad_country', `country "${countryText}" is not a two-letter code`);
  const postcode = postcodeText.trim();
  if (postcode === '' || postcode.length > MAX_POSTCODE) {
    return refuse('bad_postcode', `postal code "${postcodeText}" is empty or too long`);
  }
  const latitude = readDegrees(latitudeText, 90);
  if (latitude === null) return refuse('bad_latitude', `latitude "${latitudeText}" is not a number from -90 to 90`);
  const longitude = readDegrees(longitudeText, 180);
  if (longitude === null) return refuse('bad_longitude', `longitude "${longitudeText}" is not a number from -180 to 180`);
  const accuracy = accuracyText.trim();
  if (accuracy !== '' && !ACCURACY.test(accuracy)) return refuse('bad_accuracy', `accuracy "${accuracyText}" is not a digit`);
  return {
    ok: true,
    point: {
      country,
      postcode,
      key: postcodePointKey(country, postcode),
      place: place.trim(),
      latitude,
      longitude,
      accuracy: accuracy === '' ? null : Number(accuracy),
    },
  };
}

/** A decimal number of degrees within -limit..limit, or null. */
function readDegrees(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (!DEGREES.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= -limit && value <= limit ? value : null;
}
