import { sql, type NotNull } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

/** The records that keep versions and a change log. */
export type LoggedRecord = 'pricelist' | 'surcharge';

/** Who saved (id null: the demo data, made by no one). */
export interface VersionAuthor {
  id: number | null;
  name: string;
}

/**
 * What an entry says changed: created, or the fields that changed with their new values and
 * (in newer entries) their old ones; a restore also names the version it brought back.
 */
export type ChangeSet = { created: true } | { updates: Record<string, unknown>; before?: Record<string, unknown>; restored?: number };

/** A version as written: the record's content (ids, no grid) and its grid. */
export interface NewVersion {
  carrierId: number;
  type: LoggedRecord;
  recordId: number;
  version: number;
  gridId: number | null;
  content: Record<string, unknown>;
  author: VersionAuthor;
  changes: ChangeSet;
  /** The approver and the change, when an approval wrote this version. */
  approval?: { by: VersionAuthor; changeId: number };
}

/** A version as its row: its content and change set as JSON text. */
function versionRow(v: NewVersion) {
  return {
    carrier_id: v.carrierId,
    record_type: v.type,
    record_id: v.recordId,
    version: v.version,
    grid_id: v.gridId,
    content: JSON.stringify(v.content),
    author_id: v.author.id,
    author_name: v.author.name,
    changes: JSON.stringify(v.changes),
    approved_by_id: v.approval?.by.id ?? null,
    approved_by_name: v.approval?.by.name ?? null,
    change_id: v.approval?.changeId ?? null,
  };
}

/** Keeps a version, which is also its change-log entry; run in the save's transaction. */
export async function insertVersion(db: Db, v: NewVersion) {
  await db.insertInto('record_versions').values(versionRow(v)).execute();
}

/** Keeps many versions at once (a rate increase's predecessors): one statement per 500. */
export async function insertVersions(db: Db, versions: readonly NewVersion[]) {
  for (let i = 0; i < versions.length; i += 500)
    await db
      .insertInto('record_versions')
      .values(versions.slice(i, i + 500).map(versionRow))
      .execute();
}

/** A change-log entry that makes no version (an archive, an un-archive): its content did not move. */
export async function insertHistoryEntry(
  db: Db,
  entry: {
    carrierId: number;
    type: LoggedRecord;
    recordId: number;
    author: VersionAuthor;
    updates: Record<string, unknown>;
    /** The approver and the change, when an approval made the entry. */
    approval?: { by: VersionAuthor; changeId: number };
  },
) {
  await db
    .insertInto('record_versions')
    .values({
      carrier_id: entry.carrierId,
      record_type: entry.type,
      record_id: entry.recordId,
      author_id: entry.author.id,
      author_name: entry.author.name,
      changes: JSON.stringify({ updates: entry.updates }),
      approved_by_id: entry.approval?.by.id ?? null,
      approved_by_name: entry.approval?.by.name ?? null,
      change_id: entry.approval?.changeId ?? null,
    })
    .execute();
}

/** The history rows of one record of the carrier. */
function historyOf(db: Db, carrierId: number, type: LoggedRecord, recordId: number) {
  return db
    .selectFrom('record_versions')
    .where(ownedBy(carrierId, 'record_versions'))
    .where('record_type', '=', type)
    .where('record_id', '=', recordId);
}

/**
 * A record's change log, newest first: its entries that say something (created, or some field
 * changed); a save that changed nothing and the versions kept by migration 0010 are versions only.
 */
export function listChangeLog(db: Db, carrierId: number, type: LoggedRecord, recordId: number) {
  return historyOf(db, carrierId, type, recordId)
    .select(['id', 'author_name as author', 'approved_by_name as approved_by', 'created_at', 'changes'])
    .where(sql<boolean>`(changes ? 'created' or changes -> 'updates' <> '{}'::jsonb)`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The newest version of a record: who saved it last, and when. */
export function latestVersion(db: Db, carrierId: number, type: LoggedRecord, recordId: number) {
  return historyOf(db, carrierId, type, recordId)
    .select(['author_name', 'created_at'])
    .where('version', 'is not', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A record's versions, newest first (no content). */
export function listVersions(db: Db, carrierId: number, type: LoggedRecord, recordId: number) {
  return historyOf(db, carrierId, type, recordId)
    .select(['version', 'author_name as author', 'approved_by_name as approved_by', 'created_at', 'changes'])
    .where('version', 'is not', null)
    .$narrowType<{ version: NotNull }>()
    .orderBy('version', 'desc')
    .execute();
}

/** One version with its content and grid id. */
export function findVersion(db: Db, carrierId: number, type: LoggedRecord, recordId: number, version: number) {
  return historyOf(db, carrierId, type, recordId)
    .select(['version', 'author_name as author', 'approved_by_name as approved_by', 'created_at', 'changes', 'content', 'grid_id'])
    .where('version', '=', version)
    .$narrowType<{ version: NotNull; content: NotNull }>()
    .executeTakeFirst();
}

/** Several versions of one type at once ({record id, version} pairs), for a quote priced again. */
export async function findVersions(db: Db, carrierId: number, type: LoggedRecord, keys: readonly { id: number; version: number }[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('record_versions')
    .select(['record_id', 'version', 'content', 'grid_id'])
    .where(ownedBy(carrierId, 'record_versions'))
    .where('record_type', '=', type)
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('record_id', '=', k.id), eb('version', '=', k.version)]))))
    .$narrowType<{ version: NotNull; content: NotNull }>()
    .execute();
}
