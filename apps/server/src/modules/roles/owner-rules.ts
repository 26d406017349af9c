/**
 * The Owner stays the owner. "Nobody gives what they do not have" (assertMayGrant)
 * still lets a user with only roles:write narrow the Owner role, or one with only users:write
 * delete the Owner; these rules close that:
 *
 * - only an Owner (a user holding the carrier's Owner role) or a platform admin changes or deletes
 *   an Owner, gives the Owner role, or changes or deletes the Owner role itself;
 * - nobody but a platform admin leaves the carrier without a user who can manage users and roles
 *   (write on both): by deleting that user, giving them another role, or narrowing their role.
 *
 * Each refusal is 403 with its reason. The checks run in the transaction of the write, after
 * `lockStaff`, so two parallel changes cannot each count on the other's manager.
 */
import type { MessageKey, Permissions } from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import { AppError, english } from '../../errors';
import type { AuthContext } from '../../http/context';
import * as repo from './roles.repository';

/** Who acts: a platform admin (pretending or not) may do what an Owner may. */
export type Actor = Pick<AuthContext, 'isAdmin' | 'isOwner'>;

function mayActAsOwner(actor: Actor): boolean {
  return actor.isAdmin || actor.isOwner;
}

/** Write on users and on roles: the rights that manage who may do what. */
export function managesStaff(levels: Pick<Permissions, 'users' | 'roles'>): boolean {
  return levels.users === 'write' && levels.roles === 'write';
}

/** A user holding the Owner role is changed or deleted by an Owner or a platform admin only. */
export function assertMayChangeUser(actor: Actor, target: { owner: boolean }, change: 'change' | 'delete'): void {
  if (target.owner && !mayActAsOwner(actor)) {
    throw AppError.forbidden(english(change === 'change' ? 'errors.roles.ownerChange' : 'errors.roles.ownerDelete'));
  }
}

const OWNER_ROLE_REFUSALS = {
  give: 'errors.roles.ownerGive',
  change: 'errors.roles.ownerRoleChange',
  delete: 'errors.roles.ownerRoleDelete',
} as const satisfies Record<string, MessageKey>;

/** The Owner role is given, changed or deleted by an Owner or a platform admin only. */
export function assertMayTouchOwnerRole(actor: Actor, role: { is_owner: boolean }, change: 'give' | 'change' | 'delete'): void {
  if (!role.is_owner || mayActAsOwner(actor)) return;
  throw AppError.forbidden(english(OWNER_ROLE_REFUSALS[change]));
}

/**
 * 403 with `refusal` when the carrier has users who can manage users and roles and none of them
 * would after the change (`stillManages` says, for each, whether they would). Platform admins,
 * who can always add a manager back, are not held to it.
 */
export async function assertManagerLeft(
  db: Db,
  carrierId: number,
  actor: Actor,
  stillManages: (manager: { id: number; role_id: number | null }) => boolean,
  refusal: string,
): Promise<void> {
  if (actor.isAdmin) return;
  const managers = await repo.findManagers(db, carrierId);
  if (managers.length > 0 && !managers.some(stillManages)) throw AppError.forbidden(refusal);
}

/** `work` in one transaction that holds the carrier's users and roles (see lockStaff). */
export function withStaffLock<T>(db: Db, carrierId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await repo.lockStaff(tx, carrierId);
    return work(tx);
  });
}
