/**
 * The login guard runs before any page's loader: a partner user opening a carrier's page,
 * or staff opening the portal, is sent on with no call but the session probe, so no 403 reaches the
 * console. The app's own route tree in a memory router, with the server's answers stubbed.
 */
import type { SessionUser } from '@freight/domain';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffUser } from '../test/users';

const STAFF: SessionUser = staffUser('write', { role: 'Owner', owner: true });
const PARTNER_USER: SessionUser = {
  ...STAFF,
  id: 2,
  name: 'Pekka Virtanen',
  role: 'partner',
  owner: false,
  partner: { id: 3, name: 'Nordic Trade Oy', language: 'fi' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Opens `path` as `user` in the app's routes, as the first page of a visit, and waits for the router
 * to settle: where it ended and every path called. The server answers the session probe, the
 * portal's calls as a partner user's (empty lists) and everything else as it answers a partner
 * user on a carrier's call: 403.
 */
async function open(path: string, user: SessionUser) {
  vi.resetModules();
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test');
      calls.push(url.pathname);
      if (url.pathname === '/fe/session') return json({ user });
      if (url.pathname.startsWith('/fe/portal') && user.partner) return json({ items: [], count: 0 });
      return json({ code: 'FORBIDDEN', message: 'Forbidden' }, 403);
    }),
  );
  const { routes } = await import('../router');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
  const where = router.state.location.pathname;
  router.dispose();
  return { where, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('the login guard, before any loader', () => {
  it("sends a partner user opening a carrier's pages to the portal with no carrier call", async () => {
    for (const path of ['/pricelists', '/customers/3', '/tool', '/statistics']) {
      const { where, calls } = await open(path, PARTNER_USER);
      expect(where, path).toBe('/portal/pricelists');
      expect(
        calls.filter((call) => call !== '/fe/session' && !call.startsWith('/fe/portal')),
        path,
      ).toEqual([]);
    }
  });

  it('sends staff opening the portal home with no portal call', async () => {
    const { where, calls } = await open('/portal/quotes', STAFF);
    expect(where).toBe('/');
    expect(calls.filter((call) => call.startsWith('/fe/portal'))).toEqual([]);
  });
});
