import type { Worker } from 'node:worker_threads';

/** A call to a database thread: a message in, its answer (or its error rebuilt) out. */
export type ThreadCall = <T>(message: Record<string, unknown>, transfer?: ArrayBuffer[]) => Promise<T>;

/**
 * Calls into `worker`, which answers each message `{ id, ... }` with `{ id, result }` or
 * `{ id, error }` (the error's fields, `thread-errors.mjs`). Once the thread stops, every call
 * waiting and every later one fails with why.
 */
export function threadCalls(worker: Worker, name: string): { call: ThreadCall; stopped: () => boolean } {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited: Error | null = null;
  worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown> }) => {
    const call = message.id === undefined ? undefined : pending.get(message.id);
    if (!call) return;
    pending.delete(message.id!);
    if (message.error) call.reject(rebuildError(message.error));
    else call.resolve(message.result);
  });
  const fail = (error: Error) => {
    exited = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`${name} stopped (exit code ${code})`)));
  const call: ThreadCall = (message, transfer) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(exited);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id }, transfer);
    });
  return { call, stopped: () => exited !== null };
}

/** An error from a thread as an Error with its fields again (a database error keeps code and severity). */
export function rebuildError(fields: Record<string, unknown>): Error {
  const { message, stack: _stack, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}
