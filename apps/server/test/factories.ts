import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { uniformPermissions, type PermissionArea, type PermissionLevel } from '@freight/domain';
import { expect } from 'vitest';
import type { DB } from '../src/db/schema';
import { insertCarrier } from '../src/modules/carriers/carriers.repository';
import { hashPassword } from '../src/modules/auth/secrets';
import { tokenFromMail, type TestApp, type TestClient } from './helpers';

export const PASSWORD = 'secret-password-1';
// Hashing is deliberately slow; factories share one hash of the common test password.
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString('hex');

/** A carrier with its Owner role and one signed-up owner user (password PASSWORD). */
export async function createCarrier(db: Kysely<DB>, overrides: { name?: string } = {}) {
  const { carrierId, ownerRoleId } = await insertCarrier(db, {
    name: overrides.name ?? `Carrier ${unique()}`,
    country: 'EE',
    email: '',
    phone: '',
    timezone: 'Europe/Tallinn',
  });
  const owner = await createUser(db, { carrierId, roleId: ownerRoleId });
  return { carrierId, ownerRoleId, owner };
}

/** A role of the carrier: every area at `level` unless named in `levels`. */
export async function createRole(
  db: Kysely<DB>,
  carrierId: number,
  options: { level?: PermissionLevel; levels?: Partial<Record<PermissionArea, PermissionLevel>>; calculator?: boolean } = {},
) {
  const { calculator, ...levels } = uniformPermissions(options.level ?? 'read', options.calculator ?? true);
  const row = await db
    .insertInto('roles')
    .values({ carrier_id: carrierId, name: `Role ${unique()}`, calculator, permissions: JSON.stringify({ ...levels, ...options.levels }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A confirmed user who can sign in with PASSWORD. */
export async function createUser(db: Kysely<DB>, options: { carrierId: number; roleId: number; email?: string; name?: string }) {
  passwordHash ??= hashPassword(PASSWORD);
  const email = options.email ?? `user-${unique()}@example.com`;
  const name = options.name ?? `User ${unique()}`;
  const row = await db
    .insertInto('users')
    .values({
      carrier_id: options.carrierId,
      role_id: options.roleId,
      name,
      email,
      password_hash: await passwordHash,
      verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, name };
}

/** A platform administrator. */
export async function createAdmin(db: Kysely<DB>) {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `admin-${unique()}@example.com`;
  const row = await db
    .insertInto('users')
    .values({ is_admin: true, name: 'Admin', email, password_hash: await passwordHash, verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/** Zones (each of one area), transits, a service and a partner: what a pricelist refers to. */
export async function createPricingSetup(db: Kysely<DB>, carrierId: number, options: { zones?: number } = {}) {
  const zoneCount = options.zones ?? 3;
  const zones: number[] = [];
  for (let i = 0; i < zoneCount; i++) {
    const area = await db
      .insertInto('areas')
      .values({ carrier_id: carrierId, name: `Area ${i}`, country: 'EE', postcode_from: String(10 + i), postcode_to: String(10 + i) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const zone = await db
      .insertInto('zones')
      .values({ carrier_id: carrierId, name: `Zone ${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('zone_areas').values({ zone_id: zone.id, area_id: area.id, position: 0 }).execute();
    zones.push(zone.id);
  }
  const transit = await db
    .insertInto('transits')
    .values({ carrier_id: carrierId, name: '2 days', transit_time: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await db
    .insertInto('services')
    .values({ carrier_id: carrierId, name: 'Groupage', code: `GRP${unique()}`, cargoson_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const partner = await db
    .insertInto('partners')
    .values({ carrier_id: carrierId, name: `Partner ${unique()}`, token_nonce: unique(), token_hash: unique() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const condition = await db
    .insertInto('conditions')
    .values({ carrier_id: carrierId, type: 'adr', presence: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { zones, transitId: transit.id, serviceId: service.id, partnerId: partner.id, conditionId: condition.id };
}

/** A carrier with a pricing setup (`createPricingSetup`), its owner signed in on `app`. */
export async function signedInCarrier(app: TestApp, options: { zones?: number } = {}) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, options);
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  return { carrier, setup, client };
}

/**
 * The body of a general pricelist (no customer) named 'General', valid 2020-01-01 to 2099-12-31:
 * `fields` give the rest (fare_groups, surcharges...) and may override any of these.
 */
export function generalPricelist<F extends Record<string, unknown>>(serviceId: number, fields: F) {
  return { name: 'General', service_id: serviceId, customer_id: null, valid_from: '2020-01-01', valid_to: '2099-12-31', ...fields };
}

/**
 * POSTs, as `client`, a general pricelist of one cell: the setup's first zone to its second,
 * `price` per `unit` (default 20 per 100 kg); 201 is expected. Answers the new pricelist's id.
 */
export async function postOneCellPricelist(
  client: TestClient,
  setup: Awaited<ReturnType<typeof createPricingSetup>>,
  { name = 'General', unit = 'per_100kg', price = 20 }: { name?: string; unit?: string; price?: number } = {},
): Promise<number> {
  const saved = await client.post(
    '/fe/pricelists',
    generalPricelist(setup.serviceId, {
      name,
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit }],
          zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], transit: setup.transitId, prices: [price] }],
        },
      ],
    }),
  );
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json().id as number;
}

/**
 * A carrier's maker and checker (docs/api.md "Changes a second person approves"): a clerk (write on
 * everything, approvals none) and an approver (read on everything, approvals write), both signed in.
 */
export async function approvalTeam(app: TestApp, carrierId: number) {
  const { db } = app.database;
  const clerkRole = await createRole(db, carrierId, { level: 'write', levels: { approvals: 'none' } });
  const approverRole = await createRole(db, carrierId, { level: 'read', levels: { approvals: 'write' } });
  const clerkUser = await createUser(db, { carrierId, roleId: clerkRole, name: 'Clara Clerk' });
  const approverUser = await createUser(db, { carrierId, roleId: approverRole, name: 'Arvo Approver' });
  const clerk = await app.client().login(clerkUser.email, PASSWORD);
  const approver = await app.client().login(approverUser.email, PASSWORD);
  return { clerkUser, approverUser, clerk, approver };
}

/**
 * A pricelist body of routes 0 -> 1, 1 -> 2 and 2 -> 0 of a three-zone setup, two quantity columns
 * (in an exported as_is sheet, F13 is 1 -> 2's first price).
 */
export function threeRoutePricelist(setup: Awaited<ReturnType<typeof createPricingSetup>>) {
  const [z0, z1, z2] = setup.zones as [number, number, number];
  return {
    name: 'Baltic 2027',
    service_id: setup.serviceId,
    customer_id: null,
    currency: 'EUR' as const,
    unit: 'payable_weight' as const,
    ldm_multiplier: 1850,
    cbm_multiplier: 333,
    status: 'proposed' as const,
    valid_from: '2026-01-01',
    valid_to: '2030-12-31',
    active: true,
    comment: '',
    payweight_rounding: 'tens' as const,
    ldm_rounding: 'tenths' as const,
    min_max_rule: 'min' as const,
    surcharges: [],
    blocks: [],
    ldm_blocks: [],
    fare_groups: [
      {
        quantities: [
          { quantity: 1000, unit: 'per_shipment' as const },
          { quantity: 6000, unit: 'per_100kg' as const },
        ],
        zones: [
          { zone_from: z0, zone_to: z1, transit: null, minimum_amount: 55, maximum_amount: null, prices: [80, 7.35] },
          { zone_from: z1, zone_to: z2, transit: null, minimum_amount: null, maximum_amount: 700, prices: [95.5, 8.2] },
          { zone_from: z2, zone_to: z0, transit: null, minimum_amount: null, maximum_amount: null, prices: [null, 9] },
        ],
      },
    ],
  };
}

/** Invites `email` to the partner as `client` (partners write), follows the mailed link with PASSWORD: the partner user's id and client, signed in. */
export async function acceptedPartnerUser(app: TestApp, client: TestClient, partnerId: number, email: string, name = 'Pat Partner') {
  const invited = await client.post(`/fe/customers/${partnerId}/invitations`, { email, name });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = tokenFromMail(app.mails, email);
  const person = app.client();
  const verified = await person.post(`/fe/verification?confirmation_token=${token}`, {
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { id: invited.json().id as number, person };
}
