import { expect, it } from 'vitest';
import { createAdmin, createCarrier, createUser, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('carriers (admin)', (use) => {
  it("drops the carrier's compiled pricing when an admin changes it, and keeps it on a read", async () => {
    const { db } = use().database;
    const { carrierId } = await createCarrier(db);
    const other = await createCarrier(db);
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const cache = use().app.pricing.cache;
    await Promise.all([cache.get(carrierId), cache.get(other.carrierId)]);

    const read = await admin.get(`/fe/admin/carriers/${carrierId}`);
    expect(read.statusCode).toBe(200);
    expect(cache.has(carrierId)).toBe(true);

    const body = { name: read.json().name, country: 'EE', timezone: 'Europe/Helsinki' };
    const updated = await admin.put(`/fe/admin/carriers/${carrierId}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: carrierId, timezone: 'Europe/Helsinki' });
    expect(cache.has(carrierId)).toBe(false);
    expect(cache.has(other.carrierId)).toBe(true);
    expect((await admin.put('/fe/admin/carriers/999999', body)).statusCode).toBe(404);
  });

  it('lists carriers with their user counts, adds and deletes their users, and 404s an unknown carrier', async () => {
    const { db } = use().database;
    const { carrierId, ownerRoleId } = await createCarrier(db, { name: `Nordic ${Date.now()}` });
    await createUser(db, { carrierId, roleId: ownerRoleId });
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);

    const list = (await admin.get(`/fe/admin/carriers?carrier=nordic`)).json();
    expect(list.items.find((c: { id: number }) => c.id === carrierId)).toMatchObject({ user_count: 2 });
    const added = await admin.post(`/fe/admin/carriers/${carrierId}/user`, {
      name: 'Ann',
      email: `ann-${carrierId}@example.com`,
      role_id: ownerRoleId,
    });
    expect(added.statusCode).toBe(201);
    expect((await admin.get(`/fe/admin/carriers/${carrierId}`)).json().users).toHaveLength(3);
    expect((await admin.delete(`/fe/admin/carriers/${carrierId}/users/${added.json().id}`)).statusCode).toBe(204);
    expect((await admin.get(`/fe/admin/carriers/${carrierId}/zones/form`)).statusCode).toBe(200);
    expect((await admin.get('/fe/admin/carriers/999999/zones/form')).statusCode).toBe(404);
    expect(
      (await admin.post('/fe/admin/carriers/999999/user', { name: 'X', email: 'x-none@example.com', role_id: ownerRoleId })).statusCode,
    ).toBe(404);

    const search = (await admin.get(`/fe/admin/quick_search?q=${encodeURIComponent(' nordic ')}`)).json();
    expect(search.carriers.map((c: { id: number }) => c.id)).toContain(carrierId);
    expect((await admin.get('/fe/admin/quick_search?q=n')).json()).toEqual({ carriers: [], users: [] });
  });
});
