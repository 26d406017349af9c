import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';

describeEachDatabase('demo data', (use) => {
  it('fills an empty database once with a carrier the README credentials sign in to', async () => {
    const { db } = use().database;
    expect(await seedDemo(db, { secretKey: randomBytes(32) })).toBe(true);
    expect(await seedDemo(db, { secretKey: randomBytes(32) })).toBe(false);
    const client = await use().client().login(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await client.get('/fe/user')).json()).toMatchObject({ company: 'Demo Freight OÜ', role: 'Owner' });
    expect((await client.get('/fe/zones')).json().count).toBe(9);
    expect(
      (await client.get('/fe/services'))
        .json()
        .items.map((s: { code: string }) => s.code)
        .sort(),
    ).toEqual(['EXP', 'FTL', 'GRP']);
    const transits = (await client.get('/fe/transits')).json();
    expect(transits.count).toBe(3);
    for (const { id } of transits.items as { id: number }[]) {
      expect((await client.get(`/fe/transits/${id}`)).json().skip_holidays).toBe(true);
    }
    const pricelists = (await client.get('/fe/pricelists')).json();
    expect(pricelists.items.map((p: { name: string }) => p.name).sort()).toEqual(['Full trailer Baltics', 'Groupage Baltics']);
    const groupage = pricelists.items.find((p: { name: string }) => p.name === 'Groupage Baltics');
    const pricelist = (await client.get(`/fe/pricelists/${groupage.id}`)).json();
    expect(pricelist.fare_groups[0].zones).toHaveLength(7);
    expect(pricelist.surcharges.map((s: { name: string }) => s.name)).toEqual(['Road toll', 'Fuel surcharge', 'ADR', 'Tail lift']);
    const fuel = (await client.get(`/fe/surcharges/${pricelist.surcharges[1].id}`)).json();
    expect(fuel.dependencies.map((d: { name: string }) => d.name)).toEqual(['Road toll']);
    // Its first versions are kept as a create keeps them: a restore of version 1 saves the same.
    expect((await client.get(`/fe/pricelists/${pricelist.id}/versions`)).json()).toEqual([
      expect.objectContaining({ version: 1, current: true }),
    ]);
    const restored = await client.post(`/fe/pricelists/${pricelist.id}/versions/1/restore`, { version: 1 });
    expect(restored.json()).toMatchObject({ version: 2, status: 'completed', fare_groups: pricelist.fare_groups });
    expect((await client.get(`/fe/surcharges/${fuel.id}/versions/1`)).json().content).toMatchObject({
      name: 'Fuel surcharge',
      dependencies: [fuel.dependencies[0].id],
    });
    const partners = (await client.get('/fe/customers')).json();
    expect((await client.get(`/fe/customers/${partners.items[0].id}`)).json().token).toMatch(/^pt_/);
  });

  it('has demo pricelists and surcharges the health check finds nothing on', async () => {
    await seedDemo(use().database.db, { secretKey: randomBytes(32) });
    const client = await use().client().login(DEMO_EMAIL, DEMO_PASSWORD);
    const demos = (await client.get('/fe/pricelists')).json().items as { id: number; health: unknown }[];
    expect(demos).toHaveLength(2);
    for (const demo of demos) {
      expect(demo.health).toEqual({ count: 0, worst: null });
      expect((await client.get(`/fe/pricelists/${demo.id}/health`)).json()).toEqual({ findings: [] });
    }
    const surcharges = (await client.get('/fe/surcharges')).json().items as { id: number }[];
    expect(surcharges).toHaveLength(4);
    for (const s of surcharges) expect((await client.get(`/fe/surcharges/${s.id}/health`)).json()).toEqual({ findings: [] });
  });

  it('prices a full trailer Tallinn -> Vilnius per km on the distance table, with its emissions', async () => {
    await seedDemo(use().database.db, { secretKey: randomBytes(32) });
    const client = await use().client().login(DEMO_EMAIL, DEMO_PASSWORD);
    const answer = await client.post('/api/v1/service_price', {
      service: 'FTL',
      explain: true,
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'LT', postcode: '01001' },
      shipments: [{ quantity: 1, type: 'ftl', weight: 18000 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [ftl] = answer.json();
    // 603 km x 1,25 €; the road toll 6,50; the fuel surcharge 12 % of both.
    expect(ftl).toMatchObject({
      distance_km: 603,
      charges: [
        { charge: 'Freight', amount: 753.75 },
        { charge: 'Road toll', amount: 6.5 },
        { charge: 'Fuel surcharge', amount: 91.23 },
      ],
      total: 851.48,
      errors: '',
    });
    expect(ftl.trace.distance).toMatchObject({ source: 'table', lane: { zone_from: { name: 'Tallinn' }, zone_to: { name: 'Vilnius' } } });
    // The payable weight of a full load (13.6 LDM x 1850 kg) x 603 km x the carrier's 64.8 g/tkm.
    expect(ftl.emissions).toMatchObject({
      co2e_kg: 983.112,
      factor_g_per_tkm: 64.8,
      vehicle: 'articulated_34_40t',
      method: 'carrier_measured',
    });
    // A pallet is groupage: the trailer is offered from 10 loading metres.
    const pallet = await client.post('/api/v1/service_price', {
      service: 'FTL',
      collection: { country: 'EE', postcode: '10115' },
      delivery: { country: 'LT', postcode: '01001' },
      shipments: [{ quantity: 1, type: 'eur_pallet', weight: 300 }],
    });
    expect(pallet.json()[0]).toMatchObject({ total: null, errors: 'LDM must be > 10' });
  });

  it("quotes no delivery on Christmas or New Year's Day: its transits skip public holidays", async () => {
    await seedDemo(use().database.db, { secretKey: randomBytes(32) });
    const client = await use().client().login(DEMO_EMAIL, DEMO_PASSWORD);
    // The demo pricelist is valid for a year from today: the coming 23.12 and 31.12 are in it.
    const today = new Date();
    const year = today.getUTCMonth() === 11 && today.getUTCDate() > 23 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
    const quote = async (date: string) => {
      const answer = await client.post('/api/v1/service_price', {
        date,
        explain: true,
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'LV', postcode: '1001' },
        shipments: [{ quantity: 1, type: 'colli', weight: 100 }],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json()[0] as { delivery_date: string; trace: { dates: { holidays: { date: string }[] } } };
    };
    // Next day from 23.12: not Christmas Eve, Christmas Day nor Boxing Day.
    const christmas = await quote(`${year}-12-23`);
    expect([`${year}-12-24`, `${year}-12-25`, `${year}-12-26`]).not.toContain(christmas.delivery_date);
    expect(christmas.trace.dates.holidays.length).toBeGreaterThan(0);
    const newYear = await quote(`${year}-12-31`);
    expect(newYear.delivery_date).not.toBe(`${year + 1}-01-01`);
  });
});
