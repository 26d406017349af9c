/** What runs of rate-increases in a worker thread of the heavy-work pool, and what other modules' tasks may use: nothing that loads the server. */
export { runIncreasePreview } from './rate-increase-preview.task';
export type { IncreasePreviewTask } from './rate-increase-preview.task';
