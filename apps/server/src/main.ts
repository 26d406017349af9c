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
    await serve(env, logger, await open(env, dataDir), loadSecretKey(env.SECRET_KEY, dataDir), publicUrl);
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
  const database = await open(env, dataDir);
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

function open(env: Env, dataDir: string): Promise<Database> {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(dataDir, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
    embeddedThread: true,
  });
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
        quoteRetentionDays: env.QUOTE_RETENTION_DAYS,
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
