/** General rate increases (migration 0019): the pricelists they choose, what they wrote, their jobs. */
import { sql } from 'kysely';
import type { PricelistUnit } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';
import * as lease from '../../db/job-lease';

/** A filter of live pricelists; a field left out matches all (customer null: the general ones). */
export interface PricelistSelection {
  service?: number | undefined;
  customer?: number | null | undefined;
  unit?: PricelistUnit | undefined;
  active?: boolean | undefined;
}

/** What choosing a pricelist needs to know of it. */
function choosable(db: Db, carrierId: number) {
  return db
    .selectFrom('pricelists')
    .innerJoin('grids', 'grids.id', 'pricelists.grid_id')
    .select(['pricelists.id', 'pricelists.name', 'pricelists.valid_from', 'pricelists.valid_to', 'pricelists.archived_at'])
    .where(ownedBy(carrierId, 'pricelists'));
}

/** The carrier's pricelists of these ids, archived ones too (the caller refuses them by name). */
export function pricelistsByIds(db: Db, carrierId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return choosable(db, carrierId).where('pricelists.id', 'in', ids).execute();
}

/** The carrier's live pricelists under a filter, by id. */
export function pricelistsMatching(db: Db, carrierId: number, filter: PricelistSelection) {
  let query = choosable(db, carrierId).where('pricelists.archived_at', 'is', null);
  if (filter.service !== undefined) query = query.where('pricelists.service_id', '=', filter.service);
  if (filter.customer === null) query = query.where('pricelists.customer_id', 'is', null);
  else if (filter.customer !== undefined) query = query.where('pricelists.customer_id', '=', filter.customer);
  if (filter.unit !== undefined) query = query.where('grids.unit', '=', filter.unit);
  if (filter.active !== undefined) query = query.where('pricelists.active', '=', filter.active);
  return query.orderBy('pricelists.id').execute();
}

/** The carrier's live pricelists as their names are told apart (domain `successorNames`): by service and partner. */
export function livePricelistNames(db: Db, carrierId: number) {
  return db
    .selectFrom('pricelists')
    .select(['id', 'name', 'service_id', 'customer_id'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('archived_at', 'is', null)
    .execute();
}

/** A new increase; answers its id. */
export async function insertIncrease(
  db: Db,
  row: {
    carrier_id: number;
    effective_from: string;
    change: unknown;
    rounding: number;
    include_min_max: boolean;
    created_by: number | null;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('rate_increases')
    .values({ ...row, change: JSON.stringify(row.change) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The pricelists an increase ended and the successors it wrote. */
export async function insertIncreasePricelists(
  db: Db,
  rows: { increase_id: number; predecessor_id: number; former_valid_to: string; successor_id: number }[],
) {
  if (rows.length) await db.insertInto('rate_increase_pricelists').values(rows).execute();
}

/** The carrier's increases, scheduled ones (not cancelled, from `today` on) first, then by date, newest first. */
export function listIncreases(db: Db, carrierId: number, today: string) {
  return db
    .selectFrom('rate_increases')
    .leftJoin('users', 'users.id', 'rate_increases.created_by')
    .select([
      'rate_increases.id',
      sql<string>`rate_increases.effective_from::text`.as('effective_from'),
      'rate_increases.change',
      'rate_increases.rounding',
      'rate_increases.created_at',
      'rate_increases.cancelled_at',
      'users.name as created_by',
    ])
    .where(ownedBy(carrierId, 'rate_increases'))
    .orderBy(sql`case when rate_increases.cancelled_at is null and rate_increases.effective_from > ${today}::date then 0 else 1 end`)
    .orderBy('rate_increases.effective_from', 'desc')
    .orderBy('rate_increases.id', 'desc')
    .execute();
}

/** The predecessors and successors of the increases, with their names, in predecessor order. */
export function increasePricelists(db: Db, carrierId: number, increaseIds: readonly number[]) {
  if (increaseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rate_increase_pricelists as rp')
    .innerJoin('pricelists as p', 'p.id', 'rp.predecessor_id')
    .innerJoin('pricelists as s', 's.id', 'rp.successor_id')
    .select([
      'rp.increase_id',
      'rp.predecessor_id',
      sql<string>`rp.former_valid_to::text`.as('former_valid_to'),
      'rp.successor_id',
      'p.name as from_name',
      's.name as name',
      's.archived_at as successor_archived_at',
    ])
    .where(ownedBy(carrierId, 'p'))
    .where('rp.increase_id', 'in', increaseIds)
    .orderBy('rp.increase_id')
    .orderBy('rp.predecessor_id')
    .execute();
}

/** One increase of the carrier. */
export function findIncrease(db: Db, carrierId: number, id: number) {
  return db
    .selectFrom('rate_increases')
    .select(['id', sql<string>`effective_from::text`.as('effective_from')])
    .where(ownedBy(carrierId, 'rate_increases'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One increase of the carrier, its row locked until the transaction ends. */
export function lockIncrease(db: Db, carrierId: number, id: number) {
  return db
    .selectFrom('rate_increases')
    .select(['id', sql<string>`effective_from::text`.as('effective_from'), 'cancelled_at'])
    .where(ownedBy(carrierId, 'rate_increases'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markCancelled(db: Db, carrierId: number, id: number) {
  await db
    .updateTable('rate_increases')
    .set({ cancelled_at: new Date() })
    .where(ownedBy(carrierId, 'rate_increases'))
    .where('id', '=', id)
    .execute();
}

// ---- jobs ------------------------------------------------------------------------------------------

/** A new job, queued. */
export async function insertJob(db: Db, job: { id: string; carrier_id: number; user_id: number | null; request: unknown }) {
  await db
    .insertInto('rate_increase_jobs')
    .values({ ...job, request: JSON.stringify(job.request) })
    .execute();
}

/** Takes a queued job for `worker`: running, its heartbeat now. Undefined when it is not queued. */
export function claimJob(db: Db, id: string, worker: string) {
  return lease
    .claim(db, 'rate_increase_jobs', id, worker)
    .returning(['id', 'carrier_id', 'user_id', 'request', 'attempts'])
    .executeTakeFirst();
}

/** Progress and heartbeat of a job `worker` holds. */
export function reportProgress(db: Db, id: string, worker: string, progress: number): Promise<boolean> {
  return lease.reportProgress(db, 'rate_increase_jobs', id, worker, progress);
}

/** Done, with its increase: written in the increase's own transaction. False when `worker` no longer holds it. */
export async function finishJob(db: Db, id: string, worker: string, increaseId: number): Promise<boolean> {
  const result = await lease
    .held(db, 'rate_increase_jobs', id, worker)
    .set({ status: 'done', progress: 1, increase_id: increaseId, error: null, finished_at: sql<Date>`now()` })
    .executeTakeFirst();
  return lease.changed(result);
}

export function failJob(db: Db, id: string, worker: string, error: string): Promise<boolean> {
  return lease.failJob(db, 'rate_increase_jobs', id, worker, error);
}

/** Back to the queue from `worker` (it is closing). */
export function requeueJob(db: Db, id: string, worker: string): Promise<boolean> {
  return lease.requeueJob(db, 'rate_increase_jobs', id, worker);
}

/** Jobs whose worker stopped beating for `olderThanMs`: queued again; answers their ids. */
export function requeueStale(db: Db, olderThanMs: number, exceptWorker: string): Promise<string[]> {
  return lease.requeueStale(db, 'rate_increase_jobs', olderThanMs, exceptWorker);
}

/** One job of the carrier. */
export function findJob(db: Db, carrierId: number, id: string) {
  return db
    .selectFrom('rate_increase_jobs')
    .select(['id', 'status', 'progress', 'increase_id', 'error'])
    .where(ownedBy(carrierId, 'rate_increase_jobs'))
    .where('id', '=', id)
    .executeTakeFirst();
}

// ---- staged successors (decision 19) -----------------------------------------------------------------

/** Marks a job's just-written successors staged: archived, so out of every list and the pricing, until the job applies them. */
export async function stagePricelists(db: Db, carrierId: number, ids: readonly number[], jobId: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('pricelists')
    .set({ archived_at: new Date(), staged_by_job: jobId })
    .where(ownedBy(carrierId, 'pricelists'))
    .where('id', 'in', ids)
    .execute();
}

/**
 * Deletes what a job staged: its successors' versions, the successors (their links and notices go
 * with them) and their grids, which nothing else points at. Answers how many pricelists.
 */
export async function deleteStaged(db: Db, carrierId: number, jobId: string): Promise<number> {
  const staged = await db
    .selectFrom('pricelists')
    .select(['id', 'grid_id'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('staged_by_job', '=', jobId)
    .execute();
  if (staged.length === 0) return 0;
  const ids = staged.map((s) => s.id);
  await db
    .deleteFrom('record_versions')
    .where(ownedBy(carrierId, 'record_versions'))
    .where('record_type', '=', 'pricelist')
    .where('record_id', 'in', ids)
    .execute();
  await db.deleteFrom('pricelists').where(ownedBy(carrierId, 'pricelists')).where('id', 'in', ids).execute();
  await db
    .deleteFrom('grids')
    .where(ownedBy(carrierId, 'grids'))
    .where(
      'id',
      'in',
      staged.map((s) => s.grid_id),
    )
    .execute();
  return staged.length;
}

/** The predecessors' versions and state, their rows locked until the transaction ends. */
export function lockPredecessors(db: Db, carrierId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pricelists')
    .select(['id', 'version', 'grid_id', 'archived_at'])
    .where(ownedBy(carrierId, 'pricelists'))
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Ends the predecessors the day before the increase, their versions moved on (their grids kept). */
export async function endPredecessors(db: Db, carrierId: number, ids: readonly number[], lastDay: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('pricelists')
    .set((eb) => ({ valid_to: lastDay, updated_at: new Date(), version: eb('version', '+', 1) }))
    .where(ownedBy(carrierId, 'pricelists'))
    .where('id', 'in', ids)
    .execute();
}

/** Applies a job's staged successors: live from now on, in one statement; answers how many. */
export async function unstage(db: Db, carrierId: number, jobId: string): Promise<number> {
  const result = await db
    .updateTable('pricelists')
    .set({ archived_at: null, staged_by_job: null })
    .where(ownedBy(carrierId, 'pricelists'))
    .where('staged_by_job', '=', jobId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
