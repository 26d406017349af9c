import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';

/** Rates are units of a currency for one EUR, the base. */
export const BASE_CURRENCY = 'EUR';

export const exchangeRatesSchema = z.object({
  rates: z.record(
    z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'),
    z.coerce.number().positive('must be more than 0').max(1e9),
  ),
});

export async function readExchangeRates(db: Kysely<DB>) {
  const rows = await db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute();
  const updated = rows.reduce<Date | null>((latest, r) => (!latest || r.updated_at > latest ? r.updated_at : latest), null);
  return {
    base: BASE_CURRENCY,
    rates: Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)])),
    updated_at: updated,
  };
}

/** Replaces the whole table in one transaction: a currency left out is removed. */
export async function writeExchangeRates(db: Kysely<DB>, rates: Record<string, number>) {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('exchange_rates').execute();
    const rows = Object.entries(rates)
      .filter(([currency]) => currency !== BASE_CURRENCY)
      .map(([currency, rate]) => ({ currency, rate: String(rate) }));
    if (rows.length) await tx.insertInto('exchange_rates').values(rows).execute();
  });
}
