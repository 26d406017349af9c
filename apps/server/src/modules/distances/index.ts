/** What other modules may use of distances: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { findDistanceVersion, loadDistanceInputs } from './distances.repository';
export { DISTANCE_TABLE_SETUP } from './distances.service';
