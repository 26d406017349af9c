/**
 * A job run once a day by one process of many: a pg-boss schedule (a cron that one process at a
 * time acts on) on the job queue's tables, and the queue's worker in every process. Stately: at
 * most one run queued and one running, however many processes start together.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlExecutor } from './client';
import { trackedExecutor } from './job-queue';

export interface DailyJobOptions {
  /** The pg-boss queue and schedule's name. */
  queue: string;
  /** When, as cron ("15 3 * * *"), in `timeZone`. */
  cron: string;
  timeZone: string;
  /** One run; what it throws is logged (the next day runs again). */
  run: () => Promise<void>;
  /** Also queue one run when the process starts (work missed while no process ran). */
  runAtStart: boolean;
}

export class DailyJob {
  private readonly executor: ReturnType<typeof trackedExecutor>;
  private readonly boss: PgBoss;
  private stopping = false;

  constructor(
    executeSql: SqlExecutor,
    private readonly options: DailyJobOptions,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.executor = trackedExecutor(executeSql);
    // A client of the calculation jobs' pg-boss tables (created by them): it keeps the schedule and
    // leaves maintenance to theirs.
    this.boss = new PgBoss({ db: { executeSql: this.executor.executeSql }, schedule: true, supervise: false, migrate: false });
    this.boss.on('error', (error: Error) => this.logger.error({ err: error, queue: options.queue }, 'daily job schedule error'));
  }

  /** Schedules the daily run and works its queue; after the calculation jobs have started (their tables). */
  async start(): Promise<void> {
    const { queue } = this.options;
    await this.boss.start();
    await this.boss.createQueue(queue, { name: queue, policy: 'stately', retryLimit: 0, expireInSeconds: 600 });
    await this.boss.schedule(queue, this.options.cron, {}, { tz: this.options.timeZone });
    const workId = await this.boss.work(queue, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => {
      // A run fetched as the process stops is left to the next start or day: it completes at once.
      if (this.stopping) return;
      try {
        await this.options.run();
      } catch (error) {
        this.logger.error({ err: error, queue }, 'daily job failed');
      }
    });
    if (this.options.runAtStart) {
      await this.boss.send(queue, {});
      this.boss.notifyWorker(workId);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    // Waits for a run under way and its completion, so nothing reaches the executor once it is closed
    // (a busy machine can take more than a second over the clean-up at start).
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 15_000 });
    await this.executor.close();
  }
}
