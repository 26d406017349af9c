import { ownedBy, type Db } from '../../db/carrier-scope';

export type LoggedRecord = 'pricelist' | 'surcharge';

/** A change-log entry: created, or the fields that changed with their new values (and, since issue 25, their old ones). */
export interface LogEntry {
  carrierId: number;
  type: LoggedRecord;
  recordId: number;
  author: { id: number; name: string };
  changes: { created: true } | { updates: Record<string, unknown>; before?: Record<string, unknown> };
}

/** Writes one change-log entry; an update that changed nothing writes none. */
export async function insertLog(db: Db, entry: LogEntry) {
  if ('updates' in entry.changes && Object.keys(entry.changes.updates).length === 0) return;
  await db
    .insertInto('record_logs')
    .values({
      carrier_id: entry.carrierId,
      record_type: entry.type,
      record_id: entry.recordId,
      author_id: entry.author.id,
      author_name: entry.author.name,
      changes: JSON.stringify(entry.changes),
    })
    .execute();
}

/** A record's log, newest first: author, created_at and changes. */
export function listLogs(db: Db, carrierId: number, type: LoggedRecord, recordId: number) {
  return db
    .selectFrom('record_logs')
    .select(['id', 'author_name as author', 'created_at', 'changes'])
    .where(ownedBy(carrierId, 'record_logs'))
    .where('record_type', '=', type)
    .where('record_id', '=', recordId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The newest log entry of a record: who changed it last, and when. */
export function latestLog(db: Db, carrierId: number, type: LoggedRecord, recordId: number) {
  return db
    .selectFrom('record_logs')
    .select(['author_name', 'created_at'])
    .where(ownedBy(carrierId, 'record_logs'))
    .where('record_type', '=', type)
    .where('record_id', '=', recordId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
