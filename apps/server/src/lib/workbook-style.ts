/**
 * How every workbook the product writes looks (pricelist exports, budget and tender results,
 * templates): one font named on every cell (a cell without a name falls back to the reader's
 * default, a serif in LibreOffice), widths from the content with a cap, number formats in the
 * currency, real dates, wrapped reason cells, and a print setup (A4 landscape, fit to width, the
 * header rows repeated on each page). Only looks: what the cells hold is each writer's.
 *
 * Style objects are shared and frozen: ExcelJS renders a cell's style to XML once per distinct
 * object it meets (a WeakMap), so a 100,000-row sheet whose cells share a handful of objects pays
 * that once per object, not once per cell; frozen, a change to one fails instead of restyling
 * every cell that shares it.
 */
import type ExcelJS from 'exceljs';

/** The font of every cell. Calibri is what Excel and LibreOffice both have or substitute metrically (Carlito). */
export const FONT_NAME = 'Calibri';
const FONT_SIZE = 11;

export const BODY_FONT: Partial<ExcelJS.Font> = Object.freeze({ name: FONT_NAME, size: FONT_SIZE });
export const BOLD_FONT: Partial<ExcelJS.Font> = Object.freeze({ name: FONT_NAME, size: FONT_SIZE, bold: true });
export const TITLE_FONT: Partial<ExcelJS.Font> = Object.freeze({ name: FONT_NAME, size: 14, bold: true });
export const NOTE_FONT: Partial<ExcelJS.Font> = Object.freeze({
  name: FONT_NAME,
  size: FONT_SIZE,
  italic: true,
  color: { argb: 'FF495057' },
});

const HEADER_FILL: ExcelJS.Fill = Object.freeze({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } }) as ExcelJS.Fill;

/** Two decimals with thousands separators (the reader's locale picks the separators). */
export const AMOUNT_FORMAT = '#,##0.00';
/** Up to four decimals, at least two: rates and factors. */
export const RATE_FORMAT = '#,##0.00##';
/** Whole numbers with thousands separators: counts. */
export const COUNT_FORMAT = '#,##0';
/** Measures (kg, m, m³): up to three decimals, none shown when whole. */
export const MEASURE_FORMAT = '#,##0.###';
/** A percentage held as a fraction (0.125 shows 12.5 %). */
export const PERCENT_FORMAT = '0.0#%';
/** The app's date order (dd.mm.yyyy), as a real date cell. */
export const DATE_FORMAT = 'dd.mm.yyyy';

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£' };

/**
 * An amount in `currency`: "1 234,50 €" in a Finnish reader, the code where there is no common
 * symbol ("1,234.50 SEK"). `base` is the number part (RATE_FORMAT for prices with up to four decimals).
 */
export function moneyFormat(currency: string | null | undefined, base: string = AMOUNT_FORMAT): string {
  if (!currency) return base;
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency;
  return `${base} "${symbol.replace(/"/g, '')}"`;
}

/**
 * A number shown inside words: `numberInWords('up to ', ' kg')` shows 100 as "up to 100 kg" while
 * the cell keeps the number (a reader of the file still gets 100). `one` is the text of exactly 1
 * ("1 EUR pallet" beside "2 EUR pallets").
 */
export function numberInWords(before: string, after: string, one?: string): string {
  const quoted = (text: string) => (text ? `"${text.replace(/"/g, '')}"` : '');
  const many = `${quoted(before)}General${quoted(after)}`;
  return one === undefined ? many : `[=1]${quoted(one)};${many}`;
}

/** A calendar date ("2026-01-31") as the Date ExcelJS writes as that day (it converts at UTC). */
export function excelDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

const styles = new Map<string, Partial<ExcelJS.Style>>();

/** What a cell looks like, by kind. */
export interface CellLook {
  numFmt?: string;
  bold?: boolean;
  /** Wrapped, top-aligned text (reasons, notes). */
  wrap?: boolean;
  /** The grey header band. */
  header?: boolean;
  italic?: boolean;
  /** The sheet's title (larger, bold). */
  title?: boolean;
  /** Horizontal alignment other than the reader's default (texts left, numbers right). */
  align?: 'left' | 'right';
}

/** The one shared, frozen style object for a look (made once, then the same object every time). */
export function cellStyle(look: CellLook = {}): Partial<ExcelJS.Style> {
  const key = `${look.numFmt ?? ''}|${look.bold ? 'b' : ''}|${look.wrap ? 'w' : ''}|${look.header ? 'h' : ''}|${look.italic ? 'i' : ''}|${look.title ? 't' : ''}|${look.align ?? ''}`;
  let style = styles.get(key);
  if (!style) {
    const font = look.title ? TITLE_FONT : look.bold || look.header ? BOLD_FONT : look.italic ? NOTE_FONT : BODY_FONT;
    style = Object.freeze({
      font,
      ...(look.numFmt ? { numFmt: look.numFmt } : {}),
      ...(look.header ? { fill: HEADER_FILL } : {}),
      // Top-aligned, all of them: beside a wrapped reason several lines tall, a row's other cells
      // would sit at its bottom, next to the row below (the reader's default).
      alignment: Object.freeze({
        vertical: 'top',
        ...(look.wrap || look.header ? { wrapText: true } : {}),
        ...(look.align ? { horizontal: look.align } : {}),
      }) as Partial<ExcelJS.Alignment>,
    });
    styles.set(key, style);
  }
  return style;
}

/** The style of a body cell without a format: the named font only. */
export const BODY_STYLE = cellStyle();
/** The style of a header cell: bold on the grey band, wrapped. */
export const HEADER_STYLE = cellStyle({ header: true });
/** A label (a title block's, a summary's): bold. */
export const LABEL_STYLE = cellStyle({ bold: true });
/** A sheet's title line. */
export const TITLE_STYLE = cellStyle({ title: true });
/** A note or an explanation in a cell: grey italics. */
export const NOTE_STYLE = cellStyle({ italic: true });
/** A reason (several lines): wrapped, top-aligned. */
export const WRAP_STYLE = cellStyle({ wrap: true });

/**
 * Gives every cell of `row` (up to `width` cells, empty ones too) the style `lookOf` picks for its
 * column (0-based), or the body style; then the row's cells are all in the named font.
 */
export function styleRow(
  row: ExcelJS.Row,
  width: number,
  lookOf?: (column: number, value: unknown) => Partial<ExcelJS.Style> | undefined,
): void {
  for (let c = 1; c <= width; c++) {
    const cell = row.getCell(c);
    cell.style = lookOf?.(c - 1, cell.value) ?? BODY_STYLE;
  }
}

/** A cell's printed length in characters, for a width: texts by their longest line, numbers as shown with two decimals, dates as dd.mm.yyyy. */
function printedLength(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return 10;
  if (typeof value === 'number') return Math.abs(value) >= 1000 ? value.toFixed(2).length + 2 : value.toFixed(2).length;
  return Math.max(
    ...String(value)
      .split('\n')
      .map((line) => line.length),
  );
}

/**
 * A text for a wrapped cell: with line breaks, as rich text (an inline string), since programs
 * drop the breaks of the plain string cells a streamed sheet writes; without, as it is.
 */
export function multilineText(text: string): string | { richText: { text: string }[] } {
  return text.includes('\n') ? { richText: [{ text }] } : text;
}

/** Points of one line of text in the body font. */
export const LINE_HEIGHT = 15;

/**
 * How many lines `text` takes in a wrapped cell `width` characters wide (words kept whole, each
 * line break a new line): a spreadsheet program sizes a row from its height, which a streamed
 * sheet must set itself (LibreOffice does not measure wrapped cells of an xlsx on opening).
 */
export function wrappedLines(text: string, width: number): number {
  const room = Math.max(1, Math.floor(width) - 1);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = 0;
    lines++;
    for (const word of paragraph.split(' ')) {
      const needed = used === 0 ? word.length : used + 1 + word.length;
      if (needed <= room || used === 0) used = needed;
      else {
        lines += Math.ceil(word.length / room);
        used = word.length % room || room;
      }
    }
  }
  return lines;
}

/** A row's height for its tallest wrapped cell (undefined: the default single line). */
export function rowHeight(lines: number): number | undefined {
  return lines > 1 ? lines * LINE_HEIGHT : undefined;
}

/**
 * Column widths (in characters) that fit the longest value of each column, with two characters of
 * slack, at least `min` and at most `max` (a longer text wraps or runs over, it does not widen the
 * column past a screen). `rows` may be a sample (the first few hundred of a big sheet).
 */
export function fitWidths(
  rows: Iterable<readonly unknown[]>,
  { min = 8, max = 40 }: { min?: number; max?: number } = {},
): { width: number }[] {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((value, i) => {
      widths[i] = Math.max(widths[i] ?? min, Math.min(max, printedLength(value) + 2));
    });
  return Array.from(widths, (width) => ({ width: width ?? min }));
}

/**
 * A sheet's page setup: A4 landscape, as wide as one page (as many pages down as it takes), the
 * rows `titleRows` ("5:6") repeated at the top of every printed page. Pass to addWorksheet's options.
 */
export function printSetup(titleRows?: string): Partial<ExcelJS.PageSetup> {
  return {
    paperSize: 9,
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    ...(titleRows ? { printTitlesRow: titleRows } : {}),
  };
}

/** About how many characters of column width an A4 landscape page holds between the margins at 100 %. */
export const PAGE_WIDTH_CHARS = 140;
/** The smallest scale a table is shrunk to so it prints one page wide; a wider one prints in blocks. */
export const MIN_FIT_SCALE = 0.6;

/**
 * The page setup of a price table (`widths` its columns'): one page wide when that keeps it at
 * MIN_FIT_SCALE or larger; wider, it prints at full size in blocks of columns across pages, the
 * columns `titleColumns` ("A:B", the lane) and the rows `titleRows` repeated on every page, as the
 * PDF rate card splits a wide grid, rather than at the 20 % one page wide would take.
 */
export function tablePrintSetup(widths: readonly number[], titleRows: string, titleColumns: string): Partial<ExcelJS.PageSetup> {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= PAGE_WIDTH_CHARS / MIN_FIT_SCALE) return printSetup(titleRows);
  return {
    ...printSetup(titleRows),
    fitToPage: false,
    scale: 100,
    // Down the first block of columns, then the next: each page a block of rows of one block of columns.
    pageOrder: 'downThenOver',
    printTitlesColumn: titleColumns,
  };
}

/** The options of a sheet with `ySplit` header rows frozen (and `xSplit` columns), printed as printSetup says. */
export function sheetOptions({
  xSplit = 0,
  ySplit,
  titleRows,
}: {
  xSplit?: number;
  ySplit: number;
  titleRows?: string;
}): Partial<ExcelJS.AddWorksheetOptions> {
  return {
    views: [{ state: 'frozen', xSplit, ySplit }],
    pageSetup: printSetup(titleRows ?? (ySplit > 0 ? `1:${ySplit}` : undefined)),
  };
}
