/** What other modules may use of zones: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { appendZoneAreas, areasOfZones, findZonesByLowerNames, insertZone, touchZone, zonesHoldingAreas } from './zones.repository';
export { zoneOptions } from './zones.service';
export { ZONE_SETUP } from './zones.service';
