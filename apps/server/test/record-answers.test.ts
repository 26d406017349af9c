/**
 * The answers of the set-up, user, role, admin and sign-in routes, parsed with their descriptors'
 * answer schemas (strict objects): a field the server adds, drops or retypes fails here.
 */
import {
  ADMIN_ROUTES,
  AREA_ROUTES,
  AUTH_ROUTES,
  CONDITION_ROUTES,
  EXCHANGE_RATE_ROUTES,
  HEALTH_ROUTES,
  PARTNER_ROUTES,
  pathOf,
  ROLE_ROUTES,
  SERVICE_ROUTES,
  TRANSIT_ROUTES,
  USER_ROUTES,
  ZONE_ROUTES,
  type RouteDescriptor,
} from '@freight/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { createAdmin, createCarrier, createPricingSetup, createRole, PASSWORD } from './factories';
import { describeEachDatabase, type TestClient } from './helpers';

/** Calls `route` and parses its 2xx answer with the route's answer schema; a mismatch names every issue. */
async function answerOf<S extends z.ZodType>(
  client: TestClient,
  route: RouteDescriptor & { answer: S },
  options: { params?: Record<string, number>; query?: string; body?: unknown } = {},
): Promise<z.output<S>> {
  const url = pathOf(route, options.params) + (options.query ? `?${options.query}` : '');
  const response: LightMyRequestResponse = await client.request({
    method: route.method,
    url,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBe(route.status ?? 200);
  const result = route.answer.safeParse(response.json());
  if (!result.success) throw new Error(`${route.method} ${url}: ${z.prettifyError(result.error)}`);
  return result.data;
}

describeEachDatabase('answers of the record routes', (use) => {
  it('parse the set-up records: areas, zones, transits, conditions, services, partners', async () => {
    const { carrierId, owner } = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrierId, { zones: 2 });
    const client = await use().client().login(owner.email, PASSWORD);
    const zone = { params: { id: setup.zones[0]! } };

    const area = await answerOf(client, AREA_ROUTES.create, { body: { country: 'EE', postcode_from: '20000', postcode_to: '20999' } });
    await answerOf(client, AREA_ROUTES.list, { query: 'sort_by=postcode' });
    await answerOf(client, AREA_ROUTES.options);
    await answerOf(client, AREA_ROUTES.options, { query: 'q=EE%2020&limit=5' });
    await answerOf(client, AREA_ROUTES.findByNames, { body: { names: ['EE20000-20999'] } });
    expect(await answerOf(client, AREA_ROUTES.countries)).toContainEqual({ code: 'EE', name: expect.any(String) });
    const saved = await answerOf(client, AREA_ROUTES.update, {
      params: area,
      body: { country: 'EE', postcode_from: '20000', postcode_to: '20500' },
    });
    expect(saved).toMatchObject({ zone_count: 0, deletable: true });
    await answerOf(client, AREA_ROUTES.get, { params: area });
    await answerOf(client, AREA_ROUTES.mass, { body: { areas: [{ country: 'LV', postcode_from: '1000', postcode_to: '1999' }] } });
    await answerOf(client, AREA_ROUTES.massZone, {
      body: { areas: [{ country: 'LT', postcode_from: '1000', postcode_to: '1999', zone_name: 'Vilnius' }] },
    });

    await answerOf(client, ZONE_ROUTES.list);
    await answerOf(client, ZONE_ROUTES.options);
    const shown = await answerOf(client, ZONE_ROUTES.get, zone);
    await answerOf(client, ZONE_ROUTES.areas, zone);
    await answerOf(client, ZONE_ROUTES.update, { ...zone, body: { name: 'Renamed', areas: shown.areas.map((a) => a.id) } });
    const [first] = shown.areas;
    await answerOf(client, ZONE_ROUTES.findByAreas, { body: { areas: [first] } });

    await answerOf(client, TRANSIT_ROUTES.list);
    await answerOf(client, TRANSIT_ROUTES.options);
    const transit = await answerOf(client, TRANSIT_ROUTES.get, { params: { id: setup.transitId } });
    const { id: _transitId, traffic_count: _traffic, ...transitBody } = transit;
    await answerOf(client, TRANSIT_ROUTES.update, { params: { id: setup.transitId }, body: transitBody });

    await answerOf(client, CONDITION_ROUTES.list);
    await answerOf(client, CONDITION_ROUTES.options);
    await answerOf(client, CONDITION_ROUTES.get, { params: { id: setup.conditionId } });
    await answerOf(client, CONDITION_ROUTES.update, { params: { id: setup.conditionId }, body: { type: 'adr', presence: false } });

    await answerOf(client, SERVICE_ROUTES.list);
    await answerOf(client, SERVICE_ROUTES.options);
    const service = { params: { id: setup.serviceId } };
    expect(
      (await answerOf(client, SERVICE_ROUTES.update, { ...service, body: { name: 'Groupage', code: 'GRP', blocks: [setup.conditionId] } }))
        .blocks,
    ).toHaveLength(1);
    await answerOf(client, SERVICE_ROUTES.get, service);

    const partner = { params: { id: setup.partnerId } };
    expect((await answerOf(client, PARTNER_ROUTES.list)).items[0]).not.toHaveProperty('token');
    await answerOf(client, PARTNER_ROUTES.options);
    await answerOf(client, PARTNER_ROUTES.defaults);
    await answerOf(client, PARTNER_ROUTES.get, partner);
    await answerOf(client, PARTNER_ROUTES.update, { ...partner, body: { name: 'Partner', country: 'EE' } });
    await answerOf(client, PARTNER_ROUTES.resetToken, partner);
  });

  it('parse the users, roles, sign-in and two-factor answers', async () => {
    const { carrierId, owner } = await createCarrier(use().database.db);
    const anonymous = use().client();
    expect(await answerOf(anonymous, HEALTH_ROUTES.health)).toEqual({ ok: true });
    await answerOf(anonymous, HEALTH_ROUTES.live);
    expect(await answerOf(anonymous, AUTH_ROUTES.session)).toEqual({ user: null });
    const client = use().client();
    await answerOf(client, AUTH_ROUTES.login, { body: { email: owner.email, password: PASSWORD } });
    await answerOf(client, AUTH_ROUTES.user);
    expect((await answerOf(client, AUTH_ROUTES.session)).user?.carrier_id).toBe(carrierId);
    await answerOf(client, AUTH_ROUTES.startTwoFactor);

    const roleId = await createRole(use().database.db, carrierId);
    await answerOf(client, ROLE_ROUTES.options);
    await answerOf(client, ROLE_ROUTES.list);
    const role = await answerOf(client, ROLE_ROUTES.get, { params: { id: roleId } });
    const { id: _roleId, owner: _owner, user_count: _count, ...roleBody } = role;
    await answerOf(client, ROLE_ROUTES.update, { params: { id: roleId }, body: roleBody });

    const user = await answerOf(client, USER_ROUTES.create, { body: { name: 'Mari', email: 'mari@example.com', role_id: roleId } });
    await answerOf(client, USER_ROUTES.list, { query: 'name=mari' });
    await answerOf(client, USER_ROUTES.get, { params: user });
    await answerOf(client, USER_ROUTES.update, { params: user, body: { name: 'Mari Mets', role_id: roleId } });
    await answerOf(client, AUTH_ROUTES.logout);
  });

  it('parse the admin answers: carriers, their options, registrations, quick search, exchange rates, pretending', async () => {
    const { carrierId } = await createCarrier(use().database.db);
    await createPricingSetup(use().database.db, carrierId, { zones: 1 });
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    const carrier = { params: { id: carrierId } };
    await answerOf(admin, ADMIN_ROUTES.carriers);
    const shown = await answerOf(admin, ADMIN_ROUTES.carrier, carrier);
    expect(shown.users).toHaveLength(1);
    const { id: _id, created_at: _created, users: _users, ...carrierBody } = shown;
    await answerOf(admin, ADMIN_ROUTES.updateCarrier, { ...carrier, body: carrierBody });
    expect(await answerOf(admin, ADMIN_ROUTES.carrierRoles, carrier)).not.toHaveLength(0);
    expect(await answerOf(admin, ADMIN_ROUTES.carrierConditions, carrier)).not.toHaveLength(0);
    expect(await answerOf(admin, ADMIN_ROUTES.carrierZones, carrier)).not.toHaveLength(0);
    expect(await answerOf(admin, ADMIN_ROUTES.carrierTransits, carrier)).not.toHaveLength(0);

    const sent = await answerOf(use().client(), AUTH_ROUTES.register, {
      body: { company: 'Haulers', name: 'Jaan', email: 'jaan@example.com', phone: '+372 5123 4567', country: 'EE' },
    });
    await answerOf(admin, ADMIN_ROUTES.registrations);
    await answerOf(admin, ADMIN_ROUTES.registration, { params: sent });
    await answerOf(admin, ADMIN_ROUTES.acceptRegistration, { params: sent });

    expect((await answerOf(admin, ADMIN_ROUTES.quickSearch, { query: 'q=jaan' })).users).toHaveLength(1);
    await answerOf(admin, ADMIN_ROUTES.quickSearchPricelists, { query: 'q=General' });

    await answerOf(admin, EXCHANGE_RATE_ROUTES.set, { body: { rates: { USD: 1.1 } } });
    expect((await answerOf(admin, EXCHANGE_RATE_ROUTES.get)).rates).toEqual({ USD: 1.1 });

    await answerOf(admin, AUTH_ROUTES.pretend, carrier);
    await answerOf(admin, AUTH_ROUTES.endPretend);
  });
});
