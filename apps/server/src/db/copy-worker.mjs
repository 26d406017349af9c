// PostgreSQL's COPY off the server's event loop (see copy-thread.ts): one connection of its own,
// batches written one after another, each in one transaction with its `after` statements. Plain
// JavaScript, so it starts under any loader (tsx, vitest, plain node).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { errorFields } from './thread-errors.mjs';

// Connected at start, so the first batch does not wait for it (a failure is the batch's to report),
// and again for the next batch after the connection failed.
let client = null;
let queue = connection().catch(() => undefined);

parentPort.on('message', (message) => {
  queue = queue.then(() => answer(message));
});

async function connection() {
  if (client) return client;
  const fresh = new pg.Client(workerData);
  // A dropped connection must not stop the thread: the next batch connects again.
  const dropped = () => {
    if (client === fresh) client = null;
  };
  fresh.on('error', dropped);
  fresh.on('end', dropped);
  await fresh.connect();
  client = fresh;
  return fresh;
}

async function answer({ id, op, sql, rows, after }) {
  try {
    if (op === 'copy') await copyInTransaction(await connection(), sql, rows, after);
    else if (op === 'close') await client?.end();
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
}

async function copyInTransaction(db, sql, rows, after) {
  await db.query('begin');
  try {
    const chunk = Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength);
    await pipeline(Readable.from([chunk]), db.query(copyFrom(sql)));
    for (const statement of after) await db.query(statement.text, statement.values);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  }
}
