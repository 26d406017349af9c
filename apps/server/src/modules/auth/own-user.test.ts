/**
 * PUT /fe/user: the signed-in person's own language (docs/api.md "Languages"), read back by GET
 * /fe/user and GET /fe/session; staff, a partner user and an admin alike, an admin pretending
 * setting their own.
 */
import { AUTH_ROUTES, CARRIER_SETTINGS_ROUTES, PARTNER_ROUTES, pathOf } from '@freight/domain';
import { expect, it } from 'vitest';
import { acceptedPartnerUser, createAdmin, createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { Called, describeEachDatabase, type TestClient } from '../../../test/helpers';

/** PUT /fe/user with a body its type forbids (a language not ours, a key it does not name), sent as it is. */
async function putRaw(client: TestClient, payload: unknown) {
  const route = AUTH_ROUTES.updateUser;
  return new Called(route, await client.request({ method: route.method, url: pathOf(route), payload: payload as object }));
}

describeEachDatabase("the user's own language", (use) => {
  const languageOf = async (id: number) =>
    (await use().database.db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

  it('is null until chosen; PUT /fe/user sets it and answers the user as GET /fe/user does; GET /fe/session reads it', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.call(AUTH_ROUTES.user)).answer.language).toBeNull();
    expect((await client.call(AUTH_ROUTES.session)).answer.user?.language).toBeNull();

    const set = await client.call(AUTH_ROUTES.updateUser, { body: { language: 'et' } });
    expect(set.status, set.response.body).toBe(200);
    const user = (await client.call(AUTH_ROUTES.user)).answer;
    expect(user).toMatchObject({ id: owner.id, language: 'et' });
    expect(set.answer).toEqual(user);
    expect((await client.call(AUTH_ROUTES.session)).answer).toEqual({ user });
    expect(await languageOf(owner.id)).toBe('et');

    expect((await client.call(AUTH_ROUTES.updateUser, { body: { language: 'fi' } })).answer.language).toBe('fi');
    // Kept across sessions: it is the person's, not the session's.
    const again = await use().client().login(owner.email, PASSWORD);
    expect((await again.call(AUTH_ROUTES.user)).answer.language).toBe('fi');
  });

  it('refuses a language not ours, a missing one, null, an unknown key and a non-object with 422, writing nothing', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.call(AUTH_ROUTES.updateUser, { body: { language: 'et' } })).status).toBe(200);

    for (const language of ['de', 'EN', 'en-GB', '', 1, null]) {
      const refused = await putRaw(client, { language });
      expect(refused.status, JSON.stringify(language)).toBe(422);
      expect(refused.error.errors).toEqual({ language: 'must be en, et or fi' });
    }
    const empty = await putRaw(client, {});
    expect(empty.status).toBe(422);
    expect(empty.error.errors).toHaveProperty('language');
    // A key the body does not name is refused, not dropped: a typo is no silent no-op.
    const unknown = await putRaw(client, { language: 'fi', name: 'Someone else' });
    expect(unknown.status).toBe(422);
    expect(unknown.error.message).toMatch(/name/);
    expect((await putRaw(client, ['fi'])).status).toBe(422);

    expect(await languageOf(owner.id)).toBe('et');
    expect((await client.call(AUTH_ROUTES.user)).answer).toMatchObject({ language: 'et', name: owner.name });
  });

  it('is for anyone signed in: a visitor is 401, a cross-site call 403', async () => {
    expect(
      (
        await use()
          .client()
          .call(AUTH_ROUTES.updateUser, { body: { language: 'fi' } })
      ).status,
    ).toBe(401);
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const crossSite = await client.request({
      method: 'PUT',
      url: pathOf(AUTH_ROUTES.updateUser),
      payload: { language: 'fi' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await languageOf(owner.id)).toBeNull();
  });

  it('a partner user sets theirs; the carrier staff and the partner keep their own', async () => {
    const { carrierId, owner } = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrierId);
    const staff = await use().client().login(owner.email, PASSWORD);
    const { id, person } = await acceptedPartnerUser(use(), staff, setup.partnerId, `pat-${carrierId}@partner.example`);
    const set = await person.call(AUTH_ROUTES.updateUser, { body: { language: 'fi' } });
    expect(set.status, set.response.body).toBe(200);
    expect(set.answer).toMatchObject({ id, language: 'fi', partner: { id: setup.partnerId } });
    expect((await person.call(AUTH_ROUTES.user)).answer.language).toBe('fi');
    expect(await languageOf(owner.id)).toBeNull();
    const partner = await use()
      .database.db.selectFrom('partners')
      .select('language')
      .where('id', '=', setup.partnerId)
      .executeTakeFirstOrThrow();
    expect(partner.language).toBeNull();
  });

  it("a partner user's session names their partner's language (its own, else the carrier's) for the screens until they choose", async () => {
    const { carrierId, owner } = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrierId);
    const staff = await use().client().login(owner.email, PASSWORD);
    const { person } = await acceptedPartnerUser(use(), staff, setup.partnerId, `pia-${carrierId}@partner.example`);
    expect((await person.call(AUTH_ROUTES.user)).answer.partner?.language).toBe('en');
    await staff.call(CARRIER_SETTINGS_ROUTES.set, { body: { language: 'fi' } });
    expect((await person.call(AUTH_ROUTES.session)).answer.user?.partner?.language).toBe('fi');
    const partner = (await staff.call(PARTNER_ROUTES.get, { params: { id: setup.partnerId } })).answer;
    await staff.call(PARTNER_ROUTES.update, {
      params: { id: setup.partnerId },
      body: { name: partner.name, country: partner.country, general_hidden: partner.general_hidden, language: 'et' },
    });
    expect((await person.call(AUTH_ROUTES.user)).answer).toMatchObject({ language: null, partner: { language: 'et' } });
    // The staff's own session names no partner.
    expect((await staff.call(AUTH_ROUTES.user)).answer.partner).toBeNull();
  });

  it("an admin sets their own, and pretending still reads and sets the admin's own, never the pretended user's", async () => {
    const { carrierId, owner } = await createCarrier(use().database.db);
    const { id: adminId, email } = await createAdmin(use().database.db);
    const admin = await use().client().login(email, PASSWORD);
    expect((await admin.call(AUTH_ROUTES.updateUser, { body: { language: 'et' } })).answer).toMatchObject({
      role: 'admin',
      language: 'et',
    });

    expect((await admin.call(AUTH_ROUTES.pretend, { params: { id: carrierId } })).answer).toMatchObject({
      pretending: true,
      email: owner.email,
      language: 'et',
    });
    const set = await admin.call(AUTH_ROUTES.updateUser, { body: { language: 'fi' } });
    expect(set.answer).toMatchObject({ pretending: true, email: owner.email, language: 'fi' });
    expect(await languageOf(adminId)).toBe('fi');
    expect(await languageOf(owner.id)).toBeNull();
    expect((await admin.call(AUTH_ROUTES.endPretend)).answer).toMatchObject({ pretending: false, language: 'fi' });
  });
});
