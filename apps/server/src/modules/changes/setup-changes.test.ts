import {
  AREA_ROUTES,
  CARRIER_SETTINGS_ROUTES,
  CHANGE_ROUTES,
  FUEL_INDEX_ROUTES,
  SURCHARGE_ROUTES,
  TRANSIT_ROUTES,
  ZONE_ROUTES,
  type ChangeAnswer,
} from '@freight/domain';
import { expect, it } from 'vitest';
import {
  approvalTeam,
  createCarrier,
  createPricingSetup,
  createRole,
  createUser,
  PASSWORD,
  postOneCellPricelist,
} from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';

/**
 * A carrier whose approvals hold the pricing setup (`pricing`): its owner, a clerk (write on
 * everything, approvals none) and an approver; a transit time and a zone nothing prices.
 */
async function carrierHoldingSetup(app: TestApp, mode: 'pricelists' | 'pricing' = 'pricing') {
  const { db } = app.database;
  const carrier = await createCarrier(db);
  const setup = await createPricingSetup(db, carrier.carrierId, { zones: 2 });
  const owner = await app.client().login(carrier.owner.email, PASSWORD);
  const { clerk, approver } = await approvalTeam(app, carrier.carrierId);
  await postOneCellPricelist(owner, setup, { name: 'Baltics', unit: 'per_shipment', price: 50 });
  const surcharge = await owner.call(SURCHARGE_ROUTES.create, {
    body: { name: 'Tail lift', type: 'constant', currency: 'EUR', amount: 25 },
  });
  expect(surcharge.status, surcharge.response.body).toBe(201);
  const spare = await owner.call(ZONE_ROUTES.create, { body: { name: 'Spare', areas: [] } });
  expect(spare.status, spare.response.body).toBe(201);
  const set = await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: mode } });
  expect(set.status, set.response.body).toBe(200);
  const pending = async () => (await approver.call(CHANGE_ROUTES.count, {})).answer.pending;
  const transit = async () => (await owner.call(TRANSIT_ROUTES.get, { params: { id: setup.transitId } })).answer;
  const ids = { spareZone: (spare.answer as { id: number }).id, surchargeId: (surcharge.answer as { id: number }).id };
  return { ...carrier, ...ids, setup, owner, clerk, approver, pending, transit };
}

const changeId = (response: { status: number; response: { body: string; json(): unknown } }) => {
  expect(response.status, response.response.body).toBe(202);
  return (response.response.json() as { change_id: number }).change_id;
};

describeEachDatabase('the pricing setup behind approvals', (use) => {
  it('holds a transit time’s save: nothing moves until another person approves it; the change shows the fields it changes', async () => {
    const { clerk, approver, transit, setup, carrierId } = await carrierHoldingSetup(use());
    const id = changeId(
      await clerk.call(TRANSIT_ROUTES.update, { params: { id: setup.transitId }, body: { name: '2 days', transit_time: 5 } }),
    );
    expect((await transit()).transit_time).toBe(2);
    // The transit's page says what waits on it, to those who read transits.
    const waiting = await clerk.call(CHANGE_ROUTES.ofRecord, { query: { record_type: 'transit', record_id: setup.transitId } });
    expect(waiting.answer.items.map((c) => c.id)).toEqual([id]);
    const noTransits = await createRole(use().database.db, carrierId, { level: 'read', levels: { transits: 'none' } });
    const blind = await use()
      .client()
      .login((await createUser(use().database.db, { carrierId, roleId: noTransits })).email, PASSWORD);
    expect((await blind.call(CHANGE_ROUTES.ofRecord, { query: { record_type: 'transit', record_id: setup.transitId } })).status).toBe(403);
    expect((await blind.call(CHANGE_ROUTES.ofRecord, { query: { record_type: 'pricelist', record_id: 1 } })).status).toBe(200);
    const change = (await approver.call(CHANGE_ROUTES.get, { params: { id } })).answer as ChangeAnswer;
    expect(change).toMatchObject({
      record_type: 'transit',
      record_id: setup.transitId,
      record_name: '2 days',
      origin: 'save',
      status: 'pending',
    });
    expect(change.diff.fields).toEqual([expect.objectContaining({ field: 'transit_time', from: 2, to: 5 })]);
    const approved = await approver.call(CHANGE_ROUTES.approve, { params: { id }, body: {} });
    expect(approved.status, approved.response.body).toBe(200);
    expect(approved.answer).toMatchObject({ status: 'approved', applied_record_id: setup.transitId });
    expect((await transit()).transit_time).toBe(5);
  });

  it('checks a held write as the write itself: a zone in use is 409 and a bad body 422, and neither is kept; a spare zone’s delete waits', async () => {
    const { clerk, approver, owner, setup, spareZone, pending } = await carrierHoldingSetup(use());
    const before = await pending();
    // The pricelist Baltics prices from the first zone: its delete is refused as the delete itself is.
    const used = await clerk.call(ZONE_ROUTES.delete, { params: { id: setup.zones[0]! } });
    expect(used.status).toBe(409);
    expect(used.response.json().message).toContain('Baltics');
    const bad = await clerk.call(TRANSIT_ROUTES.create, { body: { name: '', transit_time: -1 } as never });
    expect(bad.status).toBe(422);
    expect(bad.response.json()).toMatchObject({ errors: { name: expect.any(String), transit_time: expect.any(String) } });
    const foreign = await clerk.call(ZONE_ROUTES.update, { params: { id: 987_654_321 }, body: { name: 'X', areas: [] } });
    expect(foreign.status).toBe(404);
    expect(await pending()).toBe(before);

    const id = changeId(await clerk.call(ZONE_ROUTES.delete, { params: { id: spareZone } }));
    expect((await owner.call(ZONE_ROUTES.get, { params: { id: spareZone } })).status).toBe(200);
    const change = (await approver.call(CHANGE_ROUTES.get, { params: { id } })).answer as ChangeAnswer;
    expect(change).toMatchObject({ record_type: 'zone', origin: 'delete', record_name: 'Spare' });
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id }, body: {} })).status).toBe(200);
    expect((await owner.call(ZONE_ROUTES.get, { params: { id: spareZone } })).status).toBe(404);
  });

  it('refuses to approve a change whose record changed since it was proposed (409), and keeps it pending', async () => {
    const { clerk, approver, transit, setup } = await carrierHoldingSetup(use());
    const first = changeId(
      await clerk.call(TRANSIT_ROUTES.update, { params: { id: setup.transitId }, body: { name: '2 days', transit_time: 3 } }),
    );
    const second = changeId(
      await clerk.call(TRANSIT_ROUTES.update, { params: { id: setup.transitId }, body: { name: 'Two days', transit_time: 2 } }),
    );
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: first }, body: {} })).status).toBe(200);
    const stale = await approver.call(CHANGE_ROUTES.approve, { params: { id: second }, body: {} });
    expect(stale.status).toBe(409);
    expect(stale.response.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await approver.call(CHANGE_ROUTES.get, { params: { id: second } })).answer).toMatchObject({ status: 'pending' });
    expect(await transit()).toMatchObject({ name: '2 days', transit_time: 3 });
  });

  it('holds the fuel index and a mass upload of areas with zones as one change each; approved, they are the author’s', async () => {
    const { clerk, approver, owner } = await carrierHoldingSetup(use());
    const index = { values: [{ month: '2026-01', price: 1.5 }], bands: [{ from: 0, to: 2, percent: 10 }], version: 0 };
    const fuel = changeId(await clerk.call(FUEL_INDEX_ROUTES.set, { body: index }));
    expect((await owner.call(FUEL_INDEX_ROUTES.get, {})).answer.version).toBe(0);
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: fuel }, body: {} })).status).toBe(200);
    const saved = (await owner.call(FUEL_INDEX_ROUTES.get, {})).answer;
    expect(saved).toMatchObject({ version: 1, values: [{ month: '2026-01', price: 1.5 }] });
    expect(saved.versions[0]!.author).toBe('Clara Clerk');

    const rows = [
      { country: 'LV', postcode_from: '1001', postcode_to: '1099', name: 'Riga', zone_name: 'Latvia' },
      { country: 'LV', postcode_from: '2001', postcode_to: '2099', name: null, zone_name: 'latvia' },
    ];
    const mass = changeId(await clerk.call(AREA_ROUTES.massZone, { body: { areas: rows } }));
    const zonesBefore = (await owner.call(ZONE_ROUTES.list, { query: { name: 'Latvia' } })).answer.count;
    expect(zonesBefore).toBe(0);
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: mass }, body: {} })).status).toBe(200);
    const zones = (await owner.call(ZONE_ROUTES.list, { query: { name: 'Latvia' } })).answer;
    expect(zones.items).toEqual([expect.objectContaining({ name: 'Latvia', countries: ['LV'] })]);
  });

  it('holds a surcharge’s archive: it charges until the approval; the approval logs the author and the approver', async () => {
    const { clerk, approver, owner, surchargeId } = await carrierHoldingSetup(use());
    const live = async () => (await owner.call(SURCHARGE_ROUTES.get, { params: { id: surchargeId } })).answer.archived_at;
    const id = changeId(await clerk.call(SURCHARGE_ROUTES.archive, { params: { id: surchargeId } }));
    expect(await live()).toBeNull();
    expect((await approver.call(CHANGE_ROUTES.get, { params: { id } })).answer).toMatchObject({
      record_type: 'surcharge',
      origin: 'archive',
    });
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id }, body: {} })).status).toBe(200);
    expect(await live()).not.toBeNull();
    const log = (await owner.call(SURCHARGE_ROUTES.logs, { params: { id: surchargeId } })).answer;
    expect(JSON.stringify(log)).toContain('Arvo Approver');
  });

  it('under `pricelists` the pricing setup is written at once', async () => {
    const { clerk, transit, setup, pending } = await carrierHoldingSetup(use(), 'pricelists');
    const saved = await clerk.call(TRANSIT_ROUTES.update, { params: { id: setup.transitId }, body: { name: '2 days', transit_time: 4 } });
    expect(saved.status, saved.response.body).toBe(200);
    expect((await transit()).transit_time).toBe(4);
    expect(await pending()).toBe(0);
  });
});
