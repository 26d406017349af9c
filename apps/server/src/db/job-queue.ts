import { CompiledQuery, type Kysely } from 'kysely';
import type { SqlExecutor } from './client';
import type { DB } from './schema';

/**
 * pg-boss's `db` option bound to a transaction of ours: a job sent through it is committed (or
 * rolled back) with the transaction's own rows, so a calculation is never queued without its job
 * row, nor the other way round. One statement per call (pg-boss's send).
 */
export function transactionExecutor(tx: Kysely<DB>): { executeSql: SqlExecutor } {
  return {
    executeSql: async (text, values) => {
      const result = await tx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as Record<string, unknown>[] };
    },
  };
}

/**
 * pg-boss's `db` option for the process: the database's executeSql, with the calls in flight
 * counted so that closing can wait for them (pg-boss completes a job without awaiting the query),
 * and answering nothing once closed instead of reaching a closed database.
 */
export function trackedExecutor(execute: SqlExecutor) {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql: ((text, values) => {
      if (closed) return Promise.resolve({ rows: [] });
      const call = execute(text, values);
      inFlight.add(call);
      void call.then(
        () => inFlight.delete(call),
        () => inFlight.delete(call),
      );
      return call;
    }) as SqlExecutor,
    /** Waits for every call in flight and those they lead to, then refuses new ones. */
    async close() {
      // A call that settles can make another in its continuations (a fetch answered with a job is
      // completed at once by a worker that is stopping): wait until a turn of the loop adds none.
      do {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size > 0);
      closed = true;
    },
  };
}
