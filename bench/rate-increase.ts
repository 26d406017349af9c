/**
 * Rate increase preview benchmark: 500 pricelists (10 services x 50 partners) of 40
 * zone rows x 30 quantity rows, +4.5 % rounded to 0.05, against 100,000 recorded requests, as the
 * worker thread runs it (rate-increase-preview.task.ts: the stored JSON parsed, the 500 successors
 * computed and compiled once, each request priced on its own pricelist's successor). Prints the
 * time and the peak memory beside the ceiling measured in the same run: the same requests priced
 * once on the compiled carrier, no increase (the least any repricing costs).
 * Standalone: `node --import tsx bench/rate-increase.ts`.
 */
import {
  compileCarrier,
  priceRequest,
  type CarrierRecords,
  type PartnerRecord,
  type PriceRequest,
  type PricelistRecord,
} from '../packages/domain/src/index';
import { runIncreasePreview } from '../apps/server/src/modules/rate-increases/rate-increase-preview.task';
import { memoryOfProcess, resetPeakMemory } from './process-memory';
import { random } from './random';

const SERVICES = 10;
const PARTNERS = 50;
const ZONES = 40;
const QUANTITIES = 30;
const REQUESTS = 100_000;
const NOW = new Date('2026-11-20T09:00:00Z');
const RATES = { base: 'EUR', rates: { USD: 1.08, SEK: 11.27 }, version: 1 };

function makeCarrier() {
  const rnd = random(27);
  const areas = Array.from({ length: ZONES }, (_, i) => ({
    id: i + 1,
    country: 'EE',
    postcode_from: String(10 + i),
    postcode_to: String(10 + i),
    name: `A${i}`,
  }));
  const zones = areas.map((a) => ({ id: a.id, name: `Zone ${a.id}`, areas: [a.id] }));
  const units = ['per_shipment', 'per_100kg', 'per_unit_kg'] as const;
  const pricelists: PricelistRecord[] = [];
  for (let s = 1; s <= SERVICES; s++) {
    for (let p = 1; p <= PARTNERS; p++) {
      const quantities = Array.from({ length: QUANTITIES }, (_, q) => ({ quantity: (q + 1) * 250, unit: units[Math.min(q, 2)]! }));
      pricelists.push({
        id: (s - 1) * PARTNERS + p,
        name: `S${s} P${p} 2026`,
        service_id: s,
        customer_id: p,
        currency: p % 10 === 0 ? 'SEK' : 'EUR',
        active: true,
        valid_from: '2026-01-01',
        valid_to: '2027-12-31',
        unit: 'payable_weight',
        min_max_rule: 'min',
        fare_groups: [
          {
            quantities,
            zones: Array.from({ length: ZONES }, (_, r) => ({
              zone_from: r + 1,
              zone_to: ((r * 7 + 3) % ZONES) + 1,
              transit: null,
              minimum_amount: '30.00',
              maximum_amount: null,
              prices: quantities.map((_, q) => (q === 0 ? 40 + r + rnd() : 20 - q * 0.3 + rnd()).toFixed(2)),
            })),
          },
        ],
      });
    }
  }
  const records: CarrierRecords & { timezone: string } = {
    timezone: 'Europe/Tallinn',
    areas,
    zones,
    transits: [],
    conditions: [],
    surcharges: [],
    services: Array.from({ length: SERVICES }, (_, i) => ({ id: i + 1, name: `Service ${i + 1}`, code: `S${i + 1}` })),
    pricelists,
  };
  const partners: PartnerRecord[] = Array.from({ length: PARTNERS }, (_, i) => ({ id: i + 1, name: `Partner ${i + 1}` }));
  return { records, partners, rnd };
}

/** 100,000 requests priced as the price API would have, each kept as a quote row keeps it (the request as JSON text). */
function recordRequests(records: CarrierRecords, partners: PartnerRecord[], rnd: () => number) {
  const carrier = compileCarrier(records);
  const requests: { request: PriceRequest; partner: PartnerRecord }[] = [];
  const rows = [];
  for (let i = 0; rows.length < REQUESTS; i++) {
    const row = Math.floor(rnd() * ZONES);
    const partner = partners[Math.floor(rnd() * PARTNERS)]!;
    const service = 1 + Math.floor(rnd() * SERVICES);
    const request: PriceRequest = {
      service,
      collection: { country: 'EE', postcode: `${10 + row}115` },
      delivery: { country: 'EE', postcode: `${10 + ((row * 7 + 3) % ZONES)}415` },
      shipments: [{ quantity: 1 + (i % 4), type: 'colli', weight: 20 + Math.floor(rnd() * 1800) }],
    };
    const [result] = priceRequest(carrier, request, { now: NOW, partner, timezone: 'Europe/Tallinn', rates: RATES, explain: false });
    if (!result || result.total === null || !result.pricelist) continue;
    requests.push({ request, partner });
    rows.push({
      quote_id: String(i),
      pricelist_id: result.pricelist.id,
      request: JSON.stringify(request),
      service_id: service,
      partner,
      priced_at: NOW,
      total: result.total,
      freight: result.charges[0]!.amount,
      currency: result.currency!,
    });
  }
  return { carrier, requests, rows };
}

/** Runs `work` once: its time and the peak resident memory above the resident memory before it. */
function measure<T>(work: () => T): { ms: number; peakMb: number | null; value: T } {
  globalThis.gc?.();
  const reset = resetPeakMemory();
  const before = memoryOfProcess().rssMb;
  const started = performance.now();
  const value = work();
  const ms = performance.now() - started;
  return { ms, peakMb: reset ? memoryOfProcess().peakMb - before : null, value };
}

export async function benchRateIncrease() {
  const { records, partners, rnd } = makeCarrier();
  const { carrier, requests, rows } = recordRequests(records, partners, rnd);
  const ids = records.pricelists.map((p) => p.id);
  const input = { change: { percent: 4.5 }, rounding: 0.05 as const, include_min_max: true, effective_from: '2027-01-01' };
  const task = { kind: 'increase-preview' as const, records, build: null, pricelistIds: ids, input, rates: RATES, rows };

  // Warm-up on a tenth, so both figures are of compiled code.
  runIncreasePreview({ ...task, rows: rows.slice(0, REQUESTS / 10) });
  const preview = measure(() => runIncreasePreview(task));
  const ceiling = measure(() => {
    let sum = 0;
    for (const { request, partner } of requests) {
      const [result] = priceRequest(carrier, request, { now: NOW, partner, timezone: 'Europe/Tallinn', rates: RATES, explain: false });
      sum += result?.total ?? 0;
    }
    return sum;
  });
  const mb = (m: number | null) => (m === null ? 'n/a' : `+${m.toFixed(0)} MB`);
  const { backtest } = preview.value;
  const cells = preview.value.pricelists.reduce((n, p) => n + p.cells_changed, 0);
  console.log(
    `\nrate increase preview: ${ids.length} pricelists of ${ZONES} x ${QUANTITIES}, ${rows.length} recorded requests (one core, in process, as the worker runs it)`,
  );
  console.log(
    `  preview (parse, increase ${cells} cells, compile 500 successors, price every request again): ${(preview.ms / 1000).toFixed(2)} s, peak memory ${mb(preview.peakMb)}; repriced ${backtest.repriced}, change ${backtest.change_percent} %`,
  );
  console.log(
    `  ceiling, the same requests priced once on the compiled carrier: ${(ceiling.ms / 1000).toFixed(2)} s, peak memory ${mb(ceiling.peakMb)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRateIncrease();
