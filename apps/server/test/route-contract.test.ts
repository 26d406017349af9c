/**
 * The route table equals the descriptors (packages/domain/src/contract): every /fe and /api route
 * the server registers carries the descriptor it was registered from (`config.route`, set by
 * http/serve.ts), with the same method and path, and every descriptor of ALL_ROUTES is registered.
 * A route registered by hand, or a descriptor no module serves, fails here with its name.
 */
import { ALL_ROUTES, type RouteDescriptor } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app';
import { createTestApp, type TestApp } from './helpers';

const name = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** The /fe and /api routes of the table, less the HEAD twins Fastify adds to every GET. */
const contracted = (table: readonly RouteEntry[]) =>
  table.filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/fe/') || r.url === '/fe' || r.url.startsWith('/api/')));

describe('the route table', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers every /fe and /api route from its descriptor, with its method and path', () => {
    const routes = contracted(app.app.routeTable);
    expect(routes.length).toBeGreaterThan(0);
    const byHand = routes.filter((r) => r.config.route === undefined).map((r) => `${r.method} ${r.url}`);
    expect(byHand, 'registered without a descriptor (use serve() with one of packages/domain/src/contract)').toEqual([]);
    const moved = routes
      .filter((r) => r.config.route && (r.config.route.method !== r.method || r.config.route.path !== r.url))
      .map((r) => `${r.method} ${r.url} registered from ${name(r.config.route!)}`);
    expect(moved).toEqual([]);
  });

  it('registers every descriptor of ALL_ROUTES once, and ALL_ROUTES names each route once', () => {
    const served = new Map<RouteDescriptor, number>();
    for (const r of contracted(app.app.routeTable)) if (r.config.route) served.set(r.config.route, (served.get(r.config.route) ?? 0) + 1);
    const missing = ALL_ROUTES.filter((route) => !served.has(route)).map(name);
    expect(missing, 'in ALL_ROUTES but not registered').toEqual([]);
    const twice = [...served].filter(([, count]) => count > 1).map(([route]) => name(route));
    expect(twice, 'registered more than once').toEqual([]);
    const unlisted = [...served.keys()].filter((route) => !ALL_ROUTES.includes(route)).map(name);
    expect(unlisted, 'registered from a descriptor missing in ALL_ROUTES').toEqual([]);
    const names = ALL_ROUTES.map(name);
    expect(
      names.filter((n, i) => names.indexOf(n) !== i),
      'listed twice in ALL_ROUTES',
    ).toEqual([]);
  });

  it('names a success status only where it is not 200, and no body on a GET or DELETE', () => {
    for (const route of ALL_ROUTES) {
      expect(route.status, name(route)).not.toBe(200);
      if (route.method === 'GET' || route.method === 'DELETE') expect(route.body, name(route)).toBeUndefined();
    }
  });
});
