/**
 * The uploaded workbook read in a worker thread (decision 12): its bytes moved in, the plain
 * result of `readPricelistWorkbook` out (a refusal too: the import service makes it the 422).
 */
import { readPricelistWorkbook, type WorkbookRead } from './pricelist-workbook-reader';

export interface PricelistWorkbookReadTask {
  kind: 'pricelist-workbook-read';
  /** The upload as received, at most WORKBOOK_LIMITS.fileBytes (transferred, not copied). */
  bytes: Uint8Array;
  /** The stored pricelist's fare groups: the sheets to read. */
  fareGroups: number;
}

export function runPricelistWorkbookRead(task: PricelistWorkbookReadTask): Promise<WorkbookRead> {
  return readPricelistWorkbook(task.bytes, { fareGroups: task.fareGroups });
}
