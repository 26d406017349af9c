/**
 * Reading a budget (mass) or tender calculation from what a sales person pastes or uploads
 * (docs/product/domain.md §5 "Tender"): rows of cells, a header row recognised and skipped, numbers written the
 * spreadsheet way (decimal commas, thousands separators), addresses as `EE 10115`. The rows come
 * out as the request bodies of docs/api.md "Budget and tender calculations"; pure text in, data out.
 * What a reader says of a row or a column (`Row 4, weight: ...`, `No Weight (kg) column: ...`) is in
 * the `language` it is given (the web app's reader's; English by default, word for word as before).
 */
import type { z } from 'zod';
import { DEFAULT_SHIPMENT_TYPE, SHIPMENT_TYPE_NAMES, SHIPMENT_TYPES, UNIT_CODES, type ShipmentType } from '../constants/units';
import { shipmentTypeName } from '../constants/unit-words';
import { LANGUAGES, type Language } from '../i18n/languages';
import { localizeReason } from '../i18n/reasons';
import { translate } from '../i18n/translate';
import { massShipmentSchema, tenderLaneSchema } from '../schemas/bulk.schema';
import { shipmentRowSchema, type ShipmentRowBody } from '../schemas/shipment.schema';
import { asOneLine } from '../schemas/fields';
import { displayNumber } from '../glossary/display';
import { readPostcode } from '../zones/postcode-format';
import { isAmbiguousMeasure, readMeasureText } from './measure-number';
import { parseCellNumber, parseTabularText } from './paste-helpers';
import { describeIssue, issueFieldLabel, shipmentTypeExamples } from './issue-words';
import { cellText, firstFilledSheet, type SheetCell, type UploadSheet } from './spreadsheet-text';
import {
  LANE_REQUIRED,
  MASS_REQUIRED,
  missingColumns,
  PROFILE_REQUIRED,
  readHeaderRow,
  REQUIREMENT_FIELDS,
  titleKey,
  type ColumnMap,
  type UploadColumn,
  type UploadRequirement,
} from './upload-columns';

/** A collection or delivery address as the bodies carry it. */
export interface BulkAddress {
  country: string;
  postcode: string;
}

/**
 * A pasted tender row that cannot be read is skipped with this warning, then the row (docs/product/domain.md §5):
 * how the English of errors.bulk.reader.skipped begins (in another language the reader's words).
 */
export const SKIPPED_ROW_PREFIX = 'Skipped malformed row: ';

/** `EE 10115`: how the workbooks and the preview show an address. */
export function formatAddress(address: BulkAddress | null | undefined): string {
  if (!address) return '';
  return `${address.country ?? ''} ${address.postcode ?? ''}`.trim();
}

/**
 * `EE 10115`, `ee-10115`, `EE10115`, `GB SW1A 1AA` -> {country, postcode}; null when the text does
 * not start with a two-letter country code.
 */
export function parseAddressCell(text: string): BulkAddress | null {
  const match = /^\s*([A-Za-z]{2})(?:[\s\-:/]+|(?=\d))(\S.*?)\s*$/.exec(text);
  if (!match) return null;
  return { country: match[1]!.toUpperCase(), postcode: match[2]! };
}

/** `2 x EUR pallet, 800 kg`, `1 x Colli, 12,5 kg`: a tender profile's column heading, its weight in the product's format. */
export function profileLabel(
  profile: { quantity: number | string; type: string; weight: number | string | null | undefined },
  language: Language = 'en',
): string {
  const name = (Object.hasOwn(SHIPMENT_TYPE_NAMES, profile.type) && shipmentTypeName(profile.type, 1, language)) || profile.type;
  const { weight: sent } = profile;
  const kg = typeof sent === 'number' ? displayNumber(sent, 3) : sent;
  const weight = kg === null || kg === undefined || kg === '' ? '' : `, ${kg} kg`;
  return `${profile.quantity} x ${name}${weight}`;
}

/**
 * The reasons of a shipment that failed its schema, one line each, in a clerk's words (issue-words):
 * `Weight must be at least 0`. The server writes the same text into the workbook's Errors column
 * (in the workbook's language). `skipFields`: top-level fields left out.
 */
export function describeIssues(error: z.ZodError, skipFields?: ReadonlySet<string>, language: Language = 'en'): string {
  const lines: string[] = [];
  for (const issue of error.issues) {
    // A field whose column is missing is said once for the table, not on every row.
    if (skipFields?.has(String(issue.path[0]))) continue;
    const line = describeIssue(issue, language);
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.join('\n');
}

/** Shipment types as Finnish and Estonian clerks write them (compared as titleKey compares titles). */
const TYPE_WORDS: Readonly<Record<string, ShipmentType>> = {
  eurlava: 'eur_pallet',
  eurolava: 'eur_pallet',
  euralus: 'eur_pallet',
  euroalus: 'eur_pallet',
  eurpallet: 'eur_pallet',
  europallet: 'eur_pallet',
  finlava: 'fin_pallet',
  finalus: 'fin_pallet',
  puolilava: 'half_pallet',
  poolalus: 'half_pallet',
  neljannelava: 'quarter_pallet',
  veerandalus: 'quarter_pallet',
  lava: 'pallet',
  alus: 'pallet',
  kolli: 'colli',
  pakk: 'colli',
  paketti: 'colli',
  laatikko: 'carton',
  kast: 'carton',
  kirje: 'envelope',
  umbrik: 'envelope',
  asiakirja: 'document',
  dokument: 'document',
  rulla: 'roll',
  rull: 'roll',
  taysikuorma: 'full_load',
  taiskoorem: 'full_load',
};

/** Each type's name in Estonian and Finnish, lower case (the catalogs' words: what a translated template writes). */
const TRANSLATED_TYPE_NAMES = new Map<string, ShipmentType>(
  LANGUAGES.flatMap((language) => SHIPMENT_TYPES.map((type) => [shipmentTypeName(type, 1, language).toLowerCase(), type] as const)),
);

/**
 * A unit code from a cell: the code, its short code (EUR), its name (EUR pallet) or a Finnish or
 * Estonian word for it (EUR-lava, EUR alus), any case; null if none.
 */
export function parseShipmentType(text: string): ShipmentType | null {
  const key = text.trim().toLowerCase();
  if (!key) return null;
  for (const type of SHIPMENT_TYPES) {
    if (type === key || UNIT_CODES[type].toLowerCase() === key || SHIPMENT_TYPE_NAMES[type].toLowerCase() === key) return type;
  }
  // A type's name as the templates and workbooks write it in Estonian or Finnish ("EUR-lava", "Poolalus").
  const named = TRANSLATED_TYPE_NAMES.get(key);
  if (named) return named;
  const spaced = key.replace(/[\s-]+/g, '_');
  if ((SHIPMENT_TYPES as readonly string[]).includes(spaced)) return spaced as ShipmentType;
  return TYPE_WORDS[titleKey(key).replace(/t$/, '')] ?? TYPE_WORDS[titleKey(key)] ?? null;
}

// ---- numbers with units ----------------------------------------------------------------------------

/** The field a number cell fills: its units are read ("850 kg", "1,2 t", "120 cm", "2 kpl"). */
type NumberField = 'quantity' | 'weight' | 'length' | 'width' | 'height' | 'ldm' | 'cbm';

/** Units a number may carry, by field, with the power of ten that turns it into the body's unit. */
const NUMBER_UNITS: Record<NumberField, readonly { unit: RegExp; places: number }[]> = {
  quantity: [{ unit: /^(?:pcs|pc|kpl|tk|x)$/, places: 0 }],
  weight: [
    { unit: /^(?:kg|kgs|kilos?|kiloa|kilogram(?:me)?s?)$/, places: 0 },
    { unit: /^(?:t|tn|tons?|tonnes?|tonnia?|tonn)$/, places: 3 },
  ],
  length: [
    { unit: /^cm$/, places: 0 },
    { unit: /^m$/, places: 2 },
  ],
  width: [
    { unit: /^cm$/, places: 0 },
    { unit: /^m$/, places: 2 },
  ],
  height: [
    { unit: /^cm$/, places: 0 },
    { unit: /^m$/, places: 2 },
  ],
  ldm: [{ unit: /^(?:ldm|lm|lvm|m)$/, places: 0 }],
  cbm: [{ unit: /^(?:m3|m³|cbm)$/, places: 0 }],
};

/** `value` (a canonical decimal) times 10^places, exactly: '1.2' and 3 give '1200'. */
function shiftDecimal(value: string, places: number): string {
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = value.replace(/^-/, '').split('.');
  let digits = whole + fraction;
  let point = whole.length + places;
  if (point > digits.length) digits = digits.padEnd(point, '0');
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const parsed = parseCellNumber(`${negative ? '-' : ''}${digits.slice(0, point) || '0'}.${digits.slice(point)}`);
  return parsed.ok && parsed.value !== null ? parsed.value : value;
}

/**
 * A number followed by a unit of `field`, in the body's unit ('850 kg' -> '850', '1,2 t' -> '1200');
 * null when not, or when the number is ambiguous by the measure rule ('1,200 kg': measure-number).
 */
export function readNumberWithUnit(text: string, field: NumberField): string | null {
  const match = /^(.*?\d\.?)\s*([a-z³]+\d?)\.?$/i.exec(text.trim());
  if (!match) return null;
  const unit = match[2]!.toLowerCase();
  const scale = NUMBER_UNITS[field].find((u) => u.unit.test(unit));
  if (!scale) return null;
  const parsed = readMeasureText(match[1]!);
  if (!parsed.ok || parsed.value === null) return null;
  return shiftDecimal(parsed.value, scale.places);
}

/**
 * A number cell as the body sends it: a number, null when empty, or the text as typed, which the
 * shared schema refuses with its reason ("1,200" or "1,200 kg": "could be 1,2 or 1 200 kg", by the
 * measure rule; never read as 1.2).
 */
function numberCell(cell: SheetCell | undefined, field: NumberField): number | string | null {
  if (typeof cell === 'number') return cell;
  const raw = cellText(cell).trim();
  const parsed = readMeasureText(raw);
  if (parsed.ok) return parsed.value === null ? null : Number(parsed.value);
  if (parsed.ambiguous) return raw;
  // "1,200 kg": the number alone goes on, so the schema names the doubt in the body's unit.
  const unitless = /^(.*?\d)\s*(?:kg|kgs|cm|ldm|m3|m³|cbm)\.?$/i.exec(raw)?.[1];
  if (unitless !== undefined && isAmbiguousMeasure(unitless)) return unitless;
  const withUnit = readNumberWithUnit(raw, field);
  return withUnit === null ? raw : Number(withUnit);
}

// ---- headers ----------------------------------------------------------------------------------------

/** What the readers take: pasted text, or a file's rows of cells (read cell by cell, never joined into text). */
export type TableInput = string | readonly (readonly SheetCell[])[];

/** Rows above a header that are only a title (one filled cell) may be this many. */
const TITLE_ROWS = 3;

interface TableRows {
  /** The header row's columns, or null when the rows are data from the first. */
  header: ColumnMap | null;
  /** Data rows, each with its line: the row number in the paste or the sheet, blank rows counted (Excel's row number). */
  rows: { line: number; cells: SheetCell[] }[];
}

/**
 * Data rows of a paste or a file: blank lines dropped (their numbers kept), text cells trimmed, a
 * header row taken out. The header is the first filled row, or a later one under a few title
 * rows of one cell each ("Budget March 2026"), which are dropped with it.
 */
function splitRows(input: TableInput): TableRows {
  const table: readonly (readonly SheetCell[])[] = typeof input === 'string' ? parseTabularText(input) : input;
  const all = table
    .map((cells, index) => ({ line: index + 1, cells: cells.map((c) => (typeof c === 'string' ? c.trim() : c)) }))
    .filter((row) => row.cells.some((c) => cellText(c) !== ''));
  for (let i = 0; i < Math.min(all.length, TITLE_ROWS + 1); i++) {
    const header = readHeaderRow(all[i]!.cells.map(cellText));
    if (header) return { header, rows: all.slice(i + 1) };
    if (all[i]!.cells.filter((c) => cellText(c) !== '').length > 1) break;
  }
  return { header: null, rows: all };
}

/** A header's missing columns: their messages, and the body fields whose per-row reasons they would repeat. */
function missingOf(
  header: ColumnMap | null,
  required: readonly UploadRequirement[],
  language: Language,
): { messages: string[]; fields: Set<string> } {
  const missing = header ? missingColumns(header, required, language) : [];
  return { messages: missing.map((m) => m.message), fields: new Set(missing.map((m) => REQUIREMENT_FIELDS[m.requirement])) };
}

const positional = (columns: readonly UploadColumn[]): ColumnMap => new Map(columns.map((column, index) => [column, index]));

/** Reads one row's cells by column: texts, numbers with units, addresses (whole or in parts). */
function rowReader(columns: ColumnMap, cells: readonly SheetCell[], warnings: string[], language: Language = 'en') {
  const cell = (name: UploadColumn): SheetCell | undefined => {
    const index = columns.get(name);
    return index === undefined ? undefined : cells[index];
  };
  const text = (name: UploadColumn): string | undefined => {
    const value = cell(name);
    return value === undefined ? undefined : cellText(value);
  };
  const address = (side: 'collection' | 'delivery'): BulkAddress => {
    const joined = text(side);
    if (joined !== undefined) return parseAddressCell(joined) ?? { country: '', postcode: joined };
    const country = (text(`${side}_country`) ?? '').toUpperCase();
    const postcode = cell(`${side}_postcode`);
    if (typeof postcode === 'number') {
      // Excel stored the postcode as a number: FI 02100 became 2100.
      const read = readPostcode(country, String(postcode), { fromNumber: true });
      if (read.ok && read.warning) {
        warnings.push(`${issueFieldLabel([side, 'postcode'], language)} ${localizeReason(language, read.warning)}`);
        return { country, postcode: read.postcode };
      }
    }
    return { country, postcode: cellText(postcode) };
  };
  const number = (field: NumberField) => numberCell(cell(field), field);
  /**
   * The row's shipment fields (service_price's row): quantity, type, weight and the measures given.
   * An empty type is an EUR pallet; a type not known stays as typed, so the schema refuses it (budget
   * and tender alike: never priced as a pallet it is not).
   */
  const shipmentRow = (): Record<string, unknown> => {
    const typeText = text('type') ?? '';
    const type = typeText === '' ? DEFAULT_SHIPMENT_TYPE : (parseShipmentType(typeText) ?? typeText);
    const row: Record<string, unknown> = { quantity: number('quantity') ?? '', type, weight: number('weight') ?? '' };
    for (const field of ['length', 'width', 'height', 'ldm', 'cbm'] as const) {
      const value = number(field);
      if (value !== null) row[field] = value;
    }
    return row;
  };
  return { text, address, shipmentRow };
}

// ---- mass -------------------------------------------------------------------------------------------

/** One pasted or uploaded shipment: the body sent for it and the reasons it cannot be priced. */
export interface MassPasteRow {
  /** The row's number in the paste or the sheet (1-based), the header and blank rows counted: Excel's row number. */
  line: number;
  shipment: Record<string, unknown>;
  /** Empty when the row is fine; else the server's own reasons (massShipmentSchema). */
  errors: string;
  /** What was read other than written, one line each (a number postcode padded: `2100` read as `02100`); else empty. */
  warnings: string;
}

/** A budget's rows, and what is wrong with the table as a whole. */
export interface MassTable {
  rows: MassPasteRow[];
  /** One message per required column the header row lacks (`No Weight (kg) column: ...`); empty when none. */
  missing: string[];
}

const MASS_SHORT: UploadColumn[] = ['reference', 'collection', 'delivery', 'quantity', 'type', 'weight', 'ldm', 'cbm'];
const MASS_LONG: UploadColumn[] = [
  'reference',
  'collection_country',
  'collection_postcode',
  'delivery_country',
  'delivery_postcode',
  'quantity',
  'type',
  'weight',
  'ldm',
  'cbm',
];

/**
 * Shipments from a spreadsheet block or a CSV/xlsx sheet's rows of cells (a cell's line breaks and
 * tabs stay in that cell; a number postcode gets its leading zeros back, with a warning). Columns by a
 * header row when there is one, in any order, titled as the template titles them or in the usual
 * English, Finnish or Estonian words (upload-columns.ts); without one: Reference, Collection
 * (`EE 10115`), Delivery, Quantity, Type, Weight, LDM, CBM, or the same with country and postcode in
 * separate columns. An empty type is an EUR pallet; numbers may carry units ("850 kg", "1,2 t").
 * A required column the header lacks is one message in `missing`, not a reason on every row.
 */
export function readMassTable(input: TableInput, language: Language = 'en'): MassTable {
  const { header, rows } = splitRows(input);
  const missing = missingOf(header, MASS_REQUIRED, language);
  return {
    missing: missing.messages,
    rows: rows.map(({ line, cells }) => {
      const columns = header ?? positional(/^[A-Za-z]{2}$/.test(cellText(cells[1])) ? MASS_LONG : MASS_SHORT);
      const warnings: string[] = [];
      const read = rowReader(columns, cells, warnings, language);
      const shipment: Record<string, unknown> = {
        // A reference typed over two lines in its cell is one line in the request (a one-line field).
        reference: asOneLine(read.text('reference') ?? ''),
        collection: read.address('collection'),
        delivery: read.address('delivery'),
        ...read.shipmentRow(),
      };
      const parsed = massShipmentSchema.safeParse(shipment);
      const errors = parsed.success ? '' : describeIssues(parsed.error, missing.fields, language);
      return { line, shipment, errors, warnings: warnings.join('\n') };
    }),
  };
}

/** The shipments of readMassTable, without the table's messages. */
export function parseMassRows(input: TableInput): MassPasteRow[] {
  return readMassTable(input).rows;
}

// ---- tender -----------------------------------------------------------------------------------------

/** What a tender paste gives: the rows read, and a warning for each row skipped. */
export interface TenderPaste<T> {
  items: T[];
  /** `Skipped malformed row: <row> (row 4)` per row that could not be read (the row's number as in readMassTable). */
  warnings: string[];
  /** One message per required column the header row lacks; empty when none (or no header). */
  missing: string[];
  /**
   * Cells refused with their row and column named (`Row 4, weight: 1,200 could be 1,2 or 1 200 kg;
   * write 1200 or 1,2`, `Row 5, type: Pallett is not a shipment type ...`): an ambiguous number or an
   * unknown type. Their rows are not read; the tender cannot be calculated until they are written
   * plainly. Empty when none.
   */
  problems: string[];
}

const skipped = (line: number, cells: readonly SheetCell[], language: Language) =>
  translate(language, 'errors.bulk.reader.skipped', { cells: cells.map(cellText).join('\t'), line: String(line) });

type Lane = { collection: BulkAddress; delivery: BulkAddress };

/** A lane from a row's reader, or null when it is not one. */
function laneOf(read: ReturnType<typeof rowReader>): Lane | null {
  const parsed = tenderLaneSchema.safeParse({ collection: read.address('collection'), delivery: read.address('delivery') });
  return parsed.success ? parsed.data : null;
}

/** A headerless lane: `EE 10115` twice, or country and postcode in four cells. */
function positionalLane(cells: readonly SheetCell[]): Lane | null {
  const filled = cells.filter((c) => cellText(c) !== '');
  if (filled.length === 4)
    return laneOf(
      rowReader(positional(['collection_country', 'collection_postcode', 'delivery_country', 'delivery_postcode']), filled, []),
    );
  if (filled.length !== 2) return null;
  const collection = parseAddressCell(cellText(filled[0]));
  const delivery = parseAddressCell(cellText(filled[1]));
  if (!collection || !delivery) return null;
  const parsed = tenderLaneSchema.safeParse({ collection, delivery });
  return parsed.success ? parsed.data : null;
}

/**
 * Tender lanes: by a header row's Collection and Delivery columns (whole, or country and postcode),
 * in any order; without one, Collection and Delivery as `EE 10115` (two columns), or country and
 * postcode in four. A row that is not a lane is skipped with the SKIPPED_ROW_PREFIX warning.
 */
export function parseTenderLanes(input: TableInput, language: Language = 'en'): TenderPaste<Lane> {
  const items: Lane[] = [];
  const warnings: string[] = [];
  const { header, rows } = splitRows(input);
  const missing = missingOf(header, LANE_REQUIRED, language);
  if (missing.messages.length > 0) return { items, warnings, missing: missing.messages, problems: [] };
  for (const { line, cells } of rows) {
    // By the header's columns, else as a headerless row would be read (a paste under a two-column header).
    const parsed = (header ? laneOf(rowReader(header, cells, [])) : null) ?? positionalLane(cells);
    if (parsed) items.push(parsed);
    else warnings.push(skipped(line, cells, language));
  }
  return { items, warnings, missing: [], problems: [] };
}

/** `Row 4, weight: <reason>`, `Row 5, type: Pallett is not a shipment type ...`: a refused cell, by its row and column. */
function cellProblem(line: number, issue: z.core.$ZodIssue, typed: string, language: Language): string {
  const field = issueFieldLabel(issue.path, language).toLowerCase();
  const reason =
    issue.path[0] === 'type'
      ? translate(language, 'errors.bulk.reader.notType', { typed, examples: shipmentTypeExamples(language) })
      : localizeReason(language, issue.message);
  return `${translate(language, 'pricelists.excel.row', { row: String(line) })}, ${field}: ${reason}`;
}

/** A profile's issues that a skip would hide: an ambiguous number, an unknown type. */
function isRefusedCell(issue: z.core.$ZodIssue): boolean {
  const field = String(issue.path[0]);
  return (issue.code === 'custom' && field !== 'type') || (issue.code === 'invalid_value' && field === 'type');
}

/**
 * Tender shipment profiles: by a header row's columns in any order (Quantity, Type, Weight ...);
 * without one, Quantity, Type, Weight, then optionally Length, Width, Height, LDM, CBM. Decimal
 * commas become dots, units are read ("850 kg"); an empty type is an EUR pallet. A cell that
 * cannot be read one way is a problem naming its row and column, as in a budget: an ambiguous
 * number ("1,200": measure-number's rule) or a type not known (refused, as a budget refuses it,
 * never priced as an EUR pallet). Any other row without a whole quantity or a weight is skipped
 * with the SKIPPED_ROW_PREFIX warning.
 */
export function parseTenderProfiles(input: TableInput, language: Language = 'en'): TenderPaste<ShipmentRowBody> {
  const items: ShipmentRowBody[] = [];
  const warnings: string[] = [];
  const { header, rows } = splitRows(input);
  const missing = missingOf(header, PROFILE_REQUIRED, language);
  const problems: string[] = [];
  if (missing.messages.length > 0) return { items, warnings, missing: missing.messages, problems };
  const columns = header ?? positional(['quantity', 'type', 'weight', 'length', 'width', 'height', 'ldm', 'cbm']);
  for (const { line, cells } of rows) {
    const read = rowReader(columns, cells, []);
    const parsed = shipmentRowSchema.safeParse(read.shipmentRow());
    if (parsed.success) {
      items.push(parsed.data);
      continue;
    }
    const refused = parsed.error.issues.filter(isRefusedCell);
    if (refused.length > 0) problems.push(...refused.map((issue) => cellProblem(line, issue, read.text('type') ?? '', language)));
    else warnings.push(skipped(line, cells, language));
  }
  return { items, warnings, missing: [], problems };
}

// ---- sheets -----------------------------------------------------------------------------------------

/** What a sheet of an upload may hold. */
export type UploadKind = 'mass' | 'lanes' | 'profiles';

const REQUIRED_OF: Record<UploadKind, readonly UploadRequirement[]> = {
  mass: MASS_REQUIRED,
  lanes: LANE_REQUIRED,
  profiles: PROFILE_REQUIRED,
};

/**
 * The sheet to preselect for `kind`: the first whose header row has every column the kind needs
 * (a tender template's Lanes and Shipment profiles sheets, a budget's Shipments, not its Notes);
 * else the first sheet with a filled cell.
 */
export function sheetFor(kind: UploadKind, sheets: readonly UploadSheet[]): number {
  const index = sheets.findIndex((sheet) => {
    const { header } = splitRows(sheet.rows);
    return header !== null && missingColumns(header, REQUIRED_OF[kind]).length === 0;
  });
  return index >= 0 ? index : firstFilledSheet(sheets);
}

/**
 * Where a tender upload's lists are: the first sheet read as lanes without a missing column and
 * with a lane in it, and likewise for profiles, never the same sheet for both (a one-sheet CSV
 * fills the list it reads as); null for a list no sheet holds.
 */
export function tenderSheets(sheets: readonly UploadSheet[]): { lanes: number | null; profiles: number | null } {
  const holds = (sheet: UploadSheet, kind: 'lanes' | 'profiles') => {
    const read = kind === 'lanes' ? parseTenderLanes(sheet.rows) : parseTenderProfiles(sheet.rows);
    return read.missing.length === 0 && read.items.length > 0;
  };
  const lanes = sheets.findIndex((sheet) => holds(sheet, 'lanes'));
  const profiles = sheets.findIndex((sheet, i) => i !== lanes && holds(sheet, 'profiles'));
  return { lanes: lanes < 0 ? null : lanes, profiles: profiles < 0 ? null : profiles };
}
