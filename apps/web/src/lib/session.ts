/**
 * The session: the signed-in user and the sign-in error, kept outside React so that loaders and
 * actions read and write it too; components subscribe with `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import { AUTH_ROUTES, DEFAULT_TIMEZONE, isAdminRole, type SessionUser } from '@freight/domain';
import { setUnauthorizedHandler } from './api';
import { api } from './client';
import { clearFilterMemories } from './filter-memory';
import { isOneOf } from './narrow';

export interface SessionState {
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** The last sign-in error, shown by the sign-in pages; cleared on every path change. */
  error: string | null;
}

let state: SessionState = { user: null, error: null };
const listeners = new Set<() => void>();
let initialFetch: Promise<SessionUser | null> | null = null;

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Paths a visitor may open without being sent to /login. */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/verify',
  '/verification',
  '/forgot_password',
  '/reset_password',
  '/signup',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isOneOf(PUBLIC_PATHS, path);
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser(user: SessionUser | null): void {
    update({ user });
  },
  setError(error: string | null): void {
    if (state.error !== error) update({ error });
  },
  clearError(): void {
    if (state.error !== null) update({ error: null });
  },
};

// A 401 from any call means the server has no session any more.
setUnauthorizedHandler(() => {
  if (state.user) update({ user: null });
});

/** The session in a component. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** The signed-in user in a component; only under the login guard, where one exists. */
export function useUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('No user is signed in');
  return user;
}

/**
 * The time zone times are shown in: the carrier's (its cutoffs and dates are in it); an admin
 * acting as themselves has no carrier and sees the platform's (DEFAULT_TIMEZONE), never the
 * browser's, so two people never read one time two ways (docs/writing.md).
 */
export function timeZoneOf(user: SessionUser | null): string {
  return user?.timezone ?? DEFAULT_TIMEZONE;
}

/** The time zone of the signed-in user's screens, in a component. */
export function useTimeZone(): string {
  return timeZoneOf(useSession().user);
}

/**
 * GET /fe/session, the session probe: the user, or null for a visitor or on any failure. A visitor
 * is a 200 `{user: null}` there, not a 401, so a public page logs no error; /fe/user and every
 * other call keep the 401 rules of docs/product/shell.md §8.
 */
export async function fetchUser(): Promise<SessionUser | null> {
  return (await api.peek(AUTH_ROUTES.session))?.user ?? null;
}

/** The user fetched once at app start; every loader that needs the user awaits the same call. */
export function ensureSession(): Promise<SessionUser | null> {
  initialFetch ??= fetchUser().then((user) => {
    // A sign-in that finished while this was under way wins.
    if (!state.user) session.setUser(user);
    return state.user;
  });
  return initialFetch;
}

/** Refreshes the user; on failure the user is cleared and false comes back (the caller goes to /login). */
export async function refreshUser(): Promise<boolean> {
  const user = await fetchUser();
  session.setUser(user);
  return user !== null;
}

/** The partner portal's root: a partner user's home. */
export const PORTAL_PATH = '/portal';

/** Where a freshly signed-in user lands: a partner user in the portal, admins on the carriers, everyone else on the index. */
export function homeFor(user: SessionUser): string {
  if (isPartnerUser(user)) return PORTAL_PATH;
  return isAdminRole(user.role) && !user.pretending ? '/admin/carriers' : '/';
}

/** True for a partner user (the portal's): they never see the carrier's pages. */
export function isPartnerUser(user: SessionUser | null): boolean {
  return !!user?.partner;
}

/** True for a path in the partner portal (/portal and below). */
export function isPortalPath(pathname: string): boolean {
  return pathname === PORTAL_PATH || pathname.startsWith(`${PORTAL_PATH}/`);
}

/**
 * Where a signed-in user is sent instead of the page they opened, or null to stay: a partner user
 * opening a carrier's page goes to the portal, the carrier's staff (and admins) opening the portal
 * go to their home. Public pages (and '/', whose loader sends a partner user on) are not asked.
 */
export function misplacedUserPath(user: SessionUser, pathname: string): string | null {
  const portal = isPortalPath(pathname);
  if (isPartnerUser(user)) return portal ? null : PORTAL_PATH;
  return portal ? homeFor(user) : null;
}

/** True for a platform admin acting as themselves (not pretending to be a carrier). */
export function isAdminView(user: SessionUser | null): boolean {
  return !!user && isAdminRole(user.role) && !user.pretending;
}

/**
 * Ends an admin's pretend (POST /fe/admin/pretend/end): the same session acts as the admin again,
 * the carrier's list filters are forgotten. Answers false when the server refused.
 */
export async function endPretend(): Promise<boolean> {
  try {
    const result = await api.exchange(AUTH_ROUTES.endPretend);
    if (!result.ok) return false;
    clearFilterMemories();
    update({ user: result.data });
    return true;
  } catch {
    return false;
  }
}

/** Ends the session on the server and forgets the user and the list filters. */
export async function logout(): Promise<void> {
  try {
    await api.exchange(AUTH_ROUTES.logout);
  } catch {
    // The user asked to leave; the local state goes regardless.
  }
  clearFilterMemories();
  update({ user: null, error: null });
}
