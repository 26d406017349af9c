/** What other modules may use of portal: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { assertLivePricelist } from './portal.service';
