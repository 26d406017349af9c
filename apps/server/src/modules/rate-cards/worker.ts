/** What runs of rate-cards in a worker thread of the heavy-work pool, and what other modules' tasks may use: nothing that loads the server. */
export { runRateCardPdf } from './rate-card-pdf.task';
export type { RateCardPdfTask } from './rate-card-pdf.task';
