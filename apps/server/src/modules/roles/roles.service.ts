import {
  describeExcessGrants,
  describePermissionChanges,
  excessGrants,
  PERMISSION_AREAS,
  type PermissionLevel,
  type Permissions,
  type RoleInput,
} from '@freight/domain';
import type { Db } from '../../db/carrier-scope';
import type { RoleRow } from '../../db/schema';
import { AppError, english } from '../../errors';
import type { AuthContext, Requester } from '../../http/context';
import { updateRecord } from '../../lib/update-record';
import type { Seams } from '../../seams';
import { assertManagerLeft, assertMayTouchOwnerRole, managesStaff, withStaffLock } from './owner-rules';
import { joinDetail, recordCallerEvent } from '../security-events';
import * as repo from './roles.repository';

/** What these services use of the app's dependencies (deps.ts). */
type RolesDeps = Pick<Seams, 'db'>;

/** A stored role as the permissions object, every area present (a missing one is none). */
export function rolePermissions(role: { permissions: Record<string, string>; calculator: boolean }): Permissions {
  const levels = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, (role.permissions[area] ?? 'none') as PermissionLevel]));
  return { ...(levels as Omit<Permissions, 'calculator'>), calculator: role.calculator };
}

/** Who gives a role: the caller's permissions, whether they are a platform admin, and an Owner. */
export type Grantor = Pick<AuthContext, 'isAdmin' | 'isOwner' | 'permissions'>;

/**
 * Nobody gives what they do not have: 403 naming each area (and the calculator) where `wanted`
 * is above the grantor's own level. Platform admins, pretending or not, hold everything.
 */
export function assertMayGrant(grantor: Grantor, wanted: Permissions): void {
  if (grantor.isAdmin) return;
  const excess = excessGrants(grantor.permissions, wanted);
  if (excess.length > 0) throw AppError.forbidden(describeExcessGrants(excess));
}

/**
 * Checks that `grantor` may give a role of the carrier (no more than they hold; the Owner role
 * only as an Owner) and answers what it grants; 422 naming role_id when the carrier has no such role.
 */
export async function assertMayGive(db: Db, carrierId: number, roleId: number, grantor: Grantor): Promise<Permissions> {
  const row = await repo.findRole(db, carrierId, roleId);
  if (!row) throw AppError.invalid(english('errors.roles.notOfCarrier'), { role_id: english('errors.roles.notARole') });
  const granted = rolePermissions(row);
  assertMayGrant(grantor, granted);
  assertMayTouchOwnerRole(grantor, row, 'give');
  return granted;
}

/** A stored role flattened to the API shape: {id, name, calculator, pricelists: 'write', ..., user_count, owner}. */
function toRole(row: RoleRow & { user_count: number | null }) {
  return { id: row.id, name: row.name, ...rolePermissions(row), user_count: Number(row.user_count ?? 0), owner: row.is_owner };
}

/** {id, name} of every role of the carrier, for the role selects of the user forms. */
export function roleOptions(deps: RolesDeps, carrierId: number) {
  return repo.roleOptions(deps.db, carrierId);
}

/** A page of the carrier's roles by name. */
export async function listRoles(deps: RolesDeps, carrierId: number, page: number) {
  const { items, count } = await repo.listRoles(deps.db, carrierId, page);
  return { items: items.map(toRole), count };
}

/** A role of the carrier, 404 when it has none with this id. */
export function getRole(deps: RolesDeps, carrierId: number, id: number) {
  return readRole(deps.db, carrierId, id);
}

/** A role as GET answers it, read through `db` (a transaction reads its own writes), or 404. */
async function readRole(db: Db, carrierId: number, id: number) {
  const row = await repo.findRole(db, carrierId, id);
  if (!row) throw AppError.notFound();
  return toRole(row);
}

/** The levels of a role's body (its name left out). */
function permissionsOf({ name: _name, ...permissions }: RoleInput): Permissions {
  return permissions;
}

/** A new role of the carrier; 403 when it would grant more than the caller holds. Recorded in the security log. */
export function createRole(deps: RolesDeps, carrierId: number, input: RoleInput, requester: Requester) {
  assertMayGrant(requester.auth, input);
  return deps.db.transaction().execute(async (tx) => {
    const id = await repo.insertRole(tx, carrierId, input);
    await recordCallerEvent(tx, requester, {
      carrierId,
      kind: 'role_created',
      subject: input.name,
      detail: describePermissionChanges(null, permissionsOf(input)),
    });
    return id;
  });
}

/**
 * Replaces the name and levels of a role; answers the role as saved. 403 when the new levels
 * would grant more than the grantor holds (so nobody widens the role they hold themselves), when
 * a non-Owner changes the Owner role, or when it would leave nobody who can manage users and roles.
 */
export function updateRole(deps: RolesDeps, carrierId: number, id: number, input: RoleInput, requester: Requester) {
  const grantor = requester.auth;
  return updateRecord((work) => withStaffLock(deps.db, carrierId, work), {
    lock: (tx) => repo.findRole(tx, carrierId, id),
    async check(tx, role) {
      assertMayTouchOwnerRole(grantor, role, 'change');
      assertMayGrant(grantor, input);
      await assertManagerLeft(
        tx,
        carrierId,
        grantor,
        (manager) => manager.role_id !== id || managesStaff(input),
        english('errors.roles.noManagerLeft'),
      );
    },
    async write(tx, role) {
      await repo.updateRole(tx, carrierId, id, input);
      const renamed = role.name === input.name ? '' : english('errors.roles.log.renamed', { name: role.name });
      const detail = joinDetail(renamed, describePermissionChanges(rolePermissions(role), permissionsOf(input)));
      if (detail) await recordCallerEvent(tx, requester, { carrierId, kind: 'role_changed', subject: input.name, detail });
    },
    answer: (tx) => readRole(tx, carrierId, id),
  });
}

/** A role that users hold cannot be deleted: they would be left without permissions. */
export async function deleteRole(deps: RolesDeps, carrierId: number, id: number, requester: Requester) {
  await deps.db.transaction().execute(async (tx) => {
    const role = await repo.findRole(tx, carrierId, id);
    if (!role) throw AppError.notFound();
    assertMayTouchOwnerRole(requester.auth, role, 'delete');
    if (Number(role.user_count ?? 0) > 0) throw AppError.conflict(english('errors.roles.inUse'));
    await repo.deleteRole(tx, carrierId, role.id);
    await recordCallerEvent(tx, requester, {
      carrierId,
      kind: 'role_deleted',
      subject: role.name,
      detail: describePermissionChanges(null, rolePermissions(role)),
    });
  });
}
