/**
 * What the carrier's shell (AppLayout) and the partner portal's (PortalLayout) share: the header
 * with the brand and bar at the left and the user, the language, Log out and the burger at the right; the
 * small-screen drawer; the session asked again when the tab comes back; and logging out.
 */
import { AppShell, Box, Burger, Button, Divider, Drawer, Group, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLanguage, useT } from '../lib/i18n';
import { loginPath } from '../lib/next-path';
import { logout, refreshUser } from '../lib/session';
import classes from './AppLayout.module.css';
import { LanguageMenu } from './LanguageMenu';
import { crowdingOf, NO_WIDTHS, rowWidths, type Crowding, type RowWidths } from './shell-crowding';

export interface ShellMenu {
  opened: boolean;
  toggle: () => void;
  close: () => void;
  onLogout: () => void;
}

/**
 * Seeds §4 "Refreshing the user": back in the tab, the user (and permissions) are read again;
 * when that fails the session is gone, and the app goes to /login, keeping the page. The
 * small-screen menu closes when a link in it is followed; Log out closes it and goes to /.
 */
export function useShellMenu(): ShellMenu {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, menu] = useDisclosure(false);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void refreshUser().then((ok) => {
        if (!ok) navigate(loginPath(window.location.pathname + window.location.search), { replace: true });
      });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [navigate]);

  useEffect(() => {
    menu.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const onLogout = () => {
    menu.close();
    void logout().then(() => navigate('/', { replace: true }));
  };
  return { opened, toggle: menu.toggle, close: menu.close, onLogout };
}

/**
 * How crowded the header's row is (shell-crowding.ts). The widths are measured while everything
 * shows and kept while a part is hidden, so hiding it does not make it fit; a new language, or an
 * end that may or may not give way, measures again.
 */
function useCrowding(header: RefObject<HTMLDivElement | null>, endOptional: boolean): Crowding {
  const language = useLanguage();
  const [crowding, setCrowding] = useState<Crowding>('none');
  const widths = useRef<RowWidths>(NO_WIDTHS);
  useLayoutEffect(() => {
    widths.current = NO_WIDTHS;
    setCrowding('none');
  }, [language, endOptional]);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const check = () => {
      if (crowding === 'none') widths.current = rowWidths(element);
      setCrowding(crowdingOf(widths.current, element.clientWidth));
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header, crowding, language, endOptional]);
  return crowding;
}

interface ShellProps {
  menu: ShellMenu;
  /** The header's left side: the brand, a badge, the bar. */
  start: ReactNode;
  /** Who is signed in, and under it their company or partner (none: no second line). */
  name: string;
  detail: string | null;
  /** A test id for the header's second line. */
  detailTestId?: string;
  headerClassName?: string;
  drawerTitle: string;
  /** The small-screen menu's content. */
  drawer: ReactNode;
  /** The signed-in person's own page (their sessions, two-factor): the name links there. */
  accountPath: string;
  /** Before the language menu on wide screens: the Changes link with its count. */
  end?: ReactNode;
  /** The end gives way first when the row does not fit (the Changes link while nothing waits). */
  endOptional?: boolean;
  children: ReactNode;
}

export function Shell({
  menu,
  start,
  name,
  detail,
  detailTestId,
  headerClassName,
  drawerTitle,
  drawer,
  accountPath,
  end,
  endOptional = false,
  children,
}: ShellProps) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  const crowding = useCrowding(bar, endOptional);
  // Below md the bar is hidden by its own visibleFrom; past it, when it does not fit, by data-crowded.
  const burgerHiddenFrom = crowding === 'bar' ? undefined : 'md';
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header className={headerClassName} data-crowded={crowding === 'none' ? undefined : crowding}>
        <Group ref={bar} h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap" miw={0}>
            {start}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box
              component={Link}
              to={accountPath}
              visibleFrom="lg"
              ta="right"
              className={classes.who}
              data-who
              title={t('shell.accountTitle')}
            >
              {/* Named by what it shows, after a word for sight-less readers: a name that contains the visible text (WCAG 2.5.3). */}
              <VisuallyHidden>{t('shell.yourAccount')} </VisuallyHidden>
              <Text size="sm" fw={600} lh={1.2} truncate>
                {name}
              </Text>
              {detail && (
                <Text size="xs" c="dimmed" lh={1.2} truncate data-testid={detailTestId}>
                  {detail}
                </Text>
              )}
            </Box>
            {end && (
              <Box visibleFrom="md" className={endOptional ? classes.optional : undefined} data-optional={endOptional || undefined}>
                {end}
              </Box>
            )}
            <Box visibleFrom="md">
              <LanguageMenu />
            </Box>
            <Button variant="default" size="sm" leftSection={<IconLogout size={16} aria-hidden />} onClick={menu.onLogout} visibleFrom="md">
              {t('shell.logOut')}
            </Button>
            <Burger
              opened={menu.opened}
              onClick={menu.toggle}
              hiddenFrom={burgerHiddenFrom}
              size="sm"
              aria-label={menu.opened ? t('shell.closeMenu') : t('shell.openMenu')}
            />
          </Group>
        </Group>
      </AppShell.Header>
      <Drawer opened={menu.opened} onClose={menu.close} title={drawerTitle} hiddenFrom={burgerHiddenFrom} size="xs" position="right">
        {drawer}
      </Drawer>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

/** The small-screen menu: who is signed in (a link to their account), the entries (children), Log out. */
export function DrawerMenu({
  name,
  detail,
  accountPath,
  onLogout,
  children,
}: {
  name: string;
  detail: string | null;
  accountPath: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Box px="sm">
        <Text fw={600}>{name}</Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Box>
      <NavLink component={Link} to={accountPath} label={t('shell.account')} leftSection={<IconUserCircle size={16} aria-hidden />} />
      <Divider />
      {children}
      <Divider />
      <LanguageMenu fullWidth />
      <Button variant="light" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
        {t('shell.logOut')}
      </Button>
    </Stack>
  );
}
