import { describe, expect, it } from 'vitest';
import { carrier, cartons, fareGroup, NOW, pricelist, request, type Row } from '../test-support/fixtures';
import { compileCarrier, priceRequest } from '../pricing/carrier';
import type { PartnerRecord } from '../pricing/records';
import { backtestDraft, type StoredRequest } from './backtest';
import { increasePricelists, previewIncrease } from './increase-preview';

const ROWS: Row[] = [
  [100, 'per_shipment'],
  [500, 'per_100kg'],
  [1000, 'per_100kg'],
];
const partner: PartnerRecord = { id: 5, name: 'Acme' };
/** A general pricelist in EUR and Acme's own in SEK, both Tallinn -> Riga. */
const records = carrier({
  pricelists: [
    pricelist({ id: 1, name: 'General 2026', min_max_rule: 'none', fare_groups: [fareGroup(ROWS, [25, 20, 18])] }),
    pricelist({
      id: 2,
      name: 'Acme',
      customer_id: 5,
      currency: 'SEK',
      min_max_rule: 'none',
      fare_groups: [fareGroup(ROWS, [250, 200, null])],
    }),
  ],
});
const rates = { base: 'EUR', rates: { SEK: '11.5' } };
const options = { timezone: 'Europe/Tallinn', rates, holidays: null };
const input = { change: { percent: 4.5 }, rounding: 0.05 as const, include_min_max: false, effective_from: '2026-07-01' };

/** Requests priced on the records as the price API would have, each with the pricelist that answered. */
function stored(): StoredRequest[] {
  const compiled = compileCarrier(records);
  return [50, 150, 320, 700, 950].flatMap((weight, i) =>
    [null, partner].map((who, k) => {
      const req = request(cartons(weight));
      const [result] = priceRequest(compiled, { ...req, service: 1 }, { ...options, now: NOW, partner: who });
      return {
        quote_id: `q${i}-${k}`,
        request: req,
        service_id: 1,
        partner: who,
        priced_at: new Date(NOW),
        total: result!.total ?? 0,
        freight: result!.charges[0]?.amount ?? 0,
        currency: result!.currency ?? 'EUR',
        pricelist_id: result!.pricelist!.id,
      };
    }),
  );
}

describe('previewIncrease', () => {
  it("equals each pricelist's own backtest with its successor as the draft, summed in EUR", () => {
    const requests = stored().filter((r) => r.total > 0);
    const preview = previewIncrease(records, [1, 2], input, requests, options);
    const successors = increasePricelists(
      records.pricelists.map((p) => ({ ...p, valid_from: p.valid_from!, valid_to: p.valid_to! })),
      input,
      new Map(),
    );
    const general = backtestDraft(
      records,
      1,
      successors[0]!.successor,
      requests.filter((r) => r.pricelist_id === 1),
      options,
    );
    const acme = backtestDraft(
      records,
      2,
      successors[1]!.successor,
      requests.filter((r) => r.pricelist_id === 2),
      options,
    );
    expect(general.change_percent).toBeGreaterThan(4);
    expect(acme.currency).toBe('SEK');
    const sek = (amount: number) => Math.round((amount * 100) / 11.5) / 100;
    expect(preview.backtest).toMatchObject({ requests: requests.length, repriced: general.repriced + acme.repriced, currency: 'EUR' });
    expect(preview.backtest.total_before).toBeCloseTo(general.total_before + sek(acme.total_before), 1);
    expect(preview.backtest.total_after).toBeCloseTo(general.total_after + sek(acme.total_after), 1);
    expect(preview.backtest.by_customer.map((c) => c.name).sort()).toEqual(['Acme', 'General']);
    expect(preview.backtest.by_customer.find((c) => c.name === 'General')).toMatchObject({
      requests: general.repriced,
      before: general.total_before,
      after: general.total_after,
    });
    expect(preview.backtest.by_lane).toEqual([expect.objectContaining({ name: 'Tallinn → Riga', requests: preview.backtest.repriced })]);
  });

  it('names the cells, the successor and the problems; a pricelist with a problem is not priced', () => {
    const preview = previewIncrease(records, [2, 1], { ...input, effective_from: '2027-01-01' }, stored(), options);
    expect(preview.pricelists.map((p) => [p.id, p.successor_name, p.currency])).toEqual([
      [2, 'Acme 2027', 'SEK'],
      [1, 'General 2027', 'EUR'],
    ]);
    expect(preview.pricelists[0]!.problem).toMatch(/ends on 31.12.2026/);
    expect(preview.pricelists[1]!.first[0]).toMatchObject({
      zone_from: 'Tallinn',
      zone_to: 'Riga',
      quantity: 100,
      before: 25,
      after: 26.15,
    });
    expect(preview.backtest.requests).toBe(0);
  });

  it('counts a request with no exchange rate as not priced', () => {
    const preview = previewIncrease(
      records,
      [1, 2],
      input,
      stored().filter((r) => r.total > 0),
      { ...options, rates: null },
    );
    expect(preview.backtest.not_priced).toEqual([{ reason: 'No exchange rate for SEK', count: 3 }]);
    expect(preview.backtest.repriced).toBe(5);
  });
});
