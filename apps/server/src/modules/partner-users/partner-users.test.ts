import {
  ADMIN_ROUTES,
  AUTH_ROUTES,
  PARTNER_PEOPLE_ROUTES,
  PARTNER_ROUTES,
  pathOf,
  PORTAL_ROUTES,
  PRICELIST_ROUTES,
  PRICE_ROUTES,
  QUOTE_ROUTES,
  ROLE_ROUTES,
  SECURITY_ROUTES,
  USER_ROUTES,
} from '@freight/domain';
import { expect, it } from 'vitest';
import {
  acceptedPartnerUser,
  createAdmin,
  createCarrier,
  createPricingSetup,
  PASSWORD,
  postOneCellPricelist,
  signedInCarrier,
} from '../../../test/factories';
import { answerWith, describeEachDatabase, tokenFromMail } from '../../../test/helpers';
import { totpCode } from '../auth/totp';

describeEachDatabase('partner users', (use) => {
  it('mails an Estonian partner’s person in Estonian (the partner’s language until they choose their own), its staff in their own', async () => {
    const { setup, client } = await signedInCarrier(use());
    const db = use().database.db;
    await db.updateTable('partners').set({ language: 'et' }).where('id', '=', setup.partnerId).execute();
    const carrierName = (await client.call(AUTH_ROUTES.user)).answer.company as string;
    const partnerName = (await client.call(PARTNER_ROUTES.get, { params: { id: setup.partnerId } })).answer.name as string;
    const email = `mari${Date.now()}@partner.example`;
    const invited = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: { email, name: 'Mari Maasikas' },
    });
    expect(invited.status, invited.response.body).toBe(201);
    const invitation = use()
      .mails.filter((m) => m.to === email)
      .at(-1)!;
    expect(invitation.subject).toBe(`${carrierName} kutsub sind oma partneriportaali`);
    expect(invitation.text).toContain('Tere, Mari Maasikas!');
    expect(invitation.text).toContain(`kutsub sind ettevõtte ${carrierName} partneriportaali ettevõtte ${partnerName} kasutajana.`);
    expect(invitation.text).toContain('hinnakirju alla laadida');
    expect(invitation.text).toContain('Link kehtib 7 päeva.');
    expect(invitation.text).toMatch(/\/verify\?confirmation_token=[\w-]+/);
    expect(invitation.onBehalfOf?.name).toBe(carrierName);

    // The link works as any: the person signs up, and a forgotten password is mailed in Estonian too.
    const person = use().client();
    const verified = await person.post(`/fe/verification?confirmation_token=${tokenFromMail(use().mails, email)}`, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await use().client().call(AUTH_ROUTES.forgotPassword, { body: { email } })).status).toBe(200);
    const reset = use()
      .mails.filter((m) => m.to === email)
      .at(-1)!;
    expect([reset.subject, reset.text.split('\n')[0]]).toEqual(['Parooli lähtestamine', 'Tere, Mari Maasikas!']);
    // Their own language, once chosen, is theirs in every mail.
    await db.updateTable('users').set({ language: 'fi' }).where('id', '=', invited.answer.id).execute();
    expect((await use().client().call(AUTH_ROUTES.forgotPassword, { body: { email } })).status).toBe(200);
    expect(
      use()
        .mails.filter((m) => m.to === email)
        .at(-1)!.subject,
    ).toBe('Salasanan vaihtaminen');
    // A partner without its own language: the carrier's.
    await db.updateTable('partners').set({ language: null }).where('id', '=', setup.partnerId).execute();
    const other = `kalle${Date.now()}@partner.example`;
    expect(
      (await client.call(PARTNER_PEOPLE_ROUTES.invite, { params: { id: setup.partnerId }, body: { email: other, name: 'Kalle' } })).status,
    ).toBe(201);
    expect(
      use()
        .mails.filter((m) => m.to === other)
        .at(-1)!.subject,
    ).toBe(`${carrierName} invites you to its partner portal`);
  });

  it('invites by mail, signs up through the link, signs in (also with two-factor), and is listed with the last sign-in', async () => {
    const { carrier, setup, client } = await signedInCarrier(use());
    const email = `pat${Date.now()}@partner.example`;
    const invited = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: { email: email.toUpperCase(), name: 'Pat Partner' },
    });
    expect(invited.status, invited.response.body).toBe(201);
    const mail = use()
      .mails.filter((m) => m.to === email)
      .at(-1)!;
    const partnerName = (await client.call(PARTNER_ROUTES.get, { params: { id: setup.partnerId } })).answer.name as string;
    const carrierName = (await client.call(AUTH_ROUTES.user)).answer.company as string;
    expect(mail.subject).toContain(carrierName);
    expect(mail.text).toContain(`${carrierName}'s partner portal as a user of ${partnerName}`);
    expect(mail.text).toMatch(/\/verify\?confirmation_token=/);

    let list = (await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer;
    expect(list).toEqual([
      expect.objectContaining({
        id: invited.answer.id,
        email,
        name: 'Pat Partner',
        accepted_at: null,
        signed_in_at: null,
        two_factor: false,
      }),
    ]);
    expect(list[0]!.invited_by).toBe((await client.call(AUTH_ROUTES.user)).answer.name);

    // Not yet accepted: invited again, the same user gets a new link; anyone else's e-mail is 422 on email.
    const again = await client.call(PARTNER_PEOPLE_ROUTES.invite, { params: { id: setup.partnerId }, body: { email, name: 'Pat P.' } });
    expect(again.status).toBe(201);
    expect(again.answer.id).toBe(invited.answer.id);
    expect(use().mails.filter((m) => m.to === email)).toHaveLength(2);
    // The new link replaces the first: the first answers as an unknown link does, before any use.
    const replaced = /confirmation_token=([\w-]+)/.exec(use().mails.filter((m) => m.to === email)[0]!.text)![1]!;
    const stale = await use()
      .client()
      .call(AUTH_ROUTES.verificationUser, { query: { confirmation_token: replaced } });
    const unknown = await use()
      .client()
      .call(AUTH_ROUTES.verificationUser, { query: { confirmation_token: 'nonsense' } });
    expect([stale.status, stale.error]).toEqual([404, unknown.error]);
    const taken = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: { email: carrier.owner.email, name: 'Owner' },
    });
    expect(taken.status).toBe(422);
    expect(taken.error.errors).toEqual({ email: 'is already used by another user' });

    const person = use().client();
    const token = tokenFromMail(use().mails, email);
    expect((await person.call(AUTH_ROUTES.verificationUser, { query: { confirmation_token: token } })).response.body).toBe(email);
    const verified = await person.call(AUTH_ROUTES.verify, {
      query: { confirmation_token: token },
      body: {
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(verified.status, verified.response.body).toBe(200);
    // Used once: that link is spent, and the earlier invitation's was already (an old mail cannot set the password).
    const firstToken = /confirmation_token=([\w-]+)/.exec(use().mails.filter((m) => m.to === email)[0]!.text)![1]!;
    expect(firstToken).not.toBe(token);
    for (const spent of [token, firstToken]) {
      const reused = await use()
        .client()
        .call(AUTH_ROUTES.verify, {
          query: { confirmation_token: spent },
          body: {
            password: 'another-password-1',
            password_confirmation: 'another-password-1',
          },
        });
      expect(reused.status, reused.response.body).toBe(404);
    }
    const me = (await person.call(AUTH_ROUTES.user)).answer;
    expect(me).toMatchObject({ email, name: 'Pat P.', partner: { id: setup.partnerId, name: partnerName }, owner: false, role: '' });
    expect(me.roles.calculator).toBe(false);
    expect(Object.values(me.roles).filter((level) => level !== 'none' && level !== false)).toEqual([]);
    expect((await person.call(PORTAL_ROUTES.home)).answer).toEqual({
      carrier: { name: carrierName, logo: false },
      partner: { id: setup.partnerId, name: partnerName },
      general_hidden: false,
    });
    // Staff pages are not theirs, nor are they on the staff's lists.
    expect((await person.call(USER_ROUTES.list)).status).toBe(403);
    expect((await person.call(PRICELIST_ROUTES.list)).status).toBe(403);
    const staff = (await client.call(USER_ROUTES.list)).answer;
    expect(staff.items.map((u: { email: string }) => u.email)).not.toContain(email);
    expect((await client.call(PORTAL_ROUTES.home)).status).toBe(403);

    // Accepted: a new invitation of the address is refused.
    expect(
      (await client.call(PARTNER_PEOPLE_ROUTES.invite, { params: { id: setup.partnerId }, body: { email, name: 'Pat' } })).status,
    ).toBe(422);

    expect((await person.call(AUTH_ROUTES.logout)).status).toBe(200);
    expect((await person.call(PORTAL_ROUTES.home)).status).toBe(401);
    await person.login(email, PASSWORD);
    list = (await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer;
    expect(list[0]!.accepted_at).not.toBeNull();
    expect(Date.now() - Date.parse(list[0]!.signed_in_at!)).toBeLessThan(60_000);

    // Two-factor: set up by the partner user themselves, then asked for at sign-in.
    const secret = (await person.call(AUTH_ROUTES.startTwoFactor)).answer.secret as string;
    const code = totpCode(secret);
    const enabled = await person.call(AUTH_ROUTES.enableTwoFactor, { body: { secret, code } });
    expect(enabled.status, enabled.response.body).toBe(200);
    expect(enabled.answer).toMatchObject({ two_factor: true, partner: { id: setup.partnerId } });
    const second = use().client();
    expect((await second.call(AUTH_ROUTES.login, { body: { email, password: PASSWORD } })).status).toBe(202);
    expect((await second.call(PORTAL_ROUTES.home)).status).toBe(401);
    const stepped = await second.call(AUTH_ROUTES.twoFactorLogin, { body: { code: totpCode(secret, Date.now() + 30_000) } });
    expect(stepped.status, stepped.response.body).toBe(200);
    expect(answerWith(stepped.answer, 'partner').partner).toEqual({ id: setup.partnerId, name: partnerName, language: 'en' });
    expect((await second.call(PORTAL_ROUTES.home)).status).toBe(200);
    expect((await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer[0]!.two_factor).toBe(true);

    // Revoked: every session ends at once, and the sign-in stops working.
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoke, { params: { id: setup.partnerId, userId: invited.answer.id } })).status).toBe(
      204,
    );
    expect((await person.call(PORTAL_ROUTES.home)).status).toBe(401);
    expect((await second.call(AUTH_ROUTES.user)).status).toBe(401);
    expect(
      (
        await use()
          .client()
          .call(AUTH_ROUTES.login, { body: { email, password: PASSWORD } })
      ).status,
    ).toBe(401);
    expect((await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer).toEqual([]);
  });

  it("answers an address of another carrier's user as a fresh one and lists it pending; the owner is told and nothing of theirs changes", async () => {
    const { setup, client } = await signedInCarrier(use());
    const db = use().database.db;
    const elsewhere = await createCarrier(db);
    const theirs = elsewhere.owner.email;
    const before = await db.selectFrom('users').selectAll().where('id', '=', elsewhere.owner.id).executeTakeFirstOrThrow();
    const mailsBefore = use().mails.length;

    const fresh = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: {
        email: `new${Date.now()}@partner.example`,
        name: 'New',
      },
    });
    const taken = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: { email: theirs.toUpperCase(), name: 'Taken' },
    });
    // The same status and shape: an id that reads like a user's, the next one after the fresh invitation's.
    expect([taken.status, Object.keys(taken.answer)]).toEqual([fresh.status, Object.keys(fresh.answer)]);
    expect(taken.answer.id).toBeGreaterThan(fresh.answer.id);
    const list = (await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer as {
      id: number;
      email: string;
    }[];
    const row = (id: number) => list.find((person) => person.id === id)!;
    expect(row(taken.answer.id)).toEqual({
      ...row(fresh.answer.id),
      id: taken.answer.id,
      email: theirs,
      name: 'Taken',
      invited_at: expect.any(String),
    });

    // Nothing made for the account or by it: no user, no link; its owner gets a notice naming who tried.
    expect(await db.selectFrom('users').selectAll().where('id', '=', elsewhere.owner.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await db.selectFrom('users').select('id').where('id', '=', taken.answer.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('tokens').select('id_hash').where('user_id', '=', elsewhere.owner.id).execute()).toEqual([]);
    const notices = use()
      .mails.slice(mailsBefore)
      .filter((m) => m.to === theirs);
    expect(notices).toHaveLength(1);
    const me = (await client.call(AUTH_ROUTES.user)).answer;
    expect(notices[0]!.subject).toBe(`${me.company} tried to invite this address`);
    expect(notices[0]!.text).toContain(`${me.name} of ${me.company} tried to invite ${theirs}`);
    expect(notices[0]!.text).toContain('already has an account, so nothing was changed');
    expect(notices[0]!.text).not.toMatch(/confirmation_token/);

    // Invited again: the same id and another notice, as a pending invitation gets another link.
    const again = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: { email: theirs, name: 'Taken Again' },
    });
    expect([again.status, again.answer]).toEqual([201, { id: taken.answer.id }]);
    expect(
      use()
        .mails.slice(mailsBefore)
        .filter((m) => m.to === theirs),
    ).toHaveLength(2);
    // Another partner of this carrier, or the carrier's staff, find it used, as they would a pending user.
    const otherPartner = await createPricingSetup(db, me.carrier_id as number);
    const elsewhereInCarrier = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: otherPartner.partnerId },
      body: { email: theirs, name: 'X' },
    });
    expect([elsewhereInCarrier.status, elsewhereInCarrier.error.errors]).toEqual([422, { email: 'is already used by another user' }]);

    // Revoked like a user: gone from the list, 404 the second time.
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoke, { params: { id: setup.partnerId, userId: taken.answer.id } })).status).toBe(
      204,
    );
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoke, { params: { id: setup.partnerId, userId: taken.answer.id } })).status).toBe(
      404,
    );
    const left = (await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer as { id: number }[];
    expect(left.map((person) => person.id)).toEqual([fresh.answer.id]);
  });

  it('turns a withheld invitation into a real one when invited again after the other account is gone', async () => {
    const { setup, client } = await signedInCarrier(use());
    const db = use().database.db;
    const elsewhere = await createCarrier(db);
    const address = elsewhere.owner.email;
    const withheld = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: { email: address, name: 'Moved' },
    });
    expect(withheld.status).toBe(201);
    await db.deleteFrom('users').where('id', '=', elsewhere.owner.id).execute();

    const invited = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: { email: address, name: 'Moved' },
    });
    expect(invited.status).toBe(201);
    expect(tokenFromMail(use().mails, address)).toBeTruthy();
    const list = (await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer as {
      id: number;
      email: string;
    }[];
    expect(list.map((person) => [person.id, person.email])).toEqual([[invited.answer.id, address]]);
    expect(await db.selectFrom('withheld_invitations').select('id').where('email', '=', address).execute()).toEqual([]);
  });

  it('refuses a name or e-mail with a line break or another control character (422 naming it) and writes nothing', async () => {
    const { setup, client } = await signedInCarrier(use());
    const db = use().database.db;
    const count = async () => (await db.selectFrom('users').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = [await count(), use().mails.length];
    for (const name of ['Pat\r\nBcc: victim@example.com', 'Pat\nPartner', 'Pat\tPartner', 'Pat\u2028Partner', 'Pat\u0085']) {
      const refused = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
        params: { id: setup.partnerId },
        body: { email: `cr${Date.now()}@partner.example`, name },
      });
      expect(refused.status, JSON.stringify(name)).toBe(422);
      expect(Object.keys(refused.error.errors ?? {})).toEqual(['name']);
      expect(refused.error.errors!.name).toBe('must be one line, without control characters');
    }
    const email = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params: { id: setup.partnerId },
      body: {
        email: 'a@b.example\r\nBcc: c@d.example',
        name: 'Pat',
      },
    });
    expect([email.status, Object.keys(email.error.errors ?? {})]).toEqual([422, ['email']]);
    expect([await count(), use().mails.length]).toEqual(before);
  });

  it('leaves a trace of a revoked person: listed as revoked with who and when, only on their partner, events before 0032 read by the detail', async () => {
    const { carrier, setup, client } = await signedInCarrier(use());
    const db = use().database.db;
    const me = (await client.call(AUTH_ROUTES.user)).answer;
    const email = `gone${Date.now()}@partner.example`;
    const { id, person } = await acceptedPartnerUser(use(), client, setup.partnerId, email, 'Gone Person');
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoked, { params: { id: setup.partnerId } })).answer).toEqual([]);
    const before = Date.now();
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoke, { params: { id: setup.partnerId, userId: id } })).status).toBe(204);
    // The user is gone (signed out, not listed), the trace is not.
    expect((await person.call(AUTH_ROUTES.user)).status).toBe(401);
    expect((await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer).toEqual([]);
    const revoked = (await client.call(PARTNER_PEOPLE_ROUTES.revoked, { params: { id: setup.partnerId } })).answer;
    expect(revoked).toEqual([{ id: expect.any(Number), name: 'Gone Person', email, revoked_at: expect.any(String), revoked_by: me.name }]);
    expect(Date.parse(revoked[0]!.revoked_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(revoked[0]!.revoked_at)).toBeLessThanOrEqual(Date.now() + 1000);
    // The security log holds the same event, now with the partner.
    const events = (await client.call(SECURITY_ROUTES.events, { query: { kind: 'access_revoked' } })).answer.items;
    expect(events[0]).toMatchObject({ id: revoked[0]!.id, subject: `Gone Person (${email})`, actor: { id: me.id, name: me.name } });
    const row = await db.selectFrom('security_events').select('customer_id').where('id', '=', revoked[0]!.id).executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(setup.partnerId);

    // Another partner of the carrier lists none of it; another carrier's partner is 404.
    const other = await db
      .insertInto('partners')
      .values({ carrier_id: carrier.carrierId, name: 'Other partner', token_nonce: 'n-r', token_hash: `h-r${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoked, { params: { id: other.id } })).answer).toEqual([]);
    const foreign = await createPricingSetup(db, (await createCarrier(db)).carrierId);
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoked, { params: { id: foreign.partnerId } })).status).toBe(404);

    // An event recorded before events carried the partner names it in its detail, acting as someone or not.
    const partnerName = (await client.call(PARTNER_ROUTES.get, { params: { id: other.id } })).answer.name as string;
    for (const [subject, detail] of [
      ['Old One (old1@partner.example)', `a person of ${partnerName}`],
      ['Old Two (old2@partner.example)', `a person of ${partnerName}; acting as Someone`],
      ['Not Theirs (x@partner.example)', `a person of ${partnerName} Ltd`],
    ]) {
      await db
        .insertInto('security_events')
        .values({
          carrier_id: carrier.carrierId,
          kind: 'access_revoked',
          actor_id: null,
          actor_name: 'Former Clerk',
          subject,
          detail,
          ip: null,
        })
        .execute();
    }
    const old = (await client.call(PARTNER_PEOPLE_ROUTES.revoked, { params: { id: other.id } })).answer;
    expect(old.map((r) => [r.name, r.email, r.revoked_by])).toEqual([
      ['Old Two', 'old2@partner.example', 'Former Clerk'],
      ['Old One', 'old1@partner.example', 'Former Clerk'],
    ]);
  });

  it("answers 404 for another partner's user, a staff user and another carrier's partner", async () => {
    const { setup, client } = await signedInCarrier(use());
    const db = use().database.db;
    const otherPartner = await db
      .insertInto('partners')
      .values({
        carrier_id: (await client.call(AUTH_ROUTES.user)).answer.carrier_id!,
        name: 'Other',
        token_nonce: 'n-o',
        token_hash: `h-o${Date.now()}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await acceptedPartnerUser(use(), client, setup.partnerId, `a${Date.now()}@partner.example`);
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoke, { params: { id: otherPartner.id, userId: id } })).status).toBe(404);
    const staffId = (await client.call(AUTH_ROUTES.user)).answer.id;
    expect((await client.call(PARTNER_PEOPLE_ROUTES.revoke, { params: { id: setup.partnerId, userId: staffId } })).status).toBe(404);
    const foreign = await createCarrier(db);
    const foreignSetup = await createPricingSetup(db, foreign.carrierId);
    expect(
      (
        await client.call(PARTNER_PEOPLE_ROUTES.invite, {
          params: { id: foreignSetup.partnerId },
          body: { email: 'x@partner.example', name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect((await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: foreignSetup.partnerId } })).status).toBe(404);
    expect((await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: otherPartner.id } })).answer).toEqual([]);
    // Staff lists and choices leave them out: the admin's carrier view, the pretend, the roles' user counts.
    const carrierId = (await client.call(AUTH_ROUTES.user)).answer.carrier_id as number;
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const view = (await admin.call(ADMIN_ROUTES.carrier, { params: { id: carrierId } })).answer;
    expect(view.users.map((u: { id: number }) => u.id)).not.toContain(id);
    expect(
      (
        await admin.request({
          method: 'GET',
          url: `${pathOf(AUTH_ROUTES.pretend, { id: carrierId })}?user=${id}`,
          headers: { 'sec-fetch-site': 'same-origin' },
        })
      ).statusCode,
    ).toBe(404);
    const roles = (await client.call(ROLE_ROUTES.list)).answer;
    expect(roles.items.reduce((sum: number, r: { user_count: number }) => sum + Number(r.user_count), 0)).toBe(1);
    // Still there: the refused calls removed nobody.
    expect((await client.call(PARTNER_PEOPLE_ROUTES.list, { params: { id: setup.partnerId } })).answer).toHaveLength(1);
  });

  it('prices, books and searches as their partner through the partner API; another partner named in customer is ignored', async () => {
    const { setup, client } = await signedInCarrier(use());
    const db = use().database.db;
    const carrierId = (await client.call(AUTH_ROUTES.user)).answer.carrier_id as number;
    const other = await db
      .insertInto('partners')
      .values({ carrier_id: carrierId, name: 'Other', token_nonce: 'n-p', token_hash: `h-p${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postOneCellPricelist(client, setup, { price: 20 });
    // The other partner's own pricelist prices 99: a partner user naming it must not get it.
    const own = await client.call(PRICELIST_ROUTES.create, {
      body: {
        name: 'Other only',
        service_id: setup.serviceId,
        customer_id: other.id,
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
        fare_groups: [
          {
            quantities: [{ quantity: 1000, unit: 'per_100kg' as const }],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: setup.transitId, prices: [99] }],
          },
        ],
      },
    });
    expect(own.status, own.response.body).toBe(201);
    const { person } = await acceptedPartnerUser(use(), client, setup.partnerId, `p${Date.now()}@partner.example`);
    const request = {
      customer: other.id,
      explain: true,
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'EE', postcode: '11415' },
      shipments: [{ quantity: 1, type: 'colli' as const, weight: 100 }],
    };
    const priced = await person.call(PRICE_ROUTES.servicePrice, { body: { ...request, reference: ' PO-4711 ' } });
    expect(priced.status, priced.response.body).toBe(200);
    const result = priced.answer[0]!;
    expect(result.quote_id).toBeTruthy();
    // The general pricelist (20 per 100 kg), not the other partner's (99).
    expect(result).toMatchObject({ general: true, total: 20, pricelist: { name: 'General' } });
    expect(result.trace).toBeTruthy();
    // A cross-site call with their cookie is refused, as for the calculator.
    expect(
      (
        await person.request({
          method: 'POST',
          url: pathOf(PRICE_ROUTES.servicePrice),
          payload: request,
          headers: { origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(403);

    const booked = await person.call(PRICE_ROUTES.book, { body: { quote_id: result.quote_id! } });
    expect(booked.status, booked.response.body).toBeLessThan(300);
    const search = (await person.call(PORTAL_ROUTES.quotes, { query: { booked: 'true', collection: 'EE 1' } })).answer;
    expect(search.items.map((q) => q.quote_id)).toEqual([result.quote_id]);
    expect(search.items[0]!.customer!.id).toBe(setup.partnerId);
    // The request's reference is kept with the quote and found by any part of it.
    expect(search.items[0]!.reference).toBe('PO-4711');
    expect(
      (await person.call(PORTAL_ROUTES.quotes, { query: { reference: 'po-47' } })).answer.items.map(
        (q: { quote_id: string }) => q.quote_id,
      ),
    ).toEqual([result.quote_id]);
    expect((await person.call(PORTAL_ROUTES.quotes, { query: { reference: 'PO-9' } })).answer.count).toBe(0);
    expect((await person.call(PORTAL_ROUTES.quotes, { query: { booked: 'false' } })).answer.count).toBe(0);
    expect((await person.call(PORTAL_ROUTES.quotes, { query: { collection: 'LV' } })).answer.count).toBe(0);
    expect((await person.call(PORTAL_ROUTES.quotes, { query: { collection: 'E' } })).status).toBe(422);
    expect((await person.call(PORTAL_ROUTES.quote, { params: { id: result.quote_id! } })).answer.quote_id).toBe(result.quote_id);
    expect((await person.call(QUOTE_ROUTES.partnerQuote, { params: { id: result.quote_id! } })).status).toBe(200);
    // The staff's calculator quote (no partner) is not theirs.
    const staffQuote = (await client.call(PRICE_ROUTES.servicePrice, { body: { ...request, customer: null, explain: false } })).answer[0]!
      .quote_id!;
    expect((await person.call(PORTAL_ROUTES.quote, { params: { id: staffQuote } })).status).toBe(404);
    expect((await person.call(QUOTE_ROUTES.partnerQuote, { params: { id: staffQuote } })).status).toBe(404);

    // The token: its end, then a new one answered once; the old one stops working.
    const token = (await client.call(PARTNER_ROUTES.get, { params: { id: setup.partnerId } })).answer.token as string;
    expect((await person.call(PORTAL_ROUTES.token)).answer).toEqual({ ends_with: token.slice(-4) });
    const rotated = await person.call(PORTAL_ROUTES.rotateToken);
    expect(rotated.status).toBe(200);
    const fresh = rotated.answer.token as string;
    expect(fresh).not.toBe(token);
    const withOld = await use()
      .client()
      .request({ method: 'POST', url: pathOf(PRICE_ROUTES.servicePrice), payload: request, headers: { authorization: `Bearer ${token}` } });
    expect(withOld.statusCode).toBe(401);
    const withNew = await use()
      .client()
      .request({ method: 'POST', url: pathOf(PRICE_ROUTES.servicePrice), payload: request, headers: { authorization: `Bearer ${fresh}` } });
    expect(withNew.statusCode).toBe(200);
    expect((await person.call(PORTAL_ROUTES.token)).answer).toEqual({ ends_with: fresh.slice(-4) });
  });
});
