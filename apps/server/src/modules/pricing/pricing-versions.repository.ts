import { sql } from 'kysely';
import type { Db } from '../../db/carrier-scope';

/** The version scope of a carrier's pricing data, or of the exchange rates every carrier uses. */
export type PricingScope = `carrier:${number}` | 'rates';

export function scopeOf(carrier: number | 'all'): PricingScope {
  return carrier === 'all' ? 'rates' : `carrier:${carrier}`;
}

/**
 * Moves a scope's version on. Run inside the transaction of the write it stands for, so the new
 * version is visible exactly when the new data is (and concurrent writers of one carrier queue).
 */
export async function bumpPricingVersion(db: Db, scope: PricingScope) {
  await sql`insert into pricing_versions (scope, version) values (${scope}, 1)
    on conflict (scope) do update set version = pricing_versions.version + 1`.execute(db);
}

/** The current versions of `scopes` (a scope never bumped is version 0). */
export async function readPricingVersions(db: Db, scopes: readonly PricingScope[]): Promise<Map<PricingScope, number>> {
  const versions = new Map<PricingScope, number>(scopes.map((s) => [s, 0]));
  if (!scopes.length) return versions;
  const rows = await db
    .selectFrom('pricing_versions')
    .select(['scope', 'version'])
    .where('scope', 'in', [...scopes])
    .execute();
  for (const row of rows) versions.set(row.scope as PricingScope, Number(row.version));
  return versions;
}
