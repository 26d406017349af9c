/**
 * The preview of a general rate increase: per chosen pricelist its successor (the new
 * prices, the cells that change, why it cannot take the increase), and the revenue effect: every
 * recorded request one of them answered priced again with that pricelist's successor in its place
 * (the backtest's `draftCarriers`, all grids compiled once), summed in EUR at the current rates.
 */
import type { CarrierRecords } from '../pricing/carrier';
import type { PricelistRecord } from '../pricing/records';
import { conversionRatio, convertExact } from '../money/currency';
import type { RateIncreasePreview } from '../schemas/rate-increase.schema';
import { draftCarriers, MAX_LANES, repriceStored, type BacktestOptions, type StoredRequest } from './backtest';
import { increaseGrid, increaseProblem, successorName, successorNames, type IncreaseSettings } from './rate-increase';
import { translate } from '../i18n/translate';

/** The currency the revenue effect is summed in. */
export const INCREASE_SUM_CURRENCY = 'EUR';
/** The partners listed in the revenue effect, largest change first. */
export const MAX_INCREASE_CUSTOMERS = 50;

export interface IncreaseInput extends IncreaseSettings {
  effective_from: string;
}

type PricelistPreview = RateIncreasePreview['pricelists'][number];
type BacktestPreview = Omit<RateIncreasePreview['backtest'], 'days' | 'truncated'>;

/** A pricelist with its successor's grid and what the preview says of it. */
export interface IncreasedPricelist {
  preview: PricelistPreview;
  /** The predecessor with the new prices: the draft the backtest prices with. */
  successor: PricelistRecord;
}

/**
 * Each pricelist (in the order given) with the increase applied: the successor's name and grid,
 * the cells changed (first and largest), and its problem: a validity that cannot take the date, or
 * a new price past the maximum. `zoneNames` names the zones of the cells; `successors` the
 * successors' names (successorNames; absent: successorName of each alone).
 */
export function increasePricelists(
  pricelists: readonly (PricelistRecord & { valid_from: string; valid_to: string })[],
  input: IncreaseInput,
  zoneNames: ReadonlyMap<number, string>,
  successors?: ReadonlyMap<number, string>,
): IncreasedPricelist[] {
  const name = (id: number) => zoneNames.get(id) ?? String(id);
  return pricelists.map((p) => {
    const grid = increaseGrid(p.fare_groups ?? [], input, p, name);
    const problem =
      increaseProblem(p, input.effective_from) ??
      (grid.too_high > 0 ? translate('en', 'errors.rateIncreases.tooHigh', { count: String(grid.too_high) }) : null);
    return {
      preview: {
        id: p.id,
        name: p.name ?? '',
        successor_name: successors?.get(p.id) ?? successorName(p.name, input.effective_from),
        currency: p.currency ?? INCREASE_SUM_CURRENCY,
        cells_changed: grid.cells_changed,
        first: grid.first,
        largest: grid.largest,
        problem,
      },
      successor: { ...p, fare_groups: grid.fare_groups },
    };
  });
}

const percent = (before: number, after: number) => (before === 0 ? null : Math.round(((after - before) / before) * 10_000) / 100);

interface Sums {
  name: string;
  requests: number;
  before: number;
  after: number;
}

/**
 * The revenue effect: each request priced again on the successor of the pricelist that answered it
 * (`pricelist_id`; a request of another pricelist is not counted). Sums in EUR cents, each amount
 * converted exactly at `options.rates`; a request whose currency has no rate is not priced.
 */
export function increaseBacktest(
  records: CarrierRecords,
  successors: ReadonlyMap<number, PricelistRecord>,
  requests: readonly StoredRequest[],
  options: BacktestOptions,
): BacktestPreview {
  const targets = draftCarriers(records, successors, options.base);
  let count = 0;
  let before = 0;
  let after = 0;
  // Keyed by partner id ('' for the general requests) and by lane.
  const partners = new Map<string, Sums>();
  const lanes = new Map<string, Sums>();
  const unpriced = new Map<string, number>();
  const toEur = (amount: number, currency: string): number | null => {
    const ratio = conversionRatio(options.rates, currency, INCREASE_SUM_CURRENCY);
    return ratio ? convertExact(Math.round(amount * 100), 1, 1, ratio, 1) : null;
  };
  const add = (map: Map<string, Sums>, key: string, name: string, b: number, a: number) => {
    const sums = map.get(key) ?? { name, requests: 0, before: 0, after: 0 };
    sums.requests++;
    sums.before += b;
    sums.after += a;
    map.set(key, sums);
  };
  for (const stored of requests) {
    const target = stored.pricelist_id === undefined ? undefined : targets.get(stored.pricelist_id);
    if (!target) continue;
    count++;
    const result = repriceStored(target, stored, options);
    const fail = (reason: string) => unpriced.set(reason, (unpriced.get(reason) ?? 0) + 1);
    if (!result.ok) {
      fail(result.reason);
      continue;
    }
    const b = toEur(stored.total, stored.currency);
    const a = toEur(result.total, result.currency);
    if (b === null || a === null) {
      fail(`No exchange rate for ${b === null ? stored.currency : result.currency}`);
      continue;
    }
    before += b;
    after += a;
    const partner = stored.partner;
    add(partners, partner ? String(partner.id) : '', partner ? (partner.name ?? `Partner ${partner.id}`) : 'General', b, a);
    add(lanes, result.lane, result.lane, b, a);
  }
  const effects = (map: Map<string, Sums>, limit: number) =>
    [...map.values()]
      .sort((x, y) => Math.abs(y.after - y.before) - Math.abs(x.after - x.before) || y.requests - x.requests)
      .slice(0, limit)
      .map((s) => ({
        name: s.name,
        requests: s.requests,
        before: s.before / 100,
        after: s.after / 100,
        change_percent: percent(s.before, s.after),
      }));
  const notPriced = [...unpriced].map(([reason, n]) => ({ reason, count: n })).sort((x, y) => y.count - x.count);
  return {
    requests: count,
    repriced: count - notPriced.reduce((n, u) => n + u.count, 0),
    currency: INCREASE_SUM_CURRENCY,
    total_before: before / 100,
    total_after: after / 100,
    change_percent: percent(before, after),
    by_customer: effects(partners, MAX_INCREASE_CUSTOMERS),
    by_lane: effects(lanes, MAX_LANES),
    not_priced: notPriced,
  };
}

/**
 * The whole preview (without the period and truncation, which the caller knows): the chosen
 * pricelists of `records` increased, and the revenue effect of the successors of those without a
 * problem. A chosen id not in the records is skipped (the caller checked them).
 */
export function previewIncrease(
  records: CarrierRecords,
  pricelistIds: readonly number[],
  input: IncreaseInput,
  requests: readonly StoredRequest[],
  options: BacktestOptions,
): Omit<RateIncreasePreview, 'backtest'> & { backtest: BacktestPreview } {
  const byId = new Map(records.pricelists.map((p) => [p.id, p]));
  const chosen = pricelistIds.flatMap((id) => {
    const p = byId.get(id);
    return p && p.valid_from && p.valid_to ? [{ ...p, valid_from: p.valid_from, valid_to: p.valid_to }] : [];
  });
  const zoneNames = new Map(records.zones.map((z) => [z.id, z.name ?? String(z.id)]));
  const names = successorNames(chosen, records.pricelists, input.effective_from);
  const increased = increasePricelists(chosen, input, zoneNames, names);
  const successors = new Map(increased.filter((i) => i.preview.problem === null).map((i) => [i.preview.id, i.successor]));
  return { pricelists: increased.map((i) => i.preview), backtest: increaseBacktest(records, successors, requests, options) };
}
