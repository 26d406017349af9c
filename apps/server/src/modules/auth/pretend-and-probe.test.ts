import { APP_REQUEST_HEADER } from '@freight/domain';
import { expect, it } from 'vitest';
import { createAdmin, createCarrier, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('exit pretend and the session probe', (use) => {
  it('an admin who pretends goes back to their own session with POST /fe/admin/pretend/end, still signed in', async () => {
    const { carrierId, owner } = await createCarrier(use().database.db);
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    const pretended = await admin.request({
      method: 'GET',
      url: `/fe/admin/carriers/${carrierId}/pretend`,
      headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
    });
    expect(pretended.statusCode, pretended.body).toBe(200);
    expect((await admin.get('/fe/user')).json()).toMatchObject({ pretending: true, carrier_id: carrierId, email: owner.email });

    const back = await admin.post('/fe/admin/pretend/end', {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ role: 'admin', pretending: false, carrier_id: null });
    expect((await admin.get('/fe/user')).json()).toMatchObject({ role: 'admin', pretending: false, carrier_id: null });
    expect((await admin.get('/fe/admin/carriers')).statusCode).toBe(200);
    // Ending it again (another tab) is harmless.
    expect((await admin.post('/fe/admin/pretend/end', {})).json()).toMatchObject({ pretending: false });
  });

  it('the pretend exit is for admins only and refuses a cross-site call', async () => {
    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    expect((await client.post('/fe/admin/pretend/end', {})).statusCode).toBe(403);
    expect((await use().client().post('/fe/admin/pretend/end', {})).statusCode).toBe(401);
    const admin = await use()
      .client()
      .login((await createAdmin(use().database.db)).email, PASSWORD);
    expect(
      (await admin.request({ method: 'POST', url: '/fe/admin/pretend/end', payload: {}, headers: { origin: 'https://evil.example' } }))
        .statusCode,
    ).toBe(403);
  });

  it('GET /fe/session answers a visitor 200 {user: null} and a signed-in user their user; GET /fe/user keeps its 401', async () => {
    const visitor = use().client();
    const probe = await visitor.get('/fe/session');
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ user: null });
    expect((await visitor.get('/fe/user')).statusCode).toBe(401);

    const { owner } = await createCarrier(use().database.db);
    const client = await use().client().login(owner.email, PASSWORD);
    const user = (await client.get('/fe/user')).json();
    expect((await client.get('/fe/session')).json()).toEqual({ user });
    await client.request({ method: 'GET', url: '/fe/logout', headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } });
    expect((await client.get('/fe/session')).json()).toEqual({ user: null });
  });
});
