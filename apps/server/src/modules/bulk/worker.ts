/** What runs of bulk in a worker thread of the heavy-work pool, and what other modules' tasks may use: nothing that loads the server. */
export { runJob, runMass, runTender } from './bulk.tasks';
export type { JobTask, MassTask, TenderTask } from './bulk.tasks';
