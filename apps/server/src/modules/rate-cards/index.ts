/** What other modules may use of rate-cards: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { rateCardPdf } from './rate-card-pdf';
