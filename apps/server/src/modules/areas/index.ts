/** What other modules may use of areas: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { insertAreas } from './areas.repository';
export { AREA_SETUP } from './areas.service';
