/**
 * The budget (mass) workbook's layout, `bulk_calculation.xlsx` (docs/api.md "Budget and tender calculations"):
 * sheet Prices, one row per shipment: the service the request names, or else the best one
 * (mainLine: the cheapest priced, EUR totals before other currencies, as the calculator lists
 * them); sheet Other services, the same columns, for every other service that prices a shipment;
 * and sheet Summary, which adds up the Prices sheet. Every price is the
 * engine's answer for that shipment alone (priceOn: what POST /api/v1/service_price gives), from one
 * pricing snapshot for the whole file; nothing is recorded. The shipments are priced first
 * (mass-pricing.ts: the header needs the surcharges met), then streamed out, each row let go once written.
 * Its sheets, headings and words in its reader's language (docs/api.md "Languages"), the numbers as ever.
 */
import type { Writable } from 'node:stream';
import {
  BULK_LIMITS,
  comparePrices,
  shipmentTypeName,
  translator,
  uploadColumn,
  type Language,
  type MassPriceRequest,
  type Translate,
} from '@freight/domain';
import { AppError, english } from '../../errors';
import type { PricingSnapshot } from '../pricing';
import type ExcelJS from 'exceljs';
import {
  BODY_STYLE,
  cellStyle,
  DATE_FORMAT,
  excelDate,
  fitWidths,
  LABEL_STYLE,
  MEASURE_FORMAT,
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
  reasonsIn,
  ROWS_PER_TURN,
  streamingWorkbook,
  toCents,
  writeHeaderRow,
  writeStyledRow,
  type ProgressReport,
} from './workbook';
import { priceMassShipments } from './mass-pricing';
import type { BadShipment, PricedLine, PricedShipments } from './priced-shipments';

export const MASS_FILE_NAME = 'bulk_calculation.xlsx';

/** A mass calculation checked, priced and ready to write. */
export interface MassWorkbook {
  /** Rows of the Prices sheet: one per shipment. */
  rows: number;
  write(out: Writable, onProgress?: ProgressReport): Promise<void>;
}

/**
 * Checks and prices the request before a byte is written, so that the surcharge columns ("one
 * column per surcharge name met in the file") are known for the header and every 422 (an unknown
 * service, a file past a sheet's rows) comes first; `write` then streams the rows. Each shipment
 * is priced once, alone, on the snapshot (what service_price gives for it, untraced: mass-pricing.ts);
 * the lines are kept compactly (PricedShipments). Consumes `request.shipments` (each let go once priced).
 */
export async function prepareMassWorkbook(
  snapshot: PricingSnapshot,
  request: MassPriceRequest,
  onProgress?: ProgressReport,
  language: Language = 'en',
): Promise<MassWorkbook> {
  const priced = await priceMassShipments(snapshot, request, onProgress, language);
  const rows = priced.count;
  const others = priced.otherLines();
  if (Math.max(rows, others) > BULK_LIMITS.sheetRows) {
    throw AppError.invalid(english('errors.bulk.tooManyRows', { rows: String(Math.max(rows, others)) }), {
      shipments: english('errors.bulk.tooManyRowsReason'),
    });
  }
  return { rows, write: (out, onProgress) => writeMass(out, priced, language, onProgress) };
}

/** The Prices sheet's columns before the surcharges' (one per surcharge met), in `language`. */
function fixedHead(t: Translate, language: Language): string[] {
  return [
    uploadColumn('reference', language).title,
    uploadColumn('collection', language).title,
    uploadColumn('delivery', language).title,
    uploadColumn('quantity', language).title,
    uploadColumn('type', language).title,
    uploadColumn('weight', language).title,
    t('workbook.mass.ldm'),
    uploadColumn('cbm', language).title,
    t('words.unit.payableWeight'),
    t('common.service'),
    t('rateCard.fact.pricelist'),
    t('workbook.mass.freight'),
  ];
}

/** ...and after them. */
function tailHead(t: Translate): string[] {
  return [
    t('common.total'),
    t('common.currency'),
    t('workbook.mass.collectionDate'),
    t('workbook.mass.deliveryDate'),
    t('workbook.mass.distance'),
    t('workbook.mass.co2e'),
    t('workbook.mass.errors'),
  ];
}

/** How many columns come before the surcharges' and after them. */
const FIXED_COLUMNS = 12;
const TAIL_COLUMNS = 7;

/** Road km with their one decimal. */
const KM_FORMAT = '#,##0.0';

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
 * A Prices row's styles per currency, made once each (a handful of shared frozen style arrays for
 * 100,000 rows): amounts in the currency from Freight to Total; after them ... Currency, the dates,
 * Distance (km), CO2e (kg) and the wrapped Errors.
 */
function rowStyles(surcharges: number): (currency: string | null) => Partial<ExcelJS.Style>[] {
  const width = FIXED_COLUMNS + surcharges + TAIL_COLUMNS;
  const moneyFrom = FIXED_COLUMNS - 1;
  const moneyTo = FIXED_COLUMNS + surcharges;
  const date = cellStyle({ numFmt: DATE_FORMAT });
  const tail = [date, date, cellStyle({ numFmt: KM_FORMAT }), cellStyle({ numFmt: MEASURE_FORMAT }), WRAP_STYLE];
  const stylesByCurrency = new Map<string | null, Partial<ExcelJS.Style>[]>();
  return (currency) => {
    let styles = stylesByCurrency.get(currency);
    if (!styles) {
      const money = cellStyle({ numFmt: moneyFormat(currency) });
      styles = Array.from({ length: width }, (_, c) =>
        c >= moneyFrom && c <= moneyTo ? money : c >= width - tail.length ? tail[c - (width - tail.length)]! : BODY_STYLE,
      );
      stylesByCurrency.set(currency, styles);
    }
    return styles;
  };
}

/**
 * The cells of the Prices sheet and their styles (rowStyles), dates shared per day, nothing new per cell.
 */
function pricesRows(priced: PricedShipments, surcharges: string[], language: Language) {
  // The engine's reasons in the workbook's language (a bad shipment's are made in it already).
  const say = reasonsIn(language);
  const width = FIXED_COLUMNS + surcharges.length + TAIL_COLUMNS;
  const stylesOf = rowStyles(surcharges.length);
  const days = new Map<string, Date>();
  const dayOf = (text: string | null) => {
    if (text === null) return null;
    let day = days.get(text);
    if (!day) days.set(text, (day = excelDate(text)));
    return day;
  };
  /** The row of a bad shipment: its cells as sent, and its reasons. */
  const badRow = ({ raw, reason }: BadShipment): unknown[] => {
    const row = new Array<unknown>(width).fill(null);
    row[0] = text(raw.reference);
    row[1] = addressText(raw.collection);
    row[2] = addressText(raw.delivery);
    row[3] = plain(raw.quantity);
    row[4] = typeText(raw.type, language);
    row[5] = plain(raw.weight);
    row[6] = plain(raw.ldm);
    row[7] = plain(raw.cbm);
    row[width - 1] = multilineText(reason);
    return row;
  };
  /** The row of line `index` of a shipment whose first cells are `head`. */
  const lineRow = (head: readonly unknown[], line: PricedLine, index: number): unknown[] => {
    const amounts = new Array<number | null>(surcharges.length).fill(null);
    priced.surchargesOf(index, amounts);
    return [
      ...head,
      line.payableWeight,
      line.service.name,
      line.pricelist,
      line.freight,
      ...amounts,
      line.total,
      line.currency,
      dayOf(line.collectionDate),
      dayOf(line.deliveryDate),
      line.distanceKm,
      line.co2eKg,
      line.errors ? multilineText(say(line.errors)) : null,
    ];
  };
  /** A shipment no service prices: its cells, no service, and each service's reason. */
  const unpricedRow = (shipment: number): unknown[] => {
    const row = new Array<unknown>(width).fill(null);
    priced.headCells(shipment).forEach((cell, c) => (row[c] = cell));
    row[width - 1] = multilineText(priced.unpricedReason(shipment, language, say));
    return row;
  };
  /** The Prices sheet's row of a shipment: its main line, or why it is not priced. */
  const mainRow = (shipment: number): { row: unknown[]; line: PricedLine | null } => {
    const bad = priced.badShipment(shipment);
    if (bad) return { row: badRow(bad), line: null };
    const index = priced.mainLine(shipment);
    if (index === null) return { row: unpricedRow(shipment), line: null };
    const line = priced.lineAt(index);
    return { row: lineRow(priced.headCells(shipment), line, index), line };
  };
  return { stylesOf, lineRow, mainRow };
}

async function writeMass(out: Writable, priced: PricedShipments, language: Language, onProgress?: ProgressReport): Promise<void> {
  const t = translator(language);
  const workbook = streamingWorkbook(out);
  const sheet = workbook.addWorksheet(t('workbook.mass.sheet'), sheetOptions({ ySplit: 1 }));
  const surcharges = priced.surchargeNames();
  const header = [...fixedHead(t, language), ...surcharges, ...tailHead(t)];
  const { stylesOf, lineRow, mainRow } = pricesRows(priced, surcharges, language);
  const sample = Array.from({ length: Math.min(WIDTH_SAMPLE, priced.count) }, (_, shipment) => mainRow(shipment).row);
  // Headers wrap at their spaces: only their longest word must fit. Amounts carry their currency's symbol.
  const widths = fitWidths([header.map(longestWord), ...sample], { min: 8, max: 40 });
  for (let c = FIXED_COLUMNS - 1; c <= FIXED_COLUMNS + surcharges.length; c++) widths[c]!.width += CURRENCY_WIDTH;
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

  // The Summary adds up this sheet: per service the shipments it is the row of.
  const summaries = new Map<number, ServiceSummary>();
  let invalid = 0;
  let unpriced = 0;
  for (let shipment = 0; shipment < priced.count; shipment++) {
    const { row, line } = mainRow(shipment);
    writeStyledRow(sheet, row, stylesOf(line?.currency ?? null), heightOf(row));
    if (priced.badShipment(shipment)) invalid++;
    else if (!line) unpriced++;
    else {
      const summary = summaries.get(line.service.id) ?? { name: line.service.name, priced: 0, notPriced: 0, totals: new Map() };
      summaries.set(line.service.id, summary);
      if (line.total !== null && line.currency !== null) {
        summary.priced++;
        summary.totals.set(line.currency, (summary.totals.get(line.currency) ?? 0) + toCents(line.total));
      } else summary.notPriced++;
    }
    if ((shipment + 1) % ROWS_PER_TURN === 0) {
      await breathe(out, sheet);
      await onProgress?.(shipment + 1);
    }
  }
  sheet.commit();
  await writeOtherServices(workbook, out, priced, { header, widths, stylesOf, lineRow, heightOf }, t);
  writeSummary(workbook, [...summaries.values()], { invalid, unpriced }, t);
  await workbook.commit();
  await onProgress?.(priced.count);
}

/**
 * Sheet Other services: the Prices sheet's columns, a row for every service that prices a shipment
 * but is not its row in Prices (none asked: the best is there), shipment by shipment, cheapest
 * first as the calculator lists them. Written only when there is such a price.
 */
async function writeOtherServices(
  workbook: ReturnType<typeof streamingWorkbook>,
  out: Writable,
  priced: PricedShipments,
  prices: {
    header: string[];
    widths: ReturnType<typeof fitWidths>;
    stylesOf: (currency: string | null) => Partial<ExcelJS.Style>[];
    lineRow: (head: readonly unknown[], line: PricedLine, index: number) => unknown[];
    heightOf: (row: unknown[]) => number | undefined;
  },
  t: Translate,
): Promise<void> {
  if (priced.otherLines() === 0) return;
  const sheet = workbook.addWorksheet(t('workbook.mass.otherServices'), sheetOptions({ ySplit: 1 }));
  sheet.columns = prices.widths;
  writeHeaderRow(sheet, prices.header);
  let written = 0;
  for (let shipment = 0; shipment < priced.count; shipment++) {
    if (priced.badShipment(shipment)) continue;
    const main = priced.mainLine(shipment);
    const { from, to } = priced.linesOf(shipment);
    const others: number[] = [];
    for (let index = from; index < to; index++) if (index !== main && priced.isPriced(index)) others.push(index);
    if (others.length === 0) continue;
    const head = priced.headCells(shipment);
    const lines = others.map((index) => ({ index, line: priced.lineAt(index) }));
    lines.sort((a, b) => comparePrices(a.line, b.line));
    for (const { index, line } of lines) {
      const row = prices.lineRow(head, line, index);
      writeStyledRow(sheet, row, prices.stylesOf(line.currency), prices.heightOf(row));
      if (++written % ROWS_PER_TURN === 0) await breathe(out, sheet);
    }
  }
  sheet.commit();
}

/**
 * Per service: the shipments whose row in Prices it is, priced and not priced, and the sum of their
 * totals in each currency met; then the shipments no service prices, and those with errors in the input.
 */
function writeSummary(
  workbook: ReturnType<typeof streamingWorkbook>,
  summaries: ServiceSummary[],
  { invalid, unpriced }: { invalid: number; unpriced: number },
  t: Translate,
) {
  const currencies = [...new Set(summaries.flatMap((s) => [...s.totals.keys()]))].sort();
  const sheet = workbook.addWorksheet(t('workbook.mass.summary'), sheetOptions({ ySplit: 1 }));
  const header = [
    t('common.service'),
    t('workbook.mass.shipmentsPriced'),
    t('workbook.mass.shipmentsNotPriced'),
    ...currencies.map((currency) => t('workbook.mass.totalIn', { currency })),
  ];
  const rows: unknown[][] = summaries.map((s) => [
    s.name,
    s.priced,
    s.notPriced,
    ...currencies.map((c) => fromCents(s.totals.get(c) ?? 0)),
  ]);
  if (unpriced > 0) rows.push([t('workbook.mass.noService'), 0, unpriced]);
  if (invalid > 0) rows.push([t('workbook.mass.inputErrors'), 0, invalid]);
  const widths = fitWidths([header, ...rows], { min: 10, max: 45 });
  for (let c = 3; c < widths.length; c++) widths[c]!.width += CURRENCY_WIDTH;
  sheet.columns = widths;
  writeHeaderRow(sheet, header);
  const styles = [LABEL_STYLE, BODY_STYLE, BODY_STYLE, ...currencies.map((c) => cellStyle({ numFmt: moneyFormat(c) }))];
  for (const row of rows) writeStyledRow(sheet, row, styles);
  sheet.commit();
}

/** A bad row's type as a clerk reads it: the type's name when it is one, else as it was sent. */
function typeText(value: unknown, language: Language): string | null {
  const sent = text(value);
  return sent === null ? null : shipmentTypeName(sent, 1, language) || sent;
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
