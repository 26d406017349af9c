/**
 * Backtest benchmark: 100,000 recorded requests on the pricing bench's carrier, priced
 * again with a draft whose every price is 10% higher. Prints the time of `backtestDraft` (one
 * core, in process) and requests per second.
 */
import { backtestDraft, compileCarrier, priceRequest, type StoredRequest } from '../packages/domain/src/index';
import { makeCarrier } from './pricing';

const REQUESTS = 100_000;
const RATES = { base: 'EUR', rates: { USD: 1.08, SEK: 11.27 } };

export async function benchBacktest() {
  const { records, requests } = makeCarrier();
  const pricelist = records.pricelists[0]!;
  const carrier = compileCarrier(records);
  const now = new Date('2026-03-10T07:00:00Z');
  const stored: StoredRequest[] = [];
  for (let i = 0; stored.length < REQUESTS && i < REQUESTS * 3; i++) {
    const request = { ...requests[i % requests.length]!, service: pricelist.service_id };
    const [result] = priceRequest(carrier, request, { now, rates: RATES });
    if (!result || result.total === null || result.pricelist?.id !== pricelist.id) continue;
    stored.push({
      quote_id: String(i),
      request,
      service_id: pricelist.service_id,
      partner: null,
      priced_at: now,
      total: result.total,
      freight: result.charges[0]!.amount,
      currency: result.currency!,
    });
  }
  const draft = {
    ...pricelist,
    fare_groups: (pricelist.fare_groups ?? []).map((g) => ({
      ...g,
      zones: g.zones.map((z) => ({ ...z, prices: z.prices.map((p) => (p === null ? null : Math.round(Number(p) * 110) / 100)) })),
    })),
  };
  const started = performance.now();
  const report = backtestDraft(records, pricelist.id, draft, stored, { timezone: 'Europe/Tallinn', rates: RATES, holidays: null });
  const ms = performance.now() - started;
  console.log(
    `backtest: ${stored.length} recorded requests priced again with a draft in ${(ms / 1000).toFixed(2)} s ` +
      `(${Math.round(stored.length / (ms / 1000))} requests/s, one core); repriced ${report.repriced}, change ${report.change_percent} %`,
  );
}
