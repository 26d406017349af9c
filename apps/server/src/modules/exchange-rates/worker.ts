/** What runs of exchange-rates in a worker thread of the heavy-work pool, and what other modules' tasks may use: nothing that loads the server. */
export { runEcbRead } from './ecb-read.task';
export type { EcbReadTask } from './ecb-read.task';
