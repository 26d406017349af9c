import { ADMIN_ROUTES, PRICELIST_ROUTES } from '@freight/domain';
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
    const created = await owner.call(PRICELIST_ROUTES.create, { body });
    expect(created.status, created.response.body).toBe(201);
    const answer = created.answer;
    if (!('id' in answer)) throw new Error('the create answered a check, not a new pricelist');
    const { id } = answer;
    const admin = await use()
      .client()
      .login((await createAdmin(db)).email, PASSWORD);
    const search = async (q: string) => (await admin.call(ADMIN_ROUTES.quickSearchPricelists, { query: { q } })).answer;

    const byId = await search(`#${id}`);
    expect(byId.pricelists).toHaveLength(1);
    expect(byId.pricelists[0]).toMatchObject({ id, name: body.name, carrier_id: carrier.carrierId, service_name: 'Groupage' });
    expect((await search(`lanes ${carrier.carrierId}`)).pricelists.map((p) => p.id)).toEqual([id]);
    expect(await search('B')).toEqual({ pricelists: [] });

    expect((await owner.call(PRICELIST_ROUTES.archive, { params: { id } })).status).toBe(204);
    expect(await search(String(id))).toEqual({ pricelists: [] });
    // Only a platform admin searches across carriers.
    expect((await owner.call(ADMIN_ROUTES.quickSearchPricelists, { query: { q: String(id) } })).status).toBe(403);
  });
});
