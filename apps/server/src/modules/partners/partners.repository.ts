import type { PartnerRecord } from '@freight/domain';
import { ownedBy, type Db } from '../../db/carrier-scope';

/** The partner whose token hashes to `tokenHash`, with its carrier: the Bearer lookup of the price API. */
export async function findPartnerByTokenHash(db: Db, tokenHash: string): Promise<{ carrierId: number; partner: PartnerRecord } | undefined> {
  const row = await db.selectFrom('partners').select(['id', 'name', 'general_hidden', 'carrier_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row && { carrierId: row.carrier_id, partner: { id: row.id, name: row.name, general_hidden: row.general_hidden } };
}

/** A partner of the carrier in the pricing engine's shape. */
export function findPartnerRecord(db: Db, carrierId: number, id: number): Promise<PartnerRecord | undefined> {
  return db.selectFrom('partners').select(['id', 'name', 'general_hidden']).where(ownedBy(carrierId, 'partners')).where('id', '=', id).executeTakeFirst();
}
