/**
 * The root route: the session fetched once at app start (docs/product/shell.md §4), the sign-in error cleared on
 * every path change, and the login guard of every non-public page.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, redirect, ScrollRestoration, useLocation, type LoaderFunctionArgs } from 'react-router';
import { DASHBOARD_ROUTES, isAdminRole, type DashboardAnswer } from '@freight/domain';
import { AppLayout } from '../components/AppLayout';
import { NavigationProgress, PageLoadingVeil } from '../components/NavigationProgress';
import { api } from '../lib/client';
import { useLanguage, useT } from '../lib/i18n';
import { loginPath, nextPathIn } from '../lib/next-path';
import { ensureSession, isPartnerUser, isPublicPath, misplacedUserPath, PORTAL_PATH, session } from '../lib/session';

let started = false;

/** App start: fetch the user; a user on /login goes to /, a visitor on a private page to /login. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const first = !started;
  started = true;
  await ensureSession();
  if (first) {
    const { pathname } = new URL(request.url);
    const { user } = session.get();
    if (user && pathname === '/login') throw redirect(nextPathIn(new URL(request.url).search) ?? '/');
    if (!user && !isPublicPath(pathname)) throw redirect(loginPath(request.url));
  }
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const language = useLanguage();
  useEffect(() => {
    session.clearError();
  }, [pathname]);
  // Screen readers and the browser's spelling and hyphenation read the page in its language.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <>
      {/* A new page starts at its top (its title on screen after Create, Update or an upload);
          Back restores where the user was. */}
      <ScrollRestoration />
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/** Shown while the first loaders run. */
export function AppLoading() {
  const t = useT();
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label={t('shell.loading')} />
    </Center>
  );
}

/**
 * The login guard: no signed-in user, no private page; and each kind of user on their own side (a
 * partner user on a carrier's page goes to /portal, staff on /portal go home). A route middleware,
 * not a loader: React Router starts the loaders of a navigation together, so a guard in the shell's
 * loader raced the page's own (a partner user opening /pricelists made three calls, each a 403 in
 * the console, before being sent on); middleware runs before any loader starts.
 */
export async function requireUser({ request }: { request: Request }): Promise<void> {
  await ensureSession();
  const { user } = session.get();
  if (!user) throw redirect(loginPath(request.url));
  const elsewhere = misplacedUserPath(user, new URL(request.url).pathname);
  if (elsewhere) throw redirect(elsewhere);
}

/**
 * '/': a signed-in partner user has the portal as their home, not the carrier's index; the
 * carrier's staff get the dashboard's counts, the page's one call. A visitor, or an
 * administrator acting as no carrier, gets none (null; so does a failed call: the page stays usable).
 */
export async function homeLoader(): Promise<DashboardAnswer | null> {
  await ensureSession();
  const { user } = session.get();
  if (isPartnerUser(user)) throw redirect(PORTAL_PATH);
  if (!user || (isAdminRole(user.role) && !user.pretending)) return null;
  return api.peek(DASHBOARD_ROUTES.get);
}

/** The signed-in shell around the private pages. */
export function ProtectedLayout() {
  return (
    <AppLayout>
      <PageLoadingVeil />
      <Outlet />
    </AppLayout>
  );
}
