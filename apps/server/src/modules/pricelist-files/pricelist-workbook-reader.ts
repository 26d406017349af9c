/**
 * Reads an uploaded as_is pricelist workbook for diffWorkbook, bounded by WORKBOOK_LIMITS before
 * anything is unpacked (lib/xlsx-reader). Pure and plain-data in and out, with no app imports: it
 * runs in a worker thread (pricelist-workbook-read.task.ts), and the caller turns a refusal into its 422.
 */
import {
  AS_IS_VERSION_LABELS,
  AS_IS_VERSION_PROPERTY,
  EXCEL_LAYOUT,
  LANGUAGES,
  fareGroupSheetNames,
  isZoneFromHeader,
  pricingUnitsByLabel,
  readAsIsMarker,
  translate,
  type SheetGrid,
} from '@freight/domain';
import { readXlsx, type XlsxRefusal, type XlsxSheet } from '../../lib/xlsx-reader';

/** The largest workbook the import takes: as uploaded, once unpacked, and in rows and columns. */
export const WORKBOOK_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  /** All the parts read, together, as inflated (counted as produced, never as declared). */
  unpackedBytes: 100 * 1024 * 1024,
  /** One sheet's XML. */
  sheetBytes: 64 * 1024 * 1024,
  /** The shared strings, kept in memory while the sheets are read. */
  sharedStringBytes: 16 * 1024 * 1024,
  /** The workbook, its relationships and custom properties. */
  partBytes: 1024 * 1024,
  /** Data rows and columns with content per sheet. */
  rows: 20_000,
  columns: 500,
} as const;

// The catalogs' English (the worker has no app imports): the server answers it in its caller's language.
const NOT_A_WORKBOOK = translate('en', 'errors.pricelistFiles.notWorkbook');
const NOT_THIS_LAYOUT = translate('en', 'errors.pricelistFiles.notAsStored');

/** The fare group sheets of an as_is workbook, read for diffWorkbook. */
export interface ReadWorkbook {
  /** The pricelist the workbook was exported from. */
  pricelistId: number;
  /** The pricelist version it was exported from, or null for a workbook without that stamp. */
  version: number | null;
  /** Sheet of fare group i, or null when missing. */
  sheets: (SheetGrid | null)[];
}

/** A read workbook, or why it is refused (a message naming the limit). */
export type WorkbookRead = ({ ok: true } & ReadWorkbook) | { ok: false; message: string };

/** The message of a refusal, naming the limit crossed. */
function refusalMessage(refusal: XlsxRefusal): string {
  const L = WORKBOOK_LIMITS;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  switch (refusal.kind) {
    case 'not_xlsx':
      return NOT_A_WORKBOOK;
    case 'understated':
      return translate('en', 'errors.pricelistFiles.understated');
    case 'entry_bytes':
      return translate('en', 'errors.pricelistFiles.entryBytes', { sheets: mb(L.sheetBytes), strings: mb(L.sharedStringBytes) });
    case 'total_bytes':
      return translate('en', 'errors.pricelistFiles.totalBytes', { limit: mb(L.unpackedBytes) });
    case 'token_bytes':
      return translate('en', 'errors.pricelistFiles.tokenBytes');
    case 'rows':
      return translate('en', 'errors.pricelistFiles.rows', { sheet: refusal.sheet, rows: String(L.rows) });
    case 'columns':
      return translate('en', 'errors.pricelistFiles.columns', { sheet: refusal.sheet, columns: String(L.columns) });
  }
}

/**
 * A pricing unit's heading in any language (the export writes its reader's) to its code, in any
 * case: a clerk types "per km", "km kohta" or "kilometriltä" as readily as the export's "Per km".
 */
const labelToCode: ReadonlyMap<string, string> = new Map(
  [...pricingUnitsByLabel(LANGUAGES)].map(([label, code]) => [label.toLowerCase(), code]),
);

/** A sheet's cells by row number, for the few fixed cells of the title block and headers. */
function cellsOf(sheet: XlsxSheet) {
  const byRow = new Map(sheet.rows.map((r) => [r.row, r.values]));
  return (row: number, from = 1) => (byRow.get(row) ?? []).slice(from - 1);
}

/** The version stamp as a positive whole number, or null. */
function versionOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Reads an as_is workbook of a pricelist with `fareGroups` fare groups (sheets `Fare group 1`...,
 * or as the export names them in Estonian or Finnish: `Hinnatabel 1`, `Hintataulukko 1`).
 * Refused: over the limits, not an xlsx, or not this layout.
 */
export async function readPricelistWorkbook(bytes: Uint8Array, options: { fareGroups: number }): Promise<WorkbookRead> {
  const L = EXCEL_LAYOUT;
  if (bytes.byteLength > WORKBOOK_LIMITS.fileBytes) {
    return {
      ok: false,
      message: translate('en', 'errors.pricelistFiles.tooLarge', { limit: `${WORKBOOK_LIMITS.fileBytes / 1024 / 1024} MB` }),
    };
  }
  const candidates = Array.from({ length: Math.max(1, options.fareGroups) }, (_, g) => fareGroupSheetNames(g));
  const read = await readXlsx(bytes, candidates.flat(), {
    sheetBytes: WORKBOOK_LIMITS.sheetBytes,
    sharedStringBytes: WORKBOOK_LIMITS.sharedStringBytes,
    partBytes: WORKBOOK_LIMITS.partBytes,
    totalBytes: WORKBOOK_LIMITS.unpackedBytes,
    maxRow: WORKBOOK_LIMITS.rows + L.firstDataRow - 1,
    maxColumn: WORKBOOK_LIMITS.columns,
  });
  if (!read.ok) return { ok: false, message: refusalMessage(read.refusal) };
  // Each fare group's sheet by whichever language's name the workbook has.
  const names = candidates.map((names) => names.find((name) => read.sheets[name]) ?? names[0]!);
  const first = read.sheets[names[0]!];
  const firstCells = first ? cellsOf(first) : null;
  const marker = firstCells?.(L.pricesRow)[1];
  const pricelistId = typeof marker === 'string' ? readAsIsMarker(marker) : null;
  if (!firstCells || pricelistId === null || !isZoneFromHeader(firstCells(L.headerRow)[0])) {
    return { ok: false, message: NOT_THIS_LAYOUT };
  }
  // The custom property first; the title block's line when a program dropped the properties.
  const titleVersion = first!.rows.find(
    (r) => r.row === L.versionRow && typeof r.values[0] === 'string' && AS_IS_VERSION_LABELS.has(r.values[0]),
  )?.values[1];
  const version = versionOf(read.properties[AS_IS_VERSION_PROPERTY]) ?? versionOf(titleVersion);
  const sheets = names.slice(0, options.fareGroups).map((name): SheetGrid | null => {
    const sheet = read.sheets[name];
    if (!sheet) return null;
    const cells = cellsOf(sheet);
    return {
      name,
      quantities: cells(L.headerRow, L.firstPriceColumn),
      units: cells(L.unitRow, L.firstPriceColumn).map((u) => (typeof u === 'string' ? (labelToCode.get(u.trim().toLowerCase()) ?? u) : u)),
      rows: sheet.rows.filter((r) => r.row >= L.firstDataRow),
    };
  });
  return { ok: true, pricelistId, version, sheets };
}
