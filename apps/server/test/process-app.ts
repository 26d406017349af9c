/**
 * The app of a kill -9 test's child process (job-process.ts, approval-process.ts): the database it
 * was handed, a mailer of its own, and the settings the tests' apps use.
 */
import type { Kysely } from 'kysely';
import { createApp } from '../src/app';
import type { Database } from '../src/db/client';
import type { DB } from '../src/db/schema';
import type { AppConfig } from '../src/deps';
import type { Mailer } from '../src/mail/mailer';

export function processApp(
  database: Database,
  options: { secretKey: string; mailer: Mailer; db?: Kysely<DB>; config?: Partial<AppConfig> },
) {
  return createApp({
    db: options.db ?? database.db,
    mailer: options.mailer,
    listen: database.listen,
    notify: database.notify,
    executeSql: database.executeSql,
    copyRows: database.copyRows,
    databaseKind: database.kind,
    poolUse: database.poolUse,
    config: {
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      sessionIdleMinutes: 60,
      sessionMaxDays: 7,
      supportEmail: '',
      secretKey: Buffer.from(options.secretKey, 'hex'),
      ...options.config,
    },
  });
}
