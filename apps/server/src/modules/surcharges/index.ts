/** What other modules may use of surcharges: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { SURCHARGE_VERSIONS } from './surcharge-record';
export { readSurcharge } from './surcharge-record';
export type { StoredSurcharge } from './surcharge-record';
export { applySurchargeArchival } from './surcharges.service';
