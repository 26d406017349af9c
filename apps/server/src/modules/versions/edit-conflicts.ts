import { DEFAULT_TIMEZONE, formatLocalDateTime } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
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
  await assertSentVersion(db, {
    ...record,
    latest: () => latestVersion(db, record.carrierId, record.type, record.id),
  });
}

/**
 * The same check for any versioned record (the fuel index, the distance table keep versions of
 * their own): `latest` reads who saved the stored version and when, only when an older one was
 * sent; `required` is the message of a save without a version (default the records' own).
 */
export async function assertSentVersion(
  db: Db,
  record: {
    carrierId: number;
    stored: number;
    sent: number | undefined;
    latest: () => Promise<{ author_name: string | null; created_at: Date } | null | undefined>;
    required?: string;
  },
) {
  const { sent, stored } = record;
  if (sent === undefined) {
    throw AppError.invalid(record.required ?? english('errors.versions.required'), { version: english('validation.required') });
  }
  const versions = { sent: String(sent), stored: String(stored) };
  if (sent > stored) {
    throw AppError.conflict(english('errors.versions.notYet', versions), { version: english('errors.versions.storedIs', versions) });
  }
  if (sent === stored) return;
  const [last, carrier] = await Promise.all([record.latest(), findCarrier(db, record.carrierId)]);
  // The versions kept by migration 0010 name no author.
  const who = last?.author_name || english('errors.versions.anotherUser');
  const when = last ? formatLocalDateTime(last.created_at, carrier?.timezone ?? DEFAULT_TIMEZONE) : english('errors.versions.earlierTime');
  throw AppError.conflict(english('errors.versions.changedBy', { who, when }), { version: english('errors.versions.storedIs', versions) });
}
