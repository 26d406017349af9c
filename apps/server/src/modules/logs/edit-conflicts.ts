import { DEFAULT_TIMEZONE, formatLocalDateTime } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError } from '../../errors';
import { findCarrier } from '../carriers/carriers.repository';
import { latestLog, type LoggedRecord } from './record-logs.repository';

/**
 * Optimistic concurrency (api.md "Concurrent edits"): a save that sends the version it loaded is
 * refused with 409 when someone saved since, naming who and when (in the carrier's time zone), so
 * the later save never silently overwrites the earlier. Without a version the save goes through.
 * Call inside the saving transaction, after the record's row lock is taken.
 */
export async function assertLoadedVersion(
  db: Db,
  record: { carrierId: number; type: LoggedRecord; id: number; stored: number; sent: number | undefined },
) {
  if (record.sent === undefined || record.sent >= record.stored) return;
  const [last, carrier] = await Promise.all([latestLog(db, record.carrierId, record.type, record.id), findCarrier(db, record.carrierId)]);
  const who = last?.author_name ?? 'another user';
  const when = last ? formatLocalDateTime(last.created_at, carrier?.timezone ?? DEFAULT_TIMEZONE) : 'an earlier time';
  throw AppError.conflict(`Changed by ${who} at ${when}: reload to see their change`, {
    version: `is ${record.sent}; the stored version is ${record.stored}`,
  });
}
