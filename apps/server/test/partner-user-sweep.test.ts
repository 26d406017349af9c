/**
 * The partner portal's isolation, swept over the server's own route table: a partner
 * user of partner A reaches nothing but their own account, the portal and the partner API.
 * - every route that is not public, account, pending, partner_user or partner answers 403 (or 404)
 *   and writes nothing;
 * - every portal and partner-API route with an id, given a record of partner B of the same carrier
 *   (a pricelist made for B, B's quote, B's job), answers 404 and writes nothing;
 * - the portal's lists answer A's records and none of B's.
 */
import { randomUUID } from 'node:crypto';
import {
  BULK_ROUTES,
  PARTNER_ROUTES,
  PORTAL_ROUTES,
  PRICE_ROUTES,
  pathOf,
  PRICELIST_ROUTES,
  QUOTE_ROUTES,
  type RouteDescriptor,
} from '@freight/domain';
import type { RouteEntry } from '../src/app';
import { beforeAll, expect, it } from 'vitest';
import { Called, createdId, describeEachDatabase } from './helpers';
import {
  apiRoutes,
  bodyToSend,
  changedTables,
  createCarrierFixture,
  createPlatformFixture,
  fillPath,
  fingerprint,
  multipartBody,
  routeName,
  SAME_ORIGIN,
  unique,
  validInput,
  type CarrierFixture,
  type PlatformFixture,
} from './route-table';

/** The levels a partner user may reach. */
const THEIRS = new Set(['public', 'pending', 'account', 'partner_user', 'partner']);
const accessOf = (route: RouteEntry) => (typeof route.config.access === 'object' ? 'area' : (route.config.access ?? 'session'));

const PRICE_REQUEST = {
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 1, type: 'colli' as const, weight: 50 }],
  date: '2026-12-01',
};

describeEachDatabase('partner user sweep', (use) => {
  let mine: CarrierFixture;
  let platform: PlatformFixture;
  /** Partner B of the same carrier and its records. */
  const b = { id: 0, name: '', pricelistId: 0, pricelistName: '', quoteId: '', jobId: '' };
  /** Partner A's own records besides the fixture's. */
  const a = { pricelistId: 0, pricelistName: '', quoteId: '', quoteIds: [] as string[], jobId: '' };

  beforeAll(async () => {
    mine = await createCarrierFixture(use());
    platform = await createPlatformFixture(use());
    const owner = mine.client;
    const ok = async <R extends RouteDescriptor>(what: string, response: Promise<Called<R>>) => {
      const called = await response;
      if (called.status >= 300) throw new Error(`${what}: ${called.status} ${called.response.body}`);
      return called.answer;
    };
    b.name = unique('Partner B ');
    b.id = (await ok('partner B', owner.call(PARTNER_ROUTES.create, { body: { name: b.name, country: 'EE', general_hidden: false } }))).id;
    const bToken = (await ok('B token', owner.call(PARTNER_ROUTES.resetToken, { params: { id: b.id } }))).token;
    const pricelistFor = async (partnerId: number, name: string) =>
      createdId(
        await ok(
          `pricelist ${name}`,
          owner.call(PRICELIST_ROUTES.create, {
            body: {
              name,
              service_id: mine.serviceId,
              customer_id: partnerId,
              valid_from: '2026-01-01',
              valid_to: '2099-12-31',
              fare_groups: [
                {
                  quantities: [{ quantity: 100 }],
                  zones: [{ zone_from: mine.zoneIds[0]!, zone_to: mine.zoneIds[1]!, transit: mine.transitId, prices: [33] }],
                },
              ],
            },
          }),
        ),
      );
    b.pricelistName = unique('Only B ');
    b.pricelistId = await pricelistFor(b.id, b.pricelistName);
    a.pricelistName = unique('Only A ');
    a.pricelistId = await pricelistFor(mine.partnerId, a.pricelistName);
    const priceAs = async (headers: Record<string, string>, client = use().client()) => {
      // The partner API's own header: a Bearer token, or our Origin for the portal's session.
      const results = await ok(
        'quote',
        client
          .request({ method: 'POST', url: pathOf(PRICE_ROUTES.servicePrice), payload: PRICE_REQUEST, headers })
          .then((response) => new Called(PRICE_ROUTES.servicePrice, response)),
      );
      // One quote per service priced.
      const ids = results.flatMap((r) => (r.quote_id ? [r.quote_id] : []));
      if (!ids.length) throw new Error(`nothing priced: ${JSON.stringify(results)}`);
      return ids;
    };
    b.quoteId = (await priceAs({ authorization: `Bearer ${bToken}` }))[0]!;
    // A's quotes, priced in the portal (the partner user's session acts as A's token).
    a.quoteIds = await priceAs(SAME_ORIGIN, mine.partnerUser.client);
    a.quoteId = a.quoteIds[0]!;
    const db = use().database.db;
    const job = async (partnerId: number) => {
      const id = randomUUID();
      await db
        .insertInto('calc_jobs')
        .values({
          id,
          carrier_id: mine.carrierId,
          user_id: null,
          api_partner_id: partnerId,
          kind: 'mass',
          rows: 1,
          email: '',
          request: Buffer.from('{}'),
          status: 'failed',
          error: 'a record of the sweep',
          finished_at: new Date(),
        })
        .execute();
      return id;
    };
    b.jobId = await job(b.id);
    a.jobId = await job(mine.partnerId);
  });

  /** Calls `route` as the partner user with the valid input of `mine`'s carrier and `path`; the answer and the tables it changed. */
  async function call(route: RouteEntry, path: string) {
    const input = validInput(route, mine);
    const body = await bodyToSend(use(), input, mine);
    const url = input.query ? `${path}?${new URLSearchParams(input.query)}` : path;
    const upload = input.file && multipartBody(input.file);
    const before = await fingerprint(use());
    const response = await mine.partnerUser.client.request({
      method: route.method as 'GET',
      url,
      headers: upload ? { ...SAME_ORIGIN, 'content-type': upload.contentType } : SAME_ORIGIN,
      ...(upload ? { payload: upload.payload } : body === undefined ? {} : { payload: body as object }),
    });
    return { response, changed: changedTables(before, await fingerprint(use())) };
  }

  it('refuses a partner user every staff, admin and area route with 403 (or 404), and writes nothing', async () => {
    const routes = apiRoutes(use()).filter((r) => !THEIRS.has(accessOf(r)));
    const failures: string[] = [];
    for (const route of routes) {
      const { response, changed } = await call(route, fillPath(route.url, mine, platform));
      if (![403, 404].includes(response.statusCode) || changed.length) {
        failures.push(`${routeName(route)}: ${response.statusCode} ${response.body.slice(0, 160)} changed [${changed}]`);
      }
    }
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
    // Still signed in: none of it ended their session.
    expect((await mine.partnerUser.client.call(PORTAL_ROUTES.home)).status).toBe(200);
  });

  it("answers 404 on every portal and partner-API route with an id of partner B's record, and writes nothing", async () => {
    const ofB: Record<string, string> = { pricelists: String(b.pricelistId), quotes: b.quoteId, jobs: b.jobId };
    const routes = apiRoutes(use()).filter((r) => ['partner_user', 'partner'].includes(accessOf(r)) && r.url.includes('/:'));
    const failures: string[] = [];
    for (const route of routes) {
      const segments = route.url.split('/');
      const path = fillPath(route.url, mine, platform, (param) => {
        const resource = segments[segments.indexOf(`:${param}`) - 1]!;
        if (!ofB[resource])
          throw new Error(`${routeName(route)}: no record of partner B for :${param} after ${resource}; add one to this test`);
        return ofB[resource];
      });
      const { response, changed } = await call(route, path);
      if (response.statusCode !== 404 || changed.length) {
        failures.push(`${routeName(route)}: ${response.statusCode} ${response.body.slice(0, 160)} changed [${changed}]`);
      }
    }
    // The partner API's one id in a body: booking partner B's quote is 404 too, and books nothing.
    const before = await fingerprint(use());
    const booked = await mine.partnerUser.client.request({
      method: 'POST',
      url: pathOf(PRICE_ROUTES.book),
      payload: { quote_id: b.quoteId },
      headers: SAME_ORIGIN,
    });
    if (booked.statusCode !== 404) failures.push(`POST /api/v1/bookings of B's quote: ${booked.statusCode} ${booked.body.slice(0, 160)}`);
    const bookedChanged = changedTables(before, await fingerprint(use()));
    if (bookedChanged.length) failures.push(`POST /api/v1/bookings of B's quote changed [${bookedChanged}]`);
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(5);
    // The same routes with A's own records answer (the 404s above are B's, not the routes').
    const client = mine.partnerUser.client;
    expect((await client.call(PORTAL_ROUTES.quote, { params: { id: a.quoteId } })).status).toBe(200);
    expect((await client.call(QUOTE_ROUTES.partnerQuote, { params: { id: a.quoteId } })).status).toBe(200);
    expect((await client.call(BULK_ROUTES.partnerJob, { params: { id: a.jobId } })).status).toBe(200);
    expect((await client.call(PORTAL_ROUTES.workbook, { params: { id: a.pricelistId }, query: { unit: 'as_is' } })).status).toBe(200);
  });

  it("answers the portal's reads with partner A's records only", async () => {
    const client = mine.partnerUser.client;
    const reads = apiRoutes(use()).filter((r) => accessOf(r) === 'partner_user' && r.method === 'GET' && !r.url.includes('/:'));
    expect(reads.length).toBeGreaterThanOrEqual(7);
    const failures: string[] = [];
    for (const route of reads) {
      const { response } = await call(route, route.url);
      // The logo is 404 for a carrier without one.
      if (response.statusCode >= 300 && !(route.url === '/fe/portal/logo' && response.statusCode === 404)) {
        failures.push(`${routeName(route)}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
      for (const marker of [b.name, b.pricelistName, b.quoteId, b.jobId]) {
        if (response.body.includes(marker)) failures.push(`${routeName(route)} shows partner B's ${marker}`);
      }
    }
    expect(failures).toEqual([]);
    const home = (await client.call(PORTAL_ROUTES.home)).answer;
    expect(home.partner.id).toBe(mine.partnerId);
    const pricelists = (await client.call(PORTAL_ROUTES.pricelists)).answer as { id: number; general: boolean }[];
    expect(pricelists.map((p) => p.id)).toEqual(expect.arrayContaining([a.pricelistId, mine.pricelistId]));
    expect(pricelists.find((p) => p.id === a.pricelistId)?.general).toBe(false);
    const quotes = (await client.call(PORTAL_ROUTES.quotes)).answer;
    expect(quotes.items.map((q: { quote_id: string }) => q.quote_id).sort()).toEqual([...a.quoteIds].sort());
    const jobs = (await client.call(PORTAL_ROUTES.jobs)).answer;
    expect(jobs.items.map((j: { id: string }) => j.id)).toEqual([a.jobId]);
    // The staff's calculator quote of the fixture (no partner) is not theirs either.
    expect((await client.call(PORTAL_ROUTES.quote, { params: { id: mine.quoteId } })).status).toBe(404);
  });
});
