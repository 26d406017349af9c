/**
 * The partner portal's shell (/portal): the carrier's logo and name, the portal's own navigation
 * (never the carrier's), the partner's and the user's names, and sign-out. The calculator pages
 * inside it run as the portal's (tool-place: no partner to pick, quotes in the portal, Book).
 */
import { Badge, Box, Group, Image, NavLink as MantineNavLink } from '@mantine/core';
import { pathOf, PORTAL_ROUTES, type PortalAnswer } from '@freight/domain';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link, NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import classes from '../../components/AppLayout.module.css';
import { PageLoadingVeil } from '../../components/NavigationProgress';
import { DrawerMenu, Shell, useShellMenu } from '../../components/Shell';
import { api } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { useUser } from '../../lib/session';
import { ToolPlaceContext, type ToolPlace } from '../tool/tool-place';
import { BookButton } from './BookButton';

/** Whose portal this is (the shell's carrier and partner). */
export async function portalLoader(): Promise<PortalAnswer> {
  return api.read(PORTAL_ROUTES.home);
}

/** The portal's pages in bar order; `also`: other paths that light the same entry. */
export const PORTAL_NAV = [
  { label: 'portal.nav.pricelists', to: '/portal/pricelists' },
  { label: 'portal.nav.calculator', to: '/portal/calculator', also: ['/portal/budget', '/portal/tender'] },
  { label: 'portal.nav.quotes', to: '/portal/quotes' },
  { label: 'portal.nav.jobs', to: '/portal/jobs' },
  { label: 'portal.nav.token', to: '/portal/token' },
  { label: 'portal.nav.account', to: '/portal/account', also: ['/portal/two_factor'] },
] as const;

const TAB_PATHS = { '/tool': '/portal/calculator', '/tool/mass': '/portal/budget', '/tool/tender': '/portal/tender' } as const;

/** The calculator's pages as the portal's. */
export const PORTAL_TOOL: ToolPlace = {
  portal: true,
  tabPath: (tab) => TAB_PATHS[tab],
  quotePath: (quoteId) => `/portal/quotes/${quoteId}`,
  resultActions: (result) => (result.quote_id ? <BookButton quoteId={result.quote_id} /> : null),
};

function isUnder(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function isActive(pathname: string, entry: (typeof PORTAL_NAV)[number]): boolean {
  return isUnder(pathname, entry.to) || ('also' in entry && entry.also.some((path) => isUnder(pathname, path)));
}

/** The carrier's logo when it has one, else the product's mark; and the carrier's name. */
function CarrierBrand({ portal }: { portal: PortalAnswer }) {
  const t = useT();
  return (
    <Link to="/portal" className={classes.brand} aria-label={t('portal.brand', { carrier: portal.carrier.name })}>
      {portal.carrier.logo ? (
        <Image
          src={pathOf(PORTAL_ROUTES.logo)}
          alt={t('portal.logo', { carrier: portal.carrier.name })}
          h={36}
          w="auto"
          maw={140}
          fit="contain"
        />
      ) : (
        <IconTruckDelivery size={24} aria-hidden />
      )}
      <span>{portal.carrier.name}</span>
    </Link>
  );
}

export function PortalLayout() {
  const portal = useLoaderData<typeof portalLoader>();
  const user = useUser();
  const t = useT();
  const { pathname } = useLocation();
  // As the carrier's shell does: back on the tab, the session is asked again; gone, to /login.
  const menu = useShellMenu();
  return (
    <Shell
      menu={menu}
      start={
        <>
          <CarrierBrand portal={portal} />
          <Badge variant="light" color="teal" visibleFrom="md" tt="none">
            {t('portal.badge')}
          </Badge>
          <Box component="nav" aria-label={t('portal.nav')} visibleFrom="md" className={classes.bar}>
            <Group gap={2} wrap="nowrap">
              {PORTAL_NAV.map((entry) => (
                <NavLink key={entry.to} to={entry.to} className={classes.link} data-active={isActive(pathname, entry) || undefined}>
                  {t(entry.label)}
                </NavLink>
              ))}
            </Group>
          </Box>
        </>
      }
      name={user.name}
      detail={portal.partner.name}
      detailTestId="portal-partner"
      accountPath="/portal/account"
      drawerTitle={portal.carrier.name}
      drawer={
        <DrawerMenu name={user.name} detail={portal.partner.name} accountPath="/portal/account" onLogout={menu.onLogout}>
          <nav aria-label={t('portal.navMenu')}>
            {PORTAL_NAV.map((entry) => (
              <MantineNavLink key={entry.to} component={Link} to={entry.to} label={t(entry.label)} active={isActive(pathname, entry)} />
            ))}
          </nav>
        </DrawerMenu>
      }
    >
      <PageLoadingVeil />
      <ToolPlaceContext.Provider value={PORTAL_TOOL}>
        <Outlet />
      </ToolPlaceContext.Provider>
    </Shell>
  );
}
