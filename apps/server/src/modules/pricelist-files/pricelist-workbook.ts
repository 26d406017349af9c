/**
 * The pricelist workbook on disk: written with ExcelJS's streaming writer (rows go out as they are
 * made, so a 500 x 40 grid stays small in memory) and read back, bounded, for the as_is import.
 * What the cells mean is packages/domain's (EXCEL_LAYOUT, diffWorkbook); this file only moves
 * values in and out of xlsx.
 */
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { lazyModule } from '../../lib/lazy-module';

const excel = lazyModule<typeof ExcelJS>('exceljs');
import {
  EXCEL_LAYOUT,
  PRICING_UNIT_LABELS,
  SURCHARGES_SHEET,
  fareGroupSheetName,
  readAsIsMarker,
  type SheetGrid,
  type SheetValue,
} from '@freight/domain';
import { AppError } from '../../errors';

/** A cell to write: text, a number, or empty. */
export type OutCell = string | number | null;

/** One fare group sheet to write. */
export interface OutSheet {
  name: string;
  /** Row EXCEL_LAYOUT.headerRow after the fixed headers: quantities or pallet counts. */
  columns: (string | number)[];
  /** Row EXCEL_LAYOUT.unitRow under them. */
  units: string[];
  /** Zone rows: the five fixed cells, then one per column. */
  rows: OutCell[][];
  /** Excel number format of the price cells. */
  priceFormat: string;
  /** A line under the headers when the sheet has no price column (the unit cannot be counted). */
  note?: string;
}

/** Everything the workbook shows. */
export interface WorkbookContent {
  carrier: string;
  /** Label-value rows 2..8 of the title block. */
  title: [string, string][];
  sheets: OutSheet[];
  surcharges: { headers: string[]; rows: OutCell[][] } | null;
}

const MONEY_FORMAT = '#,##0.00';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };

/** Column widths that fit the longest text of each column (a few characters of slack, bounded). */
function widthsOf(rows: readonly (readonly OutCell[])[], min = 8, max = 40): { width: number }[] {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, i) => {
      const length = cell === null ? 0 : typeof cell === 'number' ? cell.toFixed(2).length + 2 : cell.length;
      widths[i] = Math.max(widths[i] ?? min, Math.min(max, length + 2));
    });
  return Array.from(widths, (w) => ({ width: w ?? min }));
}

/**
 * Writes the workbook to `stream` with the streaming writer: a title block, bold frozen header
 * rows, number formats and fitted widths on every fare group sheet, then the Surcharges sheet.
 */
export async function writePricelistWorkbook(content: WorkbookContent, stream: Writable): Promise<void> {
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = content.carrier;
  const L = EXCEL_LAYOUT;
  for (const sheet of content.sheets) {
    const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', xSplit: 2, ySplit: L.unitRow }] });
    const header: OutCell[] = [...L.fixedHeaders, ...sheet.columns];
    const units: OutCell[] = ['', '', '', '', '', ...sheet.units];
    // Widths from the table and the title values (column B holds the longer title texts).
    const widths = widthsOf([header, units, ...sheet.rows]);
    widths[1] = { width: Math.max(widths[1]?.width ?? 8, Math.min(60, Math.max(...content.title.map(([, v]) => v.length)) + 2)) };
    ws.columns = widths;
    const title = ws.addRow([content.carrier]);
    title.font = { bold: true, size: 14 };
    title.commit();
    for (const [label, value] of content.title) {
      const row = ws.addRow([label, value]);
      row.getCell(1).font = { bold: true };
      row.commit();
    }
    // The row between the title and the headers carries the note, if any (the layout stays put).
    ws.addRow(sheet.note ? [sheet.note] : []).commit();
    for (const values of [header, units]) {
      const row = ws.addRow(values);
      row.font = { bold: true };
      row.eachCell((cell) => (cell.fill = HEADER_FILL));
      row.commit();
    }
    for (const values of sheet.rows) {
      const row = ws.addRow(values);
      for (let c = 4; c <= values.length; c++) row.getCell(c).numFmt = c >= L.firstPriceColumn ? sheet.priceFormat : MONEY_FORMAT;
      row.commit();
    }
    ws.commit();
  }
  if (content.surcharges) {
    const ws = workbook.addWorksheet(SURCHARGES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = widthsOf([content.surcharges.headers, ...content.surcharges.rows], 8, 60);
    const header = ws.addRow(content.surcharges.headers);
    header.font = { bold: true };
    header.eachCell((cell) => (cell.fill = HEADER_FILL));
    header.commit();
    for (const values of content.surcharges.rows) {
      const row = ws.addRow(values);
      row.eachCell((cell) => {
        if (typeof cell.value === 'number') cell.numFmt = '#,##0.00##';
      });
      row.commit();
    }
    ws.commit();
  }
  await workbook.commit();
}

// ---- reading ------------------------------------------------------------------------------------------

/** The largest workbook the import takes, as uploaded and once unpacked. */
export const WORKBOOK_LIMITS = { fileBytes: 5 * 1024 * 1024, unpackedBytes: 100 * 1024 * 1024, rows: 20_000, columns: 500 } as const;

const NOT_A_WORKBOOK = 'The file is not an Excel workbook (.xlsx)';
const NOT_THIS_LAYOUT =
  'The workbook is not an as_is export of a pricelist: export the pricelist with "As stored", edit its prices and send that file back';

/**
 * The unpacked size of a zip archive from its central directory, or null when it is not a zip we
 * can read (no end record, ZIP64, a damaged directory). Read before ExcelJS unpacks anything, so a
 * small file that would unpack to gigabytes is refused cheaply.
 */
export function unpackedZipSize(buffer: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  for (let end = buffer.length - 22; end >= Math.max(0, buffer.length - 22 - 0xffff); end--) {
    if (buffer.readUInt32LE(end) !== EOCD) continue;
    const entries = buffer.readUInt16LE(end + 10);
    let at = buffer.readUInt32LE(end + 16);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL) return null;
      const size = buffer.readUInt32LE(at + 24);
      if (size === 0xffffffff) return null;
      total += size;
      at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    }
    return total;
  }
  return null;
}

/** A cell's value as text, number or empty: formulas by their result, rich text joined. */
function valueOf(value: ExcelJS.CellValue): SheetValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return valueOf((value.result ?? null) as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

const labelToCode = new Map(Object.entries(PRICING_UNIT_LABELS).map(([code, label]) => [label, code]));

/** The fare group sheets of an as_is workbook, read for diffWorkbook. */
export interface ReadWorkbook {
  /** The pricelist the workbook was exported from. */
  pricelistId: number;
  /** Sheet of fare group i, or null when missing; `fareGroups` sheets are looked for. */
  sheets: (SheetGrid | null)[];
}

/**
 * Reads an uploaded as_is workbook: 422 when it is too large, not an xlsx, or not this layout.
 * Fare group sheets are looked for by name (`Fare group 1` ... as many as `fareGroups`).
 */
export async function readPricelistWorkbook(buffer: Buffer, fareGroups: number): Promise<ReadWorkbook> {
  if (buffer.length > WORKBOOK_LIMITS.fileBytes) throw AppError.invalid('The workbook is larger than 5 MB');
  const unpacked = unpackedZipSize(buffer);
  if (unpacked === null) throw AppError.invalid(NOT_A_WORKBOOK);
  if (unpacked > WORKBOOK_LIMITS.unpackedBytes) throw AppError.invalid('The workbook is too large once unpacked (over 100 MB)');
  const workbook = new (excel().Workbook)();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw AppError.invalid(NOT_A_WORKBOOK);
  }
  const L = EXCEL_LAYOUT;
  const first = workbook.getWorksheet(fareGroupSheetName(0));
  const marker = first ? valueOf(first.getCell(L.pricesRow, 2).value) : null;
  const pricelistId = typeof marker === 'string' ? readAsIsMarker(marker) : null;
  if (!first || pricelistId === null || valueOf(first.getCell(L.headerRow, 1).value) !== L.fixedHeaders[0]) {
    throw AppError.invalid(NOT_THIS_LAYOUT);
  }
  const sheets: (SheetGrid | null)[] = [];
  for (let g = 0; g < fareGroups; g++) {
    const ws = workbook.getWorksheet(fareGroupSheetName(g));
    if (!ws) {
      sheets.push(null);
      continue;
    }
    if (ws.rowCount > WORKBOOK_LIMITS.rows + L.firstDataRow || ws.columnCount > WORKBOOK_LIMITS.columns) {
      throw AppError.invalid(`The sheet ${ws.name} has more than ${WORKBOOK_LIMITS.rows} rows or ${WORKBOOK_LIMITS.columns} columns`);
    }
    const width = ws.columnCount;
    const cells = (row: number, from: number) => {
      const values: SheetValue[] = [];
      for (let c = from; c <= width; c++) values.push(valueOf(ws.getCell(row, c).value));
      while (values.length && (values.at(-1) === null || values.at(-1) === '')) values.pop();
      return values;
    };
    const rows: SheetGrid['rows'] = [];
    for (let r = L.firstDataRow; r <= ws.rowCount; r++) rows.push({ row: r, values: cells(r, 1) });
    sheets.push({
      name: ws.name,
      quantities: cells(L.headerRow, L.firstPriceColumn),
      units: cells(L.unitRow, L.firstPriceColumn).map((u) => (typeof u === 'string' ? (labelToCode.get(u.trim()) ?? u) : u)),
      rows,
    });
  }
  return { pricelistId, sheets };
}
