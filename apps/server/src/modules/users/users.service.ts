import type { UserInput } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Requester } from '../../http/context';
import type { Db } from '../../db/carrier-scope';
import { updateRecord } from '../../lib/update-record';
import type { Seams } from '../../seams';
import { findUserById, mailTokenLink, hashPassword } from '../auth';
import { findCarrier } from '../carriers';
import { assertManagerLeft, assertMayChangeUser, managesStaff, withStaffLock, assertMayGive } from '../roles';
import { joinDetail, recordCallerEvent } from '../security-events';
import { addressStanding, mailWithheldNotice } from '../withheld-invitations';
import * as withheld from '../withheld-invitations';
import * as repo from './users.repository';

/** What these services use of the app's dependencies (deps.ts). */
type UsersDeps = Pick<Seams, 'db' | 'config' | 'mailer'>;

/** A page of the carrier's users by name; `name` filters name or e-mail. */
export function listUsers(deps: UsersDeps, carrierId: number, options: { page: number; name?: string | undefined }) {
  return repo.listUsers(deps.db, carrierId, options);
}

/** A user of the carrier, 404 when it has none with this id. */
export function getUser(deps: UsersDeps, carrierId: number, id: number) {
  return readUser(deps.db, carrierId, id);
}

/** A user as GET answers it, read through `db` (a transaction reads its own writes), or 404. */
async function readUser(db: Db, carrierId: number, id: number) {
  const user = await repo.findUser(db, carrierId, id);
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
  requester: Requester,
) {
  await assertMayGive(deps.db, carrierId, input.role_id, requester.auth);
  const standing = await addressStanding(deps.db, carrierId, input.email);
  if (standing.kind === 'user' || standing.kind === 'withheld' || (standing.kind === 'elsewhere' && requester.auth.isAdmin)) {
    throw emailTaken();
  }
  if (standing.kind === 'elsewhere') return withholdColleague(deps, carrierId, input, requester);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const id = await deps.db.transaction().execute(async (tx) => {
    const id = await repo.insertUser(tx, {
      carrier_id: carrierId,
      role_id: input.role_id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      password_hash: passwordHash,
      verified_at: passwordHash ? new Date() : null,
    });
    await recordUserCreated(tx, requester, carrierId, id, input, passwordHash !== null);
    return id;
  });
  if (!passwordHash) await sendVerification(deps, id);
  return id;
}

const emailTaken = () => AppError.conflict(english('errors.users.emailTaken'), { email: english('errors.users.isTaken') });

/** The security event of a new user, the same for a withheld colleague (its log must not tell them apart). */
async function recordUserCreated(tx: Db, requester: Requester, carrierId: number, id: number, input: UserInput, withPassword: boolean) {
  const created = await repo.findUser(tx, carrierId, id);
  await recordCallerEvent(tx, requester, {
    carrierId,
    kind: 'user_created',
    subjectUserId: id,
    subject: `${input.name} (${input.email})`,
    detail: joinDetail(
      `role ${created?.role_name ?? ''}`,
      english(withPassword ? 'errors.users.log.withPassword' : 'errors.users.log.linkMailed'),
    ),
  });
}

/** Keeps the withheld colleague (listed as unconfirmed, logged as created) and tells the address's owner; answers its id. */
async function withholdColleague(deps: UsersDeps, carrierId: number, input: UserInput, requester: Requester) {
  const carrier = await findCarrier(deps.db, carrierId);
  const inviter = requester.auth.user;
  const id = await deps.db.transaction().execute(async (tx) => {
    const id = await withheld.insertWithheld(tx, carrierId, {
      customer_id: null,
      role_id: input.role_id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      invited_by: inviter.id,
      invited_at: new Date(),
    });
    if (id === null) throw emailTaken();
    await recordUserCreated(tx, requester, carrierId, id, input, false);
    return id;
  });
  await mailWithheldNotice(deps, { email: input.email, carrier: carrier?.name ?? '', inviter: inviter.name, partner: null });
  return id;
}

/**
 * The e-mail is the sign-in name and stays as created. A new role is a grant: nobody changes
 * their own (platform admins, also while pretending, excepted), and nobody gives a role that
 * exceeds their own in any area. Keeping the role a user has gives nothing, so editing the name
 * of a colleague with a wider role is allowed, unless the colleague is an Owner (owner-rules.ts).
 */
export function updateUser(deps: UsersDeps, carrierId: number, id: number, input: Omit<UserInput, 'email'>, requester: Requester) {
  const caller = requester.auth;
  return updateRecord((work) => withStaffLock(deps.db, carrierId, work), {
    lock: (tx) => repo.findUser(tx, carrierId, id),
    async check(tx, current) {
      assertMayChangeUser(caller, current, 'change');
      if (input.role_id === current.role_id) return;
      if (id === caller.user.id && !caller.isAdmin) throw AppError.forbidden(english('errors.users.ownRole'));
      const granted = await assertMayGive(tx, carrierId, input.role_id, caller);
      await assertManagerLeft(
        tx,
        carrierId,
        caller,
        (manager) => manager.id !== id || managesStaff(granted),
        english('errors.users.lastManager', { name: current.name }),
      );
    },
    async write(tx, current) {
      const changes = { name: input.name, phone: input.phone, role_id: input.role_id };
      if (!(await repo.updateUser(tx, carrierId, id, changes))) await withheld.updateWithheldStaff(tx, carrierId, id, changes);
      const newRole = current.role_id === input.role_id ? undefined : (await repo.findUser(tx, carrierId, id))?.role_name;
      const detail = joinDetail(
        newRole === undefined ? '' : `role ${current.role_name ?? ''} → ${newRole ?? ''}`,
        current.name === input.name ? '' : `name ${current.name} → ${input.name}`,
        (current.phone ?? '') === input.phone ? '' : english('errors.users.log.phoneChanged'),
      );
      if (!detail) return;
      await recordCallerEvent(tx, requester, {
        carrierId,
        kind: 'user_changed',
        subjectUserId: id,
        subject: `${input.name} (${current.email})`,
        detail,
      });
    },
    answer: (tx) => readUser(tx, carrierId, id),
  });
}

/**
 * Deletes a user of the carrier. A user cannot delete themselves (the carrier would lose its
 * last writer by a slip); an Owner is deleted by an Owner or an admin only, and the last user
 * who can manage users and roles by an admin only (owner-rules.ts).
 */
export async function deleteUser(deps: UsersDeps, carrierId: number, id: number, requester: Requester) {
  const caller = requester.auth;
  if (id === caller.user.id) throw AppError.conflict(english('errors.users.selfDelete'));
  await withStaffLock(deps.db, carrierId, async (tx) => {
    const target = await repo.findUser(tx, carrierId, id);
    if (!target) throw AppError.notFound();
    assertMayChangeUser(caller, target, 'delete');
    await assertManagerLeft(
      tx,
      carrierId,
      caller,
      (manager) => manager.id !== id,
      english('errors.users.lastManager', { name: target.name }),
    );
    if (!(await repo.deleteUser(tx, carrierId, id))) await withheld.deleteWithheld(tx, carrierId, null, id);
    await recordCallerEvent(tx, requester, {
      carrierId,
      kind: 'user_deleted',
      subjectUserId: id,
      subject: `${target.name} (${target.email})`,
      detail: target.role_name ? `role ${target.role_name}` : '',
    });
  });
}

/** Mails a new verification link to a user who has not confirmed the account yet. */
export async function sendVerification(deps: UsersDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound();
  if (user.verified_at) throw AppError.conflict(english('errors.users.alreadyConfirmed'));
  await mailTokenLink(deps, user, 'verification');
}
