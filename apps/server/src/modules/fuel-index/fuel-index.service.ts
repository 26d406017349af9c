/**
 * The carrier's fuel index (docs/api.md "Fuel index"): read, saved as its next
 * version (every version kept, so a quote reprices on the one it was priced on), and read from a
 * CSV or xlsx for the form to review. A save goes through changePricing: the compiled carrier
 * is dropped and rebuilt with the new index.
 */
import {
  FUEL_INDEX_LIMITS,
  readCsvFile,
  readFuelIndexRows,
  type CsvDialect,
  type FuelIndexAnswer,
  type FuelIndexBody,
  type FuelIndexFileAnswer,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { FuelIndexContent } from '../../db/schema';
import type { Seams } from '../../seams';
import { AppError, english } from '../../errors';
import { tableFileRefusal } from '../../lib/table-file-refusal';
import { readXlsx, type XlsxRefusal } from '../../lib/xlsx-reader';
import { assertSentVersion, type SetupKind, type VersionAuthor } from '../versions';
import * as repo from './fuel-index.repository';

/** What these services use of the app's dependencies (deps.ts). */
type FuelIndexDeps = Pick<Seams, 'db' | 'changePricing'>;

/** The index as GET answers it, read through `db` (the save's transaction reads its own write). */
async function readFuelIndex(db: Db, carrierId: number): Promise<FuelIndexAnswer> {
  const [latest, versions] = await Promise.all([repo.latestFuelIndex(db, carrierId), repo.listFuelIndexVersions(db, carrierId)]);
  const content: FuelIndexContent = latest?.content ?? { values: [], bands: [] };
  return {
    version: latest?.version ?? 0,
    values: content.values.map((v) => ({ month: v.month, price: Number(v.price) })),
    bands: content.bands.map((b) => ({ from: Number(b.from), to: Number(b.to), percent: Number(b.percent) })),
    versions: versions.map((v) => ({ version: v.version, author: v.author, created_at: v.created_at.toISOString() })),
  };
}

/** GET /fe/fuel_index: the newest version (version 0, empty, before the first save). */
export function getFuelIndex(deps: FuelIndexDeps, carrierId: number) {
  return readFuelIndex(deps.db, carrierId);
}

/**
 * PUT /fe/fuel_index: the body becomes the next version (docs/api.md "Concurrent edits": no `version`
 * is 422, a stale one 409 naming who saved since and when, one not yet saved 409). Saves of one
 * carrier queue on its pricing version row, which changePricing locks first.
 */
export async function saveFuelIndex(deps: FuelIndexDeps, author: VersionAuthor, carrierId: number, body: FuelIndexBody) {
  return deps.changePricing(carrierId, async (tx) => {
    const latest = await repo.latestFuelIndex(tx, carrierId);
    const stored = latest?.version ?? 0;
    await assertSentVersion(tx, {
      carrierId,
      stored,
      sent: body.version,
      latest: async () => latest,
      required: english('errors.fuelIndex.versionRequired'),
    });
    await repo.insertFuelIndexVersion(tx, { carrierId, version: stored + 1, content: repo.fuelIndexContent(body), author });
    return readFuelIndex(tx, carrierId);
  });
}

/** Bounds of an xlsx read for a fuel index: one small sheet. */
const XLSX_LIMITS = {
  sheetBytes: 2 * FUEL_INDEX_LIMITS.fileBytes,
  sharedStringBytes: FUEL_INDEX_LIMITS.fileBytes,
  partBytes: 256 * 1024,
  totalBytes: 4 * FUEL_INDEX_LIMITS.fileBytes,
  maxRow: FUEL_INDEX_LIMITS.values + 10,
  maxColumn: 10,
};

/** The 422 of a file the reader refuses, naming it under `file`. */
function refusedFile(kind: XlsxRefusal['kind']): AppError {
  return tableFileRefusal('errors.fuelIndex.file', kind, FUEL_INDEX_LIMITS.values);
}

/**
 * POST /fe/fuel_index/file: the months and prices of a CSV (any encoding and separator readCsvFile
 * reads, and how it was read) or of the first sheet of an xlsx (an xlsx is a zip: it starts with
 * PK), checked like a save's; nothing is saved, the form shows them and its Save saves. A bad file
 * is 422 naming its rows under `file`.
 */
export async function readFuelIndexFile(bytes: Buffer): Promise<FuelIndexFileAnswer> {
  let rows: (string | number | null)[][];
  let csv: CsvDialect | null = null;
  let date1904 = false;
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const read = await readXlsx(bytes, 'first', XLSX_LIMITS);
    if (!read.ok) throw refusedFile(read.refusal.kind);
    const sheet = Object.values(read.sheets)[0];
    date1904 = read.date1904;
    // Rows as Excel numbers them: an empty row between stays a gap, so messages name the right row.
    rows = [];
    for (const r of sheet?.rows ?? []) rows[r.row - 1] = r.values;
    rows = Array.from(rows, (r) => r ?? []);
  } else {
    const read = readCsvFile(bytes);
    if (!read) throw refusedFile('not_xlsx');
    rows = read.rows;
    csv = { encoding: read.encoding, separator: read.separator };
  }
  const read = readFuelIndexRows(rows, { date1904 });
  if (!read.ok) throw AppError.invalid(read.errors.join('\n'), { file: read.errors.join('; ') });
  return { values: read.values, csv };
}

/**
 * The fuel index's saves as approvals hold them under `pricing` (versions/setup-writes.ts): the
 * carrier's one index; an approval saves the body as its author's next version, 409 when a version
 * was saved since (the body's `version`, and the index kept with the change).
 */
export const FUEL_INDEX_SETUP: SetupKind = {
  type: 'fuel_index',
  singleton: true,
  async read(db, carrierId) {
    const { versions: _, ...index } = await readFuelIndex(db, carrierId);
    return index;
  },
  nameOf: () => '',
  async run(deps, { carrierId, author }, call) {
    await saveFuelIndex(deps, author, carrierId, call.body as FuelIndexBody);
    return null;
  },
};
