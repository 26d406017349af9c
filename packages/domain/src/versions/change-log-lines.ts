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
import { FIELD_KEYS, FIELD_LABELS, fieldLabel } from '../errors/field-labels';
import { MIN_MAX_RULE_LABELS, PRICING_UNIT_LABELS, SHIPMENT_TYPE_NAMES } from '../constants/units';
import { AMOUNT_SOURCE_LABELS, type AmountSource } from '../constants/pricing';
import { SHIPMENT_TYPE_WORDS } from '../constants/unit-words';
import type { CellChange, RowChange, VersionDiff } from './diff';
import type { Language } from '../i18n/languages';
import { en, type MessageKey } from '../i18n/messages';
import { localizeReason } from '../i18n/reasons';
import { translate } from '../i18n/translate';

/** A line of the log in English, from the catalogs' pricelists.changeLog.line.* (the web app says it in its reader's language by it). */
function line(key: string & keyof typeof LINE_KEYS, values?: Record<string, string>): string {
  return translate('en', LINE_KEYS[key], values);
}

const LINE_KEYS = {
  created: 'pricelists.changeLog.line.created',
  archived: 'pricelists.changeLog.line.archived',
  unarchived: 'pricelists.changeLog.line.unarchived',
  pricesChanged: 'pricelists.changeLog.line.pricesChanged',
  restored: 'pricelists.changeLog.line.restored',
  cell: 'pricelists.changeLog.line.cell',
  minimum: 'pricelists.changeLog.line.minimum',
  maximum: 'pricelists.changeLog.line.maximum',
  transitTime: 'pricelists.changeLog.line.transitTime',
  empty: 'pricelists.changeLog.line.empty',
  upToKg: 'pricelists.changeLog.line.upToKg',
  upToUnit: 'pricelists.changeLog.line.upToUnit',
  upToUnits: 'pricelists.changeLog.line.upToUnits',
  moreCell: 'pricelists.changeLog.line.moreCell',
  moreCells: 'pricelists.changeLog.line.moreCells',
  rowAdded: 'pricelists.changeLog.line.rowAdded',
  moreAdded: 'pricelists.changeLog.line.moreAdded',
  moreAddedMany: 'pricelists.changeLog.line.moreAddedMany',
  rowRemoved: 'pricelists.changeLog.line.rowRemoved',
  moreRemoved: 'pricelists.changeLog.line.moreRemoved',
  moreRemovedMany: 'pricelists.changeLog.line.moreRemovedMany',
  noCellChanged: 'pricelists.changeLog.line.noCellChanged',
  oldCountsGroupRow: 'pricelists.changeLog.line.oldCountsGroupRow',
  oldCountsGroupRows: 'pricelists.changeLog.line.oldCountsGroupRows',
  oldCountsGroupsRow: 'pricelists.changeLog.line.oldCountsGroupsRow',
  oldCountsGroupsRows: 'pricelists.changeLog.line.oldCountsGroupsRows',
  prices: 'pricelists.changeLog.line.prices',
  excelImport: 'pricelists.changeLog.line.excelImport',
  excelImportOver: 'pricelists.changeLog.line.excelImportOver',
} as const satisfies Record<string, MessageKey>;

/** A shipment type's part of the line keys: `up to 2 EUR pallets` is pricelists.changeLog.line.upTo.eurPallet.other. */
const SHIPMENT_TYPE_KEYS = {
  eur_pallet: 'eurPallet',
  fin_pallet: 'finPallet',
  half_pallet: 'halfPallet',
  quarter_pallet: 'quarterPallet',
  carton: 'carton',
  envelope: 'envelope',
  document: 'document',
  colli: 'colli',
  roll: 'roll',
  ibc: 'ibc',
  pallet: 'pallet',
  full_load: 'fullLoad',
  dc20: 'dc20',
  dc40: 'dc40',
  hc40: 'hc40',
  hcpw45: 'hcpw45',
} as const satisfies Record<keyof typeof SHIPMENT_TYPE_NAMES, string>;

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
  if (unit === 'payable_weight' || unit === 'real_weight') return line('upToKg', { quantity: n });
  if (unit && unit in SHIPMENT_TYPE_KEYS) {
    const type = SHIPMENT_TYPE_KEYS[unit as keyof typeof SHIPMENT_TYPE_KEYS];
    return translate('en', `pricelists.changeLog.line.upTo.${type}.${quantity === 1 ? 'one' : 'other'}`, { quantity: n });
  }
  if (unit === 'any') return line(quantity === 1 ? 'upToUnit' : 'upToUnits', { quantity: n });
  // No unit to count by: the bound alone (no catalog pattern: 'up to' is too few words to be found by).
  return `up to ${n}`;
}

/** A diff's column ('100 per_100kg', 'minimum', 'transit') in words. */
function columnText(column: string, unit: string | null): string {
  const priced = /^(-?[\d.]+) (\w+)$/.exec(column);
  if (priced) return quantityBoundText(Number(priced[1]), unit);
  if (column === 'transit') return line('transitTime');
  if (column === 'minimum' || column === 'maximum') return line(column);
  return column;
}

/** A zone row's route as the lines name it: its fare group (from 1) and zones. */
function routeValues(row: RowChange): Record<string, string> {
  return { group: String(row.fare_group + 1), from: row.zone_from_name, to: row.zone_to_name };
}

function cellValueText(column: string, value: number | string | null): string {
  if (value === null) return line('empty');
  return typeof value === 'number' ? money.format(value) : column === 'transit' ? value : String(value);
}

/** "and 12 more changed cells" when `total` is past what was shown. */
function more(total: number, shown: number, one: keyof typeof LINE_KEYS, many: keyof typeof LINE_KEYS): string[] {
  const rest = total - shown;
  return rest > 0 ? [line(rest === 1 ? one : many, { count: String(rest) })] : [];
}

/** The lines of a grid's change: the first cells, then rows added and removed, each with "and N more". */
export function gridChangeLines(grid: LoggedGridChanges, shown = SHOWN_GRID_ITEMS): string[] {
  const lines: string[] = [];
  for (const cell of grid.cells.slice(0, shown)) {
    lines.push(
      line('cell', {
        ...routeValues(cell),
        column: columnText(cell.column, grid.unit),
        before: cellValueText(cell.column, cell.from),
        after: cellValueText(cell.column, cell.to),
      }),
    );
  }
  lines.push(...more(grid.cells_total, Math.min(shown, grid.cells.length), 'moreCell', 'moreCells'));
  for (const row of grid.added_rows.slice(0, shown)) lines.push(line('rowAdded', routeValues(row)));
  lines.push(...more(grid.added_total, Math.min(shown, grid.added_rows.length), 'moreAdded', 'moreAddedMany'));
  for (const row of grid.removed_rows.slice(0, shown)) lines.push(line('rowRemoved', routeValues(row)));
  lines.push(...more(grid.removed_total, Math.min(shown, grid.removed_rows.length), 'moreRemoved', 'moreRemovedMany'));
  return lines.length ? lines : [line('noCellChanged')];
}

/**
 * How the change log sums up an applied Excel workbook (kept as the grid's text, shown as it is):
 * "Excel import: 3 cell(s) changed, 1 row(s) added, 0 removed", and from which version over which
 * when it overwrote newer ones.
 */
export function excelImportSummary(
  counts: { cells: number; added: number; removed: number },
  stale: { based_on_version: number; current_version: number } | null,
): string {
  const said = { cells: String(counts.cells), added: String(counts.added), removed: String(counts.removed) };
  return stale
    ? line('excelImportOver', { from: String(stale.based_on_version), to: String(stale.current_version), ...said })
    : line('excelImport', said);
}

/** An older entry's grid summary text in words. */
function oldGridText(text: string): string {
  const counts = /^(\d+) fare group\(s\), (\d+) zone row\(s\)$/.exec(text);
  if (counts) {
    const [groups, rows] = [Number(counts[1]), Number(counts[2])];
    const key = `oldCounts${groups === 1 ? 'Group' : 'Groups'}${rows === 1 ? 'Row' : 'Rows'}` as const;
    return line(key, { groups: String(groups), rows: String(rows) });
  }
  if (/^price grid changed$/i.test(text)) return line('pricesChanged');
  return text.startsWith('Excel import') ? text : line('prices', { summary: text });
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
  if ('created' in changes && changes.created === true) return [line('created')];
  const updates =
    'updates' in changes && typeof changes.updates === 'object' && changes.updates ? (changes.updates as Record<string, unknown>) : null;
  if (!updates) return [];
  const before =
    'before' in changes && typeof changes.before === 'object' && changes.before ? (changes.before as Record<string, unknown>) : {};
  const lines: string[] = [];
  if (updates.restored !== undefined) lines.push(line('restored', { version: loggedValueText('restored', updates.restored) }));
  if (updates.archived === true) lines.push(line('archived'));
  if (updates.archived === false) lines.push(line('unarchived'));
  const fields = Object.keys(updates).sort((a, b) => fieldRank(a) - fieldRank(b) || a.localeCompare(b));
  for (const field of fields) {
    const value = updates[field];
    if (field === 'restored' || field === 'archived') continue;
    if (GRID_FIELDS.has(field)) {
      if (isLoggedGridChanges(value)) lines.push(...gridChangeLines(value, shown));
      else if (typeof value === 'string') lines.push(oldGridText(value));
      else lines.push(line('pricesChanged'));
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

// ---- a line in the reader's language -----------------------------------------------------------------

/** The fields a line may name, by their English label, the longest first ("Valid to" before a "Valid"). */
let labelledFields: [label: string, field: string][] | undefined;
function fieldsByLabel(): [string, string][] {
  labelledFields ??= [...new Set([...FIELD_ORDER, ...Object.keys(FIELD_LABELS), ...Object.keys(FIELD_KEYS)])]
    .map((field): [string, string] => [fieldLabel(field), field])
    .sort((a, b) => b[0].length - a[0].length);
  return labelledFields;
}

/** The catalogs' words a logged value may be (loggedValueText): Yes / No, a status's, a unit's, a rule's, a type's label. */
const VALUE_AREAS = [
  'pricelists.status.',
  'pricelists.minMax.',
  'pricelists.unit.',
  'grid.unit.per',
  'surcharges.type.',
  'surcharges.amountSource.',
];
/** A shipment type is logged by its name: the form `name` of its words (words.type.*, as SHIPMENT_TYPE_NAMES says it). */
const TYPE_NAME = { form: 'name' };
type ValueWord = { key: MessageKey; values?: Record<string, string> };
let valueWords: Map<string, ValueWord> | undefined;
function valueWordOf(text: string): ValueWord | undefined {
  valueWords ??= new Map([
    ...(
      ['common.yes', 'common.no', ...Object.keys(en).filter((key) => VALUE_AREAS.some((area) => key.startsWith(area)))] as MessageKey[]
    ).map((key): [string, ValueWord] => [en[key], { key }]),
    ...Object.values(SHIPMENT_TYPE_WORDS).map((key): [string, ValueWord] => [translate('en', key, TYPE_NAME), { key, values: TYPE_NAME }]),
  ]);
  return valueWords.get(text);
}

/** A logged value's words in `language`: a list item by item, a label of the catalogs in the language, the rest (names, numbers, dates) as it is. */
function valueIn(language: Language, text: string): string {
  return text
    .split(', ')
    .map((item) => {
      const word = valueWordOf(item);
      return word ? translate(language, word.key, word.values) : item;
    })
    .join(', ');
}

/**
 * A change log line (`changeLogLines`, in English as the API answers it) in `language`: a line of
 * the catalogs' pricelists.changeLog.line.* by its pattern ("Fare group 1, zone EE1 → LV1, up to
 * 100 kg: 12,00 → 13,00" -> "Hintataulukko 1, vyöhyke EE1 → LV1, enintään 100 kg: 12,00 → 13,00");
 * a field's line ("Valid to: 31.12.2026 → 30.06.2027", which has no words of its own to be found
 * by) as the field's label and its values in the language; another text as it came.
 */
export function localizeChangeLogLine(language: Language, text: string): string {
  if (language === 'en') return text;
  const said = localizeReason(language, text);
  if (said !== text) return said;
  for (const [label, field] of fieldsByLabel()) {
    if (!text.startsWith(`${label}: `)) continue;
    const values = text.slice(label.length + 2).split(' → ');
    // A value with an arrow of its own cannot be told from old → new: the line as it came.
    if (values.length > 2) return text;
    return `${fieldLabel(field, language)}: ${values.map((value) => valueIn(language, value)).join(' → ')}`;
  }
  return text;
}
