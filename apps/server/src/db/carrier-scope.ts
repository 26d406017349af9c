import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from './schema';

/**
 * The database or a transaction of it. Every repository function takes one as its first argument,
 * so a service can run several repositories in one transaction (`db.transaction().execute(tx => ...)`).
 */
export type Db = Kysely<DB>;

/** Tables whose rows belong to one carrier. */
export type CarrierTable = { [K in keyof DB]: 'carrier_id' extends keyof DB[K] ? K : never }[keyof DB];

/**
 * The carrier filter every repository query composes, `.where(ownedBy(carrierId, 'zones'))`:
 * written once, so "scoped to the carrier" is never forgotten or written two ways. `table` may be
 * an alias of a carrier table used in the query (`'zf'` for `zones as zf`).
 */
export function ownedBy(carrierId: number, table: CarrierTable | (string & {})): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.carrier_id`)} = ${carrierId}`;
}
