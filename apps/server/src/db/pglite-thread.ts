import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { handOver, type BoundStatement } from './copy-binary';
import { rebuildError, threadCalls } from './thread-calls';

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * V8 compiles every WebAssembly function quickly (Liftoff), then again optimised (TurboFan) once it
 * has run enough. PGlite's start (migrations, the demo) makes hundreds of functions "hot" by the
 * default measure, and their optimised code stays resident: at 100 times the default budget only
 * the really busy ones (the executor, index inserts under load) are optimised. Process-wide, and
 * the embedded database is this process's only WebAssembly (decision 8).
 */
const WASM_TIERING_BUDGET = '--wasm-tiering-budget=180000000';

/** How the worker parses a column type: kept as text, or a number. */
export type ParserKind = 'text' | 'number';

/** What the embedded database's client needs of PGlite, in this thread or in a worker. */
export interface EmbeddedEngine {
  query(sql: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number | undefined }>;
  /** A multi-statement script: the rows of its last statement. */
  script(sql: string): Promise<Record<string, unknown>[]>;
  /**
   * COPY into `target` ("table (columns)") from its rows (COPY's binary format; the bytes are given
   * away), then the `after` statements, in one transaction.
   */
  copy(target: string, rows: Uint8Array, after: readonly BoundStatement[]): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  dataDir: string | undefined;
  /** Start parameters after PGlite's own. */
  settings: string[];
  parsers: [number, ParserKind][];
}

/**
 * PGlite in a worker thread. PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls
 * it, so in this thread every statement (a batch of quotes, a mass import) would stall every request
 * meanwhile; in the worker they run beside the event loop, on the machine's other core. A new data
 * directory is made first by a short-lived child process: initdb and the second PostgreSQL it runs
 * take some 400 MB that would otherwise stay with the server (decision 8).
 */
export async function startPgliteThread(options: Options): Promise<EmbeddedEngine> {
  if (options.dataDir && !existsSync(join(options.dataDir, 'PG_VERSION'))) {
    await promisify(execFile)(process.execPath, [fileURLToPath(WORKER), JSON.stringify(options)]);
  }
  setFlagsFromString(WASM_TIERING_BUDGET);
  const { worker } = await spawn(options);
  const { call, stopped } = threadCalls(worker, "the embedded database's thread");
  return {
    query: (sql, params) => call({ op: 'query', sql, params }),
    script: async (sql) => (await call<{ rows: Record<string, unknown>[] }>({ op: 'script', sql })).rows,
    copy: async (target, rows, after) => {
      // A batch's bytes move to the thread (their buffer is given away, not copied).
      await call({ op: 'copy', target, rows, after }, handOver(rows));
    },
    close: async () => {
      if (!stopped()) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}

/** Starts a worker and waits until its database is open. */
function spawn(options: Options): Promise<{ worker: Worker }> {
  const worker = new Worker(WORKER, { workerData: options });
  return new Promise((resolve, reject) => {
    const onMessage = (message: { ready?: boolean; failed?: Record<string, unknown> }) => {
      worker.off('message', onMessage);
      worker.off('error', reject);
      if (message.failed) void worker.terminate().then(() => reject(rebuildError(message.failed!)));
      else resolve({ worker });
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}
