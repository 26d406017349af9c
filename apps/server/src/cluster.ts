/**
 * The primary of WEB_CONCURRENCY > 1 (node:cluster): forks the workers, which each open the
 * database and listen on the one port (the primary hands the connections round-robin); restarts a
 * worker that dies, waiting longer after each quick death; stops them all on SIGTERM or SIGINT; adds
 * up the workers' metrics for the one that takes a scrape (lib/cluster-metrics.ts).
 * Everything the workers must agree on is in PostgreSQL (docs/ARCHITECTURE.md "Scaling out").
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { serveClusterMetrics } from './lib/cluster-metrics';

/** The wait before a dead worker's replacement: doubled after each quick death, back to the first once one lived long. */
const RESTART = { firstMs: 1000, maxMs: 30_000, livedLongMs: 60_000 };
/** A worker still running this long after it was asked to stop is killed. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Forks `count` workers (this same entry, cluster.isWorker set) and calls `onListening` once all
 * of them listen. A worker that dies before then fails the start (exit 1: the same error would
 * kill its replacement); after, it is replaced.
 */
export function runWorkers(count: number, logger: Logger, onListening: () => void): void {
  const startedAt = new Map<number, number>();
  const listening = new Set<number>();
  let started = false;
  let stopping = false;
  let restartMs = RESTART.firstMs;

  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  // GET /metrics of any worker answers all of theirs, added up here.
  serveClusterMetrics();

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (!started && listening.size === count) {
      started = true;
      onListening();
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    const pid = worker.process.pid;
    if (!started) {
      logger.error({ worker: pid, code, signal }, 'a worker stopped while the server was starting: stopping');
      void stop(1);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const wait = lived >= RESTART.livedLongMs ? RESTART.firstMs : restartMs;
    restartMs = Math.min(wait * 2, RESTART.maxMs);
    logger.error({ worker: pid, code, signal, livedMs: lived, restartInMs: wait }, 'a worker stopped unexpectedly: starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, wait);
  });

  const stop = async (exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(workers.map(stopWorker));
    process.exit(exitCode);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    logger.info({ signal }, 'shutting down the workers');
    void stop(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  for (let i = 0; i < count; i++) fork();
}

/** Asks the worker to close (its own SIGTERM handler finishes the requests in flight), kills it past the timeout. */
function stopWorker(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}
