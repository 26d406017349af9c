import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { createApp } from './app';
import { ensureAdmin } from './bootstrap';
import { runWorkers } from './cluster';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo/seed-demo';
import { readEnv, type Env } from './env';
import { isConnectionError } from './errors';
import { createMailer } from './mail/mailer';
import { rotateSecretKey } from './key-rotation';
import { loadSecretKey, parseSecretKey, stampSecretKey } from './secret-key';
import { heavyWorkThreads } from './workers/heavy-work';

/**
 * Reads the environment and runs the server: one process, or with WEB_CONCURRENCY > 1 a primary
 * that does the once-only work (migrations, the admin, the secret's stamp, the demo) and then runs
 * the workers (cluster.ts), each of which re-runs this entry and only serves.
 */
async function main() {
  const env = readEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  if (cluster.isWorker) {
    // The primary made DATA_DIR/secret.key (when SECRET_KEY is unset) and stamped the database with it.
    await serve(env, logger, await open(env, dataDir, logger), loadSecretKey(env.SECRET_KEY, dataDir), publicUrl);
    logger.info('worker listening');
    return;
  }
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} runs ${env.WEB_CONCURRENCY} server processes, which need a PostgreSQL server: ` +
        'set DATABASE_URL. The embedded database serves one process: unset WEB_CONCURRENCY (or set it to 1) to use it.',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const database = await open(env, dataDir, logger);
  const secretKey = await prepare(env, logger, database, dataDir);
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${dataDir}` : 'PostgreSQL server';
  if (env.WEB_CONCURRENCY === 1) {
    await serve(env, logger, database, secretKey, publicUrl);
    logger.info(`open ${publicUrl} (${where})`);
    return;
  }
  await database.close();
  runWorkers(env.WEB_CONCURRENCY, logger, () => logger.info(`open ${publicUrl} (${where}, ${env.WEB_CONCURRENCY} processes)`));
}

/**
 * Opens the database. A PostgreSQL server that cannot be reached is tried again, 0.5 s after the
 * first try and twice as long after each (at most 10 s), for DATABASE_CONNECT_TIMEOUT seconds, each
 * try logged naming DATABASE_URL (its host, port and database: never its password); past that, or
 * refused for another reason (a wrong password, no such database), the start fails saying so.
 */
async function open(env: Env, dataDir: string, logger: Logger): Promise<Database> {
  const { DATABASE_URL: url } = env;
  const until = Date.now() + env.DATABASE_CONNECT_TIMEOUT * 1000;
  for (let wait = 500; ; wait = Math.min(wait * 2, 10_000)) {
    try {
      return await openDatabase({
        databaseUrl: url,
        dataDir: resolve(dataDir, 'pglite'),
        poolSize: env.DATABASE_POOL_SIZE,
        embeddedThread: true,
      });
    } catch (error) {
      if (!url) throw error;
      const where = `the PostgreSQL server of DATABASE_URL (${databaseAddress(url)})`;
      const reason = errorReason(error);
      if (!isConnectionError(error)) throw new Error(`${where} refused the connection: ${reason}. Check DATABASE_URL.`);
      const left = until - Date.now();
      if (left <= 0) {
        throw new Error(
          `${where} cannot be reached (${reason}), tried for ${env.DATABASE_CONNECT_TIMEOUT} s (DATABASE_CONNECT_TIMEOUT): ` +
            'check that PostgreSQL is running there and that DATABASE_URL names it.',
        );
      }
      const retryInMs = Math.min(wait, left);
      logger.warn(`${where} cannot be reached (${reason}): trying again in ${(retryInMs / 1000).toFixed(1)} s`);
      await new Promise((done) => setTimeout(done, retryInMs));
    }
  }
}

/** DATABASE_URL as an operator may see it in a log: host:port/database, without the user and password. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'not a URL';
  }
}

/** An error's code and message, or the first of an AggregateError's (a host with two addresses refuses twice). */
function errorReason(error: unknown): string {
  const { code, message, errors } = (error ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
  if (!message && Array.isArray(errors) && errors.length) return errorReason(errors[0]);
  return [code, message].filter((part) => typeof part === 'string' && part).join(' ') || String(error);
}

/** The once-only work of a start: migrations, the first admin, the secret and its stamp, the demo. Answers the secret. */
async function prepare(env: Env, logger: Logger, database: Database, dataDir: string): Promise<Buffer> {
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await ensureAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, logger });
  const secretKey = loadSecretKey(env.SECRET_KEY, dataDir);
  // Refuses to start beside processes on this database that use another key, unless asked to rotate.
  await stampSecretKey(database.db, secretKey, {
    fromEnv: env.SECRET_KEY !== undefined,
    rotation:
      env.SECRET_KEY_ROTATE_FROM === undefined ? undefined : { from: parseSecretKey(env.SECRET_KEY_ROTATE_FROM), rotate: rotateSecretKey },
    logger,
  });
  if (env.DEMO && (await seedDemo(database.db, { secretKey }))) {
    logger.info(`demo data created: sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  }
  return secretKey;
}

/** Builds the app on the open database, listens, and closes both gracefully on SIGINT or SIGTERM. */
async function serve(env: Env, logger: Logger, database: Database, secretKey: Buffer, publicUrl: string) {
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: resolve(env.DATA_DIR, 'outbox'), from: env.MAIL_FROM, logger });
  const app = await createApp(
    {
      db: database.db,
      mailer,
      listen: database.listen,
      notify: database.notify,
      executeSql: database.executeSql,
      copyRows: database.copyRows,
      databaseKind: database.kind,
      poolUse: database.poolUse,
      config: {
        publicUrl,
        trustProxy: env.TRUST_PROXY,
        sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
        sessionMaxDays: env.SESSION_MAX_DAYS,
        exchangeRatesUrl: env.EXCHANGE_RATES_URL,
        webhookAllowedNetworks: env.WEBHOOK_ALLOWED_NETWORKS,
        supportEmail: env.SUPPORT_EMAIL,
        metricsToken: env.METRICS_TOKEN,
        clusterMetrics: cluster.isWorker,
        production: env.NODE_ENV === 'production',
        secretKey,
        webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
        ...(env.NOTIFICATION_RETRY_SECONDS ? { notifications: { retrySeconds: env.NOTIFICATION_RETRY_SECONDS } } : {}),
        apiRateLimit: { perSecond: env.API_RATE_LIMIT, processes: env.WEB_CONCURRENCY },
        postcodePointsFileBytes: env.POSTCODE_POINTS_MAX_BYTES,
        heavyWork: {
          perCarrier: env.HEAVY_TASKS_PER_CARRIER,
          threads: env.HEAVY_WORK_THREADS ?? heavyWorkThreads(env.WEB_CONCURRENCY),
        },
      },
    },
    { loggerInstance: logger },
  );
  await app.listen({ port: env.PORT, host: env.HOST });

  let closing = false;
  // Once: a worker of a terminal's Ctrl-C gets SIGINT from the terminal and SIGTERM from its primary.
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
