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

/** Applies every migration file not yet applied, in name order, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  const files = await migrationFiles();
  return database.withConnection(async (run) => {
    await run(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await run('create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())');
      const applied = new Set((await run('select version from schema_migrations')).map((r) => String(r.version)));
      const done: string[] = [];
      for (const file of files) {
        if (applied.has(file)) continue;
        const script = await readFile(MIGRATIONS_DIR + file, 'utf8');
        try {
          await run(`begin;\n${script}\n;insert into schema_migrations (version) values ('${file.replace(/'/g, "''")}');\ncommit;`);
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

/**
 * How the database's applied migrations compare with this server's files: `pending`, files not
 * applied; `unknown`, migrations applied that this server has no file of (a newer server migrated).
 */
export async function migrationDrift(executeSql: SqlExecutor): Promise<{ pending: string[]; unknown: string[] }> {
  const [files, { rows }] = await Promise.all([migrationFiles(), executeSql('select version from schema_migrations')]);
  const applied = new Set(rows.map((r) => String(r.version)));
  const known = new Set(files);
  return { pending: files.filter((f) => !applied.has(f)), unknown: [...applied].filter((v) => !known.has(v)) };
}
