/** Display labels of the permission areas and levels; the product's things by their glossary names. */
import { termTitle, type PermissionArea, type PermissionLevel } from '@freight/domain';

export const AREA_LABELS: Record<PermissionArea, string> = {
  pricelists: termTitle('pricelist', true),
  services: termTitle('service', true),
  surcharges: termTitle('surcharge', true),
  zones: termTitle('zone', true),
  areas: termTitle('area', true),
  transits: termTitle('transit', true),
  conditions: termTitle('condition', true),
  partners: termTitle('partner', true),
  users: 'Users',
  roles: 'Roles',
};

export const LEVEL_LABELS: Record<PermissionLevel, string> = { write: 'Write', read: 'Read', none: 'None' };

/** Role list badges: write green, read yellow, none red. */
export const LEVEL_COLORS: Record<PermissionLevel, string> = { write: 'green', read: 'yellow', none: 'red' };
