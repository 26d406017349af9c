/**
 * An uploaded spreadsheet as rows of cell texts, the shape a pasted block becomes, so that both go
 * through the same reading (parseMassRows): a workbook cell's value (as ExcelJS gives it); a CSV
 * file's rows come from csv-file.ts. Pure; the web app reads the file and the workbook.
 */

/**
 * One cell of an uploaded table as the readers take it: its text, or, from a workbook, the number
 * or date the cell held (a number keeps what text would lose: a postcode typed as a number has
 * lost its leading zeros, and only a number is padded back); null when empty.
 */
export type SheetCell = string | number | Date | null;

/**
 * A workbook cell's value (as ExcelJS gives it) as a SheetCell: numbers and dates as they are,
 * rich text joined, a formula's result, a hyperlink's text, a boolean as text; null for nothing or
 * an error. Line breaks and tabs inside a text stay inside it.
 */
export function sheetCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return sheetCell(v.result);
    if (v.text !== undefined) return sheetCell(v.text);
  }
  return null;
}

/** A cell as text: numbers as JavaScript writes them (a dot), dates (Excel's, UTC) as yyyy-mm-dd, empty for nothing. */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

/** A workbook cell's value as text (sheetCell, then cellText). */
export function spreadsheetCellText(value: unknown): string {
  return cellText(sheetCell(value));
}

/**
 * The used range of a sheet's rows: trailing empty cells of each row and trailing empty rows
 * dropped (spreadsheet programs write them: LibreOffice an empty row 1048576 after a deletion).
 */
export function usedRows(rows: readonly (readonly SheetCell[])[]): SheetCell[][] {
  const isEmpty = (c: SheetCell | undefined) => c === null || c === undefined || (typeof c === 'string' && c.trim() === '');
  const out = rows.map((row) => {
    let end = row.length;
    while (end > 0 && isEmpty(row[end - 1])) end--;
    return row.slice(0, end);
  });
  while (out.length > 0 && out[out.length - 1]!.length === 0) out.pop();
  return out;
}

/** The little of an ExcelJS worksheet the readers use (the domain does not depend on ExcelJS). */
export interface WorksheetLike {
  name: string;
  /** ExcelJS: 'visible', 'hidden' or 'veryHidden'; a hidden sheet is not offered. */
  state?: string;
  eachRow(callback: (row: { cellCount: number; getCell(column: number): { value: unknown } }, rowNumber: number) => void): void;
}

/** One sheet of an upload: its name and its rows of cells, row i being the sheet's row i + 1. */
export interface UploadSheet {
  name: string;
  rows: SheetCell[][];
}

/**
 * A worksheet's rows of cells where row i of the array is the sheet's row i + 1: a blank row in
 * the middle stays as an empty row, so a row read later carries Excel's row number. The used
 * range only (usedRows).
 */
export function worksheetRows(sheet: WorksheetLike): SheetCell[][] {
  const rows: SheetCell[][] = [];
  sheet.eachRow((row, rowNumber) => {
    const cells: SheetCell[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(sheetCell(row.getCell(c).value));
    while (rows.length < rowNumber - 1) rows.push([]);
    rows[rowNumber - 1] = cells;
  });
  return usedRows(rows);
}

/** The visible sheets of a workbook, each with its rows (worksheetRows). */
export function workbookSheets(worksheets: readonly WorksheetLike[]): UploadSheet[] {
  return worksheets
    .filter((sheet) => !sheet.state || sheet.state === 'visible')
    .map((sheet) => ({ name: sheet.name, rows: worksheetRows(sheet) }));
}

/** The first sheet with a filled cell (a workbook may start with an empty one); 0 when none has one. */
export function firstFilledSheet(sheets: readonly UploadSheet[]): number {
  const index = sheets.findIndex((sheet) => sheet.rows.some((row) => row.some((cell) => cellText(cell).trim() !== '')));
  return index < 0 ? 0 : index;
}
