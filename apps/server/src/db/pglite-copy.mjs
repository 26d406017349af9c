// Shared by the embedded database's two engines (client.ts in this thread, pglite-worker.mjs in its
// own). Plain JavaScript, so the worker starts under any loader.

let copies = 0;

/**
 * `copy <target> from '<file>' with (format binary)`, then the `after` statements, in one
 * transaction; `rows` (a batch in COPY's binary format, copy-binary.ts) being a file of PGlite's
 * in-memory file system. Its /dev/blob handed the rows to COPY a byte at a time, some 5 µs of the
 * 25-30 µs of the engine's work per quote row. Each call has a file of its own (calls may overlap;
 * PGlite runs their statements in turn). The statements go as one script, which PostgreSQL runs
 * as one implicit transaction: each round trip to PGlite costs some 0.4 ms, and begin, the COPY,
 * each after statement and commit as round trips of their own cost a batch of quotes a fifth of
 * its time (decision 8).
 */
export async function copyFromMemory(lite, { target, rows, after = [] }) {
  const path = `/home/postgres/copy-${++copies}.bin`;
  // canOwn: the file is the batch's own buffer, not a copy of it (the caller has given it away).
  lite.Module.FS.writeFile(path, rows, { canOwn: true });
  try {
    await lite.exec([`copy ${target} from '${path}' with (format binary)`, ...after.map(inlined)].join(';\n'));
  } finally {
    lite.Module.FS.unlink(path);
  }
}

/**
 * A statement with its parameters written into it as literals (a script takes no parameters).
 * Its text must hold no literal of its own: a `$1` inside one would be replaced too.
 */
export function inlined({ text, values }) {
  return text.replace(/\$(\d+)/g, (_, n) => {
    if (Number(n) < 1 || Number(n) > values.length) throw new Error(`no value for $${n} in: ${text}`);
    return literal(values[Number(n) - 1]);
  });
}

/**
 * A value as an SQL literal: null, a finite number (in parentheses, so `-$1` or `$1::text` keep
 * their meaning), a boolean, a date (as its instant) or text (an escape string, whatever
 * `standard_conforming_strings` says).
 */
function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return `(${value})`;
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('text with a NUL');
    return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  }
  throw new Error(`no SQL literal for a ${typeof value}`);
}
