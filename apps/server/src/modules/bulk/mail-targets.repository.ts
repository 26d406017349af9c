/** Who a mailed calculation may go to: the addresses the rule accepts, looked up once. */
import { sql } from 'kysely';
import type { Db } from '../../db/carrier-scope';

/**
 * True when `email` (lower-case) may receive a calculation mailed by this caller. A partner
 * (`partnerId`: its token, or its portal user's session): one of its notification recipients or
 * of its portal users (`users.customer_id`, signed up), nobody else, the carrier's staff neither.
 * Staff: their own address (`userId`) or one of the carrier's staff (users with a role) who has
 * signed up. Only signed-up people: an invitation pending, or withheld, is nobody's address yet.
 */
export async function isMailTarget(
  db: Db,
  options: { carrierId: number; userId: number | null; partnerId: number | null; email: string },
): Promise<boolean> {
  const { carrierId, userId, partnerId, email } = options;
  const person = await db
    .selectFrom('users')
    .select(sql<number>`1`.as('one'))
    .where(sql<boolean>`lower(users.email) = ${email}`)
    .where('users.carrier_id', '=', carrierId)
    .where((eb) =>
      partnerId === null
        ? eb.or([
            ...(userId === null ? [] : [eb('users.id', '=', userId)]),
            eb.and([eb('users.role_id', 'is not', null), eb('users.verified_at', 'is not', null)]),
          ])
        : eb.and([eb('users.customer_id', '=', partnerId), eb('users.verified_at', 'is not', null)]),
    )
    .executeTakeFirst();
  if (person) return true;
  if (partnerId === null) return false;
  const recipient = await db
    .selectFrom('partner_notification_recipients')
    .select(sql<number>`1`.as('one'))
    .where('carrier_id', '=', carrierId)
    .where('partner_id', '=', partnerId)
    .where(sql<boolean>`emails @> ${JSON.stringify([email])}::jsonb`)
    .executeTakeFirst();
  return recipient !== undefined;
}
