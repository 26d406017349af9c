// Shared by the database threads (pglite-worker.mjs, copy-worker.mjs); thread-calls.ts rebuilds it.

/** The error as plain data (code, severity, detail... of a database error), to be rebuilt on the other side. */
export function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, name: error.name, message: error.message, stack: error.stack };
}
