import type { Kysely } from 'kysely';
import { DEFAULT_TIMEZONE, uniformPermissions } from '@freight/domain';
import type { DB } from '../db/schema';
import { insertCarrier } from '../modules/carriers/carriers.repository';
import { hashPassword } from '../modules/auth/secrets';
import { tokenColumns } from '../modules/partners/partner-tokens';
import { seedDemoPricing } from './demo-pricing';
import { seedDemoSetup } from './demo-setup';

/** The credentials the README names. */
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo12345';

/**
 * Fills an empty database with a demo carrier a newcomer can sign in to at once.
 * Returns false when carriers already exist (the demo is never added twice).
 */
export async function seedDemo(db: Kysely<DB>, options: { secretKey: Buffer }): Promise<boolean> {
  const anyCarrier = await db.selectFrom('carriers').select('id').limit(1).executeTakeFirst();
  if (anyCarrier) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (tx) => {
    const { carrierId, ownerRoleId } = await insertCarrier(tx, {
      name: 'Demo Freight OÜ',
      country: 'EE',
      email: 'office@demo-freight.example',
      phone: '+372 600 0000',
      timezone: DEFAULT_TIMEZONE,
    });
    await tx
      .insertInto('users')
      .values({
        carrier_id: carrierId,
        role_id: ownerRoleId,
        name: 'Demo User',
        email: DEMO_EMAIL,
        phone: '+372 5555 0000',
        password_hash: passwordHash,
        verified_at: new Date(),
      })
      .execute();
    // A second role to show restricted access: prices readable, set-up hidden.
    const { calculator, ...levels } = uniformPermissions('read');
    await tx
      .insertInto('roles')
      .values({
        carrier_id: carrierId,
        name: 'Sales',
        calculator,
        permissions: JSON.stringify({ ...levels, conditions: 'none', users: 'none', roles: 'none' }),
      })
      .execute();
    await seedDemoSetup(tx, carrierId, (partnerId) => tokenColumns(options.secretKey, partnerId));
    await seedDemoPricing(tx, carrierId, DEFAULT_TIMEZONE);
  });
  return true;
}
