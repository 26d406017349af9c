import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers';
import { openDatabase, type Database } from './client';
import { BinaryRows } from './copy-binary';
import { inlined } from './pglite-copy.mjs';

/**
 * copyRows on one engine: every kind of field the quote writer writes arrives as written (text
 * beyond ASCII and with COPY's text escapes, json, nulls, uuid, numeric, timestamptz, boolean), the
 * `after` statements run in the same transaction, and a failing batch leaves nothing, not even its
 * `after` statements.
 */
async function copiesRowsInOneTransaction(database: Database) {
  const table = `copy_test_${Math.random().toString(36).slice(2, 10)}`;
  await database.executeSql(
    `create table ${table} (id int primary key, note text, doc json, ref uuid, total numeric(14, 2), at timestamptz, ok boolean, code char(3))`,
  );
  await database.executeSql(`create table ${table}_after (n int, note text, at timestamptz, ok boolean, none text)`);
  try {
    const note = 'tab\there, line\nthere, back\\slash, \\N, Łódź €';
    const doc = JSON.stringify({ name: note });
    const at = Date.UTC(2026, 10, 26, 12, 30, 15, 123);
    const target = { table, columns: ['id', 'note', 'doc', 'ref', 'total', 'at', 'ok', 'code'] };
    // Every kind of value an after statement takes (on PGlite they are written into its script).
    const afterNote = "it's $2 \\ 'quoted'";
    const after = (n: number) => [
      {
        text: `insert into ${table}_after (n, note, at, ok, none) values ($1, $2, $3, $4, $5)`,
        values: [n, afterNote, new Date(at), n === 1, null],
      },
    ];
    const rows = new BinaryRows();
    rows
      .row(8)
      .int4(1)
      .text(note)
      .text(doc)
      .uuid('01a219af-e073-7a2e-ad6d-8332d7cb4b54')
      .numeric(151.46)
      .timestamptz(at)
      .bool(true)
      .text('EUR');
    rows.row(8).int4(2).text(null).text(null).int4(null).numeric(-0.5).timestamptz(0).bool(false).text(null);
    // Beyond the column's scale: rounded as text input would be.
    rows.row(8).int4(3).text('').text('[]').int4(null).numeric(1.005).int4(null).int4(null).text(null);
    await database.copyRows(target, rows.take(), after(1));
    // The second batch repeats id 2: the whole batch and its after statement are rolled back.
    const failing = new BinaryRows();
    failing.row(8).int4(4).text('four').text('{}').int4(null).numeric(1).int4(null).int4(null).int4(null);
    failing.row(8).int4(2).text('again').text('{}').int4(null).numeric(1).int4(null).int4(null).int4(null);
    const failed = await database.copyRows(target, failing.take(), after(2)).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505' });
    // A batch whose COPY succeeds and whose after statement fails leaves nothing either.
    const good = new BinaryRows();
    good.row(8).int4(5).text('five').text('{}').int4(null).numeric(1).int4(null).int4(null).int4(null);
    const failedAfter = await database
      .copyRows(target, good.take(), [{ text: `insert into ${table}_after (n) values ($1)`, values: ['not a number'] }])
      .catch((error: unknown) => error);
    expect(failedAfter).toMatchObject({ code: '22P02' });
    const { rows: read } = await database.executeSql(
      `select id, note, doc, ref::text as ref, total::text as total, extract(epoch from at) * 1000 as ms, ok, code from ${table} order by id`,
    );
    expect(read.map((row) => ({ ...row, ms: row.ms === null ? null : Number(row.ms) }))).toEqual([
      { id: 1, note, doc: { name: note }, ref: '01a219af-e073-7a2e-ad6d-8332d7cb4b54', total: '151.46', ms: at, ok: true, code: 'EUR' },
      { id: 2, note: null, doc: null, ref: null, total: '-0.50', ms: Date.UTC(1970, 0, 1), ok: false, code: null },
      { id: 3, note: '', doc: [], ref: null, total: '1.01', ms: null, ok: null, code: null },
    ]);
    const { rows: afterRows } = await database.executeSql(
      `select n, note, extract(epoch from at) * 1000 as ms, ok, none from ${table}_after order by n`,
    );
    expect(afterRows.map((row) => ({ ...row, ms: Number(row.ms) }))).toEqual([{ n: 1, note: afterNote, ms: at, ok: true, none: null }]);
  } finally {
    await database.executeSql(`drop table ${table}; drop table ${table}_after`);
  }
}

describeEachDatabase('copyRows', (use) => {
  it('writes rows as written, with its after statements, in one transaction', async () => {
    await copiesRowsInOneTransaction(use().database);
  });
});

describe('copyRows on the embedded database in a worker thread', () => {
  it('writes rows as written, with its after statements, in one transaction', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'copy-rows-'));
    const database = await openDatabase({ dataDir: dir, embeddedThread: true });
    try {
      await copiesRowsInOneTransaction(database);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('inlined: an after statement written into the embedded database script', () => {
  it('writes each value as a literal, quotes doubled, and refuses what has none', () => {
    const at = new Date(Date.UTC(2026, 10, 26, 12, 30, 15, 123));
    expect(inlined({ text: 'select $1, $2, $3, $4, $5, 1-$10', values: [1.5, "it's $1 \\ E'", at, false, null, 0, 0, 0, 0, -7] })).toBe(
      "select (1.5), E'it''s $1 \\\\ E''', '2026-11-26T12:30:15.123Z', false, null, 1-(-7)",
    );
    expect(() => inlined({ text: 'select $2', values: [1] })).toThrow('no value for $2');
    expect(() => inlined({ text: 'select $1', values: [Number.NaN] })).toThrow('not a finite number');
    expect(() => inlined({ text: 'select $1', values: ['a\0b'] })).toThrow('NUL');
    expect(() => inlined({ text: 'select $1', values: [{}] })).toThrow('no SQL literal');
  });
});
