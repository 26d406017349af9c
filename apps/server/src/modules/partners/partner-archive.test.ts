import { AUTH_ROUTES, PARTNER_PEOPLE_ROUTES, PARTNER_ROUTES, PORTAL_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { acceptedPartnerUser, createRole, createUser, PASSWORD, postOneCellPricelist, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';

const REQUEST = {
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
  shipments: [{ quantity: 1, type: 'colli', weight: 100 }],
};

/** A carrier with a general pricelist and a partner whose token prices. */
async function carrierWithPartner(app: TestApp) {
  const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
  await postOneCellPricelist(client, setup);
  // Made through the API, so it has a real token (the factory's partner has none).
  const created = await client.call(PARTNER_ROUTES.create, { body: { name: `Acme ${Date.now()}`, country: 'EE', general_hidden: false } });
  expect(created.status, created.response.body).toBe(201);
  const partnerId = created.answer.id;
  const { token } = (await client.call(PARTNER_ROUTES.get, { params: { id: partnerId } })).answer;
  // The typed client sends no headers: the Bearer token goes on a raw request.
  const withToken = () =>
    app.client().request({ method: 'POST', url: '/api/v1/service_price', payload: REQUEST, headers: { authorization: `Bearer ${token}` } });
  return { ...carrier, setup, client, partnerId, withToken };
}

describeEachDatabase('archived partners', (use) => {
  it("an archived partner's token and portal users stop working, it leaves the list and the picker; restored, they work again", async () => {
    const { client, partnerId, withToken } = await carrierWithPartner(use());
    const email = `arch${Date.now()}@partner.example`;
    const { person } = await acceptedPartnerUser(use(), client, partnerId, email);
    expect((await withToken()).statusCode).toBe(200);

    const params = { id: partnerId };
    const archived = await client.call(PARTNER_ROUTES.archive, { params });
    expect(archived.status, archived.response.body).toBe(204);
    // The token is refused at once (the remembered one forgotten); the portal user is nobody.
    expect((await withToken()).statusCode).toBe(401);
    expect((await person.call(PORTAL_ROUTES.token)).status).toBe(401);
    // Signing in again is refused saying why (not a session that is nobody).
    const again = await use()
      .client()
      .call(AUTH_ROUTES.login, { body: { email, password: PASSWORD } });
    expect(again.status).toBe(401);
    expect(again.error.message).toContain('access is archived');
    // Nobody is invited to it meanwhile.
    const invited = await client.call(PARTNER_PEOPLE_ROUTES.invite, {
      params,
      body: { email: `late${Date.now()}@partner.example`, name: 'Late' },
    });
    expect(invited.status).toBe(409);
    expect(invited.error.message).toBe('The partner is archived: restore it before inviting its people');
    expect((await client.call(PARTNER_ROUTES.list)).answer.items.map((p) => p.id)).not.toContain(partnerId);
    expect((await client.call(PARTNER_ROUTES.options)).answer.map((p) => p.id)).not.toContain(partnerId);
    const shown = (await client.call(PARTNER_ROUTES.list, { query: { archived: 'true' } })).answer;
    expect(shown.items.map((p) => p.id)).toEqual([partnerId]);
    expect(shown.items[0]?.archived_at).toBeTypeOf('string');
    expect((await client.call(PARTNER_ROUTES.get, { params })).answer.archived_at).toBeTypeOf('string');

    expect((await client.call(PARTNER_ROUTES.restore, { params })).status).toBe(204);
    expect((await withToken()).statusCode).toBe(200);
    expect((await person.call(PORTAL_ROUTES.token)).status).toBe(200);
    expect((await (await use().client().login(email, PASSWORD)).call(PORTAL_ROUTES.token)).status).toBe(200);
    expect((await client.call(PARTNER_ROUTES.get, { params })).answer.archived_at).toBeNull();
    expect((await client.call(PARTNER_ROUTES.options)).answer.map((p) => p.id)).toContain(partnerId);
    expect((await client.call(PARTNER_ROUTES.list, { query: { archived: 'true' } })).answer.count).toBe(0);
  });

  it("needs partners write; another carrier's partner is 404", async () => {
    const mine = await carrierWithPartner(use());
    const db = use().database.db;
    const reader = await use()
      .client()
      .login(
        (await createUser(db, { carrierId: mine.carrierId, roleId: await createRole(db, mine.carrierId, { level: 'read' }) })).email,
        PASSWORD,
      );
    const params = { id: mine.partnerId };
    expect((await reader.call(PARTNER_ROUTES.archive, { params })).status).toBe(403);
    const other = await carrierWithPartner(use());
    expect((await other.client.call(PARTNER_ROUTES.archive, { params })).status).toBe(404);
    expect((await other.client.call(PARTNER_ROUTES.restore, { params })).status).toBe(404);
    expect((await mine.withToken()).statusCode).toBe(200);
    // A value its type forbids goes out untyped.
    expect((await mine.client.get('/fe/customers?archived=maybe')).statusCode).toBe(422);
  });
});
