// Shared by the embedded database's two engines (client.ts in this thread, pglite-worker.mjs in its
// own). Plain JavaScript, so the worker starts under any loader.

let copies = 0;

/**
 * `copy <target> from '<file>' with (format binary)`, `rows` (a batch in COPY's binary format,
 * copy-binary.ts) being a file of PGlite's in-memory file system. Its /dev/blob handed the rows to
 * COPY a byte at a time, some 5 µs of the 25-30 µs of the engine's work per quote row. Each call
 * has a file of its own (calls may overlap; PGlite runs their statements in turn).
 */
export async function copyFromMemory(lite, target, rows) {
  const path = `/home/postgres/copy-${++copies}.bin`;
  lite.Module.FS.writeFile(path, rows);
  try {
    await lite.query(`copy ${target} from '${path}' with (format binary)`);
  } finally {
    lite.Module.FS.unlink(path);
  }
}
