/**
 * The carrier's distance table (docs/api.md "Distances"): road km per directed zone pair, read,
 * saved whole as its next version (every version kept, so a quote reprices on the one it was priced
 * on), an older version restored as the next, and read from or written to a CSV or xlsx. A save goes
 * through changePricing: the compiled carrier is dropped and rebuilt with the new table.
 */
import {
  DISTANCE_LIMITS,
  readCsvFile,
  readDistanceRows,
  type CsvDialect,
  type DistanceFileAnswer,
  type DistanceTableAnswer,
  type DistanceTableBody,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { DistanceTableContent } from '../../db/schema';
import type { Seams } from '../../seams';
import { AppError, assertNoFieldErrors, english } from '../../errors';
import { referenceErrors, type Reference } from '../../lib/ownership';
import { tableFileRefusal } from '../../lib/table-file-refusal';
import { readXlsx, type XlsxRefusal } from '../../lib/xlsx-reader';
import { findRoadFactor } from '../carrier-settings';
import { assertSentVersion, type SetupKind, type VersionAuthor } from '../versions';
import * as repo from './distances.repository';

/** What these services use of the app's dependencies (deps.ts). */
type DistanceDeps = Pick<Seams, 'db' | 'changePricing'>;

/** The table as GET answers it, read through `db` (the save's transaction reads its own write). */
async function readDistances(db: Db, carrierId: number): Promise<DistanceTableAnswer> {
  // One after another: `db` may be a transaction, one connection.
  const latest = await repo.latestDistanceVersion(db, carrierId);
  const lanes = await repo.currentLanes(db, carrierId);
  const versions = await repo.listDistanceVersions(db, carrierId);
  const roadFactor = await findRoadFactor(db, carrierId);
  return {
    version: latest?.version ?? 0,
    lanes: lanes.map((l) => ({ ...l, km: Number(l.km) })),
    road_factor: roadFactor === null ? null : Number(roadFactor),
    versions: versions.map((v) => ({
      version: v.version,
      lanes: v.lanes,
      author: v.author,
      created_at: v.created_at.toISOString(),
      restored_from: v.restored_from,
    })),
  };
}

/** GET /fe/distances: the newest version (version 0, empty, before the first save). */
export function getDistances(deps: DistanceDeps, carrierId: number) {
  return readDistances(deps.db, carrierId);
}

/** What a version keeps: km as text to one decimal, so a version reads back exactly as saved. */
function contentOf(lanes: readonly { zone_from: number; zone_to: number; km: number | string }[]): DistanceTableContent {
  return { lanes: lanes.map((l) => ({ zone_from: l.zone_from, zone_to: l.zone_to, km: Number(l.km).toFixed(1) })) };
}

/** 422 naming each lane's end that is not a zone of the carrier (another carrier's zone reads as unknown). */
async function assertOwnZones(db: Db, carrierId: number, lanes: DistanceTableContent['lanes']) {
  const references: Reference[] = lanes.flatMap((lane, i) => [
    { table: 'zones', field: `lanes.${i}.zone_from`, ids: lane.zone_from, what: 'zone' } as const,
    { table: 'zones', field: `lanes.${i}.zone_to`, ids: lane.zone_to, what: 'zone' } as const,
  ]);
  assertNoFieldErrors(references.length ? await referenceErrors(db, carrierId, references) : {});
}

/**
 * PUT /fe/distances: the body becomes the next version (docs/api.md "Concurrent edits": no `version`
 * is 422, a stale one 409 naming who saved since and when, one not yet saved 409); a lane naming a
 * zone that is not the carrier's is 422 at that lane. Saves of one carrier queue on its pricing
 * version row, which changePricing locks first.
 */
export function saveDistances(deps: DistanceDeps, author: VersionAuthor, carrierId: number, body: DistanceTableBody) {
  return deps.changePricing(carrierId, async (tx) => {
    const stored = await assertLoadedVersion(tx, carrierId, body.version);
    const content = contentOf(body.lanes);
    await assertOwnZones(tx, carrierId, content.lanes);
    await writeVersion(tx, { carrierId, version: stored + 1, content, restoredFrom: null, author });
    return readDistances(tx, carrierId);
  });
}

/**
 * POST /fe/distances/restore {restore, version}: an older version's lanes saved as the next version
 * (404 when that version is not kept; 409 on a stale loaded version; 422 naming a lane whose zone
 * was deleted since).
 */
export function restoreDistances(deps: DistanceDeps, author: VersionAuthor, carrierId: number, from: number, loaded: number | undefined) {
  return deps.changePricing(carrierId, async (tx) => {
    const stored = await assertLoadedVersion(tx, carrierId, loaded);
    const old = await repo.findDistanceVersion(tx, carrierId, from);
    if (!old) throw AppError.notFound(english('errors.distances.noSuchVersion', { version: String(from) }));
    await assertOwnZones(tx, carrierId, old.content.lanes);
    await writeVersion(tx, { carrierId, version: stored + 1, content: old.content, restoredFrom: from, author });
    return readDistances(tx, carrierId);
  });
}

async function writeVersion(tx: Db, entry: Parameters<typeof repo.insertDistanceVersion>[1]) {
  await repo.insertDistanceVersion(tx, entry);
  await repo.replaceLanes(tx, entry.carrierId, entry.content.lanes);
}

/** The stored version when `sent` is it; 422 without one, 409 when it is stale or not yet saved (versions' assertSentVersion). */
async function assertLoadedVersion(db: Db, carrierId: number, sent: number | undefined): Promise<number> {
  const latest = await repo.latestDistanceVersion(db, carrierId);
  const stored = latest?.version ?? 0;
  await assertSentVersion(db, {
    carrierId,
    stored,
    sent,
    latest: async () => latest,
    required: english('errors.distances.versionRequired'),
  });
  return stored;
}

/** Bounds of an xlsx read for a distance table: one sheet of at most DISTANCE_LIMITS.lanes rows. */
const XLSX_LIMITS = {
  sheetBytes: 4 * DISTANCE_LIMITS.fileBytes,
  sharedStringBytes: DISTANCE_LIMITS.fileBytes,
  partBytes: 256 * 1024,
  totalBytes: 8 * DISTANCE_LIMITS.fileBytes,
  maxRow: DISTANCE_LIMITS.lanes + 10,
  maxColumn: 10,
};

/** The 422 of a file the reader refuses, naming it under `file`. */
function refusedFile(kind: XlsxRefusal['kind']): AppError {
  return tableFileRefusal('errors.distances.file', kind, DISTANCE_LIMITS.lanes);
}

/**
 * POST /fe/distances/file: the lanes of a CSV (any encoding and separator readCsvFile reads) or of
 * the first sheet of an xlsx (an xlsx is a zip: it starts with PK), zones found by name among the
 * carrier's, checked like a save's; nothing is saved, the page shows them and its Save saves. A bad
 * file is 422 naming its rows under `file`.
 */
export async function readDistanceFile(deps: DistanceDeps, carrierId: number, bytes: Buffer): Promise<DistanceFileAnswer> {
  let rows: (string | number | null)[][];
  let csv: CsvDialect | null = null;
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const read = await readXlsx(bytes, 'first', XLSX_LIMITS);
    if (!read.ok) throw refusedFile(read.refusal.kind);
    const sheet = Object.values(read.sheets)[0];
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
  const read = readDistanceRows(rows, await repo.carrierZones(deps.db, carrierId));
  if (!read.ok) throw AppError.invalid(read.errors.join('\n'), { file: read.errors.join('; ') });
  return { lanes: read.lanes, csv };
}

/**
 * The distance table's saves and restores as approvals hold them under `pricing`
 * (versions/setup-writes.ts): the carrier's one table; an approval saves as its author's next
 * version, 409 when a version was saved since.
 */
export const DISTANCE_TABLE_SETUP: SetupKind = {
  type: 'distance_table',
  singleton: true,
  async read(db, carrierId) {
    const { versions: _, road_factor: __, ...table } = await readDistances(db, carrierId);
    return table;
  },
  nameOf: () => '',
  async run(deps, { carrierId, author }, call) {
    if (call.op === 'restore') {
      const { restore, version } = call.body as { restore: number; version?: number };
      await restoreDistances(deps, author, carrierId, restore, version);
    } else await saveDistances(deps, author, carrierId, call.body as DistanceTableBody);
    return null;
  },
};
