/**
 * A GeoNames postal code file read as it arrives: its bytes decoded as UTF-8 and split into lines
 * incrementally, each line read by the domain's parseGeoNamesLine, so a file of hundreds of MB is
 * never held: at most one chunk and one unfinished line (bounded by MAX_GEONAMES_LINE) at a time.
 */
import { GEONAMES_COLUMNS, MAX_GEONAMES_LINE, type GeoNamesProblemReason } from '@freight/domain';

/** A line of the file: its 1-based number and its text (without the line feed). */
export interface FileLine {
  number: number;
  text: string;
}

/** Thrown when the bytes are not UTF-8: names the line where decoding failed. */
export class NotTextError extends Error {
  constructor(readonly line: number) {
    super(`line ${line}: not UTF-8 text`);
  }
}

/**
 * The lines of `chunks`, in order, numbered from 1. An unfinished line longer than
 * MAX_GEONAMES_LINE (a file with no line feeds, a binary file) is given as it stands, cut past the
 * bound, so parseGeoNamesLine refuses it as `line_too_long` without more of it being kept.
 * Bytes that are not UTF-8 throw NotTextError naming the line.
 */
export async function* readLines(chunks: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<FileLine> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let pending = '';
  let number = 1;
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      // The line of the first byte that is not UTF-8: the lines the chunk finishes before it.
      const text = bytes ? new TextDecoder('utf-8').decode(bytes) : '';
      const bad = text.indexOf('\uFFFD');
      const before = bad < 0 ? '' : text.slice(0, bad);
      throw new NotTextError(number + before.split('\n').length - 1);
    }
  };
  for await (const chunk of chunks) {
    pending += decode(chunk);
    let start = 0;
    let end = pending.indexOf('\n');
    while (end >= 0) {
      yield { number, text: pending.slice(start, end) };
      number += 1;
      start = end + 1;
      end = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
    // A line past the bound (and its carriage return) is refused whatever follows: stop keeping it.
    if (pending.length > MAX_GEONAMES_LINE + 1) {
      yield { number, text: pending.slice(0, MAX_GEONAMES_LINE + 2) };
      return;
    }
  }
  pending += decode();
  if (pending !== '') yield { number, text: pending };
}

/** The catalog key of each problem parseGeoNamesLine gives (the same English, said in the caller's language). */
export const PROBLEM_KEYS = {
  line_too_long: 'errors.postcodePoints.line.lineTooLong',
  too_few_columns: 'errors.postcodePoints.line.tooFewColumns',
  too_many_columns: 'errors.postcodePoints.line.tooManyColumns',
  bad_country: 'errors.postcodePoints.line.badCountry',
  bad_postcode: 'errors.postcodePoints.line.badPostcode',
  bad_latitude: 'errors.postcodePoints.line.badLatitude',
  bad_longitude: 'errors.postcodePoints.line.badLongitude',
  bad_accuracy: 'errors.postcodePoints.line.badAccuracy',
} as const satisfies Record<GeoNamesProblemReason, string>;

/** The column of a GeoNames line each value problem quotes (0-based). */
const PROBLEM_COLUMNS: Partial<Record<GeoNamesProblemReason, number>> = {
  bad_country: 0,
  bad_postcode: 1,
  bad_latitude: 9,
  bad_longitude: 10,
  bad_accuracy: 11,
};

/** The values a problem's message names: the line, the column's text as written, or the counts. */
export function problemValues(line: FileLine, reason: GeoNamesProblemReason): Record<string, string> {
  const text = (line.number === 1 ? line.text.replace(/^\uFEFF/, '') : line.text).replace(/\r$/, '');
  const columns = text.split('\t');
  const column = PROBLEM_COLUMNS[reason];
  return {
    line: String(line.number),
    max: String(MAX_GEONAMES_LINE),
    count: String(columns.length),
    expected: String(GEONAMES_COLUMNS),
    value: column === undefined ? '' : (columns[column] ?? ''),
  };
}
