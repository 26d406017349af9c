/**
 * The Excel round trip (api.md "Pricelist Excel import"): the as_is workbook of a pricelist,
 * edited and sent back, compared with the stored grid (packages/domain `diffWorkbook`), shown as a
 * dry run or applied in one transaction with a change-log entry. Any bad cell refuses the file.
 */
import { diffWorkbook, pricelistSchema, type ExcelImportDiff } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/context';
import { insertLog } from '../logs/record-logs.repository';
import * as pricelists from '../pricelists/pricelists.repository';
import { getPricelist, readPricelist, writePricelistVersion } from '../pricelists/pricelists.service';
import { transitOptions } from '../transits/transits.repository';
import { zoneOptions } from '../zones/zones.repository';
import { readPricelistWorkbook, type ReadWorkbook } from './pricelist-workbook-reader';

type StoredPricelist = Awaited<ReturnType<typeof readPricelist>>;

/** Compares the workbook with `stored`, names resolved through `db`. */
async function compare(db: Db, carrierId: number, stored: StoredPricelist, sheets: ReadWorkbook['sheets']) {
  const [zones, transits] = await Promise.all([zoneOptions(db, carrierId), transitOptions(db, carrierId)]);
  return diffWorkbook(stored.fare_groups, sheets, { zones, transits });
}

/** The 422 of a workbook with bad cells: each by `Sheet!Cell`, and the whole difference. */
function refused(diff: ExcelImportDiff): AppError {
  const count = diff.errors.length;
  const first = diff.errors[0]!;
  return new AppError(
    'VALIDATION',
    `The workbook has ${count} error${count === 1 ? '' : 's'} (first: ${first.sheet}!${first.cell} ${first.message}); nothing was changed`,
    Object.fromEntries(diff.errors.map((e) => [`${e.sheet}!${e.cell}`, e.message])),
    { diff },
  );
}

/** How the change log sums up an applied workbook. */
function summary(diff: ExcelImportDiff): string {
  return `Excel import: ${diff.changes.length} cell(s) changed, ${diff.added_rows.length} row(s) added, ${diff.removed_rows.length} removed`;
}

/**
 * POST /fe/pricelists/{id}/xlsx. A dry run answers the difference (errors included). Otherwise the
 * pricelist row is locked, the workbook compared with what is stored now, and the new grid saved
 * with a version bump and a log entry; a workbook with any error is refused whole (422).
 */
export async function importPricelistWorkbook(
  deps: AppDeps,
  auth: AuthContext,
  carrierId: number,
  id: number,
  input: { readFile: () => Promise<Buffer>; dryRun: boolean },
) {
  // The pricelist first: another carrier's id is 404 whatever was uploaded.
  const current = await readPricelist(deps.db, carrierId, id);
  const workbook = await readPricelistWorkbook(await input.readFile(), { fareGroups: current.fare_groups.length });
  if (!workbook.ok) throw AppError.invalid(workbook.message, { file: workbook.message });
  if (workbook.pricelistId !== id) {
    throw AppError.invalid(
      `This workbook is the export of pricelist ${workbook.pricelistId}, not of this one: export this pricelist as stored and edit that file`,
    );
  }
  const preview = await compare(deps.db, carrierId, current, workbook.sheets);
  if (input.dryRun) return preview.diff;
  if (!preview.fareGroups) throw refused(preview.diff);
  const { changes, added_rows, removed_rows } = preview.diff;
  if (!changes.length && !added_rows.length && !removed_rows.length) return getPricelist(deps, carrierId, id);

  // Compared again under the row lock: a save made meanwhile is what this one changes.
  await deps.changePricing(carrierId, async (tx) => {
    const lockedVersion = await pricelists.lockPricelist(tx, carrierId, id);
    if (lockedVersion === undefined) throw AppError.notFound();
    const stored = await readPricelist(tx, carrierId, id);
    const { diff, fareGroups } = await compare(tx, carrierId, stored, workbook.sheets);
    if (!fareGroups) throw refused(diff);
    const body = pricelistSchema.parse({
      ...stored,
      surcharges: stored.surcharges.map((s) => s.id),
      fare_groups: fareGroups,
      version: undefined,
    });
    const changes = { updates: { fare_groups: summary(diff) } };
    await writePricelistVersion(tx, auth, carrierId, { id, stored: lockedVersion }, body, changes);
    await insertLog(tx, { carrierId, type: 'pricelist', recordId: id, author: auth.user, changes });
  });
  return getPricelist(deps, carrierId, id);
}
