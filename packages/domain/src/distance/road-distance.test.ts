import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PricingDataError } from '../data-error';
import { greatCircleMetres, type GeoPoint } from './geo';
import { DEFAULT_ROAD_FACTOR, compileDistanceTable, readRoadFactor, roadDistance, type LaneEnd } from './road-distance';

const TALLINN: GeoPoint = { latitude: 59.437, longitude: 24.7536 };
const RIGA: GeoPoint = { latitude: 56.9496, longitude: 24.1052 };
// Zone ids of the examples: Estonia 1, Latvia 2, Tallinn 11, Riga 21.
const EE = 1;
const LV = 2;
const TLN = 11;
const RIX = 21;

const tallinn = (zones: number[] = [TLN, EE]): LaneEnd => ({ zones, point: TALLINN });
const riga = (zones: number[] = [RIX, LV]): LaneEnd => ({ zones, point: RIGA });

describe('roadDistance', () => {
  it('estimates Tallinn-Riga as the great circle x 1.25: 279.181 km -> 349.0 km', () => {
    expect(DEFAULT_ROAD_FACTOR).toBe(1.25);
    expect(roadDistance({ from: tallinn(), to: riga() })).toEqual({
      km: 349,
      source: 'great_circle',
      greatCircleKm: 279.181,
      roadFactor: 1.25,
    });
  });

  it("takes the carrier's road factor (a decimal string too): x 1.3 -> 362.9 km", () => {
    // 279 181 m x 1.300 = 362 935.3 m -> 362.9 km.
    expect(roadDistance({ from: tallinn(), to: riga(), roadFactor: '1.3' })).toMatchObject({ km: 362.9, roadFactor: 1.3 });
    expect(roadDistance({ from: tallinn(), to: riga(), roadFactor: null })).toMatchObject({ km: 349, roadFactor: 1.25 });
  });

  it('rounds the estimate once, half up, to 0.1 km', () => {
    // 279 181 m x 1.001 = 279 460.181 m -> 279.5 km; x 1.0002 (4 decimals) reads as 1.000 -> 279.2 km.
    expect(roadDistance({ from: tallinn(), to: riga(), roadFactor: 1.001 }).km).toBe(279.5);
    expect(roadDistance({ from: tallinn(), to: riga(), roadFactor: 1.0002 }).km).toBe(279.2);
  });

  it("uses the distance table's lane when it has one, over the estimate, with or without points", () => {
    const table = compileDistanceTable([{ zone_from: TLN, zone_to: RIX, km: '311.4' }]);
    const expected = { km: 311.4, source: 'table', lane: { zone_from: TLN, zone_to: RIX, reversed: false } };
    expect(roadDistance({ from: tallinn(), to: riga(), table })).toEqual(expected);
    expect(roadDistance({ from: { zones: [TLN], point: null }, to: { zones: [RIX], point: null }, table })).toEqual(expected);
  });

  it('falls back to the estimate when the table lacks the lane', () => {
    const table = compileDistanceTable([{ zone_from: TLN, zone_to: 99, km: 10 }]);
    expect(roadDistance({ from: tallinn(), to: riga(), table })).toMatchObject({ km: 349, source: 'great_circle' });
  });

  it('reads a lane given only the other way round, and says so', () => {
    const table = compileDistanceTable([{ zone_from: RIX, zone_to: TLN, km: 309 }]);
    expect(roadDistance({ from: tallinn(), to: riga(), table })).toEqual({
      km: 309,
      source: 'table',
      lane: { zone_from: RIX, zone_to: TLN, reversed: true },
    });
  });

  it("prefers a lane's own direction: both written, each way reads its own km", () => {
    const table = compileDistanceTable([
      { zone_from: TLN, zone_to: RIX, km: 311 },
      { zone_from: RIX, zone_to: TLN, km: 309 },
    ]);
    expect(roadDistance({ from: tallinn(), to: riga(), table }).km).toBe(311);
    expect(roadDistance({ from: riga(), to: tallinn(), table }).km).toBe(309);
  });

  it("tries the zone pairs in the caller's order, and any pair's own direction before any pair reversed", () => {
    const table = compileDistanceTable([
      { zone_from: EE, zone_to: LV, km: 400 },
      { zone_from: TLN, zone_to: LV, km: 320 },
      { zone_from: RIX, zone_to: TLN, km: 309 },
    ]);
    // Tallinn first: Tallinn -> Riga (none), Tallinn -> Latvia (320) before Estonia -> Latvia (400).
    expect(roadDistance({ from: tallinn(), to: riga(), table }).km).toBe(320);
    expect(roadDistance({ from: tallinn([EE, TLN]), to: riga(), table }).km).toBe(400);
    // The reversed Riga -> Tallinn lane would be the most specific, but a direct lane exists.
    expect(roadDistance({ from: tallinn(), to: riga(), table })).toMatchObject({ lane: { reversed: false } });
  });

  it('names the end without a point when there is no lane: collection, delivery or both', () => {
    expect(roadDistance({ from: { zones: [TLN], point: null }, to: riga() })).toEqual({
      km: null,
      reason: 'no_point',
      from: 'missing',
      to: null,
    });
    expect(roadDistance({ from: tallinn(), to: { point: null } })).toEqual({ km: null, reason: 'no_point', from: null, to: 'missing' });
    expect(roadDistance({ from: { point: null }, to: { point: null } })).toMatchObject({ from: 'missing', to: 'missing' });
  });

  it('treats a point out of range as no point, naming the coordinate', () => {
    const result = roadDistance({ from: { point: { latitude: 95, longitude: 24 } }, to: { point: { latitude: 56, longitude: 200 } } });
    expect(result).toEqual({ km: null, reason: 'no_point', from: 'bad_latitude', to: 'bad_longitude' });
  });

  it('is at least the great circle and grows with the road factor', () => {
    const point = fc.record({
      latitude: fc.double({ min: -89, max: 89, noNaN: true }),
      longitude: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    const factor = fc.integer({ min: 1000, max: 3000 });
    fc.assert(
      fc.property(point, point, factor, factor, (a, b, f1, f2) => {
        const [low, high] = f1 <= f2 ? [f1, f2] : [f2, f1];
        const lower = roadDistance({ from: { point: a }, to: { point: b }, roadFactor: low / 1000 });
        const upper = roadDistance({ from: { point: a }, to: { point: b }, roadFactor: high / 1000 });
        if (lower.km === null || upper.km === null) throw new Error('expected distances');
        expect(lower.km).toBeLessThanOrEqual(upper.km);
        // At least the great circle, to the 0.05 km of rounding.
        expect(lower.km).toBeGreaterThanOrEqual(greatCircleMetres(a, b) / 1000 - 0.05);
        expect(Math.round(lower.km * 10)).toBe(lower.km * 10);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('compileDistanceTable', () => {
  it('reads km to 0.1 km, half up', () => {
    const table = compileDistanceTable([
      { zone_from: 1, zone_to: 2, km: '279.25' },
      { zone_from: 2, zone_to: 1, km: 279.249 },
      { zone_from: 1, zone_to: 1, km: '12' },
    ]);
    expect(table.lanes.get(1)?.get(2)).toBe(2793);
    expect(table.lanes.get(2)?.get(1)).toBe(2792);
    // A lane within one zone is a lane too.
    expect(table.lanes.get(1)?.get(1)).toBe(120);
    expect(table.size).toBe(3);
  });

  it('refuses a lane given twice, a km not above 0 or beyond 20 000, a km that is not a number, a zone id that is not an integer', () => {
    expect(() =>
      compileDistanceTable([
        { zone_from: 1, zone_to: 2, km: 10 },
        { zone_from: 1, zone_to: 2, km: 11 },
      ]),
    ).toThrow(new PricingDataError('Distance table lane 1 -> 2: given twice'));
    expect(() => compileDistanceTable([{ zone_from: 1, zone_to: 2, km: 0 }])).toThrow(/km must be above 0 and at most 20000/);
    expect(() => compileDistanceTable([{ zone_from: 1, zone_to: 2, km: '0.04' }])).toThrow(/km must be above 0/);
    expect(() => compileDistanceTable([{ zone_from: 1, zone_to: 2, km: -5 }])).toThrow(PricingDataError);
    expect(() => compileDistanceTable([{ zone_from: 1, zone_to: 2, km: 20_000.1 }])).toThrow(PricingDataError);
    expect(() => compileDistanceTable([{ zone_from: 1, zone_to: 2, km: '12,5' }])).toThrow(/km is not a number: 12,5/);
    expect(() => compileDistanceTable([{ zone_from: 1.5, zone_to: 2, km: 1 }])).toThrow(/zone ids must be integers/);
  });
});

describe('readRoadFactor', () => {
  it('is 1.25 when unset and takes 1 to 3 with 3 decimals', () => {
    expect(readRoadFactor(undefined)).toBe(1250);
    expect(readRoadFactor('')).toBe(1250);
    expect(readRoadFactor(1)).toBe(1000);
    expect(readRoadFactor('3.000')).toBe(3000);
  });

  it('refuses a factor below 1 (a road is never shorter than the great circle), above 3, or not a number', () => {
    expect(() => readRoadFactor(0.999)).toThrow(new PricingDataError('Road factor must be from 1 to 3: 0.999'));
    expect(() => readRoadFactor(3.001)).toThrow(PricingDataError);
    expect(() => readRoadFactor('x')).toThrow(new PricingDataError('Road factor is not a number: x'));
  });
});
