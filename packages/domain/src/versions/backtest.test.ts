import { describe, expect, it } from 'vitest';
import { carrier, cartons, fareGroup, NOW, pricelist, request, surcharge, type Row } from '../test-support/fixtures';
import { compileCarrier, priceRequest } from '../pricing/carrier';
import type { PricelistRecord } from '../pricing/records';
import { backtestDraft, type StoredRequest } from './backtest';

const ROWS: Row[] = [
  [100, 'per_shipment'],
  [500, 'per_100kg'],
  [1000, 'per_100kg'],
];

/** Tallinn -> Riga and Tallinn -> Warsaw, no min/max rule: each request is charged its own cell. */
function grid(rigaMiddle = 20): PricelistRecord['fare_groups'] {
  const riga = fareGroup(ROWS, [25, rigaMiddle, 18]);
  return [{ ...riga, zones: [...riga.zones, { zone_from: 11, zone_to: 17, transit: null, prices: [40, 30, 28] }] }];
}

const records = carrier({
  pricelists: [pricelist({ min_max_rule: 'none', fare_groups: grid(), surcharges: [2] })],
  surcharges: [surcharge({ id: 2, name: 'Fuel', type: 'percentage', amount: '10' })],
});
const options = { timezone: 'Europe/Tallinn', rates: null, holidays: null };

/** Each request priced on the stored records, kept as a quote would keep it, with the cell it hit. */
function storedRequests() {
  const compiled = compileCarrier(records);
  const weights = [50, 150, 320, 499, 700, 950];
  const lanes = [
    { country: 'LV', postcode: '1050' },
    { country: 'PL', postcode: '00-950' },
  ];
  return weights.flatMap((weight, i) =>
    lanes.map((delivery, l) => {
      const req = request(cartons(weight), { delivery });
      const [result] = priceRequest(compiled, { ...req, service: 1 }, { ...options, now: NOW });
      const stored: StoredRequest = {
        quote_id: `q${i}-${l}`,
        request: req,
        service_id: 1,
        partner: null,
        priced_at: new Date(NOW),
        total: result!.total!,
        freight: result!.charges[0]!.amount,
        currency: result!.currency!,
      };
      return { stored, hit: result!.hit! };
    }),
  );
}

describe('backtestDraft', () => {
  it('a draft raising one cell by 10% reports exactly the requests that used that cell, +10% on their freight', () => {
    const all = storedRequests();
    const draft = pricelist({ min_max_rule: 'none', fare_groups: grid(22), surcharges: [2] });
    const report = backtestDraft(
      records,
      1,
      draft,
      all.map((a) => a.stored),
      options,
    );
    const usedCell = all.filter((a) => a.hit.zone_row === 0 && a.hit.quantity_row === 1);
    expect(usedCell.length).toBeGreaterThan(1);
    expect(report.changed.map((c) => c.quote_id).sort()).toEqual(usedCell.map((a) => a.stored.quote_id).sort());
    for (const change of report.changed) {
      expect(change.freight_after).toBe(Math.round(change.freight_before * 110) / 100);
      expect(change.lane).toBe('Tallinn → Riga');
    }
    expect(report).toMatchObject({ requests: all.length, repriced: all.length, unpriced: [], currency: 'EUR' });
    expect(report.lanes[0]).toMatchObject({ lane: 'Tallinn → Riga', requests: 6 });
    expect(report.histogram.find((h) => h.from === 10)!.count).toBe(usedCell.length);
    expect(report.histogram.reduce((n, h) => n + h.count, 0)).toBe(all.length);
    const before = all.reduce((n, a) => n + Math.round(a.stored.total * 100), 0) / 100;
    expect(report.total_before).toBe(before);
  });

  it('names the requests the draft cannot price, and why', () => {
    const all = storedRequests();
    const noWarsaw = pricelist({ min_max_rule: 'none', fare_groups: [fareGroup(ROWS, [25, 20, 18])], surcharges: [2] });
    const report = backtestDraft(
      records,
      1,
      noWarsaw,
      all.map((a) => a.stored),
      options,
    );
    expect(report.repriced).toBe(6);
    expect(report.unpriced).toHaveLength(1);
    expect(report.unpriced[0]!.count).toBe(6);
    expect(report.unpriced[0]!.reason).not.toBe('');
    expect(report.changed).toEqual([]);
    expect(report.change_percent).toBe(0);
  });
});
