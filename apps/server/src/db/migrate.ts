import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database, SqlExecutor } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Several server processes may start together on one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 4_207_011;

/** The migration files, in the order they apply: read once, they are this server's own. */
let files: Promise<string[]> | undefined;
function migrationFiles(): Promise<string[]> {
  files ??= readdir(MIGRATIONS_DIR).then((names) => names.filter((f) => f.endsWith('.sql')).sort());
  return files;
}

/**
 * A migration that an older server cannot work beside (it drops, renames or retypes what that
 * server reads, or requires what it does not write) says so in its leading comment lines:
 * `-- breaking: <why>` (decision 17). The runner records it; older servers then answer not ready.
 */
const BREAKING_MARK = /^--\s*breaking\b/i;

/** True when the script's leading comment lines (before its first statement) carry the breaking mark. */
export function isBreakingScript(script: string): boolean {
  for (const line of script.split('\n')) {
    const text = line.trim();
    if (text === '') continue;
    if (!text.startsWith('--')) return false;
    if (BREAKING_MARK.test(text)) return true;
  }
  return false;
}

/** Applies every migration file not yet applied, in name order, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  const files = await migrationFiles();
  return database.withConnection(async (run) => {
    await run(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await run('create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())');
      // The runner's own table learns whether a migration is breaking, for servers that lack its file.
      await run('alter table schema_migrations add column if not exists breaking boolean not null default false');
      const applied = new Set((await run('select version from schema_migrations')).map((r) => String(r.version)));
      const done: string[] = [];
      for (const file of files) {
        if (applied.has(file)) continue;
        const script = await readFile(MIGRATIONS_DIR + file, 'utf8');
        try {
          const row = `'${file.replace(/'/g, "''")}', ${isBreakingScript(script)}`;
          await run(`begin;\n${script}\n;insert into schema_migrations (version, breaking) values (${row});\ncommit;`);
        } catch (error) {
          await run('rollback');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        done.push(file);
      }
      return done;
    } finally {
      await run(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}

/** What readiness makes of the applied migrations against this server's files (decision 17). */
export type MigrationDrift = {
  /** This server's migrations not applied: the database is older than the server. */
  pending: string[];
  /** Applied migrations this server has no file of, named after its newest: a newer server's, additive. */
  newer: string[];
  /** Of those, the ones recorded as breaking: this server must not serve beside them. */
  breaking: string[];
  /** Applied migrations this server has no file of and that sort before its newest: another line of history. */
  foreign: string[];
};

/**
 * Compares the applied migrations (`version`, and `breaking` where recorded) with this server's
 * files. Names sort in the order migrations apply, so "after the newest file" is "newer".
 */
export function compareMigrations(files: readonly string[], applied: readonly { version: string; breaking: boolean }[]): MigrationDrift {
  const known = new Set(files);
  const newest = files.at(-1) ?? '';
  const appliedNames = new Set(applied.map((row) => row.version));
  const unknown = applied.filter((row) => !known.has(row.version));
  const newer = unknown.filter((row) => row.version > newest);
  return {
    pending: files.filter((f) => !appliedNames.has(f)),
    newer: newer.map((row) => row.version),
    breaking: newer.filter((row) => row.breaking).map((row) => row.version),
    foreign: unknown.filter((row) => row.version <= newest).map((row) => row.version),
  };
}

/** How the database's applied migrations compare with this server's files (compareMigrations). */
export async function migrationDrift(executeSql: SqlExecutor): Promise<MigrationDrift> {
  // `*`: a database migrated only by servers older than the breaking column has no such column.
  const [files, { rows }] = await Promise.all([migrationFiles(), executeSql('select * from schema_migrations')]);
  return compareMigrations(
    files,
    rows.map((r) => ({ version: String(r.version), breaking: r.breaking === true })),
  );
}
