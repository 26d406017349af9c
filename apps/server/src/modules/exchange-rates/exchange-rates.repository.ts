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

/** Replaces the whole table (a currency left out is removed). Run inside a transaction. */
export async function replaceExchangeRates(db: Db, rates: Record<string, number>) {
  await db.deleteFrom('exchange_rates').execute();
  const rows = Object.entries(rates)
    .filter(([currency]) => currency !== BASE_CURRENCY)
    .map(([currency, rate]) => ({ currency, rate: String(rate) }));
  if (rows.length) await db.insertInto('exchange_rates').values(rows).execute();
}
