/**
 * The worker thread's side of heavy-work.ts: every task kind and its function. A task with a
 * `port` talks to its request over it (task-channel.ts) and ends it with `done` or `failed`; every
 * task answers `{ ok, value }` or `{ ok: false, error }`, an AppError keeping its code and fields.
 */
import { createRequire } from 'node:module';
import type { MessagePort } from 'node:worker_threads';
import { runJob, runMass, runTender, type JobTask, type MassTask, type TenderTask } from '../modules/bulk/worker';
import { runBacktest, type BacktestTask } from '../modules/pricelists/worker';
import { runIncreasePreview, type IncreasePreviewTask } from '../modules/rate-increases/worker';
import {
  runPricelistWorkbook,
  type PricelistWorkbookTask,
  runPricelistWorkbookRead,
  type PricelistWorkbookReadTask,
} from '../modules/pricelist-files/worker';
import { runEcbRead, type EcbReadTask } from '../modules/exchange-rates/worker';
import { runRateCardPdf, type RateCardPdfTask } from '../modules/rate-cards/worker';
import { ChannelClosed, taskError, WorkerChannel, type TaskError } from './task-channel';

// Nearly every task reads or writes a workbook: ExcelJS is loaded as the thread starts (in the
// background of a warm pool), not by the first task (lib/lazy-module.ts then finds it loaded).
createRequire(import.meta.url)('exceljs');

/** The tasks that talk over a channel (heavy-work.ts `open` adds its port). */
export type ChannelTask = MassTask | TenderTask | JobTask | PricelistWorkbookTask;

/** Every task a worker runs; the ones that stream or converse carry the channel's port. */
export type HeavyTask =
  (ChannelTask & { port: MessagePort }) | BacktestTask | IncreasePreviewTask | PricelistWorkbookReadTask | RateCardPdfTask | EcbReadTask;

export type HeavyTaskKind = HeavyTask['kind'];

const TASKS = {
  mass: runMass,
  tender: runTender,
  job: runJob,
  'pricelist-workbook': runPricelistWorkbook,
  backtest: runBacktest,
  'increase-preview': runIncreasePreview,
  'pricelist-workbook-read': runPricelistWorkbookRead,
  'rate-card-pdf': runRateCardPdf,
  'ecb-read': runEcbRead,
} satisfies { [K in HeavyTaskKind]: (task: never, channel: WorkerChannel) => unknown };

/** What a task kind answers (channel tasks: nothing; their output went through the port). */
export type HeavyTaskOutput<K extends HeavyTaskKind> = Awaited<ReturnType<(typeof TASKS)[K]>>;

export type HeavyTaskResult = { ok: true; value: unknown } | { ok: false; error: TaskError };

/** The pool's entry point (heavy-worker.mjs exports it). */
export default async function runHeavyTask(task: HeavyTask): Promise<HeavyTaskResult> {
  const channel = 'port' in task ? new WorkerChannel(task.port) : null;
  try {
    const value = await (TASKS[task.kind] as (task: HeavyTask, channel: WorkerChannel | null) => unknown)(task, channel);
    await channel?.flushed();
    channel?.send({ type: 'done' });
    return { ok: true, value };
  } catch (error) {
    const failed = taskError(error);
    // Nobody listens any more (the client left): nothing to tell.
    if (channel && !(error instanceof ChannelClosed)) {
      try {
        channel.send({ type: 'failed', error: failed });
      } catch {
        // closed meanwhile
      }
    }
    return { ok: false, error: failed };
  } finally {
    channel?.close();
  }
}
