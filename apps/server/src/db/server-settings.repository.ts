import type { Db } from './carrier-scope';

/** Stores `value` under `name` unless a value is stored already; answers the value stored now (first writer wins). */
export async function claimSetting(db: Db, name: string, value: string): Promise<string> {
  await db
    .insertInto('server_settings')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_settings').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** Stores `value` under `name`, replacing what was stored. */
export async function replaceSetting(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto('server_settings')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

/** The value stored under `name`, or undefined. */
export async function readSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('server_settings').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** The value stored under `name`, its row locked until the transaction `db` ends (one writer at a time). */
export async function lockSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('server_settings').select('value').where('name', '=', name).forUpdate().executeTakeFirst();
  return row?.value;
}
