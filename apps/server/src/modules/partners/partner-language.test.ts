/**
 * The partner's language and the carrier's (docs/api.md "Languages"): the partner record's
 * `language` (null: the carrier's), the carrier's on its settings and the admin's carrier form, and
 * `partnerLanguage`, the one place that resolves what a partner reads.
 */
import { ADMIN_ROUTES, CARRIER_SETTINGS_ROUTES, PARTNER_ROUTES, pathOf } from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, createCarrier, PASSWORD } from '../../../test/factories';
import { Called, describeEachDatabase, type TestClient } from '../../../test/helpers';
import { partnerLanguage } from './index';

/** A write with a body its type forbids (a language not ours), sent as it is. */
async function sendRaw<R extends typeof PARTNER_ROUTES.update | typeof CARRIER_SETTINGS_ROUTES.set | typeof ADMIN_ROUTES.updateCarrier>(
  client: TestClient,
  route: R,
  payload: object,
  params?: { id: number },
) {
  return new Called(route, await client.request({ method: route.method, url: pathOf(route, params), payload }));
}

describeEachDatabase('languages of partners and carriers', (use) => {
  /** A new carrier's owner, signed in. */
  async function ownerOf() {
    const carrier = await createCarrier(use().database.db);
    return { ...carrier, client: await use().client().login(carrier.owner.email, PASSWORD) };
  }

  it("a partner's language is null (the carrier's) until set; create, get, list and update answer it; a PUT without it keeps it", async () => {
    const { client } = await ownerOf();
    const created = await client.call(PARTNER_ROUTES.create, { body: { name: 'Tallinn Trade', country: 'EE' } });
    const params = { id: created.answer.id };
    expect((await client.call(PARTNER_ROUTES.get, { params })).answer.language).toBeNull();

    const saved = await client.call(PARTNER_ROUTES.update, { params, body: { name: 'Tallinn Trade', country: 'EE', language: 'et' } });
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.answer).toMatchObject({ id: params.id, language: 'et' });
    expect((await client.call(PARTNER_ROUTES.get, { params })).answer.language).toBe('et');
    expect((await client.call(PARTNER_ROUTES.list)).answer.items.find((p) => p.id === params.id)?.language).toBe('et');
    // A client that does not know the field (an older form) keeps the partner's language.
    expect((await client.call(PARTNER_ROUTES.update, { params, body: { name: 'Tallinn Trade AS', country: 'EE' } })).answer).toMatchObject({
      name: 'Tallinn Trade AS',
      language: 'et',
    });
    // null gives it back to the carrier's.
    expect(
      (await client.call(PARTNER_ROUTES.update, { params, body: { name: 'Tallinn Trade AS', country: 'EE', language: null } })).answer
        .language,
    ).toBeNull();

    const finnish = await client.call(PARTNER_ROUTES.create, { body: { name: 'Oulu Oy', country: 'FI', language: 'fi' } });
    expect((await client.call(PARTNER_ROUTES.get, { params: { id: finnish.answer.id } })).answer.language).toBe('fi');
  });

  it("refuses a language not ours on a partner with 422 naming it, writing nothing; another carrier's partner is 404", async () => {
    const { client, carrierId } = await ownerOf();
    const { id } = (await client.call(PARTNER_ROUTES.create, { body: { name: 'Riga Cargo', country: 'LV', language: 'en' } })).answer;
    for (const language of ['lv', 'EN', '', 3]) {
      const refused = await sendRaw(client, PARTNER_ROUTES.update, { name: 'Renamed', country: 'LV', language }, { id });
      expect(refused.status, JSON.stringify(language)).toBe(422);
      expect(refused.error.errors).toEqual({ language: 'must be en, et or fi' });
    }
    expect((await client.call(PARTNER_ROUTES.get, { params: { id } })).answer).toMatchObject({ name: 'Riga Cargo', language: 'en' });

    const other = await ownerOf();
    const foreign = await other.client.call(PARTNER_ROUTES.update, {
      params: { id },
      body: { name: 'Taken', country: 'LV', language: 'fi' },
    });
    expect(foreign.status).toBe(404);
    expect((await other.client.call(PARTNER_ROUTES.get, { params: { id } })).status).toBe(404);
    expect((await client.call(PARTNER_ROUTES.get, { params: { id } })).answer).toMatchObject({ name: 'Riga Cargo', language: 'en' });
    // The resolver is scoped too: the partner is not the other carrier's.
    const { db } = use().database;
    await expect(partnerLanguage(db, other.carrierId, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await partnerLanguage(db, carrierId, id)).toBe('en');
  });

  it("the carrier's language is en until set on its settings; GET answers it; a bad one is 422 and writes nothing", async () => {
    const { client, carrierId } = await ownerOf();
    expect((await client.call(CARRIER_SETTINGS_ROUTES.get)).answer.language).toBe('en');
    const set = await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { language: 'fi' } });
    expect(set.status, set.response.body).toBe(200);
    expect(set.answer).toMatchObject({ language: 'fi', terms: '' });
    expect((await client.call(CARRIER_SETTINGS_ROUTES.get)).answer.language).toBe('fi');
    // A save of the other fields keeps it.
    expect((await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { terms: 'Prices exclude VAT.' } })).answer).toMatchObject({
      language: 'fi',
      terms: 'Prices exclude VAT.',
    });

    const refused = await sendRaw(client, CARRIER_SETTINGS_ROUTES.set, { terms: 'Changed', language: 'sv' });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ language: 'must be en, et or fi' });
    expect((await client.call(CARRIER_SETTINGS_ROUTES.get)).answer).toMatchObject({ language: 'fi', terms: 'Prices exclude VAT.' });
    const row = await use().database.db.selectFrom('carriers').select('language').where('id', '=', carrierId).executeTakeFirstOrThrow();
    expect(row.language).toBe('fi');
  });

  it("a partner without a language reads the carrier's, and follows it when it changes; its own wins", async () => {
    const { client, carrierId } = await ownerOf();
    const { db } = use().database;
    const plain = (await client.call(PARTNER_ROUTES.create, { body: { name: 'Plain', country: 'EE' } })).answer.id;
    const estonian = (await client.call(PARTNER_ROUTES.create, { body: { name: 'Eesti', country: 'EE', language: 'et' } })).answer.id;
    expect(await partnerLanguage(db, carrierId, plain)).toBe('en');
    expect(await partnerLanguage(db, carrierId, estonian)).toBe('et');
    // No partner (a general pricelist's card): the carrier's.
    expect(await partnerLanguage(db, carrierId, null)).toBe('en');

    await client.call(CARRIER_SETTINGS_ROUTES.set, { body: { language: 'fi' } });
    expect(await partnerLanguage(db, carrierId, plain)).toBe('fi');
    expect(await partnerLanguage(db, carrierId, estonian)).toBe('et');
    expect(await partnerLanguage(db, carrierId, null)).toBe('fi');
    // Its answer says null still: the record keeps "the carrier's", not a copy of it.
    expect((await client.call(PARTNER_ROUTES.get, { params: { id: plain } })).answer.language).toBeNull();

    await expect(partnerLanguage(db, carrierId, 2_000_000_000)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(partnerLanguage(db, 2_000_000_000, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("the admin's carrier form sets the language; a new carrier's is en; an edit without it keeps it", async () => {
    const { db } = use().database;
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const plain = await admin.call(ADMIN_ROUTES.createCarrier, { body: { name: `Plain ${Date.now()}` } });
    expect(plain.status, plain.response.body).toBe(201);
    expect((await admin.call(ADMIN_ROUTES.carrier, { params: plain.answer })).answer.language).toBe('en');

    const created = await admin.call(ADMIN_ROUTES.createCarrier, {
      body: { name: `Kuljetus ${Date.now()}`, country: 'FI', language: 'fi' },
    });
    const params = { id: created.answer.id };
    const shown = (await admin.call(ADMIN_ROUTES.carrier, { params })).answer;
    expect(shown.language).toBe('fi');
    const { id: _id, created_at: _created, users: _users, language: _language, ...withoutLanguage } = shown;
    expect((await admin.call(ADMIN_ROUTES.updateCarrier, { params, body: withoutLanguage })).answer.language).toBe('fi');
    expect((await admin.call(ADMIN_ROUTES.updateCarrier, { params, body: { ...withoutLanguage, language: 'et' } })).answer.language).toBe(
      'et',
    );
    const listed = (await admin.call(ADMIN_ROUTES.carriers, { query: { carrier: 'Kuljetus' } })).answer.items.find(
      (c) => c.id === params.id,
    );
    expect(listed?.language).toBe('et');

    const refused = await sendRaw(admin, ADMIN_ROUTES.updateCarrier, { ...withoutLanguage, name: 'Renamed', language: 'de' }, params);
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ language: 'must be en, et or fi' });
    expect((await admin.call(ADMIN_ROUTES.carrier, { params })).answer).toMatchObject({ name: shown.name, language: 'et' });
    expect(await partnerLanguage(db, params.id, null)).toBe('et');
  });
});
