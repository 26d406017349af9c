import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

/**
 * Invitations withheld because their address has an account elsewhere (migration 0027): one per
 * address and carrier, a partner's person (customer_id) or a colleague (role_id). Every query is
 * scoped by the carrier.
 */

/** The carrier's withheld invitation of this address, or undefined. */
export function findWithheld(db: Db, carrierId: number, email: string) {
  return db
    .selectFrom('withheld_invitations')
    .select(['id', 'customer_id', 'role_id'])
    .where(ownedBy(carrierId, 'withheld_invitations'))
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Keeps a withheld invitation; answers its id (from the users' sequence), or null when the carrier's invitation of the address was kept meanwhile. */
export async function insertWithheld(
  db: Db,
  carrierId: number,
  invitation: {
    customer_id: number | null;
    role_id: number | null;
    name: string;
    email: string;
    phone?: string;
    invited_by: number | null;
    invited_at: Date;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('withheld_invitations')
    .values({ ...invitation, carrier_id: carrierId })
    // withheld_invitations_email_idx: another request of the carrier kept it first
    .onConflict((oc) => oc.expression(sql`carrier_id, lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A withheld invitation of a partner's person sent again: its time and sender, and the name as given now. */
export async function markWithheldAgain(
  db: Db,
  carrierId: number,
  id: number,
  changes: { name: string; invited_by: number | null; invited_at: Date },
) {
  await db
    .updateTable('withheld_invitations')
    .set(changes)
    .where(ownedBy(carrierId, 'withheld_invitations'))
    .where('id', '=', id)
    .execute();
}

/** A withheld colleague edited as a user is (name, phone, role); false when the carrier has none with this id. */
export async function updateWithheldStaff(
  db: Db,
  carrierId: number,
  id: number,
  changes: { name: string; phone: string; role_id: number },
) {
  const result = await db
    .updateTable('withheld_invitations')
    .set(changes)
    .where(ownedBy(carrierId, 'withheld_invitations'))
    .where('customer_id', 'is', null)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Deletes a withheld invitation of the carrier: of the partner `partnerId`'s people, or with
 * `partnerId` null of its colleagues. False when there is none.
 */
export async function deleteWithheld(db: Db, carrierId: number, partnerId: number | null, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('withheld_invitations')
    .where(ownedBy(carrierId, 'withheld_invitations'))
    .where((eb) => (partnerId === null ? eb('customer_id', 'is', null) : eb('customer_id', '=', partnerId)))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
