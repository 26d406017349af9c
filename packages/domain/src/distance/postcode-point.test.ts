import { describe, expect, it } from 'vitest';
import type { GeoPoint } from './geo';
import { postcodePoint, postcodePointKey, type PostcodePointInput } from './postcode-point';

const RIGA_1050: GeoPoint = { latitude: 56.9496, longitude: 24.1052 };
const RIGA_CENTROID: GeoPoint = { latitude: 56.95, longitude: 24.1 };

/** A lookup over a small table, recording the keys it was asked for. */
function lookupOf(points: Record<string, GeoPoint>) {
  const asked: string[] = [];
  const lookup = (country: string, key: string) => {
    asked.push(`${country} ${key}`);
    return points[`${country} ${key}`];
  };
  return { lookup, asked };
}

const input = (overrides: Partial<PostcodePointInput>): PostcodePointInput => ({
  country: 'LV',
  postcode: 'LV-1050',
  lookup: () => undefined,
  area: null,
  ...overrides,
});

describe('postcodePoint', () => {
  it("is the postcode's own point when the platform has one, over its area's centroid", () => {
    const { lookup } = lookupOf({ 'LV 1050': RIGA_1050 });
    expect(postcodePoint(input({ lookup, area: { id: 7, centroid: RIGA_CENTROID } }))).toEqual({ point: RIGA_1050, source: 'postcode' });
  });

  it('looks the postcode up as the engine reads it: LV-1050, LV 1050 and 1050 are one key; the country is trimmed and upper-cased', () => {
    const { lookup, asked } = lookupOf({ 'LV 1050': RIGA_1050 });
    for (const postcode of ['LV-1050', 'LV 1050', '1050']) expect(postcodePoint(input({ postcode, lookup })).point).toBe(RIGA_1050);
    expect(postcodePoint(input({ country: ' lv ', postcode: '1050', lookup })).point).toBe(RIGA_1050);
    expect(new Set(asked)).toEqual(new Set(['LV 1050']));
  });

  it("is the area's centroid when the postcode has no point", () => {
    expect(postcodePoint(input({ area: { id: 7, centroid: RIGA_CENTROID } }))).toEqual({
      point: RIGA_CENTROID,
      source: 'area_centroid',
      area_id: 7,
    });
  });

  it("passes over an own point that is not one (latitude 95) to the area's centroid", () => {
    const { lookup } = lookupOf({ 'LV 1050': { latitude: 95, longitude: 24 } });
    expect(postcodePoint(input({ lookup, area: { id: 7, centroid: RIGA_CENTROID } }))).toMatchObject({ source: 'area_centroid' });
  });

  it('is none when no area holds the postcode, or when its area has no (valid) centroid, and says which', () => {
    expect(postcodePoint(input({}))).toEqual({ point: null, reason: 'no_area', area_id: null });
    expect(postcodePoint(input({ area: { id: 7, centroid: null } }))).toEqual({ point: null, reason: 'no_centroid', area_id: 7 });
    expect(postcodePoint(input({ area: { id: 7, centroid: { latitude: 0, longitude: 181 } } }))).toMatchObject({ reason: 'no_centroid' });
  });
});

describe('postcodePointKey', () => {
  it("is the request's normalised postcode, a written country prefix dropped", () => {
    expect(postcodePointKey('EE', '10115')).toBe('10115');
    expect(postcodePointKey('LT', 'LT-01100')).toBe('01100');
    expect(postcodePointKey('GB', 'sw1a 1aa')).toBe('SW1A1AA');
    expect(postcodePointKey('PL', '00-950')).toBe('00950');
  });

  it("keeps a postcode its country's format refuses as normalised (GeoNames' outward-only GB codes)", () => {
    expect(postcodePointKey('GB', 'AB10')).toBe('AB10');
  });
});
