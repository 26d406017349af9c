/**
 * Points on the Earth and the great-circle distance between them (docs/emissions.md "Distance").
 * Pure: no I/O. A distance is a number (it is not money), computed once in floating point and
 * rounded once, to the whole metre, so every later step works on integers.
 */

/** A point in decimal degrees (WGS84, as GeoNames and maps give them). */
export interface GeoPoint {
  /** -90 (south pole) to 90 (north pole). */
  readonly latitude: number;
  /** -180 to 180 (east positive). */
  readonly longitude: number;
}

/**
 * The mean Earth radius R1 = (2a + b) / 3 of the WGS84 ellipsoid (IUGG), 6371.0088 km: the sphere
 * that fits the ellipsoid best on average. Haversine on it stays within about 0.5 % of the
 * ellipsoidal (Vincenty) distance; around the Baltic it reads some 0.2 % short (Tallinn-Riga
 * 279.18 km against 279.66 km on the ellipsoid), far inside the road factor's own approximation.
 */
export const EARTH_MEAN_RADIUS_KM = 6371.0088;

/** What is wrong with a point: a latitude or a longitude that is not a finite number in its range. */
export type PointProblem = 'bad_latitude' | 'bad_longitude';

/** Why `point` is not a point, or null when it is one (latitude -90..90, longitude -180..180, both finite). */
export function pointProblem(point: GeoPoint): PointProblem | null {
  const { latitude, longitude } = point;
  if (typeof latitude !== 'number' || !Number.isFinite(latitude) || latitude < -90 || latitude > 90) return 'bad_latitude';
  if (typeof longitude !== 'number' || !Number.isFinite(longitude) || longitude < -180 || longitude > 180) return 'bad_longitude';
  return null;
}

/** True when `point` is a valid point (pointProblem is null). */
export function isValidPoint(point: GeoPoint): boolean {
  return pointProblem(point) === null;
}

const RADIANS = Math.PI / 180;

/**
 * The great-circle distance in whole metres (haversine on EARTH_MEAN_RADIUS_KM, rounded to the
 * nearest metre). Throws a RangeError for an invalid point: callers that take points from data
 * check them first (roadDistance answers why instead).
 */
export function greatCircleMetres(a: GeoPoint, b: GeoPoint): number {
  assertPoint(a);
  assertPoint(b);
  const dLat = (b.latitude - a.latitude) * RADIANS;
  // sin² is periodic, so a pair across the antimeridian (179 and -179) is 2 degrees apart, not 358.
  const dLon = (b.longitude - a.longitude) * RADIANS;
  const sinLat = Math.sin(dLat / 2);
  const sinLon = Math.sin(dLon / 2);
  const h = sinLat * sinLat + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * sinLon * sinLon;
  // min(1, ...): rounding can push h a hair above 1 for antipodal points, where asin is undefined.
  const central = 2 * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(central * EARTH_MEAN_RADIUS_KM * 1000);
}

/** The great-circle distance in km with 3 decimals (greatCircleMetres / 1000). */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  return greatCircleMetres(a, b) / 1000;
}

function assertPoint(point: GeoPoint): void {
  const problem = pointProblem(point);
  if (problem === 'bad_latitude') throw new RangeError(`Latitude must be a number from -90 to 90: ${String(point.latitude)}`);
  if (problem === 'bad_longitude') throw new RangeError(`Longitude must be a number from -180 to 180: ${String(point.longitude)}`);
}
