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
  const created = await client.post('/fe/customers', { name: `Acme ${Date.now()}`, country: 'EE', general_hidden: false });
  expect(created.statusCode, created.body).toBe(201);
  const partnerId = created.json().id as number;
  const token = (await client.get(`/fe/customers/${partnerId}`)).json().token as string;
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

    const archived = await client.post(`/fe/customers/${partnerId}/archive`);
    expect(archived.statusCode, archived.body).toBe(204);
    // The token is refused at once (the remembered one forgotten); the portal user is nobody.
    expect((await withToken()).statusCode).toBe(401);
    expect((await person.get('/fe/portal/token')).statusCode).toBe(401);
    // Signing in again is refused saying why (not a session that is nobody).
    const again = await use().client().post('/fe/login', { email, password: PASSWORD });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toContain('access is archived');
    // Nobody is invited to it meanwhile.
    const invited = await client.post(`/fe/customers/${partnerId}/invitations`, {
      email: `late${Date.now()}@partner.example`,
      name: 'Late',
    });
    expect(invited.statusCode).toBe(409);
    expect(invited.json().message).toBe('The partner is archived: restore it before inviting its people');
    expect((await client.get('/fe/customers')).json().items.map((p: { id: number }) => p.id)).not.toContain(partnerId);
    expect((await client.get('/fe/customers/form')).json().map((p: { id: number }) => p.id)).not.toContain(partnerId);
    const shown = (await client.get('/fe/customers?archived=true')).json();
    expect(shown.items.map((p: { id: number }) => p.id)).toEqual([partnerId]);
    expect(shown.items[0].archived_at).toBeTypeOf('string');
    expect((await client.get(`/fe/customers/${partnerId}`)).json().archived_at).toBeTypeOf('string');

    expect((await client.post(`/fe/customers/${partnerId}/restore`)).statusCode).toBe(204);
    expect((await withToken()).statusCode).toBe(200);
    expect((await person.get('/fe/portal/token')).statusCode).toBe(200);
    expect((await (await use().client().login(email, PASSWORD)).get('/fe/portal/token')).statusCode).toBe(200);
    expect((await client.get(`/fe/customers/${partnerId}`)).json().archived_at).toBeNull();
    expect((await client.get('/fe/customers/form')).json().map((p: { id: number }) => p.id)).toContain(partnerId);
    expect((await client.get('/fe/customers?archived=true')).json().count).toBe(0);
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
    expect((await reader.post(`/fe/customers/${mine.partnerId}/archive`)).statusCode).toBe(403);
    const other = await carrierWithPartner(use());
    expect((await other.client.post(`/fe/customers/${mine.partnerId}/archive`)).statusCode).toBe(404);
    expect((await other.client.post(`/fe/customers/${mine.partnerId}/restore`)).statusCode).toBe(404);
    expect((await mine.withToken()).statusCode).toBe(200);
    expect((await mine.client.get('/fe/customers?archived=maybe')).statusCode).toBe(422);
  });
});
