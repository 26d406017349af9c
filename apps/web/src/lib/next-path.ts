/**
 * The deep link kept through sign-in: a signed-out visitor of /pricelists/3 is sent to
 * /login?next=%2Fpricelists%2F3 and, once signed in (with or without the second factor), lands on
 * /pricelists/3. Only a path of this site is followed: never another origin ('//evil.example',
 * 'https://...', '/\evil'), so the parameter cannot send a user off-site.
 */

/** The query parameter that carries the page to return to. */
export const NEXT_PARAM = 'next';

/** `raw` when it is a path of this site (and not a sign-in page itself), else null. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(raw)) return null;
  try {
    const url = new URL(raw, 'http://same.site');
    if (url.origin !== 'http://same.site') return null;
    if (url.pathname === '/login' || url.pathname === '/verification') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** /login, remembering `from` (a request URL or a path) when it is worth returning to. */
export function loginPath(from?: string | URL): string {
  if (!from) return '/login';
  const url = typeof from === 'string' ? new URL(from, 'http://same.site') : from;
  const next = safeNextPath(`${url.pathname}${url.search}`);
  return next && next !== '/' ? `/login?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/login';
}

/** The page to return to after signing in, read from the current search (e.g. '?next=...'). */
export function nextPathIn(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}
