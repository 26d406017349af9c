/** What other modules may use of surcharges: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { getSurcharge } from './surcharges.service';
