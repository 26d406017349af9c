/** What other modules may use of bulk: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { listCalculationJobs } from './bulk.service';
export { CalculationJobs, DEFAULT_JOB_SETTINGS } from './jobs.service';
export type { JobSettings, JobsSeam, QueuedWork } from './jobs.service';
export { breathe, streamingWorkbook, writeHeaderRow, writeStyledRow } from './workbook';
