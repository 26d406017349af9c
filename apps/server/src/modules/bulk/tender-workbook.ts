/**
 * The tender workbook, `tender_calculation.xlsx` (api.md "Budget and tender calculations"): sheet
 * Tender (a row per lane, a column per shipment profile, each cell that profile's total on that
 * lane), sheet Errors (lane, profile, reason for every empty cell) and sheet Input (what was sent).
 * Each cell is the engine's answer for that profile alone on that lane (priceOn), one pricing
 * snapshot for the whole file, nothing recorded.
 */
import type { Writable } from 'node:stream';
import { findService, formatAddress, profileLabel, readPostcode, type PriceRequest, type TenderPriceRequest } from '@freight/domain';
import { priceOn, unknownService, type PricingSnapshot } from '../pricing/price.service';
import { breathe, HEADER_STYLE, streamingWorkbook, type ProgressReport } from './workbook';

export const TENDER_FILE_NAME = 'tender_calculation.xlsx';

/** A tender calculation checked and ready to write. */
export interface TenderWorkbook {
  /** Cells to price: lanes x profiles. */
  rows: number;
  write(out: Writable, onProgress?: ProgressReport): Promise<void>;
}

/** Checks the service (an unknown one is a 422 before anything is written). */
export function prepareTenderWorkbook(snapshot: PricingSnapshot, request: TenderPriceRequest): TenderWorkbook {
  if (!findService(snapshot.entry.carrier, request.service)) throw unknownService();
  return {
    rows: request.zones.length * request.shipments.length,
    write: (out, onProgress) => writeTender(out, snapshot, request, onProgress),
  };
}

async function writeTender(out: Writable, snapshot: PricingSnapshot, request: TenderPriceRequest, onProgress?: ProgressReport) {
  const { zones: lanes, shipments: profiles, customer: _customer, email: _email, ...shared } = request;
  const labels = profiles.map(profileLabel);
  const workbook = streamingWorkbook(out);
  const sheet = workbook.addWorksheet('Tender', { views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }] });
  sheet.columns = [
    { header: 'Collection', width: 14 },
    { header: 'Delivery', width: 14 },
    ...labels.map((header) => ({ header, width: Math.max(14, Math.min(header.length + 2, 32)) })),
  ];
  sheet.getRow(1).font = HEADER_STYLE.font!;
  sheet.getRow(1).commit();

  const errors: { lane: number; profile: number; reason: string }[] = [];
  for (let l = 0; l < lanes.length; l++) {
    const lane = lanes[l]!;
    const cells: (number | null)[] = [];
    const formats: (string | null)[] = [];
    // A lane whose postcode cannot be its country's is that lane's reason; the others are priced.
    const checked = checkLane(lane);
    for (let p = 0; p < profiles.length; p++) {
      if ('reason' in checked) {
        cells.push(null);
        formats.push(null);
        errors.push({ lane: l, profile: p, reason: checked.reason });
        continue;
      }
      const priceRequest: PriceRequest = {
        ...shared,
        collection: checked.collection,
        delivery: checked.delivery,
        shipments: [profiles[p]!],
      };
      const result = priceOn(snapshot, priceRequest, false)[0];
      if (result && result.total !== null) {
        cells.push(result.total);
        formats.push(`#,##0.00 "${result.currency ?? ''}"`);
      } else {
        cells.push(null);
        formats.push(null);
        errors.push({ lane: l, profile: p, reason: result?.errors || 'Not priced' });
      }
    }
    const row = sheet.addRow([formatAddress(lane.collection), formatAddress(lane.delivery), ...cells]);
    formats.forEach((numFmt, p) => {
      if (numFmt) row.getCell(p + 3).numFmt = numFmt;
    });
    row.commit();
    if ((l + 1) % Math.max(1, Math.floor(500 / profiles.length)) === 0) {
      await breathe(out);
      await onProgress?.((l + 1) * profiles.length);
    }
  }
  sheet.commit();

  const errorSheet = workbook.addWorksheet('Errors', { views: [{ state: 'frozen', ySplit: 1 }] });
  errorSheet.columns = [
    { header: 'Lane', width: 26 },
    { header: 'Profile', width: 28 },
    { header: 'Reason', width: 50 },
  ];
  errorSheet.getRow(1).font = HEADER_STYLE.font!;
  errorSheet.getRow(1).commit();
  for (const e of errors) {
    const lane = lanes[e.lane]!;
    errorSheet.addRow([`${formatAddress(lane.collection)} - ${formatAddress(lane.delivery)}`, labels[e.profile], e.reason]).commit();
  }
  errorSheet.commit();

  const input = workbook.addWorksheet('Input');
  input.columns = [
    { header: 'Collection country', width: 18 },
    { header: 'Collection postcode', width: 19 },
    { header: 'Delivery country', width: 16 },
    { header: 'Delivery postcode', width: 17 },
  ];
  input.getRow(1).font = HEADER_STYLE.font!;
  input.getRow(1).commit();
  for (const lane of lanes) {
    input.addRow([lane.collection.country, lane.collection.postcode, lane.delivery.country, lane.delivery.postcode]).commit();
  }
  input.addRow([]).commit();
  const head = input.addRow(['Quantity', 'Type', 'Weight', 'Length', 'Width', 'Height', 'LDM', 'CBM']);
  head.font = HEADER_STYLE.font!;
  head.commit();
  for (const p of profiles) {
    input
      .addRow([p.quantity, p.type, p.weight, p.length ?? null, p.width ?? null, p.height ?? null, p.ldm ?? null, p.cbm ?? null])
      .commit();
  }
  input.commit();
  await workbook.commit();
  await onProgress?.(lanes.length * profiles.length);
}

type Lane = TenderPriceRequest['zones'][number];

/** The lane with its postcodes read against their countries' formats (readPostcode), or why it cannot be priced. */
function checkLane(lane: Lane): Lane | { reason: string } {
  const reasons: string[] = [];
  const read = (side: 'collection' | 'delivery') => {
    const address = lane[side];
    const got = readPostcode(address.country, address.postcode);
    if (got.ok) return { country: address.country, postcode: got.postcode };
    reasons.push(`${side}.postcode ${got.reason}`);
    return address;
  };
  const collection = read('collection');
  const delivery = read('delivery');
  return reasons.length > 0 ? { reason: reasons.join('\n') } : { collection, delivery };
}
