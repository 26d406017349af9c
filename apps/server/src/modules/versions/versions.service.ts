/**
 * Versions of pricelists and surcharges (issue 17, decision 7): the list, one version read-only,
 * the diff of two cell by cell, and a restore as a new version. Every save keeps its version in
 * the save's transaction (pricelists.service, surcharges.service); this module only reads them back.
 */
import type { ZodError } from 'zod';
import { diffVersions, pricelistSchema, surchargeSchema, type DiffGrid, type VersionDiffAnswer } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, fromZodError } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { AppDeps } from '../../deps';
import { loadGrids, type GridAnswer } from '../grids/grids.repository';
import { assertLoadedVersion } from '../logs/edit-conflicts';
import { insertLog, type LoggedRecord } from '../logs/record-logs.repository';
import * as pricelistRepo from '../pricelists/pricelists.repository';
import { assertReferences, getPricelist, loggedChanges, readPricelist, writePricelistVersion } from '../pricelists/pricelists.service';
import * as surchargeRepo from '../surcharges/surcharges.repository';
import { assertSavable, getSurcharge, readSurcharge, surchargeChanges, writeSurchargeVersion } from '../surcharges/surcharges.service';
import { findVersion, listVersions } from './record-versions.repository';

/** The record's current version (its row alone, not its grid); 404 when the carrier has no such record. */
async function currentVersion(deps: AppDeps, carrierId: number, type: LoggedRecord, id: number): Promise<number> {
  const row =
    type === 'pricelist'
      ? await pricelistRepo.findPricelistRow(deps.db, carrierId, id)
      : await surchargeRepo.findSurchargeRow(deps.db, carrierId, id);
  if (!row) throw AppError.notFound();
  return row.version;
}

/** The versions of a record, newest first. */
export async function recordVersions(deps: AppDeps, carrierId: number, type: LoggedRecord, id: number) {
  const current = await currentVersion(deps, carrierId, type, id);
  const rows = await listVersions(deps.db, carrierId, type, id);
  return rows.map((row) => ({ ...row, current: row.version === current }));
}

/** One version of a record: its content and grid (404 for an unknown record or version). */
export async function recordVersion(deps: AppDeps, carrierId: number, type: LoggedRecord, id: number, version: number) {
  const current = await currentVersion(deps, carrierId, type, id);
  const found = await readVersion(deps.db, carrierId, type, id, version);
  return { ...found, current: version === current };
}

async function readVersion(db: Db, carrierId: number, type: LoggedRecord, id: number, version: number) {
  const row = await findVersion(db, carrierId, type, id, version);
  if (!row) throw AppError.notFound(`No version ${version}`);
  const { grid_id: gridId, ...rest } = row;
  const grid: GridAnswer | null = gridId === null ? null : ((await loadGrids(db, carrierId, [gridId])).get(gridId) ?? null);
  return { ...rest, grid };
}

/** What changed from version `against` (default: the one before) to `version`, field by field and cell by cell. */
export async function recordVersionDiff(
  deps: AppDeps,
  carrierId: number,
  type: LoggedRecord,
  id: number,
  version: number,
  against: number | undefined,
): Promise<VersionDiffAnswer> {
  await currentVersion(deps, carrierId, type, id);
  const from = against ?? version - 1;
  if (from < 1)
    throw AppError.invalid('Version 1 has no version before it: name one to compare with', { against: 'is required for version 1' });
  const [a, b] = await Promise.all([readVersion(deps.db, carrierId, type, id, from), readVersion(deps.db, carrierId, type, id, version)]);
  return {
    from,
    to: version,
    ...diffVersions({ fields: a.content, grid: a.grid as DiffGrid | null }, { fields: b.content, grid: b.grid as DiffGrid | null }),
  };
}

/** A version's content and grid as a save body (zone ids, no names). */
function bodyOf(version: { content: Record<string, unknown>; grid: GridAnswer | null }) {
  const grid = version.grid && {
    ...version.grid,
    fare_groups: version.grid.fare_groups.map((g) => ({
      quantities: g.quantities,
      zones: g.zones.map((z) => ({
        zone_from: z.zone_from,
        zone_to: z.zone_to,
        transit: z.transit,
        minimum_amount: z.minimum_amount,
        maximum_amount: z.maximum_amount,
        prices: z.prices,
      })),
    })),
  };
  return { content: version.content, grid };
}

/** 422 naming why a version cannot be saved again (a reference gone, a rule tightened since). */
function restorable<T>(result: { success: true; data: T } | { success: false; error: ZodError }, version: number): T {
  if (result.success) return result.data;
  const refused = fromZodError(result.error);
  throw AppError.invalid(`Version ${version} cannot be restored: ${refused.message}`, refused.errors);
}

/**
 * Restores a version as the next one: its content saved as a save would (references checked,
 * the row locked, a stale `sent` version refused with 409), logged as restored.
 */
export async function restoreRecordVersion(
  deps: AppDeps,
  auth: AuthContext,
  carrierId: number,
  type: LoggedRecord,
  id: number,
  version: number,
  sent: number | undefined,
) {
  await currentVersion(deps, carrierId, type, id);
  const { content, grid } = bodyOf(await readVersion(deps.db, carrierId, type, id, version));
  if (type === 'pricelist') {
    const body = restorable(pricelistSchema.safeParse({ ...content, ...grid }), version);
    await assertReferences(deps, carrierId, body);
    await deps.changePricing(carrierId, async (tx) => {
      const stored = await pricelistRepo.lockPricelist(tx, carrierId, id);
      if (stored === undefined) throw AppError.notFound();
      await assertLoadedVersion(tx, { carrierId, type, id, stored, sent });
      const changes = await loggedChanges(tx, carrierId, await readPricelist(tx, carrierId, id), body);
      const updates = { ...changes.updates, restored: version };
      await writePricelistVersion(tx, auth, carrierId, { id, stored }, body, { restored: version, updates, before: changes.before });
      await insertLog(tx, { carrierId, type, recordId: id, author: auth.user, changes: { updates, before: changes.before } });
    });
    return getPricelist(deps, carrierId, id);
  }
  const body = restorable(surchargeSchema.safeParse({ ...content, pricelist: grid }), version);
  await assertSavable(deps, carrierId, body, id);
  await deps.changePricing(carrierId, async (tx) => {
    const stored = await surchargeRepo.lockSurcharge(tx, carrierId, id);
    if (stored === undefined) throw AppError.notFound();
    await assertLoadedVersion(tx, { carrierId, type, id, stored, sent });
    const changes = await surchargeChanges(tx, carrierId, await readSurcharge(tx, carrierId, id), body);
    const updates = { ...changes.updates, restored: version };
    await writeSurchargeVersion(tx, auth, carrierId, { id, stored }, body, { restored: version, updates, before: changes.before });
    await insertLog(tx, { carrierId, type, recordId: id, author: auth.user, changes: { updates, before: changes.before } });
  });
  return getSurcharge(deps, carrierId, id);
}
