/**
 * Calculation jobs: a mailed mass or tender calculation is queued on pg-boss (the job row and the
 * pg-boss job in one transaction), worked by whichever server process fetches it, and its workbook
 * stored with the job (any process serves it: job-files.ts) and mailed as an attachment. A job
 * survives a restart or a kill -9: the worker's heartbeat moves with its progress, and a running
 * job whose heartbeat stopped is queued again (job-recovery.ts; at once on PGlite, whose one
 * process cannot still be working on it). The mail is a step of its own on a second queue, queued
 * with the result and sent once (job-mail.ts). See docs/decisions/0005-calculation-jobs.md.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind } from '@freight/domain';
import PgBoss from 'pg-boss';
import { transactionExecutor, trackedExecutor } from '../../db/job-queue';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { type PricingSeam, pricingInput, pricingSnapshot, type Caller } from '../pricing';
import type { PointKey, PostcodePointsSeam } from '../postcode-points';
import * as repo from './jobs.repository';
import { collectFile, jobFileName, storeJobFile } from './job-files';
import { CalculationMail, MAIL_QUEUE, mailQueueOptions } from './job-mail';
import { JobRecovery, type RecoverableWork } from './job-recovery';
import type { HeavySeam } from '../../workers/heavy-work';

export { jobUrl } from './job-mail';

/** The pg-boss queue of calculations. */
export const CALCULATION_QUEUE = 'calculations';
/** A job interrupted this often (killed processes) is failed rather than tried again. */
const MAX_ATTEMPTS = 5;
/** The heartbeat and progress are written at most this often. */
const PROGRESS_EVERY_MS = 500;

export interface JobSettings {
  /** false: this process queues but does not work jobs (tests of another process's work). */
  worker: boolean;
  /** A running job whose heartbeat is older than this is queued again. */
  staleAfterMs: number;
  /** How often each process looks for such jobs. */
  checkEveryMs: number;
  /** How often an idle worker asks pg-boss for work (a job queued by this process wakes it at once). */
  pollSeconds: number;
  /**
   * A mail step still active after this long (its process died) is failed by pg-boss and tried
   * again; its claim on the send lapses after twice this, so a slow send is not sent twice.
   */
  mailExpireSeconds: number;
  /** The wait before a failed mail step is tried again. */
  mailRetrySeconds: number;
  /** How often pg-boss looks for expired deliveries (one process does it for all). */
  maintenanceSeconds: number;
}

// A mail lost to a crash goes out again within about 2.5 minutes: expiry (60 s), the next
// maintenance (60 s), the retry delay (15 s) and a poll (2 s), past the claim's 120 s lease.
export const DEFAULT_JOB_SETTINGS: JobSettings = {
  worker: true,
  staleAfterMs: 30_000,
  checkEveryMs: 10_000,
  pollSeconds: 2,
  mailExpireSeconds: 60,
  mailRetrySeconds: 15,
  maintenanceSeconds: 60,
};

/**
 * Another kind of job worked on this process's pg-boss (a large rate increase): its queue, how one
 * delivery is worked, and how its jobs left running by a dead process are found. Its own table
 * keeps its rows; the queue, the workers and the recovery are shared with the calculations.
 */
export interface QueuedWork extends RecoverableWork {
  /** Works one delivery. `worker`: this process's id; `closing`: true once the process is closing. */
  work(jobId: string, worker: string, closing: () => boolean): Promise<void>;
}

/** The job was taken over by another process (this one was thought dead): drop it quietly. */
class JobLost extends Error {}
/** This process is closing: the job goes back to the queue. */
class ShuttingDown extends Error {}

/** The seam of a module that queues work: the calculation job queue of this process (mailed budgets and tenders). */
export interface JobsSeam {
  jobs: CalculationJobs;
}

/** The job queue of one process: started by createApp, stopped when the app closes. */
export class CalculationJobs {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly executor: ReturnType<typeof trackedExecutor>;
  private readonly boss: PgBoss;
  private readonly mail: CalculationMail;
  private readonly recovery: JobRecovery;
  private workId: string | null = null;
  private mailWorkId: string | null = null;
  private closing = false;
  private readonly running = new Set<Promise<void>>();
  private readonly others: QueuedWork[] = [];
  private readonly otherWorkIds = new Map<string, string>();

  constructor(
    private readonly deps: Pick<Seams, 'db' | 'config' | 'mailer' | 'databaseKind' | 'executeSql' | 'metrics'> &
      HeavySeam &
      PricingSeam &
      PostcodePointsSeam,
    private readonly logger: FastifyBaseLogger,
    private readonly settings: JobSettings,
  ) {
    this.executor = trackedExecutor(deps.executeSql);
    this.boss = new PgBoss({
      db: { executeSql: this.executor.executeSql },
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: settings.maintenanceSeconds,
    });
    this.boss.on('error', (error: Error) => this.logger.error({ err: error }, 'job queue error'));
    this.mail = new CalculationMail(deps, logger, settings);
    this.recovery = new JobRecovery(
      deps.db,
      {
        workerId: this.workerId,
        closing: () => this.closing,
        send: (tx, jobId) => this.send(tx, jobId),
        wake: () => this.wake(),
        sendWork: (tx, queue, jobId) => this.sendWork(tx, queue, jobId),
        wakeWork: (queue) => this.wakeWork(queue),
      },
      this.others,
      logger,
    );
  }

  /** Installs or migrates pg-boss's schema, starts the worker, and takes over work left by dead processes. */
  async start(): Promise<void> {
    await this.boss.start();
    // One attempt per delivery: our own rows say whether a job still needs doing. pg-boss retries
    // only a delivery whose handler could not even start (the database was away).
    await this.boss.createQueue(CALCULATION_QUEUE, retriedQueue(CALCULATION_QUEUE));
    // The mail step's queue, updated too, so the settings follow the configuration.
    const mailQueue = mailQueueOptions(this.settings);
    await this.boss.createQueue(MAIL_QUEUE, mailQueue);
    await this.boss.updateQueue(MAIL_QUEUE, mailQueue);
    if (this.settings.worker) {
      this.mailWorkId = await this.listen(MAIL_QUEUE, (jobId) => this.deps.metrics.timeJob('calculation-mail', () => this.mailJob(jobId)));
      this.workId = await this.listen(CALCULATION_QUEUE, (jobId) => this.work(jobId));
    }
    for (const other of this.others) {
      await this.boss.createQueue(other.queue, retriedQueue(other.queue));
      if (!this.settings.worker) continue;
      const workId = await this.listen(other.queue, (jobId) =>
        this.deps.metrics.timeJob(other.queue, () => other.work(jobId, this.workerId, () => this.closing)),
      );
      this.otherWorkIds.set(other.queue, workId);
    }
    await this.recovery.start(this.deps.databaseKind === 'pglite' ? 0 : this.settings.staleAfterMs, this.settings);
  }

  /**
   * Queues a calculation: its row and its pg-boss job in one transaction, then wakes this
   * process's worker. `request` is the gzipped JobPayload (bulk.tasks.ts `jobPayload`). Answers
   * the job id (the 202 of the call).
   */
  async enqueue(caller: Caller, kind: JobKind, request: Uint8Array, rows: number, email: string): Promise<string> {
    const id = randomUUID();
    await this.deps.db.transaction().execute(async (tx) => {
      await repo.insertJob(tx, {
        id,
        carrier_id: caller.carrierId,
        user_id: caller.userId,
        // A token's job is that partner's to follow (GET /api/v1/jobs/{id}); the calculator's is the carrier's.
        api_partner_id: caller.viaTms ? (caller.partner?.id ?? null) : null,
        kind,
        rows,
        email,
        request: Buffer.from(request.buffer, request.byteOffset, request.byteLength),
      });
      await this.send(tx, id);
    });
    this.wake();
    return id;
  }

  /** Adds another kind of job (before `start`). */
  addWork(work: QueuedWork): void {
    this.others.push(work);
  }

  /**
   * Queues a delivery of another kind's job inside the transaction `tx` that writes its row;
   * `wakeWork` after the commit. `startAfter`: not before then (a retry's backoff).
   */
  async sendWork(tx: Db, queue: string, jobId: string, options: { startAfter?: Date } = {}): Promise<void> {
    await this.boss.send(
      queue,
      { jobId },
      { db: transactionExecutor(tx), ...(options.startAfter ? { startAfter: options.startAfter } : {}) },
    );
  }

  /** Wakes this process's worker of `queue` (a job just committed). */
  wakeWork(queue: string): void {
    const workId = this.otherWorkIds.get(queue);
    if (workId) this.boss.notifyWorker(workId);
  }

  /** Stops fetching, hands a job in progress back to the queue, and waits for the queue's last writes. */
  async stop(): Promise<void> {
    this.closing = true;
    this.recovery.stop();
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 1000 });
    await Promise.allSettled([...this.running]);
    // pg-boss completes or fails a job in the microtasks after its handler settles: one macrotask
    // later those calls are in flight, and the executor's close waits for them (else a work that
    // outlived the stop's timeout is failed on a closed executor, an unhandled rejection).
    await new Promise((resolve) => setImmediate(resolve));
    await this.executor.close();
  }

  /** The jobs queued and not yet started on each of this process's queues (GET /metrics). */
  async queueSizes(): Promise<Map<string, number>> {
    const queues = [CALCULATION_QUEUE, MAIL_QUEUE, ...this.others.map((other) => other.queue)];
    return new Map(await Promise.all(queues.map(async (queue) => [queue, await this.boss.getQueueSize(queue)] as const)));
  }

  /** Queues again the jobs whose worker stopped beating, with a new delivery each, in one transaction (job-recovery.ts). */
  async recover(olderThanMs: number): Promise<number> {
    return this.recovery.run(olderThanMs);
  }

  /** The mail step of a finished job, sent once (job-mail.ts `CalculationMail.send`). */
  async mailJob(jobId: string): Promise<void> {
    return this.mail.send(jobId);
  }

  /**
   * Works `queue` on this process, one delivery at a time, each tracked so that `stop` waits for it;
   * answers the worker's id. A delivery fetched as this process closes fails: pg-boss delivers it again later.
   */
  private listen(queue: string, handle: (jobId: string) => Promise<void>): Promise<string> {
    return this.boss.work<{ jobId: string }>(queue, { pollingIntervalSeconds: this.settings.pollSeconds, batchSize: 1 }, async ([job]) => {
      if (this.closing) throw new Error('The server is shutting down');
      if (job) await this.track(handle(job.data.jobId));
    });
  }

  private async send(tx: Db, jobId: string) {
    await this.boss.send(CALCULATION_QUEUE, { jobId }, { db: transactionExecutor(tx) });
  }

  private wake() {
    if (this.workId) this.boss.notifyWorker(this.workId);
  }

  /**
   * The result and the mail step in one transaction: the file and `done`, and the mail's delivery
   * (keyed by the job id). False when this worker no longer holds the job.
   */
  private async finish(jobId: string, file: { bytes: Buffer; name: string }): Promise<boolean> {
    const finished = await storeJobFile(this.deps.db, jobId, this.workerId, file, async (tx) => {
      await this.boss.send(MAIL_QUEUE, { jobId }, { singletonKey: jobId, db: transactionExecutor(tx) });
    });
    if (finished && this.mailWorkId) this.boss.notifyWorker(this.mailWorkId);
    return finished;
  }

  private async track(work: Promise<void>) {
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
    }
  }

  /** One delivery of a job: claim it, make the workbook, store it with the job and queue its mail step. */
  private async work(jobId: string): Promise<void> {
    const db = this.deps.db;
    // Undefined: done already (its mail is a step of its own), or another worker's.
    const job = await repo.claimJob(db, jobId, this.workerId);
    if (!job) return;
    const log = this.logger.child({ job: jobId, kind: job.kind, rows: job.rows });
    log.info('calculation job started');
    const started = performance.now();
    try {
      if (job.attempts > MAX_ATTEMPTS) throw AppError.conflict(english('errors.jobs.interrupted', { times: String(MAX_ATTEMPTS) }));
      const bytes = await this.workbookOf(job);
      if (!(await this.finish(jobId, { bytes, name: jobFileName(job.kind) }))) throw new JobLost();
      log.info({ bytes: bytes.length }, 'calculation job done');
    } catch (error) {
      if (error instanceof JobLost) {
        log.warn('calculation job taken over by another process');
      } else if (error instanceof ShuttingDown || this.closing) {
        // Also a task broken off by the pool's end as the app closes.
        await db.transaction().execute(async (tx) => {
          if (await repo.requeueJob(tx, jobId, this.workerId)) await this.send(tx, jobId);
        });
        log.info('calculation job handed back to the queue');
      } else {
        const message = error instanceof AppError ? error.message : english('errors.jobs.failed');
        if (!(error instanceof AppError)) log.error({ err: error }, 'calculation job failed');
        await repo.failJob(db, jobId, this.workerId, message);
      }
    } finally {
      this.deps.metrics.jobDone(job.kind === 'mass' ? 'budget' : job.kind, started);
    }
  }

  /**
   * The job's workbook, priced and written in a worker thread: it reads the stored request, this
   * thread the database. Its progress is the heartbeat, written at most every PROGRESS_EVERY_MS; a
   * closing process (`ShuttingDown`) or a job taken over (`JobLost`) stops the work.
   */
  private async workbookOf(job: { id: string; request: Buffer; rows: number; created_at: Date }): Promise<Buffer> {
    const channel = this.deps.heavy.open({ kind: 'job', request: new Uint8Array(job.request), rows: job.rows });
    let reported = 0;
    let reporting = false;
    channel.on('progress', (message) => {
      const stop = (error: Error) => channel.readable().destroy(error);
      if (this.closing) return stop(new ShuttingDown());
      if (reporting || Date.now() - reported < PROGRESS_EVERY_MS) return;
      reporting = true;
      reported = Date.now();
      repo
        .reportProgress(this.deps.db, job.id, this.workerId, message.share as number)
        .then((ours) => !ours && stop(new JobLost()), stop)
        .finally(() => (reporting = false));
    });
    try {
      const { caller, addresses } = await channel.next<{ type: 'parsed'; caller: Caller; addresses: PointKey[] }>('parsed');
      const taken = await pricingSnapshot(this.deps, caller, new Date(job.created_at));
      const snapshot = { ...taken, points: await this.deps.postcodePoints.cache.find(addresses) };
      channel.send({ type: 'price', pricing: pricingInput(snapshot) });
      return await collectFile(channel.readable());
    } finally {
      channel.close();
    }
  }
}

/** A queue worked one attempt per delivery: pg-boss retries only a delivery whose handler could not even start. */
function retriedQueue(name: string) {
  return { name, retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600 };
}
