import {
  PRICE_ROUTES,
  PRICELIST_ROUTES,
  PRICELIST_VERSION_ROUTES,
  SURCHARGE_ROUTES,
  SURCHARGE_VERSION_ROUTES,
  TRANSIT_ROUTES,
  type Answer,
  type BodyInput,
} from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

/** The new pricelist's id: a create without ?check=true answers it. */
function createdId(answer: Answer<typeof PRICELIST_ROUTES.create>): number {
  if (!('id' in answer)) throw new Error('the create answered a check, not a new pricelist');
  return answer.id;
}

describeEachDatabase('versions', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 3 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    const [a, b, c] = setup.zones as [number, number, number];
    type PricelistBody = BodyInput<typeof PRICELIST_ROUTES.create>;
    const body = (prices: number[][], extra: Partial<PricelistBody> = {}): PricelistBody => ({
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
            { quantity: 100, unit: 'per_shipment' as const },
            { quantity: 1000, unit: 'per_100kg' as const },
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
    const created = await client.call(PRICELIST_ROUTES.create, { body: body([[10, 20]]) });
    expect(created.status, created.response.body).toBe(201);
    const id = createdId(created.answer);
    const put = (b: BodyInput<typeof PRICELIST_ROUTES.update>) => client.call(PRICELIST_ROUTES.update, { params: { id }, body: b });
    expect((await put({ ...body([[10, 25]]), version: 1 })).status).toBe(200);
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
      ).status,
    ).toBe(200);

    const list = await client.call(PRICELIST_VERSION_ROUTES.list, { params: { id } });
    expect(list.status, list.response.body).toBe(200);
    expect(list.answer.map((v) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(list.answer[2]?.changes).toEqual({ created: true });
    expect(list.answer[1]?.changes.updates).toHaveProperty('fare_groups');

    // Version 1 reads as it was, though the pricelist moved on.
    const v1 = (await client.call(PRICELIST_VERSION_ROUTES.get, { params: { id, version: 1 } })).answer;
    expect(v1.content.name).toBe('Baltics');
    expect(v1.grid?.fare_groups[0]?.zones.map((z) => z.prices)).toEqual([[10, 20]]);

    const diffOf = async (version: number, against?: number) =>
      (await client.call(PRICELIST_VERSION_ROUTES.diff, { params: { id, version }, query: { against } })).answer;
    const diff = await diffOf(2);
    expect(diff).toMatchObject({ from: 1, to: 2, fields: [], added_rows: [], removed_rows: [] });
    expect(diff.cells).toEqual([expect.objectContaining({ fare_group: 0, column: '1000 per_100kg', from: 20, to: 25 })]);
    const diff13 = await diffOf(3, 1);
    expect(diff13.fields).toEqual([{ field: 'name', from: 'Baltics', to: 'Baltics 2' }]);
    expect(diff13.added_rows).toHaveLength(1);

    // A stale page cannot restore over a newer save; the current one can.
    const restore = (version: number) => client.call(PRICELIST_VERSION_ROUTES.restore, { params: { id, version: 1 }, body: { version } });
    expect((await restore(2)).status).toBe(409);
    const restored = await restore(3);
    expect(restored.status, restored.response.body).toBe(200);
    expect(restored.answer).toMatchObject({ version: 4, name: 'Baltics' });
    expect(restored.answer.fare_groups[0]?.zones.map((z) => z.prices)).toEqual([[10, 20]]);
    const after = (await client.call(PRICELIST_VERSION_ROUTES.list, { params: { id } })).answer;
    expect(after[0]).toMatchObject({ version: 4, current: true, changes: { restored: 1 } });
    // The change log names the restored version, beside what it changed back.
    const [logged] = (await client.call(PRICELIST_ROUTES.logs, { params: { id } })).answer;
    expect(logged?.changes).toMatchObject({ updates: { restored: 1, name: 'Baltics' } });
    // The restored content is a version like any other: nothing differs from version 1.
    const same = await diffOf(4, 1);
    expect([same.fields, same.cells, same.added_rows, same.removed_rows]).toEqual([[], [], [], []]);
  });

  it('prices with the current version only: older rows are kept but priced no more', async () => {
    const { client, body, setup } = await owner();
    const withTransit = (prices: number[]) => {
      const b = body([prices]);
      return { ...b, fare_groups: b.fare_groups.map((g) => ({ ...g, zones: g.zones.map((z) => ({ ...z, transit: setup.transitId })) })) };
    };
    const traffic = async () => (await client.call(TRANSIT_ROUTES.get, { params: { id: setup.transitId } })).answer.traffic_count;
    const before = await traffic();
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: withTransit([10, 20]) })).answer);
    await client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...withTransit([50, 60]), version: 1 } });
    const zones = (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer.fare_groups[0]?.zones;
    expect(zones?.map((z) => z.prices)).toEqual([[50, 60]]);
    // Two versions hold a row with the transit; only the current one counts as its traffic.
    expect(await traffic()).toBe(before + 1);
    const priced = await client.call(PRICE_ROUTES.servicePrice, {
      body: {
        service: setup.serviceId,
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli', weight: 50 }],
      },
    });
    expect(priced.answer[0]?.total).toBe(50);
  });

  it('answers 404 for an unknown version, 422 for a diff of version 1 without a version to compare', async () => {
    const { client, body } = await owner();
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: body([[10, 20]]) })).answer);
    expect((await client.call(PRICELIST_VERSION_ROUTES.get, { params: { id, version: 7 } })).status).toBe(404);
    expect((await client.call(PRICELIST_VERSION_ROUTES.diff, { params: { id, version: 1 } })).status).toBe(422);
    expect((await client.call(PRICELIST_VERSION_ROUTES.diff, { params: { id, version: 1 }, query: { against: 'x' } })).status).toBe(422);
  });

  it('keeps surcharge versions, grid included, and restores one', async () => {
    const { client, body } = await owner();
    const grid = body([[3, 4]]);
    const created = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Islands',
        type: 'pricelist',
        pricelist: { fare_groups: grid.fare_groups },
      },
    });
    expect(created.status, created.response.body).toBe(201);
    const { id } = created.answer;
    const changed = await client.call(SURCHARGE_ROUTES.update, {
      params: { id },
      body: { name: 'Fuel', type: 'percentage', amount: 7, version: 1 },
    });
    expect(changed.status, changed.response.body).toBe(200);
    const list = (await client.call(SURCHARGE_VERSION_ROUTES.list, { params: { id } })).answer;
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    const diff = (await client.call(SURCHARGE_VERSION_ROUTES.diff, { params: { id, version: 2 } })).answer;
    expect(diff.fields).toEqual(expect.arrayContaining([{ field: 'type', from: 'pricelist', to: 'percentage' }]));
    expect(diff.removed_rows).toHaveLength(1);
    const restored = await client.call(SURCHARGE_VERSION_ROUTES.restore, { params: { id, version: 1 }, body: { version: 2 } });
    expect(restored.status, restored.response.body).toBe(200);
    expect(restored.answer).toMatchObject({ name: 'Islands', type: 'pricelist', version: 3 });
    expect(restored.answer.pricelist?.fare_groups[0]?.zones[0]?.prices).toEqual([3, 4]);
  });
});
