import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Several server processes may start together on one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 4_207_011;

/** Applies every migration file not yet applied, in name order, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
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
