/** What other modules may use of price-api: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { apiDocsRoutes } from './api-docs';
