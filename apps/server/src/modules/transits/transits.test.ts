import { PRICE_ROUTES, PRICELIST_ROUTES, TRANSIT_ROUTES } from '@freight/domain';
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, PASSWORD } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/helpers';

describeEachDatabase('transits and public holidays', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 2 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    return { ...carrier, setup, client };
  }

  it('skips public holidays on a new transit; a PUT without the field keeps the stored value', async () => {
    const { client, setup } = await owner();
    const created = await client.call(TRANSIT_ROUTES.create, { body: { name: 'Baltic 4d', transit_time: 4 } });
    expect(created.status, created.response.body).toBe(201);
    const { id } = created.answer;
    expect((await client.call(TRANSIT_ROUTES.get, { params: { id } })).answer.skip_holidays).toBe(true);
    expect(
      (await client.call(TRANSIT_ROUTES.update, { params: { id }, body: { name: 'Baltic 4d', transit_time: 4, skip_holidays: false } }))
        .answer.skip_holidays,
    ).toBe(false);
    expect(
      (await client.call(TRANSIT_ROUTES.update, { params: { id }, body: { name: 'Baltic 4 days', transit_time: 4 } })).answer.skip_holidays,
    ).toBe(false);
    // Transits stored before the option (the migration's default) skip no holidays.
    expect((await client.call(TRANSIT_ROUTES.get, { params: { id: setup.transitId } })).answer.skip_holidays).toBe(false);
  });

  it('delivers a shipment collected the Friday before Christmas in EE after the holidays, and names them in the trace', async () => {
    const { client, setup } = await owner();
    const transit = (await client.call(TRANSIT_ROUTES.create, { body: { name: 'Baltic 4d', transit_time: 4 } })).answer.id;
    const pricelist = await client.call(PRICELIST_ROUTES.create, {
      body: {
        name: 'General',
        service_id: setup.serviceId,
        customer_id: null,
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
        fare_groups: [
          {
            quantities: [{ quantity: 1000, unit: 'per_shipment' }],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit, prices: [50] }],
          },
        ],
      },
    });
    expect(pricelist.status, pricelist.response.body).toBe(201);
    const quote = async (date: string) =>
      (
        await client.call(PRICE_ROUTES.servicePrice, {
          body: {
            date,
            explain: true,
            collection: { country: 'EE', postcode: '10115' },
            delivery: { country: 'EE', postcode: '11415' },
            shipments: [{ quantity: 1, type: 'colli', weight: 100 }],
          },
        })
      ).answer;

    // Friday 18.12.2026: Mon 21, Tue 22, Wed 23, then Christmas Eve and Christmas Day, Mon 28.
    const [friday] = await quote('2026-12-18');
    expect([friday?.collection_date, friday?.delivery_date]).toEqual(['2026-12-18', '2026-12-28']);
    expect(friday?.trace?.dates?.holidays).toEqual([
      { date: '2026-12-24', name: 'Christmas Eve', country: 'EE', effect: 'not_a_transit_day' },
      { date: '2026-12-25', name: 'Christmas Day', country: 'EE', effect: 'not_a_transit_day' },
    ]);
    // Asked for Christmas Eve: no collection until Monday 28.12; New Year's Day is no transit day.
    const [eve] = await quote('2026-12-24');
    expect([eve?.collection_date, eve?.delivery_date]).toEqual(['2026-12-28', '2027-01-04']);
    expect(eve?.trace?.dates?.holidays.map((h) => [h.date, h.effect])).toEqual([
      ['2026-12-24', 'no_collection'],
      ['2026-12-25', 'no_collection'],
      ['2027-01-01', 'not_a_transit_day'],
    ]);

    // The same transit with holidays off keeps today's dates.
    await client.call(TRANSIT_ROUTES.update, {
      params: { id: transit },
      body: { name: 'Baltic 4d', transit_time: 4, skip_holidays: false },
    });
    const [off] = await quote('2026-12-18');
    expect([off?.collection_date, off?.delivery_date]).toEqual(['2026-12-18', '2026-12-24']);
    expect(off?.trace?.dates?.holidays).toEqual([]);
  });
});
