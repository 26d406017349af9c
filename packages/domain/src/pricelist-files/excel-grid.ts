/**
 * The Excel layout of a pricelist (docs/api.md "Pricelist Excel export" and "Excel import") and the
 * difference an edited as_is workbook makes to the stored grid. The server writes and reads the
 * workbook with ExcelJS; what the cells mean is decided here, purely.
 */
import { parseCellNumber } from '../helpers/paste-helpers';
import { DUPLICATE_ZONES_MESSAGE, type FareGroupBody, type StoredFareGroup } from '../schemas/fare-groups.schema';
import { ZONE_ROW_COLUMNS, ZONE_ROW_HEADERS, zoneRowCellValue, zoneRowSheetColumn, type ZoneRowField } from '../schemas/zone-row-columns';
import type { ExcelCellError, ExcelChange, ExcelImportDiff, ExcelRow } from '../schemas/pricelist-files.schema';
import type { NamedRecord } from './json-file';
import { ambiguousNameMessage, nameMatcher, type NameMatch } from './name-match';
import { LANGUAGES, type Language } from '../i18n/languages';
import { CATALOGS, type MessageKey } from '../i18n/messages';
import { translate } from '../i18n/translate';

/** Where things are on a fare group sheet (rows and columns 1-based, as Excel counts). */
export const EXCEL_LAYOUT = {
  /** Title block: label in A, value in B, rows 1 (carrier) to 8 (what the prices are). */
  carrierRow: 1,
  /** The row saying what the price cells hold; the import reads the as_is marker here. */
  pricesRow: 8,
  /** First header row: the fixed headers, then quantities (as_is) or pallet counts. */
  headerRow: 10,
  /** Second header row: the pricing unit of each quantity (as_is) or the pallet type. */
  unitRow: 11,
  /** As_is exports: label `Version` in A, the pricelist version exported in B (row 9, before the headers). */
  versionRow: 9,
  firstDataRow: 12,
  /** Column of the first price (F); A-E are the fixed columns (ZONE_ROW_COLUMNS). */
  firstPriceColumn: ZONE_ROW_HEADERS.length + 1,
  /** The fixed columns' titles in the header row. */
  fixedHeaders: ZONE_ROW_HEADERS,
} as const;

/**
 * The sheet of a fare group (position 0 is `Fare group 1`; in Finnish `Hintataulukko 1`). A
 * workbook is written in its reader's language (docs/api.md "Languages") and read back in any:
 * `fareGroupSheetNames` lists a fare group's sheet in each.
 */
export function fareGroupSheetName(index: number, language: Language = 'en'): string {
  return translate(language, 'workbook.fareGroupSheet', { number: String(index + 1) });
}

/** Fare group `index`'s sheet name in every language, English first: the import takes whichever the workbook has. */
export function fareGroupSheetNames(index: number): string[] {
  return [...new Set(LANGUAGES.map((language) => fareGroupSheetName(index, language)))];
}

/** The sheet listing the pricelist's surcharges. */
export const SURCHARGES_SHEET = 'Surcharges';

/** The Surcharges sheet's name in `language`. */
export function surchargesSheetName(language: Language = 'en'): string {
  return translate(language, 'rateCard.surcharges');
}

/** The text of the prices row of an as_is export, in `language`; the import checks it (in any language) and the pricelist id. */
export function asIsMarker(pricelistId: number, language: Language = 'en'): string {
  return translate(language, 'workbook.asIsMarker', { id: String(pricelistId) });
}

/** Label of the version line of an as_is export. */
export const AS_IS_VERSION_LABEL = 'Version';

/** The version line's label in `language` ('Versio'). */
export function asIsVersionLabel(language: Language = 'en'): string {
  return translate(language, 'workbook.version');
}

/** The version line's label in every language: the import reads any. */
export const AS_IS_VERSION_LABELS: ReadonlySet<string> = new Set(LANGUAGES.map(asIsVersionLabel));

/** The fixed columns' titles of a fare group sheet in `language` (English: EXCEL_LAYOUT.fixedHeaders). */
export function zoneRowHeaders(language: Language = 'en'): string[] {
  if (language === 'en') return [...ZONE_ROW_HEADERS];
  return [
    translate(language, 'workbook.zoneFrom'),
    translate(language, 'workbook.zoneTo'),
    translate(language, 'rateCard.transit'),
    translate(language, 'rateCard.minimum'),
    translate(language, 'rateCard.maximum'),
  ];
}

/** True when `text` is the first fixed column's title (Zone from) in any language: an as_is sheet's header row. */
export function isZoneFromHeader(text: unknown): boolean {
  return typeof text === 'string' && LANGUAGES.some((language) => zoneRowHeaders(language)[0] === text.trim());
}

/** The workbook custom property of an as_is export holding the version it was exported from. */
export const AS_IS_VERSION_PROPERTY = 'PricelistVersion';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The markers read: today's in each language, and the one of workbooks exported before (still in
 * clerks' hands), which named the export by its key.
 */
const AS_IS_MARKERS = [
  ...LANGUAGES.map((language) => new RegExp(`^${escaped(CATALOGS[language]['workbook.asIsMarker']).replace(escaped('{id}'), '(\\d+)')}$`)),
  /^As stored \(export as_is of pricelist (\d+)\)$/,
];

/** The pricelist id an as_is marker names, or null when the text is not one. */
export function readAsIsMarker(text: string): number | null {
  for (const marker of AS_IS_MARKERS) {
    const m = marker.exec(text.trim());
    if (m) return Number(m[1]);
  }
  return null;
}

/** Excel's column letters: 1 -> A, 27 -> AA. */
export function columnLetter(column: number): string {
  let s = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A cell's value as the server reads it: a number, a text, or empty. */
export type SheetValue = number | string | null;

/** A fare group sheet as read from a workbook. */
export interface SheetGrid {
  /** The sheet's name. */
  name: string;
  /** The quantity header cells (row EXCEL_LAYOUT.headerRow from column F), as read. */
  quantities: SheetValue[];
  /** The pricing unit cells under them. */
  units: SheetValue[];
  /** Data rows: Excel row number and the values from column A on. */
  rows: { row: number; values: SheetValue[] }[];
}

/** Most decimals a price, minimum or maximum may have (docs/pricing.md "Numbers and money": prices keep 4). */
const PRICE_DIGITS = 4;
const MONEY_LIMIT = 1e9;

/**
 * A cell as a number: null when empty, undefined when it is not a number. A text cell is read by
 * the paste reader (parseCellNumber: `1.250,50`, `12,50 €`, `1,250` is 1.25), as budgets are.
 */
function readNumber(value: SheetValue): number | null | undefined {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const parsed = parseCellNumber(value);
  if (!parsed.ok) return undefined;
  return parsed.value === null ? null : Number(parsed.value);
}

/** Rounds away binary noise (12.3 stored by Excel as 12.299999999999999) to PRICE_DIGITS. */
function roundPrice(n: number): number {
  return Math.round(n * 10 ** PRICE_DIGITS) / 10 ** PRICE_DIGITS;
}

function hasMoreDigits(n: number): boolean {
  return Math.abs(n * 10 ** PRICE_DIGITS - Math.round(n * 10 ** PRICE_DIGITS)) > 1e-6;
}

/** The sheet column (1-based) of each fixed field. */
// Object.fromEntries types its keys as string; every field of ZONE_ROW_COLUMNS is mapped.
const COLUMN = Object.fromEntries(ZONE_ROW_COLUMNS.map((c) => [c.field, zoneRowSheetColumn(c.field)])) as Record<ZoneRowField, number>;

const text = (value: SheetValue | undefined) => (value === null || value === undefined ? '' : String(value).trim());

/** The carrier's zones and transits by exact name. */
export interface GridNameLookups {
  zones: readonly NamedRecord[];
  transits: readonly NamedRecord[];
}

/** The difference, and the new fare groups when there is no error. */
export interface WorkbookDiff {
  diff: ExcelImportDiff;
  fareGroups: FareGroupBody[] | null;
}

/**
 * Compares an as_is workbook with the stored grid (docs/api.md "Excel import"). Rows are matched by
 * their route (zone from, zone to) within the fare group; a kept row lists each changed cell, a
 * new route is an added row, a stored route missing from the sheet a removed one; the new grid
 * keeps the workbook's row order. Quantity columns cannot change here. Zone and transit names match
 * after Unicode normalisation and case folding (nameMatcher); a name matching two is an error.
 * `sheets[i]` is fare group i's sheet, or null when the workbook lacks it.
 */
export function diffWorkbook(
  stored: readonly StoredFareGroup[],
  sheets: readonly (SheetGrid | null)[],
  lookups: GridNameLookups,
): WorkbookDiff {
  const found: DiffFound = {
    zones: nameMatcher(lookups.zones),
    transits: nameMatcher(lookups.transits),
    changes: [],
    added: [],
    removed: [],
    errors: [],
  };
  const fareGroups: FareGroupBody[] = [];
  stored.forEach((group, g) => {
    const body = diffFareGroup(found, group, g, sheets[g] ?? null);
    if (body) fareGroups.push(body);
  });
  const { changes, added, removed, errors } = found;
  return { diff: { changes, added_rows: added, removed_rows: removed, errors }, fareGroups: errors.length ? null : fareGroups };
}

/** The name lookups of a comparison, and what it has found so far across the sheets. */
interface DiffFound {
  zones: (name: string) => NameMatch<NamedRecord>;
  transits: (name: string) => NameMatch<NamedRecord>;
  changes: ExcelChange[];
  added: ExcelRow[];
  removed: ExcelRow[];
  errors: ExcelCellError[];
}

/** The fare group a sheet is compared for: its position, its sheet's name, and how an error on it is told. */
interface SheetScope {
  g: number;
  sheetName: string;
  error: (cell: string, message: string) => void;
}

/** A data row as read: its zones and transit matched, its amounts checked; `bad`: the columns whose cell is refused. */
interface ReadRow {
  from: NamedRecord | null;
  to: NamedRecord | null;
  transit: NamedRecord | null;
  minimum: number | null;
  maximum: number | null;
  prices: (number | null)[];
  bad: Set<number>;
}

/** One fare group against its sheet: the group's new body, or null when the sheet is missing. */
function diffFareGroup(found: DiffFound, group: StoredFareGroup, g: number, sheet: SheetGrid | null): FareGroupBody | null {
  const sheetName = sheet?.name ?? fareGroupSheetName(g);
  const scope: SheetScope = { g, sheetName, error: (cell, message) => found.errors.push({ sheet: sheetName, cell, message }) };
  if (!sheet) {
    scope.error('A1', translate('en', 'errors.pricelistFiles.sheetMissing'));
    return null;
  }
  checkQuantities(scope, group, sheet);
  const storedByRoute = new Map(group.zones.map((z) => [`${z.zone_from}-${z.zone_to}`, z]));
  const seen = new Map<string, number>();
  const body: FareGroupBody = { quantities: group.quantities.map((q) => ({ ...q })), zones: [] };
  for (const { row, values } of sheet.rows) {
    if (values.every((v) => text(v) === '')) continue;
    const read = readRow(found, scope, row, values, group.quantities.length);
    if (!read.from || !read.to) continue;
    const key = `${read.from.id}-${read.to.id}`;
    if (seen.has(key)) {
      scope.error(`${columnLetter(COLUMN.zone_to)}${row}`, DUPLICATE_ZONES_MESSAGE);
      continue;
    }
    seen.set(key, row);
    body.zones.push({
      zone_from: read.from.id,
      zone_to: read.to.id,
      transit: read.transit?.id ?? null,
      minimum_amount: read.minimum,
      maximum_amount: read.maximum,
      prices: read.prices,
    });
    const before = storedByRoute.get(key);
    if (before) listChanges(found, scope, group, row, read, before);
    else found.added.push(addedRow(scope, row, read));
  }
  listRemoved(found, scope, group, seen);
  return body;
}

/** Quantity columns: as stored, or an error naming the first cell that differs. */
function checkQuantities({ error }: SheetScope, group: StoredFareGroup, sheet: SheetGrid): void {
  const L = EXCEL_LAYOUT;
  for (let q = 0; q < Math.max(group.quantities.length, sheet.quantities.length); q++) {
    const at = `${columnLetter(L.firstPriceColumn + q)}${L.headerRow}`;
    const want = group.quantities[q];
    const got = readNumber(sheet.quantities[q] ?? null);
    if (!want) {
      if (got !== null) error(at, translate('en', 'errors.pricelistFiles.quantityAdded'));
    } else if (got === undefined || got === null || Math.abs(got - want.quantity) > 1e-9) {
      error(at, translate('en', 'errors.pricelistFiles.quantityChanged', { quantity: String(want.quantity) }));
    } else if (text(sheet.units[q] ?? null) !== want.unit) {
      error(
        `${columnLetter(L.firstPriceColumn + q)}${L.unitRow}`,
        translate('en', 'errors.pricelistFiles.unitChanged', { unit: want.unit }),
      );
    }
  }
}

/** Reads a data row's cells, telling each refused one, in the order of the columns. */
function readRow(found: DiffFound, { error }: SheetScope, row: number, values: SheetValue[], count: number): ReadRow {
  const at = (column: number) => `${columnLetter(column)}${row}`;
  // Columns of this row whose cell is refused: they list no change.
  const bad = new Set<number>();
  const zoneCell = (column: number, empty: MessageKey) => {
    const name = text(values[column - 1] ?? null);
    if (!name) {
      error(at(column), translate('en', empty));
      return null;
    }
    const match = found.zones(name);
    if (!match) error(at(column), translate('en', 'errors.pricelistFiles.noZone', { name }));
    else if ('ambiguous' in match) error(at(column), ambiguousNameMessage('Zone', name, match.ambiguous));
    return match && 'record' in match ? match.record : null;
  };
  const money = (column: number) => readMoney(values[column - 1] ?? null, at(column), error, () => bad.add(column));
  const from = zoneCell(COLUMN.zone_from, 'errors.pricelistFiles.zoneFromEmpty');
  const to = zoneCell(COLUMN.zone_to, 'errors.pricelistFiles.zoneToEmpty');
  const transit = readTransit(found, values, at(COLUMN.transit), error);
  if (transit === undefined) bad.add(COLUMN.transit);
  const minimum = money(COLUMN.minimum_amount);
  const maximum = money(COLUMN.maximum_amount);
  if (minimum !== null && maximum !== null && minimum > maximum)
    error(at(COLUMN.maximum_amount), translate('en', 'errors.pricelistFiles.maxBelowMin'));
  const prices: (number | null)[] = [];
  for (let q = 0; q < count; q++) prices.push(money(EXCEL_LAYOUT.firstPriceColumn + q));
  for (let c = EXCEL_LAYOUT.firstPriceColumn + count; c <= values.length; c++) {
    if (text(values[c - 1] ?? null) !== '') error(at(c), translate('en', 'errors.pricelistFiles.noQuantityColumn'));
  }
  return { from, to, transit: transit ?? null, minimum, maximum, prices, bad };
}

/** The row's transit: null when the cell is empty, undefined (and an error at `cell`) when no single transit has that name. */
function readTransit(found: DiffFound, values: SheetValue[], cell: string, error: SheetScope['error']): NamedRecord | null | undefined {
  const transitName = text(values[COLUMN.transit - 1] ?? null);
  const transitMatch = transitName ? found.transits(transitName) : null;
  const transit = transitMatch && 'record' in transitMatch ? transitMatch.record : null;
  if (!transitName || transit) return transit;
  error(
    cell,
    transitMatch && 'ambiguous' in transitMatch
      ? ambiguousNameMessage('Transit', transitName, transitMatch.ambiguous)
      : translate('en', 'imports.json.noTransit', { name: transitName }),
  );
  return undefined;
}

/** An amount cell: null when empty; a refused one is told at `cell` and marked `refuse`d (not a number: null). */
function readMoney(value: SheetValue, cell: string, error: SheetScope['error'], refuse: () => void): number | null {
  const n = readNumber(value);
  if (n === undefined) {
    error(cell, translate('en', 'errors.pricelistFiles.notNumber', { value: text(value) }));
    refuse();
    return null;
  }
  if (n === null) return null;
  if (hasMoreDigits(n) || Math.abs(n) > MONEY_LIMIT) {
    error(
      cell,
      hasMoreDigits(n)
        ? translate('en', 'errors.pricelistFiles.decimals', { digits: String(PRICE_DIGITS) })
        : translate('en', 'errors.pricelistFiles.tooLargeValue'),
    );
    refuse();
  }
  return roundPrice(n);
}

/** A route the stored grid lacks: the row as the workbook has it. */
function addedRow({ g, sheetName }: SheetScope, row: number, read: ReadRow): ExcelRow {
  return {
    fare_group: g,
    sheet: sheetName,
    row,
    zone_from: read.from!.name,
    zone_to: read.to!.name,
    transit: read.transit?.name ?? null,
    minimum_amount: read.minimum,
    maximum_amount: read.maximum,
    prices: read.prices,
  };
}

/** A kept route's changed cells (a refused cell lists none), in the order of the columns. */
function listChanges(
  found: DiffFound,
  { g, sheetName }: SheetScope,
  group: StoredFareGroup,
  row: number,
  read: ReadRow,
  before: StoredFareGroup['zones'][number],
): void {
  const change = (field: ExcelChange['field'], column: number, quantity: number | null, old: SheetValue, now: SheetValue) => {
    if (old === now || read.bad.has(column)) return;
    found.changes.push({
      fare_group: g,
      sheet: sheetName,
      zone_from: read.from!.name,
      zone_to: read.to!.name,
      field,
      quantity,
      cell: `${columnLetter(column)}${row}`,
      before: old,
      after: now,
    });
  };
  change('transit', COLUMN.transit, null, before.transit_name, read.transit?.name ?? null);
  change('minimum_amount', COLUMN.minimum_amount, null, before.minimum_amount, read.minimum);
  change('maximum_amount', COLUMN.maximum_amount, null, before.maximum_amount, read.maximum);
  read.prices.forEach((price, q) =>
    change('price', EXCEL_LAYOUT.firstPriceColumn + q, group.quantities[q]!.quantity, before.prices[q] ?? null, price),
  );
}

/** The stored routes the sheet no longer has, as stored. */
function listRemoved(found: DiffFound, { g, sheetName }: SheetScope, group: StoredFareGroup, seen: Map<string, number>): void {
  for (const z of group.zones) {
    if (seen.has(`${z.zone_from}-${z.zone_to}`)) continue;
    found.removed.push({
      fare_group: g,
      sheet: sheetName,
      row: null,
      zone_from: z.zone_from_name,
      zone_to: z.zone_to_name,
      transit: z.transit_name,
      minimum_amount: z.minimum_amount,
      maximum_amount: z.maximum_amount,
      prices: [...z.prices],
    });
  }
}

const routeOf = (zoneFrom: string, zoneTo: string) => `${zoneFrom}\u0000${zoneTo}`;

/**
 * Marks the lines of a stale workbook's difference that undo what was saved since the version it
 * was exported from (`based`; `diff` compares the workbook with what is stored now): a cell set
 * back to its value in `based`, a row `based` had that was removed since and is added back, a
 * row added since that the workbook removes. Every line gets `reverts`.
 */
export function markReverts(diff: ExcelImportDiff, based: readonly StoredFareGroup[]): ExcelImportDiff {
  const rows = based.map((g) => new Map(g.zones.map((z) => [routeOf(z.zone_from_name, z.zone_to_name), z])));
  const basedRow = (line: { fare_group: number; zone_from: string; zone_to: string }) =>
    rows[line.fare_group]?.get(routeOf(line.zone_from, line.zone_to));
  const basedValue = (change: ExcelChange): number | string | null | undefined => {
    const row = basedRow(change);
    if (!row) return undefined;
    if (change.field !== 'price') {
      const column = ZONE_ROW_COLUMNS.find((c) => c.field === change.field)!;
      return zoneRowCellValue(row, column);
    }
    const q = based[change.fare_group]!.quantities.findIndex((c) => c.quantity === change.quantity);
    return q < 0 ? undefined : (row.prices[q] ?? null);
  };
  return {
    ...diff,
    changes: diff.changes.map((c) => ({ ...c, reverts: basedValue(c) === c.after })),
    added_rows: diff.added_rows.map((r) => ({ ...r, reverts: basedRow(r) !== undefined })),
    removed_rows: diff.removed_rows.map((r) => ({ ...r, reverts: basedRow(r) === undefined })),
  };
}
