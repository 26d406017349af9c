import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('versions', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 3 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    const [a, b, c] = setup.zones as [number, number, number];
    const body = (prices: number[][], extra: Record<string, unknown> = {}) => ({
      name: 'Baltics',
      service_id: setup.serviceId,
      customer_id: null,
      valid_from: '2026-01-01',
      valid_to: '2030-12-31',
      surcharges: [],
      blocks: [],
      ldm_blocks: [],
      fare_groups: [
        {
          quantities: [
            { quantity: 100, unit: 'per_shipment' },
            { quantity: 1000, unit: 'per_100kg' },
          ],
          zones: prices.map((row, i) => ({ zone_from: a, zone_to: [b, c, a][i]!, prices: row })),
        },
      ],
      ...extra,
    });
    return { client, body, setup };
  }

  it('keeps every save as a version: list, view read-only, diff cell by cell, restore as a new version', async () => {
    const { client, body } = await owner();
    const created = await client.post('/fe/pricelists', body([[10, 20]]));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const put = (b: unknown) => client.put(`/fe/pricelists/${id}`, b);
    expect((await put({ ...body([[10, 25]]), version: 1 })).statusCode).toBe(200);
    expect(
      (
        await put({
          ...body(
            [
              [10, 25],
              [30, 40],
            ],
            { name: 'Baltics 2' },
          ),
          version: 2,
        })
      ).statusCode,
    ).toBe(200);

    const list = await client.get(`/fe/pricelists/${id}/versions`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(list.json()[2].changes).toEqual({ created: true });
    expect(list.json()[1].changes.updates).toHaveProperty('fare_groups');

    // Version 1 reads as it was, though the pricelist moved on.
    const v1 = (await client.get(`/fe/pricelists/${id}/versions/1`)).json();
    expect(v1.content.name).toBe('Baltics');
    expect(v1.grid.fare_groups[0].zones.map((z: { prices: number[] }) => z.prices)).toEqual([[10, 20]]);

    const diff = (await client.get(`/fe/pricelists/${id}/versions/2/diff`)).json();
    expect(diff).toMatchObject({ from: 1, to: 2, fields: [], added_rows: [], removed_rows: [] });
    expect(diff.cells).toEqual([expect.objectContaining({ fare_group: 0, column: '1000 per_100kg', from: 20, to: 25 })]);
    const diff13 = (await client.get(`/fe/pricelists/${id}/versions/3/diff?against=1`)).json();
    expect(diff13.fields).toEqual([{ field: 'name', from: 'Baltics', to: 'Baltics 2' }]);
    expect(diff13.added_rows).toHaveLength(1);

    // A stale page cannot restore over a newer save; the current one can.
    expect((await client.post(`/fe/pricelists/${id}/versions/1/restore`, { version: 2 })).statusCode).toBe(409);
    const restored = await client.post(`/fe/pricelists/${id}/versions/1/restore`, { version: 3 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ version: 4, name: 'Baltics' });
    expect(restored.json().fare_groups[0].zones.map((z: { prices: number[] }) => z.prices)).toEqual([[10, 20]]);
    const after = (await client.get(`/fe/pricelists/${id}/versions`)).json();
    expect(after[0]).toMatchObject({ version: 4, current: true, changes: { restored: 1 } });
    // The change log names the restored version, beside what it changed back.
    const [logged] = (await client.get(`/fe/pricelists/${id}/logs`)).json();
    expect(logged.changes.updates).toMatchObject({ restored: 1, name: 'Baltics' });
    // The restored content is a version like any other: nothing differs from version 1.
    const same = (await client.get(`/fe/pricelists/${id}/versions/4/diff?against=1`)).json();
    expect([same.fields, same.cells, same.added_rows, same.removed_rows]).toEqual([[], [], [], []]);
  });

  it('prices with the current version only: older rows are kept but priced no more', async () => {
    const { client, body, setup } = await owner();
    const withTransit = (prices: number[]) => {
      const b = body([prices]);
      return { ...b, fare_groups: b.fare_groups.map((g) => ({ ...g, zones: g.zones.map((z) => ({ ...z, transit: setup.transitId })) })) };
    };
    const traffic = async () => (await client.get(`/fe/transits/${setup.transitId}`)).json().traffic_count as number;
    const before = await traffic();
    const id = (await client.post('/fe/pricelists', withTransit([10, 20]))).json().id as number;
    await client.put(`/fe/pricelists/${id}`, { ...withTransit([50, 60]), version: 1 });
    const zones = (await client.get(`/fe/pricelists/${id}`)).json().fare_groups[0].zones;
    expect(zones.map((z: { prices: number[] }) => z.prices)).toEqual([[50, 60]]);
    // Two versions hold a row with the transit; only the current one counts as its traffic.
    expect(await traffic()).toBe(before + 1);
    const priced = await client.post('/api/v1/service_price', {
      service: setup.serviceId,
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'EE', postcode: '11415' },
      shipments: [{ quantity: 1, type: 'colli', weight: 50 }],
    });
    expect(priced.json()[0].total).toBe(50);
  });

  it('answers 404 for an unknown version, 422 for a diff of version 1 without a version to compare', async () => {
    const { client, body } = await owner();
    const id = (await client.post('/fe/pricelists', body([[10, 20]]))).json().id as number;
    expect((await client.get(`/fe/pricelists/${id}/versions/7`)).statusCode).toBe(404);
    expect((await client.get(`/fe/pricelists/${id}/versions/1/diff`)).statusCode).toBe(422);
    expect((await client.get(`/fe/pricelists/${id}/versions/1/diff?against=x`)).statusCode).toBe(422);
  });

  it('keeps surcharge versions, grid included, and restores one', async () => {
    const { client, body } = await owner();
    const grid = body([[3, 4]]);
    const created = await client.post('/fe/surcharges', {
      name: 'Islands',
      type: 'pricelist',
      pricelist: { fare_groups: grid.fare_groups },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const changed = await client.put(`/fe/surcharges/${id}`, { name: 'Fuel', type: 'percentage', amount: 7, version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = (await client.get(`/fe/surcharges/${id}/versions`)).json();
    expect(list.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const diff = (await client.get(`/fe/surcharges/${id}/versions/2/diff`)).json();
    expect(diff.fields).toEqual(expect.arrayContaining([{ field: 'type', from: 'pricelist', to: 'percentage' }]));
    expect(diff.removed_rows).toHaveLength(1);
    const restored = await client.post(`/fe/surcharges/${id}/versions/1/restore`, { version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ name: 'Islands', type: 'pricelist', version: 3 });
    expect(restored.json().pricelist.fare_groups[0].zones[0].prices).toEqual([3, 4]);
  });
});
