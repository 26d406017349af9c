/** Databases for migration tests: empty ones of either kind, migrated up to a given migration. */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';
import type { DatabaseKind } from './helpers';

const MIGRATIONS_DIR = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/** An empty database of `kind`, not migrated, and how to drop it. */
export async function emptyDatabase(kind: DatabaseKind): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `freight_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Applies the migrations before `until` the way the runner does (each recorded as applied), so a test can write rows of the old shape. */
export async function migrateBefore(database: Database, until: string) {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql') && f < until).sort();
  await database.withConnection(async (run) => {
    await run('create table schema_migrations (version text primary key, applied_at timestamptz not null default now())');
    for (const file of files) {
      const script = await readFile(MIGRATIONS_DIR + file, 'utf8');
      await run(`begin;\n${script}\n;insert into schema_migrations (version) values ('${file}');\ncommit;`);
    }
  });
}
