/** What other modules may use of fuel-index: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { findFuelIndexVersion, latestFuelIndex } from './fuel-index.repository';
export { FUEL_INDEX_SETUP } from './fuel-index.service';
