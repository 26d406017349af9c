/**
 * "Try on past requests": the requests a pricelist answered, priced again with a draft in
 * its place. Pure: the stored requests, the carrier's records and the options come in; the report
 * goes out. Sums are in cents (integers); only the percentages are fractions.
 */
import type { HolidayCalendar } from '../dates/index';
import type { ExchangeRates } from '../money/currency';
import { compileCarrier, freightOf, priceRequest, type CarrierRecords, type CompiledCarrier, type PriceRequest } from '../pricing/carrier';
import { compilePricelist } from '../pricing/pricelist';
import type { PartnerRecord, PricelistRecord } from '../pricing/records';

/** A recorded request with what it was quoted. */
export interface StoredRequest {
  quote_id: string;
  request: PriceRequest;
  service_id: number;
  partner: PartnerRecord | null;
  /** When it was priced: the "now" it is priced again at. */
  priced_at: Date;
  /** The quoted total and Freight line, and their currency. */
  total: number;
  freight: number;
  currency: string;
  /** The pricelist that answered it (a rate increase prices each request on that pricelist's successor). */
  pricelist_id?: number;
}

export interface BacktestOptions {
  timezone: string;
  rates: ExchangeRates | null;
  holidays: HolidayCalendar | null;
  /**
   * The records' reference data compiled without pricelists (`compileCarrier({...records,
   * pricelists: []})`), when the caller keeps one of these records: not compiled again.
   */
  base?: CompiledCarrier | undefined;
}

export interface LaneChange {
  lane: string;
  requests: number;
  before: number;
  after: number;
  change_percent: number | null;
}

export interface RequestChange {
  quote_id: string;
  lane: string;
  freight_before: number;
  freight_after: number;
  total_before: number;
  total_after: number;
  change_percent: number | null;
}

export interface BacktestReport {
  /** Requests found in the period. */
  requests: number;
  /** Of them, priced by the draft. */
  repriced: number;
  currency: string;
  /** Sums over the repriced requests. */
  total_before: number;
  total_after: number;
  change_percent: number | null;
  /** Requests whose total moved; `changed` lists the first MAX_LISTED of them, largest change first. */
  changed_count: number;
  changed: RequestChange[];
  /** The lanes (zone to zone) with the largest change in money, at most MAX_LANES. */
  lanes: LaneChange[];
  /** Requests the draft cannot price, by reason. */
  unpriced: { reason: string; count: number; quote_ids: string[] }[];
  /** Per-request change in percent: `from` inclusive, `to` exclusive, null open-ended. */
  histogram: { from: number | null; to: number | null; count: number }[];
}

export const MAX_LANES = 20;
const MAX_LISTED = 1000;
const HISTOGRAM_EDGES = [-20, -10, -5, -1, 1, 5, 10, 20];

const cents = (amount: number) => Math.round(amount * 100);
const amount = (c: number) => c / 100;
const percent = (before: number, after: number) => (before === 0 ? null : Math.round(((after - before) / before) * 10_000) / 100);

/** A backtest fed in parts (`add`), so a caller can yield between them; `report` sums what was added. */
export interface Backtest {
  add(requests: readonly StoredRequest[]): void;
  report(): BacktestReport;
}

/**
 * Prices every stored request with `draft` in the place of pricelist `pricelistId`: the draft is
 * the only pricelist of that service (same partner, valid on every date, active), so each request
 * is asked of it alone, at the instant it was first priced.
 */
export function backtestDraft(
  records: CarrierRecords,
  pricelistId: number,
  draft: PricelistRecord,
  requests: readonly StoredRequest[],
  options: BacktestOptions,
): BacktestReport {
  const backtest = startBacktest(records, pricelistId, draft, options);
  backtest.add(requests);
  return backtest.report();
}

/** A draft compiled in the place of its pricelist, ready to price that pricelist's requests again. */
export interface DraftCarrier {
  /** The carrier with the draft as the only pricelist of its service. */
  carrier: CompiledCarrier;
  /** The draft as compiled: the original's id, service and partner, always valid and active. */
  draft: PricelistRecord;
  currency: string;
  /** Zone names by id, for the lanes. */
  zoneNames: ReadonlyMap<number, string>;
}

/**
 * Each draft in the place of its pricelist (by id), as the only pricelist of that service (same
 * partner, valid on every date, active): the reference data and the services are compiled once and
 * shared, only each draft's grid is compiled, so 500 drafts cost 500 grids, not 500 carriers.
 */
export function draftCarriers(
  records: CarrierRecords,
  drafts: Iterable<readonly [number, PricelistRecord]>,
  base: CompiledCarrier = compileCarrier({ ...records, pricelists: [] }),
): Map<number, DraftCarrier> {
  const byId = new Map(records.pricelists.map((p) => [p.id, p]));
  const zoneNames = new Map(records.zones.map((z) => [z.id, z.name ?? String(z.id)]));
  const out = new Map<number, DraftCarrier>();
  for (const [pricelistId, draft] of drafts) {
    const original = byId.get(pricelistId);
    if (!original) throw new RangeError(`pricelist ${pricelistId} is not in the records`);
    const forced: PricelistRecord = {
      ...draft,
      id: pricelistId,
      service_id: original.service_id,
      customer_id: original.customer_id ?? null,
      active: true,
      archived: false,
      valid_from: null,
      valid_to: null,
    };
    const compiled = compilePricelist(forced, base.refs);
    const services = base.services.map((s) => (s.id === forced.service_id ? { ...s, pricelists: [compiled] } : s));
    const carrier: CompiledCarrier = {
      refs: base.refs,
      services,
      servicesById: new Map(services.map((s) => [s.id, s])),
      pricelists: new Map([[pricelistId, compiled]]),
      inactivePricelists: new Map(),
      distances: base.distances,
    };
    out.set(pricelistId, { carrier, draft: forced, currency: draft.currency ?? original.currency ?? 'EUR', zoneNames });
  }
  return out;
}

/** A stored request priced again: its new total and lane, or why the draft cannot price it. */
export type Repriced = { ok: true; total: number; currency: string; freight: number; lane: string } | { ok: false; reason: string };

/** Prices one stored request again on its draft carrier, at the instant it was first priced, without a trace. */
export function repriceStored(target: DraftCarrier, stored: StoredRequest, options: BacktestOptions): Repriced {
  const [result] = priceRequest(
    target.carrier,
    { ...stored.request, service: stored.service_id },
    {
      now: stored.priced_at,
      partner: stored.partner,
      timezone: options.timezone,
      rates: options.rates,
      holidays: options.holidays,
      explain: false,
    },
  );
  if (!result || result.total === null) return { ok: false, reason: result?.errors.split('\n')[0] || 'Not priced' };
  const row = result.hit ? target.draft.fare_groups?.[result.hit.fare_group]?.zones[result.hit.zone_row] : undefined;
  const lane = row ? `${target.zoneNames.get(row.zone_from) ?? row.zone_from} → ${target.zoneNames.get(row.zone_to) ?? row.zone_to}` : '';
  return { ok: true, total: result.total, currency: result.currency ?? target.currency, freight: freightOf(result), lane };
}

/** `backtestDraft` in parts: compiles the carrier with the draft once, then prices what is added. */
export function startBacktest(records: CarrierRecords, pricelistId: number, draft: PricelistRecord, options: BacktestOptions): Backtest {
  const target = draftCarriers(records, [[pricelistId, draft]], options.base).get(pricelistId)!;
  const sums = new BacktestSums(target.currency);
  return {
    add: (requests) => {
      for (const stored of requests) sums.add(stored, repriceStored(target, stored, options));
    },
    report: () => sums.report(),
  };
}

/** The requests priced again so far, summed: in total, per lane, per change, and the unpriced ones by reason. */
class BacktestSums {
  private count = 0;
  private before = 0;
  private after = 0;
  private readonly changed: RequestChange[] = [];
  private readonly lanes = new Map<string, { requests: number; before: number; after: number }>();
  private readonly unpriced = new Map<string, { count: number; quote_ids: string[] }>();
  private readonly histogram = [null, ...HISTOGRAM_EDGES].map((from, i) => ({ from, to: HISTOGRAM_EDGES[i] ?? null, count: 0 }));

  constructor(private readonly currency: string) {}

  /** A stored request and its new price (or why there is none). */
  add(stored: StoredRequest, result: Repriced): void {
    this.count++;
    if (!result.ok) return this.fail(stored.quote_id, result.reason);
    if (result.currency !== stored.currency)
      return this.fail(stored.quote_id, `Priced in ${result.currency}, quoted in ${stored.currency}`);
    const b = cents(stored.total);
    const a = cents(result.total);
    this.before += b;
    this.after += a;
    const lane = result.lane;
    const sums = this.lanes.get(lane) ?? { requests: 0, before: 0, after: 0 };
    sums.requests++;
    sums.before += b;
    sums.after += a;
    this.lanes.set(lane, sums);
    const change = percent(b, a);
    const bucket = change === null ? -1 : this.histogram.findIndex((h) => h.to === null || change < h.to);
    if (bucket >= 0) this.histogram[bucket]!.count++;
    if (a !== b) {
      this.changed.push({
        quote_id: stored.quote_id,
        lane,
        freight_before: stored.freight,
        freight_after: result.freight,
        total_before: amount(b),
        total_after: amount(a),
        change_percent: change,
      });
    }
  }

  report(): BacktestReport {
    const { changed, unpriced, before, after } = this;
    const byChange = [...changed].sort((x, y) => Math.abs(y.total_after - y.total_before) - Math.abs(x.total_after - x.total_before));
    return {
      requests: this.count,
      repriced: this.count - [...unpriced.values()].reduce((n, u) => n + u.count, 0),
      currency: this.currency,
      total_before: amount(before),
      total_after: amount(after),
      change_percent: percent(before, after),
      changed_count: changed.length,
      changed: byChange.slice(0, MAX_LISTED),
      lanes: [...this.lanes]
        .sort(([, x], [, y]) => Math.abs(y.after - y.before) - Math.abs(x.after - x.before))
        .slice(0, MAX_LANES)
        .map(([lane, s]) => ({
          lane,
          requests: s.requests,
          before: amount(s.before),
          after: amount(s.after),
          change_percent: percent(s.before, s.after),
        })),
      unpriced: [...unpriced].map(([reason, u]) => ({ reason, ...u })).sort((x, y) => y.count - x.count),
      histogram: this.histogram.map((h) => ({ ...h })),
    };
  }

  private fail(quoteId: string, reason: string): void {
    const entry = this.unpriced.get(reason) ?? { count: 0, quote_ids: [] };
    entry.count++;
    if (entry.quote_ids.length < 5) entry.quote_ids.push(quoteId);
    this.unpriced.set(reason, entry);
  }
}
