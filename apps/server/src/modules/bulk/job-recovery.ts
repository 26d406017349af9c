/**
 * The recovery of calculation jobs and the other queued work (docs/decisions/0005-calculation-jobs.md):
 * a running job whose worker stopped beating (a killed process) is queued again, with a new
 * delivery, at start and then every `checkEveryMs`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/carrier-scope';
import * as repo from './jobs.repository';

/** A kind of queued work as the recovery sees it: its queue, how its stale jobs are queued again, what the log says of them. */
export interface RecoverableWork {
  queue: string;
  /** Queues again the jobs whose worker stopped beating for `olderThanMs` (not `worker`'s); answers their ids. */
  requeueStale(tx: Db, olderThanMs: number, worker: string): Promise<string[]>;
  /** What the log says of the jobs `requeueStale` queued again (each kind says it its own way). */
  requeuedMessage: string;
}

/** What the recovery needs of the process's job queue: who this worker is, and how a job is queued and a worker woken. */
export interface RecoveryQueue {
  readonly workerId: string;
  closing(): boolean;
  /** Queues a calculation's delivery in `tx`. */
  send(tx: Db, jobId: string): Promise<void>;
  /** Wakes this process's calculation worker. */
  wake(): void;
  sendWork(tx: Db, queue: string, jobId: string): Promise<void>;
  wakeWork(queue: string): void;
}

export class JobRecovery {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly queue: RecoveryQueue,
    private readonly others: readonly RecoverableWork[],
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Recovers at once the jobs stale for `firstOlderThanMs`, then every `checkEveryMs` those stale for `staleAfterMs`. */
  async start(firstOlderThanMs: number, settings: { staleAfterMs: number; checkEveryMs: number }): Promise<void> {
    await this.run(firstOlderThanMs);
    this.timer = setInterval(() => void this.run(settings.staleAfterMs), settings.checkEveryMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Queues again the jobs whose worker stopped beating, with a new delivery each, in one transaction. */
  async run(olderThanMs: number): Promise<number> {
    const { queue } = this;
    if (queue.closing()) return 0;
    try {
      const { ids, others } = await this.db.transaction().execute(async (tx) => {
        const stale = await repo.requeueStale(tx, olderThanMs, queue.workerId);
        for (const id of stale) await queue.send(tx, id);
        const others: { queue: string; ids: string[]; message: string }[] = [];
        for (const other of this.others) {
          const ids = await other.requeueStale(tx, olderThanMs, queue.workerId);
          for (const id of ids) await queue.sendWork(tx, other.queue, id);
          if (ids.length) others.push({ queue: other.queue, ids, message: other.requeuedMessage });
        }
        return { ids: stale, others };
      });
      if (ids.length) {
        this.logger.warn({ jobs: ids }, 'calculation jobs left running by a stopped process are queued again');
        queue.wake();
      }
      for (const other of others) {
        this.logger.warn({ jobs: other.ids, queue: other.queue }, other.message);
        queue.wakeWork(other.queue);
      }
      return ids.length + others.reduce((n, o) => n + o.ids.length, 0);
    } catch (error) {
      this.logger.error({ err: error }, 'could not look for abandoned calculation jobs');
      return 0;
    }
  }
}
