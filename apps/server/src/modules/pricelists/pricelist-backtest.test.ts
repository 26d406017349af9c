import { pathOf, PRICE_ROUTES, PRICELIST_ROUTES, SERVICE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { signedInCarrier } from '../../../test/factories';
import { Called, createdId, describeEachDatabase, pricelistBody, type PricelistInput } from '../../../test/helpers';

describeEachDatabase('pricelist backtest', (use) => {
  async function pricedCarrier() {
    const { setup, client } = await signedInCarrier(use(), { zones: 2 });
    const body = (middle: number, extra: Partial<PricelistInput> = {}): PricelistInput =>
      pricelistBody(setup.serviceId, {
        min_max_rule: 'none',
        fare_groups: [
          {
            quantities: [
              { quantity: 100, unit: 'per_shipment' as const },
              { quantity: 500, unit: 'per_100kg' as const },
            ],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, prices: [25, middle] }],
          },
        ],
        ...extra,
      });
    const id = createdId((await client.call(PRICELIST_ROUTES.create, { body: body(20) })).answer);
    const quoted: { weight: number; total: number | null; quote_id: string | null }[] = [];
    for (const weight of [50, 200, 400, 90]) {
      const [result] = (
        await client.call(PRICE_ROUTES.servicePrice, {
          body: {
            collection: { country: 'EE', postcode: '10115' },
            delivery: { country: 'EE', postcode: '11415' },
            shipments: [{ quantity: 1, type: 'colli' as const, weight }],
          },
        })
      ).answer;
      quoted.push({ weight, total: result!.total, quote_id: result!.quote_id });
    }
    return { client, setup, body, id, quoted };
  }

  it('prices the requests the pricelist answered with an unsaved draft: only the raised cell moves, by 10%', async () => {
    const { client, body, id, quoted } = await pricedCarrier();
    const response = await client.call(PRICELIST_ROUTES.backtest, { params: { id }, body: { days: 7, draft: body(22) } });
    expect(response.status, response.response.body).toBe(200);
    const report = response.answer;
    expect(report).toMatchObject({ requests: 4, repriced: 4, currency: 'EUR', truncated: false, total_before: 25 + 40 + 80 + 25 });
    expect(report.total_after).toBe(25 + 44 + 88 + 25);
    const raised = quoted.filter((q) => q.weight > 100).map((q) => q.quote_id);
    expect(report.changed.map((c) => c.quote_id).sort()).toEqual(raised.sort());
    expect(report.changed.every((c) => c.change_percent === 10)).toBe(true);
    expect(report.lanes).toEqual([expect.objectContaining({ lane: 'Zone 0 → Zone 1', requests: 4 })]);
  });

  it('lists every pricelist of the service to pick a draft from, past a list page, none of another carrier; a bad service is 422', async () => {
    const { client, body, id, setup } = await pricedCarrier();
    const copies: number[] = [];
    for (let i = 0; i < 26; i++)
      copies.push(
        createdId((await client.call(PRICELIST_ROUTES.create, { body: body(30 + i, { active: false, name: `Copy ${i}` }) })).answer),
      );
    const other = await pricedCarrier();
    const options = await client.call(PRICELIST_ROUTES.options, { query: { service: String(setup.serviceId) } });
    expect(options.status, options.response.body).toBe(200);
    expect(options.answer.map((p) => p.id).sort((a, b) => a - b)).toEqual([id, ...copies]);
    expect((await client.call(PRICELIST_ROUTES.options, { query: { service: String(other.setup.serviceId) } })).answer).toEqual([]);
    for (const service of ['', 'x', '0', '99999999999']) {
      const refused = await client.call(PRICELIST_ROUTES.options, { query: { service } });
      expect(refused.status).toBe(422);
      expect(refused.error.errors).toEqual({ service: 'must be a service id' });
    }
  });

  it('takes another pricelist of the same service as the draft; refuses one of another service or carrier with 422', async () => {
    const { client, body, id } = await pricedCarrier();
    const copy = createdId((await client.call(PRICELIST_ROUTES.create, { body: body(30, { active: false, name: 'Next year' }) })).answer);
    const report = (await client.call(PRICELIST_ROUTES.backtest, { params: { id }, body: { days: 30, pricelist_id: copy } })).answer;
    expect(report.total_after).toBe(25 + 60 + 120 + 25);
    const service = (await client.call(SERVICE_ROUTES.create, { body: { name: 'Express', code: `EXP${id}`, cargoson_id: null } })).answer
      .id;
    const other = createdId((await client.call(PRICELIST_ROUTES.create, { body: body(30, { service_id: service }) })).answer);
    const refused = await client.call(PRICELIST_ROUTES.backtest, { params: { id }, body: { days: 30, pricelist_id: other } });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toHaveProperty('pricelist_id');
    expect((await client.call(PRICELIST_ROUTES.backtest, { params: { id }, body: { days: 30, pricelist_id: 2_000_000 } })).status).toBe(
      422,
    );
    // A number of days its type forbids goes out untyped.
    const fortnight = await client.post(pathOf(PRICELIST_ROUTES.backtest, { id }), { days: 14, pricelist_id: copy });
    expect(new Called(PRICELIST_ROUTES.backtest, fortnight).error.errors).toHaveProperty('days');
    expect((await client.call(PRICELIST_ROUTES.backtest, { params: { id }, body: { days: 7 } })).status).toBe(422);
  });

  it("names every refused field of a draft by its place in the body: the schema's and the references' alike", async () => {
    const { client, body, id } = await pricedCarrier();
    const bad = body(22);
    bad.fare_groups[0]!.zones[0]!.prices[1] = 'x' as unknown as number;
    const schema = await client.call(PRICELIST_ROUTES.backtest, { params: { id }, body: { days: 7, draft: bad } });
    expect(schema.status).toBe(422);
    expect(Object.keys(schema.error.errors ?? {})).toEqual(['draft.fare_groups.0.zones.0.prices.1']);
    const foreign = await client.call(PRICELIST_ROUTES.backtest, {
      params: { id },
      body: { days: 7, draft: body(22, { service_id: 2_000_000 }) },
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.error.errors ?? {})).toEqual(['draft.service_id']);
  });
});
