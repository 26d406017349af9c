/**
 * The preview of a general rate increase (docs/api.md "Rate increases"): the recorded requests
 * priced again in a worker thread (rate-increase-preview.task.ts). Saves nothing.
 */
import type { IncreaseInput, RateIncreasePreview, RateIncreaseRequest } from '@freight/domain';
import type { Seams } from '../../seams';
import { type QuotesSeam, quotedRequests } from '../quotes';
import type { PricingSeam } from '../pricing';
import { carrierToday } from '../carriers';
import { recordsForWorker, storedRequests } from '../pricelists';
import type { HeavySeam } from '../../workers/heavy-work';
import { assertInFuture, choosePricelists } from './rate-increase-checks';

/** The most recorded requests one preview prices again (the newest of the period). */
export const MAX_PREVIEW_REQUESTS = 100_000;
const DAY_MS = 86_400_000;

function inputOf(body: RateIncreaseRequest): IncreaseInput {
  return { change: body.change, rounding: body.rounding, include_min_max: body.include_min_max, effective_from: body.effective_from };
}

/**
 * POST /fe/rate_increases?dry_run=true: per pricelist the cells that change and its problem, and
 * the revenue effect on the requests of the last `backtest_days` they answered. Saves nothing;
 * the database is read here, the pricing runs in a worker thread.
 */
export async function previewRateIncrease(
  deps: Pick<Seams, 'db'> & HeavySeam & PricingSeam & QuotesSeam,
  carrierId: number,
  body: RateIncreaseRequest,
  now = new Date(),
): Promise<RateIncreasePreview> {
  const chosen = await choosePricelists(deps.db, carrierId, body.pricelists);
  assertInFuture(body.effective_from, await carrierToday(deps.db, carrierId, now));
  const ids = chosen.map((p) => p.id);
  await deps.quotes.flush();
  const since = new Date(now.getTime() - body.backtest_days * DAY_MS);
  const rows = await quotedRequests(deps.db, carrierId, ids, since, MAX_PREVIEW_REQUESTS + 1);
  const truncated = rows.length > MAX_PREVIEW_REQUESTS;
  if (truncated) rows.pop();
  const [{ records, build }, rates] = await Promise.all([recordsForWorker(deps, carrierId, ids), deps.pricing.cache.exchangeRates()]);
  const requests = await storedRequests(deps.db, carrierId, rows);
  const stored = requests.map((request, i) => ({ ...request, pricelist_id: rows[i]!.pricelist_id }));
  const preview = await deps.heavy.run({
    kind: 'increase-preview',
    records,
    build,
    pricelistIds: ids,
    input: inputOf(body),
    rates,
    rows: stored,
  });
  return { ...preview, backtest: { ...preview.backtest, days: body.backtest_days, truncated } };
}
