/** What other modules may use of transits: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { TRANSIT_SETUP, transitOptions } from './transits.service';
