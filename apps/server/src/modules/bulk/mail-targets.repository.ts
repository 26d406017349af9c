/** Who a mailed calculation may go to (issue 28 item 4): the addresses the rule accepts, looked up once. */
import { sql } from 'kysely';
import type { Db } from '../../db/carrier-scope';

/**
 * True when `email` (lower-case) is the address of user `userId`, of one of the carrier's staff
 * (users with a role), or, given `partnerId`, one of that partner's notification recipients or
 * portal users (`users.customer_id`; they have no role).
 */
export async function isMailTarget(
  db: Db,
  options: { carrierId: number; userId: number | null; partnerId: number | null; email: string },
): Promise<boolean> {
  const { carrierId, userId, partnerId, email } = options;
  const staff = db
    .selectFrom('users')
    .select(sql<number>`1`.as('one'))
    .where(sql<boolean>`lower(users.email) = ${email}`)
    .where((eb) =>
      eb.or([
        ...(userId === null ? [] : [eb('users.id', '=', userId)]),
        eb.and([eb('users.carrier_id', '=', carrierId), eb('users.role_id', 'is not', null)]),
        ...(partnerId === null ? [] : [eb.and([eb('users.carrier_id', '=', carrierId), eb('users.customer_id', '=', partnerId)])]),
      ]),
    );
  const found = await staff.executeTakeFirst();
  if (found) return true;
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
