/**
 * The backtest's pricing as it runs in a worker thread: the carrier's records, the draft and the
 * stored requests in, the report out (domain `startBacktest`). The requests come as the JSON text
 * the database stored, parsed here rather than on the event loop.
 */
import {
  compileCarrier,
  startBacktest,
  type BacktestReport,
  type CarrierRecords,
  type CompiledCarrier,
  type PartnerRecord,
  type PricelistRecord,
} from '@freight/domain';
import { workerHolidays, type VersionedRates } from '../pricing/worker';

/** A quote to price again, its request still the stored JSON text. */
export interface StoredRequestRow {
  quote_id: string;
  request: string;
  service_id: number;
  partner: PartnerRecord | null;
  priced_at: Date;
  total: number;
  freight: number;
  currency: string;
}

export interface BacktestTask {
  kind: 'backtest';
  records: CarrierRecords & { timezone: string };
  /** The pricing cache's build the records are of (the same build, the same records), null: read for this task. */
  build: number | null;
  pricelistId: number;
  draft: PricelistRecord;
  rates: VersionedRates;
  rows: StoredRequestRow[];
}

export function runBacktest(task: BacktestTask): BacktestReport {
  const { records, rows } = task;
  const backtest = startBacktest(records, task.pricelistId, task.draft, {
    timezone: records.timezone,
    rates: task.rates,
    holidays: workerHolidays(),
    base: compiledBase(records, task.build),
  });
  // The stored request is the parsed body (decision 7): the engine takes it as it is.
  backtest.add(rows.map((row) => ({ ...row, request: JSON.parse(row.request) as never })));
  return backtest.report();
}

/** The last reference data a thread compiled, by the build of its records. */
let keptBase: { build: number; base: CompiledCarrier } | null = null;

/**
 * Worker: the records' reference data compiled without pricelists (the drafts' carriers share it),
 * kept for the next task on the same build: at 50,000 areas it is most of half a second.
 */
export function compiledBase(records: CarrierRecords, build: number | null): CompiledCarrier {
  if (build !== null && keptBase?.build === build) return keptBase.base;
  const base = compileCarrier({ ...records, pricelists: [] });
  if (build !== null) keptBase = { build, base };
  return base;
}
