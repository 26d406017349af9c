/**
 * What is wrong with a price grid: a cell's own error, duplicate routes, the errors before a submit,
 * and where an error path points. The errors are said in the reader's language (grid.error.*).
 */
import { findDuplicateRoutes, parseCellNumber, ZONE_ROW_COLUMNS } from '@freight/domain';
import { t } from '../../lib/i18n';
import { FIELDS, FROZEN, type FareGroupState, type ZoneRow } from './grid-state';
import { displayQuantity } from './layout';

/** The error sub-path of a cell: 'zones.3.prices.2', 'zones.3.zone_from', 'quantities.2.quantity'. */
export function cellPath(r: number, c: number): string {
  if (r < 0) return `quantities.${c - FROZEN}.quantity`;
  if (c >= FROZEN) return `zones.${r}.prices.${c - FROZEN}`;
  return `zones.${r}.${FIELDS[c]!}`;
}

/** True when a number cell's text is empty or a number. */
export function isNumberText(text: string): boolean {
  if (text === '') return true;
  return parseCellNumber(text).ok;
}

/** The error a cell shows of its own (before any server error): an unknown name or a non-number. */
export function localCellError(group: FareGroupState, r: number, c: number): string | undefined {
  if (r < 0) return quantityError(group, c - FROZEN);
  const row = group.rows[r];
  if (!row) return undefined;
  return rowCellError(row, c, c >= FROZEN ? (group.prices[r * group.quantities.length + (c - FROZEN)] ?? '') : '');
}

/**
 * The error of a quantity row's break as the clerk types it: not a number, or not above the break
 * before it (the schema's ascending rule, shown before a save).
 */
export function quantityError(group: FareGroupState, q: number): string | undefined {
  const here = group.quantities[q];
  if (!here) return undefined;
  if (!isNumberText(here.quantity)) return t('grid.error.number');
  const before = q > 0 ? group.quantities[q - 1]!.quantity : '';
  if (here.quantity === '' || before === '' || !isNumberText(before)) return undefined;
  const a = parseCellNumber(here.quantity);
  const b = parseCellNumber(before);
  if (!a.ok || !b.ok || a.value === null || b.value === null) return undefined;
  return Number(a.value) > Number(b.value) ? undefined : t('grid.error.ascending', { quantity: displayQuantity(b.value) });
}

/** localCellError for a cell of a known row; `price` is the text of a price cell. */
export function rowCellError(row: ZoneRow, c: number, price: string): string | undefined {
  if (c >= FROZEN) return isNumberText(price) ? undefined : t('grid.error.number');
  const column = ZONE_ROW_COLUMNS[c]!;
  if (column.kind === 'money') return isNumberText(row[column.field]) ? undefined : t('grid.error.number');
  const cell = row[column.field];
  if (cell.id !== null || !cell.text) return undefined;
  return column.kind === 'zone' ? t('grid.error.unknownZone', { name: cell.text }) : t('grid.error.unknownTransit', { name: cell.text });
}

/** The cell's text for a duplicate route: 'Duplicate FROM - TO zones (same as row 3)'. */
export function duplicateRouteText(first: number): string {
  return t('grid.duplicateOf', { row: String(first + 1) });
}

/** A zone row repeating an earlier row's route: 'Duplicate FROM - TO zones'. */
export function duplicateRowText(): string {
  return t('validation.duplicateZones');
}

/**
 * Rows repeating the FROM - TO pair of an earlier row of the group: row index -> the earlier row
 * (the domain's rule, findDuplicateRoutes). Rows with a zone missing are not compared.
 */
export function duplicateRows(rows: readonly ZoneRow[]): Map<number, number> {
  return findDuplicateRoutes(rows.map((row) => ({ zone_from: row.zone_from.id, zone_to: row.zone_to.id })));
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
    if (q.quantity === '') errors[`${at}.quantities.${i}.quantity`] = t('grid.error.required');
  });
  group.rows.forEach((row, r) => {
    for (const field of ['zone_from', 'zone_to'] as const) {
      const cell = row[field];
      if (cell.id === null)
        errors[`${at}.zones.${r}.${field}`] = cell.text ? t('grid.error.unknownZone', { name: cell.text }) : t('grid.error.required');
    }
    if (row.transit.id === null && row.transit.text)
      errors[`${at}.zones.${r}.transit`] = t('grid.error.unknownTransit', { name: row.transit.text });
  });
  for (const r of duplicateRows(group.rows).keys()) errors[`${at}.zones.${r}.zone_to`] = duplicateRowText();
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
  const f = FIELDS.findIndex((name) => name === field);
  return { group, r: index, c: f < 0 ? 0 : f };
}
