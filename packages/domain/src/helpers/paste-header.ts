/**
 * Is the first line of a block pasted into a price grid a header row? A pricelist copied from a
 * spreadsheet usually comes with its titles: "From  To  Transit  Min  Max  100  300  500". Pasted as
 * it is, that line would become a zone row with the breaks as its prices; read as a header, its
 * numbers are the quantity rows (price columns) and its words say which zone row field each pasted
 * column holds. Pure text in, a column map out.
 */
import { ZONE_ROW_COLUMNS, ZONE_ROW_FIELDS, type ZoneRowField } from '../schemas/zone-row-columns';
import { parseCellNumber } from './paste-helpers';

/** What one pasted column holds, read from its header cell. */
export type PastedColumn =
  | { kind: 'field'; field: ZoneRowField }
  /** A price column; `quantity` is the break as a canonical decimal ('1500'). */
  | { kind: 'quantity'; quantity: string }
  /** A column the grid has no place for (a row number, an empty title past the zone fields). */
  | { kind: 'skip' };

/** Titles of a row-number column (a sheet copied with its "#" or "Row" column). */
const SKIP_TITLES = ['', 'row', 'no', 'nr'];

/** Header titles by field (the columns' `titles`), compared lower-cased with everything but letters removed. */
const TITLE_TO_FIELD = new Map<string, ZoneRowField>(
  ZONE_ROW_COLUMNS.flatMap((column) => column.titles.map((title) => [title, column.field] as const)),
);

function titleKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]/gu, '');
}

/**
 * A header cell read as a break: a number, optionally after "≤", "<=", "up to" or "-", optionally
 * followed by a unit ("500 kg", "2 pll"); a range "301-500" gives its upper bound. Null when not.
 */
export function readBreak(text: string): string | null {
  let s = text.trim();
  if (!/\d/.test(s)) return null;
  s = s.replace(/^(?:≤|<=|<|up\s*to|upto|max\.?|-|–)\s*/i, '');
  s = s.replace(/\s*(?:kg|t|ldm|m3|m³|cbm|pll|plt|pal|pallets?|pcs|pieces?|eur|fin|places?)\.?$/i, '');
  const range = /^(.+?)\s*[-–]\s*(.+)$/.exec(s);
  if (range && parseCellNumber(range[1]!).ok) s = range[2]!;
  const parsed = parseCellNumber(s);
  return parsed.ok && parsed.value !== null && !parsed.value.startsWith('-') ? parsed.value : null;
}

type HeaderCell = { kind: 'empty' } | { kind: 'title'; field: ZoneRowField } | { kind: 'skip' } | { kind: 'break'; quantity: string };

function readHeaderCell(text: string): HeaderCell | null {
  if (text.trim() === '') return { kind: 'empty' };
  const quantity = readBreak(text);
  if (quantity !== null) return { kind: 'break', quantity };
  const key = titleKey(text);
  const field = TITLE_TO_FIELD.get(key);
  if (field) return { kind: 'title', field };
  if (text.trim() === '#' || SKIP_TITLES.includes(key)) return { kind: 'skip' };
  return null;
}

/** True when a cell holds words (not a number, not empty): a zone or transit name in a body row. */
function isWords(text: string | undefined): boolean {
  if (text === undefined || text.trim() === '') return false;
  return !parseCellNumber(text).ok;
}

/**
 * The first line of a pasted block read as a header row, or null when it is a row of data.
 *
 * It is a header when every one of its cells is empty, a field title (From, To, Transit, Min, Max
 * and their usual variants), a row-number title (#), or a break (a number, "500 kg", "301-500");
 * it has at least one break; and it either names a field, or leaves empty the cells where a later
 * line has a name (the corner of a sheet whose rows start with their zones). A line of prices
 * under a line of names is therefore data: its first cells are names, not titles.
 *
 * Columns: a titled column holds its field; an untitled column before the first break holds the
 * field at its position (the grid's order: from, to, transit, min, max) unless a title took it;
 * every break is a price column, in order; anything else is skipped.
 */
export function detectHeaderRow(block: readonly (readonly string[])[]): PastedColumn[] | null {
  const first = block[0];
  if (!first || first.length === 0) return null;
  const cells: HeaderCell[] = [];
  for (const text of first) {
    const cell = readHeaderCell(text);
    if (!cell) return null;
    cells.push(cell);
  }
  const firstBreak = cells.findIndex((cell) => cell.kind === 'break');
  if (firstBreak < 0) return null;
  const titled = cells.some((cell) => cell.kind === 'title');
  if (!titled) {
    // Untitled: a corner of empty cells over names in the lines below.
    const corner = cells.slice(0, firstBreak).map((cell, j) => (cell.kind === 'empty' ? j : -1));
    const namesBelow = block.slice(1).some((line) => corner.some((j) => j >= 0 && isWords(line[j])));
    if (!namesBelow) return null;
  }
  const taken = new Set<ZoneRowField>(cells.flatMap((cell) => (cell.kind === 'title' ? [cell.field] : [])));
  return cells.map((cell, j): PastedColumn => {
    if (cell.kind === 'break') return { kind: 'quantity', quantity: cell.quantity };
    if (cell.kind === 'title') return { kind: 'field', field: cell.field };
    if (cell.kind === 'empty' && j < firstBreak) {
      const field = ZONE_ROW_FIELDS[j];
      if (field && !taken.has(field)) {
        taken.add(field);
        return { kind: 'field', field };
      }
    }
    return { kind: 'skip' };
  });
}
