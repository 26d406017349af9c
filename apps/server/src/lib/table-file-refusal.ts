/**
 * The 422 of a one-sheet table file (a fuel index, a distance table) that the xlsx reader refuses:
 * the message ("The file is ...") and the reason under `file` ("is ..."), from the catalog area of
 * the table (`errors.fuelIndex.file.*`, `errors.distances.file.*`), `max` its row limit.
 */
import { AppError, english } from '../errors';
import type { XlsxRefusalKind } from './xlsx-reader';

/** The catalog word of each refusal: both byte bounds read as "too large". */
const WORDS = {
  not_xlsx: 'notXlsx',
  understated: 'damaged',
  entry_bytes: 'tooLarge',
  total_bytes: 'tooLarge',
  token_bytes: 'longCell',
  rows: 'rows',
  columns: 'columns',
} as const satisfies Record<XlsxRefusalKind, string>;

export function tableFileRefusal(
  area: 'errors.fuelIndex.file' | 'errors.distances.file',
  kind: XlsxRefusalKind,
  maxRows: number,
): AppError {
  const word = WORDS[kind];
  const values = { max: String(maxRows) };
  return AppError.invalid(english(`${area}.${word}`, values), { file: english(`${area}.${word}Reason`, values) });
}
