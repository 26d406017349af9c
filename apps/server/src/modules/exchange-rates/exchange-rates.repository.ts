import { BASE_CURRENCY } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';

/** Exchange rates are the platform's, not a carrier's: these are the only unscoped pricing reads. */

/** Every rate, with the time of the latest change. */
export async function readExchangeRates(db: Db) {
  const rows = await db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute();
  const updated = rows.reduce<Date | null>((latest, r) => (!latest || r.updated_at > latest ? r.updated_at : latest), null);
  return {
    base: BASE_CURRENCY,
    rates: Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)])),
    updated_at: updated,
  };
}

/**
 * The rates pricing uses with the id of their kept set (what a quote records), read in one
 * statement so the two agree: each change writes the table and a new set in one transaction.
 */
export async function readRatesForPricing(db: Db) {
  const row = await db.selectFrom('exchange_rate_versions').select(['id', 'rates']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return {
    base: BASE_CURRENCY,
    rates: Object.fromEntries(Object.entries(row?.rates ?? {}).map(([currency, rate]) => [currency, Number(rate)])),
    version: row?.id ?? null,
  };
}

/** A kept set of rates by id (a quote priced again), or undefined. */
export async function findRatesVersion(db: Db, id: number) {
  const row = await db.selectFrom('exchange_rate_versions').select('rates').where('id', '=', id).executeTakeFirst();
  return row && { base: BASE_CURRENCY, rates: Object.fromEntries(Object.entries(row.rates).map(([c, r]) => [c, Number(r)])) };
}

/** Replaces the whole table (a currency left out is removed). Run inside a transaction. */
export async function replaceExchangeRates(db: Db, rates: Record<string, number>) {
  await db.deleteFrom('exchange_rates').execute();
  const rows = Object.entries(rates)
    .filter(([currency]) => currency !== BASE_CURRENCY)
    .map(([currency, rate]) => ({ currency, rate: String(rate) }));
  if (rows.length) await db.insertInto('exchange_rates').values(rows).execute();
  // Kept as a set, so a quote priced on these rates can be priced again on them.
  const kept = Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)]));
  await db
    .insertInto('exchange_rate_versions')
    .values({ rates: JSON.stringify(kept) })
    .execute();
}
