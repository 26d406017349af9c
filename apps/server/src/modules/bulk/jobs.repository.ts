/** The calculation jobs of carriers (calc_jobs, migration 0008). */
import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import * as lease from '../../db/job-lease';
import { pageOf } from '../../db/paging';
import type { CalcJobsTable } from '../../db/schema';

type Kind = CalcJobsTable['kind'];

/** A new job, queued. */
export async function insertJob(
  db: Db,
  job: {
    id: string;
    carrier_id: number;
    user_id: number | null;
    api_partner_id: number | null;
    kind: Kind;
    rows: number;
    email: string;
    request: Buffer;
  },
) {
  await db.insertInto('calc_jobs').values(job).execute();
}

/**
 * Takes a queued job for `worker`: running, its heartbeat now, one more attempt. Undefined when it
 * is not queued (done, failed, or another worker's).
 */
export async function claimJob(db: Db, id: string, worker: string) {
  return lease
    .claim(db, 'calc_jobs', id, worker)
    .set({ started_at: sql<Date>`coalesce(started_at, now())` })
    .returning(['id', 'carrier_id', 'kind', 'rows', 'email', 'request', 'attempts', 'created_at'])
    .executeTakeFirst();
}

/** The progress of a job `worker` holds, and its heartbeat; false when it no longer holds it. */
export function reportProgress(db: Db, id: string, worker: string, progress: number): Promise<boolean> {
  return lease.reportProgress(db, 'calc_jobs', id, worker, progress);
}

/** The result, in one statement: the file, done, finished. False when `worker` no longer holds the job. */
export async function finishJob(db: Db, id: string, worker: string, file: { bytes: Buffer; name: string }): Promise<boolean> {
  const result = await lease
    .held(db, 'calc_jobs', id, worker)
    .set({ status: 'done', progress: 1, file: file.bytes, file_name: file.name, error: null, finished_at: sql<Date>`now()` })
    .executeTakeFirst();
  return lease.changed(result);
}

/** Failed, with the reason the carrier reads. */
export function failJob(db: Db, id: string, worker: string, error: string): Promise<boolean> {
  return lease.failJob(db, 'calc_jobs', id, worker, error);
}

/** Back to the queue from `worker` (it is shutting down). */
export function requeueJob(db: Db, id: string, worker: string): Promise<boolean> {
  return lease.requeueJob(db, 'calc_jobs', id, worker);
}

/**
 * Jobs whose worker stopped beating for `olderThanMs` (a killed process): queued again. Answers
 * their ids, to be handed to the queue in the same transaction.
 */
export function requeueStale(db: Db, olderThanMs: number, exceptWorker: string): Promise<string[]> {
  return lease.requeueStale(db, 'calc_jobs', olderThanMs, exceptWorker);
}

/**
 * The mail step claims the send of a finished job: 'sending', with the Message-ID it will use,
 * when nobody has claimed it or the claim is older than `leaseMs` (its step died mid-send).
 * Answers what the mail needs, or why not: 'sent' (or no such finished job: nothing to do),
 * 'held' (another step is sending it now).
 */
export async function claimMail(db: Db, id: string, messageId: string, leaseMs: number) {
  const claimed = await db
    .updateTable('calc_jobs')
    .set({
      mail_status: 'sending',
      mail_message_id: messageId,
      mail_claimed_at: sql<Date>`now()`,
      mail_attempts: sql<number>`mail_attempts + 1`,
    })
    .where('id', '=', id)
    .where('status', '=', 'done')
    .where((eb) =>
      eb.or([
        eb('mail_status', 'is', null),
        eb.and([eb('mail_status', '=', 'sending'), sql<boolean>`mail_claimed_at < now() - ${leaseMs} * interval '1 millisecond'`]),
      ]),
    )
    .returning(['kind', 'email', 'file', 'file_name', 'api_partner_id', 'carrier_id', 'user_id'])
    .executeTakeFirst();
  if (claimed?.file && claimed.file_name) return { ...claimed, file: claimed.file, file_name: claimed.file_name };
  const row = await db.selectFrom('calc_jobs').select('mail_status').where('id', '=', id).executeTakeFirst();
  return row?.mail_status === 'sending' ? 'held' : 'sent';
}

/** The mail went out: sent, when, and no error left from an earlier attempt. */
export async function markMailSent(db: Db, id: string, messageId: string) {
  await db
    .updateTable('calc_jobs')
    .set({ mail_status: 'sent', mailed_at: sql<Date>`now()`, error: null })
    .where('id', '=', id)
    .where('mail_message_id', '=', messageId)
    .execute();
}

/** The send failed: the claim is let go (the step is tried again) and the reason kept for the carrier. */
export async function releaseMail(db: Db, id: string, error: string) {
  await db
    .updateTable('calc_jobs')
    .set({ mail_status: null, mail_claimed_at: null, error })
    .where('id', '=', id)
    .where('mail_status', '=', 'sending')
    .execute();
}

/** Whose jobs a lookup sees. */
export interface JobScope {
  carrierId: number;
  /** Only the jobs this partner's token started; null: every job of the carrier (the web app). */
  apiPartnerId: number | null;
}

/** The fields of a job as the web app and partners read it (no request, no file). */
const JOB_FIELDS = ['id', 'kind', 'status', 'progress', 'rows', 'email', 'file_name', 'created_at', 'finished_at', 'error'] as const;

/** The jobs of `scope`. */
function scoped(db: Db, scope: JobScope) {
  const query = db.selectFrom('calc_jobs').where(ownedBy(scope.carrierId, 'calc_jobs'));
  return scope.apiPartnerId === null ? query : query.where('api_partner_id', '=', scope.apiPartnerId);
}

/** A page of the jobs of `scope` (the carrier's, or those its partner started: the portal), newest first (no files). */
export async function listJobs(db: Db, scope: JobScope, page: number) {
  const query = scoped(db, scope).select(JOB_FIELDS).orderBy('created_at', 'desc').orderBy('id');
  return pageOf(query, page);
}

/** One job of `scope` (no file). */
export async function findJob(db: Db, scope: JobScope, id: string) {
  return scoped(db, scope).select(JOB_FIELDS).where('id', '=', id).executeTakeFirst();
}

/** A job's status and file, of `scope` only. */
export async function findJobFile(db: Db, scope: JobScope, id: string) {
  return scoped(db, scope).select(['status', 'file', 'file_name']).where('id', '=', id).executeTakeFirst();
}
