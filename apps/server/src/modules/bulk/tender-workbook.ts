/**
 * The tender workbook, `tender_calculation.xlsx` (docs/api.md "Budget and tender calculations"): sheet
 * Tender (a row per lane, a column per shipment profile, each cell that profile's total on that
 * lane), sheet Errors (lane, profile, reason for every empty cell) and sheet Input (what was sent).
 * Each cell is the engine's answer for that profile alone on that lane (priceOn), one pricing
 * snapshot for the whole file, nothing recorded. Its sheets, headings and words in its reader's
 * language (docs/api.md "Languages"), the engine's reasons too (the price API's English said in it).
 */
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import {
  issueFieldLabel,
  findService,
  localizeReason,
  formatAddress,
  PRICE_ERRORS,
  profileLabel,
  readPostcode,
  shipmentTypeName,
  translator,
  uploadColumn,
  type Language,
  type MessageKey,
  type PriceRequest,
  type TenderPriceRequest,
  type Translate,
} from '@freight/domain';
import {
  BODY_STYLE,
  cellStyle,
  fitWidths,
  MEASURE_FORMAT,
  moneyFormat,
  multilineText,
  rowHeight,
  sheetOptions,
  wrappedLines,
  WRAP_STYLE,
} from '../../lib/workbook-style';
import { priceOn, unknownService, type PricingSnapshot } from '../pricing/worker';
import { breathe, reasonsIn, streamingWorkbook, writeHeaderRow, writeStyledRow, type ProgressReport } from './workbook';

export const TENDER_FILE_NAME = 'tender_calculation.xlsx';

/** A tender calculation checked and ready to write. */
export interface TenderWorkbook {
  /** Cells to price: lanes x profiles. */
  rows: number;
  write(out: Writable, onProgress?: ProgressReport): Promise<void>;
}

/** Checks the service (an unknown one is a 422 before anything is written). */
export function prepareTenderWorkbook(snapshot: PricingSnapshot, request: TenderPriceRequest, language: Language = 'en'): TenderWorkbook {
  if (!findService(snapshot.entry.carrier, request.service)) throw unknownService();
  return {
    rows: request.zones.length * request.shipments.length,
    write: (out, onProgress) => writeTender(out, snapshot, request, language, onProgress),
  };
}

/** Road km with their one decimal; kg CO2e to the gram. */
const KM_STYLE = cellStyle({ numFmt: '#,##0.0' });
const CO2E_STYLE = cellStyle({ numFmt: MEASURE_FORMAT });

/** A cell without a price: muted, wrapped. */
const UNPRICED_STYLE = cellStyle({ italic: true, wrap: true });

/** A profile's column: its heading, at least room for a short reason on two lines. */
const profileWidth = (label: string) => Math.max(24, Math.min(label.length + 2, 32));

/** Longest text of an unpriced cell; the whole reason is on the Errors sheet. */
const SHORT_REASON = 50;

/** The engine's longer reasons, shortened for a cell. */
const SHORT_REASONS: Readonly<Record<string, MessageKey>> = {
  [PRICE_ERRORS.exceedsQuantity]: 'errors.bulk.cell.aboveLargestQuantity',
};

/**
 * "not priced: no price for this route": the reason's first line, short, in the cell that has no
 * price (in `t`'s language; the engine's English said in it by `say`, workbook.ts reasonsIn).
 */
export function unpricedText(reason: string, t: Translate = translator('en'), say: (reason: string) => string = (r) => r): string {
  const line = reason.split('\n')[0]!.trim();
  const short = SHORT_REASONS[line];
  const first = short ? t(short) : say(line);
  const lowered = /^\p{Lu}\p{Ll}/u.test(first) ? first.charAt(0).toLowerCase() + first.slice(1) : first;
  const cut = lowered.length > SHORT_REASON ? `${lowered.slice(0, lowered.lastIndexOf(' ', SHORT_REASON - 1))}…` : lowered;
  return t('workbook.tender.notPricedBecause', { reason: cut });
}

async function writeTender(
  out: Writable,
  snapshot: PricingSnapshot,
  request: TenderPriceRequest,
  language: Language,
  onProgress?: ProgressReport,
) {
  const { zones: lanes, shipments: profiles, customer: _customer, email: _email, ...shared } = request;
  const t = translator(language);
  const labels = profiles.map((profile) => profileLabel(profile, language));
  const workbook = streamingWorkbook(out);
  // Emissions need the service's vehicle: without one the CO2e columns would all be empty.
  const emits = (findService(snapshot.entry.carrier, request.service)?.vehicle.vehicle ?? null) !== null;
  const pricing = { snapshot, lanes, profiles, shared, labels, emits, t, language, say: reasonsIn(language) };
  const errors = await writeTenderSheet(workbook, out, pricing, onProgress);
  writeErrorsSheet(workbook, request.zones, labels, errors, t);
  writeInputSheet(workbook, request, language);
  await workbook.commit();
  await onProgress?.(request.zones.length * request.shipments.length);
}

/** What the Tender sheet's lanes are priced with: the snapshot, the lanes and profiles, what every cell shares, the profiles' headings. */
interface TenderPricing {
  snapshot: PricingSnapshot;
  lanes: readonly Lane[];
  profiles: TenderPriceRequest['shipments'];
  shared: Omit<TenderPriceRequest, 'zones' | 'shipments' | 'customer' | 'email'>;
  labels: string[];
  /** The service names a vehicle: a CO2e column per profile after the distance. */
  emits: boolean;
  /** The workbook's language, its messages and the engine's reasons said in it. */
  language: Language;
  t: Translate;
  say: (reason: string) => string;
}

/** A cell left without a price: its lane and profile, and the engine's whole reason (in the workbook's language). */
interface TenderError {
  lane: number;
  profile: number;
  reason: string;
}

/**
 * Sheet Tender: a row per lane, each profile's total (or why not) in its column, then the lane's
 * road km and, when the service names a vehicle, each profile's kg CO2e; answers the cells without a price.
 */
async function writeTenderSheet(
  workbook: ReturnType<typeof streamingWorkbook>,
  out: Writable,
  pricing: TenderPricing,
  onProgress?: ProgressReport,
): Promise<TenderError[]> {
  const { lanes, profiles, labels, emits, t } = pricing;
  const sheet = workbook.addWorksheet(t('workbook.tender.sheet'), sheetOptions({ ySplit: 1, xSplit: 2 }));
  const co2eHeads = emits ? labels.map((profile) => t('workbook.tender.co2eOf', { profile })) : [];
  const header = [t('workbook.quotes.collection'), t('workbook.quotes.delivery'), ...labels, t('workbook.mass.distance'), ...co2eHeads];
  sheet.columns = [
    { width: 14 },
    { width: 14 },
    ...labels.map((label) => ({ width: profileWidth(label) })),
    { width: 12 },
    ...co2eHeads.map((head) => ({ width: profileWidth(head) })),
  ];
  writeHeaderRow(sheet, header);
  const moneyStyles = new Map<string | null, Partial<ExcelJS.Style>>();
  const moneyOf = (currency: string | null) => {
    let style = moneyStyles.get(currency);
    if (!style) moneyStyles.set(currency, (style = cellStyle({ numFmt: moneyFormat(currency) })));
    return style;
  };
  const errors: TenderError[] = [];
  for (let l = 0; l < lanes.length; l++) {
    const lane = lanes[l]!;
    const { cells, styles, lines } = priceLane(pricing, l, moneyOf, errors);
    writeStyledRow(sheet, [formatAddress(lane.collection), formatAddress(lane.delivery), ...cells], styles, rowHeight(lines));
    if ((l + 1) % Math.max(1, Math.floor(500 / profiles.length)) === 0) {
      await breathe(out, sheet);
      await onProgress?.((l + 1) * profiles.length);
    }
  }
  sheet.commit();
  return errors;
}

/** Lane `l`'s cells, one per profile, their styles and the lines the tallest takes; the cells without a price go to `errors`. */
function priceLane(
  { snapshot, lanes, profiles, shared, labels, emits, t, language, say }: TenderPricing,
  l: number,
  moneyOf: (currency: string | null) => Partial<ExcelJS.Style>,
  errors: TenderError[],
) {
  const lane = lanes[l]!;
  const cells: (number | string | null)[] = [];
  // The lane's road km (the same for every profile) and each profile's kg CO2e, after the totals.
  let km: number | null = null;
  const co2e: (number | null)[] = [];
  const styles: Partial<ExcelJS.Style>[] = [BODY_STYLE, BODY_STYLE];
  let lines = 1;
  // A cell without a price says so (muted, wrapped); the whole reason goes to the Errors sheet.
  const unpriced = (p: number, english: string) => {
    const text = unpricedText(english, t, say);
    const reason = say(english);
    cells.push(text);
    styles.push(UNPRICED_STYLE);
    lines = Math.max(lines, wrappedLines(text, profileWidth(labels[p]!)));
    errors.push({ lane: l, profile: p, reason });
  };
  // A lane whose postcode cannot be its country's is that lane's reason; the others are priced.
  const checked = checkLane(lane, language);
  for (let p = 0; p < profiles.length; p++) {
    if ('reason' in checked) {
      unpriced(p, checked.reason);
      co2e.push(null);
      continue;
    }
    const priceRequest: PriceRequest = {
      ...shared,
      collection: checked.collection,
      delivery: checked.delivery,
      shipments: [profiles[p]!],
    };
    const result = priceOn(snapshot, priceRequest, false)[0];
    km ??= result?.distance_km ?? null;
    co2e.push(result?.emissions?.co2e_kg ?? null);
    if (result && result.total !== null) {
      cells.push(result.total);
      styles.push(moneyOf(result.currency));
    } else unpriced(p, result?.errors || t('workbook.tender.notPriced'));
  }
  cells.push(km);
  styles.push(KM_STYLE);
  if (emits) {
    cells.push(...co2e);
    styles.push(...co2e.map(() => CO2E_STYLE));
  }
  return { cells, styles, lines };
}

/** Sheet Errors: lane, profile and the whole reason of every cell without a price. */
function writeErrorsSheet(
  workbook: ReturnType<typeof streamingWorkbook>,
  lanes: readonly Lane[],
  labels: string[],
  errors: TenderError[],
  t: Translate,
) {
  const errorSheet = workbook.addWorksheet(t('workbook.tender.errors'), sheetOptions({ ySplit: 1 }));
  const heads = [t('workbook.tender.lane'), t('workbook.tender.profile'), t('workbook.tender.reason')];
  const errorRows = errors.map((e) => {
    const lane = lanes[e.lane]!;
    return [`${formatAddress(lane.collection)} - ${formatAddress(lane.delivery)}`, labels[e.profile]!, e.reason];
  });
  const reasonWidth = 60;
  errorSheet.columns = [...fitWidths([heads.slice(0, 2), ...errorRows.map((r) => r.slice(0, 2))], { max: 40 }), { width: reasonWidth }];
  writeHeaderRow(errorSheet, heads);
  const errorStyles = [BODY_STYLE, BODY_STYLE, WRAP_STYLE];
  for (const [lane, profile, reason] of errorRows) {
    writeStyledRow(errorSheet, [lane, profile, multilineText(reason!)], errorStyles, rowHeight(wrappedLines(reason!, reasonWidth)));
  }
  errorSheet.commit();
}

/** Sheet Input: the lanes and profiles as sent, in words (a type by its name), with their units. */
function writeInputSheet(
  workbook: ReturnType<typeof streamingWorkbook>,
  { zones: lanes, shipments: profiles }: TenderPriceRequest,
  language: Language,
) {
  const t = translator(language);
  const title = (column: Parameters<typeof uploadColumn>[0]) => uploadColumn(column, language).title;
  const input = workbook.addWorksheet(t('workbook.tender.input'), sheetOptions({ ySplit: 1 }));
  const laneHeader = [title('collection_country'), title('collection_postcode'), title('delivery_country'), title('delivery_postcode')];
  const profileHeader = [
    title('quantity'),
    title('type'),
    title('weight'),
    title('length'),
    title('width'),
    title('height'),
    t('workbook.mass.ldm'),
    title('cbm'),
  ];
  const laneRows = lanes.map((lane) => [lane.collection.country, lane.collection.postcode, lane.delivery.country, lane.delivery.postcode]);
  const profileRows = profiles.map((p) => [
    p.quantity,
    shipmentTypeName(p.type, 1, language) || p.type,
    p.weight,
    p.length ?? null,
    p.width ?? null,
    p.height ?? null,
    p.ldm ?? null,
    p.cbm ?? null,
  ]);
  input.columns = fitWidths([laneHeader, profileHeader, ...laneRows, ...profileRows], { min: 10, max: 30 });
  writeHeaderRow(input, laneHeader);
  for (const row of laneRows) writeStyledRow(input, row, []);
  writeStyledRow(input, [], []);
  writeHeaderRow(input, profileHeader);
  for (const row of profileRows) writeStyledRow(input, row, []);
  input.commit();
}

type Lane = TenderPriceRequest['zones'][number];

/** The lane with its postcodes read against their countries' formats (readPostcode), or why it cannot be priced. */
function checkLane(lane: Lane, language: Language): Lane | { reason: string } {
  const reasons: string[] = [];
  const read = (side: 'collection' | 'delivery') => {
    const address = lane[side];
    const got = readPostcode(address.country, address.postcode);
    if (got.ok) return { country: address.country, postcode: got.postcode };
    reasons.push(`${issueFieldLabel([side, 'postcode'], language)}: ${localizeReason(language, got.reason)}`);
    return address;
  };
  const collection = read('collection');
  const delivery = read('delivery');
  return reasons.length > 0 ? { reason: reasons.join('\n') } : { collection, delivery };
}
