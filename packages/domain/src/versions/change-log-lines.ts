/**
 * The change log in words: which cells changed, not "1 fare group(s), 7 zone row(s)".
 *
 * A save logs the fields it changed with their new values (`updates`) and their old values
 * (`before`), and a grid's change as a `LoggedGridChanges`: the first cells that changed
 * (from -> to), the zone rows added and removed by name, and the totals. `changeLogLines` turns an
 * entry into lines ("Fare group 1, zone EE1 → LV1, up to 100 kg: 12,00 → 13,00", "and 12 more
 * changed cells"); older entries, logged without these, keep what they held and read as well as it
 * allows ("Prices changed (1 fare group, 7 zone rows after the change)").
 */
import { fieldLabel } from '../errors/field-labels';
import { MIN_MAX_RULE_LABELS, PRICING_UNIT_LABELS, SHIPMENT_TYPE_NAMES } from '../constants/units';
import { AMOUNT_SOURCE_LABELS, type AmountSource } from '../constants/pricing';
import type { CellChange, RowChange, VersionDiff } from './diff';

/** How many changed cells, added and removed rows an entry keeps (the totals are kept whole). */
export const LOGGED_GRID_ITEMS = 20;
/** How many of each the log shows before "and N more". */
export const SHOWN_GRID_ITEMS = 3;

/** A changed cell as the log keeps it: a transit by its name. */
export interface LoggedCell extends Omit<CellChange, 'from' | 'to'> {
  from: number | string | null;
  to: number | string | null;
}

/** A grid's change as a log entry keeps it (older entries hold a summary text instead). */
export interface LoggedGridChanges {
  /** What the quantity rows count (the pricelist's unit): "up to 100 kg", "up to 2 EUR pallets". */
  unit: string | null;
  cells: LoggedCell[];
  cells_total: number;
  added_rows: RowChange[];
  added_total: number;
  removed_rows: RowChange[];
  removed_total: number;
}

/** The grid part of a diff as a log entry keeps it: the first LOGGED_GRID_ITEMS of each and the totals. */
export function loggedGridChanges(
  diff: Pick<VersionDiff, 'cells' | 'added_rows' | 'removed_rows'>,
  unit: string | null,
  transitName: (id: number) => string = (id) => `#${id}`,
): LoggedGridChanges {
  const cells = diff.cells.slice(0, LOGGED_GRID_ITEMS).map((cell): LoggedCell => {
    if (cell.column !== 'transit') return cell;
    const name = (id: number | null) => (id === null ? null : transitName(id));
    return { ...cell, from: name(cell.from), to: name(cell.to) };
  });
  return {
    unit,
    cells,
    cells_total: diff.cells.length,
    added_rows: diff.added_rows.slice(0, LOGGED_GRID_ITEMS),
    added_total: diff.added_rows.length,
    removed_rows: diff.removed_rows.slice(0, LOGGED_GRID_ITEMS),
    removed_total: diff.removed_rows.length,
  };
}

/** True for a LoggedGridChanges (an older entry holds a summary text instead). */
export function isLoggedGridChanges(value: unknown): value is LoggedGridChanges {
  return typeof value === 'object' && value !== null && Array.isArray((value as LoggedGridChanges).cells);
}

// ---- values in words --------------------------------------------------------------------------------

const LOCALE = 'fi-FI';
const money = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const plain = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 4 });

/** Fields whose value is a key with a label ('payable_weight' -> "Payable weight"). */
const KEYED_FIELDS = new Set([
  'status',
  'unit',
  'payweight_rounding',
  'ldm_rounding',
  'min_max_rule',
  'type',
  'calculation',
  'amount_source',
]);
/** Fields whose numbers are amounts, shown with two decimals. */
const AMOUNT_FIELDS = new Set(['minimum_amount', 'maximum_amount', 'amount', 'minimum', 'maximum', 'price']);

function keyText(field: string, key: string): string {
  if (field === 'amount_source' && key in AMOUNT_SOURCE_LABELS) return AMOUNT_SOURCE_LABELS[key as AmountSource];
  if (field === 'min_max_rule' && key in MIN_MAX_RULE_LABELS) return MIN_MAX_RULE_LABELS[key as keyof typeof MIN_MAX_RULE_LABELS];
  if (field === 'unit' && key in SHIPMENT_TYPE_NAMES) return SHIPMENT_TYPE_NAMES[key as keyof typeof SHIPMENT_TYPE_NAMES];
  if (key in PRICING_UNIT_LABELS) return PRICING_UNIT_LABELS[key as keyof typeof PRICING_UNIT_LABELS];
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A logged value in words: numbers with the decimal comma (amounts with two decimals), dates as
 * dd.mm.yyyy, Yes/No, keys by their label, lists joined; '—' for nothing.
 */
export function loggedValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return (AMOUNT_FIELDS.has(field) ? money : plain).format(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => loggedValueText(field, v)).join(', ') : '—';
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return `${day[3]}.${day[2]}.${day[1]}`;
    if (KEYED_FIELDS.has(field) && /^[a-z][a-z0-9_]*$/.test(value)) return keyText(field, value);
    return value;
  }
  return JSON.stringify(value);
}

// ---- grid changes in words --------------------------------------------------------------------------

/** A quantity bound with what the rows count: 100, 'payable_weight' -> "up to 100 kg". */
export function quantityBoundText(quantity: number, unit: string | null): string {
  const n = plain.format(quantity);
  if (unit === 'payable_weight' || unit === 'real_weight') return `up to ${n} kg`;
  if (unit && unit in SHIPMENT_TYPE_NAMES) {
    const name = SHIPMENT_TYPE_NAMES[unit as keyof typeof SHIPMENT_TYPE_NAMES];
    return `up to ${n} ${quantity === 1 ? name : `${name}s`}`;
  }
  if (unit === 'any') return `up to ${n} ${quantity === 1 ? 'unit' : 'units'}`;
  return `up to ${n}`;
}

/** A diff's column ('100 per_100kg', 'minimum', 'transit') in words. */
function columnText(column: string, unit: string | null): string {
  const priced = /^(-?[\d.]+) (\w+)$/.exec(column);
  if (priced) return quantityBoundText(Number(priced[1]), unit);
  return column === 'transit' ? 'transit time' : column;
}

function routeText(row: RowChange): string {
  return `fare group ${row.fare_group + 1}, zone ${row.zone_from_name} → ${row.zone_to_name}`;
}

function cellValueText(column: string, value: number | string | null): string {
  if (value === null) return 'empty';
  return typeof value === 'number' ? money.format(value) : column === 'transit' ? value : String(value);
}

function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "and 12 more changed cells" when `total` is past what was shown. */
function more(total: number, shown: number, one: string, many: string): string[] {
  const rest = total - shown;
  return rest > 0 ? [`and ${rest} more ${rest === 1 ? one : many}`] : [];
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The lines of a grid's change: the first cells, then rows added and removed, each with "and N more". */
export function gridChangeLines(grid: LoggedGridChanges, shown = SHOWN_GRID_ITEMS): string[] {
  const lines: string[] = [];
  for (const cell of grid.cells.slice(0, shown)) {
    lines.push(
      `${upper(routeText(cell))}, ${columnText(cell.column, grid.unit)}: ${cellValueText(cell.column, cell.from)} → ${cellValueText(cell.column, cell.to)}`,
    );
  }
  lines.push(...more(grid.cells_total, Math.min(shown, grid.cells.length), 'changed cell', 'changed cells'));
  for (const row of grid.added_rows.slice(0, shown)) lines.push(`Zone row added: ${routeText(row)}`);
  lines.push(...more(grid.added_total, Math.min(shown, grid.added_rows.length), 'zone row added', 'zone rows added'));
  for (const row of grid.removed_rows.slice(0, shown)) lines.push(`Zone row removed: ${routeText(row)}`);
  lines.push(...more(grid.removed_total, Math.min(shown, grid.removed_rows.length), 'zone row removed', 'zone rows removed'));
  return lines.length ? lines : ['Prices: no cell changed'];
}

/** An older entry's grid summary text in words. */
function oldGridText(text: string): string {
  const counts = /^(\d+) fare group\(s\), (\d+) zone row\(s\)$/.exec(text);
  if (counts)
    return `Prices changed (${plural(Number(counts[1]), 'fare group')}, ${plural(Number(counts[2]), 'zone row')} after the change)`;
  if (/^price grid changed$/i.test(text)) return 'Prices changed';
  return text.startsWith('Excel import') ? text : `Prices: ${text}`;
}

/** The fields that hold a whole price grid: a pricelist's fare groups, a surcharge's grid. */
const GRID_FIELDS = new Set(['fare_groups', 'pricelist']);

/**
 * The order fields are told in, as the forms show them (a database's JSON does not keep the order
 * they were written in); fields not named here follow in alphabetical order, the grid last.
 */
const FIELD_ORDER = [
  'name',
  'type',
  'service_id',
  'customer_id',
  'currency',
  'status',
  'valid_from',
  'valid_to',
  'active',
  'hidden',
  'comment',
  'amount_source',
  'amount',
  'minimum_amount',
  'maximum_amount',
  'unit',
  'ldm_multiplier',
  'cbm_multiplier',
  'payweight_rounding',
  'ldm_rounding',
  'min_max_rule',
  'all_conditions_needed',
  'surcharges',
  'dependencies',
  'blocks',
  'ldm_blocks',
  'zone_conditions',
];

function fieldRank(field: string): number {
  if (GRID_FIELDS.has(field)) return FIELD_ORDER.length + 1;
  const index = FIELD_ORDER.indexOf(field);
  return index < 0 ? FIELD_ORDER.length : index;
}

/** A change-log entry's `changes` as stored. */
export type LoggedChanges =
  { created: true } | { updates: Record<string, unknown>; before?: Record<string, unknown> } | Record<string, unknown>;

/**
 * A change-log entry in lines: "Created"; "Restored version 3"; "Archived"; one line per field
 * ("Valid to: 31.12.2026 → 30.06.2027", or "Valid to: 30.06.2027" where the old value was not
 * logged); a grid's first changed cells, rows added and removed, with "and N more".
 */
export function changeLogLines(changes: LoggedChanges, shown = SHOWN_GRID_ITEMS): string[] {
  if ('created' in changes && changes.created === true) return ['Created'];
  const updates =
    'updates' in changes && typeof changes.updates === 'object' && changes.updates ? (changes.updates as Record<string, unknown>) : null;
  if (!updates) return [];
  const before =
    'before' in changes && typeof changes.before === 'object' && changes.before ? (changes.before as Record<string, unknown>) : {};
  const lines: string[] = [];
  if (updates.restored !== undefined) lines.push(`Restored version ${loggedValueText('restored', updates.restored)}`);
  if (updates.archived === true) lines.push('Archived');
  if (updates.archived === false) lines.push('Taken back from the archive');
  const fields = Object.keys(updates).sort((a, b) => fieldRank(a) - fieldRank(b) || a.localeCompare(b));
  for (const field of fields) {
    const value = updates[field];
    if (field === 'restored' || field === 'archived') continue;
    if (GRID_FIELDS.has(field)) {
      if (isLoggedGridChanges(value)) lines.push(...gridChangeLines(value, shown));
      else if (typeof value === 'string') lines.push(oldGridText(value));
      else lines.push('Prices changed');
      continue;
    }
    const label = fieldLabel(field);
    lines.push(
      field in before
        ? `${label}: ${loggedValueText(field, before[field])} → ${loggedValueText(field, value)}`
        : `${label}: ${loggedValueText(field, value)}`,
    );
  }
  return lines;
}
