/**
 * What other modules may use of the postcode points: the lint (.dependency-cruiser.cjs) keeps them
 * to this file. The price service reads points through the cache (`deps.postcodePoints.cache.find`)
 * or, without one, `findPostcodePoints`.
 */
export { findPostcodePoints, pointKeyOf, type PointKey, type StoredPoint } from './postcode-points.repository';
export { PostcodePointCache, postcodePointsOf, type PostcodePointsSeam } from './postcode-point-cache';
