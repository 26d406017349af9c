/** Every edit of a fare group as a pure function returning the new group and the error paths it made stale. */
import {
  adjustPrice,
  DEFAULT_PRICING_UNIT,
  extrapolateRow,
  parseCellNumber,
  suggestNextQuantity,
  ZONE_ROW_COLUMNS,
  type PastedColumn,
  type PricingUnit,
} from '@freight/domain';
import { EMPTY_REF, emptyRow, FIELDS, FROZEN, type CellRect, type FareGroupState, type GridLookups, type RefCell } from './grid-state';
import { cellPath, isNumberText } from './grid-validation';

/** What an edit did: the new group, and the error paths (under the group) it made stale. */
export interface EditResult {
  group: FareGroupState;
  /** Sub-paths such as 'zones.3.prices.2'; 'all' after rows or columns moved. */
  touched: string[] | 'all';
}

function numberOrRaw(text: string): string {
  const parsed = parseCellNumber(text);
  if (!parsed.ok) return text.trim();
  return parsed.value ?? '';
}

function resolveRef(text: string, byName: ReadonlyMap<string, number>): RefCell {
  const name = text.trim();
  if (!name) return EMPTY_REF;
  const id = byName.get(name);
  return id === undefined ? { id: null, text: name } : { id, text: '' };
}

/** Rebuilds the flat prices for a new column count, keeping every cell where it was. */
function reshape(prices: readonly string[], rows: number, fromCols: number, toCols: number): string[] {
  if (fromCols === toCols) return prices.slice();
  const next = new Array<string>(rows * toCols).fill('');
  const keep = Math.min(fromCols, toCols);
  for (let r = 0; r < rows; r++) {
    for (let q = 0; q < keep; q++) next[r * toCols + q] = prices[r * fromCols + q] ?? '';
  }
  return next;
}

/**
 * Writes a block of texts with its top-left cell at (r0, c0): typed text (a 1 x 1 block) or a
 * block pasted from a spreadsheet. Numbers are read with commas as decimal marks and thousands
 * separators removed; zone and transit names are matched exactly (an unknown name stays as an
 * error in its cell). A block reaching past the last row or quantity adds rows and quantities.
 * From the header row, the first line fills quantities and the next lines the zone rows below.
 * A null cell is left as it is (a column the pasted sheet does not have).
 */
export function writeBlock(
  group: FareGroupState,
  r0: number,
  c0: number,
  block: readonly (readonly (string | null)[])[],
  lookups: GridLookups,
): EditResult {
  if (block.length === 0) return { group, touched: [] };
  const width = Math.max(...block.map((line) => line.length));
  const oldCols = group.quantities.length;
  const lastCol = c0 + width - 1;
  const newCols = Math.max(oldCols, lastCol - FROZEN + 1);
  const lastRow = r0 + block.length - 1;
  const oldRows = group.rows.length;
  const newRows = Math.max(oldRows, lastRow + 1);

  let quantities = group.quantities;
  if (newCols > oldCols || r0 < 0) {
    quantities = group.quantities.slice();
    const unit = quantities[oldCols - 1]?.unit ?? DEFAULT_PRICING_UNIT;
    while (quantities.length < newCols) quantities.push({ quantity: '', unit });
  }
  const rows = group.rows.slice();
  while (rows.length < newRows) rows.push(emptyRow());
  let prices = reshape(group.prices, oldRows, oldCols, newCols);
  if (newRows > oldRows) prices = prices.concat(new Array<string>((newRows - oldRows) * newCols).fill(''));

  const touched: string[] = [];
  const copied = new Set<number>();
  block.forEach((line, i) => {
    const r = r0 + i;
    line.forEach((raw, j) => {
      const c = c0 + j;
      if (c < 0 || raw === null) return;
      if (r < 0) {
        if (c < FROZEN) return;
        const q = c - FROZEN;
        quantities[q] = { ...quantities[q]!, quantity: numberOrRaw(raw) };
      } else if (c >= FROZEN) {
        prices[r * newCols + (c - FROZEN)] = numberOrRaw(raw);
      } else {
        if (!copied.has(r)) {
          rows[r] = { ...rows[r]! };
          copied.add(r);
        }
        const row = rows[r]!;
        const column = ZONE_ROW_COLUMNS[c]!;
        if (column.kind === 'money') row[column.field] = numberOrRaw(raw);
        else row[column.field] = resolveRef(raw, column.kind === 'zone' ? lookups.zoneByName : lookups.transitByName);
      }
      touched.push(cellPath(r, c));
    });
  });
  return { group: { ...group, quantities, rows, prices }, touched };
}

/**
 * Writes a block pasted with its header row (domain detectHeaderRow gave its columns): the header's
 * breaks become the quantity rows from the first price column on, each titled column goes to its
 * zone row field, and the lines below become zone rows from row r0. Zone row fields the sheet does
 * not have are left as they are.
 */
export function writeSheet(
  group: FareGroupState,
  r0: number,
  block: readonly (readonly string[])[],
  columns: readonly PastedColumn[],
  lookups: GridLookups,
): EditResult {
  const breaks = columns.flatMap((column) => (column.kind === 'quantity' ? [column.quantity] : []));
  const width = FROZEN + breaks.length;
  const header: (string | null)[] = [...new Array<null>(FROZEN).fill(null), ...breaks];
  const body = block.slice(1).map((line) => {
    const out = new Array<string | null>(width).fill(null);
    let q = 0;
    columns.forEach((column, j) => {
      if (column.kind === 'field') out[FIELDS.indexOf(column.field)] = line[j] ?? '';
      else if (column.kind === 'quantity') out[FROZEN + q++] = line[j] ?? '';
    });
    return out;
  });
  const withHeader = writeBlock(group, -1, 0, [header], lookups);
  if (body.length === 0) return withHeader;
  const withBody = writeBlock(withHeader.group, Math.max(r0, 0), 0, body, lookups);
  const touched = withHeader.touched === 'all' || withBody.touched === 'all' ? 'all' : [...withHeader.touched, ...withBody.touched];
  return { group: withBody.group, touched };
}

/** Empties every cell of a block (Delete). */
export function clearBlock(group: FareGroupState, rect: CellRect, lookups: GridLookups): EditResult {
  const block: string[][] = [];
  for (let r = rect.r0; r <= rect.r1; r++) block.push(new Array<string>(rect.c1 - rect.c0 + 1).fill(''));
  return writeBlock(group, rect.r0, rect.c0, block, lookups);
}

/**
 * Multiplies the prices of a block by (1 + percent / 100), to 2 decimals (domain adjustPrice).
 * Empty cells and cells that are not numbers stay as they are. Returns null for a percent that
 * is not a number.
 */
export function adjustBlock(group: FareGroupState, rect: CellRect, percentText: string): (EditResult & { count: number }) | null {
  const percent = parseCellNumber(percentText.replace('%', ''));
  if (!percent.ok || percent.value === null) return null;
  const cols = group.quantities.length;
  const prices = group.prices.slice();
  const touched: string[] = [];
  let count = 0;
  for (let r = Math.max(rect.r0, 0); r <= rect.r1 && r < group.rows.length; r++) {
    for (let c = Math.max(rect.c0, FROZEN); c <= rect.c1 && c - FROZEN < cols; c++) {
      const at = r * cols + (c - FROZEN);
      const text = prices[at] ?? '';
      if (text === '' || !isNumberText(text)) continue;
      prices[at] = numberOrRaw(String(adjustPrice(text, percent.value)));
      touched.push(cellPath(r, c));
      count++;
    }
  }
  return { group: { ...group, prices }, touched, count };
}

/** Appends an empty zone row. */
export function addRow(group: FareGroupState): EditResult {
  const cols = group.quantities.length;
  return {
    group: { ...group, rows: [...group.rows, emptyRow()], prices: group.prices.concat(new Array<string>(cols).fill('')) },
    touched: [],
  };
}

/** Removes the zone rows r0..r1. */
export function removeRows(group: FareGroupState, r0: number, r1: number): EditResult {
  const cols = group.quantities.length;
  const rows = group.rows.filter((_, r) => r < r0 || r > r1);
  const prices = group.prices.slice(0, r0 * cols).concat(group.prices.slice((r1 + 1) * cols));
  return { group: { ...group, rows, prices }, touched: 'all' };
}

function parsedOrNull(text: string | undefined): string | null {
  if (text === undefined || text === '') return null;
  const parsed = parseCellNumber(text);
  return parsed.ok ? parsed.value : null;
}

/**
 * Appends a quantity row: the suggested next quantity (domain suggestNextQuantity: 2 x last minus
 * the one before, or last + 1), the last row's pricing unit, and each zone row's price extended
 * linearly from its last two prices (domain extrapolateRow; one price is copied).
 */
export function addQuantity(group: FareGroupState): EditResult {
  const cols = group.quantities.length;
  const tail = group.quantities.slice(-2).map((q) => parsedOrNull(q.quantity));
  const parsed = tail.filter((q) => q !== null);
  const known = parsed.length === tail.length ? parsed : [];
  const suggested = suggestNextQuantity(known);
  const unit = group.quantities[cols - 1]?.unit ?? DEFAULT_PRICING_UNIT;
  const quantities = [...group.quantities, { quantity: suggested === null ? '' : numberOrRaw(String(suggested)), unit }];
  const rowsCount = group.rows.length;
  const columnAt = (q: number) => {
    const out: (string | null)[] = new Array<string | null>(rowsCount);
    for (let r = 0; r < rowsCount; r++) out[r] = parsedOrNull(group.prices[r * cols + q]);
    return out;
  };
  const source = cols === 0 ? [] : cols === 1 ? [columnAt(0)] : [columnAt(cols - 2), columnAt(cols - 1)];
  const next = source.length ? extrapolateRow(source) : [];
  const prices = reshape(group.prices, rowsCount, cols, cols + 1);
  for (let r = 0; r < rowsCount; r++) {
    const value = next[r];
    prices[r * (cols + 1) + cols] = value === null || value === undefined ? '' : numberOrRaw(String(value));
  }
  return { group: { ...group, quantities, prices }, touched: [] };
}

/** Removes the quantity rows (price columns) q0..q1; one always stays. */
export function removeQuantities(group: FareGroupState, q0: number, q1: number): EditResult {
  const cols = group.quantities.length;
  const from = Math.max(0, q0);
  const to = Math.min(cols - 1, q1);
  if (to < from || to - from + 1 >= cols) return { group, touched: [] };
  const keep = group.quantities.map((_, q) => q < from || q > to);
  const quantities = group.quantities.filter((_, q) => keep[q]);
  const prices: string[] = [];
  for (let r = 0; r < group.rows.length; r++) {
    for (let q = 0; q < cols; q++) if (keep[q]) prices.push(group.prices[r * cols + q] ?? '');
  }
  return { group: { ...group, quantities, prices }, touched: 'all' };
}

/** Changes the pricing unit of a quantity row. */
export function setUnit(group: FareGroupState, q: number, unit: PricingUnit): EditResult {
  const quantities = group.quantities.slice();
  quantities[q] = { ...quantities[q]!, unit };
  return { group: { ...group, quantities }, touched: [`quantities.${q}.unit`] };
}
