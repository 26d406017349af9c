import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { BoundStatement } from './copy-binary';
import { copyThread } from './copy-thread';
import { lockDataDir } from './data-dir-lock';
import { Listener } from './listener';
import { startPgliteThread, type EmbeddedEngine, type ParserKind } from './pglite-thread';
import { copyFromMemory } from './pglite-copy.mjs';
import type { DB } from './schema';

export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

/** An open database: the Kysely query layer plus the few raw operations Kysely does not cover. */
export interface Database {
  db: Kysely<DB>;
  /** 'pglite' (embedded, in DATA_DIR or memory) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` on one dedicated connection, where `run` executes multi-statement SQL scripts and
   * answers the last statement's rows (migrations, session-level advisory locks).
   */
  withConnection<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` from any process, on one
   * connection per process that reconnects with backoff forever; `onReconnect` runs when it is back
   * (notices may have been missed). PGlite is one process, so there it does nothing.
   */
  listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void): Promise<void>;
  /** NOTIFY `channel` with `payload` for the other processes on this database. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Raw SQL for the job queue (pg-boss's `db.executeSql`): with values, one statement; without,
   * a script of several (pg-boss's own migrations), rolled back whole when it fails.
   */
  executeSql: SqlExecutor;
  /**
   * Writes many rows with COPY, in one transaction with the `after` statements: the cheapest bulk
   * write PostgreSQL has (each field goes straight to its column's type; no parameter or JSON to
   * take apart). `rows` is a batch in COPY's binary format (`BinaryRows`), whose bytes are handed
   * over. It runs off the event loop: on PostgreSQL in a thread with a connection of its own
   * (`copy-thread.ts`), on the embedded database in its thread when it has one.
   */
  copyRows: CopyRows;
  /** The pool's connections now (GET /metrics). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

/** The connections of the database pool: PostgreSQL's pg pool, or PGlite's one connection. */
export interface PoolUse {
  /** Connections open. */
  total: number;
  /** Open and not lent out. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** `Database.copyRows`. */
export type CopyRows = (target: CopyTarget, rows: Uint8Array, after?: readonly BoundStatement[]) => Promise<void>;

/** A table and the columns a COPY fills, in the order of each row's fields. */
export interface CopyTarget {
  table: string;
  columns: readonly string[];
}

/** COPY's target: "table (columns)" (pglite-copy.mjs and the COPY statement add the binary format). */
function copyTarget({ table, columns }: CopyTarget): string {
  return `${table} (${columns.join(', ')})`;
}

/** Runs SQL text and answers the rows of its (last) statement. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

// The same JavaScript values from both engines: dates stay 'yyyy-mm-dd', numerics stay decimal
// strings (money is never a float), and counts (int8) become numbers.
const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;
const keepText = (value: string) => value;
const toNumber = (value: string) => Number(value);
const EMBEDDED_PARSERS: [number, ParserKind][] = [
  [DATE_OID, 'text'],
  [NUMERIC_OID, 'text'],
  [INT8_OID, 'number'],
];

/**
 * The embedded PostgreSQL's settings (after PGlite's own) for one local user, not a server's: 8 MB
 * of shared buffers and room for a few backends (it runs one), instead of 128 MB and 100, which
 * PGlite would keep resident in its WebAssembly memory. See decision 8.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=8MB', '-c', 'max_connections=8'];

/** Opens PostgreSQL at `databaseUrl`, else PGlite in `dataDir` (in memory when dataDir is undefined). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** Shown in pg_stat_activity (the LISTEN connection gets `<name>-listen`): tells processes apart. */
  applicationName?: string;
  /**
   * PGlite in a worker thread, so its statements do not hold this event loop (the server and the
   * benchmarks); tests keep it in their own thread.
   */
  embeddedThread?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.applicationName);
  return openPglite(options.dataDir, options.embeddedThread ?? false);
}

async function openPostgres(url: string, poolSize: number, applicationName?: string): Promise<Database> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === DATE_OID || oid === NUMERIC_OID) return keepText;
      if (oid === INT8_OID) return toNumber;
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  // A server restart or a dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // The pool listens for errors only on idle clients: one checked out (a transaction between two
  // statements) whose connection drops would emit an unheard 'error' and stop the process. Its
  // next query fails instead ("not queryable"), which the request answers as 503.
  pool.on('connect', (client) => void client.on('error', () => undefined));
  try {
    await pool.query('select 1');
  } catch (error) {
    // Unreachable (main.ts tries again) or refused: nothing of this attempt left open.
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listener = new Listener({ connectionString: url, application_name: `${applicationName ?? 'freight'}-listen` });
  const copier = copyThread({ connectionString: url, application_name: `${applicationName ?? 'freight'}-copy` });
  return {
    db,
    kind: 'postgres',
    listen: (channel, handler, onReconnect) => listener.listen(channel, handler, onReconnect),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await pool.query(text, values)).rows };
      // A script may open a transaction: on failure it must not go back to the pool still open.
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<string, unknown>[] };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    copyRows: (target, rows, after = []) => copier.copy(`copy ${copyTarget(target)} from stdin with (format binary)`, rows, after),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work(async (script) => {
          const result = (await client.query(script)) as pg.QueryResult | pg.QueryResult[];
          return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<string, unknown>[];
        });
      } finally {
        client.release();
      }
    },
    close: async () => {
      await copier.close();
      await listener.close();
      await db.destroy();
      // Kysely ends the pool only if it ever queried through it; withConnection alone (migrations)
      // would leave a connection open.
      if (!pool.ended) await pool.end();
    },
  };
}

/** PGlite in this thread, as the engine the embedded client drives. */
async function pgliteHere(dataDir: string | undefined): Promise<EmbeddedEngine> {
  // Imported when used: a server whose PGlite runs in a worker (or that uses PostgreSQL) never loads it here.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const lite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // The quote search's trigram index (migration 0036).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    parsers: Object.fromEntries(EMBEDDED_PARSERS.map(([oid, kind]) => [oid, kind === 'number' ? toNumber : keepText])),
  });
  return {
    query: (sql, params) => lite.query<Record<string, unknown>>(sql, params),
    script: async (sql) => ((await lite.exec(sql)).at(-1)?.rows ?? []) as Record<string, unknown>[],
    copy: (target, rows, after) => copyFromMemory(lite, { target, rows, after }),
    close: () => lite.close(),
  };
}

async function openPglite(dataDir: string | undefined, inThread: boolean): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let lite: EmbeddedEngine;
  try {
    lite = inThread
      ? await startPgliteThread({ dataDir, settings: EMBEDDED_SETTINGS, parsers: EMBEDDED_PARSERS })
      : await pgliteHere(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const { pool, holders } = singleConnectionPool(lite);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    listen: async () => undefined,
    notify: async () => undefined,
    executeSql: async (text, values) => {
      // Through the pool's queue, so it never lands inside another holder's transaction.
      const connection = await pool.connect();
      try {
        if (values?.length) return { rows: (await lite.query(text, values)).rows };
        try {
          return { rows: await lite.script(text) };
        } catch (error) {
          await lite.script('rollback').catch(() => undefined);
          throw error;
        }
      } finally {
        connection.release();
      }
    },
    copyRows: async (target, rows, after = []) => {
      const connection = await pool.connect();
      try {
        await lite.copy(copyTarget(target), rows, after);
      } finally {
        connection.release();
      }
    },
    poolUse: () => {
      const held = holders();
      return { total: 1, idle: held === 0 ? 1 : 0, waiting: Math.max(held - 1, 0) };
    },
    withConnection: async (work) => {
      const connection = await pool.connect();
      try {
        return await work((script) => lite.script(script));
      } finally {
        connection.release();
      }
    },
    close: async () => {
      await db.destroy();
      unlock();
    },
  };
}

/**
 * PGlite is one connection. Kysely takes a connection for each query or transaction, so the pool
 * hands it out to one holder at a time: a transaction is never interleaved with other queries.
 * `holders` counts the one holding it and those waiting.
 */
function singleConnectionPool(lite: EmbeddedEngine): { pool: PostgresPool; holders: () => number } {
  let queue: Promise<void> = Promise.resolve();
  let holders = 0;
  const client = (release: () => void): PostgresPoolClient =>
    ({
      async query(sql: string, parameters: ReadonlyArray<unknown>) {
        const result = await lite.query(sql, [...parameters]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release,
    }) as unknown as PostgresPoolClient;
  const pool: PostgresPool = {
    connect() {
      let release!: () => void;
      holders++;
      const held = new Promise<void>((resolve) => {
        release = () => {
          holders--;
          resolve();
        };
      });
      const turn = queue.then(() => client(release));
      queue = queue.then(() => held);
      return turn;
    },
    async end() {
      await queue;
      await lite.close();
    },
  };
  return { pool, holders: () => holders };
}

/** The statement's command word, which Kysely reads to report affected rows. */
function commandOf(sql: string): 'INSERT' | 'UPDATE' | 'DELETE' | 'MERGE' | 'SELECT' {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge)\b/i.exec(sql);
  return (match?.[1]?.toUpperCase() as 'INSERT' | 'UPDATE' | 'DELETE' | 'MERGE' | undefined) ?? 'SELECT';
}
