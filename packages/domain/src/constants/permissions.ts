import { translate } from '../i18n/translate';

/** The areas a role grants a level on, in the order the role matrix shows them. */
export const PERMISSION_AREAS = [
  'pricelists',
  'services',
  'surcharges',
  'zones',
  'areas',
  'transits',
  'conditions',
  'partners',
  'users',
  'roles',
  /** Deciding the changes a second person approves (docs/api.md): read sees them, write approves or rejects. */
  'approvals',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export const PERMISSION_LEVELS = ['none', 'read', 'write'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/**
 * Resetting a partner's API token needs write on every one of these: conditions (docs/product/domain.md §6)
 * and partners (the right to manage the partner whose token it is). The server's guard and the
 * web app's button both read it.
 */
export const TOKEN_RESET_AREAS = ['partners', 'conditions'] as const satisfies readonly PermissionArea[];

/** A role's grants: a level per area plus the calculator flag. */
export type Permissions = Record<PermissionArea, PermissionLevel> & { calculator: boolean };

const LEVEL_RANK: Record<PermissionLevel, number> = { none: 0, read: 1, write: 2 };

/** True when `granted` is at least `needed` (write implies read). */
export function hasLevel(granted: PermissionLevel, needed: PermissionLevel): boolean {
  return LEVEL_RANK[granted] >= LEVEL_RANK[needed];
}

/** One place where a role would give more than the person giving it holds. */
export type ExcessGrant =
  { area: PermissionArea; wanted: PermissionLevel; held: PermissionLevel } | { area: 'calculator'; wanted: true; held: false };

/**
 * Nobody gives what they do not have: every area (in PERMISSION_AREAS order, the calculator last)
 * where `wanted` is above `held`. Empty when `held` covers all of `wanted`.
 */
export function excessGrants(held: Permissions, wanted: Permissions): ExcessGrant[] {
  const excess: ExcessGrant[] = PERMISSION_AREAS.filter((area) => !hasLevel(held[area], wanted[area])).map((area) => ({
    area,
    wanted: wanted[area],
    held: held[area],
  }));
  if (wanted.calculator && !held.calculator) excess.push({ area: 'calculator', wanted: true, held: false });
  return excess;
}

/** "You cannot grant write on pricelists: you have read", or the calculator's sentence (the catalog's English). */
export function describeExcessGrant(excess: ExcessGrant): string {
  if (excess.area === 'calculator') return translate('en', 'errors.roles.cannotGrantCalculator');
  return translate('en', 'errors.roles.cannotGrant', { wanted: excess.wanted, area: excess.area, held: excess.held });
}

/**
 * Every refusal of `excess` in one message, "; " between them: "You cannot grant write on
 * pricelists: you have read; You cannot grant write on users: you have none". Each further one is a
 * catalog message of its own (errors.roles.cannotGrantMore), so the whole is said in any language.
 */
export function describeExcessGrants(excess: readonly ExcessGrant[]): string {
  const [first, ...more] = excess;
  if (!first) return '';
  return more.reduce(
    (refusals, next) =>
      translate('en', 'errors.roles.cannotGrantMore', {
        refusals,
        more:
          next.area === 'calculator'
            ? translate('en', 'errors.roles.moreGrantCalculator')
            : translate('en', 'errors.roles.moreGrant', { wanted: next.wanted, area: next.area, held: next.held }),
      }),
    describeExcessGrant(first),
  );
}

/**
 * What a role grants, or what a change of it changed, in words for the security log: "pricelists
 * write, users read, calculator" for a new role (the areas it does not grant left out), "pricelists
 * read → write, calculator on → off" for a change; empty when nothing changed.
 */
export function describePermissionChanges(before: Permissions | null, after: Permissions): string {
  const onOff = (on: boolean) => (on ? 'on' : 'off');
  if (before === null) {
    const granted = PERMISSION_AREAS.filter((area) => after[area] !== 'none').map((area) => `${area} ${after[area]}`);
    return [...granted, ...(after.calculator ? ['calculator'] : [])].join(', ') || translate('en', 'errors.roles.log.nothing');
  }
  const changed = PERMISSION_AREAS.filter((area) => before[area] !== after[area]).map((area) => `${area} ${before[area]} → ${after[area]}`);
  if (before.calculator !== after.calculator) changed.push(`calculator ${onOff(before.calculator)} → ${onOff(after.calculator)}`);
  return changed.join(', ');
}

/** Every area at `level`, calculator on: the Owner role of a new carrier uses 'write'. */
export function uniformPermissions(level: PermissionLevel, calculator = true): Permissions {
  const grants = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, level])) as Record<PermissionArea, PermissionLevel>;
  return { ...grants, calculator };
}

/** The role name platform administrators carry; compared case-insensitively. */
export const ADMIN_ROLE = 'admin';

export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '').toLowerCase() === ADMIN_ROLE;
}
