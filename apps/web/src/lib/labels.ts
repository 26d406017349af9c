/**
 * Display labels of the permission areas and levels, as message keys (shown with `t`); the
 * product's things by their glossary names ('Pricelists', 'Hinnakirjad', 'Hinnastot').
 */
import type { MessageKey, PermissionArea, PermissionLevel } from '@freight/domain';

export const AREA_LABELS: Record<PermissionArea, MessageKey> = {
  pricelists: 'ui.permission.area.pricelists',
  services: 'ui.permission.area.services',
  surcharges: 'ui.permission.area.surcharges',
  zones: 'ui.permission.area.zones',
  areas: 'ui.permission.area.areas',
  transits: 'ui.permission.area.transits',
  conditions: 'ui.permission.area.conditions',
  partners: 'ui.permission.area.partners',
  users: 'ui.permission.area.users',
  roles: 'ui.permission.area.roles',
  approvals: 'ui.permission.area.approvals',
};

export const LEVEL_LABELS: Record<PermissionLevel, MessageKey> = {
  write: 'ui.permission.level.write',
  read: 'ui.permission.level.read',
  none: 'ui.permission.level.none',
};

/** Role list badges: write green, read yellow, none red. */
export const LEVEL_COLORS: Record<PermissionLevel, string> = { write: 'green', read: 'yellow', none: 'red' };
