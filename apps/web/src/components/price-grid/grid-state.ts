/** The editing state of a price grid: its types, building it from a record, and reading its cells. */
/*
 * A fare group keeps its prices in one flat row-major array of cell texts
 * (`prices[row * columns + column]`); an edit copies what it changes and shares the rest, so React
 * sees a new group and the unchanged rows and cells keep their identity. Cell texts are canonical
 * decimals ('1234.5') once they parse, '' when empty, and the clerk's own text when they do not
 * (shown as an error in the cell until fixed).
 *
 * Grid coordinates: row -1 is the header (the quantity rows), rows 0.. are zone rows; columns 0..4
 * are the zone row fields (FIELDS) and 5.. the prices, one per quantity row.
 */
import {
  clipboardCellText,
  DEFAULT_PRICING_UNIT,
  parseCellNumber,
  PRICING_UNITS,
  ZONE_ROW_COLUMNS,
  ZONE_ROW_FIELDS,
  type FareGroupAnswer,
  type ImportedPricelist,
  type PricingUnit,
  type ZoneRowColumnOf,
  type ZoneRowField,
} from '@freight/domain';
import { isOneOf } from '../../lib/narrow';

// The server's shape of a fare group is packages/domain's fareGroupAnswerSchema (FareGroupAnswer).

/** A fare group the grid starts from: a record's, or one read from a JSON file (a zone not found is null, a unit unchecked). */
export type FareGroupSource = FareGroupAnswer | ImportedPricelist['fare_groups'][number];

/** A zone or transit cell: the picked id, or the typed or pasted name that matched nothing. */
export interface RefCell {
  id: number | null;
  /** The unresolved name ('' once resolved or when empty). */
  text: string;
}

/** A zone row's fixed cells (ZONE_ROW_COLUMNS): a zone or transit as a RefCell, an amount as its text. */
export type ZoneRow = { [C in ZoneRowColumnOf as C['field']]: C['kind'] extends 'money' ? string : RefCell };

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

/** The zone row fields, in column order (the domain's ZONE_ROW_COLUMNS; the schema's names). */
export const FIELDS = ZONE_ROW_FIELDS;
export type Field = ZoneRowField;
/** Columns before the first price. */
export const FROZEN = FIELDS.length;

/** An inclusive block of cells in grid coordinates. */
export interface CellRect {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

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
export function buildLookups(
  zones: readonly NamedOption[],
  transits: readonly NamedOption[],
  groups: readonly FareGroupSource[] = [],
): GridLookups {
  const zoneName = new Map<number, string>();
  const transitName = new Map<number, string>();
  for (const g of groups) {
    for (const z of g.zones) {
      if (z.zone_from !== null && z.zone_from_name) zoneName.set(z.zone_from, z.zone_from_name);
      if (z.zone_to !== null && z.zone_to_name) zoneName.set(z.zone_to, z.zone_to_name);
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

// ---- new groups ----------------------------------------------------------------------------------

let nextKey = 1;

/** An empty zone or transit cell (shared: cells are replaced, never changed in place). */
export const EMPTY_REF: RefCell = { id: null, text: '' };

/** A zone row with every cell empty. */
export function emptyRow(): ZoneRow {
  return { zone_from: EMPTY_REF, zone_to: EMPTY_REF, transit: EMPTY_REF, minimum_amount: '', maximum_amount: '' };
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
  return isOneOf(PRICING_UNITS, unit);
}

/** The editing state of a fare group from the server's record (or a JSON file's). */
export function groupFromRecord(record: FareGroupSource): FareGroupState {
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
      minimum_amount: numberText(z.minimum_amount),
      maximum_amount: numberText(z.maximum_amount),
    };
  });
  return { key: nextKey++, quantities, rows, prices };
}

// ---- reading cells -------------------------------------------------------------------------------

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
  const column = ZONE_ROW_COLUMNS[c]!;
  if (column.kind === 'money') return row[column.field];
  return refName(row[column.field], column.kind === 'zone' ? lookups.zoneName : lookups.transitName);
}

/** True for the columns that hold numbers: the amounts and the prices (and the header's quantities). */
function isNumberColumn(c: number): boolean {
  return c >= FROZEN || ZONE_ROW_COLUMNS[c]?.kind === 'money';
}

/**
 * A block as tab-separated text for the clipboard, names for zones and transits, numbers with the
 * locale's decimal comma ("19,5", domain `clipboardCellText`) so a Finnish, Estonian or Latvian
 * spreadsheet does not read them as dates; a paste reads both marks.
 */
export function blockText(group: FareGroupState, rect: CellRect, lookups: GridLookups): string {
  const rows: string[][] = [];
  for (let r = rect.r0; r <= rect.r1; r++) {
    const cells: string[] = [];
    for (let c = rect.c0; c <= rect.c1; c++) {
      const text = cellText(group, r, c, lookups);
      cells.push(isNumberColumn(c) ? clipboardCellText(text) : text);
    }
    rows.push(cells);
  }
  return rows.map((cells) => cells.join('\t')).join('\n');
}
