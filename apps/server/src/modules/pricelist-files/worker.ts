/** What runs of pricelist-files in a worker thread of the heavy-work pool, and what other modules' tasks may use: nothing that loads the server. */
export { runPricelistWorkbook } from './pricelist-export.task';
export type { PricelistWorkbookTask } from './pricelist-export.task';
export { runPricelistWorkbookRead } from './pricelist-workbook-read.task';
export type { PricelistWorkbookReadTask } from './pricelist-workbook-read.task';
