/**
 * The queued work of a large rate increase (more than JOB_THRESHOLD pricelists): a job on the
 * pg-boss queue applies it staged (rate-increase-staging.ts, decision 19), and GET
 * /fe/rate_increases/jobs/{id} follows it. A process that dies mid-apply leaves only staged rows;
 * the job is queued again by the recovery and applied from the start.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import type { QueuedWork } from '../bulk';
import { RATE_INCREASE_QUEUE, type AppliedIncrease, type StoredIncrease } from './rate-increase-apply.service';
import { applyStaged, ShuttingDown } from './rate-increase-staging';
import * as repo from './rate-increases.repository';

/** A job's progress is written at most this often. */
const PROGRESS_EVERY_MS = 500;

/**
 * The increases this process is applying now, with their carrier and progress: answered from here,
 * since on PGlite the apply's transaction holds the one connection until it ends.
 */
const inFlight = new Map<string, { carrierId: number; share: number }>();

/**
 * The rate increases' kind of job (jobs.service `QueuedWork`): claim, delete what an earlier run
 * staged, apply staged (`applyStaged`, whose final transaction also marks the job done), or fail
 * with the reason and nothing staged left. A process that dies mid-apply leaves only staged rows;
 * the job is queued again by the recovery and applied from the start.
 */
export function rateIncreaseWork(deps: Pick<Seams, 'db' | 'changePricing' | 'poolUse'>, logger: FastifyBaseLogger): QueuedWork {
  return {
    queue: RATE_INCREASE_QUEUE,
    requeueStale: (tx, olderThanMs, worker) => repo.requeueStale(tx, olderThanMs, worker),
    requeuedMessage: 'rate increase jobs left running by a stopped process are queued again',
    async work(jobId, worker, closing) {
      const job = await repo.claimJob(deps.db, jobId, worker);
      if (!job) return;
      const log = logger.child({ job: jobId, kind: 'rate-increase' });
      const request = job.request as StoredIncrease;
      inFlight.set(jobId, { carrierId: job.carrier_id, share: 0 });
      const progress = progressReporter(deps, { jobId, worker, carrierId: job.carrier_id }, closing, log);
      try {
        // A job claimed again (its process killed or stopped) starts over: what it staged goes first.
        const dropped = await deps.db.transaction().execute((tx) => repo.deleteStaged(tx, job.carrier_id, jobId));
        if (dropped) log.info({ dropped }, 'rate increase: the successors staged before were deleted');
        await applyStaged(deps, jobId, worker, job.carrier_id, request, progress);
        log.info({ pricelists: request.body.pricelists.length }, 'rate increase applied');
      } catch (error) {
        if (error instanceof ShuttingDown || closing()) {
          if (await repo.requeueJob(deps.db, jobId, worker)) log.info('rate increase handed back to the queue');
          // The delivery fails, so pg-boss delivers it again.
          throw error;
        }
        const message = error instanceof AppError ? error.message : english('errors.rateIncreases.failed');
        if (!(error instanceof AppError)) log.error({ err: error }, 'rate increase job failed');
        // A failed job leaves nothing staged (a kill leaves it to the retry).
        await deps.db.transaction().execute((tx) => repo.deleteStaged(tx, job.carrier_id, jobId));
        await repo.failJob(deps.db, jobId, worker, message);
      } finally {
        inFlight.delete(jobId);
      }
    },
  };
}

/**
 * What a job hears its progress through: kept for GET .../jobs/{id}, written at most every
 * PROGRESS_EVERY_MS (one write at a time), and `ShuttingDown` thrown once the process is closing.
 */
function progressReporter(
  deps: Pick<Seams, 'db'>,
  job: { jobId: string; worker: string; carrierId: number },
  closing: () => boolean,
  log: FastifyBaseLogger,
): (share: number) => void {
  let reported = 0;
  let reporting = false;
  return (share) => {
    inFlight.set(job.jobId, { carrierId: job.carrierId, share });
    if (closing()) throw new ShuttingDown();
    // Not awaited: on PostgreSQL it is written through another connection meanwhile; one at a time.
    if (reporting || Date.now() - reported < PROGRESS_EVERY_MS) return;
    reporting = true;
    reported = Date.now();
    repo
      .reportProgress(deps.db, job.jobId, job.worker, share)
      .catch((error: unknown) => log.warn({ err: error }, 'could not write the progress of a rate increase'))
      .finally(() => (reporting = false));
  };
}

/** GET /fe/rate_increases/jobs/{id}: its status and progress, and once done the increase (404: not the carrier's). */
export async function rateIncreaseJob(deps: Pick<Seams, 'db'>, carrierId: number, jobId: string) {
  const running = inFlight.get(jobId);
  if (running?.carrierId === carrierId) return { status: 'running' as const, progress: running.share, result: null, error: null };
  const job = await repo.findJob(deps.db, carrierId, jobId);
  if (!job) throw AppError.notFound(english('errors.rateIncreases.noSuchJob'));
  let result: AppliedIncrease | null = null;
  const increase =
    job.status === 'done' && job.increase_id !== null ? await repo.findIncrease(deps.db, carrierId, job.increase_id) : undefined;
  if (increase) {
    const rows = await repo.increasePricelists(deps.db, carrierId, [increase.id]);
    result = {
      id: increase.id,
      effective_from: increase.effective_from,
      successors: rows.map((r) => ({ from_id: r.predecessor_id, id: r.successor_id })),
    };
  }
  return { status: job.status, progress: job.status === 'done' ? 1 : job.progress, result, error: job.error };
}
