/** What runs of pricelists in a worker thread of the heavy-work pool, and what other modules' tasks may use: nothing that loads the server. */
export { compiledBase, runBacktest } from './pricelist-backtest.task';
export type { BacktestTask, StoredRequestRow } from './pricelist-backtest.task';
