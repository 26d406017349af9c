import {
  BULK_ROUTES,
  PARTNER_NOTIFICATION_ROUTES,
  PARTNER_PEOPLE_ROUTES,
  PARTNER_ROUTES,
  ROLE_ROUTES,
  USER_ROUTES,
  type BodyInput,
} from '@freight/domain';
import { expect, it } from 'vitest';
import { acceptedPartnerUser, createRole, createUser, postOneCellPricelist, signedInCarrier } from '../../../test/factories';
import { callWithToken, describeEachDatabase, type TestApp } from '../../../test/helpers';
import { DEFAULT_THROTTLES } from '../auth/throttle';

const lane = { collection: { country: 'EE', postcode: '10115' }, delivery: { country: 'EE', postcode: '11415' } };
const mass = (email: string): BodyInput<typeof BULK_ROUTES.massPrice> => ({
  shipments: [{ reference: 'R1', ...lane, quantity: 1, type: 'colli', weight: 10 }],
  email,
});

/** A carrier with a general pricelist, a second staff user, its partner's token and the partner's recipient. */
async function carrierWithPartner(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
  await postOneCellPricelist(client, setup, { price: 10 });
  const roleId = await createRole(app.database.db, carrier.carrierId, { level: 'read' });
  const colleague = await createUser(app.database.db, { carrierId: carrier.carrierId, roleId });
  const { token } = (await client.call(PARTNER_ROUTES.resetToken, { params: { id: setup.partnerId } })).answer;
  const recipient = `buyer-${setup.partnerId}@partner.example`;
  const recipients = await client.call(PARTNER_NOTIFICATION_ROUTES.setRecipients, {
    params: { id: setup.partnerId },
    body: { emails: [recipient], events: [] },
  });
  expect(recipients.status).toBe(200);
  return { carrier, setup, client, colleague, token, recipient };
}

/** A mass_price call with the partner's token. */
const massByToken = (app: TestApp, token: string, email: string) =>
  callWithToken(app.app, token, BULK_ROUTES.massPrice, { body: mass(email) });

describeEachDatabase(
  'mail only where it belongs',
  (use) => {
    it("a partner's token cannot mail the carrier's staff: they are 422 on email, answered as a stranger is", async () => {
      const app = use();
      const { carrier, colleague, token } = await carrierWithPartner(app);
      const unknown = await massByToken(app, token, 'someone@elsewhere.example');
      expect(unknown.status).toBe(422);
      expect(unknown.error.errors).toEqual({ email: "must be the partner's notification recipients or portal users" });
      // The same answer, byte for byte: a partner cannot tell the staff's addresses by it.
      for (const staff of [carrier.owner.email, colleague.email]) {
        const refused = await massByToken(app, token, staff);
        expect([refused.status, refused.response.body]).toEqual([unknown.status, unknown.response.body]);
      }
      const tender = await callWithToken(app.app, token, BULK_ROUTES.tenderPrice, {
        body: { zones: [lane], shipments: [{ quantity: 1, type: 'eur_pallet', weight: 100 }], service: 1, email: carrier.owner.email },
      });
      expect([tender.status, tender.error.errors]).toEqual([422, unknown.error.errors]);
      expect(await app.database.db.selectFrom('calc_jobs').select('id').where('carrier_id', '=', carrier.carrierId).execute()).toEqual([]);
    });

    it("a partner's token mails only to the partner's recipients and signed-up portal users", async () => {
      const app = use();
      const { carrier, setup, client, token, recipient } = await carrierWithPartner(app);
      const other = await carrierWithPartner(app);
      const portalUser = `portal-${setup.partnerId}@partner.example`;
      await acceptedPartnerUser(app, client, setup.partnerId, portalUser);
      const invitee = `invitee-${setup.partnerId}@partner.example`;
      const invited = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
        params: { id: setup.partnerId },
        body: { email: invitee, name: 'Not yet' },
      });
      expect(invited.status).toBe(201);
      // Another partner's recipient, another carrier's user, an invitation not yet accepted: not this partner's people.
      for (const address of [other.recipient, other.carrier.owner.email, invitee]) {
        expect((await massByToken(app, token, address)).status).toBe(422);
      }
      expect((await massByToken(app, token, recipient.toUpperCase())).status).toBe(202);
      expect((await massByToken(app, token, portalUser)).status).toBe(202);
      const jobs = await app.database.db.selectFrom('calc_jobs').select('email').where('carrier_id', '=', carrier.carrierId).execute();
      expect(jobs.map((j) => j.email).sort()).toEqual([portalUser, recipient].sort());
    });

    it("a partner user's session mails to themselves and the partner's people, not to the carrier's staff", async () => {
      const app = use();
      const { carrier, setup, client, recipient } = await carrierWithPartner(app);
      const email = `self-${setup.partnerId}@partner.example`;
      const { person } = await acceptedPartnerUser(app, client, setup.partnerId, email);
      expect((await person.call(BULK_ROUTES.massPrice, { body: mass(email) })).status).toBe(202);
      expect((await person.call(BULK_ROUTES.massPrice, { body: mass(recipient) })).status).toBe(202);
      const staff = await person.call(BULK_ROUTES.massPrice, { body: mass(carrier.owner.email) });
      expect([staff.status, staff.error.errors]).toEqual([422, { email: "must be the partner's notification recipients or portal users" }]);
    });

    it("the calculator mails to the signed-in user and the carrier's users, not to a partner's recipients or strangers", async () => {
      const app = use();
      const { client, colleague, setup, recipient } = await carrierWithPartner(app);
      const other = await carrierWithPartner(app);
      const calc = (email: string) => client.call(BULK_ROUTES.massPrice, { body: { ...mass(email), customer: setup.partnerId } });
      expect((await calc('stranger@elsewhere.example')).error.errors).toHaveProperty('email');
      expect((await calc(recipient)).status).toBe(422);
      expect((await calc(other.carrier.owner.email)).status).toBe(422);
      expect((await calc(colleague.email)).status).toBe(202);
      // A colleague who has not signed up yet is nobody's address yet (as a withheld one is not).
      const roleId = (await client.call(ROLE_ROUTES.list)).answer.items[0]!.id;
      const pending = `pending-${setup.partnerId}@example.com`;
      expect((await client.call(USER_ROUTES.create, { body: { name: 'Pending', email: pending, role_id: roleId } })).status).toBe(201);
      expect((await calc(pending)).status).toBe(422);
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
      for (let i = 0; i < 2; i++) expect((await massByToken(app, token, recipient)).status).toBe(202);
      const refused = await massByToken(app, token, recipient);
      expect(refused.status, refused.response.body).toBe(429);
      expect(refused.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(3000);
      // A refused address is not counted; the staff have their own count, under the carrier's.
      expect((await client.call(BULK_ROUTES.massPrice, { body: mass(carrier.owner.email) })).status).toBe(202);
      const full = await client.call(BULK_ROUTES.massPrice, { body: mass(carrier.owner.email) });
      expect(full.status, full.response.body).toBe(429);
      // Another carrier is not held back.
      const other = await carrierWithPartner(app);
      expect((await massByToken(app, other.token, other.recipient)).status).toBe(202);
    });
  },
  { jobs: { worker: false }, config: { throttles: { mail: { ...DEFAULT_THROTTLES.mail, perSubject: 3, perIp: 2 } } } },
);
