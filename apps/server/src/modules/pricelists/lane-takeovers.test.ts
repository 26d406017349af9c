import { PRICELIST_ROUTES } from '@freight/domain';
/**
 * Saves that take over lanes (docs/api.md): POST and PUT answer `takes_over`, `?check=true` answers the
 * same list and writes nothing; another carrier's pricelists are never mentioned.
 */
import { expect, it } from 'vitest';
import { createCarrier, createPricingSetup, createRole, createUser, PASSWORD } from '../../../test/factories';
import { answerWith, Called, describeEachDatabase, type PricelistInput } from '../../../test/helpers';
import { changedTables, fingerprint } from '../../../test/route-table';

type Setup = Awaited<ReturnType<typeof createPricingSetup>>;

/** A general pricelist of the setup's service pricing the given lanes (indexes into setup.zones). */
function body(setup: Setup, lanes: [number, number][], extra: Partial<PricelistInput> = {}): PricelistInput {
  return {
    name: 'General 2027',
    service_id: setup.serviceId,
    customer_id: null,
    valid_from: '2027-01-01',
    valid_to: '2027-12-31',
    active: true,
    fare_groups: [
      {
        quantities: [{ quantity: 100, unit: 'per_shipment' as const }],
        zones: lanes.map(([from, to]) => ({ zone_from: setup.zones[from]!, zone_to: setup.zones[to]!, prices: [10] })),
      },
    ],
    ...extra,
  };
}

describeEachDatabase('saves that take over lanes', (use) => {
  async function owner() {
    const carrier = await createCarrier(use().database.db);
    const setup = await createPricingSetup(use().database.db, carrier.carrierId, { zones: 4 });
    const client = await use().client().login(carrier.owner.email, PASSWORD);
    const create = async (payload: PricelistInput) => {
      const response = await client.call(PRICELIST_ROUTES.create, { body: payload });
      expect(response.status, response.response.body).toBe(201);
      return answerWith(response.answer, 'id');
    };
    // The live pricelist of 2027: three lanes.
    const live = await create(
      body(setup, [
        [0, 1],
        [0, 2],
        [1, 2],
      ]),
    );
    return { ...carrier, setup, client, create, liveId: live.id };
  }

  /** From July, two of the live pricelist's lanes and one of its own. */
  const draftLanes: [number, number][] = [
    [0, 1],
    [0, 2],
    [3, 3],
  ];

  it('answers the pricelists a create takes lanes from: which, from which day, how many lanes', async () => {
    const { setup, create, liveId } = await owner();
    const created = await create(body(setup, draftLanes, { name: 'Draft 2027/28', valid_from: '2027-07-01', valid_to: '2028-06-30' }));
    expect(created.takes_over).toEqual([
      { pricelist_id: liveId, name: 'General 2027', from: '2027-07-01', to: '2027-12-31', lanes: 2, unpriced_lanes: 1 },
    ]);
    // Another service, another partner, a disabled copy, a validity after it: nothing taken over.
    expect((await create(body(setup, draftLanes, { customer_id: setup.partnerId }))).takes_over).toEqual([]);
    expect((await create(body(setup, draftLanes, { active: false }))).takes_over).toEqual([]);
    expect((await create(body(setup, draftLanes, { valid_from: '2028-07-01', valid_to: '2028-12-31' }))).takes_over).toEqual([]);
  });

  it('answers on an update only what the save changes: activating a copy, moving its start earlier', async () => {
    const { client, setup, create, liveId } = await owner();
    const draft = body(setup, draftLanes, { name: 'Copy of General 2027', valid_from: '2027-07-01', active: false });
    const { id, takes_over } = await create(draft);
    expect(takes_over).toEqual([]);

    const activated = await client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...draft, active: true, version: 1 } });
    expect(activated.status, activated.response.body).toBe(200);
    expect(activated.answer).toMatchObject({ id, active: true, takes_over: [{ pricelist_id: liveId, from: '2027-07-01', lanes: 2 }] });

    // Already taken over: a comment changes nothing.
    const commented = await client.call(PRICELIST_ROUTES.update, {
      params: { id },
      body: { ...draft, active: true, comment: 'Checked', version: 2 },
    });
    expect(commented.answer.takes_over).toEqual([]);

    const earlier = await client.call(PRICELIST_ROUTES.update, {
      params: { id },
      body: { ...draft, active: true, valid_from: '2027-03-01', version: 3 },
    });
    expect(earlier.answer.takes_over).toMatchObject([{ pricelist_id: liveId, from: '2027-03-01', to: '2027-12-31' }]);

    // The live pricelist (earlier start) takes nothing back from the later one.
    const live = await client.call(PRICELIST_ROUTES.update, {
      params: { id: liveId },
      body: { ...body(setup, [[0, 1]]), comment: 'x', version: 1 },
    });
    expect(live.answer.takes_over).toEqual([]);
  });

  it('?check=true answers the same list as the save would and writes nothing, on a create and an update', async () => {
    const { client, setup, create, liveId } = await owner();
    const draft = body(setup, draftLanes, { valid_from: '2027-07-01', active: false });
    const { id } = await create(draft);
    const expected = [{ pricelist_id: liveId, name: 'General 2027', from: '2027-07-01', to: '2027-12-31', lanes: 2, unpriced_lanes: 1 }];

    const before = await fingerprint(use());
    const onCreate = await client.call(PRICELIST_ROUTES.create, { query: { check: 'true' }, body: { ...draft, active: true } });
    expect(onCreate.status, onCreate.response.body).toBe(200);
    expect(onCreate.answer).toEqual({ takes_over: expected });
    const onUpdate = await client.call(PRICELIST_ROUTES.update, {
      params: { id },
      query: { check: 'true' },
      body: { ...draft, active: true, version: 1 },
    });
    expect(onUpdate.status, onUpdate.response.body).toBe(200);
    expect(onUpdate.answer).toEqual({ takes_over: expected });
    expect(changedTables(before, await fingerprint(use()))).toEqual([]);
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer).toMatchObject({ active: false, version: 1 });

    // The save itself answers the same.
    const saved = await client.call(PRICELIST_ROUTES.update, { params: { id }, body: { ...draft, active: true, version: 1 } });
    expect(saved.answer.takes_over).toEqual(expected);
  });

  it('?check=true refuses what the save refuses: a bad body or flag (422), a stale version (409), a foreign id (404), a read-only role (403)', async () => {
    const { client, setup, create, carrierId } = await owner();
    const { id } = await create(body(setup, draftLanes, { valid_from: '2027-07-01' }));
    await client.call(PRICELIST_ROUTES.update, {
      params: { id },
      body: { ...body(setup, draftLanes), comment: 'saved meanwhile', version: 1 },
    });
    const other = await createCarrier(use().database.db);
    const otherSetup = await createPricingSetup(use().database.db, other.carrierId, { zones: 4 });
    const otherClient = await use().client().login(other.owner.email, PASSWORD);
    const readerRole = await createRole(use().database.db, carrierId, { level: 'read' });
    const reader = await createUser(use().database.db, { carrierId, roleId: readerRole });
    const readerClient = await use().client().login(reader.email, PASSWORD);
    const before = await fingerprint(use());

    // A flag its type forbids goes out untyped.
    const badFlag = new Called(PRICELIST_ROUTES.create, await client.post('/fe/pricelists?check=maybe', body(setup, draftLanes)));
    expect(badFlag.status).toBe(422);
    expect(badFlag.error.errors).toHaveProperty('check');
    const badBody = await client.call(PRICELIST_ROUTES.create, {
      query: { check: 'true' },
      body: { ...body(setup, draftLanes), valid_to: '2026-01-01' },
    });
    expect(badBody.status).toBe(422);
    expect(badBody.error.errors).toHaveProperty('valid_to');
    const stale = await client.call(PRICELIST_ROUTES.update, {
      params: { id },
      query: { check: 'true' },
      body: { ...body(setup, draftLanes), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(
      (await otherClient.call(PRICELIST_ROUTES.update, { params: { id }, query: { check: 'true' }, body: body(otherSetup, draftLanes) }))
        .status,
    ).toBe(404);
    // Our service in another carrier's body is a reference it does not own.
    expect((await otherClient.call(PRICELIST_ROUTES.create, { query: { check: 'true' }, body: body(setup, draftLanes) })).status).toBe(422);
    expect((await readerClient.call(PRICELIST_ROUTES.create, { query: { check: 'true' }, body: body(setup, draftLanes) })).status).toBe(
      403,
    );
    expect(changedTables(before, await fingerprint(use()))).toEqual([]);
  });

  it("never mentions another carrier's pricelists, whatever their service, dates and lanes", async () => {
    const mine = await owner();
    const theirs = await owner();
    // Theirs overlap ours in every way but the carrier.
    await theirs.create(body(theirs.setup, draftLanes, { valid_from: '2027-06-01' }));
    const check = await mine.client.call(PRICELIST_ROUTES.create, {
      query: { check: 'true' },
      body: body(mine.setup, draftLanes, { valid_from: '2027-07-01' }),
    });
    expect(check.answer.takes_over.map((t: { pricelist_id: number }) => t.pricelist_id)).toEqual([mine.liveId]);
    const saved = await mine.create(body(mine.setup, draftLanes, { valid_from: '2027-07-01' }));
    expect(saved.takes_over.map((t) => (t as { pricelist_id: number }).pricelist_id)).toEqual([mine.liveId]);
  });
});
