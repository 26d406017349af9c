/**
 * Versions of pricelists and surcharges (decision 7): the list, one version read-only,
 * the diff of two cell by cell, and a restore as a new version. Every save keeps its version
 * through the one versioned save (versioned-save.ts); a restore is that save with the old content.
 */
import type { ZodError } from 'zod';
import {
  diffVersions,
  type AnswerInput,
  type DiffGrid,
  type PRICELIST_VERSION_ROUTES,
  type SURCHARGE_VERSION_ROUTES,
  type VersionDiffAnswer,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english, fromZodError } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { Seams } from '../../seams';
import { loadGrids, type GridAnswer } from '../grids';
import { findVersion, listVersions, type ChangeSet, type LoggedRecord, type VersionAuthor } from './record-versions.repository';
import type { StoredProposal } from './proposals.repository';
import { saveOrPropose, writeVersioned, type Proposed, type ProposedGrid, type RecordKind, type Written } from './versioned-save';

/** A restore: whose record, which version comes back, and the version the clerk loaded. */
interface Restore {
  auth: AuthContext;
  carrierId: number;
  id: number;
  version: number;
  sent: number | undefined;
}

/** What a restore answers: the record as saved, as the restore routes' answers take it. */
type Restored = AnswerInput<(typeof PRICELIST_VERSION_ROUTES)['restore']> | AnswerInput<(typeof SURCHARGE_VERSION_ROUTES)['restore']>;

/**
 * A versioned record kind as this module serves it: its current version and its restore. The
 * record modules make theirs (`versionedKind`) and the composition root registers them by type, so
 * this module imports none of them.
 */
export interface VersionedKind {
  /** The record's current version; undefined when the carrier has no such record. */
  currentVersion(db: Db, carrierId: number, id: number): Promise<number | undefined>;
  /** Restores a version as the next one (see restoreRecordVersion); answers the record as saved, or the proposal when approvals hold it. */
  restore(tx: Db, restore: Restore): Promise<Restored | Proposed>;
  /** Saves an approved change as its author's version, the approver named; answers the record's id and the version written. */
  apply(tx: Db, change: StoredProposal, approver: VersionAuthor): Promise<{ id: number; version: number }>;
  /** A change's proposed content and grid (zone ids), to compare with the record's current version. */
  proposed(change: StoredProposal): { content: Record<string, unknown>; grid: ProposedGrid | null };
}

/** The seam of the version routes: each versioned record kind, by type. */
export interface VersionsSeam {
  versionedKinds: Record<LoggedRecord, VersionedKind>;
}

/** A kept version's content and grid made a save body again; a failure names why (a reference gone, a rule tightened since). */
type ParseVersion<Body> = (version: ReturnType<typeof bodyOf>) => { success: true; data: Body } | { success: false; error: ZodError };

/** The versioned kind of a record kind's save adapter: how its current version is read and a kept version parsed. */
export function versionedKind<Body, Stored extends Restored & { version: number }, Wrote extends Written>(
  kind: RecordKind<Body, Stored, Wrote>,
  currentVersion: VersionedKind['currentVersion'],
  parse: ParseVersion<Body>,
): VersionedKind {
  return {
    currentVersion,
    restore: (tx, restore) => restoreWith(tx, kind, restore, parse),
    apply: (tx, change, approver) => applyProposal(tx, kind, change, approver),
    proposed: (change) => {
      const body = change.body as Body;
      return { content: kind.content(body), grid: kind.gridOf(body) };
    },
  };
}

/**
 * An approved change saved through the one versioned save as its author's version: the record
 * locked, its version checked against the one the change was based on (409 when it moved on:
 * the author proposes again), the references checked again, the approver and change kept with the version.
 */
async function applyProposal<Body, Stored extends { version: number }, Wrote extends Written>(
  tx: Db,
  kind: RecordKind<Body, Stored, Wrote>,
  change: StoredProposal,
  approver: VersionAuthor,
) {
  const body = change.body as Body;
  const logged = change.changes as (ChangeSet & { restored?: number }) | null;
  const save = {
    carrierId: change.carrier_id,
    author: { id: change.author_id, name: change.author_name },
    approval: { by: approver, changeId: change.id },
  };
  if (change.record_id === null || change.base_version === null) {
    const written = await writeVersioned(tx, kind, { ...save, id: null, content: () => ({ body }) });
    return { id: written.id, version: 1 };
  }
  // A restore keeps the version it brought back; an import its own summary; a save's diff is computed again.
  const restored = logged && 'restored' in logged && !('updates' in logged) ? logged.restored : undefined;
  const changes = logged && restored === undefined ? (logged as ChangeSet) : undefined;
  const written = await writeVersioned(tx, kind, {
    ...save,
    id: change.record_id,
    sent: change.base_version,
    ...(restored === undefined ? {} : { restored }),
    content: () => ({ body, ...(changes ? { changes } : {}) }),
  });
  return { id: written.id, version: change.base_version + 1 };
}

type VersionsDeps = Pick<Seams, 'db'> & VersionsSeam;

/** The record's current version (its row alone, not its grid); 404 when the carrier has no such record. */
async function currentVersion(deps: VersionsDeps, carrierId: number, type: LoggedRecord, id: number): Promise<number> {
  const version = await deps.versionedKinds[type].currentVersion(deps.db, carrierId, id);
  if (version === undefined) throw AppError.notFound();
  return version;
}

/** The versions of a record, newest first. */
export async function recordVersions(deps: VersionsDeps, carrierId: number, type: LoggedRecord, id: number) {
  const current = await currentVersion(deps, carrierId, type, id);
  const rows = await listVersions(deps.db, carrierId, type, id);
  return rows.map((row) => ({ ...row, current: row.version === current }));
}

/** One version of a record: its content and grid (404 for an unknown record or version). */
export async function recordVersion(deps: VersionsDeps, carrierId: number, type: LoggedRecord, id: number, version: number) {
  const current = await currentVersion(deps, carrierId, type, id);
  const found = await readVersion(deps.db, carrierId, type, id, version);
  return { ...found, current: version === current };
}

async function readVersion(db: Db, carrierId: number, type: LoggedRecord, id: number, version: number) {
  const row = await findVersion(db, carrierId, type, id, version);
  if (!row) throw AppError.notFound(english('errors.versions.noVersion', { version: String(version) }));
  const { grid_id: gridId, ...rest } = row;
  const grid: GridAnswer | null = gridId === null ? null : ((await loadGrids(db, carrierId, [gridId])).get(gridId) ?? null);
  return { ...rest, grid };
}

/** What changed from version `against` (default: the one before) to `version`, field by field and cell by cell. */
export async function recordVersionDiff(
  deps: VersionsDeps,
  carrierId: number,
  type: LoggedRecord,
  id: number,
  version: number,
  against: number | undefined,
): Promise<VersionDiffAnswer> {
  await currentVersion(deps, carrierId, type, id);
  const from = against ?? version - 1;
  if (from < 1) throw AppError.invalid(english('errors.versions.noneBefore'), { against: english('errors.versions.againstRequired') });
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
  throw AppError.invalid(english('errors.versions.notRestorable', { version: String(version), reason: refused.message }), refused.errors);
}

/**
 * Restores a version as the next one: the one versioned save with the version's content (the row
 * locked, a stale `sent` version refused with 409, references checked), logged as restored.
 * Answers the record as saved.
 */
export function restoreRecordVersion(
  deps: Pick<Seams, 'changePricing'> & VersionsSeam,
  auth: AuthContext,
  carrierId: number,
  type: LoggedRecord,
  id: number,
  version: number,
  sent: number | undefined,
) {
  return deps.changePricing(carrierId, (tx) => deps.versionedKinds[type].restore(tx, { auth, carrierId, id, version, sent }));
}

/** The restore of `kind`: `parse` makes the version's content a save body again. */
async function restoreWith<Body, Stored extends { version: number }, Wrote extends Written>(
  tx: Db,
  kind: RecordKind<Body, Stored, Wrote>,
  restore: Restore,
  parse: ParseVersion<Body>,
) {
  const { carrierId, id, version } = restore;
  const record = await saveOrPropose(tx, kind, {
    carrierId,
    author: restore.auth.user,
    origin: 'restore',
    id,
    sent: restore.sent,
    restored: version,
    content: async () => ({ body: restorable(parse(bodyOf(await readVersion(tx, carrierId, kind.type, id, version))), version) }),
  });
  return record;
}
