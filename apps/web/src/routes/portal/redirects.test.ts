import type { SessionUser } from '@freight/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../test/users';

const STAFF: SessionUser = staffUser('write', { role: 'Owner', owner: true });
const PARTNER_USER: SessionUser = {
  ...STAFF,
  id: 2,
  name: 'Pekka Virtanen',
  role: 'partner',
  owner: false,
  partner: { id: 3, name: 'Nordic Trade Oy', language: 'fi' },
};
const ADMIN: SessionUser = { ...STAFF, id: 3, role: 'admin', company: null, carrier_id: null, timezone: null };

/** A fresh session module whose GET /fe/session answers `user`, and the guards beside it. */
async function withSession(user: SessionUser | null) {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
  const root = await import('../root');
  const session = await import('../../lib/session');
  return { ...root, ...session };
}

/** Where a loader sends the request: the redirect's Location, or null when it lets it through. */
async function whereTo(loader: (args: LoaderFunctionArgs) => unknown, path: string) {
  try {
    await loader({ request: new Request(`http://app.test${path}`), params: {} } as unknown as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('misplacedUserPath', () => {
  it('sends a partner user on a carrier page to the portal, and lets them stay in it', async () => {
    const { misplacedUserPath } = await withSession(null);
    expect(misplacedUserPath(PARTNER_USER, '/pricelists/4')).toBe('/portal');
    expect(misplacedUserPath(PARTNER_USER, '/tool')).toBe('/portal');
    expect(misplacedUserPath(PARTNER_USER, '/portal/quotes')).toBeNull();
  });
  it('sends staff and admins on the portal to their home, and lets them stay on their pages', async () => {
    const { misplacedUserPath } = await withSession(null);
    expect(misplacedUserPath(STAFF, '/portal')).toBe('/');
    expect(misplacedUserPath(STAFF, '/portal/token')).toBe('/');
    expect(misplacedUserPath(ADMIN, '/portal')).toBe('/admin/carriers');
    expect(misplacedUserPath(STAFF, '/pricelists')).toBeNull();
    // '/portals' is not the portal.
    expect(misplacedUserPath(STAFF, '/portals')).toBeNull();
  });
});

describe('homeFor', () => {
  it('is the portal for a partner user', async () => {
    const { homeFor } = await withSession(null);
    expect(homeFor(PARTNER_USER)).toBe('/portal');
    expect(homeFor(STAFF)).toBe('/');
  });
});

describe('the login guard', () => {
  it('sends a partner user opening a staff page to /portal', async () => {
    const { requireUser } = await withSession(PARTNER_USER);
    expect(await whereTo(requireUser, '/customers/3')).toBe('/portal');
    expect(await whereTo(requireUser, '/portal/pricelists')).toBeNull();
  });
  it('sends staff opening /portal home', async () => {
    const { requireUser } = await withSession(STAFF);
    expect(await whereTo(requireUser, '/portal')).toBe('/');
    expect(await whereTo(requireUser, '/customers/3')).toBeNull();
  });
  it('sends a visitor to sign in, keeping the page', async () => {
    const { requireUser } = await withSession(null);
    expect(await whereTo(requireUser, '/portal/quotes')).toBe('/login?next=%2Fportal%2Fquotes');
  });
  it("sends a partner user from '/' to the portal, and lets staff see the index", async () => {
    expect(await whereTo((await withSession(PARTNER_USER)).homeLoader, '/')).toBe('/portal');
    expect(await whereTo((await withSession(STAFF)).homeLoader, '/')).toBeNull();
  });
});
