/**
 * What the route sweep and the fuzz share: the app's own route table, a fingerprint of every
 * table's content, a carrier with one record of each kind, and a valid request for every route.
 * A route this file does not know (a new resource, a new write) fails the tests that use it,
 * naming what to add here: nothing is skipped silently.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { PERMISSION_AREAS } from '@freight/domain';
import type { RouteEntry } from '../src/app';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from './factories';
import { ORIGIN, tokenFromMail, type TestApp, type TestClient } from './helpers';

/** Tables whose rows change on every request or sign-in by design (sessions seen, throttle attempts), not by what a route does. */
// A partner's deliveries are tried in the background (their attempts logged whenever they come).
// A failed sign-in is recorded in the security trail on purpose (its own test: security-events.test.ts).
const VOLATILE_TABLES = /^(sessions|auth_attempts|partner_deliveries|security_events)$/;

/** The API routes of the app (/fe, /api), without the HEAD twins of the GETs. */
export function apiRoutes(testApp: TestApp): RouteEntry[] {
  return testApp.app.routeTable.filter((r) => r.method !== 'HEAD' && /^\/(fe|api)(\/|$)/.test(r.url));
}

/** A route that changes state: every method but GET, and the GETs that declare `stateChanging`. */
export function isWrite(route: RouteEntry): boolean {
  return route.method !== 'GET' || route.config.stateChanging === true;
}

export const routeName = (route: RouteEntry) => `${route.method} ${route.url}`;

/**
 * An md5 of each table's rows (ordered), volatile tables left out: equal fingerprints, nothing
 * written. Buffered quotes are flushed first, so a quote written late is not blamed on a later call.
 */
export async function fingerprint(testApp: TestApp): Promise<Record<string, string>> {
  await testApp.app.quotes.flush();
  const db = testApp.database.db;
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const parts = tables.rows
    .map((t) => t.name)
    .filter((name) => !VOLATILE_TABLES.test(name))
    .map((name) => `select '${name}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from "${name}" r`);
  const rows = await sql<{ name: string; hash: string }>`${sql.raw(parts.join(' union all '))}`.execute(db);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.hash]));
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** A carrier with one record of each kind, its owner signed in, and a partner token. */
export interface CarrierFixture {
  carrierId: number;
  ownerRoleId: number;
  owner: { id: number; email: string };
  /** Signed in as the owner (every permission). */
  client: TestClient;
  /** A role and a user besides the owner's, so calls on them leave the owner's access alone. */
  roleId: number;
  userId: number;
  areaId: number;
  zoneIds: number[];
  transitId: number;
  conditionId: number;
  serviceId: number;
  partnerId: number;
  partnerToken: string;
  pricelistId: number;
  surchargeId: number;
  /** The pricelist's JSON export (a file POST /fe/pricelists/import takes back). */
  pricelistFile: Record<string, unknown>;
  /** The pricelist's as_is workbook (POST /fe/pricelists/:id/xlsx takes it back). */
  pricelistWorkbook: Buffer;
  /** A mailed mass calculation of the carrier (GET /fe/jobs/:id/file). */
  jobId: string;
  /** A quote of the carrier, priced by the calculator (GET /api/v1/quotes/:id). */
  quoteId: string;
  /** A second session of the owner, not the client's (DELETE /fe/sessions/:id ends it). */
  sessionId: string;
  /** A scheduled rate increase of a pricelist of its own (DELETE /fe/rate_increases/:id cancels it). */
  rateIncreaseId: number;
  /** Two changes waiting for approval, proposed by a clerk of the carrier (the owner may approve them). */
  changeIds: [number, number];
  /** A partner user of the partner who has signed up, and their signed-in client (the portal's 'partner_user' routes). */
  partnerUser: { id: number; email: string; client: TestClient };
  /** A partner user of the partner invited but not signed up: the `:userId` of /fe/customers/:id/users/:userId (revoke). */
  invitedUserId: number;
  /** A webhook of the partner (to a name that does not resolve: saved, never reached) and a delivery to it (the pricelist's event). */
  webhookId: number;
  deliveryId: number;
  /** A zone of its own in the carrier's distance table (version 1), which no other sweep call edits or deletes. */
  distanceZone: { id: number; name: string };
}

let serial = 0;
/** Waits until a job is done or failed and, when done, its mail sent (or given up: an error). */
async function waitForJob(testApp: TestApp, id: string): Promise<void> {
  for (let waited = 0; waited < 240_000; waited += 100) {
    const row = await testApp.database.db
      .selectFrom('calc_jobs')
      .select(['status', 'mail_status', 'error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.status === 'failed' || (row.status === 'done' && (row.mail_status === 'sent' || row.error !== null))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fixture job ${id}: not finished after 240 s`);
}

/** A text unique in this process (e-mails, service codes). */
export const unique = (prefix: string) => `${prefix}${process.pid}x${++serial}`;

/** Creates a carrier with every kind of record, through the factories and the owner's own calls. */
export async function createCarrierFixture(testApp: TestApp): Promise<CarrierFixture> {
  const db = testApp.database.db;
  const { carrierId, ownerRoleId, owner } = await createCarrier(db);
  const setup = await createPricingSetup(db, carrierId, { zones: 2 });
  const roleId = await createRole(db, carrierId, { level: 'read' });
  const user = await createUser(db, { carrierId, roleId });
  const client = await testApp.client().login(owner.email, PASSWORD);
  const expectOk = async (what: string, response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const answer = await response;
    if (answer.statusCode >= 300) throw new Error(`fixture ${what}: ${answer.statusCode} ${answer.body}`);
    return answer.json() as Record<string, unknown>;
  };
  const area = await expectOk('area', client.post('/fe/areas', { country: 'EE', postcode_from: '50', postcode_to: '59' }));
  const fx = { serviceId: setup.serviceId, zoneIds: setup.zones, transitId: setup.transitId };
  // Before the pricelist, whose save tells the partner (a general pricelist prices for it).
  const webhook = await expectOk(
    'webhook',
    client.post(`/fe/customers/${setup.partnerId}/webhooks`, { url: 'http://receiver.invalid:9/sweep', events: ['pricelist.changed'] }),
  );
  const pricelist = await expectOk('pricelist', client.post('/fe/pricelists', pricelistBody(fx)));
  const surcharge = await expectOk('surcharge', client.post('/fe/surcharges', { name: 'Fuel', type: 'percentage', amount: 5 }));
  const token = await expectOk('token', client.request({ method: 'PATCH', url: `/fe/customers/${setup.partnerId}/token` }));
  // The distance table's version 1, on a zone of its own (a zone in a lane cannot be deleted).
  const distanceZoneName = unique('Distance zone ');
  const distanceZone = await expectOk('distance zone', client.post('/fe/zones', { name: distanceZoneName, areas: [area.id] }));
  await expectOk(
    'distance table',
    client.put('/fe/distances', { version: 0, lanes: [{ zone_from: distanceZone.id, zone_to: distanceZone.id, km: 12.5 }] }),
  );
  // The import's file prices a service and zones no other sweep call edits (they rename the fixture's).
  const importService = await expectOk('import service', client.post('/fe/services', { name: 'Imports', code: unique('IMP') }));
  const importZones = await expectOk('import zone', client.post('/fe/zones', { name: unique('Import zone '), areas: [area.id] }));
  const imported = await expectOk(
    'import pricelist',
    client.post('/fe/pricelists', {
      ...pricelistBody({ ...fx, serviceId: importService.id as number, zoneIds: [importZones.id as number, importZones.id as number] }),
      fare_groups: [{ quantities: [{ quantity: 100 }], zones: [{ zone_from: importZones.id, zone_to: importZones.id, prices: [10] }] }],
    }),
  );
  const pricelistFile = await expectOk('json export', client.get(`/fe/pricelists/${imported.id}/json`));
  const workbook = await client.get(`/fe/pricelists/${pricelist.id}/xlsx?unit=as_is`);
  if (workbook.statusCode !== 200) throw new Error(`fixture workbook: ${workbook.statusCode}`);
  // Mailed to the owner: the calculator mails only to the carrier's own people.
  const job = await expectOk('job', client.post('/api/v1/mass_price', { ...massBody(), email: owner.email }));
  // The job runs and mails in the background: wait for the end of both, so no write of theirs
  // lands while a sweep or fuzz test checks that a refused call wrote nothing.
  await waitForJob(testApp, job.job_id as string);
  const priced = (await expectOk(
    'quote',
    client.post('/api/v1/service_price', {
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'EE', postcode: '11415' },
      shipments: [{ quantity: 1, type: 'colli', weight: 50 }],
      date: '2026-12-01',
    }),
  )) as unknown as { quote_id: string | null }[];
  const quoteId = priced.find((r) => r.quote_id)?.quote_id;
  if (!quoteId) throw new Error(`fixture quote: nothing priced ${JSON.stringify(priced)}`);
  // The increase ends a pricelist of a service of its own, so the other calls price as before.
  const increaseService = await expectOk('increase service', client.post('/fe/services', { name: 'Increases', code: unique('INC') }));
  const increased = await expectOk(
    'increase pricelist',
    client.post('/fe/pricelists', { ...pricelistBody({ ...fx, serviceId: increaseService.id as number }), valid_to: '2099-12-31' }),
  );
  const increase = await expectOk('rate increase', client.post('/fe/rate_increases', rateIncreaseBody([increased.id as number])));
  // A change waiting for approval, proposed by a clerk (the owner approves it): a new pricelist of
  // the increase's service (approved, it prices nothing the other calls use).
  await expectOk('approvals on', client.put('/fe/carrier_settings', { approvals: 'pricelists' }));
  const clerkRole = await createRole(db, carrierId, { level: 'write', levels: { approvals: 'none' } });
  const clerk = await testApp.client().login((await createUser(db, { carrierId, roleId: clerkRole })).email, PASSWORD);
  const propose = (name: string) =>
    expectOk('change', clerk.post('/fe/pricelists', { ...pricelistBody({ ...fx, serviceId: increaseService.id as number }), name }));
  const changes = [await propose('Proposed'), await propose('Proposed again')];
  await expectOk('approvals off', client.put('/fe/carrier_settings', { approvals: 'off' }));
  // Two people of the partner: one signed up and signed in (the portal's caller), one only invited (revoked by the sweeps).
  const partnerEmail = `${unique('portal')}@partner.example`;
  const partnerUser = await expectOk(
    'partner user',
    client.post(`/fe/customers/${setup.partnerId}/invitations`, { email: partnerEmail, name: 'Pat Partner' }),
  );
  const partnerClient = testApp.client();
  const link = tokenFromMail(testApp.mails, partnerEmail);
  await expectOk(
    'sign-up',
    partnerClient.post(`/fe/verification?confirmation_token=${link}`, { password: PASSWORD, password_confirmation: PASSWORD }),
  );
  const invited = await expectOk(
    'invited user',
    client.post(`/fe/customers/${setup.partnerId}/invitations`, { email: `${unique('invited')}@partner.example`, name: 'Ivy Invited' }),
  );
  const delivery = await db
    .selectFrom('partner_deliveries')
    .select('id')
    .where('webhook_id', '=', webhook.id as number)
    .orderBy('id')
    .executeTakeFirst();
  if (!delivery) throw new Error('fixture delivery: the pricelist told the webhook nothing');
  // A second session of the owner (another browser): what DELETE /fe/sessions/:id ends, the owner's own client signed in still.
  const spare = await testApp.client().login(owner.email, PASSWORD);
  const spareSession = ((await spare.get('/fe/sessions')).json() as { id: string; current: boolean }[]).find((s) => s.current);
  if (!spareSession) throw new Error('fixture session: the second sign-in has no session');
  return {
    sessionId: spareSession.id,
    carrierId,
    ownerRoleId,
    owner,
    client,
    roleId,
    userId: user.id,
    areaId: area.id as number,
    zoneIds: setup.zones,
    transitId: setup.transitId,
    conditionId: setup.conditionId,
    serviceId: setup.serviceId,
    partnerId: setup.partnerId,
    partnerToken: token.token as string,
    pricelistId: pricelist.id as number,
    surchargeId: surcharge.id as number,
    pricelistFile,
    pricelistWorkbook: workbook.rawPayload,
    jobId: job.job_id as string,
    quoteId,
    rateIncreaseId: increase.id as number,
    changeIds: changes.map((c) => c.change_id as number) as [number, number],
    partnerUser: { id: partnerUser.id as number, email: partnerEmail, client: partnerClient },
    invitedUserId: invited.id as number,
    webhookId: webhook.id as number,
    deliveryId: delivery.id,
    distanceZone: { id: distanceZone.id as number, name: distanceZoneName },
  };
}

/** An increase of `pricelists` by 5 % from 30 days on. */
function rateIncreaseBody(pricelists: number[]) {
  const effective = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return { pricelists, change: { percent: 5 }, rounding: 0.05, include_min_max: false, effective_from: effective };
}

/** A small mass calculation (the calculator names no partner: general prices). */
function massBody() {
  return {
    shipments: [
      {
        reference: 'R1',
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        quantity: 1,
        type: 'eur_pallet',
        weight: 300,
      },
    ],
  };
}

function pricelistBody(fx: Pick<CarrierFixture, 'serviceId' | 'zoneIds' | 'transitId'>) {
  return {
    name: 'Sweep',
    service_id: fx.serviceId,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    fare_groups: [
      {
        quantities: [{ quantity: 100 }, { quantity: 500 }],
        zones: [{ zone_from: fx.zoneIds[0], zone_to: fx.zoneIds[1], transit: fx.transitId, prices: [10, 20] }],
      },
    ],
  };
}

/** Records outside any carrier that some admin routes name. */
export interface PlatformFixture {
  registrationId: number;
}

/** A registration waiting for an admin. */
export async function createPlatformFixture(testApp: TestApp): Promise<PlatformFixture> {
  const response = await testApp
    .client()
    .post('/fe/registration', { company: 'Sweep Ltd', name: 'Sam', email: `${unique('reg')}@example.com`, country: 'EE' });
  if (response.statusCode !== 201) throw new Error(`fixture registration: ${response.statusCode} ${response.body}`);
  return { registrationId: response.json().id };
}

/** Which record a path parameter names, by the path segment before it (`/fe/zones/:id` -> zones). */
const ID_OF: Record<string, (fx: CarrierFixture, platform: PlatformFixture, url: string) => number> = {
  users: (fx) => fx.userId,
  partner_users: (fx) => fx.invitedUserId,
  roles: (fx) => fx.roleId,
  areas: (fx) => fx.areaId,
  zones: (fx) => fx.zoneIds[0]!,
  transits: (fx) => fx.transitId,
  conditions: (fx) => fx.conditionId,
  services: (fx) => fx.serviceId,
  customers: (fx) => fx.partnerId,
  pricelists: (fx) => fx.pricelistId,
  surcharges: (fx) => fx.surchargeId,
  carriers: (fx) => fx.carrierId,
  registrations: (_fx, platform) => platform.registrationId,
  jobs: (fx) => fx.jobId as unknown as number,
  quotes: (fx) => fx.quoteId as unknown as number,
  rate_increases: (fx) => fx.rateIncreaseId,
  // Two pending changes: the sweeps approve one and reject the other.
  changes: (fx, _platform, url) => (url.endsWith('/reject') ? fx.changeIds[1] : fx.changeIds[0]),
  webhooks: (fx) => fx.webhookId,
  webhook_deliveries: (fx) => fx.deliveryId,
  sessions: (fx) => fx.sessionId as unknown as number,
  // Every pricelist and surcharge has its version 1.
  versions: () => 1,
};

/** The route's path with each parameter replaced by the fixture's record of that kind. */
export function fillPath(url: string, fx: CarrierFixture, platform: PlatformFixture, override?: (param: string) => string | undefined) {
  const segments = url.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const custom = override?.(segment.slice(1));
      if (custom !== undefined) return custom;
      // :userId names a user (under /customers/:id, one of the partner's), :carrierId a carrier; :id the resource before it.
      const resource =
        segment === ':userId'
          ? segments[i - 3] === 'customers'
            ? 'partner_users'
            : 'users'
          : segment === ':carrierId'
            ? 'carriers'
            : segments[i - 1];
      const id = resource === undefined ? undefined : ID_OF[resource];
      if (!id) throw new Error(`no fixture id for ${segment} in ${url}: add its resource to ID_OF in test/route-table.ts`);
      return String(id(fx, platform, url));
    })
    .join('/');
}

/** A request a route accepts from a caller with the right to make it (its body and query). */
export interface ValidInput {
  body?: unknown;
  query?: Record<string, string>;
  /** A file upload instead of a JSON body: multipart/form-data with this file in the field `file`. */
  file?: { name: string; content: Buffer };
  /** The body saves the fixture's record of this table: it is sent with the record's stored `version` (`bodyToSend`). */
  versioned?: 'pricelists' | 'surcharges' | 'fuel_index' | 'distances';
}

/**
 * The body of `input` as a caller who loaded the record sends it: with the stored `version` of
 * `fx`'s record when the route saves one (a save must send the version it loaded).
 */
export async function bodyToSend(testApp: TestApp, input: ValidInput, fx: CarrierFixture): Promise<unknown> {
  if (!input.versioned) return input.body;
  if (input.versioned === 'fuel_index' || input.versioned === 'distances') {
    const row = await testApp.database.db
      .selectFrom(input.versioned === 'fuel_index' ? 'fuel_index_versions' : 'distance_table_versions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('carrier_id', '=', fx.carrierId)
      .executeTakeFirst();
    return { ...(input.body as object), version: row?.version ?? 0 };
  }
  const id = input.versioned === 'pricelists' ? fx.pricelistId : fx.surchargeId;
  const row = await testApp.database.db.selectFrom(input.versioned).select('version').where('id', '=', id).executeTakeFirst();
  return { ...(input.body as object), version: row?.version ?? 1 };
}

/** A multipart/form-data body carrying one file in the field `file`: payload and content type. */
export function multipartBody(file: { name: string; content: Buffer }) {
  const boundary = `----sweep${process.pid}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs one file to `url` as multipart/form-data (field `file`). */
export function postFile(client: TestClient, url: string, name: string, content: Buffer) {
  const body = multipartBody({ name, content });
  return client.request({ method: 'POST', url, payload: body.payload, headers: { 'content-type': body.contentType } });
}

/** The ECB's daily reference rates of 25.11.2026 (POST /fe/admin/exchange_rates/ecb). */
const ECB_FILE = readFileSync(new URL('./fixtures/eurofxref-daily.xml', import.meta.url));

/** A 1 x 1 PNG (PUT /fe/carrier_settings/logo). */
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const surchargeBody = () => ({ name: unique('Toll '), type: 'constant', amount: 12.5 });
const roleBody = () => ({
  name: unique('Role '),
  calculator: false,
  ...Object.fromEntries(PERMISSION_AREAS.map((a) => [a, 'read'])),
});

/**
 * A valid request of every write route, made from the caller's carrier `fx` (so a call naming
 * another carrier's record fails on that record, not on the body). Unknown write: an error.
 */
export function validInput(route: RouteEntry, fx: CarrierFixture): ValidInput {
  const key = routeName(route);
  const input = VALID_INPUTS[key];
  if (input) return input(fx);
  if (!isWrite(route)) return {};
  throw new Error(`no valid input for ${key}: add one to VALID_INPUTS in test/route-table.ts`);
}

const VALID_INPUTS: Record<string, (fx: CarrierFixture) => ValidInput> = {
  'POST /fe/login': () => ({ body: { email: 'nobody@example.com', password: PASSWORD } }),
  'POST /fe/two_factor_login': () => ({ body: { code: '123456' } }),
  'GET /fe/logout': () => ({}),
  'POST /fe/registration': () => ({ body: { company: 'Fuzz Ltd', name: 'Fay', email: `${unique('fuzz')}@example.com`, country: 'EE' } }),
  'POST /fe/verification': () => ({
    query: { confirmation_token: 'not-a-token' },
    body: { password: PASSWORD, password_confirmation: PASSWORD },
  }),
  'POST /fe/reset_password': () => ({
    query: { confirmation_token: 'not-a-token' },
    body: { password: PASSWORD, password_confirmation: PASSWORD },
  }),
  'GET /fe/verification_user': () => ({ query: { confirmation_token: 'not-a-token' } }),
  'POST /fe/forgot_password': () => ({ body: { email: 'nobody@example.com' } }),
  'GET /fe/two_factor': () => ({}),
  'POST /fe/two_factor': () => ({ body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', code: '123456' } }),
  'GET /fe/admin/carriers/:id/pretend': () => ({}),
  'PUT /fe/user': () => ({ body: { language: 'fi' } }),
  'POST /fe/users': (fx) => ({ body: { name: 'New user', email: `${unique('user')}@example.com`, phone: '', role_id: fx.roleId } }),
  'PUT /fe/users/:id': (fx) => ({ body: { name: 'Renamed', phone: '', role_id: fx.roleId } }),
  'DELETE /fe/users/:id': () => ({}),
  'POST /fe/roles': () => ({ body: roleBody() }),
  'PUT /fe/roles/:id': () => ({ body: roleBody() }),
  'DELETE /fe/roles/:id': () => ({}),
  'POST /fe/admin/carriers': () => ({ body: { name: unique('Carrier '), country: 'EE', language: 'et' } }),
  'PUT /fe/admin/carriers/:id': () => ({ body: { name: unique('Carrier '), country: 'EE', timezone: 'Europe/Tallinn', language: 'fi' } }),
  'POST /fe/admin/carriers/:id/user': (fx) => ({
    body: { name: 'Added', email: `${unique('added')}@example.com`, role_id: fx.ownerRoleId },
  }),
  'DELETE /fe/admin/carriers/:id/users/:userId': () => ({}),
  'POST /fe/admin/users/:id': () => ({}),
  'POST /fe/admin/registrations/:id/accept': () => ({}),
  'POST /fe/admin/registrations/:id/reject': () => ({}),
  'GET /fe/admin/carriers': () => ({ query: { carrier: 'Carrier' } }),
  'GET /fe/admin/quick_search': () => ({ query: { q: 'Carrier' } }),
  'GET /fe/admin/quick_search/pricelists': () => ({ query: { q: 'General' } }),
  'POST /fe/areas': () => ({ body: { country: 'EE', postcode_from: '60', postcode_to: '69' } }),
  'PUT /fe/areas/:id': () => ({ body: { country: 'EE', postcode_from: '50', postcode_to: '59', name: 'Renamed' } }),
  'DELETE /fe/areas/:id': () => ({}),
  'POST /fe/areas/mass': () => ({ body: { areas: [{ country: 'LV', postcode_from: '10', postcode_to: '19' }] } }),
  'POST /fe/areas/mass_zone': () => ({
    body: { areas: [{ country: 'LT', postcode_from: '10', postcode_to: '19', zone_name: unique('Zone ') }] },
  }),
  'GET /fe/areas': () => ({ query: { name: 'EE', country: 'EE', sort_by: 'postcode', dir: 'desc', page: '1' } }),
  'GET /fe/areas/form': () => ({ query: { q: 'EE 5', limit: '10' } }),
  'POST /fe/areas/find_by_names': () => ({ body: { names: ['EE50-59', 'Nowhere'] } }),
  'POST /fe/zones': (fx) => ({ body: { name: unique('Zone '), areas: [fx.areaId] } }),
  'PUT /fe/zones/:id': (fx) => ({ body: { name: unique('Zone '), areas: [fx.areaId] } }),
  'DELETE /fe/zones/:id': () => ({}),
  'POST /fe/zones/find_by_areas': () => ({ body: { areas: [{ country: 'EE', postcode_from: '10', postcode_to: '10' }] } }),
  'GET /fe/zones': () => ({ query: { name: 'Zone', country: 'EE', dir: 'desc' } }),
  'POST /fe/transits': () => ({ body: { name: unique('Transit '), transit_time: 2 } }),
  'PUT /fe/transits/:id': () => ({ body: { name: 'Renamed', transit_time: 3, cutoff_time: '14:00' } }),
  'DELETE /fe/transits/:id': () => ({}),
  'POST /fe/conditions': () => ({ body: { type: 'total_weight', applied_after: 100, applied_until: 500 } }),
  'PUT /fe/conditions/:id': () => ({ body: { type: 'adr', presence: false } }),
  'DELETE /fe/conditions/:id': () => ({}),
  'POST /fe/services': (fx) => ({ body: { name: 'Express', code: unique('EXP'), cargoson_id: 12, blocks: [fx.conditionId] } }),
  'PUT /fe/services/:id': (fx) => ({ body: { name: 'Groupage', code: unique('GRP'), cargoson_id: null, blocks: [fx.conditionId] } }),
  'DELETE /fe/services/:id': () => ({}),
  'GET /fe/services': () => ({ query: { name: 'G', sort_by: 'code' } }),
  'POST /fe/customers': () => ({ body: { name: unique('Partner '), country: 'EE', general_hidden: false, language: 'et' } }),
  'PUT /fe/customers/:id': () => ({ body: { name: unique('Partner '), country: 'LV', general_hidden: true, language: null } }),
  'PATCH /fe/customers/:id/token': () => ({}),
  'POST /fe/customers/:id/archive': () => ({}),
  'POST /fe/customers/:id/restore': () => ({}),
  'POST /fe/customers/:id/invitations': () => ({ body: { email: `${unique('invite')}@partner.example`, name: 'Nina New' } }),
  'DELETE /fe/customers/:id/users/:userId': () => ({}),
  'POST /fe/portal/token': () => ({}),
  'DELETE /fe/sessions/:id': () => ({}),
  'POST /fe/sessions/end_others': () => ({}),
  'GET /fe/portal/quotes': (fx) => ({
    query: {
      quote: fx.quoteId,
      from: '2020-01-01',
      to: '2099-12-31',
      collection: 'EE 10',
      delivery: 'EE',
      reference: 'R',
      booked: 'false',
      page: '1',
    },
  }),
  'GET /fe/portal/pricelists/:id/xlsx': () => ({ query: { unit: 'as_is' } }),
  'GET /fe/customers': () => ({ query: { customer: 'Partner', sort_by: 'country' } }),
  'POST /fe/pricelists': (fx) => ({ body: pricelistBody(fx) }),
  'PUT /fe/pricelists/:id': (fx) => ({
    body: { ...pricelistBody(fx), comment: 'Renewed', customer_id: fx.partnerId },
    versioned: 'pricelists',
  }),
  'DELETE /fe/pricelists/:id/archive': () => ({}),
  'POST /fe/pricelists/:id/unarchive': () => ({ body: {}, versioned: 'pricelists' }),
  'POST /fe/quotes/:id/booking': () => ({}),
  'GET /fe/quotes/export': () => ({ query: { format: 'csv', customer: 'general', from: '2020-01-01', to: '2099-12-31' } }),
  'GET /fe/quotes': (fx) => ({ query: { quote: fx.quoteId, customer: 'general', from: '2020-01-01', to: '2099-12-31', page: '1' } }),
  'POST /fe/admin/pretend/end': () => ({ body: {} }),
  'GET /fe/pricelists': (fx) => ({
    query: { service: String(fx.serviceId), active: 'true', customer: `general,${fx.partnerId}`, comment: 'x' },
  }),
  'GET /fe/pricelists/:id/statistics': () => ({ query: { range: 'last_30', via_tms: 'true' } }),
  'POST /fe/surcharges': () => ({ body: surchargeBody() }),
  'PUT /fe/surcharges/:id': () => ({
    body: { name: 'Fuel', type: 'percentage', amount: 7, minimum_amount: 1, maximum_amount: 50 },
    versioned: 'surcharges',
  }),
  'GET /fe/surcharges': () => ({ query: { name: 'F', sort_by: 'type', archived: 'false' } }),
  'POST /fe/surcharges/:id/archive': () => ({}),
  'POST /fe/surcharges/:id/restore': () => ({}),
  'POST /fe/admin/carriers/:carrierId/surcharges/:id/archive': () => ({}),
  'POST /fe/admin/carriers/:carrierId/surcharges/:id/restore': () => ({}),
  'POST /fe/admin/carriers/:carrierId/surcharges': () => ({ body: surchargeBody() }),
  'PUT /fe/admin/carriers/:carrierId/surcharges/:id': () => ({
    body: { name: 'Fuel', type: 'percentage', amount: 6 },
    versioned: 'surcharges',
  }),
  'PUT /fe/admin/exchange_rates': () => ({ body: { rates: { USD: 1.08, SEK: 11.2 } } }),
  'PUT /fe/fuel_index': () => ({
    body: { values: [{ month: '2026-11', price: 1.62 }], bands: [{ from: 1.5, to: 1.7, percent: 12 }] },
    versioned: 'fuel_index',
  }),
  'PUT /fe/carrier_settings': () => ({ body: { terms: 'Prices exclude VAT.', language: 'fi' } }),
  'PUT /fe/carrier_settings/logo': () => ({ file: { name: 'logo.png', content: LOGO_PNG } }),
  'DELETE /fe/carrier_settings/logo': () => ({}),
  'PUT /fe/distances': (fx) => ({
    body: { lanes: [{ zone_from: fx.distanceZone.id, zone_to: fx.distanceZone.id, km: '12,5' }] },
    versioned: 'distances',
  }),
  'POST /fe/distances/file': (fx) => ({
    file: { name: 'lanes.csv', content: Buffer.from(`${fx.distanceZone.name};${fx.distanceZone.name};12,5\n`) },
  }),
  'POST /fe/distances/restore': () => ({ body: { restore: 1 }, versioned: 'distances' }),
  'POST /fe/fuel_index/file': () => ({ file: { name: 'diesel.csv', content: Buffer.from('month;price\n2026-10;1,55\n2026-11;1,62\n') } }),
  'POST /fe/admin/exchange_rates/ecb': () => ({ query: { dry_run: 'true' }, file: { name: 'eurofxref-daily.xml', content: ECB_FILE } }),
  // One GeoNames line (a postcode of a country no other test loads, so the sweep's load changes no price).
  'POST /fe/admin/postcode_points': () => ({
    file: { name: 'IS.txt', content: Buffer.from('IS\t101\tReykjavík\t\t\t\t\t\t\t64.1355\t-21.8954\t4\n') },
  }),
  'POST /api/v1/service_price': () => ({
    body: {
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'EE', postcode: '11415' },
      shipments: [{ quantity: 1, type: 'eur_pallet', weight: 120 }],
      date: '2026-06-01',
    },
  }),
  'POST /api/v1/bookings': () => ({ body: { quote_id: '00000000-0000-4000-8000-000000000000' } }),
  'POST /api/v1/mass_price': () => ({ body: massBody() }),
  'POST /api/v1/tender_price': (fx) => ({
    body: {
      service: fx.serviceId,
      zones: [{ collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'EE', postcode: '11415' } }],
      shipments: [{ quantity: 2, type: 'eur_pallet', weight: 800 }],
    },
  }),
  'POST /fe/pricelists/import': (fx) => ({ body: { file: fx.pricelistFile, create_missing_zones: true } }),
  'POST /fe/pricelists/import/zones/match': (fx) => ({ body: { zones: fx.pricelistFile.zones_to_create } }),
  'POST /fe/pricelists/import/zones': () => ({
    body: { zones: [{ name: unique('Imported '), areas: [{ country: 'EE', postcode_from: '80', postcode_to: '89' }] }] },
  }),
  'POST /fe/pricelists/:id/versions/:version/restore': () => ({ body: {}, versioned: 'pricelists' }),
  'POST /fe/surcharges/:id/versions/:version/restore': () => ({ body: {}, versioned: 'surcharges' }),
  'POST /fe/admin/carriers/:carrierId/surcharges/:id/versions/:version/restore': () => ({ body: {}, versioned: 'surcharges' }),
  // The preview: the apply would end the fixture's pricelist, which the other calls price with.
  'POST /fe/rate_increases': (fx) => ({ body: rateIncreaseBody([fx.pricelistId]), query: { dry_run: 'true' } }),
  'DELETE /fe/rate_increases/:id': () => ({}),
  'GET /fe/changes/of_record': (fx) => ({ query: { record_type: 'pricelist', record_id: String(fx.pricelistId) } }),
  'POST /fe/changes/:id/approve': () => ({ body: {} }),
  'POST /fe/changes/:id/reject': () => ({ body: { reason: 'Not now' } }),
  'POST /fe/customers/:id/webhooks': () => ({ body: { url: 'http://receiver.invalid:9/added', events: ['pricelist.changed'] } }),
  'DELETE /fe/customers/:id/webhooks/:webhookId': () => ({}),
  'PUT /fe/customers/:id/notifications': () => ({ body: { emails: ['buyer@example.com'], events: ['pricelist.changed'] } }),
  'POST /fe/customers/:id/webhook_deliveries/:deliveryId/resend': () => ({}),
  'GET /fe/customers/:id/webhook_deliveries': () => ({ query: { status: 'pending' } }),
  'POST /fe/pricelists/:id/backtest': (fx) => ({ body: { days: 30, pricelist_id: fx.pricelistId } }),
  'POST /fe/pricelists/:id/xlsx': (fx) => ({ query: { dry_run: 'true' }, file: { name: 'pricelist.xlsx', content: fx.pricelistWorkbook } }),
};

/** Headers a browser on our own pages sends with a call. */
export const SAME_ORIGIN = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' } as const;
