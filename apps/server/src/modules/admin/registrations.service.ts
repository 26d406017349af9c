import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { findUserByEmail } from '../auth/auth.repository';
import { mailTokenLink } from '../auth/auth.service';
import { insertCarrier } from '../carriers/carriers.repository';
import { insertUser } from '../users/users.repository';

/** Turns a pending registration into a carrier, its Owner role and first user, and mails the link. */
export async function acceptRegistration(deps: AppDeps, id: number): Promise<number> {
  const { carrierId, userId } = await deps.db.transaction().execute(async (tx) => {
    const registration = await tx
      .selectFrom('registrations')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (!registration) throw AppError.notFound('No pending registration with this id');
    if (await findUserByEmail(tx, registration.email)) {
      throw AppError.conflict('A user with this e-mail already exists', { email: 'is already registered' });
    }
    const { carrierId, ownerRoleId } = await insertCarrier(tx, {
      name: registration.company,
      country: registration.country,
      email: registration.email,
      phone: registration.phone,
      timezone: 'Europe/Tallinn',
    });
    const userId = await insertUser(tx, {
      carrier_id: carrierId,
      role_id: ownerRoleId,
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
    });
    await tx.updateTable('registrations').set({ status: 'accepted', carrier_id: carrierId }).where('id', '=', id).execute();
    return { carrierId, userId };
  });
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  await mailTokenLink(deps, user, 'verification');
  return carrierId;
}
