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
import {
  BODY_STYLE,
  cellStyle,
  fitWidths,
  HEADER_STYLE,
  LABEL_STYLE,
  multilineText,
  NOTE_STYLE,
  rowHeight,
  sheetOptions,
  styleRow,
  tablePrintSetup,
  TITLE_STYLE,
  wrappedLines,
  WRAP_STYLE,
} from '../../lib/workbook-style';

const excel = lazyModule<typeof ExcelJS>('exceljs');
import { asIsVersionLabel, EXCEL_LAYOUT, surchargesSheetName, ZONE_ROW_COLUMNS, zoneRowHeaders, type Language } from '@freight/domain';

/** A number or date shown in a format of its own (a percent, a date, an amount in a currency). */
export interface FormattedCell {
  value: number | Date;
  numFmt: string;
}

/** A cell to write: text, a number, a formatted number or date, or empty. */
export type OutCell = string | number | FormattedCell | null;

/** A title block line: its label (column A), then its values. */
export type TitleLine = [label: string, ...values: OutCell[]];

/** One price table sheet to write (a fare group of the pricelist, or of a surcharge's own grid). */
export interface OutSheet {
  name: string;
  /** Its own title block (rows 2..8), when it is not the workbook's (a surcharge's grid). */
  title?: TitleLine[];
  /** Row EXCEL_LAYOUT.versionRow, before the headers: a note on the columns (why they stop), if any. */
  note?: string;
  /** Row EXCEL_LAYOUT.headerRow after the fixed headers: quantities or pallet counts (numbers, shown in words by `columnFormat`). */
  columns: (string | number)[];
  columnFormat?: string;
  /** Row EXCEL_LAYOUT.unitRow under them: the pricing units, or a measure shown by `unitFormat`. */
  units: (string | number)[];
  unitFormat?: string;
  /** Zone rows: the fixed cells (ZONE_ROW_COLUMNS), then one per column. */
  rows: OutCell[][];
  /** Excel number format of the price cells. */
  priceFormat: string;
  /** Excel number format of the Minimum and Maximum cells. */
  moneyFormat: string;
}

/** Everything the workbook shows. */
export interface WorkbookContent {
  /** The language of its fixed words (the fixed headers, the version label, the Surcharges sheet); the rest comes in it. */
  language: Language;
  carrier: string;
  /** Label-value rows 2..8 of the title block. */
  title: TitleLine[];
  sheets: OutSheet[];
  surcharges: { headers: string[]; rows: OutCell[][] } | null;
  /** The own price grids of the pricelist's grid surcharges (a tail lift's), a sheet each after Surcharges. */
  surchargeGrids: OutSheet[];
  /** Sheets of plain lists after the others (a partner's Zone key and Rules, as the PDF rate card has them). */
  lists?: { name: string; headers: string[]; rows: OutCell[][] }[];
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

const LEFT_STYLE = cellStyle({ align: 'left' });

/** Texts longer than this wrap in the Surcharges sheet (its widest column). */
const WRAP_AT = 50;

const isFormatted = (cell: OutCell): cell is FormattedCell => typeof cell === 'object' && cell !== null;

/** What a cell holds in the file (a text of several lines as rich text, which keeps its breaks). */
const valueOf = (cell: OutCell) => (isFormatted(cell) ? cell.value : typeof cell === 'string' ? multilineText(cell) : cell);

/** What a cell shows, for its width: a formatted cell by its format's words around the number. */
function shownOf(cell: OutCell): unknown {
  if (!isFormatted(cell)) return cell;
  if (cell.value instanceof Date) return cell.value;
  const words = cell.numFmt
    .replace(/\[[^\]]*\]/g, '')
    .split(';')
    .pop()!
    .replace(/[#0,.]+|General|"/g, '');
  return `${cell.value.toFixed(2)}${words}`;
}

/**
 * Adds a row whose every cell (up to `width`) is in the named font: formatted cells in their
 * format (left-aligned with `leftFormatted`, as in a title block), the rest as `lookOf` says.
 */
function addStyledRow(
  sheet: ExcelJS.Worksheet,
  cells: readonly OutCell[],
  width: number,
  lookOf: (column: number, cell: OutCell) => Partial<ExcelJS.Style> = () => BODY_STYLE,
  leftFormatted = false,
  height?: number,
): void {
  const row = sheet.addRow(cells.map(valueOf));
  if (height !== undefined) row.height = height;
  styleRow(row, Math.max(width, cells.length), (c) => {
    const cell = cells[c] ?? null;
    return isFormatted(cell) ? cellStyle({ numFmt: cell.numFmt, ...(leftFormatted ? { align: 'left' } : {}) }) : lookOf(c, cell);
  });
  row.commit();
}

/**
 * A price table sheet: the title block (rows 1..8, long values running over the empty cells to
 * their right, so they do not widen a column), the version or note line (9), two header rows
 * (10, 11, repeated on every printed page) and the zone rows; zone columns frozen, widths from
 * the table alone.
 */
function writeTableSheet(workbook: WorkbookWriter, content: WorkbookContent, sheet: OutSheet): void {
  const L = EXCEL_LAYOUT;
  const fixed = L.fixedHeaders.length;
  const width = fixed + sheet.columns.length;
  // The fixed columns of names (zones, transit) read as text; amounts and prices as numbers, right-aligned.
  const isText = (c: number) => c < fixed && ZONE_ROW_COLUMNS[c]!.kind !== 'money';
  const headerCell = (value: string | number, numFmt: string | undefined): OutCell =>
    typeof value === 'number' && numFmt ? { value, numFmt } : value;
  const header: OutCell[] = [...zoneRowHeaders(content.language), ...sheet.columns.map((c) => headerCell(c, sheet.columnFormat))];
  const units: OutCell[] = [...L.fixedHeaders.map(() => null), ...sheet.units.map((u) => headerCell(u, sheet.unitFormat))];
  const title = sheet.title ?? content.title;
  const widths = fitWidths(
    [header, units, ...sheet.rows, ...title.map(([label]) => [label])].map((row) => row.map(shownOf)),
    { min: 10, max: 40 },
  );
  const titleRows = `${L.headerRow}:${L.unitRow}`;
  const options = sheetOptions({ xSplit: 2, ySplit: L.unitRow, titleRows });
  // A wide grid prints in blocks of columns with the lane (zone from, zone to) repeated.
  const ws = workbook.addWorksheet(sheet.name, {
    ...options,
    pageSetup: tablePrintSetup(
      widths.map((w) => w.width),
      titleRows,
      'A:B',
    ),
  });
  ws.columns = widths;
  addStyledRow(ws, [content.carrier], width, () => TITLE_STYLE);
  for (const line of title) addStyledRow(ws, line, width, (c) => (c === 0 ? LABEL_STYLE : BODY_STYLE), true);
  // The row between the title and the headers carries the version or the note, if any (the layout stays put).
  if (content.version && !sheet.title)
    addStyledRow(ws, [asIsVersionLabel(content.language), content.version.number], width, (c) =>
      c === 0 ? LABEL_STYLE : c === 1 ? LEFT_STYLE : BODY_STYLE,
    );
  else addStyledRow(ws, sheet.note ? [sheet.note] : [], width, (c) => (c === 0 ? NOTE_STYLE : BODY_STYLE));
  for (const values of [header, units]) {
    const row = ws.addRow(values.map(valueOf));
    // Headers over numbers align with them (right), the zone columns' with their texts.
    styleRow(row, width, (c) => {
      const cell = values[c] ?? null;
      return isText(c) ? HEADER_STYLE : cellStyle({ header: true, align: 'right', ...(isFormatted(cell) ? { numFmt: cell.numFmt } : {}) });
    });
    row.commit();
  }
  const money = cellStyle({ numFmt: sheet.moneyFormat });
  const price = cellStyle({ numFmt: sheet.priceFormat });
  for (const values of sheet.rows) addStyledRow(ws, values, width, (c) => (c >= fixed ? price : isText(c) ? BODY_STYLE : money));
  ws.commit();
}

/** A list sheet (the Surcharges, a partner's Zone key and Rules): a header row, then rows whose long or several-line texts wrap. */
function writeListSheet(workbook: WorkbookWriter, name: string, list: { headers: string[]; rows: OutCell[][] }): void {
  const { headers, rows } = list;
  const ws = workbook.addWorksheet(name, sheetOptions({ ySplit: 1 }));
  const widths = fitWidths([headers, ...rows.map((row) => row.map(shownOf))], { min: 10, max: 50 });
  ws.columns = widths;
  const header = ws.addRow(headers);
  styleRow(header, headers.length, () => HEADER_STYLE);
  header.commit();
  // Conditions and zone conditions may be long or several lines: wrapped in their column, the row as tall as they need.
  const wraps = (cell: OutCell): cell is string => typeof cell === 'string' && (cell.length > WRAP_AT || cell.includes('\n'));
  for (const values of rows) {
    const lines = Math.max(1, ...values.map((cell, c) => (wraps(cell) ? wrappedLines(cell, widths[c]?.width ?? WRAP_AT) : 1)));
    addStyledRow(ws, values, headers.length, (_c, cell) => (wraps(cell) ? WRAP_STYLE : BODY_STYLE), false, rowHeight(lines));
  }
  ws.commit();
}

/**
 * Writes the workbook to `stream` with the streaming writer: the fare group sheets, then the
 * Surcharges sheet and the surcharges' own grids; every cell in the named font, printed landscape
 * as wide as a page with the header rows repeated (lib/workbook-style).
 */
export async function writePricelistWorkbook(content: WorkbookContent, stream: Writable): Promise<void> {
  const Writer = content.version
    ? writerWithProperties({ [content.version.property]: content.version.number })
    : excel().stream.xlsx.WorkbookWriter;
  const workbook = new Writer({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = content.carrier;
  for (const sheet of content.sheets) writeTableSheet(workbook, content, sheet);
  if (content.surcharges) writeListSheet(workbook, surchargesSheetName(content.language), content.surcharges);
  for (const sheet of content.surchargeGrids) writeTableSheet(workbook, content, sheet);
  for (const list of content.lists ?? []) writeListSheet(workbook, list.name, list);
  await workbook.commit();
}
