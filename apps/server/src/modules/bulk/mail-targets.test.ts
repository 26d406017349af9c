import { expect, it } from 'vitest';
import { acceptedPartnerUser, createRole, createUser, postOneCellPricelist, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';
import { DEFAULT_THROTTLES } from '../auth/throttle';

const lane = { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'EE', postcode: '11415' } };
const mass = (email: string) => ({ shipments: [{ reference: 'R1', ...lane, quantity: 1, type: 'colli', weight: 10 }], email });

/** A carrier with a general pricelist, a second staff user, its partner's token and the partner's recipient. */
async function carrierWithPartner(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
  await postOneCellPricelist(client, setup, { price: 10 });
  const roleId = await createRole(app.database.db, carrier.carrierId, { level: 'read' });
  const colleague = await createUser(app.database.db, { carrierId: carrier.carrierId, roleId });
  const token = (await client.request({ method: 'PATCH', url: `/fe/customers/${setup.partnerId}/token` })).json().token as string;
  const recipient = `buyer-${setup.partnerId}@partner.example`;
  expect((await client.put(`/fe/customers/${setup.partnerId}/notifications`, { emails: [recipient], events: [] })).statusCode).toBe(200);
  return { carrier, setup, client, colleague, token, recipient };
}

function bearer(app: TestApp, token: string, url: string, payload: unknown) {
  return app.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
}

describeEachDatabase(
  'mail only where it belongs',
  (use) => {
    it("a partner's token cannot mail the carrier's staff: they are 422 on email, answered as a stranger is", async () => {
      const app = use();
      const { carrier, colleague, token } = await carrierWithPartner(app);
      const unknown = await bearer(app, token, '/api/v1/mass_price', mass('someone@elsewhere.example'));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ email: "must be the partner's notification recipients or portal users" });
      // The same answer: a partner cannot tell the staff's addresses by it.
      for (const staff of [carrier.owner.email, colleague.email]) {
        const refused = await bearer(app, token, '/api/v1/mass_price', mass(staff));
        expect([refused.statusCode, refused.json()]).toEqual([unknown.statusCode, unknown.json()]);
      }
      const tender = await bearer(app, token, '/api/v1/tender_price', {
        zones: [lane],
        shipments: [{ quantity: 1, type: 'eur_pallet', weight: 100 }],
        service: 1,
        email: carrier.owner.email,
      });
      expect([tender.statusCode, tender.json().errors]).toEqual([422, unknown.json().errors]);
      expect(await app.database.db.selectFrom('calc_jobs').select('id').where('carrier_id', '=', carrier.carrierId).execute()).toEqual([]);
    });

    it("a partner's token mails only to the partner's recipients and signed-up portal users", async () => {
      const app = use();
      const { carrier, setup, client, token, recipient } = await carrierWithPartner(app);
      const other = await carrierWithPartner(app);
      const portalUser = `portal-${setup.partnerId}@partner.example`;
      await acceptedPartnerUser(app, client, setup.partnerId, portalUser);
      const invitee = `invitee-${setup.partnerId}@partner.example`;
      expect((await client.post(`/fe/customers/${setup.partnerId}/invitations`, { email: invitee, name: 'Not yet' })).statusCode).toBe(201);
      // Another partner's recipient, another carrier's user, an invitation not yet accepted: not this partner's people.
      for (const address of [other.recipient, other.carrier.owner.email, invitee]) {
        expect((await bearer(app, token, '/api/v1/mass_price', mass(address))).statusCode).toBe(422);
      }
      expect((await bearer(app, token, '/api/v1/mass_price', mass(recipient.toUpperCase()))).statusCode).toBe(202);
      expect((await bearer(app, token, '/api/v1/mass_price', mass(portalUser))).statusCode).toBe(202);
      const jobs = await app.database.db.selectFrom('calc_jobs').select('email').where('carrier_id', '=', carrier.carrierId).execute();
      expect(jobs.map((j) => j.email).sort()).toEqual([portalUser, recipient].sort());
    });

    it("a partner user's session mails to themselves and the partner's people, not to the carrier's staff", async () => {
      const app = use();
      const { carrier, setup, client, recipient } = await carrierWithPartner(app);
      const email = `self-${setup.partnerId}@partner.example`;
      const { person } = await acceptedPartnerUser(app, client, setup.partnerId, email);
      expect((await person.post('/api/v1/mass_price', mass(email))).statusCode).toBe(202);
      expect((await person.post('/api/v1/mass_price', mass(recipient))).statusCode).toBe(202);
      const staff = await person.post('/api/v1/mass_price', mass(carrier.owner.email));
      expect([staff.statusCode, staff.json().errors]).toEqual([
        422,
        { email: "must be the partner's notification recipients or portal users" },
      ]);
    });

    it("the calculator mails to the signed-in user and the carrier's users, not to a partner's recipients or strangers", async () => {
      const app = use();
      const { client, colleague, setup, recipient } = await carrierWithPartner(app);
      const other = await carrierWithPartner(app);
      const calc = (email: string) => client.post('/api/v1/mass_price', { ...mass(email), customer: setup.partnerId });
      expect((await calc('stranger@elsewhere.example')).json().errors).toHaveProperty('email');
      expect((await calc(recipient)).statusCode).toBe(422);
      expect((await calc(other.carrier.owner.email)).statusCode).toBe(422);
      expect((await calc(colleague.email)).statusCode).toBe(202);
      // A colleague who has not signed up yet is nobody's address yet (as a withheld one is not).
      const roleId = (await client.get('/fe/roles')).json().items[0].id as number;
      const pending = `pending-${setup.partnerId}@example.com`;
      expect((await client.post('/fe/users', { name: 'Pending', email: pending, role_id: roleId })).statusCode).toBe(201);
      expect((await calc(pending)).statusCode).toBe(422);
    });
  },
  { jobs: { worker: false } },
);

describeEachDatabase(
  'mailing is rate-limited per partner and per carrier',
  (use) => {
    it('a partner past its hourly mails gets 429 with Retry-After; the carrier past its own too', async () => {
      const app = use();
      const { carrier, client, token, recipient } = await carrierWithPartner(app);
      for (let i = 0; i < 2; i++) expect((await bearer(app, token, '/api/v1/mass_price', mass(recipient))).statusCode).toBe(202);
      const refused = await bearer(app, token, '/api/v1/mass_price', mass(recipient));
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      // A refused address is not counted; the staff have their own count, under the carrier's.
      expect((await client.post('/api/v1/mass_price', mass(carrier.owner.email))).statusCode).toBe(202);
      const full = await client.post('/api/v1/mass_price', mass(carrier.owner.email));
      expect(full.statusCode, full.body).toBe(429);
      // Another carrier is not held back.
      const other = await carrierWithPartner(app);
      expect((await bearer(app, other.token, '/api/v1/mass_price', mass(other.recipient))).statusCode).toBe(202);
    });
  },
  { jobs: { worker: false }, config: { throttles: { mail: { ...DEFAULT_THROTTLES.mail, perSubject: 3, perIp: 2 } } } },
);
