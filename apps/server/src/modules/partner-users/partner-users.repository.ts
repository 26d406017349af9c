import { sql } from 'kysely';
import { ownedBy, type Db } from '../../db/carrier-scope';

/**
 * A partner's people: users of the carrier with the partner in users.customer_id and no
 * role. Every query is scoped by the carrier and the partner.
 */

/**
 * The partner's users as the carrier's partner page lists them, by name, with the partner's
 * withheld invitations among them as invited and not accepted (withheld-invitations.service.ts).
 */
export function listPartnerUsers(db: Db, carrierId: number, partnerId: number) {
  const users = db
    .selectFrom('users')
    .leftJoin('users as inviter', 'inviter.id', 'users.invited_by')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.invited_at',
      'inviter.name as invited_by',
      'users.verified_at as accepted_at',
      'users.signed_in_at',
      sql<boolean>`users.totp_secret is not null`.as('two_factor'),
    ])
    .where(ownedBy(carrierId, 'users'))
    .where('users.customer_id', '=', partnerId);
  const withheld = db
    .selectFrom('withheld_invitations as w')
    .leftJoin('users as inviter', 'inviter.id', 'w.invited_by')
    .select([
      'w.id',
      'w.name',
      'w.email',
      'w.invited_at',
      'inviter.name as invited_by',
      sql<Date | null>`null::timestamptz`.as('accepted_at'),
      sql<Date | null>`null::timestamptz`.as('signed_in_at'),
      sql<boolean>`false`.as('two_factor'),
    ])
    .where(ownedBy(carrierId, 'w'))
    .where('w.customer_id', '=', partnerId);
  return db.selectFrom(users.unionAll(withheld).as('people')).selectAll().orderBy('name').orderBy('id').execute();
}

/** A new partner user: no role, no password until they follow the invitation's link; null when the e-mail was taken meanwhile. */
export async function insertPartnerUser(
  db: Db,
  carrierId: number,
  partnerId: number,
  user: { name: string; email: string; invited_by: number | null; invited_at: Date },
): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({ ...user, carrier_id: carrierId, customer_id: partnerId, role_id: null })
    // users_email_idx: another request took the address first
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** An invitation sent again: its time and sender, and the name as given now. */
export async function markInvitedAgain(
  db: Db,
  carrierId: number,
  partnerId: number,
  id: number,
  changes: { name: string; invited_by: number | null; invited_at: Date },
) {
  await db
    .updateTable('users')
    .set(changes)
    .where(ownedBy(carrierId, 'users'))
    .where('customer_id', '=', partnerId)
    .where('id', '=', id)
    .execute();
}

/** Deletes one of the partner's users (their sessions and links go with them); false when there is none. */
export async function deletePartnerUser(db: Db, carrierId: number, partnerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where(ownedBy(carrierId, 'users'))
    .where('customer_id', '=', partnerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
