import { Worker } from 'node:worker_threads';
import { handOver, type BoundStatement } from './copy-binary';
import { threadCalls } from './thread-calls';

const WORKER = new URL('./copy-worker.mjs', import.meta.url);

/** PostgreSQL's COPY in a thread of its own (`copy-worker.mjs`). */
export interface CopyThread {
  /** `sql` (a `copy ... from stdin`) with its rows, then the `after` statements, in one transaction. */
  copy(sql: string, rows: Uint8Array, after: readonly BoundStatement[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * A thread that writes COPY batches on a connection of its own, in the order given. On the event
 * loop, a batch's COPY protocol and its transaction's round trips took the time of answers; in the
 * thread they run beside it, as the embedded database's statements do (pglite-thread.ts). It starts
 * and connects at once, so the first batch (a flush another process waits for) waits for neither.
 */
export function copyThread(connection: { connectionString: string; application_name: string }): CopyThread {
  const worker = new Worker(WORKER, { workerData: connection });
  const { call, stopped } = threadCalls(worker, 'the COPY thread');
  return {
    copy: async (sql, rows, after) => {
      await call({ op: 'copy', sql, rows, after }, handOver(rows));
    },
    close: async () => {
      if (!stopped()) await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
