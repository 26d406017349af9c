import { AUTH_ROUTES, healthReportSchema, PRICELIST_ROUTES, pricelistListItemSchema, SURCHARGE_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { createdId, describeEachDatabase, type PricelistInput, type TestApp } from '../../../test/helpers';

/** A carrier with Zone 0 -> Zone 1 priced 100/500/1000 kg (docs/pricing.md §5), and a way to post pricelists. */
async function carrierWithGrid(app: TestApp) {
  const carrier = await createCarrier(app.database.db);
  const setup = await createPricingSetup(app.database.db, carrier.carrierId, { zones: 2 });
  const client = await app.client().login(carrier.owner.email, PASSWORD);
  const body = (prices: (number | null)[], extra: Partial<PricelistInput> = {}): PricelistInput => ({
    name: 'General',
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    fare_groups: [
      {
        quantities: [
          { quantity: 100, unit: 'per_shipment' as const },
          { quantity: 500, unit: 'per_100kg' as const },
          { quantity: 1000, unit: 'per_100kg' as const },
        ],
        zones: [
          { zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: setup.transitId, prices },
          { zone_from: setup.zones[1]!, zone_to: setup.zones[0]!, transit: null, prices: [30, 22, 19] },
        ],
      },
    ],
    ...extra,
  });
  const create = async (prices: (number | null)[], extra: Partial<PricelistInput> = {}) => {
    const response = await client.call(PRICELIST_ROUTES.create, { body: body(prices, extra) });
    expect(response.status, response.response.body).toBe(201);
    return createdId(response.answer);
  };
  return { ...carrier, setup, client, body, create };
}

describeEachDatabase('pricelist health', (use) => {
  it('lists a planted empty cell at its position, and the list carries the count', async () => {
    const { client, create } = await carrierWithGrid(use());
    const id = await create([25, null, 18]);
    const response = await client.call(PRICELIST_ROUTES.health, { params: { id } });
    expect(response.status).toBe(200);
    const { findings } = healthReportSchema.parse(response.answer);
    expect(findings).toEqual([
      {
        severity: 'warning',
        kind: 'empty_cell',
        message:
          'Zone row 1 (Zone 0 → Zone 1) has no price up to 500 kg although the quantities around it have one: such shipments get "No price for this quantity".',
        fare_group: 0,
        zone_row: 0,
        quantity_row: 1,
      },
    ]);

    const list = (await client.call(PRICELIST_ROUTES.list)).answer;
    const item = pricelistListItemSchema.parse(list.items[0]);
    expect(item.health).toEqual({ count: 1, worst: 'warning' });
  });

  it("says its findings in the reader's language: the clerk's own", async () => {
    const { client, create } = await carrierWithGrid(use());
    const id = await create([25, null, 18]);
    expect((await client.call(AUTH_ROUTES.updateUser, { body: { language: 'fi' } })).status).toBe(200);
    const { findings } = healthReportSchema.parse((await client.call(PRICELIST_ROUTES.health, { params: { id } })).answer);
    expect(findings.map((finding) => finding.kind)).toEqual(['empty_cell']);
    expect(findings[0]!.message).toMatch(/^vyöhykerivi 1 \(Zone 0 → Zone 1\) on ilman hintaa määrään/i);
    expect(findings[0]!.message).not.toContain('Zone row');
  });

  it("says them in the language the call accepts when the clerk has chosen none (the web app sends its screens'), else the carrier's", async () => {
    const { client, create } = await carrierWithGrid(use());
    const id = await create([25, null, 18]);
    const health = (headers: Record<string, string>) =>
      client
        .request({ method: 'GET', url: `/fe/pricelists/${id}/health`, headers })
        .then((answer) => healthReportSchema.parse(answer.json()));
    expect((await health({ 'accept-language': 'et' })).findings[0]!.message).toMatch(/ei sisalda hinda kuni koguseni/);
    expect((await health({ 'accept-language': 'fi-FI,fi;q=0.9' })).findings[0]!.message).toMatch(/^vyöhykerivi 1/i);
    expect((await health({ 'accept-language': 'de' })).findings[0]!.message).toMatch(/^zone row 1/i);
    expect((await health({})).findings[0]!.message).toMatch(/^zone row 1/i);
  });

  it('follows a save at once, and checks an inactive pricelist from its stored record', async () => {
    const { client, body, create } = await carrierWithGrid(use());
    const id = await create([25, 20, 18]);
    expect((await client.call(PRICELIST_ROUTES.health, { params: { id } })).answer).toEqual({ findings: [] });
    const saved = await client.call(PRICELIST_ROUTES.update, {
      params: { id },
      body: { ...body([null, null, null], { active: false }), version: 1 },
    });
    expect(saved.status, saved.response.body).toBe(200);
    const { findings } = (await client.call(PRICELIST_ROUTES.health, { params: { id } })).answer;
    expect(findings.map((f: { kind: string }) => f.kind)).toEqual(['empty_row']);
    expect((await client.call(PRICELIST_ROUTES.list)).answer.items[0]!.health).toEqual({ count: 1, worst: 'error' });
  });

  it('reports the validity of pricelists of the same service: a gap between two', async () => {
    const { client, create } = await carrierWithGrid(use());
    const first = await create([25, 20, 18], { valid_from: '2030-01-01', valid_to: '2030-06-30' });
    await create([25, 20, 18], { valid_from: '2030-08-01', valid_to: '2030-12-31' });
    const { findings } = (await client.call(PRICELIST_ROUTES.health, { params: { id: first } })).answer;
    expect(findings).toMatchObject([{ kind: 'validity_gap', severity: 'warning' }]);
    expect(findings[0]!.message).toContain('from 01.07.2030 to 31.07.2030');
  });

  it("answers 404 for another carrier's pricelist and surcharge, and for an archived one", async () => {
    const mine = await carrierWithGrid(use());
    const other = await carrierWithGrid(use());
    const theirs = await other.create([25, 20, 18]);
    const surcharge = (await other.client.call(SURCHARGE_ROUTES.create, { body: { name: 'Fuel', type: 'percentage', amount: 5 } })).answer
      .id;
    expect((await mine.client.call(PRICELIST_ROUTES.health, { params: { id: theirs } })).status).toBe(404);
    expect((await mine.client.call(SURCHARGE_ROUTES.health, { params: { id: surcharge } })).status).toBe(404);
    expect((await other.client.call(SURCHARGE_ROUTES.health, { params: { id: surcharge } })).answer).toEqual({ findings: [] });
    expect((await other.client.call(PRICELIST_ROUTES.archive, { params: { id: theirs } })).status).toBe(204);
    expect((await other.client.call(PRICELIST_ROUTES.health, { params: { id: theirs } })).status).toBe(404);
  });

  it("checks a surcharge's own grid", async () => {
    const { client, setup } = await carrierWithGrid(use());
    const created = await client.call(SURCHARGE_ROUTES.create, {
      body: {
        name: 'Tail lift',
        type: 'pricelist',
        pricelist: {
          unit: 'eur_pallet',
          min_max_rule: 'none',
          fare_groups: [
            {
              quantities: [
                { quantity: 1, unit: 'per_shipment' as const },
                { quantity: 2, unit: 'per_ldm' as const },
                { quantity: 3, unit: 'per_shipment' as const },
              ],
              zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, prices: [10, null, 30] }],
            },
          ],
        },
      },
    });
    expect(created.status, created.response.body).toBe(201);
    const { findings } = healthReportSchema.parse(
      (await client.call(SURCHARGE_ROUTES.health, { params: { id: created.answer.id } })).answer,
    );
    expect(findings.map((f) => [f.kind, f.fare_group, f.zone_row, f.quantity_row])).toEqual([
      ['unit_mismatch', 0, null, 1],
      ['empty_cell', 0, 0, 1],
    ]);
  });
});
