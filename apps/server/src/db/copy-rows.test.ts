import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers';
import { copyField, copyJson, openDatabase, type Database } from './client';
import { CopyLines } from './copy-lines';

describe('copyField', () => {
  it('leaves text without COPY escapes as it is', () => {
    const text = '{"name":"Fuel","amount":12.5}';
    expect(copyField(text)).toBe(text);
  });

  it('escapes the backslash, tab, newline and carriage return, and only those', () => {
    expect(copyField('a\\b\tc\nd\re "f" \\N')).toBe('a\\\\b\\tc\\nd\\re "f" \\\\N');
  });

  it('escapes a JSON text as copyField does: its only special characters are backslashes', () => {
    for (const value of [{ name: 'a\\b\tc\nd\re' }, ['\\N', '"q"'], { plain: 'text', n: 1.5 }]) {
      const json = JSON.stringify(value);
      expect(copyJson(json)).toBe(copyField(json));
    }
  });
});

/**
 * copyRows on one engine: rows with escapes and nulls arrive as written, the `after` statements run
 * in the same transaction, and a failing batch leaves nothing, not even its `after` statements.
 */
async function copiesRowsInOneTransaction(database: Database) {
  const table = `copy_test_${Math.random().toString(36).slice(2, 10)}`;
  await database.executeSql(`create table ${table} (id int primary key, note text, doc json)`);
  await database.executeSql(`create table ${table}_after (n int)`);
  try {
    const note = 'tab\there, line\nthere, back\\slash, \\N';
    const doc = JSON.stringify({ name: note });
    const target = { table, columns: ['id', 'note', 'doc'] };
    const after = (n: number) => [{ text: `insert into ${table}_after (n) values ($1)`, values: [n] }];
    await database.copyRows(target, `1\t${copyField(note)}\t${copyJson(doc)}\n2\t\\N\t\\N\n`, after(1));
    // The second batch repeats id 2: the whole batch and its after statement are rolled back.
    const failed = await database.copyRows(target, `3\tthree\t{}\n2\tagain\t{}\n`, after(2)).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505' });
    // Rows as bytes (the quote writer's batches), beyond ASCII.
    const lines = new CopyLines();
    lines.add(`4\tŁódź €\t{"city":"Łódź"}`);
    await database.copyRows(target, lines.take(), after(4));
    const { rows } = await database.executeSql(`select id, note, doc from ${table} order by id`);
    expect(rows).toEqual([
      { id: 1, note, doc: { name: note } },
      { id: 2, note: null, doc: null },
      { id: 4, note: 'Łódź €', doc: { city: 'Łódź' } },
    ]);
    expect((await database.executeSql(`select n from ${table}_after order by n`)).rows).toEqual([{ n: 1 }, { n: 4 }]);
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
