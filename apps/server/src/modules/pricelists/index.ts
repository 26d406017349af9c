/** What other modules may use of pricelists: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { backtestPricelist, recordsForWorker, storedRequests } from './pricelist-backtest.service';
export { PRICELIST_RECORD, PRICELIST_VERSIONS, findPricelist, pricelistContent, readPricelist } from './pricelist-record';
export type { StoredPricelist } from './pricelist-record';
export { archivePricelist, findPricelistRow, searchPricelists } from './pricelists.repository';
export { applyArchival } from './pricelists.service';
