import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_MEAN_RADIUS_KM, greatCircleKm, greatCircleMetres, isValidPoint, pointProblem, type GeoPoint } from './geo';

const TALLINN: GeoPoint = { latitude: 59.437, longitude: 24.7536 };
const RIGA: GeoPoint = { latitude: 56.9496, longitude: 24.1052 };
const HELSINKI: GeoPoint = { latitude: 60.1699, longitude: 24.9384 };
const TAMPERE: GeoPoint = { latitude: 61.4978, longitude: 23.761 };

/** Degrees, minutes, seconds as decimal degrees. */
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
// Airport coordinates as airmilescalculator.com publishes them with its haversine figures (docs/emissions.md).
const HEL_AIRPORT: GeoPoint = { latitude: dms(60, 19, 1), longitude: dms(24, 57, 47) };
const TMP_AIRPORT: GeoPoint = { latitude: dms(61, 24, 50), longitude: dms(23, 36, 15) };
const TLL_AIRPORT: GeoPoint = { latitude: dms(59, 24, 47), longitude: dms(24, 49, 58) };

const within = (actual: number, expected: number, share: number) => Math.abs(actual - expected) <= expected * share;

const pointArb = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('greatCircleKm', () => {
  it('Tallinn-Riga (city centres) is 279.181 km, within 1 % of the published 279 km', () => {
    expect(greatCircleKm(TALLINN, RIGA)).toBe(279.181);
    expect(within(greatCircleKm(TALLINN, RIGA), 279, 0.01)).toBe(true);
  });

  it('Helsinki-Tampere (city centres) is 160.845 km, within 1 % of the published 160 km', () => {
    expect(greatCircleKm(HELSINKI, TAMPERE)).toBe(160.845);
    expect(within(greatCircleKm(HELSINKI, TAMPERE), 160, 0.01)).toBe(true);
  });

  it("agrees with airmilescalculator.com's haversine figures for the airports: HEL-TMP 142.431 km, TLL-HEL 100.773 km", () => {
    // Their radius and rounding differ a little from ours, and their coordinates are to the second: 0.1 % covers it.
    expect(within(greatCircleKm(HEL_AIRPORT, TMP_AIRPORT), 142.431, 0.001)).toBe(true);
    expect(within(greatCircleKm(TLL_AIRPORT, HEL_AIRPORT), 100.773, 0.001)).toBe(true);
  });

  it('is 0 between a point and itself and the same both ways', () => {
    expect(greatCircleKm(TALLINN, TALLINN)).toBe(0);
    expect(greatCircleKm(RIGA, TALLINN)).toBe(greatCircleKm(TALLINN, RIGA));
  });

  it('crosses the antimeridian the short way: 179 E to 179 W on the equator is 2 degrees, 222.390 km', () => {
    const km = greatCircleKm({ latitude: 0, longitude: 179 }, { latitude: 0, longitude: -179 });
    expect(km).toBe(Math.round(((2 * Math.PI) / 180) * EARTH_MEAN_RADIUS_KM * 1000) / 1000);
    expect(km).toBe(222.39);
  });

  it('is half the circumference between antipodes and pole to pole, never NaN', () => {
    const half = Math.round(Math.PI * EARTH_MEAN_RADIUS_KM * 1000);
    expect(greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBe(half);
    expect(greatCircleMetres({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBe(half);
    expect(greatCircleMetres({ latitude: 45, longitude: 10 }, { latitude: -45, longitude: -170 })).toBe(half);
  });

  it('refuses a point that is not one with a RangeError naming the coordinate', () => {
    expect(() => greatCircleKm({ latitude: 90.5, longitude: 0 }, RIGA)).toThrow(/Latitude must be a number from -90 to 90: 90.5/);
    expect(() => greatCircleKm(RIGA, { latitude: 0, longitude: -180.01 })).toThrow(/Longitude must be a number from -180 to 180/);
    expect(() => greatCircleKm(RIGA, { latitude: Number.NaN, longitude: 0 })).toThrow(RangeError);
  });

  it('is whole metres, symmetric, at most half the circumference, and keeps the triangle inequality (to the rounding of three distances)', () => {
    const half = Math.PI * EARTH_MEAN_RADIUS_KM * 1000;
    fc.assert(
      fc.property(pointArb, pointArb, pointArb, (a, b, c) => {
        const ab = greatCircleMetres(a, b);
        expect(Number.isSafeInteger(ab)).toBe(true);
        expect(ab).toBe(greatCircleMetres(b, a));
        expect(ab).toBeLessThanOrEqual(Math.round(half));
        expect(ab).toBeLessThanOrEqual(greatCircleMetres(a, c) + greatCircleMetres(c, b) + 2);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('pointProblem', () => {
  it('takes the bounds themselves: latitude -90 and 90, longitude -180 and 180', () => {
    for (const latitude of [-90, 90]) for (const longitude of [-180, 180]) expect(pointProblem({ latitude, longitude })).toBeNull();
    expect(isValidPoint(TALLINN)).toBe(true);
  });

  it('names the coordinate just outside its range, or not a finite number', () => {
    expect(pointProblem({ latitude: 90.0001, longitude: 0 })).toBe('bad_latitude');
    expect(pointProblem({ latitude: -90.0001, longitude: 0 })).toBe('bad_latitude');
    expect(pointProblem({ latitude: 0, longitude: 180.0001 })).toBe('bad_longitude');
    expect(pointProblem({ latitude: 0, longitude: Number.POSITIVE_INFINITY })).toBe('bad_longitude');
    expect(pointProblem({ latitude: Number.NaN, longitude: 0 })).toBe('bad_latitude');
    // A point read from JSON could carry a string; it is not taken.
    expect(pointProblem({ latitude: '59.4' as unknown as number, longitude: 24 })).toBe('bad_latitude');
  });
});
