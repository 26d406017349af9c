import {
  displayDay,
  formatDay,
  localTime,
  parseDay,
  PRICE_ROUTES,
  PRICELIST_ROUTES,
  pathOf,
  RATE_INCREASE_ROUTES,
  type RateIncreaseBody,
  SERVICE_ROUTES,
} from '@freight/domain';
import { expect, it } from 'vitest';
import { createRole, createUser, PASSWORD, signedInCarrier } from '../../../test/factories';
import {
  answerWith,
  Called,
  createdId,
  describeEachDatabase,
  pricelistBody,
  type PricelistInput,
  type TestApp,
} from '../../../test/helpers';
import { bumpPricingVersion, scopeOf } from '../pricing/pricing-versions.repository';

/** A day `days` from the carrier's today (Europe/Tallinn). */
const fromToday = (days: number) => formatDay(localTime(new Date(), 'Europe/Tallinn').day + days);
const EFFECTIVE = fromToday(10);
/** The pricelists are named for the increase's own year, so "{name} {yyyy}" alone would repeat their names. */
const YEAR = EFFECTIVE.slice(0, 4);
/** A successor's name when its predecessor already bears the year: the day is added. */
const successorOf = (name: string, from = EFFECTIVE) => `${name} (from ${displayDay(from)})`;
const REQUEST = {
  collection: { country: 'EE', postcode: '10115' },
  delivery: { country: 'EE', postcode: '11415' },
};

describeEachDatabase('rate increases', (use) => {
  /** Three services, each with a general pricelist of one lane (Zone 0 -> Zone 1), and requests each answered. */
  async function pricedCarrier(app: TestApp = use()) {
    const { carrier, setup, client } = await signedInCarrier(app, { zones: 2 });
    const body = (serviceId: number, name: string, prices: number[], extra: Partial<PricelistInput> = {}): PricelistInput =>
      pricelistBody(serviceId, {
        name,
        min_max_rule: 'none',
        fare_groups: [
          {
            quantities: [
              { quantity: 100, unit: 'per_shipment' as const },
              { quantity: 500, unit: 'per_100kg' as const },
            ],
            zones: [{ zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, minimum_amount: 15, prices }],
          },
        ],
        ...extra,
      });
    const services = [setup.serviceId];
    for (const code of ['EXP', 'ECO'])
      services.push(
        (await client.call(SERVICE_ROUTES.create, { body: { name: code, code: `${code}${carrier.carrierId}`, cargoson_id: null } })).answer
          .id,
      );
    const prices = [
      [25, 20],
      [40.1, 33.33],
      [19.99, 10.05],
    ];
    const ids: number[] = [];
    for (const [i, service] of services.entries()) {
      const saved = await client.call(PRICELIST_ROUTES.create, { body: body(service, `List ${i} ${YEAR}`, prices[i]!) });
      expect(saved.status, saved.response.body).toBe(201);
      ids.push(createdId(saved.answer));
    }
    for (const weight of [50, 200, 400]) {
      const priced = await client.call(PRICE_ROUTES.servicePrice, {
        body: { ...REQUEST, shipments: [{ quantity: 1, type: 'colli' as const, weight }] },
      });
      expect(priced.answer.filter((r: { total: number | null }) => r.total !== null)).toHaveLength(3);
    }
    return { carrier, setup, client, body, services, prices, ids };
  }

  const increase = (pricelists: RateIncreaseBody['pricelists'], extra: Partial<RateIncreaseBody> = {}): RateIncreaseBody => ({
    pricelists,
    change: { percent: 10 },
    rounding: 0.05,
    include_min_max: false,
    effective_from: EFFECTIVE,
    backtest_days: 30,
    ...extra,
  });

  it('previews the right cells of 3 pricelists and a revenue effect equal to their backtests run by hand', async () => {
    const { client, ids, body, services, prices } = await pricedCarrier();
    const response = await client.call(RATE_INCREASE_ROUTES.apply, { query: { dry_run: 'true' }, body: increase(ids) });
    expect(response.status, response.response.body).toBe(200);
    const preview = answerWith(response.answer, 'pricelists');
    expect(preview.pricelists.map((p: { successor_name: string }) => p.successor_name)).toEqual(
      ids.map((_, i) => successorOf(`List ${i} ${YEAR}`)),
    );
    // 40.1 -> 44.11 -> 44.10; 33.33 -> 36.663 -> 36.65; 19.99 -> 21.989 -> 22.00; 10.05 -> 11.055 -> 11.05.
    const rounded = [
      [27.5, 22],
      [44.1, 36.65],
      [22, 11.05],
    ];
    for (const [i, p] of preview.pricelists.entries()) {
      expect(p).toMatchObject({ id: ids[i], cells_changed: 2, problem: null, currency: 'EUR' });
      expect(p.first.map((c: { before: number; after: number }) => [c.before, c.after])).toEqual(
        prices[i]!.map((b, k) => [b, rounded[i]![k]]),
      );
    }
    // The same requests priced by hand: each pricelist's backtest with its successor's prices as the draft.
    let before = 0;
    let after = 0;
    let requests = 0;
    for (const [i, id] of ids.entries()) {
      const report = (
        await client.call(PRICELIST_ROUTES.backtest, { params: { id }, body: { days: 30, draft: body(services[i]!, 'x', rounded[i]!) } })
      ).answer;
      before += report.total_before;
      after += report.total_after;
      requests += report.requests;
    }
    expect(preview.backtest).toMatchObject({ days: 30, requests, repriced: requests, currency: 'EUR', truncated: false, not_priced: [] });
    expect(requests).toBe(9);
    expect(preview.backtest.total_before).toBeCloseTo(before, 2);
    expect(preview.backtest.total_after).toBeCloseTo(after, 2);
    expect(preview.backtest.total_after).toBeGreaterThan(preview.backtest.total_before);
    expect(preview.backtest.by_customer).toEqual([expect.objectContaining({ name: 'General', requests: 9 })]);
    expect(preview.backtest.by_lane).toEqual([expect.objectContaining({ name: 'Zone 0 → Zone 1', requests: 9 })]);
    // Nothing was saved.
    expect((await client.call(RATE_INCREASE_ROUTES.list)).answer).toEqual({ items: [], count: 0 });
    expect((await client.call(PRICELIST_ROUTES.get, { params: { id: ids[0]! } })).answer.valid_to).toBe('2099-12-31');
  });

  it('chooses by a filter and changes only the cells the first matching rule names, minimum amounts when asked', async () => {
    const { client, ids, services, setup } = await pricedCarrier();
    const rules = [
      { zone_from: setup.zones[1]!, percent: 50 },
      { zone_from: setup.zones[0]!, zone_to: setup.zones[1]!, quantity_to: 100, percent: 20 },
      { percent: 10 },
    ];
    const body = increase({ service: services[1]! }, { change: { rules }, rounding: 0.01, include_min_max: true });
    const preview = answerWith((await client.call(RATE_INCREASE_ROUTES.apply, { query: { dry_run: 'true' }, body })).answer, 'pricelists');
    expect(preview.pricelists).toHaveLength(1);
    expect(preview.pricelists[0]).toMatchObject({ id: ids[1], cells_changed: 3 });
    // 40.1 by the second rule (its quantity row is 100); 33.33 and the minimum 15 by the third.
    expect(preview.pricelists[0]!.first.map((c: { kind: string; after: number }) => [c.kind, c.after])).toEqual([
      ['minimum', 16.5],
      ['price', 48.12],
      ['price', 36.66],
    ]);
    const none = await client.call(RATE_INCREASE_ROUTES.apply, {
      query: { dry_run: 'true' },
      body: increase({ customer: setup.partnerId }),
    });
    expect(none.status).toBe(422);
    expect(none.error.errors).toEqual({ pricelists: 'matches no pricelist' });
    const general = answerWith(
      (
        await client.call(RATE_INCREASE_ROUTES.apply, {
          query: { dry_run: 'true' },
          body: increase({ customer: null, active: true, unit: 'payable_weight' }),
        })
      ).answer,
      'pricelists',
    );
    expect(general.pricelists.map((p: { id: number }) => p.id)).toEqual(ids);
  });

  it('applies: successors valid from the date, the old ones to the day before; the price of the day before is old, of the day after new', async () => {
    const { client, ids } = await pricedCarrier();
    const response = await client.call(RATE_INCREASE_ROUTES.apply, { body: increase(ids.slice(0, 2)) });
    expect(response.status, response.response.body).toBe(201);
    const applied = answerWith(response.answer, 'successors');
    expect(applied).toMatchObject({ effective_from: EFFECTIVE });
    expect(applied.successors.map((s: { from_id: number }) => s.from_id)).toEqual(ids.slice(0, 2));
    const dayBefore = formatDay(parseDay(EFFECTIVE)! - 1);
    for (const [i, s] of applied.successors.entries()) {
      const old = (await client.call(PRICELIST_ROUTES.get, { params: { id: s.from_id } })).answer;
      const successor = (await client.call(PRICELIST_ROUTES.get, { params: { id: s.id } })).answer;
      expect(old).toMatchObject({ valid_from: '2020-01-01', valid_to: dayBefore, version: 2 });
      expect(successor).toMatchObject({
        valid_from: EFFECTIVE,
        valid_to: '2099-12-31',
        name: successorOf(`List ${i} ${YEAR}`),
        active: true,
      });
      expect(successor.fare_groups[0]!.zones[0]!.minimum_amount).toBe(15);
    }
    const price = async (date: string) =>
      (
        await client.call(PRICE_ROUTES.servicePrice, {
          body: { ...REQUEST, date, shipments: [{ quantity: 1, type: 'colli' as const, weight: 50 }] },
        })
      ).answer.map((r) => r.total);
    expect(await price(dayBefore)).toEqual([25, 40.1, 19.99]);
    expect(await price(EFFECTIVE)).toEqual([27.5, 44.1, 19.99]);
    expect(await price(fromToday(11))).toEqual([27.5, 44.1, 19.99]);
    const list = (await client.call(RATE_INCREASE_ROUTES.list)).answer;
    expect(list.items).toEqual([
      expect.objectContaining({
        id: applied.id,
        status: 'scheduled',
        pricelists: 2,
        change: '+10 %, rounded to 0,05',
        effective_from: EFFECTIVE,
      }),
    ]);
    expect(list.items[0]!.successors[0]).toMatchObject({ from_id: ids[0], from_name: `List 0 ${YEAR}`, id: applied.successors[0]!.id });
  });

  it('never names a successor as a live pricelist of its service and partner: the preview and the apply agree', async () => {
    const { client, ids, body, services } = await pricedCarrier();
    // Another general pricelist of service 0, already holding the name the day alone would give.
    const taken = await client.call(PRICELIST_ROUTES.create, {
      body: body(services[0]!, successorOf(`List 0 ${YEAR}`), [1, 1], { valid_from: '2019-01-01', valid_to: '2019-12-31' }),
    });
    expect(taken.status, taken.response.body).toBe(201);
    // A pricelist of last year's name takes the year alone.
    await use()
      .database.db.updateTable('pricelists')
      .set({ name: `List 2 ${Number(YEAR) - 1}` })
      .where('id', '=', ids[2]!)
      .execute();
    const preview = answerWith(
      (await client.call(RATE_INCREASE_ROUTES.apply, { query: { dry_run: 'true' }, body: increase(ids) })).answer,
      'pricelists',
    );
    const expected = [`${successorOf(`List 0 ${YEAR}`)} 2`, successorOf(`List 1 ${YEAR}`), `List 2 ${YEAR}`];
    expect(preview.pricelists.map((p: { successor_name: string }) => p.successor_name)).toEqual(expected);
    const applied = answerWith((await client.call(RATE_INCREASE_ROUTES.apply, { body: increase(ids) })).answer, 'successors');
    const names = async (list: number[]) =>
      Promise.all(list.map(async (id) => (await client.call(PRICELIST_ROUTES.get, { params: { id } })).answer.name));
    expect(await names(applied.successors.map((s: { id: number }) => s.id))).toEqual(expected);

    // An increase of a successor later in the same year: its predecessor keeps its name, it gets its own day.
    const later = fromToday(20);
    const second = await client.call(RATE_INCREASE_ROUTES.apply, {
      body: increase([applied.successors[1]!.id], { effective_from: later }),
    });
    expect(second.status, second.response.body).toBe(201);
    expect(await names([answerWith(second.answer, 'successors').successors[0]!.id])).toEqual([successorOf(`List 1 ${YEAR}`, later)]);
    const live = (await client.call(PRICELIST_ROUTES.list, { query: { service: String(services[1]) } })).answer.items.map(
      (p: { name: string }) => p.name,
    );
    expect(live).toHaveLength(3);
    expect(new Set(live).size).toBe(3);
  });

  it('cancelling before the date archives the successors and restores the validity; after the date it is 409', async () => {
    const { client, ids } = await pricedCarrier();
    const { db } = use().database;
    const gridsOf = async () =>
      (
        await db
          .selectFrom('record_versions')
          .select('grid_id')
          .where('record_type', '=', 'pricelist')
          .where('record_id', 'in', ids)
          .where('version', 'is not', null)
          .orderBy('record_id')
          .orderBy('version')
          .execute()
      ).map((v) => v.grid_id);
    const applied = answerWith((await client.call(RATE_INCREASE_ROUTES.apply, { body: increase(ids) })).answer, 'successors');
    const cancelled = await client.call(RATE_INCREASE_ROUTES.cancel, { params: { id: applied.id } });
    expect(cancelled.status, cancelled.response.body).toBe(204);
    for (const s of applied.successors) {
      expect((await client.call(PRICELIST_ROUTES.get, { params: { id: s.from_id } })).answer).toMatchObject({
        valid_to: '2099-12-31',
        version: 3,
      });
      expect((await client.call(PRICELIST_ROUTES.get, { params: { id: s.id } })).status).toBe(404);
    }
    // Ending a predecessor and giving its valid_to back copy no grid: its three versions share one.
    const grids = await gridsOf();
    expect(grids).toHaveLength(9);
    for (let i = 0; i < 9; i += 3) expect(new Set(grids.slice(i, i + 3)).size).toBe(1);
    expect((await client.call(RATE_INCREASE_ROUTES.list)).answer.items[0]).toMatchObject({ status: 'cancelled' });
    expect((await client.call(RATE_INCREASE_ROUTES.cancel, { params: { id: applied.id } })).status).toBe(409);

    // An increase whose day has come: moved to today behind the API's back.
    const again = answerWith((await client.call(RATE_INCREASE_ROUTES.apply, { body: increase([ids[0]!]) })).answer, 'successors');
    await use()
      .database.db.updateTable('rate_increases')
      .set({ effective_from: fromToday(0) })
      .where('id', '=', again.id)
      .execute();
    const late = await client.call(RATE_INCREASE_ROUTES.cancel, { params: { id: again.id } });
    expect(late.status).toBe(409);
    expect(late.error.message).toMatch(/restore/i);
    const items = (await client.call(RATE_INCREASE_ROUTES.list)).answer.items;
    expect(items.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([
      [applied.id, 'cancelled'],
      [again.id, 'effective'],
    ]);
  });

  it('refuses bad bodies, dates and pricelists with 422, never 500', async () => {
    const { carrier, client, ids } = await pricedCarrier();
    // Bodies their type forbids go out untyped.
    const refused = async (body: unknown, field: string, query = '') => {
      const response = new Called(RATE_INCREASE_ROUTES.apply, await client.post(`${pathOf(RATE_INCREASE_ROUTES.apply)}${query}`, body));
      expect(response.status, response.response.body).toBe(422);
      expect(Object.keys(response.error.errors ?? {}).join(' ')).toContain(field);
    };
    await refused({ ...increase(ids), rounding: 0.2 }, 'rounding');
    await refused({ ...increase(ids), change: { percent: 'x' } }, 'change');
    await refused(increase(ids, { change: { rules: [] } }), 'change');
    await refused(increase(ids, { effective_from: '2026-02-30' }), 'effective_from');
    await refused(increase(ids, { effective_from: fromToday(0) }), 'effective_from');
    // The preview refuses a day that is not in the future as the apply does.
    await refused(increase(ids, { effective_from: fromToday(0) }), 'effective_from', '?dry_run=true');
    await refused(increase([]), 'pricelists');
    await refused(increase([ids[0]!, 2_000_000]), 'pricelists.1');
    await refused(increase({ service: 2_000_000 }), 'pricelists');
    await refused({ ...increase(ids), extra: 1 }, '');
    // A pricelist ending before the date: named.
    await use()
      .database.db.updateTable('pricelists')
      .set({ valid_to: fromToday(5) })
      .where('id', '=', ids[1]!)
      .execute();
    // Announced as the app's writes are (the preview prices on the pricing cache's records while they are the latest).
    await bumpPricingVersion(use().database.db, scopeOf(carrier.carrierId));
    const ended = await client.call(RATE_INCREASE_ROUTES.apply, { body: increase(ids) });
    expect(ended.status).toBe(422);
    expect(ended.error.message).toContain(`List 1 ${YEAR}`);
    const preview = answerWith(
      (await client.call(RATE_INCREASE_ROUTES.apply, { query: { dry_run: 'true' }, body: increase(ids) })).answer,
      'pricelists',
    );
    expect(preview.pricelists[1]!.problem).toMatch(/ends on/);
    // Archived: refused by its place in the list.
    expect((await client.call(PRICELIST_ROUTES.archive, { params: { id: ids[2]! } })).status).toBe(204);
    await refused(increase([ids[0]!, ids[2]!]), 'pricelists.1');
    expect((await client.call(RATE_INCREASE_ROUTES.list)).answer.count).toBe(0);
  });

  it("another carrier's increase and job are 404; a read-only role may list but not apply or cancel", async () => {
    const mine = await pricedCarrier();
    const other = await pricedCarrier();
    const applied = answerWith(
      (await mine.client.call(RATE_INCREASE_ROUTES.apply, { body: increase([mine.ids[0]!]) })).answer,
      'successors',
    );
    expect((await other.client.call(RATE_INCREASE_ROUTES.cancel, { params: { id: applied.id } })).status).toBe(404);
    expect((await other.client.call(RATE_INCREASE_ROUTES.job, { params: { job_id: crypto.randomUUID() } })).status).toBe(404);
    expect(
      (await other.client.call(RATE_INCREASE_ROUTES.apply, { query: { dry_run: 'true' }, body: increase([mine.ids[0]!]) })).status,
    ).toBe(422);
    expect((await other.client.call(RATE_INCREASE_ROUTES.list)).answer.count).toBe(0);
    const db = use().database.db;
    const reader = await createUser(db, {
      carrierId: mine.carrier.carrierId,
      roleId: await createRole(db, mine.carrier.carrierId, { level: 'read' }),
    });
    const readOnly = await use().client().login(reader.email, PASSWORD);
    expect((await readOnly.call(RATE_INCREASE_ROUTES.list)).status).toBe(200);
    expect((await readOnly.call(RATE_INCREASE_ROUTES.apply, { body: increase([mine.ids[0]!]) })).status).toBe(403);
    expect((await readOnly.call(RATE_INCREASE_ROUTES.cancel, { params: { id: applied.id } })).status).toBe(403);
  });
});
