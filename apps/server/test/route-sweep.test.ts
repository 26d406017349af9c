/**
 * Tenant isolation and permissions, swept over the server's own route table (app.routeTable), so a
 * new route is covered the day it is added: every route with an id, called by another carrier's
 * user, answers 404; every write, called by a user whose role is all-read or all-none, answers
 * 403. In both cases a fingerprint of every table is the same before and after. The routes that
 * a role does not gate are listed below with the reason, and the list is checked against the table.
 */
import type { RouteEntry } from '../src/app';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, createRole, createUser, PASSWORD } from './factories';
import { describeEachDatabase, type TestClient } from './helpers';
import {
  apiRoutes,
  bodyToSend,
  changedTables,
  createCarrierFixture,
  createPlatformFixture,
  fillPath,
  fingerprint,
  isWrite,
  multipartBody,
  routeName,
  SAME_ORIGIN,
  validInput,
  type CarrierFixture,
  type PlatformFixture,
} from './route-table';

/** Writes no area level gates, and why; each is covered elsewhere. */
const NOT_GATED_BY_ROLE: Record<string, string> = {
  'POST /fe/login': 'public: signing in',
  'POST /fe/registration': 'public: a company asks for an account',
  'POST /fe/verification': 'public: the mailed link is the proof (auth.test.ts)',
  'POST /fe/reset_password': 'public: the mailed link is the proof (auth.test.ts)',
  'POST /fe/forgot_password': 'public: answers the same for every address',
  'GET /fe/logout': 'anyone ends their own session (cross-site refused: session.test.ts)',
  'POST /fe/two_factor_login': "the second sign-in step of the caller's own session",
  'GET /fe/two_factor': "set-up of the caller's own second factor (session.test.ts)",
  'POST /fe/two_factor': "set-up of the caller's own second factor (auth.test.ts)",
  'PUT /fe/user': "the caller's own language, never another's (own-user.test.ts)",
  'POST /api/v1/service_price': 'partner API: a Bearer token, or the calculator flag rather than an area level (price.test.ts)',
  'POST /api/v1/bookings': 'partner API: a Bearer token, or the calculator flag rather than an area level (price.test.ts)',
  'POST /api/v1/mass_price': 'partner API: a Bearer token, or the calculator flag rather than an area level (bulk.test.ts)',
  'POST /api/v1/tender_price': 'partner API: a Bearer token, or the calculator flag rather than an area level (bulk.test.ts)',
  'POST /fe/portal/token': "the portal: a partner user's own partner, staff refused (partner-user-sweep.test.ts)",
  'DELETE /fe/sessions/:id': "anyone ends one of their own sessions; another's is 404 (security-events.test.ts)",
  'POST /fe/sessions/end_others': 'anyone ends their own other sessions (security-events.test.ts)',
};

/** POSTs declared at the read level: they find records and write nothing. */
const READ_ONLY_POSTS: Record<string, string> = {
  'POST /fe/zones/find_by_areas': 'finds the zones holding a set of areas (the import screen)',
  'POST /fe/areas/find_by_names': 'finds the areas a pasted list names (the zone form)',
  'POST /fe/pricelists/:id/backtest': 'prices past requests with a draft; writes nothing (pricelist-backtest.test.ts)',
};

function levelOf(route: RouteEntry): 'read' | 'write' | undefined {
  const access = route.config.access;
  return typeof access === 'object' ? access.level : undefined;
}

/** The route's URL with the fixture's ids and its valid query. */
function urlOf(route: RouteEntry, ids: CarrierFixture, platform: PlatformFixture, query?: Record<string, string>) {
  const path = fillPath(route.url, ids, platform);
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

describeEachDatabase('route sweep', (use) => {
  let mine: CarrierFixture;
  let other: CarrierFixture;
  let platform: PlatformFixture;
  let allRead: TestClient;
  let allNone: TestClient;

  beforeAll(async () => {
    mine = await createCarrierFixture(use());
    other = await createCarrierFixture(use());
    platform = await createPlatformFixture(use());
    const db = use().database.db;
    const signIn = async (level: 'read' | 'none') => {
      const roleId = await createRole(db, mine.carrierId, { level, calculator: level === 'read' });
      const user = await createUser(db, { carrierId: mine.carrierId, roleId });
      return use().client().login(user.email, PASSWORD);
    };
    allRead = await signIn('read');
    allNone = await signIn('none');
  });

  /** Calls `route` as `client` on `ids`' records with a body valid for `bodyFrom`'s carrier; the answer and the tables it changed. */
  async function call(client: TestClient, route: RouteEntry, ids: CarrierFixture, bodyFrom: CarrierFixture) {
    const input = validInput(route, bodyFrom);
    const { query, file } = input;
    const body = await bodyToSend(use(), input, ids);
    const before = await fingerprint(use());
    const upload = file && multipartBody(file);
    const response = await client.request({
      method: route.method as 'GET',
      url: urlOf(route, ids, platform, query),
      headers: upload ? { ...SAME_ORIGIN, 'content-type': upload.contentType } : SAME_ORIGIN,
      ...(upload ? { payload: upload.payload } : body === undefined ? {} : { payload: body as object }),
    });
    return { response, changed: changedTables(before, await fingerprint(use())) };
  }

  it('answers 404 to another carrier on every route with an id, and writes nothing (admin routes: 403)', async () => {
    const routes = apiRoutes(use()).filter((r) => r.url.includes('/:'));
    const failures: string[] = [];
    for (const route of routes) {
      // A platform admin sees every carrier by design; to a carrier's user these routes are 403, as
      // are the portal's (partner users only: their own partner's records, partner-user-sweep.test.ts).
      const expected = route.config.access === 'admin' || route.config.access === 'partner_user' ? 403 : 404;
      const { response, changed } = await call(other.client, route, mine, other);
      if (response.statusCode !== expected || changed.length) {
        failures.push(`${routeName(route)}: ${response.statusCode} ${response.body.slice(0, 160)} changed [${changed}]`);
      }
    }
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('refuses every write to all-read and all-none roles with 403 and writes nothing', async () => {
    const writes = apiRoutes(use()).filter(isWrite);
    const failures: string[] = [];
    for (const route of writes) {
      const name = routeName(route);
      if (NOT_GATED_BY_ROLE[name]) continue;
      for (const [label, client] of [
        ['all-read', allRead],
        ['all-none', allNone],
      ] as const) {
        const readOnly = levelOf(route) === 'read';
        const { response, changed } = await call(client, route, mine, mine);
        const status = response.statusCode;
        const isExpected = readOnly && label === 'all-read' ? status < 300 : status === 403;
        if (!isExpected || changed.length)
          failures.push(`${name} as ${label}: ${status} ${response.body.slice(0, 160)} changed [${changed}]`);
      }
    }
    expect(failures).toEqual([]);
    expect(writes.length).toBeGreaterThan(40);
  });

  it('lists exactly the writes no role gates and the POSTs that only read', () => {
    const writes = apiRoutes(use()).filter(isWrite);
    const ungated = writes.filter((r) => typeof r.config.access !== 'object' && r.config.access !== 'admin').map(routeName);
    expect(ungated.sort()).toEqual(Object.keys(NOT_GATED_BY_ROLE).sort());
    const readOnly = writes.filter((r) => levelOf(r) === 'read').map(routeName);
    expect(readOnly.sort()).toEqual(Object.keys(READ_ONLY_POSTS).sort());
  });

  it('takes every body and query it sends: a caller who may make the call gets 2xx', async () => {
    // The sweep's 403 and 404 would prove little if its bodies were refused for being bad: each
    // valid input must pass for the carrier's owner (for admin routes, a platform admin).
    const fresh = await createCarrierFixture(use());
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    const failures: string[] = [];
    for (const route of apiRoutes(use())) {
      const input = validInput(route, fresh);
      const isGated = typeof route.config.access === 'object' || route.config.access === 'admin';
      if (!isGated || (input.body === undefined && input.query === undefined)) continue;
      const { response } = await call(route.config.access === 'admin' ? admin : fresh.client, route, fresh, fresh);
      if (response.statusCode >= 300) failures.push(`${routeName(route)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
