import { ADMIN_ROUTES } from '@freight/domain';
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

    const read = await admin.call(ADMIN_ROUTES.carrier, { params: { id: carrierId } });
    expect(read.status).toBe(200);
    expect(cache.has(carrierId)).toBe(true);

    const body = { name: read.answer.name, country: 'EE', timezone: 'Europe/Helsinki' };
    const updated = await admin.call(ADMIN_ROUTES.updateCarrier, { params: { id: carrierId }, body });
    expect(updated.status).toBe(200);
    expect(updated.answer).toMatchObject({ id: carrierId, timezone: 'Europe/Helsinki' });
    expect(cache.has(carrierId)).toBe(false);
    expect(cache.has(other.carrierId)).toBe(true);
    expect((await admin.call(ADMIN_ROUTES.updateCarrier, { params: { id: 999999 }, body })).status).toBe(404);
  });

  it('lists carriers with their user counts, adds and deletes their users, and 404s an unknown carrier', async () => {
    const { db } = use().database;
    const { carrierId, ownerRoleId } = await createCarrier(db, { name: `Nordic ${Date.now()}` });
    await createUser(db, { carrierId, roleId: ownerRoleId });
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);

    const list = (await admin.call(ADMIN_ROUTES.carriers, { query: { carrier: 'nordic' } })).answer;
    expect(list.items.find((c) => c.id === carrierId)).toMatchObject({ user_count: 2 });
    const added = await admin.call(ADMIN_ROUTES.addCarrierUser, {
      params: { id: carrierId },
      body: { name: 'Ann', email: `ann-${carrierId}@example.com`, role_id: ownerRoleId },
    });
    expect(added.status).toBe(201);
    expect((await admin.call(ADMIN_ROUTES.carrier, { params: { id: carrierId } })).answer.users).toHaveLength(3);
    const deleted = await admin.call(ADMIN_ROUTES.deleteCarrierUser, { params: { id: carrierId, userId: added.answer.id } });
    expect(deleted.status).toBe(204);
    expect((await admin.call(ADMIN_ROUTES.carrierZones, { params: { id: carrierId } })).status).toBe(200);
    expect((await admin.call(ADMIN_ROUTES.carrierZones, { params: { id: 999999 } })).status).toBe(404);
    const unknown = await admin.call(ADMIN_ROUTES.addCarrierUser, {
      params: { id: 999999 },
      body: { name: 'X', email: 'x-none@example.com', role_id: ownerRoleId },
    });
    expect(unknown.status).toBe(404);

    const search = (await admin.call(ADMIN_ROUTES.quickSearch, { query: { q: ' nordic ' } })).answer;
    expect(search.carriers.map((c) => c.id)).toContain(carrierId);
    expect((await admin.call(ADMIN_ROUTES.quickSearch, { query: { q: 'n' } })).answer).toEqual({ carriers: [], users: [] });
  });
});
