/** Permission questions the screens ask about the signed-in user. */
import { hasLevel, isAdminRole, type PermissionArea, type PermissionLevel, type SessionUser } from '@freight/domain';

/** The user's level in an area; a platform admin (not pretending) has write everywhere. */
export function levelOf(user: SessionUser | null, area: PermissionArea): PermissionLevel {
  if (!user) return 'none';
  if (isAdminRole(user.role) && !user.pretending) return 'write';
  return user.roles?.[area] ?? 'none';
}

/** True when the user may create, change or delete in the area. */
export function canWrite(user: SessionUser | null, area: PermissionArea | undefined): boolean {
  if (!user) return false;
  if (isAdminRole(user.role)) return true;
  return area ? hasLevel(levelOf(user, area), 'write') : false;
}

/**
 * True when the user may change or delete an Owner and the Owner role: an Owner, or a platform
 * admin (also while pretending). The server refuses everyone else with 403 and the reason.
 */
export function canManageOwners(user: SessionUser | null): boolean {
  return !!user && (user.owner || isAdminRole(user.role) || user.pretending);
}

/** True when the user may see the area. */
export function canRead(user: SessionUser | null, area: PermissionArea): boolean {
  return hasLevel(levelOf(user, area), 'read');
}
