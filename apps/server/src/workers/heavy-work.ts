/**
 * Heavy work (budgets, tenders, backtests, workbooks, calculation jobs) runs in worker threads of
 * one kept pool (piscina), so the event loop keeps answering price requests meanwhile
 * (docs/decisions/0012-heavy-work-in-workers.md). The workers never touch the database: the main
 * thread reads, sends plain data, and gets plain results or a byte stream back (task-channel.ts).
 * The pool starts on first use (or a carrier's sign-in, warm-up.ts) and is destroyed with the app. Each carrier may have a few heavy
 * tasks running; beyond that the call is refused 429 with Retry-After.
 */
import { availableParallelism } from 'node:os';
import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError, english } from '../errors';
import type { ChannelTask, HeavyTask, HeavyTaskKind, HeavyTaskOutput, HeavyTaskResult } from './heavy-tasks';
import { fromTaskError, TaskChannel } from './task-channel';

const WORKER = new URL('./heavy-worker.mjs', import.meta.url).href;
/** A thread idle this long is ended (the pool keeps MIN_THREADS). */
const IDLE_MS = 60_000;
/**
 * Two threads at least, both kept once started: on a machine of two cores a 100,000-shipment
 * budget holds one for seconds, and a person's export or tender would wait behind it (9 s) or
 * for a new thread to load (seconds) instead of sharing the cores (the threads are niced below
 * the event loop, and a carrier's calls are limited by `perCarrier`).
 */
const MIN_THREADS = 2;
/**
 * The workers' threads run at a lower priority (Linux nice +10, through piscina's optional
 * @napi-rs/nice): on a machine with few cores the event loop gets the core first when both want it.
 */
const WORKER_NICE = 10;

export interface HeavyWorkSettings {
  /** Worker threads at most (HEAVY_WORK_THREADS). */
  threads: number;
  /** Heavy tasks one carrier may have running at once, queued ones included (HEAVY_TASKS_PER_CARRIER). */
  perCarrier: number;
  /** The Retry-After of the 429 beyond that, in seconds. */
  retryAfterSeconds: number;
}

/**
 * The threads of each of `processes` server processes (WEB_CONCURRENCY): the cores shared out
 * among them, less each one's event loop, at least MIN_THREADS (8 cores: 7 for one process, 3 each
 * for 2, 2 each for 3 or more). Not the cores but one in every process: N processes would run N
 * times too many threads, and heavy work would take the cores the price API's event loops need.
 */
export function heavyWorkThreads(processes: number, cores = availableParallelism()): number {
  return Math.max(MIN_THREADS, Math.floor(cores / processes) - 1);
}

/** One process's: one thread per core but the event loop's, at least MIN_THREADS. */
export const DEFAULT_HEAVY_WORK_SETTINGS: HeavyWorkSettings = {
  threads: heavyWorkThreads(1),
  perCarrier: 2,
  retryAfterSeconds: 10,
};

/** The 429 of a carrier with too much heavy work running; `Retry-After` goes with it. */
export function tooMuchHeavyWork(retryAfterSeconds: number): AppError {
  return AppError.tooMany(english('errors.heavy.tooMany', { seconds: String(retryAfterSeconds) }), retryAfterSeconds);
}

/** The pool of one app and its per-carrier counts. */
/** The seam of a module that hands work to the threads: heavy work (budgets, tenders, backtests, workbooks) and the per-carrier limits. */
export interface HeavySeam {
  heavy: HeavyWork;
}

export class HeavyWork {
  private pool: Piscina | null = null;
  private readonly running = new Map<number, number>();
  private destroyed = false;

  constructor(private readonly settings: HeavyWorkSettings = DEFAULT_HEAVY_WORK_SETTINGS) {}

  /**
   * Takes one of the carrier's slots for heavy work, or throws the 429. Answers the release
   * (which may be called more than once).
   */
  admit(carrierId: number): () => void {
    const count = this.running.get(carrierId) ?? 0;
    if (count >= this.settings.perCarrier) throw tooMuchHeavyWork(this.settings.retryAfterSeconds);
    this.running.set(carrierId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(carrierId) ?? 1) - 1;
      if (left > 0) this.running.set(carrierId, left);
      else this.running.delete(carrierId);
    };
  }

  /** The carrier's heavy calls running or waiting now. */
  activeFor(carrierId: number): number {
    return this.running.get(carrierId) ?? 0;
  }

  /**
   * Runs a task in a worker thread. An AppError thrown there (a 422 of the body) is thrown here
   * again; `transfer` moves buffers and ports instead of copying them.
   */
  async run<K extends HeavyTaskKind>(
    task: Extract<HeavyTask, { kind: K }>,
    options: { transfer?: Transferable[]; signal?: AbortSignal } = {},
  ): Promise<HeavyTaskOutput<K>> {
    const result = (await this.started().run(task, {
      transferList: options.transfer as never,
      signal: options.signal ?? null,
    })) as HeavyTaskResult;
    if (!result.ok) throw fromTaskError(result.error);
    return result.value as HeavyTaskOutput<K>;
  }

  /**
   * Runs a task that talks to its caller or streams its output: answers the channel (the task
   * gets its port). A failed task fails the channel's waits and output.
   */
  open(task: ChannelTask, transfer: Transferable[] = []): TaskChannel {
    const channel = new TaskChannel();
    channel.watch(this.run({ ...task, port: channel.port } as never, { transfer: [...transfer, channel.port] }));
    return channel;
  }

  /**
   * Starts the pool now, in the background (warm-up.ts): a thread takes seconds to load the task
   * modules and ExcelJS on a busy machine, which a person's first export would otherwise wait for.
   */
  warm(): void {
    if (!this.destroyed) this.started();
  }

  /** Ends the threads (tasks still running fail). The app calls it on close; a later run is refused. */
  async destroy(): Promise<void> {
    this.destroyed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private started(): Piscina {
    if (this.destroyed) throw new Error('The server is shutting down');
    this.pool ??= new Piscina({
      filename: WORKER,
      minThreads: Math.min(MIN_THREADS, this.settings.threads),
      maxThreads: this.settings.threads,
      idleTimeout: IDLE_MS,
      niceIncrement: WORKER_NICE,
      // The worker loads TypeScript itself (heavy-worker.mjs): tsx's own flags are not passed on.
      execArgv: withoutTsx(process.execArgv),
    });
    return this.pool;
  }
}

/** The process's flags without `--import tsx` (the worker registers tsx itself, in tests too). */
function withoutTsx(args: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if ((arg === '--import' || arg === '--require' || arg === '--loader') && /tsx/.test(args[i + 1] ?? '')) i++;
    else if (!/^--(import|require|loader)=.*tsx/.test(arg)) kept.push(arg);
  }
  return kept;
}
