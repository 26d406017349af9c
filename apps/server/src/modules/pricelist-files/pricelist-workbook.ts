/**
 * The pricelist workbook on disk: written with ExcelJS's streaming writer (rows go out as they are
 * made, so a 500 x 40 grid stays small in memory). It is read back, bounded, by
 * pricelist-workbook-reader.ts.
 * What the cells mean is packages/domain's (EXCEL_LAYOUT, diffWorkbook); this file only moves
 * values in and out of xlsx.
 */
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { lazyModule } from '../../lib/lazy-module';

const excel = lazyModule<typeof ExcelJS>('exceljs');
import { EXCEL_LAYOUT, SURCHARGES_SHEET } from '@freight/domain';

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
