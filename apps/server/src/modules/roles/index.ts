/** What other modules may use of roles: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { assertManagerLeft, assertMayChangeUser, managesStaff, withStaffLock } from './owner-rules';
export { roleOptions } from './roles.repository';
export { assertMayGive, rolePermissions } from './roles.service';
