import { DEFAULT_TIMEZONE, formatLocalDateTime } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError } from '../../errors';
import { findCarrier } from '../carriers';
import { latestVersion, type LoggedRecord } from './record-versions.repository';

/**
 * Optimistic concurrency (docs/api.md "Concurrent edits"): a save of an existing record (a PUT, a
 * version restore) sends the version it loaded. Without one it is 422 naming `version`; one above
 * the stored version (a version that does not exist yet) is 409; an older one is 409 naming who
 * saved since and when (in the carrier's time zone), so the later save never silently overwrites
 * the earlier. Call inside the saving transaction, after the record's row lock is taken.
 */
export async function assertLoadedVersion(
  db: Db,
  record: { carrierId: number; type: LoggedRecord; id: number; stored: number; sent: number | undefined },
) {
  const { sent, stored } = record;
  if (sent === undefined) {
    throw AppError.invalid('Version is required: send the version of the record you loaded', { version: 'is required' });
  }
  if (sent > stored) {
    throw AppError.conflict(`Version ${sent} does not exist yet: the stored version is ${stored}`, {
      version: `is ${sent}; the stored version is ${stored}`,
    });
  }
  if (sent === stored) return;
  const [last, carrier] = await Promise.all([
    latestVersion(db, record.carrierId, record.type, record.id),
    findCarrier(db, record.carrierId),
  ]);
  // The versions kept by migration 0010 name no author.
  const who = last?.author_name || 'another user';
  const when = last ? formatLocalDateTime(last.created_at, carrier?.timezone ?? DEFAULT_TIMEZONE) : 'an earlier time';
  throw AppError.conflict(`Changed by ${who} at ${when}: reload to see their change`, {
    version: `is ${sent}; the stored version is ${stored}`,
  });
}
