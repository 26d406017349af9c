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
import { AS_IS_VERSION_LABEL, EXCEL_LAYOUT, SURCHARGES_SHEET } from '@freight/domain';

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
  /** As_is exports: the pricelist version, written on each sheet's version line and as a custom property. */
  version?: { number: number; property: string };
}

type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;
type Appender = { append(source: unknown, data: { name: string }): unknown; patched?: boolean };

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * ExcelJS's streaming writer with workbook custom properties (docProps/custom.xml), which it has no
 * API for: its package relationships and content types are written with the part added, as Excel
 * and LibreOffice keep them when they save the file again.
 */
function writerWithProperties(properties: Record<string, number>) {
  const Base = excel().stream.xlsx.WorkbookWriter as unknown as new (options: object) => WorkbookWriter;
  const custom =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" ' +
    'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
    Object.entries(properties)
      .map(
        ([name, value], i) =>
          `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="${i + 2}" name="${xmlText(name)}"><vt:i4>${value}</vt:i4></property>`,
      )
      .join('') +
    '</Properties>';
  return class extends Base {
    // Called by the base constructor before anything else is appended: from here on, the two parts
    // that list the others name the custom properties too.
    override addOfficeRels() {
      const zip = (this as unknown as { zip: Appender }).zip;
      if (!zip.patched) {
        const append = zip.append.bind(zip);
        zip.patched = true;
        zip.append = (source, data) => {
          if (data.name === '/_rels/.rels' && typeof source === 'string') {
            source = source.replace(
              '</Relationships>',
              '<Relationship Id="rIdCustom" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="docProps/custom.xml"/></Relationships>',
            );
          } else if (data.name === '[Content_Types].xml' && typeof source === 'string') {
            source = source.replace(
              '</Types>',
              '<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/></Types>',
            );
            append(custom, { name: 'docProps/custom.xml' });
          }
          return append(source, data);
        };
      }
      return super.addOfficeRels();
    }
  };
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
  const Writer = content.version
    ? writerWithProperties({ [content.version.property]: content.version.number })
    : excel().stream.xlsx.WorkbookWriter;
  const workbook = new Writer({ stream, useStyles: true, useSharedStrings: false });
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
    // The row between the title and the headers carries the note or the version, if any (the layout stays put).
    const line = ws.addRow(sheet.note ? [sheet.note] : content.version ? [AS_IS_VERSION_LABEL, content.version.number] : []);
    if (content.version) line.getCell(1).font = { bold: true };
    line.commit();
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
