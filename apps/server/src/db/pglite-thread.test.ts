import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { isDataError } from '../errors';
import { openDatabase } from './client';
import { migrate } from './migrate';

describe('the embedded database in a worker thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a new data directory, migrates, answers typed rows and database errors, and keeps the data across a reopen', async () => {
    const first = await openDatabase({ dataDir: dir, embeddedThread: true });
    await migrate(first);
    const { rows } = await sql<{
      day: string;
      amount: string;
      big: number;
      at: Date;
    }>`select date '2026-03-10' as day, 12.50::numeric as amount, 9007199254740991::int8 as big, now() as at`.execute(first.db);
    expect(rows[0]).toMatchObject({ day: '2026-03-10', amount: '12.50', big: 9007199254740991 });
    expect(rows[0]!.at).toBeInstanceOf(Date);
    const failure = await sql`select 1 / 0`.execute(first.db).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '22012', message: 'division by zero' });
    expect(isDataError(failure)).toBe(true);
    // A transaction rolled back leaves nothing; one committed stays.
    await first.db
      .transaction()
      .execute(async (tx) => {
        await sql`insert into exchange_rates (currency, rate) values ('SEK', 11.2)`.execute(tx);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await sql`insert into exchange_rates (currency, rate) values ('USD', 1.08)`.execute(first.db);
    await first.close();

    const again = await openDatabase({ dataDir: dir, embeddedThread: true });
    const rates = await sql<{ currency: string }>`select currency from exchange_rates order by currency`.execute(again.db);
    expect(rates.rows.map((r) => r.currency)).toEqual(['USD']);
    expect(await again.executeSql('select 1 as one; select 2 as two')).toEqual({ rows: [{ two: 2 }] });
    await again.close();
    await expect(sql`select 1`.execute(again.db)).rejects.toThrow();
  });
});
