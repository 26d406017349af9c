import { ADMIN_ROUTES, AUTH_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, createCarrier, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('exit pretend and the session probe', (use) => {
  it('an admin who pretends goes back to their own session with POST /fe/admin/pretend/end, still signed in', async () => {
    const { carrierId, owner } = await createCarrier(use().database.db);
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    const pretended = await admin.call(AUTH_ROUTES.pretend, { params: { id: carrierId } });
    expect(pretended.status, pretended.response.body).toBe(200);
    expect((await admin.call(AUTH_ROUTES.user)).answer).toMatchObject({ pretending: true, carrier_id: carrierId, email: owner.email });

    const back = await admin.call(AUTH_ROUTES.endPretend);
    expect(back.status, back.response.body).toBe(200);
    expect(back.answer).toMatchObject({ role: 'admin', pretending: false, carrier_id: null });
    expect((await admin.call(AUTH_ROUTES.user)).answer).toMatchObject({ role: 'admin', pretending: false, carrier_id: null });
    expect((await admin.call(ADMIN_ROUTES.carriers)).status).toBe(200);
    // Ending it again (another tab) is harmless.
    expect((await admin.call(AUTH_ROUTES.endPretend)).answer).toMatchObject({ pretending: false });
  });

  it('the pretend exit is for admins only and refuses a cross-site call', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.call(AUTH_ROUTES.endPretend)).status).toBe(403);
    expect((await use().client().call(AUTH_ROUTES.endPretend)).status).toBe(401);
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    // Another site's Origin, which the typed client does not send.
    expect(
      (await admin.request({ method: 'POST', url: '/fe/admin/pretend/end', payload: {}, headers: { origin: 'https://evil.example' } }))
        .statusCode,
    ).toBe(403);
  });

  it('GET /fe/session answers a visitor 200 {user: null} and a signed-in user their user; GET /fe/user keeps its 401', async () => {
    const visitor = use().client();
    const probe = await visitor.call(AUTH_ROUTES.session);
    expect(probe.status).toBe(200);
    expect(probe.answer).toEqual({ user: null });
    expect((await visitor.call(AUTH_ROUTES.user)).status).toBe(401);

    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const user = (await client.call(AUTH_ROUTES.user)).answer;
    expect((await client.call(AUTH_ROUTES.session)).answer).toEqual({ user });
    expect((await client.call(AUTH_ROUTES.logout)).status).toBe(200);
    expect((await client.call(AUTH_ROUTES.session)).answer).toEqual({ user: null });
  });
});
