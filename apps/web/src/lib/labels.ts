/** Display labels of the permission areas and levels. */
import type { PermissionArea, PermissionLevel } from '@freight/domain';

export const AREA_LABELS: Record<PermissionArea, string> = {
  pricelists: 'Pricelists',
  services: 'Services',
  surcharges: 'Surcharges',
  zones: 'Zones',
  areas: 'Postcode areas',
  transits: 'Transit times',
  conditions: 'Conditions',
  partners: 'Partners',
  users: 'Users',
  roles: 'Roles',
};

export const LEVEL_LABELS: Record<PermissionLevel, string> = { write: 'Write', read: 'Read', none: 'None' };

/** Role list badges: write green, read yellow, none red. */
export const LEVEL_COLORS: Record<PermissionLevel, string> = { write: 'green', read: 'yellow', none: 'red' };
