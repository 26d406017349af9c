/**
 * Reading a budget (mass) or tender calculation from what a sales person pastes or uploads (seeds
 * §5 "Tender", issue 13): rows of cells, a header row recognised and skipped, numbers written the
 * spreadsheet way (decimal commas, thousands separators), addresses as `EE 10115`. The rows come
 * out as the request bodies of api.md "Budget and tender calculations"; pure text in, data out.
 */
import type { z } from 'zod';
import { DEFAULT_SHIPMENT_TYPE, SHIPMENT_TYPE_NAMES, SHIPMENT_TYPES, UNIT_CODES, type ShipmentType } from '../constants/units';
import { massShipmentSchema, tenderLaneSchema } from '../schemas/bulk.schema';
import { shipmentRowSchema, type ShipmentRowBody } from '../schemas/shipment.schema';
import { readPostcode } from '../zones/postcode-format';
import { parseCellNumber, parseTabularText } from './paste-helpers';
import { describeIssue } from './issue-words';
import { cellText, type SheetCell } from './spreadsheet-text';

/** A collection or delivery address as the bodies carry it. */
export interface BulkAddress {
  country: string;
  postcode: string;
}

/** The seeds' warning for a pasted tender row that cannot be read. */
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

/** `2 x EUR pallet, 800 kg`: a tender profile's column heading. */
export function profileLabel(profile: { quantity: number | string; type: string; weight: number | string | null | undefined }): string {
  const name = SHIPMENT_TYPE_NAMES[profile.type as ShipmentType] ?? profile.type;
  const weight = profile.weight === null || profile.weight === undefined || profile.weight === '' ? '' : `, ${profile.weight} kg`;
  return `${profile.quantity} x ${name}${weight}`;
}

/**
 * The reasons of a shipment that failed its schema, one line each, in a clerk's words (issue-words):
 * `Weight must be at least 0`. The server writes the same text into the workbook's Errors column.
 */
export function describeIssues(error: z.ZodError): string {
  const lines: string[] = [];
  for (const issue of error.issues) {
    const line = describeIssue(issue);
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.join('\n');
}

/** A unit code from a cell: the code, its short code (EUR) or its name (EUR pallet), any case; null if none. */
export function parseShipmentType(text: string): ShipmentType | null {
  const key = text.trim().toLowerCase();
  if (!key) return null;
  for (const type of SHIPMENT_TYPES) {
    if (type === key || UNIT_CODES[type].toLowerCase() === key || SHIPMENT_TYPE_NAMES[type].toLowerCase() === key) return type;
  }
  const spaced = key.replace(/[\s-]+/g, '_');
  return (SHIPMENT_TYPES as readonly string[]).includes(spaced) ? (spaced as ShipmentType) : null;
}

/** A number cell as the body sends it: a number, null when empty, or the text as typed (the server names it). */
function numberCell(cell: SheetCell | undefined): number | string | null {
  if (typeof cell === 'number') return cell;
  const raw = cellText(cell).trim();
  const parsed = parseCellNumber(raw);
  if (!parsed.ok) return raw;
  return parsed.value === null ? null : Number(parsed.value);
}

// ---- headers ----------------------------------------------------------------------------------------

type MassColumn =
  | 'reference'
  | 'collection'
  | 'collection_country'
  | 'collection_postcode'
  | 'delivery'
  | 'delivery_country'
  | 'delivery_postcode'
  | 'quantity'
  | 'type'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'ldm'
  | 'cbm';

const HEADER_NAMES: Record<string, MassColumn> = {
  reference: 'reference',
  ref: 'reference',
  referencenumber: 'reference',
  collection: 'collection',
  from: 'collection',
  pickup: 'collection',
  origin: 'collection',
  collectioncountry: 'collection_country',
  fromcountry: 'collection_country',
  collectionpostcode: 'collection_postcode',
  collectionzip: 'collection_postcode',
  frompostcode: 'collection_postcode',
  delivery: 'delivery',
  to: 'delivery',
  destination: 'delivery',
  deliverycountry: 'delivery_country',
  tocountry: 'delivery_country',
  deliverypostcode: 'delivery_postcode',
  deliveryzip: 'delivery_postcode',
  topostcode: 'delivery_postcode',
  quantity: 'quantity',
  qty: 'quantity',
  pieces: 'quantity',
  type: 'type',
  unit: 'type',
  weight: 'weight',
  weightkg: 'weight',
  kg: 'weight',
  length: 'length',
  lengthcm: 'length',
  width: 'width',
  widthcm: 'width',
  height: 'height',
  heightcm: 'height',
  ldm: 'ldm',
  cbm: 'cbm',
  m3: 'cbm',
};

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The columns a header row names, or null when the row is data (fewer than two known names). */
function headerColumns(cells: string[]): (MassColumn | null)[] | null {
  const columns = cells.map((cell) => HEADER_NAMES[headerKey(cell)] ?? null);
  return columns.filter((c) => c !== null).length >= 2 ? columns : null;
}

/** What the readers take: pasted text, or a file's rows of cells (read cell by cell, never joined into text). */
export type TableInput = string | readonly (readonly SheetCell[])[];

/** Data rows of a paste or a file: blank lines dropped, text cells trimmed, a leading header row taken out. */
function splitRows(input: TableInput): { header: string[] | null; rows: { line: number; cells: SheetCell[] }[] } {
  const table: readonly (readonly SheetCell[])[] = typeof input === 'string' ? parseTabularText(input) : input;
  const all = table
    .map((cells, index) => ({ line: index + 1, cells: cells.map((c) => (typeof c === 'string' ? c.trim() : c)) }))
    .filter((row) => row.cells.some((c) => cellText(c) !== ''));
  const first = all[0];
  const firstText = first?.cells.map(cellText);
  if (firstText && headerColumns(firstText)) return { header: firstText, rows: all.slice(1) };
  return { header: null, rows: all };
}

// ---- mass -------------------------------------------------------------------------------------------

/** One pasted or uploaded shipment: the body sent for it and the reasons it cannot be priced. */
export interface MassPasteRow {
  /** The line of the paste (1-based), the header included. */
  line: number;
  shipment: Record<string, unknown>;
  /** Empty when the row is fine; else the server's own reasons (massShipmentSchema). */
  errors: string;
  /** What was read other than written, one line each (a number postcode padded: `2100` read as `02100`); else empty. */
  warnings: string;
}

const MASS_SHORT: MassColumn[] = ['reference', 'collection', 'delivery', 'quantity', 'type', 'weight', 'ldm', 'cbm'];
const MASS_LONG: MassColumn[] = [
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
 * Shipments from a spreadsheet block or a CSV/xlsx file's rows of cells (a cell's line breaks and
 * tabs stay in that cell; a number postcode gets its leading zeros back, with a warning). Columns by a
 * header row when there is one (Reference, Collection, Delivery, Quantity, Type, Weight, LDM, CBM,
 * and optionally Length, Width, Height, or Collection country / Collection postcode ...); without
 * one: Reference, Collection (`EE 10115`), Delivery, Quantity, Type, Weight, LDM, CBM, or the same
 * with country and postcode in separate columns. An empty type is an EUR pallet.
 */
export function parseMassRows(input: TableInput): MassPasteRow[] {
  const { header, rows } = splitRows(input);
  return rows.map(({ line, cells }) => {
    let columns: (MassColumn | null)[];
    if (header) columns = headerColumns(header)!;
    else columns = /^[A-Za-z]{2}$/.test(cellText(cells[1])) ? MASS_LONG : MASS_SHORT;
    const cell = (name: MassColumn): SheetCell | undefined => {
      const index = columns.indexOf(name);
      return index >= 0 ? cells[index] : undefined;
    };
    const text = (name: MassColumn): string | undefined => {
      const value = cell(name);
      return value === undefined ? undefined : cellText(value);
    };
    const warnings: string[] = [];
    const address = (side: 'collection' | 'delivery'): BulkAddress => {
      const joined = text(side);
      if (joined !== undefined) return parseAddressCell(joined) ?? { country: '', postcode: joined };
      const country = (text(`${side}_country`) ?? '').toUpperCase();
      const postcode = cell(`${side}_postcode`);
      if (typeof postcode === 'number') {
        // Excel stored the postcode as a number: FI 02100 became 2100.
        const read = readPostcode(country, String(postcode), { fromNumber: true });
        if (read.ok && read.warning) {
          warnings.push(`${side}.postcode ${read.warning}`);
          return { country, postcode: read.postcode };
        }
      }
      return { country, postcode: cellText(postcode) };
    };
    const typeText = text('type') ?? '';
    const quantity = numberCell(cell('quantity'));
    const shipment: Record<string, unknown> = {
      reference: text('reference') ?? '',
      collection: address('collection'),
      delivery: address('delivery'),
      quantity: quantity ?? '',
      type: typeText === '' ? DEFAULT_SHIPMENT_TYPE : (parseShipmentType(typeText) ?? typeText),
      weight: numberCell(cell('weight')) ?? '',
    };
    for (const field of ['length', 'width', 'height', 'ldm', 'cbm'] as const) {
      const value = numberCell(cell(field));
      if (value !== null) shipment[field] = value;
    }
    const parsed = massShipmentSchema.safeParse(shipment);
    return { line, shipment, errors: parsed.success ? '' : describeIssues(parsed.error), warnings: warnings.join('\n') };
  });
}

// ---- tender -----------------------------------------------------------------------------------------

/** What a tender paste gives: the rows read, and a warning for each row skipped. */
export interface TenderPaste<T> {
  items: T[];
  /** `Skipped malformed row: <row>` per row that could not be read. */
  warnings: string[];
}

const skipped = (cells: readonly SheetCell[]) => `${SKIPPED_ROW_PREFIX}${cells.map(cellText).join('\t')}`;

/**
 * Tender lanes: Collection and Delivery as `EE 10115` (two columns), or country and postcode in
 * four. A header row is skipped; a row that is not a lane is skipped with the seeds' warning.
 */
export function parseTenderLanes(input: TableInput): TenderPaste<{ collection: BulkAddress; delivery: BulkAddress }> {
  const items: { collection: BulkAddress; delivery: BulkAddress }[] = [];
  const warnings: string[] = [];
  const { rows } = splitRows(input);
  for (const { cells } of rows) {
    const filled = cells.map(cellText).filter((c) => c !== '');
    let lane: { collection: BulkAddress | null; delivery: BulkAddress | null } | null = null;
    if (filled.length === 2) lane = { collection: parseAddressCell(filled[0]!), delivery: parseAddressCell(filled[1]!) };
    else if (filled.length === 4) {
      lane = {
        collection: { country: filled[0]!.toUpperCase(), postcode: filled[1]! },
        delivery: { country: filled[2]!.toUpperCase(), postcode: filled[3]! },
      };
    }
    const parsed = lane?.collection && lane.delivery ? tenderLaneSchema.safeParse(lane) : null;
    if (parsed?.success) items.push(parsed.data);
    else warnings.push(skipped(cells));
  }
  return { items, warnings };
}

/**
 * Tender shipment profiles: Quantity, Type, Weight, then optionally Length, Width, Height, LDM,
 * CBM. Decimal commas become dots; an unknown type falls back to an EUR pallet (seeds §5); a row
 * without a whole quantity or a weight is skipped with the warning.
 */
export function parseTenderProfiles(input: TableInput): TenderPaste<ShipmentRowBody> {
  const items: ShipmentRowBody[] = [];
  const warnings: string[] = [];
  const { rows } = splitRows(input);
  const fields = ['length', 'width', 'height', 'ldm', 'cbm'] as const;
  for (const { cells } of rows) {
    const profile: Record<string, unknown> = {
      quantity: numberCell(cells[0]),
      type: parseShipmentType(cellText(cells[1])) ?? DEFAULT_SHIPMENT_TYPE,
      weight: numberCell(cells[2]),
    };
    fields.forEach((field, i) => {
      const value = numberCell(cells[3 + i]);
      if (value !== null) profile[field] = value;
    });
    const parsed = shipmentRowSchema.safeParse(profile);
    if (parsed.success) items.push(parsed.data);
    else warnings.push(skipped(cells));
  }
  return { items, warnings };
}
