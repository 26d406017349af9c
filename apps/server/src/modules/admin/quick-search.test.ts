import { expect, it } from 'vitest';
import { createAdmin, createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('quick search: search_pricelist', (use) => {
  it('finds a pricelist of any carrier by id or name, names its carrier, and leaves archived ones out', async () => {
    const { db } = use().database;
    const carrier = await createCarrier(db);
    const setup = await createPricingSetup(db, carrier.carrierId);
    const owner = await use().client().login(carrier.owner.email, PASSWORD);
    const body = {
      name: `Baltic lanes ${carrier.carrierId}`,
      service_id: setup.serviceId,
      customer_id: setup.partnerId,
      valid_from: '2027-01-01',
      valid_to: '2027-12-31',
      fare_groups: [],
    };
    const created = await owner.post('/fe/pricelists', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);

    const byId = (await admin.get(`/fe/admin/quick_search/pricelists?q=%23${id}`)).json();
    expect(byId.pricelists).toHaveLength(1);
    expect(byId.pricelists[0]).toMatchObject({ id, name: body.name, carrier_id: carrier.carrierId, service_name: 'Groupage' });
    const byName = (await admin.get(`/fe/admin/quick_search/pricelists?q=${encodeURIComponent(`lanes ${carrier.carrierId}`)}`)).json();
    expect(byName.pricelists.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await admin.get('/fe/admin/quick_search/pricelists?q=B')).json()).toEqual({ pricelists: [] });

    expect((await owner.delete(`/fe/pricelists/${id}/archive`)).statusCode).toBe(204);
    expect((await admin.get(`/fe/admin/quick_search/pricelists?q=${id}`)).json()).toEqual({ pricelists: [] });
    // Only a platform admin searches across carriers.
    expect((await owner.get(`/fe/admin/quick_search/pricelists?q=${id}`)).statusCode).toBe(403);
  });
});
