import { ownedBy, type Db } from '../../db/carrier-scope';
import type { LoggedRecord } from '../logs/record-logs.repository';

/** A version as written: the record's content (ids, no grid) and its grid. */
export interface NewVersion {
  carrierId: number;
  type: LoggedRecord;
  recordId: number;
  version: number;
  gridId: number | null;
  content: Record<string, unknown>;
  /** Who saved it (id null: the demo data, made by no one). */
  author: { id: number | null; name: string };
  changes: Record<string, unknown>;
}

/** Keeps a version; run in the save's transaction. */
export async function insertVersion(db: Db, v: NewVersion) {
  await db
    .insertInto('record_versions')
    .values({
      carrier_id: v.carrierId,
      record_type: v.type,
      record_id: v.recordId,
      version: v.version,
      grid_id: v.gridId,
      content: JSON.stringify(v.content),
      author_id: v.author.id,
      author_name: v.author.name,
      changes: JSON.stringify(v.changes),
    })
    .execute();
}

/** A record's versions, newest first (no content). */
export function listVersions(db: Db, carrierId: number, type: LoggedRecord, recordId: number) {
  return db
    .selectFrom('record_versions')
    .select(['version', 'author_name as author', 'created_at', 'changes'])
    .where(ownedBy(carrierId, 'record_versions'))
    .where('record_type', '=', type)
    .where('record_id', '=', recordId)
    .orderBy('version', 'desc')
    .execute();
}

/** One version with its content and grid id. */
export function findVersion(db: Db, carrierId: number, type: LoggedRecord, recordId: number, version: number) {
  return db
    .selectFrom('record_versions')
    .select(['version', 'author_name as author', 'created_at', 'changes', 'content', 'grid_id'])
    .where(ownedBy(carrierId, 'record_versions'))
    .where('record_type', '=', type)
    .where('record_id', '=', recordId)
    .where('version', '=', version)
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
    .execute();
}
