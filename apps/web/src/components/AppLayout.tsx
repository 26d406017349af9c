/**
 * The signed-in shell: the company bar (or the admin bar for a platform admin), a burger menu on
 * small screens, and the page below. Seeds §2 "Company navigation" and "Admin navigation".
 */
import { Badge, Box, Button, Group, Menu, NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconTruckDelivery } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { MessageKey, PermissionArea, PermissionLevel, SessionUser } from '@freight/domain';
import { useT } from '../lib/i18n';
import { usePendingChanges } from '../lib/pending-changes';
import { endPretend, isAdminView, useSession } from '../lib/session';
import { toastError, toastSuccess } from '../lib/toast';
import { PRODUCT_NAME } from '../lib/contact';
import classes from './AppLayout.module.css';
import { ChangesTopLink, CHANGES_PATH, seesChanges } from './ChangesNav';
import { DrawerMenu, Shell, useShellMenu } from './Shell';

interface NavEntry {
  /** The entry's text in the catalogs. */
  label: MessageKey;
  to: string;
  /** The user's level for the entry; none shows it disabled. */
  level: (user: SessionUser) => PermissionLevel;
}

const areaLevel =
  (area: PermissionArea) =>
  (user: SessionUser): PermissionLevel =>
    user.roles?.[area] ?? 'none';

const CALCULATOR: NavEntry = {
  label: 'shell.nav.calculator',
  to: '/tool',
  level: (user) => (user.roles?.calculator ? 'write' : 'none'),
};
/** The quote lookup: for whoever reads pricelists (their statistics) or has the calculator, as GET /fe/quotes. */
const QUOTES: NavEntry = {
  label: 'shell.nav.quotes',
  to: '/quotes',
  level: (user) => (user.roles?.calculator || (user.roles?.pricelists ?? 'none') !== 'none' ? 'read' : 'none'),
};
const BEFORE_ZONES: NavEntry[] = [
  CALCULATOR,
  QUOTES,
  { label: 'shell.nav.pricelists', to: '/pricelists', level: areaLevel('pricelists') },
  { label: 'shell.nav.services', to: '/services', level: areaLevel('services') },
  { label: 'shell.nav.surcharges', to: '/surcharges', level: areaLevel('surcharges') },
];
const ZONES_MENU: NavEntry[] = [
  { label: 'shell.nav.zones', to: '/zones', level: areaLevel('zones') },
  { label: 'shell.nav.distances', to: '/distances', level: areaLevel('zones') },
  { label: 'shell.nav.areas', to: '/areas', level: areaLevel('areas') },
  { label: 'shell.nav.transits', to: '/transits', level: areaLevel('transits') },
];
const AFTER_ZONES: NavEntry[] = [
  { label: 'shell.nav.conditions', to: '/conditions', level: areaLevel('conditions') },
  { label: 'shell.nav.partners', to: '/customers', level: areaLevel('partners') },
  // The rate card's logo and terms: read by everyone of the carrier, written by who writes pricelists or partners.
  {
    label: 'shell.nav.rateCard',
    to: '/settings/rate-card',
    level: (user) => (areaLevel('pricelists')(user) === 'write' || areaLevel('partners')(user) === 'write' ? 'write' : 'read'),
  },
];
const USERS: NavEntry = { label: 'shell.nav.users', to: '/users', level: areaLevel('users') };
/** Changes a second person approves: shown (with its count in the bar) to whoever reads approvals. */
const CHANGES: NavEntry = { label: 'shell.nav.changes', to: CHANGES_PATH, level: areaLevel('approvals') };

const ADMIN_NAV = [
  { label: 'shell.nav.carriers', to: '/admin/carriers' },
  { label: 'shell.nav.registrations', to: '/admin/registrations' },
  { label: 'shell.nav.quickSearch', to: '/admin/quick_search' },
  { label: 'shell.nav.exchangeRates', to: '/admin/exchange_rates' },
  { label: 'shell.nav.postcodePoints', to: '/admin/postcode_points' },
] as const;

/** The company entries in bar order, the Zones sub-items flat (the small-screen menu). */
function flatCompanyEntries(user: SessionUser): NavEntry[] {
  const entries = [...BEFORE_ZONES, ...ZONES_MENU, ...AFTER_ZONES];
  if (USERS.level(user) !== 'none') entries.push(USERS);
  if (CHANGES.level(user) !== 'none') entries.push(CHANGES);
  return entries;
}

/** The first two path segments: how the admin bar finds its active item. */
function firstTwoSegments(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}

function isUnder(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** A bar entry: a link, or a disabled text that is not a link when the level is none. */
function BarEntry({ entry, user }: { entry: NavEntry; user: SessionUser }) {
  const t = useT();
  if (entry.level(user) === 'none') {
    return (
      <span className={classes.link} data-disabled aria-disabled="true" title={t('shell.nav.noAccess')}>
        {t(entry.label)}
      </span>
    );
  }
  return (
    <NavLink to={entry.to} className={classes.link}>
      {t(entry.label)}
    </NavLink>
  );
}

function ZonesDropdown({ user }: { user: SessionUser }) {
  const t = useT();
  const { pathname } = useLocation();
  const active = ZONES_MENU.some((e) => isUnder(pathname, e.to));
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.link} data-active={active || undefined}>
          <Group gap={4} wrap="nowrap">
            {t('shell.nav.zones')}
            <IconChevronDown size={14} stroke={1.8} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        {ZONES_MENU.map((entry) =>
          entry.level(user) === 'none' ? (
            <Menu.Item key={entry.to} component="div" disabled aria-disabled="true" className={classes.disabledItem}>
              {t(entry.label)}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.to} component={Link} to={entry.to}>
              {t(entry.label)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function CompanyBar({ user }: { user: SessionUser }) {
  return (
    <>
      {BEFORE_ZONES.map((entry) => (
        <BarEntry key={entry.to} entry={entry} user={user} />
      ))}
      <ZonesDropdown user={user} />
      {AFTER_ZONES.map((entry) => (
        <BarEntry key={entry.to} entry={entry} user={user} />
      ))}
      {USERS.level(user) !== 'none' && <BarEntry entry={USERS} user={user} />}
    </>
  );
}

function AdminBar() {
  const t = useT();
  const { pathname } = useLocation();
  const current = firstTwoSegments(pathname);
  return (
    <>
      {ADMIN_NAV.map((entry) => (
        <Link
          key={entry.to}
          to={entry.to}
          className={classes.link}
          data-active={current === entry.to || undefined}
          aria-current={current === entry.to ? 'page' : undefined}
        >
          {t(entry.label)}
        </Link>
      ))}
    </>
  );
}

/** The small-screen menu: the same entries in one column, the Zones sub-items flat. */
function MobileMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const admin = isAdminView(user);
  const entries = admin
    ? ADMIN_NAV.map((e) => ({ label: e.label, to: e.to, disabled: false }))
    : flatCompanyEntries(user).map((e) => ({ label: e.label, to: e.to, disabled: e.level(user) === 'none' }));
  return (
    <DrawerMenu name={user.name} detail={user.company} accountPath="/account" onLogout={onLogout}>
      <nav aria-label={t('shell.nav.mainMenu')}>
        {entries.map((entry) =>
          entry.disabled ? (
            <MantineNavLink
              key={entry.to}
              component="span"
              label={t(entry.label)}
              disabled
              aria-disabled="true"
              className={classes.disabledItem}
            />
          ) : (
            <MantineNavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={t(entry.label)}
              active={admin ? firstTwoSegments(pathname) === entry.to : isUnder(pathname, entry.to)}
            />
          ),
        )}
      </nav>
    </DrawerMenu>
  );
}

/** The pretend banner: who the admin acts as, and the way back to their own admin pages. */
function PretendingBanner({ user }: { user: SessionUser }) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const exit = async () => {
    setBusy(true);
    const carrierId = user.carrier_id;
    const ok = await endPretend();
    setBusy(false);
    if (!ok) {
      toastError(t('shell.pretend.failed'));
      return;
    }
    toastSuccess(t('shell.pretend.stopped', { company: user.company ?? t('shell.pretend.theCarrier') }));
    navigate(carrierId ? `/admin/carriers/${carrierId}` : '/admin/carriers');
  };
  // A strip across the page, its button at the right end: clear of the toasts at the top centre.
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      role="region"
      aria-label={t('shell.pretend.region')}
      px="sm"
      py={6}
      bg="orange.0"
      bd="1px solid var(--mantine-color-orange-3)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Badge color="orange" variant="filled" size="lg" tt="none" miw={0} style={{ flexShrink: 1 }}>
        {t('shell.pretend.as', { company: user.company ?? t('shell.pretend.aCarrier') })}
        {user.name ? ` (${user.name})` : ''}
      </Badge>
      <Button size="compact-sm" variant="filled" color="orange" loading={busy} onClick={() => void exit()} style={{ flexShrink: 0 }}>
        {t('shell.pretend.exit')}
      </Button>
    </Group>
  );
}

/** The signed-in frame around every protected page (and the index page of a signed-in user). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  // Logging out clears the user while the page is still on screen; render nothing until it leaves.
  if (!user) return null;
  return <SignedInLayout user={user}>{children}</SignedInLayout>;
}

function SignedInLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const t = useT();
  const menu = useShellMenu();
  const admin = isAdminView(user);
  const changes = !admin && seesChanges(user);
  const pending = usePendingChanges(changes);
  return (
    <Shell
      menu={menu}
      headerClassName={admin ? classes.adminHeader : undefined}
      start={
        <>
          <Link to="/" className={classes.brand}>
            <IconTruckDelivery size={24} aria-hidden />
            <span>{PRODUCT_NAME}</span>
          </Link>
          {admin && (
            <Badge color="grape" variant="light" visibleFrom="md">
              {t('shell.admin')}
            </Badge>
          )}
          <Box component="nav" aria-label={t('shell.nav.main')} visibleFrom="md" className={classes.bar}>
            <Group gap={2} wrap="nowrap">
              {admin ? <AdminBar /> : <CompanyBar user={user} />}
            </Group>
          </Box>
        </>
      }
      name={user.name}
      detail={user.company}
      drawerTitle={PRODUCT_NAME}
      drawer={<MobileMenu user={user} onLogout={menu.onLogout} />}
      end={changes ? <ChangesTopLink count={pending} /> : undefined}
      endOptional={pending <= 0}
      accountPath="/account"
    >
      {user.pretending && (
        <Box mb="sm">
          <PretendingBanner user={user} />
        </Box>
      )}
      {children}
    </Shell>
  );
}
