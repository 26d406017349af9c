import { describe, expect, it } from 'vitest';
import { parseDay } from '../dates/calendar';
import { carrier, EXAMPLE_ROWS, fareGroup, pricelist } from '../test-support/fixtures';
import { compileCarrier, selectPricelist } from './carrier';
import { laneTakeovers, zoneRowsOf, type TakeoverPricelist } from './lane-takeover';

const lanes = (...pairs: [number, number][]) => pairs.map(([zone_from, zone_to]) => ({ zone_from, zone_to }));

/** The live general pricelist of 2026: Tallinn -> Riga, Tallinn -> Latvia, Estonia -> Riga. */
const LIVE: TakeoverPricelist = {
  id: 5,
  name: 'General 2026',
  service_id: 1,
  customer_id: null,
  active: true,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  zone_rows: lanes([11, 13], [11, 14], [12, 13]),
};

/** A new pricelist (no id yet) of the same service and partner from July, pricing two of LIVE's lanes and one of its own. */
function draft(overrides: Partial<TakeoverPricelist> = {}): TakeoverPricelist {
  return {
    ...LIVE,
    id: null,
    name: 'Draft',
    valid_from: '2026-07-01',
    valid_to: '2027-06-30',
    zone_rows: lanes([11, 13], [11, 14], [15, 16]),
    ...overrides,
  };
}

describe('laneTakeovers', () => {
  it('an overlapping newer pricelist takes over from its own start to the end of the overlap: lanes it prices and lanes left unpriced', () => {
    expect(laneTakeovers(draft(), [LIVE])).toEqual([
      { pricelist_id: 5, name: 'General 2026', from: '2026-07-01', to: '2026-12-31', lanes: 2, unpriced_lanes: 1 },
    ]);
  });

  it('validity that does not overlap takes over nothing, also a day apart', () => {
    expect(laneTakeovers(draft({ valid_from: '2027-01-01', valid_to: '2027-12-31' }), [LIVE])).toEqual([]);
    expect(laneTakeovers(draft({ valid_from: '2025-01-01', valid_to: '2025-12-31' }), [LIVE])).toEqual([]);
    // One shared day is an overlap.
    expect(laneTakeovers(draft({ valid_from: '2026-12-31' }), [LIVE])[0]).toMatchObject({ from: '2026-12-31', to: '2026-12-31' });
  });

  it("another partner's or another service's pricelist is never taken over", () => {
    expect(laneTakeovers(draft({ customer_id: 7 }), [LIVE])).toEqual([]);
    expect(laneTakeovers(draft(), [{ ...LIVE, customer_id: 7 }])).toEqual([]);
    expect(laneTakeovers(draft({ service_id: 2 }), [LIVE])).toEqual([]);
  });

  it('with the same valid_from the higher id wins: a lower id takes over nothing, a new one (no id yet) always wins', () => {
    const sameStart = { valid_from: LIVE.valid_from, valid_to: LIVE.valid_to };
    expect(laneTakeovers(draft({ ...sameStart, id: 4 }), [LIVE])).toEqual([]);
    expect(laneTakeovers(draft({ ...sameStart, id: 6 }), [LIVE])).toHaveLength(1);
    expect(laneTakeovers(draft(sameStart), [LIVE])[0]).toMatchObject({ from: '2026-01-01', lanes: 2, unpriced_lanes: 1 });
  });

  it('an earlier valid_from loses the overlap whatever its id: the later start prices there', () => {
    expect(laneTakeovers(draft({ id: 99, valid_from: '2025-06-01', valid_to: '2026-06-30' }), [LIVE])).toEqual([]);
  });

  it('an inactive save takes over nothing, and inactive or archived pricelists are not taken over', () => {
    expect(laneTakeovers(draft({ active: false }), [LIVE])).toEqual([]);
    expect(laneTakeovers(draft({ archived: true }), [LIVE])).toEqual([]);
    expect(laneTakeovers(draft(), [{ ...LIVE, active: false }])).toEqual([]);
    expect(laneTakeovers(draft(), [{ ...LIVE, archived: true }])).toEqual([]);
  });

  it('the pricelist itself and a live pricelist without lanes are left out', () => {
    expect(laneTakeovers({ ...LIVE, valid_to: '2027-12-31' }, [LIVE])).toEqual([]);
    expect(laneTakeovers(draft(), [{ ...LIVE, zone_rows: [] }])).toEqual([]);
  });

  it('counts each lane once across fare groups and skips unfinished rows', () => {
    const candidate = draft({ zone_rows: [...lanes([11, 13], [11, 13], [11, 14]), { zone_from: 12, zone_to: null }] });
    expect(laneTakeovers(candidate, [{ ...LIVE, zone_rows: [...LIVE.zone_rows, ...lanes([11, 13])] }])[0]).toMatchObject({
      lanes: 2,
      unpriced_lanes: 1,
    });
  });

  it('open-ended validity answers null for that end', () => {
    expect(laneTakeovers(draft({ valid_from: null, valid_to: null }), [{ ...LIVE, valid_from: null, valid_to: null }])[0]).toMatchObject({
      from: null,
      to: null,
    });
  });

  it('lists several pricelists taken over, lowest id first', () => {
    const older = { ...LIVE, id: 3, name: 'Old', valid_from: '2025-01-01', valid_to: '2026-08-31' };
    expect(laneTakeovers(draft(), [LIVE, older]).map((t) => [t.pricelist_id, t.from, t.to])).toEqual([
      [3, '2026-07-01', '2026-08-31'],
      [5, '2026-07-01', '2026-12-31'],
    ]);
  });

  describe('an update (`before`: the stored pricelist)', () => {
    const stored = draft({ id: 9 });

    it('does not tell again what the stored pricelist already takes over', () => {
      expect(laneTakeovers({ ...stored, name: 'Renamed' }, [LIVE], { before: stored })).toEqual([]);
      expect(laneTakeovers({ ...stored, valid_from: '2026-08-01' }, [LIVE], { before: stored })).toEqual([]);
    });

    it('tells a takeover over more days, or one the stored pricelist did not make (it was disabled)', () => {
      expect(laneTakeovers({ ...stored, valid_from: '2026-03-01' }, [LIVE], { before: stored })[0]).toMatchObject({ from: '2026-03-01' });
      expect(laneTakeovers(stored, [LIVE], { before: { ...stored, active: false } })).toHaveLength(1);
      expect(laneTakeovers(stored, [LIVE], { before: { ...stored, customer_id: 7 } })).toHaveLength(1);
    });
  });

  it('agrees with the price API: from `from` the saved pricelist is selected, the day before the one taken over', () => {
    const live = pricelist({ id: 5, valid_from: '2026-01-01', valid_to: '2026-12-31' });
    const saved = pricelist({ id: 6, valid_from: '2026-07-01', valid_to: '2027-06-30', fare_groups: [fareGroup(EXAMPLE_ROWS, [1, 2, 3])] });
    const asTakeover = (p: typeof live): TakeoverPricelist => ({
      id: p.id,
      name: p.name ?? '',
      service_id: p.service_id,
      customer_id: p.customer_id ?? null,
      active: p.active !== false,
      valid_from: p.valid_from ?? null,
      valid_to: p.valid_to ?? null,
      zone_rows: zoneRowsOf(p),
    });
    const [takeover] = laneTakeovers(asTakeover(saved), [asTakeover(live)]);
    const service = compileCarrier(carrier({ pricelists: [live, saved] })).services[0]!;
    const from = parseDay(takeover!.from!)!;
    expect(selectPricelist(service, null, from)?.pricelist.id).toBe(6);
    expect(selectPricelist(service, null, from - 1)?.pricelist.id).toBe(5);
    expect(takeover).toMatchObject({ lanes: 1, unpriced_lanes: 0 });
  });
});
