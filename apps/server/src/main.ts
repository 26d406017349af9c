import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createApp } from './app';
import { ensureAdmin } from './bootstrap';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo/seed-demo';
import { readEnv } from './env';
import { createMailer } from './mail/mailer';
import { loadSecretKey, stampSecretKey } from './secret-key';

/** Reads the environment, opens and migrates the database, starts listening, closes gracefully. */
async function main() {
  const env = readEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(dataDir, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
    embeddedThread: true,
  });
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: resolve(dataDir, 'outbox'), from: env.MAIL_FROM, logger });
  await ensureAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, logger });
  const secretKey = loadSecretKey(env.SECRET_KEY, dataDir);
  // Refuses to start beside processes on this database that use another key.
  await stampSecretKey(database.db, secretKey, { fromEnv: env.SECRET_KEY !== undefined, logger });
  if (env.DEMO && (await seedDemo(database.db, { secretKey }))) {
    logger.info(`demo data created: sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  }

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
        supportEmail: env.SUPPORT_EMAIL,
        metricsToken: env.METRICS_TOKEN,
        production: env.NODE_ENV === 'production',
        secretKey,
        webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
        ...(env.NOTIFICATION_RETRY_SECONDS ? { notifications: { retrySeconds: env.NOTIFICATION_RETRY_SECONDS } } : {}),
        heavyWork: {
          perCarrier: env.HEAVY_TASKS_PER_CARRIER,
          ...(env.HEAVY_WORK_THREADS === undefined ? {} : { threads: env.HEAVY_WORK_THREADS }),
        },
      },
    },
    { loggerInstance: logger },
  );
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(`open ${publicUrl} (${database.kind === 'pglite' ? `embedded PostgreSQL in ${dataDir}` : 'PostgreSQL server'})`);

  const close = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
