/** The calculation jobs of carriers (calc_jobs, migration 0008). */
import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';
import { pageOf } from '../../db/paging';
import type { CalcJobsTable } from '../../db/schema';

type Kind = CalcJobsTable['kind'];

/** A new job, queued. */
export async function insertJob(
  db: Db,
  job: { id: string; carrier_id: number; user_id: number | null; kind: Kind; rows: number; email: string; request: Buffer },
) {
  await db.insertInto('calc_jobs').values(job).execute();
}

/**
 * Takes a queued job for `worker`: running, its heartbeat now, one more attempt. Undefined when it
 * is not queued (done, failed, or another worker's).
 */
export async function claimJob(db: Db, id: string, worker: string) {
  return db
    .updateTable('calc_jobs')
    .set({
      status: 'running',
      worker,
      attempts: sql<number>`attempts + 1`,
      progress: 0,
      started_at: sql<Date>`coalesce(started_at, now())`,
      heartbeat_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returning(['id', 'carrier_id', 'kind', 'rows', 'email', 'request', 'attempts', 'created_at'])
    .executeTakeFirst();
}

/** The progress of a job `worker` holds, and its heartbeat; false when it no longer holds it. */
export async function reportProgress(db: Db, id: string, worker: string, progress: number): Promise<boolean> {
  const result = await db
    .updateTable('calc_jobs')
    .set({ progress: Math.min(Math.max(progress, 0), 1), heartbeat_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The result, in one statement: the file, done, finished. False when `worker` no longer holds the job. */
export async function finishJob(db: Db, id: string, worker: string, file: { bytes: Buffer; name: string }): Promise<boolean> {
  const result = await db
    .updateTable('calc_jobs')
    .set({ status: 'done', progress: 1, file: file.bytes, file_name: file.name, error: null, finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Failed, with the reason the carrier reads. */
export async function failJob(db: Db, id: string, worker: string, error: string): Promise<boolean> {
  const result = await db
    .updateTable('calc_jobs')
    .set({ status: 'failed', error, finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Back to the queue from `worker` (it is shutting down). */
export async function requeueJob(db: Db, id: string, worker: string): Promise<boolean> {
  const result = await db
    .updateTable('calc_jobs')
    .set({ status: 'queued', worker: null, heartbeat_at: null, progress: 0 })
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Jobs whose worker stopped beating for `olderThanMs` (a killed process): queued again. Answers
 * their ids, to be handed to the queue in the same transaction.
 */
export async function requeueStale(db: Db, olderThanMs: number, exceptWorker: string): Promise<string[]> {
  const rows = await db
    .updateTable('calc_jobs')
    .set({ status: 'queued', worker: null, heartbeat_at: null, progress: 0 })
    .where('status', '=', 'running')
    .where(sql<boolean>`heartbeat_at < now() - ${olderThanMs} * interval '1 millisecond'`)
    .where((eb) => eb.or([eb('worker', 'is', null), eb('worker', '<>', exceptWorker)]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * What the mail needs of a job finished a while ago and never mailed (its process died in
 * between), or undefined.
 */
export async function findFinishedUnmailed(db: Db, id: string) {
  return db
    .selectFrom('calc_jobs')
    .select(['id', 'kind', 'email', 'file', 'file_name'])
    .where('id', '=', id)
    .where('status', '=', 'done')
    .where('mailed_at', 'is', null)
    .where('error', 'is', null)
    .where(sql<boolean>`finished_at < now() - interval '1 minute'`)
    .executeTakeFirst();
}

/** The mail went out (or, with `error`, could not be sent). */
export async function markMailed(db: Db, id: string, error: string | null) {
  await db
    .updateTable('calc_jobs')
    .set(error === null ? { mailed_at: sql<Date>`now()` } : { error })
    .where('id', '=', id)
    .execute();
}

/** A page of the carrier's jobs, newest first (no files). */
export async function listJobs(db: Db, carrierId: number, page: number) {
  const query = db
    .selectFrom('calc_jobs')
    .select(['id', 'kind', 'status', 'progress', 'rows', 'email', 'file_name', 'created_at', 'finished_at', 'error'])
    .where(ownedBy(carrierId, 'calc_jobs'))
    .orderBy('created_at', 'desc')
    .orderBy('id');
  return pageOf(query, page);
}

/** A job's status and file, of the carrier only. */
export async function findJobFile(db: Db, carrierId: number, id: string) {
  return db
    .selectFrom('calc_jobs')
    .select(['status', 'file', 'file_name'])
    .where(ownedBy(carrierId, 'calc_jobs'))
    .where('id', '=', id)
    .executeTakeFirst();
}
