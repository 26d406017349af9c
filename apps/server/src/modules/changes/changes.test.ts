import {
  formatDay,
  localTime,
  RATE_INCREASE_ROUTES,
  CARRIER_SETTINGS_ROUTES,
  CHANGE_ROUTES,
  PRICELIST_ROUTES,
  PRICELIST_VERSION_ROUTES,
  PRICE_ROUTES,
  SURCHARGE_ROUTES,
} from '@freight/domain';
import { expect, it } from 'vitest';
import { approvalTeam, createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import { createdId, describeEachDatabase, type PricelistInput, type TestApp } from '../../../test/helpers';

/**
 * A carrier with approvals on for pricelists: its owner (approvals write), a clerk (pricelists
 * write, approvals none), a second approver and a reader of approvals; one live pricelist at 50.
 */
async function carrierWithApprovals(app: TestApp, mode: 'pricelists' | 'pricing' = 'pricelists') {
  const { db } = app.database;
  const carrier = await createCarrier(db);
  const setup = await createPricingSetup(db, carrier.carrierId, { zones: 2 });
  const owner = await app.client().login(carrier.owner.email, PASSWORD);
  const { clerk, approver, clerkUser, approverUser } = await approvalTeam(app, carrier.carrierId);
  const readerRole = await createRole(db, carrier.carrierId, { level: 'read', levels: { approvals: 'read' } });
  const reader = await app.client().login((await createUser(db, { carrierId: carrier.carrierId, roleId: readerRole })).email, PASSWORD);
  const body = (price: number, version?: number): PricelistInput => ({
    name: 'Baltics',
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    fare_groups: [
      {
        quantities: [{ quantity: 1000, unit: 'per_shipment' as const }],
        zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, prices: [price] }],
      },
    ],
    ...(version === undefined ? {} : { version }),
  });
  const created = await owner.call(PRICELIST_ROUTES.create, { body: body(50) });
  expect(created.status, created.response.body).toBe(201);
  const pricelistId = createdId(created.answer);
  const set = await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: mode } });
  expect(set.status, set.response.body).toBe(200);
  const priced = async () => {
    const answer = await owner.call(PRICE_ROUTES.servicePrice, {
      body: {
        collection: { country: 'EE', postcode: '10115' },
        delivery: { country: 'EE', postcode: '11415' },
        shipments: [{ quantity: 1, type: 'colli' as const, weight: 100 }],
      },
    });
    return (answer.answer[0] as { total: number | null }).total;
  };
  const propose = async (price: number, version = 1) => {
    const saved = await clerk.call(PRICELIST_ROUTES.update, { params: { id: pricelistId }, body: body(price, version) });
    expect(saved.status, saved.response.body).toBe(202);
    return (saved.response.json() as { change_id: number }).change_id;
  };
  return { ...carrier, setup, owner, clerk, approver, reader, clerkUser, approverUser, pricelistId, body, priced, propose };
}

describeEachDatabase('changes a second person approves', (use) => {
  it('holds a save as a pending change: no price moves until another person approves it, then the version names both', async () => {
    const app = use();
    const { clerk, approver, owner, pricelistId, priced, propose, approverUser, setup, carrierId } = await carrierWithApprovals(app);
    // The partner asked to be told of price changes: it hears of this one only when it is approved.
    const told = await owner.put(`/fe/customers/${setup.partnerId}/notifications`, {
      emails: ['buyer@example.com'],
      events: ['pricelist.changed'],
    });
    expect(told.statusCode, told.body).toBe(200);
    const events = async () =>
      (await app.database.db.selectFrom('partner_events').select('id').where('carrier_id', '=', carrierId).execute()).length;
    const before = await priced();
    const changeId = await propose(60);
    expect(await priced()).toBe(before);
    expect(await events()).toBe(0);
    expect((await clerk.call(PRICELIST_ROUTES.get, { params: { id: pricelistId } })).answer.version).toBe(1);

    // The record's page says what waits; the approver is mailed, the author is not.
    const waiting = await clerk.call(CHANGE_ROUTES.ofRecord, { query: { record_type: 'pricelist', record_id: pricelistId } });
    expect(waiting.answer.items.map((c) => c.id)).toEqual([changeId]);
    expect(app.mails.some((m) => m.to === approverUser.email && m.subject.includes('Baltics'))).toBe(true);
    expect((await approver.call(CHANGE_ROUTES.count)).answer.pending).toBe(1);
    expect((await clerk.call(CHANGE_ROUTES.count)).answer.pending).toBe(0);

    // The approver sees the cell that changes, from the record as it is now.
    const shown = await approver.call(CHANGE_ROUTES.get, { params: { id: changeId } });
    expect(shown.status, shown.response.body).toBe(200);
    expect(shown.answer.diff.cells).toEqual([expect.objectContaining({ from: 50, to: 60 })]);
    expect(shown.answer).toMatchObject({ status: 'pending', base_version: 1, current_version: 1, may: { decide: true } });
    // The health check of the pricelist as the change would make it.
    expect(shown.answer.health).toEqual({ findings: expect.any(Array) });

    const approved = await approver.call(CHANGE_ROUTES.approve, { params: { id: changeId }, body: {} });
    expect(approved.status, approved.response.body).toBe(200);
    expect(approved.answer).toMatchObject({ status: 'approved', applied_version: 2, decided_by: { name: approverUser.name } });
    expect(await priced()).not.toBe(before);
    expect(await events()).toBe(1);
    const versions = (await owner.call(PRICELIST_VERSION_ROUTES.list, { params: { id: pricelistId } })).answer;
    expect(versions[0]).toMatchObject({ version: 2, author: 'Clara Clerk', approved_by: 'Arvo Approver' });

    // Decided once: a second approval or a rejection is 409, nothing written again.
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: changeId }, body: {} })).status).toBe(409);
    expect((await approver.call(CHANGE_ROUTES.reject, { params: { id: changeId }, body: { reason: 'late' } })).status).toBe(409);
    expect((await owner.call(PRICELIST_VERSION_ROUTES.list, { params: { id: pricelistId } })).answer).toHaveLength(2);
    expect(app.mails.some((m) => m.subject.includes('approved'))).toBe(true);
  });

  it('refuses a self-approval, a reader deciding, a stale change, and another carrier', async () => {
    const app = use();
    const { clerk, approver, reader, owner, propose, pricelistId, body, priced } = await carrierWithApprovals(app);
    const first = await propose(70);
    const second = await propose(80);

    // The author cannot decide, even when given approvals write by their role; a reader sees but cannot decide.
    expect((await reader.call(CHANGE_ROUTES.get, { params: { id: first } })).answer.may.decide).toBe(false);
    expect((await reader.call(CHANGE_ROUTES.approve, { params: { id: first }, body: {} })).status).toBe(403);
    expect((await clerk.call(CHANGE_ROUTES.list)).status).toBe(403);

    // Reject needs a reason.
    expect((await approver.call(CHANGE_ROUTES.reject, { params: { id: second }, body: { reason: ' ' } })).status).toBe(422);

    // The first approved moves the record to version 2: the second, based on 1, is stale.
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: first }, body: {} })).status).toBe(200);
    const stale = await approver.call(CHANGE_ROUTES.approve, { params: { id: second }, body: {} });
    expect(stale.status).toBe(409);
    expect(stale.response.body).toContain('version 1, now 2');
    const total = await priced();
    const rejected = await approver.call(CHANGE_ROUTES.reject, { params: { id: second }, body: { reason: 'Re-base on version 2' } });
    expect(rejected.answer).toMatchObject({ status: 'rejected', reason: 'Re-base on version 2' });
    expect(await priced()).toBe(total);

    // The owner's own change: 403 while another approver exists.
    const own = await owner.call(PRICELIST_ROUTES.update, { params: { id: pricelistId }, body: body(90, 2) });
    expect(own.status).toBe(202);
    const ownId = (own.response.json() as { change_id: number }).change_id;
    expect((await owner.call(CHANGE_ROUTES.approve, { params: { id: ownId }, body: { confirm_own: true } })).status).toBe(403);

    // Another carrier's change is not found.
    const other = await createCarrier(app.database.db);
    const stranger = await app.client().login(other.owner.email, PASSWORD);
    expect((await stranger.call(CHANGE_ROUTES.get, { params: { id: ownId } })).status).toBe(404);
    expect((await stranger.call(CHANGE_ROUTES.approve, { params: { id: ownId }, body: {} })).status).toBe(404);
  });

  it('lets an Owner who is the only approver approve their own change after confirming it', async () => {
    const app = use();
    const { db } = app.database;
    const carrier = await createCarrier(db);
    const setup = await createPricingSetup(db, carrier.carrierId, { zones: 2 });
    const owner = await app.client().login(carrier.owner.email, PASSWORD);
    expect((await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'pricelists' } })).status).toBe(200);
    const proposed = await owner.call(PRICELIST_ROUTES.create, {
      body: {
        name: 'Solo',
        service_id: setup.serviceId,
        customer_id: null,
        valid_from: '2020-01-01',
        valid_to: '2099-12-31',
        fare_groups: [
          {
            quantities: [{ quantity: 1000, unit: 'per_shipment' }],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, transit: null, prices: [10] }],
          },
        ],
      },
    });
    expect(proposed.status, proposed.response.body).toBe(202);
    const id = (proposed.response.json() as { change_id: number }).change_id;
    expect((await owner.call(PRICELIST_ROUTES.list)).answer.count).toBe(0);
    const unconfirmed = await owner.call(CHANGE_ROUTES.approve, { params: { id }, body: {} });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.response.body).toContain('confirm_own');
    const approved = await owner.call(CHANGE_ROUTES.approve, { params: { id }, body: { confirm_own: true } });
    expect(approved.answer).toMatchObject({ status: 'approved', self_approved: true, applied_version: 1 });
    expect((await owner.call(PRICELIST_ROUTES.list)).answer.count).toBe(1);
  });

  it('gates restores and, under pricing, surcharges; turning approvals off needs approvals write', async () => {
    const app = use();
    const { clerk, approver, owner, pricelistId, propose } = await carrierWithApprovals(app, 'pricing');
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: await propose(65) }, body: {} })).status).toBe(200);
    const restore = await clerk.call(PRICELIST_VERSION_ROUTES.restore, { params: { id: pricelistId, version: 1 }, body: { version: 2 } });
    expect(restore.status, restore.response.body).toBe(202);
    const restoreId = (restore.response.json() as { change_id: number }).change_id;
    expect((await approver.call(CHANGE_ROUTES.get, { params: { id: restoreId } })).answer).toMatchObject({ origin: 'restore' });
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: restoreId }, body: {} })).answer.applied_version).toBe(3);
    const versions = (await owner.call(PRICELIST_VERSION_ROUTES.list, { params: { id: pricelistId } })).answer;
    expect(versions[0]!.changes).toMatchObject({ restored: 1 });

    const surcharge = await clerk.call(SURCHARGE_ROUTES.create, {
      body: { name: 'Tail lift', type: 'constant', currency: 'EUR', amount: 25 },
    });
    expect(surcharge.status, surcharge.response.body).toBe(202);
    expect((await owner.call(SURCHARGE_ROUTES.list)).answer.count).toBe(0);

    // The clerk holds the settings but not approvals write: cannot switch the second person off.
    const off = await clerk.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'off' } });
    expect(off.status).toBe(403);
    expect((await owner.call(CARRIER_SETTINGS_ROUTES.get)).answer.approvals).toBe('pricing');
  });

  it('holds a rate increase of 21 pricelists as one change and applies it whole on approval', async () => {
    const app = use();
    const { clerk, approver, owner, setup, approverUser } = await carrierWithApprovals(app);
    const ids: number[] = [];
    const listBody = (i: number, validTo = '2099-12-31', version?: number): PricelistInput => ({
      name: `Partner list ${i}`,
      service_id: setup.serviceId,
      customer_id: null,
      valid_from: '2020-01-01',
      valid_to: validTo,
      fare_groups: [
        {
          quantities: [{ quantity: 1000, unit: 'per_shipment' }],
          zones: [{ zone_from: setup.zones[1]!, zone_to: setup.zones[0]!, transit: null, prices: [20 + i] }],
        },
      ],
      ...(version === undefined ? {} : { version }),
    });
    expect((await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'off' } })).status).toBe(200);
    for (let i = 0; i < 20; i++) ids.push(createdId((await owner.call(PRICELIST_ROUTES.create, { body: listBody(i) })).answer));
    expect((await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'pricelists' } })).status).toBe(200);
    const all = (await owner.call(PRICELIST_ROUTES.list)).answer.items.map((p: { id: number }) => p.id);
    expect(all).toHaveLength(21);
    const effective = formatDay(localTime(new Date(), 'Europe/Tallinn').day + 10);
    const proposed = await clerk.call(RATE_INCREASE_ROUTES.apply, {
      body: { pricelists: all, change: { percent: 5 }, rounding: 0.01, include_min_max: false, effective_from: effective },
    });
    expect(proposed.status, proposed.response.body).toBe(202);
    const changeId = (proposed.response.json() as { change_id: number }).change_id;
    expect((await owner.call(PRICELIST_ROUTES.list)).answer.count).toBe(21);
    expect((await approver.call(CHANGE_ROUTES.get, { params: { id: changeId } })).answer).toMatchObject({
      record_type: 'rate_increase',
      record_name: expect.stringContaining('21 pricelists'),
    });
    // What the approver sees before deciding: the increase's own preview, each pricelist's cells.
    const preview = await approver.call(CHANGE_ROUTES.preview, { params: { id: changeId } });
    expect(preview.status, preview.response.body).toBe(200);
    expect(preview.answer!.pricelists).toHaveLength(21);
    for (const list of preview.answer!.pricelists) {
      expect(list.cells_changed).toBe(1);
      expect(list.first[0]!.after).toBeCloseTo(list.first[0]!.before * 1.05, 2);
    }

    // One of the 21 moved on meanwhile (it now ends before the date): the approval fails after
    // writing some successors in its transaction, so nothing of it stays and the change still waits.
    await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'off' } });
    const last = ids[19]!;
    const shortened = await owner.call(PRICELIST_ROUTES.update, {
      params: { id: last },
      body: listBody(19, formatDay(localTime(new Date(), 'Europe/Tallinn').day + 5), 1),
    });
    expect(shortened.status, shortened.response.body).toBe(200);
    await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'pricelists' } });
    const refused = await approver.call(CHANGE_ROUTES.approve, { params: { id: changeId }, body: {} });
    expect(refused.status, refused.response.body).toBe(409);
    expect((await owner.call(PRICELIST_ROUTES.list)).answer.count).toBe(21);
    expect((await approver.call(CHANGE_ROUTES.get, { params: { id: changeId } })).answer.status).toBe('pending');
    expect((await owner.call(PRICELIST_VERSION_ROUTES.list, { params: { id: ids[0]! } })).answer).toHaveLength(1);

    // Mended (the last one valid again), the same change applies whole.
    await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'off' } });
    expect((await owner.call(PRICELIST_ROUTES.update, { params: { id: last }, body: listBody(19, '2099-12-31', 2) })).status).toBe(200);
    await owner.call(CARRIER_SETTINGS_ROUTES.set, { body: { approvals: 'pricelists' } });
    const approved = await approver.call(CHANGE_ROUTES.approve, { params: { id: changeId }, body: {} });
    expect(approved.status, approved.response.body).toBe(200);
    expect((await owner.call(PRICELIST_ROUTES.list)).answer.count).toBe(42);
    const increases = (await owner.call(RATE_INCREASE_ROUTES.list)).answer.items;
    expect(increases.map((i) => i.id)).toContain(approved.answer.applied_record_id);
    const ended = (await owner.call(PRICELIST_VERSION_ROUTES.list, { params: { id: ids[0]! } })).answer;
    expect(ended[0]).toMatchObject({ version: 2, approved_by: approverUser.name });
  });

  it('holds an archive and an un-archive for approval: the pricelist prices until the archive is approved', async () => {
    const app = use();
    const { clerk, approver, owner, pricelistId, priced, approverUser } = await carrierWithApprovals(app);
    const total = await priced();
    const archive = await clerk.call(PRICELIST_ROUTES.archive, { params: { id: pricelistId } });
    expect(archive.status, archive.response.body).toBe(202);
    const archiveId = (archive.response.json() as { change_id: number }).change_id;
    expect(await priced()).toBe(total);
    expect((await approver.call(CHANGE_ROUTES.get, { params: { id: archiveId } })).answer.diff.fields).toEqual([
      { field: 'archived', from: false, to: true },
    ]);
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: archiveId }, body: {} })).status).toBe(200);
    expect(await priced()).toBeNull();

    const back = await clerk.call(PRICELIST_ROUTES.unarchive, { params: { id: pricelistId }, body: { version: 1 } });
    expect(back.status, back.response.body).toBe(202);
    const backId = (back.response.json() as { change_id: number }).change_id;
    expect(await priced()).toBeNull();
    expect((await approver.call(CHANGE_ROUTES.approve, { params: { id: backId }, body: {} })).status).toBe(200);
    expect(await priced()).toBe(total);
    const log = (await owner.call(PRICELIST_ROUTES.logs, { params: { id: pricelistId } })).answer;
    expect(log[0]).toMatchObject({ author: 'Clara Clerk', approved_by: approverUser.name });
  });
});
