/**
 * General rate increases (docs/api.md "Rate increases"). The preview prices the recorded
 * requests again in a worker thread; applying writes, in ONE pricing transaction, for each chosen
 * pricelist a successor through the one versioned save (the new prices, valid from the date, named
 * "{name} {yyyy}", or with the day added where that would repeat a live name: domain `successorNames`)
 * and ends the pricelist the day before (a version of it too, keeping its grid: no copy),
 * then records the increase. Pricing needs nothing new: it already takes the pricelist valid on the shipment's date.
 * More than JOB_THRESHOLD pricelists are applied by a job on the pg-boss queue, staged (decision 19:
 * the successors written in short chunks, hidden, then all applied in one short transaction). A cancel before the date archives the successors and gives the
 * predecessors their valid_to back, in one transaction too.
 */
import { randomUUID } from 'node:crypto';
import {
  dayBefore,
  displayDay,
  effectiveDayProblem,
  describeIncrease,
  increaseGrid,
  increaseProblem,
  pickGridSettings,
  pricelistSchema,
  successorName,
  successorNames,
  type IncreaseInput,
  type PricelistBody,
  type RateIncreaseListItem,
  type RateIncreasePreview,
  type RateIncreaseRequest,
} from '@freight/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/carrier-scope';
import { AppError, fromZodError } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { Seams } from '../../seams';
import type { JobsSeam } from '../bulk/jobs.service';
import type { PricingSeam } from '../pricing/pricing-seam';
import type { QueuedWork } from '../bulk/jobs.service';
import { carrierToday } from '../carriers/carrier-today';
import { recordsForWorker, storedRequests } from '../pricelists/pricelist-backtest.service';
import { emitScheduledSuccessors } from '../notifications/events';
import { findPricelist, PRICELIST_RECORD, pricelistContent, type StoredPricelist } from '../pricelists/pricelist-record';
import { archivePricelist, findPricelistRow } from '../pricelists/pricelists.repository';
import { quotedRequests } from '../quotes/quotes.repository';
import { insertHistoryEntry, insertVersion, insertVersions, type VersionAuthor } from '../versions/record-versions.repository';
import { writeVersioned } from '../versions/versioned-save';
import * as repo from './rate-increases.repository';
import type { HeavySeam } from '../../workers/heavy-work';

/** More pricelists than this are applied by a job (202), fewer inside the request (201). */
export const JOB_THRESHOLD = 20;
/** The pg-boss queue of large increases. */
export const RATE_INCREASE_QUEUE = 'rate-increases';
/** The most recorded requests one preview prices again (the newest of the period). */
export const MAX_PREVIEW_REQUESTS = 100_000;
const DAY_MS = 86_400_000;
/** A job's progress is written at most this often. */
const PROGRESS_EVERY_MS = 500;
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

type ReadDeps = Pick<Seams, 'db'>;

/** The chosen pricelists, resolved: live ones of the carrier, in the order given (a filter: by id). */
async function choosePricelists(db: Db, carrierId: number, chosen: RateIncreaseRequest['pricelists']) {
  if (!Array.isArray(chosen)) {
    const found = await repo.pricelistsMatching(db, carrierId, chosen);
    if (found.length === 0) throw AppError.invalid('No pricelist matches the filter', { pricelists: 'matches no pricelist' });
    return found;
  }
  const ids = [...new Set(chosen)];
  const found = new Map((await repo.pricelistsByIds(db, carrierId, ids)).map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  chosen.forEach((id, i) => {
    const p = found.get(id);
    if (!p) errors[`pricelists.${i}`] = 'is not a pricelist of this carrier';
    else if (p.archived_at !== null) errors[`pricelists.${i}`] = `is archived (${p.name || 'General'})`;
  });
  const [first] = Object.entries(errors);
  if (first) throw AppError.invalid(`Pricelist ${first[0].split('.')[1]!} ${first[1]}`, errors);
  return ids.map((id) => found.get(id)!);
}

/** 422 unless the increase starts after the carrier's today: a price answered today never changes under it. */
function assertInFuture(effectiveFrom: string, today: string) {
  const problem = effectiveDayProblem(effectiveFrom, today);
  if (problem)
    throw AppError.invalid(`The increase must take effect after today (${displayDay(today)} in the carrier's time zone)`, {
      effective_from: problem,
    });
}

function inputOf(body: RateIncreaseRequest): IncreaseInput {
  return { change: body.change, rounding: body.rounding, include_min_max: body.include_min_max, effective_from: body.effective_from };
}

// ---- preview ---------------------------------------------------------------------------------------

/**
 * POST /fe/rate_increases?dry_run=true: per pricelist the cells that change and its problem, and
 * the revenue effect on the requests of the last `backtest_days` they answered. Saves nothing;
 * the database is read here, the pricing runs in a worker thread.
 */
export async function previewRateIncrease(
  deps: Pick<Seams, 'db'> & HeavySeam & PricingSeam,
  carrierId: number,
  body: RateIncreaseRequest,
  now = new Date(),
): Promise<RateIncreasePreview> {
  const chosen = await choosePricelists(deps.db, carrierId, body.pricelists);
  assertInFuture(body.effective_from, await carrierToday(deps.db, carrierId, now));
  const ids = chosen.map((p) => p.id);
  await deps.pricing.quotes.flush();
  const since = new Date(now.getTime() - body.backtest_days * DAY_MS);
  const rows = await quotedRequests(deps.db, carrierId, ids, since, MAX_PREVIEW_REQUESTS + 1);
  const truncated = rows.length > MAX_PREVIEW_REQUESTS;
  if (truncated) rows.pop();
  const [{ records, build }, rates] = await Promise.all([recordsForWorker(deps, carrierId, ids), deps.pricing.cache.exchangeRates()]);
  const requests = await storedRequests(deps.db, carrierId, rows);
  const stored = requests.map((request, i) => ({ ...request, pricelist_id: rows[i]!.pricelist_id }));
  const preview = await deps.heavy.run({
    kind: 'increase-preview',
    records,
    build,
    pricelistIds: ids,
    input: inputOf(body),
    rates,
    rows: stored,
  });
  return { ...preview, backtest: { ...preview.backtest, days: body.backtest_days, truncated } };
}

// ---- apply -----------------------------------------------------------------------------------------

/** What an applied increase answers (201, or a job's result). */
export interface AppliedIncrease {
  id: number;
  effective_from: string;
  successors: { from_id: number; id: number }[];
}

/** The request a job keeps: the body with its pricelists resolved to ids, and who asked. */
interface StoredIncrease {
  body: RateIncreaseRequest & { pricelists: number[] };
  author: VersionAuthor;
}

/**
 * POST /fe/rate_increases: checks the choice and the date, then applies it in one transaction
 * (201) or, past JOB_THRESHOLD pricelists, queues a job doing the same (202 {job_id}).
 */
export async function applyRateIncrease(
  deps: Pick<Seams, 'db' | 'changePricing'> & JobsSeam,
  auth: AuthContext,
  carrierId: number,
  body: RateIncreaseRequest,
  now = new Date(),
): Promise<{ applied: AppliedIncrease } | { job_id: string }> {
  const chosen = await choosePricelists(deps.db, carrierId, body.pricelists);
  assertInFuture(body.effective_from, await carrierToday(deps.db, carrierId, now));
  // The problems known now, before anything is written (the transaction checks them again, locked).
  for (const p of chosen) assertNoProblem(p, body.effective_from);
  const stored: StoredIncrease = {
    body: { ...body, pricelists: chosen.map((p) => p.id) },
    author: { id: auth.user.id, name: auth.user.name },
  };
  if (chosen.length > JOB_THRESHOLD) {
    const jobId = randomUUID();
    await deps.db.transaction().execute(async (tx) => {
      await repo.insertJob(tx, { id: jobId, carrier_id: carrierId, user_id: auth.user.id, request: stored });
      await deps.jobs.sendWork(tx, RATE_INCREASE_QUEUE, jobId);
    });
    deps.jobs.wakeWork(RATE_INCREASE_QUEUE);
    return { job_id: jobId };
  }
  const applied = await deps.changePricing(carrierId, (tx) => applyInTransaction(tx, carrierId, stored, now));
  return { applied };
}

function assertNoProblem(p: { id: number; name: string; valid_from: string; valid_to: string }, effectiveFrom: string) {
  const problem = increaseProblem(p, effectiveFrom);
  if (problem)
    throw AppError.invalid(`Pricelist ${p.name || 'General'} (${p.id}): ${problem}`, { pricelists: `${p.name || 'General'}: ${problem}` });
}

/** A stored pricelist as a save body, `over` replacing fields; 422 naming the pricelist when the schema refuses it. */
function bodyOf(stored: StoredPricelist, over: Partial<Record<keyof PricelistBody, unknown>>): PricelistBody {
  const parsed = pricelistSchema.safeParse({
    ...pickGridSettings(stored),
    name: stored.name,
    service_id: stored.service_id,
    customer_id: stored.customer_id,
    currency: stored.currency,
    status: stored.status,
    valid_from: stored.valid_from,
    valid_to: stored.valid_to,
    active: stored.active,
    comment: stored.comment,
    surcharges: stored.surcharges.map((s) => s.id),
    blocks: stored.blocks,
    ldm_blocks: stored.ldm_blocks,
    fare_groups: stored.fare_groups,
    ...over,
  });
  if (parsed.success) return parsed.data;
  const refused = fromZodError(parsed.error);
  throw AppError.invalid(`Pricelist ${stored.name || 'General'} (${stored.id}) cannot take the increase: ${refused.message}`, {
    pricelists: `${stored.name || 'General'}: ${refused.message}`,
  });
}

/**
 * The apply itself, inside the caller's pricing transaction: for each pricelist (locked, its
 * problem checked again) the predecessor's valid_to set to the day before and the successor
 * written, both through the one versioned save; then the increase and its rows. `progress` hears
 * the share done after each pricelist.
 */
async function applyInTransaction(
  tx: Db,
  carrierId: number,
  { body, author }: StoredIncrease,
  now: Date,
  progress?: (share: number) => void,
): Promise<AppliedIncrease> {
  assertInFuture(body.effective_from, await carrierToday(tx, carrierId, now));
  const lastDay = dayBefore(body.effective_from);
  // Named up front, each apart from the live pricelists of its service and partner and from the others.
  const live = await repo.livePricelistNames(tx, carrierId);
  const byId = new Map(live.map((p) => [p.id, p]));
  const names = successorNames(
    body.pricelists.flatMap((id) => byId.get(id) ?? []),
    live,
    body.effective_from,
  );
  const successors: { from_id: number; id: number; former_valid_to: string }[] = [];
  for (const [i, id] of body.pricelists.entries()) {
    let successor: PricelistBody | null = null;
    let formerValidTo = '';
    await writeVersioned(tx, PRICELIST_RECORD, {
      carrierId,
      author,
      id,
      // The increase was chosen from what the clerk saw; the lock below is what it applies to.
      callerChecksVersion: true,
      content: (stored) => {
        assertNoProblem(stored, body.effective_from);
        formerValidTo = stored.valid_to;
        const grid = increaseGrid(stored.fare_groups, body, stored);
        successor = bodyOf(stored, {
          name: names.get(id) ?? successorName(stored.name, body.effective_from),
          valid_from: body.effective_from,
          valid_to: stored.valid_to,
          fare_groups: grid.fare_groups,
        });
        return { body: bodyOf(stored, { valid_to: lastDay }) };
      },
    });
    const { id: successorId } = await writeVersioned(tx, PRICELIST_RECORD, {
      carrierId,
      author,
      id: null,
      replaces: id,
      content: () => ({ body: successor! }),
    });
    successors.push({ from_id: id, id: successorId, former_valid_to: formerValidTo });
    progress?.((i + 1) / body.pricelists.length);
  }
  const increaseId = await repo.insertIncrease(tx, {
    carrier_id: carrierId,
    effective_from: body.effective_from,
    change: body.change,
    rounding: body.rounding,
    include_min_max: body.include_min_max,
    created_by: author.id,
  });
  await repo.insertIncreasePricelists(
    tx,
    successors.map((s) => ({ increase_id: increaseId, predecessor_id: s.from_id, former_valid_to: s.former_valid_to, successor_id: s.id })),
  );
  return { id: increaseId, effective_from: body.effective_from, successors: successors.map(({ from_id, id }) => ({ from_id, id })) };
}

// ---- the job -----------------------------------------------------------------------------------------

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
      let reported = 0;
      let reporting = false;
      const progress = (share: number) => {
        inFlight.set(jobId, { carrierId: job.carrier_id, share });
        if (closing()) throw new ShuttingDown();
        // Not awaited: on PostgreSQL it is written through another connection meanwhile; one at a time.
        if (reporting || Date.now() - reported < PROGRESS_EVERY_MS) return;
        reporting = true;
        reported = Date.now();
        repo
          .reportProgress(deps.db, jobId, worker, share)
          .catch((error: unknown) => log.warn({ err: error }, 'could not write the progress of a rate increase'))
          .finally(() => (reporting = false));
      };
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
        const message = error instanceof AppError ? error.message : 'The rate increase could not be applied';
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
async function applyStaged(
  deps: Pick<Seams, 'db' | 'changePricing' | 'poolUse'>,
  jobId: string,
  worker: string,
  carrierId: number,
  { body, author }: StoredIncrease,
  progress: (share: number) => void,
): Promise<AppliedIncrease> {
  const { db } = deps;
  assertInFuture(body.effective_from, await carrierToday(db, carrierId, new Date()));
  const lastDay = dayBefore(body.effective_from);
  const live = await repo.livePricelistNames(db, carrierId);
  const byId = new Map(live.map((p) => [p.id, p]));
  const names = successorNames(
    body.pricelists.flatMap((id) => byId.get(id) ?? []),
    live,
    body.effective_from,
  );
  const staged: Staged[] = [];
  const total = body.pricelists.length;
  const chunk = stagingHooks.chunk ?? STAGE_CHUNK;
  const stagingStarted = performance.now();
  let chunks = 0;
  while (staged.length < total) {
    chunks++;
    await db.transaction().execute(async (tx) => {
      const written: number[] = [];
      const started = Date.now();
      const from = staged.length;
      for (const id of body.pricelists.slice(from, from + chunk)) {
        if (written.length > 0 && stagingHooks.chunk === undefined && Date.now() - started > CHUNK_MS) break;
        const stored = await findPricelist(tx, carrierId, id);
        if (!stored)
          throw AppError.invalid(`Pricelist ${id} was archived while the increase was applied`, { pricelists: `${id}: archived` });
        assertNoProblem(stored, body.effective_from);
        const successor = bodyOf(stored, {
          name: names.get(id) ?? successorName(stored.name, body.effective_from),
          valid_from: body.effective_from,
          valid_to: stored.valid_to,
          fare_groups: increaseGrid(stored.fare_groups, body, stored).fare_groups,
        });
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
        written.push(saved.id);
        staged.push({
          from_id: id,
          id: saved.id,
          name: stored.name,
          version: stored.version,
          former_valid_to: stored.valid_to,
          content: pricelistContent(bodyOf(stored, { valid_to: lastDay })),
        });
      }
      await repo.stagePricelists(tx, carrierId, written, jobId);
    });
    // Most of the work is done staging; the final step is the rest.
    progress((0.95 * staged.length) / total);
    await stagingHooks.afterChunk?.(jobId, staged.length);
    await giveWay(deps.poolUse);
  }
  const finalStarted = performance.now();
  let finalMs = 0;
  const steps: Record<string, number> = {};
  let stepStarted = finalStarted;
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - stepStarted);
    stepStarted = now;
  };
  // Its price calls keep their compiled carrier while the grown one compiles (seconds at 2,000 pricelists).
  const applied = await deps.changePricing(
    carrierId,
    async (tx) => {
      assertInFuture(body.effective_from, await carrierToday(tx, carrierId, new Date()));
      const locked = new Map((await repo.lockPredecessors(tx, carrierId, body.pricelists)).map((p) => [p.id, p]));
      for (const s of staged) {
        const now = locked.get(s.from_id);
        if (!now || now.archived_at !== null || now.version !== s.version)
          throw AppError.invalid(
            `Pricelist ${s.name || 'General'} (${s.from_id}) was changed while the increase was applied: nothing was applied, apply the increase again`,
            { pricelists: `${s.name || 'General'}: changed meanwhile` },
          );
      }
      step('lock');
      const ids = staged.map((s) => s.from_id);
      await repo.endPredecessors(tx, carrierId, ids, lastDay);
      step('end');
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
      step('versions');
      if ((await repo.unstage(tx, carrierId, jobId)) !== staged.length) throw new ShuttingDown();
      step('unstage');
      await emitScheduledSuccessors(
        tx,
        carrierId,
        // The predecessors' names as staged: their versions were just checked unchanged.
        staged.map((s) => ({ id: s.id, replaces: { id: s.from_id, name: s.name } })),
      );
      step('notify');
      const increaseId = await repo.insertIncrease(tx, {
        carrier_id: carrierId,
        effective_from: body.effective_from,
        change: body.change,
        rounding: body.rounding,
        include_min_max: body.include_min_max,
        created_by: author.id,
      });
      await repo.insertIncreasePricelists(
        tx,
        staged.map((s) => ({ increase_id: increaseId, predecessor_id: s.from_id, former_valid_to: s.former_valid_to, successor_id: s.id })),
      );
      if (!(await repo.finishJob(tx, jobId, worker, increaseId))) throw new ShuttingDown();
      step('increase');
      finalMs = performance.now() - finalStarted;
      return increaseId;
    },
    { serveWhileCompiling: true },
  );
  stagingHooks.applied?.({ stagingMs: finalStarted - stagingStarted, finalMs, chunks, steps });
  return { id: applied, effective_from: body.effective_from, successors: staged.map(({ from_id, id }) => ({ from_id, id })) };
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

/** The process is closing, or the job is no longer this worker's: it goes back to the queue. */
export class ShuttingDown extends Error {}

/** GET /fe/rate_increases/jobs/{id}: its status and progress, and once done the increase (404: not the carrier's). */
export async function rateIncreaseJob(deps: ReadDeps, carrierId: number, jobId: string) {
  const running = inFlight.get(jobId);
  if (running?.carrierId === carrierId) return { status: 'running' as const, progress: running.share, result: null, error: null };
  const job = await repo.findJob(deps.db, carrierId, jobId);
  if (!job) throw AppError.notFound('No such job');
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

// ---- list and cancel -------------------------------------------------------------------------------

function statusOf(increase: { cancelled_at: Date | null; effective_from: string }, today: string): RateIncreaseListItem['status'] {
  if (increase.cancelled_at !== null) return 'cancelled';
  return increase.effective_from > today ? 'scheduled' : 'effective';
}

/** GET /fe/rate_increases: the carrier's increases, the scheduled ones first, with their status by the carrier's today. */
export async function listRateIncreases(deps: ReadDeps, carrierId: number, now = new Date()) {
  const today = await carrierToday(deps.db, carrierId, now);
  const increases = await repo.listIncreases(deps.db, carrierId, today);
  const rows = await repo.increasePricelists(
    deps.db,
    carrierId,
    increases.map((i) => i.id),
  );
  const items = increases.map((i) => {
    const own = rows.filter((r) => r.increase_id === i.id);
    const change = i.change as IncreaseInput['change'];
    return {
      id: i.id,
      effective_from: i.effective_from,
      status: statusOf(i, today),
      change: describeIncrease({ change, rounding: Number(i.rounding) as IncreaseInput['rounding'] }),
      pricelists: own.length,
      successors: own.map((r) => ({
        from_id: r.predecessor_id,
        from_name: r.from_name,
        // A cancelled increase's successors are archived: listed by name, without a link.
        id: r.successor_archived_at === null ? r.successor_id : null,
        name: r.name,
      })),
      created_at: i.created_at,
      created_by: i.created_by,
    };
  });
  return { items, count: items.length };
}

/**
 * DELETE /fe/rate_increases/{id}: before its date, archives its successors (logged as archived)
 * and gives each predecessor its former valid_to back (a version through the one versioned save),
 * in one transaction; from its date on 409 (restore the versions instead); cancelled already: 409.
 */
export async function cancelRateIncrease(
  deps: Pick<Seams, 'db' | 'changePricing'>,
  auth: AuthContext,
  carrierId: number,
  id: number,
  now = new Date(),
) {
  const author = { id: auth.user.id, name: auth.user.name };
  await deps.changePricing(carrierId, async (tx) => {
    const increase = await repo.lockIncrease(tx, carrierId, id);
    if (!increase) throw AppError.notFound('No such rate increase');
    if (increase.cancelled_at !== null) throw AppError.conflict('The rate increase is cancelled already');
    const today = await carrierToday(tx, carrierId, now);
    if (increase.effective_from <= today)
      throw AppError.conflict(
        `The rate increase took effect on ${displayDay(increase.effective_from)}: it cannot be cancelled. Restore the pricelists' earlier versions instead.`,
      );
    for (const row of await repo.increasePricelists(tx, carrierId, [id])) {
      if (row.successor_archived_at === null) {
        await archivePricelist(tx, carrierId, row.successor_id);
        await insertHistoryEntry(tx, { carrierId, type: 'pricelist', recordId: row.successor_id, author, updates: { archived: true } });
      }
      // A predecessor archived since keeps its validity: it prices nothing either way.
      if (!(await findPricelistRow(tx, carrierId, row.predecessor_id))) continue;
      await writeVersioned(tx, PRICELIST_RECORD, {
        carrierId,
        author,
        id: row.predecessor_id,
        callerChecksVersion: true,
        content: (stored) => ({ body: bodyOf(stored, { valid_to: row.former_valid_to }) }),
      });
    }
    await repo.markCancelled(tx, carrierId, id);
  });
}
