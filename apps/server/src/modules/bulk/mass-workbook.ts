/**
 * The budget (mass) workbook, `bulk_calculation.xlsx` (api.md "Budget and tender calculations"):
 * sheet Prices, one row per shipment and service considered, and sheet Summary. Every price is the
 * engine's answer for that shipment alone (priceOn: what POST /api/v1/service_price gives), from one
 * pricing snapshot for the whole file; nothing is recorded. The shipments are priced first (the
 * header needs the surcharges met), then streamed out, each row let go once written.
 */
import type { Writable } from 'node:stream';
import {
  addressSchema,
  BULK_LIMITS,
  describeIssues,
  findService,
  formatAddress,
  massShipmentSchema,
  shipmentTypeName,
  measureShipment,
  MEASURE_DIGITS,
  scaledToNumber,
  type MassPriceRequest,
  type MassShipmentBody,
  type PriceRequest,
  type PriceResult,
} from '@freight/domain';
import { AppError } from '../../errors';
import { priceOn, unknownService, type PricingSnapshot } from '../pricing/price.service';
import type ExcelJS from 'exceljs';
import {
  BODY_STYLE,
  cellStyle,
  DATE_FORMAT,
  excelDate,
  fitWidths,
  LABEL_STYLE,
  moneyFormat,
  multilineText,
  rowHeight,
  sheetOptions,
  wrappedLines,
  WRAP_STYLE,
} from '../../lib/workbook-style';
import {
  breathe,
  fromCents,
  ROWS_PER_TURN,
  streamingWorkbook,
  toCents,
  writeHeaderRow,
  writeStyledRow,
  type ProgressReport,
} from './workbook';

export const MASS_FILE_NAME = 'bulk_calculation.xlsx';

/** A result as the Prices sheet needs it: the engine's, without its trace (kept small for 100,000 rows). */
interface PricedLine {
  service: { id: number; name: string };
  pricelist: string | null;
  payableWeight: number | null;
  freight: number | null;
  /** The surcharge lines, flat: [column, amount, column, amount ...] (a packed array, not objects). */
  surcharges: number[];
  total: number | null;
  currency: string | null;
  collectionDate: string | null;
  deliveryDate: string | null;
  errors: string;
}

/** One shipment of the body: priced (one line per service considered), or why it cannot be. */
type PricedShipment =
  | {
      ok: true;
      /** Reference, Collection, Delivery, Quantity, Type, Weight, LDM, CBM: the row's first cells. */
      head: readonly unknown[];
      lines: PricedLine[];
    }
  | { ok: false; raw: Record<string, unknown>; reason: string };

/** A mass calculation checked, priced and ready to write. */
export interface MassWorkbook {
  /** Rows of the Prices sheet (shipments x services considered; one for a bad shipment). */
  rows: number;
  write(out: Writable, onProgress?: ProgressReport): Promise<void>;
}

/**
 * Checks and prices the request before a byte is written, so that the surcharge columns ("one
 * column per surcharge name met in the file") are known for the header and every 422 (an unknown
 * service, a file past a sheet's rows) comes first; `write` then streams the rows. Each shipment
 * is priced once, alone, on the snapshot (what service_price gives for it); the lines are kept
 * without their traces. Consumes `request.shipments` (each let go once priced).
 */
export async function prepareMassWorkbook(
  snapshot: PricingSnapshot,
  request: MassPriceRequest,
  onProgress?: ProgressReport,
): Promise<MassWorkbook> {
  if (request.service !== null && request.service !== undefined && !findService(snapshot.entry.carrier, request.service)) {
    throw unknownService();
  }
  const keeper = lineKeeper();
  const price = massPricer(snapshot, request, keeper.lineOf);
  const priced: PricedShipment[] = new Array<PricedShipment>(request.shipments.length);
  let rows = 0;
  for (let i = 0; i < request.shipments.length; i++) {
    const one = price(request.shipments[i]!);
    priced[i] = one;
    // The body's shipment is not needed again (a bad one is kept in its result): memory for 100,000.
    request.shipments[i] = undefined as never;
    rows += one.ok ? Math.max(one.lines.length, 1) : 1;
    if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
      await breathe(noStream);
      await onProgress?.(i + 1);
    }
  }
  if (rows > BULK_LIMITS.sheetRows) {
    throw AppError.invalid(`The workbook would have ${rows} rows, more than a sheet holds: name a service or send fewer shipments`, {
      shipments: 'too many rows for one sheet',
    });
  }
  return { rows, write: (out, onProgress) => writeMass(out, priced, keeper.names(), onProgress) };
}

/** A stream that never asks to wait: breathe() then only yields a turn. */
const noStream = { writableNeedDrain: false } as Writable;

/** The shipment's fields but its addresses, which are read apart (addressReader). */
const massRowSchema = massShipmentSchema.omit({ collection: true, delivery: true });

function massPricer(snapshot: PricingSnapshot, request: MassPriceRequest, lineOf: (result: PriceResult) => PricedLine) {
  const { shipments: _shipments, customer: _customer, email: _email, ...shared } = request;
  const readAddress = addressReader();
  return (raw: Record<string, unknown>): PricedShipment => {
    const collection = readAddress(raw.collection);
    const delivery = readAddress(raw.delivery);
    const row = collection && delivery ? massRowSchema.safeParse(raw) : null;
    let shipment: MassShipmentBody;
    if (row?.success) shipment = { ...row.data, collection: collection!.address, delivery: delivery!.address };
    else {
      // Something is wrong: the whole schema names every fault, in the order of the fields.
      const parsed = massShipmentSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, raw, reason: describeIssues(parsed.error) };
      shipment = parsed.data;
    }
    const priceRequest: PriceRequest = { ...shared, collection: shipment.collection, delivery: shipment.delivery, shipments: [shipment] };
    const facts = measureShipment([shipment]);
    const head = [
      shipment.reference ?? null,
      collection?.text ?? formatAddress(shipment.collection),
      delivery?.text ?? formatAddress(shipment.delivery),
      shipment.quantity,
      shipmentTypeName(shipment.type),
      shipment.weight,
      scaledToNumber(facts.ldm, MEASURE_DIGITS),
      scaledToNumber(facts.cbm, MEASURE_DIGITS),
    ];
    return { ok: true, head, lines: priceOn(snapshot, priceRequest).map(lineOf) };
  };
}

/** Distinct addresses remembered: a year of shipments travels a few hundred lanes. */
const ADDRESSES_KEPT = 20_000;

/**
 * Reads an address of the body: validated once per distinct country and postcode (addressSchema's
 * rules, the same object and its `EE 10115` text reused), null when it is not a valid one.
 */
function addressReader() {
  type Read = { address: MassShipmentBody['collection']; text: string } | null;
  const known = new Map<string, Read>();
  return (value: unknown): Read => {
    if (typeof value !== 'object' || value === null) return null;
    const { country, postcode } = value as Record<string, unknown>;
    if (typeof country !== 'string' || typeof postcode !== 'string') return null;
    const key = `${country}\n${postcode}`;
    let read = known.get(key);
    if (read === undefined) {
      const parsed = addressSchema.safeParse(value);
      read = parsed.success ? { address: parsed.data, text: formatAddress(parsed.data) } : null;
      if (known.size < ADDRESSES_KEPT) known.set(key, read);
    }
    return read;
  };
}

/**
 * Keeps the engine's results small: surcharge amounts by column number, services and dates shared
 * (a handful of distinct values over 100,000 rows).
 */
function lineKeeper() {
  const columns = new Map<string, number>();
  const services = new Map<number, { id: number; name: string }>();
  const texts = new Map<string, string>();
  const shared = (text: string | null) => {
    if (text === null) return null;
    const known = texts.get(text);
    if (known !== undefined) return known;
    texts.set(text, text);
    return text;
  };
  const lineOf = (result: PriceResult): PricedLine => {
    let freight: number | null = null;
    const surcharges: number[] = [];
    for (const { charge, amount } of result.charges) {
      if (charge === 'Freight') {
        freight = amount;
        continue;
      }
      let column = columns.get(charge);
      if (column === undefined) columns.set(charge, (column = columns.size));
      surcharges.push(column, amount);
    }
    let service = services.get(result.service.id);
    if (!service) services.set(result.service.id, (service = { id: result.service.id, name: result.service.name }));
    return {
      service,
      pricelist: result.pricelist?.name ?? null,
      payableWeight: result.trace.weight?.payable_weight ?? null,
      freight,
      surcharges,
      total: result.total,
      currency: result.currency,
      collectionDate: shared(result.collection_date),
      deliveryDate: shared(result.delivery_date),
      errors: shared(result.errors)!,
    };
  };
  /** The surcharge names met, in the order of their columns. */
  const names = () => [...columns.keys()];
  return { lineOf, names };
}

const FIXED_HEAD = [
  'Reference',
  'Collection',
  'Delivery',
  'Quantity',
  'Type',
  'Weight (kg)',
  'LDM (m)',
  'CBM (m³)',
  'Payable weight (kg)',
  'Service',
  'Pricelist',
  'Freight',
];
const TAIL_HEAD = ['Total', 'Currency', 'Collection date', 'Delivery date', 'Errors'];

/** The Errors column's width: a sentence. */
const ERRORS_WIDTH = 50;

/** Characters a currency symbol adds to an amount ("1,234.50 €"). */
const CURRENCY_WIDTH = 2;

const longestWord = (text: string) => text.split(' ').reduce((a, b) => (a.length >= b.length ? a : b));

/** Rows measured for the column widths (the widest of a big file are met early enough). */
const WIDTH_SAMPLE = 300;

interface ServiceSummary {
  name: string;
  priced: number;
  notPriced: number;
  /** Sum of totals per currency, in cents. */
  totals: Map<string, number>;
}

/**
 * The cells of the Prices sheet and their styles: made once per currency (a handful of shared
 * frozen style arrays for 100,000 rows), dates shared per day, nothing new per cell.
 */
function pricesRows(surcharges: string[]) {
  const width = FIXED_HEAD.length + surcharges.length + TAIL_HEAD.length;
  const moneyFrom = FIXED_HEAD.length - 1;
  const moneyTo = FIXED_HEAD.length + surcharges.length;
  const date = cellStyle({ numFmt: DATE_FORMAT });
  const stylesByCurrency = new Map<string | null, Partial<ExcelJS.Style>[]>();
  const stylesOf = (currency: string | null) => {
    let styles = stylesByCurrency.get(currency);
    if (!styles) {
      const money = cellStyle({ numFmt: moneyFormat(currency) });
      styles = Array.from({ length: width }, (_, c) =>
        c >= moneyFrom && c <= moneyTo ? money : c === width - 3 || c === width - 2 ? date : c === width - 1 ? WRAP_STYLE : BODY_STYLE,
      );
      stylesByCurrency.set(currency, styles);
    }
    return styles;
  };
  const days = new Map<string, Date>();
  const dayOf = (text: string | null) => {
    if (text === null) return null;
    let day = days.get(text);
    if (!day) days.set(text, (day = excelDate(text)));
    return day;
  };
  /** The rows of one shipment: its lines, or the row of a bad one with its reasons. */
  const rowsOf = (one: PricedShipment): unknown[][] => {
    if (!one.ok) {
      const { raw } = one;
      const row = new Array<unknown>(width).fill(null);
      row[0] = text(raw.reference);
      row[1] = addressText(raw.collection);
      row[2] = addressText(raw.delivery);
      row[3] = plain(raw.quantity);
      row[4] = typeText(raw.type);
      row[5] = plain(raw.weight);
      row[6] = plain(raw.ldm);
      row[7] = plain(raw.cbm);
      row[width - 1] = multilineText(one.reason);
      return [row];
    }
    return one.lines.map((line) => {
      const amounts = new Array<number | null>(surcharges.length).fill(null);
      for (let k = 0; k < line.surcharges.length; k += 2) amounts[line.surcharges[k]!] = line.surcharges[k + 1]!;
      return [
        ...one.head,
        line.payableWeight,
        line.service.name,
        line.pricelist,
        line.freight,
        ...amounts,
        line.total,
        line.currency,
        dayOf(line.collectionDate),
        dayOf(line.deliveryDate),
        line.errors ? multilineText(line.errors) : null,
      ];
    });
  };
  return { width, stylesOf, rowsOf };
}

async function writeMass(out: Writable, priced: PricedShipment[], surcharges: string[], onProgress?: ProgressReport): Promise<void> {
  const workbook = streamingWorkbook(out);
  const sheet = workbook.addWorksheet('Prices', sheetOptions({ ySplit: 1 }));
  const header = [...FIXED_HEAD, ...surcharges, ...TAIL_HEAD];
  const { stylesOf, rowsOf } = pricesRows(surcharges);
  const sample = priced.slice(0, WIDTH_SAMPLE).flatMap(rowsOf);
  // Headers wrap at their spaces: only their longest word must fit. Amounts carry their currency's symbol.
  const widths = fitWidths([header.map(longestWord), ...sample], { min: 8, max: 40 });
  for (let c = FIXED_HEAD.length - 1; c <= FIXED_HEAD.length + surcharges.length; c++) widths[c]!.width += CURRENCY_WIDTH;
  // The Errors column is as wide as a sentence; its longer reasons wrap.
  widths[header.length - 1] = { width: ERRORS_WIDTH };
  sheet.columns = widths;
  writeHeaderRow(sheet, header);
  // A row as tall as its reasons (one a line, long ones wrapped in the Errors column).
  const heightOf = (row: unknown[]) => {
    const cell = row[row.length - 1];
    const errors =
      typeof cell === 'object' && cell !== null && 'richText' in cell ? (cell as { richText: { text: string }[] }).richText[0]!.text : cell;
    return typeof errors === 'string' && (errors.length > ERRORS_WIDTH - 2 || errors.includes('\n'))
      ? rowHeight(wrappedLines(errors, ERRORS_WIDTH))
      : undefined;
  };

  const summaries = new Map<number, ServiceSummary>();
  let invalid = 0;
  for (let i = 0; i < priced.length; i++) {
    const one = priced[i]!;
    if (!one.ok) {
      invalid++;
      const row = rowsOf(one)[0]!;
      writeStyledRow(sheet, row, stylesOf(null), heightOf(row));
    } else {
      const rows = rowsOf(one);
      one.lines.forEach((line, k) => {
        writeStyledRow(sheet, rows[k]!, stylesOf(line.currency), heightOf(rows[k]!));
        const summary = summaries.get(line.service.id) ?? { name: line.service.name, priced: 0, notPriced: 0, totals: new Map() };
        summaries.set(line.service.id, summary);
        if (line.total !== null && line.currency !== null) {
          summary.priced++;
          summary.totals.set(line.currency, (summary.totals.get(line.currency) ?? 0) + toCents(line.total));
        } else summary.notPriced++;
      });
    }
    // Written rows are not needed again: let them go as the file grows.
    priced[i] = undefined as never;
    if ((i + 1) % ROWS_PER_TURN === 0) {
      await breathe(out);
      await onProgress?.(i + 1);
    }
  }
  sheet.commit();
  writeSummary(workbook, [...summaries.values()], invalid);
  await workbook.commit();
  await onProgress?.(priced.length);
}

/** Per service: shipments priced and not priced, and the sum of totals in each currency met. */
function writeSummary(workbook: ReturnType<typeof streamingWorkbook>, summaries: ServiceSummary[], invalid: number) {
  const currencies = [...new Set(summaries.flatMap((s) => [...s.totals.keys()]))].sort();
  const sheet = workbook.addWorksheet('Summary', sheetOptions({ ySplit: 1 }));
  const header = ['Service', 'Shipments priced', 'Shipments not priced', ...currencies.map((currency) => `Total ${currency}`)];
  const rows: unknown[][] = summaries.map((s) => [
    s.name,
    s.priced,
    s.notPriced,
    ...currencies.map((c) => fromCents(s.totals.get(c) ?? 0)),
  ]);
  if (invalid > 0) rows.push(['Shipments with errors in the input', 0, invalid]);
  const widths = fitWidths([header, ...rows], { min: 10, max: 45 });
  for (let c = 3; c < widths.length; c++) widths[c]!.width += CURRENCY_WIDTH;
  sheet.columns = widths;
  writeHeaderRow(sheet, header);
  const styles = [LABEL_STYLE, BODY_STYLE, BODY_STYLE, ...currencies.map((c) => cellStyle({ numFmt: moneyFormat(c) }))];
  for (const row of rows) writeStyledRow(sheet, row, styles);
  sheet.commit();
}

/** A bad row's type as a clerk reads it: the type's name when it is one, else as it was sent. */
function typeText(value: unknown): string | null {
  const sent = text(value);
  return sent === null ? null : shipmentTypeName(sent) || sent;
}

/** A cell of a bad row as it was sent: text and numbers as they are, anything else left empty. */
function plain(value: unknown): string | number | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function addressText(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return text(value);
  const { country, postcode } = value as Record<string, unknown>;
  return `${text(country) ?? ''} ${text(postcode) ?? ''}`.trim() || null;
}
