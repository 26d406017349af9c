/**
 * The lease of a queued job, the same for every kind of job table: a worker claims a queued row
 * (running, its heartbeat now), beats while it works, and lets it go (done, failed, or queued again).
 * Every step but the claim is a no-op once `worker` no longer holds the row.
 */
import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Db } from './carrier-scope';
import type { DB } from './schema';

/** The tables of jobs a worker leases (their status, worker, heartbeat, progress and attempts columns). */
export type LeasedJobTable = 'calc_jobs' | 'rate_increase_jobs';

/**
 * Takes a queued job for `worker`: running, its heartbeat now, one more attempt. The caller adds
 * what it returns, typed by its own table (built on both tables, `request` would read as unknown:
 * the shared columns differ in type; hence the cast).
 */
export function claim<T extends LeasedJobTable>(db: Db, table: T, id: string, worker: string) {
  return db
    .updateTable(table as LeasedJobTable)
    .set({ status: 'running', worker, attempts: sql<number>`attempts + 1`, progress: 0, heartbeat_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'queued') as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
}

/** An update of the job `worker` holds (running); the caller sets what changes, typed by its table (as `claim`). */
export function held<T extends LeasedJobTable>(db: Db, table: T, id: string, worker: string) {
  return db
    .updateTable(table as LeasedJobTable)
    .where('id', '=', id)
    .where('worker', '=', worker)
    .where('status', '=', 'running') as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
}

/** Whether an update of `held` changed the row: false when `worker` no longer held it. */
export function changed(result: { numUpdatedRows: bigint }): boolean {
  return Number(result.numUpdatedRows) > 0;
}

/** The progress of a job `worker` holds, and its heartbeat; false when it no longer holds it. */
export async function reportProgress(db: Db, table: LeasedJobTable, id: string, worker: string, progress: number) {
  const result = await held(db, table, id, worker)
    .set({ progress: Math.min(Math.max(progress, 0), 1), heartbeat_at: sql<Date>`now()` })
    .executeTakeFirst();
  return changed(result);
}

/** Failed, with the reason the carrier reads; false when `worker` no longer holds it. */
export async function failJob(db: Db, table: LeasedJobTable, id: string, worker: string, error: string) {
  const result = await held(db, table, id, worker)
    .set({ status: 'failed', error, finished_at: sql<Date>`now()` })
    .executeTakeFirst();
  return changed(result);
}

/** Back to the queue from `worker` (it is closing); false when it no longer holds it. */
export async function requeueJob(db: Db, table: LeasedJobTable, id: string, worker: string) {
  const result = await held(db, table, id, worker)
    .set({ status: 'queued', worker: null, heartbeat_at: null, progress: 0 })
    .executeTakeFirst();
  return changed(result);
}

/**
 * Jobs whose worker stopped beating for `olderThanMs` (a killed process) and is not `exceptWorker`:
 * queued again. Answers their ids, to be handed to the queue in the same transaction.
 */
export async function requeueStale(db: Db, table: LeasedJobTable, olderThanMs: number, exceptWorker: string): Promise<string[]> {
  const rows = await db
    .updateTable(table)
    .set({ status: 'queued', worker: null, heartbeat_at: null, progress: 0 })
    .where('status', '=', 'running')
    .where(sql<boolean>`heartbeat_at < now() - ${olderThanMs} * interval '1 millisecond'`)
    .where((eb) => eb.or([eb('worker', 'is', null), eb('worker', '<>', exceptWorker)]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
