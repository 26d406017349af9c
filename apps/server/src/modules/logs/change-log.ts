import type { Db } from '../../db/carrier-scope';
import { listChangeLog, type ChangeSet, type LoggedRecord } from '../versions';
import { nameLogEntries, type LoggedIds } from './log-names';

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

/** A change-log entry's `changes` as answered (domain changeLogEntrySchema). */
type AnsweredChanges = { created: true } | { updates: Record<string, unknown>; before?: Record<string, unknown> };

/** A change set as the change log answers it: a restore's top-level `restored` is said in its updates. */
function answeredChanges(changes: ChangeSet): AnsweredChanges {
  if ('created' in changes) return { created: true };
  return changes.before ? { updates: changes.updates, before: changes.before } : { updates: changes.updates };
}

/**
 * GET .../logs: a record's change log, newest first, read from its history (record_versions), the
 * ids in `fields` named (`nameLogEntries`) and each entry's lines in words.
 */
export async function readChangeLog(
  db: Db,
  carrierId: number,
  record: { type: LoggedRecord; id: number },
  fields: Record<string, LoggedIds>,
) {
  const rows = await listChangeLog(db, carrierId, record.type, record.id);
  const entries = rows.flatMap((row) => ('kept' in row.changes ? [] : [{ ...row, changes: answeredChanges(row.changes) }]));
  return nameLogEntries(db, carrierId, entries, fields);
}
