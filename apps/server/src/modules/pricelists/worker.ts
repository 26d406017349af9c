/** What another module's worker-thread task may use of pricelists: the backtest's pricing of stored requests. */
export { compiledBase } from './pricelist-backtest.task';
export type { StoredRequestRow } from './pricelist-backtest.task';
