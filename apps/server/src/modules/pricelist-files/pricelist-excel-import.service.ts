/**
 * The Excel round trip (docs/api.md "Pricelist Excel import"): the as_is workbook of a pricelist,
 * edited and sent back, compared with the stored grid (packages/domain `diffWorkbook`), shown as a
 * dry run or applied in one transaction with a change-log entry. Any bad cell refuses the file.
 */
import {
  diffVersions,
  diffWorkbook,
  excelImportSummary,
  markReverts,
  pricelistSchema,
  type ExcelImportAnswer,
  type ExcelImportDiff,
  type ExcelStale,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { Seams } from '../../seams';
import { loadGrids } from '../grids';
import { findVersion, listVersions, saveOrPropose } from '../versions';
import { PRICELIST_RECORD, readPricelist, type StoredPricelist } from '../pricelists';
import { transitOptions } from '../transits';
import { zoneOptions } from '../zones';
import { ownBytes } from '../../workers/own-bytes';
import type { ReadWorkbook } from './pricelist-workbook-reader';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db' | 'changePricing'> & HeavySeam;

/** Compares the workbook with `stored`, names resolved through `db`. */
async function compare(db: Db, carrierId: number, stored: StoredPricelist, sheets: ReadWorkbook['sheets']) {
  const [zones, transits] = await Promise.all([zoneOptions(db, carrierId), transitOptions(db, carrierId)]);
  return diffWorkbook(stored.fare_groups, sheets, { zones, transits });
}

/** The versions a workbook is based on, and what was saved since when it is older (with that older grid). */
interface Basis {
  based_on_version: number | null;
  current_version: number;
  stale: ExcelStale | null;
  basedGrid: StoredPricelist['fare_groups'] | null;
}

/**
 * Compares the workbook's version stamp with the stored version: an unstamped or current
 * workbook is as before; an older one names who saved since, when, and how many cells they changed.
 */
async function basisOf(db: Db, carrierId: number, stored: StoredPricelist, basedOn: number | null): Promise<Basis> {
  const current = stored.version;
  if (basedOn === null || basedOn === current) return { based_on_version: basedOn, current_version: current, stale: null, basedGrid: null };
  const version = basedOn < current ? await findVersion(db, carrierId, 'pricelist', stored.id, basedOn) : undefined;
  if (!version || version.grid_id === null) {
    throw AppError.invalid(english('errors.pricelistFiles.notFromVersion', { version: String(basedOn) }), {
      file: english('errors.pricelistFiles.namesVersion', { version: String(basedOn), current: String(current) }),
    });
  }
  const [grids, since] = await Promise.all([
    loadGrids(db, carrierId, [version.grid_id]),
    listVersions(db, carrierId, 'pricelist', stored.id).then((all) => all.filter((v) => v.version > basedOn)),
  ]);
  const basedGrid = grids.get(version.grid_id)!;
  const changed = diffVersions({ fields: {}, grid: basedGrid }, { fields: {}, grid: stored });
  const latest = since.reduce((a, b) => (b.version > a.version ? b : a));
  return {
    based_on_version: basedOn,
    current_version: current,
    stale: {
      based_on_version: basedOn,
      current_version: current,
      changed_by: [...new Set(since.map((v) => v.author))].join(', '),
      changed_at: new Date(latest.created_at).toISOString(),
      changed_cells: changed.cells.length + changed.added_rows.length + changed.removed_rows.length,
    },
    basedGrid: basedGrid.fare_groups,
  };
}

/** The difference as answered: stale lines marked, and the versions it is based on. */
function answerOf(diff: ExcelImportDiff, basis: Basis): ExcelImportAnswer {
  const marked = basis.basedGrid ? markReverts(diff, basis.basedGrid) : diff;
  return { ...marked, based_on_version: basis.based_on_version, current_version: basis.current_version, stale: basis.stale };
}

/** The 409 of a stale workbook applied without `overwrite=true`. */
function staleConflict(answer: ExcelImportAnswer): AppError {
  const stale = answer.stale!;
  const [from, current] = [String(stale.based_on_version), String(stale.current_version)];
  return new AppError(
    'CONFLICT',
    english('errors.pricelistFiles.stale', { from, who: stale.changed_by, current }),
    { file: english('errors.pricelistFiles.staleReason', { from, current }) },
    { diff: answer },
  );
}

/** The 422 of a workbook with bad cells: each by `Sheet!Cell`, and the whole difference. */
function refused(diff: ExcelImportAnswer): AppError {
  const count = diff.errors.length;
  const first = diff.errors[0]!;
  const values = { count: String(count), first: `${first.sheet}!${first.cell} ${first.message}` };
  return new AppError(
    'VALIDATION',
    english(count === 1 ? 'errors.pricelistFiles.refusedOne' : 'errors.pricelistFiles.refusedMany', values),
    Object.fromEntries(diff.errors.map((e) => [`${e.sheet}!${e.cell}`, e.message])),
    { diff },
  );
}

/** How the change log sums up an applied workbook (and that it overwrote newer versions). */
function summary(diff: ExcelImportDiff, stale: ExcelStale | null): string {
  return excelImportSummary({ cells: diff.changes.length, added: diff.added_rows.length, removed: diff.removed_rows.length }, stale);
}

/**
 * POST /fe/pricelists/{id}/xlsx. The workbook is read, bounded, in a worker thread (deps.heavy);
 * it is compared with the stored grid here, where the database is. A dry run answers the
 * difference (errors included) and the versions it is based on. Otherwise the pricelist row is
 * locked, the workbook compared with what is stored now, and the new grid saved with a version
 * bump and a log entry; a workbook with any error is refused whole (422), one exported from an
 * older version without `overwrite` with 409.
 */
export async function importPricelistWorkbook(
  deps: ModuleDeps,
  auth: AuthContext,
  carrierId: number,
  id: number,
  input: { readFile: () => Promise<Buffer>; dryRun: boolean; overwrite: boolean },
) {
  // The pricelist first: another carrier's id is 404 whatever was uploaded.
  const current = await readPricelist(deps.db, carrierId, id);
  const bytes = ownBytes(await input.readFile());
  const workbook = await deps.heavy.run(
    { kind: 'pricelist-workbook-read', bytes, fareGroups: current.fare_groups.length },
    { transfer: [bytes.buffer as ArrayBuffer] },
  );
  if (!workbook.ok) throw AppError.invalid(workbook.message, { file: workbook.message });
  if (workbook.pricelistId !== id) {
    throw AppError.invalid(english('errors.pricelistFiles.wrongPricelist', { id: String(workbook.pricelistId) }));
  }
  const preview = await compare(deps.db, carrierId, current, workbook.sheets);
  const answer = answerOf(preview.diff, await basisOf(deps.db, carrierId, current, workbook.version));
  if (input.dryRun) return answer;
  if (!preview.fareGroups) throw refused(answer);
  const { changes, added_rows, removed_rows } = preview.diff;
  if (!changes.length && !added_rows.length && !removed_rows.length) return current;
  if (answer.stale && !input.overwrite) throw staleConflict(answer);

  // Compared again under the row lock: a save made meanwhile is what this one changes.
  const record = await deps.changePricing(carrierId, (tx) =>
    saveOrPropose(tx, PRICELIST_RECORD, {
      carrierId,
      author: auth.user,
      origin: 'import',
      id,
      callerChecksVersion: true,
      content: async (stored) => {
        const { diff, fareGroups } = await compare(tx, carrierId, stored, workbook.sheets);
        const locked = answerOf(diff, await basisOf(tx, carrierId, stored, workbook.version));
        if (!fareGroups) throw refused(locked);
        if (locked.stale && !input.overwrite) throw staleConflict(locked);
        const body = pricelistSchema.parse({
          ...stored,
          surcharges: stored.surcharges.map((s) => s.id),
          fare_groups: fareGroups,
          version: undefined,
        });
        return { body, changes: { updates: { fare_groups: summary(diff, locked.stale) } } };
      },
    }),
  );
  return record;
}
