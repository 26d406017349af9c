/**
 * A CSV file as the programs people use write it (docs/api.md "Files from other programs"), read from
 * its bytes into rows of cell texts, with how it was read for the preview to say. One reader for
 * every CSV upload: the server's fuel index and the web app's budget and tender files. Pure:
 * TextDecoder is a global in Node and in browsers, papaparse splits the text.
 *
 * Cells stay text: each reader's own number rule (decimalField, parseDecimalCell) takes a decimal
 * comma or point, as for a paste; nothing about numbers is decided here.
 */
import Papa from 'papaparse';
import type { Language } from '../i18n/languages';
import { translate } from '../i18n/translate';

/** The encodings read: a BOM names the first three, bytes that are not UTF-8 are Windows-1252. */
export const CSV_ENCODINGS = ['UTF-8', 'UTF-16 LE', 'UTF-16 BE', 'Windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** The separators read, in the order a tie goes to (a one-column file reads the same whichever wins). */
export const CSV_SEPARATORS = ['\t', ';', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** How a CSV file was read. */
export interface CsvDialect {
  encoding: CsvEncoding;
  separator: CsvSeparator;
}

/** A CSV file's rows (a row per line; a quoted cell keeps its line breaks) and how they were read. */
export interface CsvFile extends CsvDialect {
  rows: string[][];
}

/** Byte order marks and the encoding each names. */
const BOMS: { bytes: number[]; encoding: CsvEncoding; label: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'UTF-8', label: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'UTF-16 LE', label: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'UTF-16 BE', label: 'utf-16be' },
];

/**
 * The text of a file's bytes: the encoding its BOM names (the BOM dropped), else UTF-8 when the
 * bytes are valid UTF-8, else Windows-1252: Excel's "CSV" on a Western Windows, where every byte
 * is a character (`€` 0x80, `–` 0x96, `Õ` 0xD5), so any bytes read.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  for (const bom of BOMS) {
    if (bom.bytes.every((b, i) => bytes[i] === b)) return { text: new TextDecoder(bom.label).decode(bytes), encoding: bom.encoding };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: windows1252(bytes), encoding: 'Windows-1252' };
  }
}

/**
 * The characters of Windows-1252's bytes 0x80 to 0x9F (the WHATWG index; the five bytes it leaves
 * undefined stand for themselves), where it differs from Latin-1.
 */
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 bytes as text. Node's TextDecoder (20.18.3 and 22.13.0 on, nodejs/node#60888)
 * decodes them as Latin-1, 0x80 as U+0080 instead of `€`; browsers do not. Mapping the C1
 * controls back gives the same text on both, whichever decoder ran.
 */
function windows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!);
}

/**
 * The separator of a CSV text: the one that splits its first row into the most cells, quotes
 * respected (`2026-11;"1,62"` is `;`), tab first on a tie, then `;`: `2026-11;1,62` is `;`.
 */
export function csvSeparator(text: string): CsvSeparator {
  const cellsWith = (separator: CsvSeparator) =>
    Papa.parse<string[]>(text, { delimiter: separator, preview: 1, skipEmptyLines: true }).data[0]?.length ?? 0;
  return CSV_SEPARATORS.reduce((best, separator) => (cellsWith(separator) > cellsWith(best) ? separator : best));
}

/**
 * The rows of a CSV text, separated as csvSeparator finds (or by `separator`): quoted cells (`"a;b"`,
 * `""` for a quote inside, line breaks inside), CRLF, LF or CR line ends. An empty line is an empty
 * row, so a row's index + 1 is its line in the file; the line end after the last row adds none.
 */
export function parseCsv(text: string, separator: CsvSeparator = csvSeparator(text)): string[][] {
  if (text === '') return [];
  const rows = Papa.parse<string[]>(text, { delimiter: separator }).data;
  const last = rows.at(-1);
  if (last && last.length === 1 && last[0] === '' && /[\r\n]$/.test(text)) rows.pop();
  return rows;
}

/**
 * A CSV file's bytes as rows and how they were read (decodeCsvBytes, csvSeparator); null when the
 * text holds a NUL character, which no CSV does: a binary file (an .xls, a PDF) or UTF-16 without
 * a BOM.
 */
export function readCsvFile(bytes: Uint8Array): CsvFile | null {
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.includes('\u0000')) return null;
  const separator = csvSeparator(text);
  return { rows: parseCsv(text, separator), encoding, separator };
}

/** The separators by the catalogs' names for them (imports.csv.readAs). */
const SEPARATOR_NAMES: Record<CsvSeparator, string> = { ';': 'semicolon', ',': 'comma', '\t': 'tab' };

/**
 * How a CSV file was read, as its preview says it, in `language`: "Read as Windows-1252, separated
 * by ;", "Luettu merkistönä Windows-1252, erotin ;".
 */
export function csvDialectText(dialect: CsvDialect, language: Language = 'en'): string {
  return translate(language, 'imports.csv.readAs', { encoding: dialect.encoding, separator: SEPARATOR_NAMES[dialect.separator] });
}
