// The embedded PostgreSQL off the server's event loop (see pglite-thread.ts). As a worker thread it
// answers the server's statements; as a child process (`node pglite-worker.mjs <options>`) it only
// makes a new data directory and exits, taking initdb's memory with it. Plain JavaScript, so it
// starts under any loader (tsx, vitest, plain node).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyFromMemory } from './pglite-copy.mjs';
import { errorFields } from './thread-errors.mjs';

const keepText = (value) => value;
const toNumber = (value) => Number(value);

if (parentPort) await serve(workerData);
else await makeDataDir(JSON.parse(process.argv[2]));

function open({ dataDir, settings, parsers }) {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // The quote search's trigram index (migration 0036).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...settings],
    parsers: Object.fromEntries(parsers.map(([oid, kind]) => [oid, kind === 'number' ? toNumber : keepText])),
  });
}

async function makeDataDir(options) {
  const lite = await open(options);
  await lite.close();
}

async function serve(options) {
  let lite;
  try {
    lite = await open(options);
  } catch (error) {
    parentPort.postMessage({ failed: errorFields(error) });
    return;
  }
  parentPort.on('message', (message) => void answer(lite, message));
  parentPort.postMessage({ ready: true });
}

async function answer(lite, { id, op, sql, params, target, rows, after }) {
  try {
    let result = null;
    if (op === 'query') {
      const { rows, affectedRows } = await lite.query(sql, params);
      result = { rows, affectedRows };
    } else if (op === 'script') {
      const results = await lite.exec(sql);
      result = { rows: results.at(-1)?.rows ?? [] };
    } else if (op === 'copy') {
      await copyFromMemory(lite, { target, rows, after });
    } else if (op === 'close') {
      await lite.close();
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
}
