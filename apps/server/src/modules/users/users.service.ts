import type { UserInput } from '@freight/domain';
import { AppError } from '../../errors';
import type { AuthContext } from '../../http/context';
import type { AppDeps } from '../../deps';
import { findUserById } from '../auth/auth.repository';
import { mailTokenLink } from '../auth/auth.service';
import { hashPassword } from '../auth/secrets';
import { assertManagerLeft, assertMayChangeUser, managesStaff, withStaffLock, type Actor } from '../roles/owner-rules';
import { assertMayGive, type Grantor } from '../roles/roles.service';
import { findCarrier } from '../carriers/carriers.repository';
import { addressStanding, mailWithheldNotice } from '../withheld-invitations/withheld-invitations.service';
import * as withheld from '../withheld-invitations/withheld-invitations.repository';
import * as repo from './users.repository';

/** What these services use of the app's dependencies (deps.ts). */
type UsersDeps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/** A page of the carrier's users by name; `name` filters name or e-mail. */
export function listUsers(deps: UsersDeps, carrierId: number, options: { page: number; name?: string | undefined }) {
  return repo.listUsers(deps.db, carrierId, options);
}

/** A user of the carrier, 404 when it has none with this id. */
export async function getUser(deps: UsersDeps, carrierId: number, id: number) {
  const user = await repo.findUser(deps.db, carrierId, id);
  if (!user) throw AppError.notFound();
  return user;
}

/**
 * Adds a user to a carrier. With a password (admins only) the account is ready at once;
 * without one the user gets the verification mail and chooses a password through it.
 * 403 when the role grants more than the grantor holds, or is the Owner role and the grantor no Owner.
 * An address the carrier already uses is 409. For the carrier's staff, an address of a user
 * elsewhere answers as a fresh one and lists as unconfirmed, but the user is withheld: the
 * address's owner is told instead (withheld-invitations.service.ts). A platform admin, who sees
 * every carrier, is told plainly that the address is taken.
 */
export async function createUser(
  deps: UsersDeps,
  carrierId: number,
  input: UserInput & { password?: string | undefined },
  grantor: Grantor & { user?: { id: number; name: string } },
) {
  await assertMayGive(deps.db, carrierId, input.role_id, grantor);
  const standing = await addressStanding(deps.db, carrierId, input.email);
  if (standing.kind === 'user' || standing.kind === 'withheld' || (standing.kind === 'elsewhere' && grantor.isAdmin)) {
    throw AppError.conflict('email is already taken', { email: 'is already taken' });
  }
  if (standing.kind === 'elsewhere') return withholdColleague(deps, carrierId, input, grantor.user ?? null);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const id = await repo.insertUser(deps.db, {
    carrier_id: carrierId,
    role_id: input.role_id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    password_hash: passwordHash,
    verified_at: passwordHash ? new Date() : null,
  });
  if (!passwordHash) await sendVerification(deps, id);
  return id;
}

/** Keeps the withheld colleague (listed as unconfirmed) and tells the address's owner; answers its id. */
async function withholdColleague(deps: UsersDeps, carrierId: number, input: UserInput, inviter: { id: number; name: string } | null) {
  const carrier = await findCarrier(deps.db, carrierId);
  const id = await withheld.insertWithheld(deps.db, carrierId, {
    customer_id: null,
    role_id: input.role_id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    invited_by: inviter?.id ?? null,
    invited_at: new Date(),
  });
  if (id === null) throw AppError.conflict('email is already taken', { email: 'is already taken' });
  await mailWithheldNotice(deps, { email: input.email, carrier: carrier?.name ?? '', inviter: inviter?.name ?? 'Someone', partner: null });
  return id;
}

/**
 * The e-mail is the sign-in name and stays as created. A new role is a grant: nobody changes
 * their own (platform admins, also while pretending, excepted), and nobody gives a role that
 * exceeds their own in any area. Keeping the role a user has gives nothing, so editing the name
 * of a colleague with a wider role is allowed, unless the colleague is an Owner (owner-rules.ts).
 */
export async function updateUser(deps: UsersDeps, carrierId: number, id: number, input: Omit<UserInput, 'email'>, caller: AuthContext) {
  await withStaffLock(deps.db, carrierId, async (tx) => {
    const current = await repo.findUser(tx, carrierId, id);
    if (!current) throw AppError.notFound();
    assertMayChangeUser(caller, current, 'change');
    if (input.role_id !== current.role_id) {
      if (id === caller.user.id && !caller.isAdmin) throw AppError.forbidden('You cannot change your own role');
      const granted = await assertMayGive(tx, carrierId, input.role_id, caller);
      await assertManagerLeft(
        tx,
        carrierId,
        caller,
        (manager) => manager.id !== id || managesStaff(granted),
        `${current.name} is the last user who can manage users and roles (write on both); give that to someone else first`,
      );
    }
    const changes = { name: input.name, phone: input.phone, role_id: input.role_id };
    if (!(await repo.updateUser(tx, carrierId, id, changes))) await withheld.updateWithheldStaff(tx, carrierId, id, changes);
  });
  return getUser(deps, carrierId, id);
}

/** Who deletes a user: a user of the carrier, or a platform admin (`userId` null: nobody's colleague). */
export type Deleter = Actor & { userId: number | null };

/**
 * Deletes a user of the carrier. A user cannot delete themselves (the carrier would lose its
 * last writer by a slip); an Owner is deleted by an Owner or an admin only, and the last user
 * who can manage users and roles by an admin only (owner-rules.ts).
 */
export async function deleteUser(deps: UsersDeps, carrierId: number, id: number, caller: Deleter) {
  if (id === caller.userId) throw AppError.conflict('You cannot delete yourself');
  await withStaffLock(deps.db, carrierId, async (tx) => {
    const target = await repo.findUser(tx, carrierId, id);
    if (!target) throw AppError.notFound();
    assertMayChangeUser(caller, target, 'delete');
    await assertManagerLeft(
      tx,
      carrierId,
      caller,
      (manager) => manager.id !== id,
      `${target.name} is the last user who can manage users and roles (write on both); give that to someone else first`,
    );
    if (!(await repo.deleteUser(tx, carrierId, id))) await withheld.deleteWithheld(tx, carrierId, null, id);
  });
}

/** Mails a new verification link to a user who has not confirmed the account yet. */
export async function sendVerification(deps: UsersDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound();
  if (user.verified_at) throw AppError.conflict('The user has already confirmed the account');
  await mailTokenLink(deps, user, 'verification');
}
