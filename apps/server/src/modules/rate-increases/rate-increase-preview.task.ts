/**
 * A rate increase's preview as it runs in a worker thread: the carrier's records, the chosen
 * pricelists and the change in, the successors' cells and the revenue effect out (domain
 * `previewIncrease`: the successors' grids compiled once, each request priced on its own
 * pricelist's successor). The requests come as the JSON text stored, parsed here.
 */
import { previewIncrease, type CarrierRecords, type IncreaseInput } from '@freight/domain';
import { compiledBase, type StoredRequestRow } from '../pricelists/worker';
import { type VersionedRates, workerHolidays } from '../pricing/worker';

export interface IncreasePreviewTask {
  kind: 'increase-preview';
  records: CarrierRecords & { timezone: string };
  /** As the backtest's: the pricing cache's build the records are of, null: read for this task. */
  build: number | null;
  pricelistIds: number[];
  input: IncreaseInput;
  rates: VersionedRates;
  rows: (StoredRequestRow & { pricelist_id: number })[];
}

export function runIncreasePreview(task: IncreasePreviewTask) {
  const { records, rows } = task;
  const requests = rows.map((row) => ({ ...row, request: JSON.parse(row.request) as never }));
  return previewIncrease(records, task.pricelistIds, task.input, requests, {
    timezone: records.timezone,
    rates: task.rates,
    holidays: workerHolidays(),
    base: compiledBase(records, task.build),
  });
}
