import { expect, it } from 'vitest';
import { generalPricelist, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('pricelist backtest', (use) => {
  async function pricedCarrier() {
    const { setup, client } = await signedInCarrier(use(), { zones: 2 });
    const body = (middle: number, extra: Record<string, unknown> = {}) =>
      generalPricelist(setup.serviceId, {
        min_max_rule: 'none',
        fare_groups: [
          {
            quantities: [
              { quantity: 100, unit: 'per_shipment' },
              { quantity: 500, unit: 'per_100kg' },
            ],
            zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], prices: [25, middle] }],
          },
        ],
        ...extra,
      });
    const id = (await client.post('/fe/pricelists', body(20))).json().id as number;
    const quoted: { weight: number; total: number; quote_id: string }[] = [];
    for (const weight of [50, 200, 400, 90]) {
      const [result] = (
        await client.post('/api/v1/service_price', {
          collection: { country: 'EE', postcode: '10115' },
          delivery: { country: 'EE', postcode: '11415' },
          shipments: [{ quantity: 1, type: 'colli', weight }],
        })
      ).json();
      quoted.push({ weight, total: result.total, quote_id: result.quote_id });
    }
    return { client, setup, body, id, quoted };
  }

  it('prices the requests the pricelist answered with an unsaved draft: only the raised cell moves, by 10%', async () => {
    const { client, body, id, quoted } = await pricedCarrier();
    const response = await client.post(`/fe/pricelists/${id}/backtest`, { days: 7, draft: body(22) });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ requests: 4, repriced: 4, currency: 'EUR', truncated: false, total_before: 25 + 40 + 80 + 25 });
    expect(report.total_after).toBe(25 + 44 + 88 + 25);
    const raised = quoted.filter((q) => q.weight > 100).map((q) => q.quote_id);
    expect(report.changed.map((c: { quote_id: string }) => c.quote_id).sort()).toEqual(raised.sort());
    expect(report.changed.every((c: { change_percent: number }) => c.change_percent === 10)).toBe(true);
    expect(report.lanes).toEqual([expect.objectContaining({ lane: 'Zone 0 → Zone 1', requests: 4 })]);
  });

  it('lists every pricelist of the service to pick a draft from, past a list page, none of another carrier; a bad service is 422', async () => {
    const { client, body, id, setup } = await pricedCarrier();
    const copies: number[] = [];
    for (let i = 0; i < 26; i++)
      copies.push((await client.post('/fe/pricelists', body(30 + i, { active: false, name: `Copy ${i}` }))).json().id);
    const other = await pricedCarrier();
    const options = await client.get(`/fe/pricelists/form?service=${setup.serviceId}`);
    expect(options.statusCode, options.body).toBe(200);
    expect(
      options
        .json()
        .map((p: { id: number }) => p.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual([id, ...copies]);
    expect((await client.get(`/fe/pricelists/form?service=${other.setup.serviceId}`)).json()).toEqual([]);
    for (const service of ['', 'x', '0', '99999999999']) {
      const refused = await client.get(`/fe/pricelists/form?service=${service}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ service: 'must be a service id' });
    }
  });

  it('takes another pricelist of the same service as the draft; refuses one of another service or carrier with 422', async () => {
    const { client, body, id } = await pricedCarrier();
    const copy = (await client.post('/fe/pricelists', body(30, { active: false, name: 'Next year' }))).json().id as number;
    const report = (await client.post(`/fe/pricelists/${id}/backtest`, { days: 30, pricelist_id: copy })).json();
    expect(report.total_after).toBe(25 + 60 + 120 + 25);
    const service = (await client.post('/fe/services', { name: 'Express', code: `EXP${id}` })).json().id as number;
    const other = (await client.post('/fe/pricelists', body(30, { service_id: service }))).json().id as number;
    const refused = await client.post(`/fe/pricelists/${id}/backtest`, { days: 30, pricelist_id: other });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('pricelist_id');
    expect((await client.post(`/fe/pricelists/${id}/backtest`, { days: 30, pricelist_id: 2_000_000 })).statusCode).toBe(422);
    expect((await client.post(`/fe/pricelists/${id}/backtest`, { days: 14, pricelist_id: copy })).json().errors).toHaveProperty('days');
    expect((await client.post(`/fe/pricelists/${id}/backtest`, { days: 7 })).statusCode).toBe(422);
  });

  it("names every refused field of a draft by its place in the body: the schema's and the references' alike", async () => {
    const { client, body, id } = await pricedCarrier();
    const bad = body(22);
    bad.fare_groups[0]!.zones[0]!.prices[1] = 'x' as unknown as number;
    const schema = await client.post(`/fe/pricelists/${id}/backtest`, { days: 7, draft: bad });
    expect(schema.statusCode).toBe(422);
    expect(Object.keys(schema.json().errors)).toEqual(['draft.fare_groups.0.zones.0.prices.1']);
    const foreign = await client.post(`/fe/pricelists/${id}/backtest`, { days: 7, draft: body(22, { service_id: 2_000_000 }) });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['draft.service_id']);
  });
});
