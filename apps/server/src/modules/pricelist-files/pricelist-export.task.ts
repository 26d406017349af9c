/**
 * The pricelist workbook written in a worker thread: the content (read and priced by the main
 * thread's export service) in, the workbook's bytes out through the task's channel.
 */
import type { WorkerChannel } from '../../workers/task-channel';
import { writePricelistWorkbook, type WorkbookContent } from './pricelist-workbook';

export interface PricelistWorkbookTask {
  kind: 'pricelist-workbook';
  content: WorkbookContent;
}

export async function runPricelistWorkbook(task: PricelistWorkbookTask, channel: WorkerChannel): Promise<void> {
  await writePricelistWorkbook(task.content, channel.writable());
}
