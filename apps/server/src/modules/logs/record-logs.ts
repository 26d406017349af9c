import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type LoggedRecord = 'pricelist' | 'surcharge';

/** Writes one change-log entry: created, or the fields that changed with their new values. */
export async function writeLog(
  db: Kysely<DB>,
  entry: { carrierId: number; type: LoggedRecord; recordId: number; author: { id: number; name: string }; changes: { created: true } | { updates: Record<string, unknown> } },
) {
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

/**
 * The fields of `after` whose value differs from `before` (compared as JSON), with the new value;
 * `summaries` replaces a bulky new value (a whole price grid) by a short text.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  summaries: Record<string, (value: unknown) => string> = {},
): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) === JSON.stringify(value)) continue;
    const summarise = summaries[field];
    updates[field] = summarise ? summarise(value) : value;
  }
  return updates;
}

/** A record's log, newest first: author, created_at and changes. */
export function readLogs(db: Kysely<DB>, carrierId: number, type: LoggedRecord, recordId: number) {
  return db
    .selectFrom('record_logs')
    .select(['id', 'author_name as author', 'created_at', 'changes'])
    .where('carrier_id', '=', carrierId)
    .where('record_type', '=', type)
    .where('record_id', '=', recordId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
