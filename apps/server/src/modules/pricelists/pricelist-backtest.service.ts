/**
 * "Try on past requests": the requests this pricelist answered in the last days,
 * priced again with a draft in its place (domain `startBacktest`). The engine prices about 50,000
 * requests a second, so the cap below is about 2 s of work (npm run bench): it runs in a worker
 * thread (pricelist-backtest.task.ts), this thread only reads the database.
 */
import type { BacktestRequest, PricelistRecord } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { type QuotesSeam, quotedRequests } from '../quotes';
import { type PricingSeam, loadCarrierRecords } from '../pricing';
import type { Db } from '../../db/carrier-scope';
import { findPartnerRecords } from '../partners';
import { assertReferences, readPricelist } from './pricelist-record';
import type { HeavySeam } from '../../workers/heavy-work';

/** What this file's functions take of the app's seams. */
type ModuleDeps = Pick<Seams, 'db'> & HeavySeam & PricingSeam & QuotesSeam;

/** The most requests one backtest prices (the newest of the period). */
export const MAX_BACKTEST_REQUESTS = 100_000;
const DAY_MS = 86_400_000;

export async function backtestPricelist(deps: ModuleDeps, carrierId: number, id: number, body: BacktestRequest, now = new Date()) {
  const pricelist = await readPricelist(deps.db, carrierId, id);
  const draft = await draftOf(deps, carrierId, pricelist.service_id, body);
  await deps.quotes.flush();
  const rows = await quotedRequests(deps.db, carrierId, [id], new Date(now.getTime() - body.days * DAY_MS), MAX_BACKTEST_REQUESTS + 1);
  const truncated = rows.length > MAX_BACKTEST_REQUESTS;
  if (truncated) rows.pop();
  const [{ records, build }, rates] = await Promise.all([recordsForWorker(deps, carrierId, []), deps.pricing.cache.exchangeRates()]);
  const stored = await storedRequests(deps.db, carrierId, rows);
  const report = await deps.heavy.run({ kind: 'backtest', records, build, pricelistId: id, draft, rates, rows: stored });
  return { ...report, truncated };
}

/**
 * The carrier's records as a backtest's or an increase preview's worker takes them: the pricing
 * cache's when it holds the database's latest (with its build, under which the worker keeps the
 * compiled reference data), else read. Only the grids of `withGrids` go with them: the worker reads
 * the other pricelists' ids, names, services and partners, and 2,000 grids of 40 x 30 took over a
 * second to hand over.
 */
export async function recordsForWorker(deps: Pick<Seams, 'db'> & PricingSeam, carrierId: number, withGrids: readonly number[]) {
  const held = await deps.pricing.cache.current(carrierId);
  const records = held?.records ?? (await loadCarrierRecords(deps.db, carrierId));
  const kept = new Set(withGrids);
  const { versions: _, ...rest } = records;
  return {
    records: { ...rest, pricelists: records.pricelists.map((p) => (kept.has(p.id) ? p : { ...p, fare_groups: [] })) },
    build: held?.build ?? null,
  };
}

/**
 * Recorded requests as the backtest's worker takes them: each with its partner's record (one read
 * for all), its amounts as numbers, its request still the JSON text stored (the worker parses it).
 */
export async function storedRequests<R extends QuotedRow>(db: Db, carrierId: number, rows: readonly R[]) {
  const partnerIds = [...new Set(rows.flatMap((r) => (r.partner_id === null ? [] : [r.partner_id])))];
  const partners = new Map((await findPartnerRecords(db, carrierId, partnerIds)).map((p) => [p.id, p]));
  return rows.map((r) => ({
    quote_id: r.id,
    request: r.request,
    service_id: r.service_id,
    partner: r.partner_id === null ? null : (partners.get(r.partner_id) ?? null),
    priced_at: r.created_at,
    total: Number(r.total),
    freight: Number(r.freight ?? 0),
    currency: r.currency,
  }));
}

/** What `storedRequests` reads of a quote row (quotes.repository `quotedRequests`). */
type QuotedRow = Awaited<ReturnType<typeof quotedRequests>>[number];

/** The draft as the engine takes it: another pricelist of the same service, or an unsaved edit (checked as a save is). */
async function draftOf(deps: ModuleDeps, carrierId: number, serviceId: number, body: BacktestRequest): Promise<PricelistRecord> {
  if (body.pricelist_id !== undefined) {
    const other = await readPricelist(deps.db, carrierId, body.pricelist_id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404)
        throw AppError.invalid(english('errors.pricelists.backtestNotOwned'), { pricelist_id: english('errors.pricelists.notOwned') });
      throw error;
    });
    if (other.service_id !== serviceId)
      throw AppError.invalid(english('errors.pricelists.backtestOtherService'), {
        pricelist_id: english('errors.pricelists.otherService'),
      });
    return other;
  }
  const draft = body.draft!;
  await assertReferences(deps.db, carrierId, draft, 'draft.');
  return { id: 0, ...draft };
}
