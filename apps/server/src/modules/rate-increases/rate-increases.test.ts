import { displayDay, formatDay, localTime, parseDay } from '@freight/domain';
import { expect, it } from 'vitest';
import { createRole, createUser, generalPricelist, PASSWORD, signedInCarrier } from '../../../test/factories';
import { describeEachDatabase, type TestApp } from '../../../test/helpers';
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
    const body = (serviceId: number, name: string, prices: number[], extra: Record<string, unknown> = {}) =>
      generalPricelist(serviceId, {
        name,
        min_max_rule: 'none',
        fare_groups: [
          {
            quantities: [
              { quantity: 100, unit: 'per_shipment' },
              { quantity: 500, unit: 'per_100kg' },
            ],
            zones: [{ zone_from: setup.zones[0], zone_to: setup.zones[1], minimum_amount: 15, prices }],
          },
        ],
        ...extra,
      });
    const services = [setup.serviceId];
    for (const code of ['EXP', 'ECO'])
      services.push((await client.post('/fe/services', { name: code, code: `${code}${carrier.carrierId}` })).json().id);
    const prices = [
      [25, 20],
      [40.1, 33.33],
      [19.99, 10.05],
    ];
    const ids: number[] = [];
    for (const [i, service] of services.entries()) {
      const saved = await client.post('/fe/pricelists', body(service, `List ${i} ${YEAR}`, prices[i]!));
      expect(saved.statusCode, saved.body).toBe(201);
      ids.push(saved.json().id);
    }
    for (const weight of [50, 200, 400]) {
      const priced = await client.post('/api/v1/service_price', { ...REQUEST, shipments: [{ quantity: 1, type: 'colli', weight }] });
      expect(priced.json().filter((r: { total: number | null }) => r.total !== null)).toHaveLength(3);
    }
    return { carrier, setup, client, body, services, prices, ids };
  }

  const increase = (pricelists: unknown, extra: Record<string, unknown> = {}) => ({
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
    const response = await client.post('/fe/rate_increases?dry_run=true', increase(ids));
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
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
      const report = (await client.post(`/fe/pricelists/${id}/backtest`, { days: 30, draft: body(services[i]!, 'x', rounded[i]!) })).json();
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
    expect((await client.get('/fe/rate_increases')).json()).toEqual({ items: [], count: 0 });
    expect((await client.get(`/fe/pricelists/${ids[0]}`)).json().valid_to).toBe('2099-12-31');
  });

  it('chooses by a filter and changes only the cells the first matching rule names, minimum amounts when asked', async () => {
    const { client, ids, services, setup } = await pricedCarrier();
    const rules = [
      { zone_from: setup.zones[1], percent: 50 },
      { zone_from: setup.zones[0], zone_to: setup.zones[1], quantity_to: 100, percent: 20 },
      { percent: 10 },
    ];
    const body = increase({ service: services[1] }, { change: { rules }, rounding: 0.01, include_min_max: true });
    const preview = (await client.post('/fe/rate_increases?dry_run=true', body)).json();
    expect(preview.pricelists).toHaveLength(1);
    expect(preview.pricelists[0]).toMatchObject({ id: ids[1], cells_changed: 3 });
    // 40.1 by the second rule (its quantity row is 100); 33.33 and the minimum 15 by the third.
    expect(preview.pricelists[0].first.map((c: { kind: string; after: number }) => [c.kind, c.after])).toEqual([
      ['minimum', 16.5],
      ['price', 48.12],
      ['price', 36.66],
    ]);
    const none = await client.post('/fe/rate_increases?dry_run=true', increase({ customer: setup.partnerId }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ pricelists: 'matches no pricelist' });
    const general = (
      await client.post('/fe/rate_increases?dry_run=true', increase({ customer: null, active: true, unit: 'payable_weight' }))
    ).json();
    expect(general.pricelists.map((p: { id: number }) => p.id)).toEqual(ids);
  });

  it('applies: successors valid from the date, the old ones to the day before; the price of the day before is old, of the day after new', async () => {
    const { client, ids } = await pricedCarrier();
    const response = await client.post('/fe/rate_increases', increase(ids.slice(0, 2)));
    expect(response.statusCode, response.body).toBe(201);
    const applied = response.json();
    expect(applied).toMatchObject({ effective_from: EFFECTIVE });
    expect(applied.successors.map((s: { from_id: number }) => s.from_id)).toEqual(ids.slice(0, 2));
    const dayBefore = formatDay(parseDay(EFFECTIVE)! - 1);
    for (const [i, s] of applied.successors.entries()) {
      const old = (await client.get(`/fe/pricelists/${s.from_id}`)).json();
      const successor = (await client.get(`/fe/pricelists/${s.id}`)).json();
      expect(old).toMatchObject({ valid_from: '2020-01-01', valid_to: dayBefore, version: 2 });
      expect(successor).toMatchObject({
        valid_from: EFFECTIVE,
        valid_to: '2099-12-31',
        name: successorOf(`List ${i} ${YEAR}`),
        active: true,
      });
      expect(successor.fare_groups[0].zones[0].minimum_amount).toBe(15);
    }
    const price = async (date: string) =>
      (await client.post('/api/v1/service_price', { ...REQUEST, date, shipments: [{ quantity: 1, type: 'colli', weight: 50 }] }))
        .json()
        .map((r: { total: number | null }) => r.total);
    expect(await price(dayBefore)).toEqual([25, 40.1, 19.99]);
    expect(await price(EFFECTIVE)).toEqual([27.5, 44.1, 19.99]);
    expect(await price(fromToday(11))).toEqual([27.5, 44.1, 19.99]);
    const list = (await client.get('/fe/rate_increases')).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        id: applied.id,
        status: 'scheduled',
        pricelists: 2,
        change: '+10 %, rounded to 0,05',
        effective_from: EFFECTIVE,
      }),
    ]);
    expect(list.items[0].successors[0]).toMatchObject({ from_id: ids[0], from_name: `List 0 ${YEAR}`, id: applied.successors[0].id });
  });

  it('never names a successor as a live pricelist of its service and partner: the preview and the apply agree', async () => {
    const { client, ids, body, services } = await pricedCarrier();
    // Another general pricelist of service 0, already holding the name the day alone would give.
    const taken = await client.post(
      '/fe/pricelists',
      body(services[0]!, successorOf(`List 0 ${YEAR}`), [1, 1], { valid_from: '2019-01-01', valid_to: '2019-12-31' }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    // A pricelist of last year's name takes the year alone.
    await use()
      .database.db.updateTable('pricelists')
      .set({ name: `List 2 ${Number(YEAR) - 1}` })
      .where('id', '=', ids[2]!)
      .execute();
    const preview = (await client.post('/fe/rate_increases?dry_run=true', increase(ids))).json();
    const expected = [`${successorOf(`List 0 ${YEAR}`)} 2`, successorOf(`List 1 ${YEAR}`), `List 2 ${YEAR}`];
    expect(preview.pricelists.map((p: { successor_name: string }) => p.successor_name)).toEqual(expected);
    const applied = (await client.post('/fe/rate_increases', increase(ids))).json();
    const names = async (list: number[]) => Promise.all(list.map(async (id) => (await client.get(`/fe/pricelists/${id}`)).json().name));
    expect(await names(applied.successors.map((s: { id: number }) => s.id))).toEqual(expected);

    // An increase of a successor later in the same year: its predecessor keeps its name, it gets its own day.
    const later = fromToday(20);
    const second = await client.post('/fe/rate_increases', increase([applied.successors[1].id], { effective_from: later }));
    expect(second.statusCode, second.body).toBe(201);
    expect(await names([second.json().successors[0].id])).toEqual([successorOf(`List 1 ${YEAR}`, later)]);
    const live = (await client.get(`/fe/pricelists?service=${services[1]}`)).json().items.map((p: { name: string }) => p.name);
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
    const applied = (await client.post('/fe/rate_increases', increase(ids))).json();
    const cancelled = await client.delete(`/fe/rate_increases/${applied.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    for (const s of applied.successors) {
      expect((await client.get(`/fe/pricelists/${s.from_id}`)).json()).toMatchObject({ valid_to: '2099-12-31', version: 3 });
      expect((await client.get(`/fe/pricelists/${s.id}`)).statusCode).toBe(404);
    }
    // Ending a predecessor and giving its valid_to back copy no grid: its three versions share one.
    const grids = await gridsOf();
    expect(grids).toHaveLength(9);
    for (let i = 0; i < 9; i += 3) expect(new Set(grids.slice(i, i + 3)).size).toBe(1);
    expect((await client.get('/fe/rate_increases')).json().items[0]).toMatchObject({ status: 'cancelled' });
    expect((await client.delete(`/fe/rate_increases/${applied.id}`)).statusCode).toBe(409);

    // An increase whose day has come: moved to today behind the API's back.
    const again = (await client.post('/fe/rate_increases', increase([ids[0]]))).json();
    await use()
      .database.db.updateTable('rate_increases')
      .set({ effective_from: fromToday(0) })
      .where('id', '=', again.id)
      .execute();
    const late = await client.delete(`/fe/rate_increases/${again.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/restore/i);
    const items = (await client.get('/fe/rate_increases')).json().items;
    expect(items.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([
      [applied.id, 'cancelled'],
      [again.id, 'effective'],
    ]);
  });

  it('refuses bad bodies, dates and pricelists with 422, never 500', async () => {
    const { carrier, client, ids } = await pricedCarrier();
    const refused = async (body: unknown, field: string, query = '') => {
      const response = await client.post(`/fe/rate_increases${query}`, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors ?? {}).join(' ')).toContain(field);
    };
    await refused(increase(ids, { rounding: 0.2 }), 'rounding');
    await refused(increase(ids, { change: { percent: 'x' } }), 'change');
    await refused(increase(ids, { change: { rules: [] } }), 'change');
    await refused(increase(ids, { effective_from: '2026-02-30' }), 'effective_from');
    await refused(increase(ids, { effective_from: fromToday(0) }), 'effective_from');
    // The preview refuses a day that is not in the future as the apply does.
    await refused(increase(ids, { effective_from: fromToday(0) }), 'effective_from', '?dry_run=true');
    await refused(increase([]), 'pricelists');
    await refused(increase([ids[0], 2_000_000]), 'pricelists.1');
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
    const ended = await client.post('/fe/rate_increases', increase(ids));
    expect(ended.statusCode).toBe(422);
    expect(ended.json().message).toContain(`List 1 ${YEAR}`);
    const preview = (await client.post('/fe/rate_increases?dry_run=true', increase(ids))).json();
    expect(preview.pricelists[1].problem).toMatch(/ends on/);
    // Archived: refused by its place in the list.
    expect((await client.delete(`/fe/pricelists/${ids[2]}/archive`)).statusCode).toBe(204);
    await refused(increase([ids[0], ids[2]]), 'pricelists.1');
    expect((await client.get('/fe/rate_increases')).json().count).toBe(0);
  });

  it("another carrier's increase and job are 404; a read-only role may list but not apply or cancel", async () => {
    const mine = await pricedCarrier();
    const other = await pricedCarrier();
    const applied = (await mine.client.post('/fe/rate_increases', increase([mine.ids[0]]))).json();
    expect((await other.client.delete(`/fe/rate_increases/${applied.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/fe/rate_increases/jobs/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await other.client.post('/fe/rate_increases?dry_run=true', increase([mine.ids[0]]))).statusCode).toBe(422);
    expect((await other.client.get('/fe/rate_increases')).json().count).toBe(0);
    const db = use().database.db;
    const reader = await createUser(db, {
      carrierId: mine.carrier.carrierId,
      roleId: await createRole(db, mine.carrier.carrierId, { level: 'read' }),
    });
    const readOnly = await use().client().login(reader.email, PASSWORD);
    expect((await readOnly.get('/fe/rate_increases')).statusCode).toBe(200);
    expect((await readOnly.post('/fe/rate_increases', increase([mine.ids[0]]))).statusCode).toBe(403);
    expect((await readOnly.delete(`/fe/rate_increases/${applied.id}`)).statusCode).toBe(403);
  });
});
