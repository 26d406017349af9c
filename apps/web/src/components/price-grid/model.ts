/**
 * The state of a price grid and every edit of it, as pure functions. A fare group keeps its prices
 * in one flat row-major array of cell texts (`prices[row * columns + column]`); an edit copies what
 * it changes and shares the rest, so React sees a new group and the unchanged rows and cells keep
 * their identity. Cell texts are canonical decimals ('1234.5') once they parse, '' when empty, and
 * the clerk's own text when they do not (shown as an error in the cell until fixed).
 *
 * Grid coordinates: row -1 is the header (the quantity rows), rows 0.. are zone rows; columns 0..4
 * are the zone row fields (FIELDS) and 5.. the prices, one per quantity row.
 */
import {
  adjustPrice,
  DEFAULT_PRICING_UNIT,
  DUPLICATE_ZONES_MESSAGE,
  extrapolateRow,
  findDuplicateRoutes,
  parseCellNumber,
  PRICING_UNITS,
  suggestNextQuantity,
  type FareGroupAnswer,
  type PricingUnit,
} from '@freight/domain';

// The server's shape of a fare group is packages/domain's fareGroupAnswerSchema (FareGroupAnswer).

// ---- the editing state ---------------------------------------------------------------------------

/** A zone or transit cell: the picked id, or the typed or pasted name that matched nothing. */
export interface RefCell {
  id: number | null;
  /** The unresolved name ('' once resolved or when empty). */
  text: string;
}

export interface ZoneRow {
  zone_from: RefCell;
  zone_to: RefCell;
  transit: RefCell;
  minimum: string;
  maximum: string;
}

export interface QuantityColumn {
  quantity: string;
  unit: PricingUnit;
}

export interface FareGroupState {
  /** A stable React key. */
  key: number;
  quantities: QuantityColumn[];
  rows: ZoneRow[];
  /** rows.length x quantities.length cell texts, row-major. */
  prices: string[];
}

/** The zone row fields, in column order. */
export const FIELDS = ['zone_from', 'zone_to', 'transit', 'minimum', 'maximum'] as const;
export type Field = (typeof FIELDS)[number];
/** Columns before the first price. */
export const FROZEN = FIELDS.length;

/** The server's name of a field in error paths (`fare_groups.0.zones.3.minimum_amount`). */
export const FIELD_PATHS: Record<Field, string> = {
  zone_from: 'zone_from',
  zone_to: 'zone_to',
  transit: 'transit',
  minimum: 'minimum_amount',
  maximum: 'maximum_amount',
};

export interface NamedOption {
  id: number;
  name: string;
}

/** Names of the zones and transits a grid picks from, both ways. */
export interface GridLookups {
  zoneName: ReadonlyMap<number, string>;
  zoneByName: ReadonlyMap<string, number>;
  transitName: ReadonlyMap<number, string>;
  transitByName: ReadonlyMap<string, number>;
  zones: readonly NamedOption[];
  transits: readonly NamedOption[];
}

/** Lookups from the option lists, plus the names a record carries (a zone the options lack). */
export function buildLookups(zones: readonly NamedOption[], transits: readonly NamedOption[], groups: readonly FareGroupAnswer[] = []): GridLookups {
  const zoneName = new Map<number, string>();
  const transitName = new Map<number, string>();
  for (const g of groups) {
    for (const z of g.zones) {
      if (z.zone_from_name) zoneName.set(z.zone_from, z.zone_from_name);
      if (z.zone_to_name) zoneName.set(z.zone_to, z.zone_to_name);
      if (z.transit && z.transit_name) transitName.set(z.transit, z.transit_name);
    }
  }
  for (const z of zones) zoneName.set(z.id, z.name);
  for (const t of transits) transitName.set(t.id, t.name);
  const byName = (names: Map<number, string>) => {
    const map = new Map<string, number>();
    // The first of two records with one name wins; names are matched exactly.
    for (const [id, name] of names) if (!map.has(name)) map.set(name, id);
    return map;
  };
  return {
    zoneName,
    zoneByName: byName(zoneName),
    transitName,
    transitByName: byName(transitName),
    zones: [...zoneName].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    transits: [...transitName].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

let nextKey = 1;

const EMPTY_REF: RefCell = { id: null, text: '' };

function emptyRow(): ZoneRow {
  return { zone_from: EMPTY_REF, zone_to: EMPTY_REF, transit: EMPTY_REF, minimum: '', maximum: '' };
}

/** A new fare group: one empty quantity row and one empty zone row, ready for typing or paste. */
export function emptyGroup(): FareGroupState {
  return { key: nextKey++, quantities: [{ quantity: '', unit: DEFAULT_PRICING_UNIT }], rows: [emptyRow()], prices: [''] };
}

function numberText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parseCellNumber(String(value));
  return parsed.ok ? (parsed.value ?? '') : String(value);
}

function isPricingUnit(unit: string): unit is PricingUnit {
  return (PRICING_UNITS as readonly string[]).includes(unit);
}

/** The editing state of a fare group from the server's record. */
export function groupFromRecord(record: FareGroupAnswer): FareGroupState {
  const quantities = record.quantities.map((q) => ({
    quantity: numberText(q.quantity),
    unit: isPricingUnit(q.unit) ? q.unit : DEFAULT_PRICING_UNIT,
  }));
  const cols = quantities.length;
  const prices = new Array<string>(record.zones.length * cols);
  const rows = record.zones.map((z, r) => {
    for (let q = 0; q < cols; q++) prices[r * cols + q] = numberText(z.prices[q]);
    return {
      zone_from: { id: z.zone_from ?? null, text: '' },
      zone_to: { id: z.zone_to ?? null, text: '' },
      transit: z.transit ? { id: z.transit, text: '' } : EMPTY_REF,
      minimum: numberText(z.minimum_amount),
      maximum: numberText(z.maximum_amount),
    };
  });
  return { key: nextKey++, quantities, rows, prices };
}

// ---- reading cells -------------------------------------------------------------------------------

export function columnCount(group: FareGroupState): number {
  return group.quantities.length;
}

function refName(cell: RefCell, names: ReadonlyMap<number, string>): string {
  if (cell.id !== null) return names.get(cell.id) ?? `#${cell.id}`;
  return cell.text;
}

/** The text of a cell as the clerk sees and copies it (names for zones and transits). */
export function cellText(group: FareGroupState, r: number, c: number, lookups: GridLookups): string {
  const cols = group.quantities.length;
  if (r < 0) return c >= FROZEN ? (group.quantities[c - FROZEN]?.quantity ?? '') : '';
  const row = group.rows[r];
  if (!row) return '';
  if (c >= FROZEN) return group.prices[r * cols + (c - FROZEN)] ?? '';
  return fieldText(row, c, lookups);
}

/** The text of one of a row's zone fields (c < FROZEN). */
export function fieldText(row: ZoneRow, c: number, lookups: GridLookups): string {
  const field = FIELDS[c]!;
  if (field === 'zone_from' || field === 'zone_to') return refName(row[field], lookups.zoneName);
  if (field === 'transit') return refName(row.transit, lookups.transitName);
  return row[field];
}

/** True when a number cell's text is empty or a number. */
export function isNumberText(text: string): boolean {
  if (text === '') return true;
  return parseCellNumber(text).ok;
}

/** The error a cell shows of its own (before any server error): an unknown name or a non-number. */
export function localCellError(group: FareGroupState, r: number, c: number): string | undefined {
  if (r < 0) {
    const q = group.quantities[c - FROZEN];
    return q && !isNumberText(q.quantity) ? 'Must be a number' : undefined;
  }
  const row = group.rows[r];
  if (!row) return undefined;
  return rowCellError(row, c, c >= FROZEN ? (group.prices[r * group.quantities.length + (c - FROZEN)] ?? '') : '');
}

/** localCellError for a cell of a known row; `price` is the text of a price cell. */
export function rowCellError(row: ZoneRow, c: number, price: string): string | undefined {
  if (c >= FROZEN) return isNumberText(price) ? undefined : 'Must be a number';
  const field = FIELDS[c]!;
  if (field === 'zone_from' || field === 'zone_to') return row[field].id === null && row[field].text ? `Unknown zone: ${row[field].text}` : undefined;
  if (field === 'transit') return row.transit.id === null && row.transit.text ? `Unknown transit: ${row.transit.text}` : undefined;
  return isNumberText(row[field]) ? undefined : 'Must be a number';
}

/** The cell's text for a duplicate route: 'Duplicate FROM - TO zones (same as row 3)'. */
export function duplicateRouteText(first: number): string {
  return `${DUPLICATE_ZONES_MESSAGE} (same as row ${first + 1})`;
}

/**
 * Rows repeating the FROM - TO pair of an earlier row of the group: row index -> the earlier row
 * (the domain's rule, findDuplicateRoutes). Rows with a zone missing are not compared.
 */
export function duplicateRows(rows: readonly ZoneRow[]): Map<number, number> {
  return findDuplicateRoutes(rows.map((row) => ({ zone_from: row.zone_from.id, zone_to: row.zone_to.id })));
}

// ---- writing cells -------------------------------------------------------------------------------

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

/** An inclusive block of cells in grid coordinates. */
export interface CellRect {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

/** What an edit did: the new group, and the error paths (under the group) it made stale. */
export interface EditResult {
  group: FareGroupState;
  /** Sub-paths such as 'zones.3.prices.2'; 'all' after rows or columns moved. */
  touched: string[] | 'all';
}

/** The error sub-path of a cell: 'zones.3.prices.2', 'zones.3.zone_from', 'quantities.2.quantity'. */
export function cellPath(r: number, c: number): string {
  if (r < 0) return `quantities.${c - FROZEN}.quantity`;
  if (c >= FROZEN) return `zones.${r}.prices.${c - FROZEN}`;
  return `zones.${r}.${FIELD_PATHS[FIELDS[c]!]}`;
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
 */
export function writeBlock(group: FareGroupState, r0: number, c0: number, block: readonly (readonly string[])[], lookups: GridLookups): EditResult {
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
      if (c < 0) return;
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
        const field = FIELDS[c]!;
        if (field === 'zone_from' || field === 'zone_to') row[field] = resolveRef(raw, lookups.zoneByName);
        else if (field === 'transit') row.transit = resolveRef(raw, lookups.transitByName);
        else row[field] = numberOrRaw(raw);
      }
      touched.push(cellPath(r, c));
    });
  });
  return { group: { ...group, quantities, rows, prices }, touched };
}

/** Empties every cell of a block (Delete). */
export function clearBlock(group: FareGroupState, rect: CellRect, lookups: GridLookups): EditResult {
  const block: string[][] = [];
  for (let r = rect.r0; r <= rect.r1; r++) block.push(new Array<string>(rect.c1 - rect.c0 + 1).fill(''));
  return writeBlock(group, rect.r0, rect.c0, block, lookups);
}

/** A block as tab-separated text for the clipboard, names for zones and transits. */
export function blockText(group: FareGroupState, rect: CellRect, lookups: GridLookups): string {
  const lines: string[] = [];
  for (let r = rect.r0; r <= rect.r1; r++) {
    const cells: string[] = [];
    for (let c = rect.c0; c <= rect.c1; c++) cells.push(cellText(group, r, c, lookups));
    lines.push(cells.join('\t'));
  }
  return lines.join('\n');
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
  const known = tail.every((q) => q !== null) ? (tail as string[]) : [];
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

// ---- to the server -----------------------------------------------------------------------------

function payloadNumber(text: string): number | string | null {
  if (text === '') return null;
  const parsed = parseCellNumber(text);
  // A text that is no number goes as it is, for the schema to name.
  return parsed.ok && parsed.value !== null ? Number(parsed.value) : text;
}

/** A fare group as POST/PUT /fe/pricelists take it. */
export function groupPayload(group: FareGroupState) {
  const cols = group.quantities.length;
  return {
    quantities: group.quantities.map((q) => ({ quantity: payloadNumber(q.quantity) ?? '', unit: q.unit })),
    zones: group.rows.map((row, r) => {
      const prices = new Array<number | string | null>(cols);
      for (let q = 0; q < cols; q++) prices[q] = payloadNumber(group.prices[r * cols + q] ?? '');
      return {
        zone_from: row.zone_from.id,
        zone_to: row.zone_to.id,
        transit: row.transit.id,
        minimum_amount: payloadNumber(row.minimum),
        maximum_amount: payloadNumber(row.maximum),
        prices,
      };
    }),
  };
}

/**
 * The errors the grid knows before the schema runs, as form error paths: a missing or unknown
 * zone or transit, a missing quantity, and duplicate routes. The schema adds number formats,
 * ascending quantities and the rest.
 */
export function groupErrors(group: FareGroupState, index: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const at = `fare_groups.${index}`;
  group.quantities.forEach((q, i) => {
    if (q.quantity === '') errors[`${at}.quantities.${i}.quantity`] = 'Is required';
  });
  group.rows.forEach((row, r) => {
    for (const field of ['zone_from', 'zone_to'] as const) {
      const cell = row[field];
      if (cell.id === null) errors[`${at}.zones.${r}.${field}`] = cell.text ? `Unknown zone: ${cell.text}` : 'Is required';
    }
    if (row.transit.id === null && row.transit.text) errors[`${at}.zones.${r}.transit`] = `Unknown transit: ${row.transit.text}`;
  });
  for (const r of duplicateRows(group.rows).keys()) errors[`${at}.zones.${r}.zone_to`] = DUPLICATE_ZONES_MESSAGE;
  return errors;
}

/** Where a form error path points in the grids: group, row (-1 for the header) and column; null elsewhere. */
export function errorTarget(path: string): { group: number; r: number; c: number } | null {
  const m = /^fare_groups\.(\d+)(?:\.(zones|quantities)(?:\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?)?)?$/.exec(path);
  if (!m) return null;
  const group = Number(m[1]);
  const index = m[3] === undefined ? 0 : Number(m[3]);
  if (m[2] === 'quantities') return { group, r: -1, c: FROZEN + index };
  if (m[2] !== 'zones') return { group, r: 0, c: 0 };
  const field = m[4];
  if (field === 'prices') return { group, r: index, c: m[5] === undefined ? FROZEN : FROZEN + Number(m[5]) };
  const f = FIELDS.findIndex((name) => FIELD_PATHS[name] === field);
  return { group, r: index, c: f < 0 ? 0 : f };
}
