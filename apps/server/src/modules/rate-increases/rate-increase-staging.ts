/**
 * A large rate increase's apply, staged (decision 19): the successors written in short chunks,
 * hidden, then all applied in one short pricing transaction. All or nothing as anyone sees it:
 * until that commit only staged rows exist, which a retry deletes.
 */
import { dayBefore } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { carrierToday } from '../carriers';
import { emitScheduledSuccessors } from '../price-events';
import { findPricelist, PRICELIST_RECORD, pricelistContent } from '../pricelists';
import { insertVersion, insertVersions } from '../versions';
import { recordIncrease, type AppliedIncrease, type StoredIncrease } from './rate-increase-apply.service';
import { bodyOf, namesOfSuccessors, successorBody } from './rate-increase-bodies';
import { assertInFuture, assertNoProblem } from './rate-increase-checks';
import * as repo from './rate-increases.repository';

/**
 * A job stages at most this many successors per transaction, and stops a chunk sooner after
 * CHUNK_MS: the transaction holds PGlite's one connection, and a page's queries wait behind it.
 */
const STAGE_CHUNK = 50;
const CHUNK_MS = 100;
/** Between chunks the job gives way until the database has been free a moment, but no longer than this. */
const GIVE_WAY_MS = 500;

/**
 * For tests: the chunk's size, and a call after each chunk a job staged (a test looks at what shows
 * meanwhile, or throws `ShuttingDown` there to stop the job mid-way as a stopping process would).
 */
export const stagingHooks: {
  chunk?: number | undefined;
  afterChunk?: ((jobId: string, staged: number) => Promise<void> | void) | undefined;
  /** And the bench: how long the staging and the final transaction took, in how many chunks. */
  applied?: ((figures: { stagingMs: number; finalMs: number; chunks: number; steps: Record<string, number> }) => void) | undefined;
} = {};

/** The process is closing, or the job is no longer this worker's: it goes back to the queue. */
export class ShuttingDown extends Error {}

type StagingDeps = Pick<Seams, 'db' | 'changePricing' | 'poolUse'>;

/** A successor staged, with what the final step needs of its predecessor as the staging read it. */
interface Staged {
  from_id: number;
  id: number;
  name: string;
  version: number;
  former_valid_to: string;
  /** The predecessor's version content once ended (its grid is kept). */
  content: Record<string, unknown>;
}

/** One job's apply: which job and worker, the carrier, the request, the successors' names, the predecessors' last day, the chunk's size. */
interface StagingRun {
  jobId: string;
  worker: string;
  carrierId: number;
  request: StoredIncrease;
  names: ReadonlyMap<number, string>;
  lastDay: string;
  chunk: number;
}

/**
 * A job's apply (decision 19): the successors written STAGE_CHUNK at a time, each chunk its own short
 * transaction, as staged records (archived and marked with the job: seen nowhere); between chunks
 * the event loop and PGlite's one connection serve others. Then one short pricing transaction
 * applies them all: the predecessors locked and checked against the versions the staging read
 * (one changed meanwhile: 422 naming it, the job fails and its staged rows go), ended the day before
 * with their versions written in bulk (each keeping its grid), the successors un-staged in one
 * statement, their notifications and the increase's rows written, the job marked done. All or
 * nothing as anyone sees it: until that commit only staged rows exist, which a retry deletes.
 */
export async function applyStaged(
  deps: StagingDeps,
  jobId: string,
  worker: string,
  carrierId: number,
  request: StoredIncrease,
  progress: (share: number) => void,
): Promise<AppliedIncrease> {
  const { body } = request;
  assertInFuture(body.effective_from, await carrierToday(deps.db, carrierId, new Date()));
  const lastDay = dayBefore(body.effective_from);
  const names = await namesOfSuccessors(deps.db, carrierId, body);
  const run: StagingRun = { jobId, worker, carrierId, request, names, lastDay, chunk: stagingHooks.chunk ?? STAGE_CHUNK };
  const stagingStarted = performance.now();
  const { staged, chunks } = await stageSuccessors(deps, run, progress);
  const clock = new StepClock();
  // Its price calls keep their compiled carrier while the grown one compiles (seconds at 2,000 pricelists).
  const applied = await deps.changePricing(carrierId, (tx) => applyAllStaged(tx, run, staged, clock), { serveWhileCompiling: true });
  stagingHooks.applied?.({ stagingMs: clock.started - stagingStarted, finalMs: clock.total, chunks, steps: clock.steps });
  return { id: applied, effective_from: body.effective_from, successors: staged.map(({ from_id, id }) => ({ from_id, id })) };
}

/** Stages every successor, chunk by chunk, giving way between chunks; answers them and the number of chunks. */
async function stageSuccessors(deps: StagingDeps, run: StagingRun, progress: (share: number) => void) {
  const staged: Staged[] = [];
  const total = run.request.body.pricelists.length;
  let chunks = 0;
  while (staged.length < total) {
    chunks++;
    await deps.db.transaction().execute((tx) => stageChunk(tx, run, staged));
    // Most of the work is done staging; the final step is the rest.
    progress((0.95 * staged.length) / total);
    await stagingHooks.afterChunk?.(run.jobId, staged.length);
    await giveWay(deps.poolUse);
  }
  return { staged, chunks };
}

/** One chunk's transaction: the next successors written and staged, added to `staged`. */
async function stageChunk(tx: Db, run: StagingRun, staged: Staged[]): Promise<void> {
  const written: number[] = [];
  const started = Date.now();
  const from = staged.length;
  for (const id of run.request.body.pricelists.slice(from, from + run.chunk)) {
    if (written.length > 0 && stagingHooks.chunk === undefined && Date.now() - started > CHUNK_MS) break;
    const successor = await stageOne(tx, run, id);
    written.push(successor.id);
    staged.push(successor);
  }
  await repo.stagePricelists(tx, run.carrierId, written, run.jobId);
}

/** Pricelist `id`'s successor written as a new record with its first version; answers it with what the final step needs. */
async function stageOne(tx: Db, { carrierId, request, names, lastDay }: StagingRun, id: number): Promise<Staged> {
  const { body, author } = request;
  const stored = await findPricelist(tx, carrierId, id);
  if (!stored) {
    const values = { id: String(id) };
    throw AppError.invalid(english('errors.rateIncreases.archivedMeanwhile', values), {
      pricelists: english('errors.rateIncreases.archivedMeanwhileReason', values),
    });
  }
  assertNoProblem(stored, body.effective_from);
  const successor = successorBody(id, stored, body, names);
  await PRICELIST_RECORD.check(tx, carrierId, successor, null);
  const saved = await PRICELIST_RECORD.write(tx, carrierId, null, successor, false);
  await insertVersion(tx, {
    carrierId,
    type: 'pricelist',
    recordId: saved.id,
    version: 1,
    gridId: saved.gridId,
    content: pricelistContent(successor),
    author,
    changes: { created: true },
  });
  return {
    from_id: id,
    id: saved.id,
    name: stored.name,
    version: stored.version,
    former_valid_to: stored.valid_to,
    content: pricelistContent(bodyOf(stored, { valid_to: lastDay })),
  };
}

/**
 * The final pricing transaction: the predecessors locked and checked unchanged, ended with their
 * versions, the successors un-staged and announced, the increase recorded and the job marked done.
 * Answers the increase's id; `ShuttingDown` when the job is no longer this worker's.
 */
async function applyAllStaged(tx: Db, run: StagingRun, staged: readonly Staged[], clock: StepClock): Promise<number> {
  const { carrierId, jobId, lastDay } = run;
  const { body, author } = run.request;
  assertInFuture(body.effective_from, await carrierToday(tx, carrierId, new Date()));
  const locked = new Map((await repo.lockPredecessors(tx, carrierId, body.pricelists)).map((p) => [p.id, p]));
  for (const s of staged) {
    const now = locked.get(s.from_id);
    if (!now || now.archived_at !== null || now.version !== s.version)
      throw AppError.invalid(
        s.name
          ? english('errors.rateIncreases.changedMeanwhile', { name: s.name, id: String(s.from_id) })
          : english('errors.rateIncreases.changedMeanwhileGeneral', { id: String(s.from_id) }),
        {
          pricelists: s.name
            ? english('errors.rateIncreases.changedMeanwhileReason', { name: s.name })
            : english('errors.rateIncreases.changedMeanwhileGeneralReason'),
        },
      );
  }
  clock.step('lock');
  await repo.endPredecessors(
    tx,
    carrierId,
    staged.map((s) => s.from_id),
    lastDay,
  );
  clock.step('end');
  await insertVersions(
    tx,
    staged.map((s) => ({
      carrierId,
      type: 'pricelist' as const,
      recordId: s.from_id,
      version: s.version + 1,
      gridId: locked.get(s.from_id)!.grid_id,
      content: s.content,
      author,
      changes: { updates: { valid_to: lastDay }, before: { valid_to: s.former_valid_to } },
    })),
  );
  clock.step('versions');
  if ((await repo.unstage(tx, carrierId, jobId)) !== staged.length) throw new ShuttingDown();
  clock.step('unstage');
  await emitScheduledSuccessors(
    tx,
    carrierId,
    // The predecessors' names as staged: their versions were just checked unchanged.
    staged.map((s) => ({ id: s.id, replaces: { id: s.from_id, name: s.name } })),
  );
  clock.step('notify');
  const increaseId = await recordIncrease(tx, carrierId, run.request, staged);
  if (!(await repo.finishJob(tx, jobId, run.worker, increaseId))) throw new ShuttingDown();
  clock.step('increase');
  clock.stop();
  return increaseId;
}

/** How long the final transaction and each of its steps took, for the bench (`stagingHooks.applied`). */
class StepClock {
  readonly started = performance.now();
  readonly steps: Record<string, number> = {};
  total = 0;
  private last = this.started;

  step(name: string): void {
    const now = performance.now();
    this.steps[name] = Math.round(now - this.last);
    this.last = now;
  }

  stop(): void {
    this.total = performance.now() - this.started;
  }
}

/**
 * Waits until no one has waited for or held a connection over a few looks ~2 ms apart (a page's
 * queries one after another on PGlite's one connection), at most GIVE_WAY_MS: pages go first, and
 * under a steady stream of them the job still moves on.
 */
async function giveWay(poolUse: Seams['poolUse']) {
  const until = Date.now() + GIVE_WAY_MS;
  let quiet = 0;
  while (quiet < 3 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    const use = poolUse();
    // No one waits, and PGlite's one connection is free (PostgreSQL's pool serves pages beside the job anyway).
    quiet = use.waiting === 0 && (use.idle > 0 || use.total !== 1) ? quiet + 1 : 0;
  }
}
