import { BASE_CURRENCY } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';

/** Exchange rates are the platform's, not a carrier's: these are the only unscoped pricing reads. */

/** The kept sets that were current when written (not a past day's from a history file): the newest is the current set. */
const currentSets = (db: Db) => db.selectFrom('exchange_rate_versions').where('history', '=', false);

/** Every rate, with the time of the latest change and the current set's date and id. */
export async function readExchangeRates(db: Db) {
  const [rows, current] = await Promise.all([
    db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute(),
    currentSets(db).select(['id', 'date']).orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  const updated = rows.reduce<Date | null>((latest, r) => (!latest || r.updated_at > latest ? r.updated_at : latest), null);
  return {
    base: BASE_CURRENCY,
    rates: Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)])),
    updated_at: updated,
    date: current?.date ?? null,
    version: current?.id ?? null,
  };
}

const numbers = (rates: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(rates).map(([currency, rate]) => [currency, Number(rate)]));

/**
 * The rates pricing uses with the id of their kept set (what a quote records), read in one
 * statement so the two agree: each change writes the table and a new set in one transaction.
 */
export async function readRatesForPricing(db: Db) {
  const row = await currentSets(db).select(['id', 'rates']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return { base: BASE_CURRENCY, rates: numbers(row?.rates ?? {}), version: row?.id ?? null };
}

/** The current kept set (its id, date and rates), or undefined before the first. */
export async function readCurrentRateSet(db: Db) {
  const row = await currentSets(db).select(['id', 'date', 'rates']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row && { id: row.id, date: row.date, rates: numbers(row.rates) };
}

/** A kept set of rates by id (a quote priced again), or undefined. */
export async function findRatesVersion(db: Db, id: number) {
  const row = await db.selectFrom('exchange_rate_versions').select('rates').where('id', '=', id).executeTakeFirst();
  return row && { base: BASE_CURRENCY, rates: numbers(row.rates) };
}

/**
 * Replaces the whole table (a currency left out is removed) and keeps the rates as a new set of
 * `date`; answers the set's id. Run inside a transaction.
 */
export async function replaceExchangeRates(db: Db, rates: Record<string, number>, date: string): Promise<number> {
  await db.deleteFrom('exchange_rates').execute();
  const rows = Object.entries(rates)
    .filter(([currency]) => currency !== BASE_CURRENCY)
    .map(([currency, rate]) => ({ currency, rate: String(rate) }));
  if (rows.length) await db.insertInto('exchange_rates').values(rows).execute();
  // Kept as a set, so a quote priced on these rates can be priced again on them.
  const kept = Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)]));
  const set = await db
    .insertInto('exchange_rate_versions')
    .values({ rates: JSON.stringify(kept), date })
    .returning('id')
    .executeTakeFirstOrThrow();
  return set.id;
}

/** The dates from `from` to `to` (yyyy-mm-dd) that have a kept set, current or past. */
export async function keptRateDates(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('exchange_rate_versions')
    .select('date')
    .distinct()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Set(rows.map((r) => r.date));
}

/** Keeps past days' rates as dated sets that never become current (an ECB history file's). Run inside a transaction. */
export async function keepPastRateSets(db: Db, days: ReadonlyArray<{ date: string; rates: Record<string, number> }>): Promise<void> {
  // In slices: a whole history is about 7,000 rows, and a statement's parameters are bounded.
  for (let at = 0; at < days.length; at += 1000) {
    const rows = days.slice(at, at + 1000).map((d) => ({ date: d.date, rates: JSON.stringify(d.rates), history: true }));
    await db.insertInto('exchange_rate_versions').values(rows).execute();
  }
}
